"use client";

import { ChevronDown, ChevronRight } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useUrlState } from "@/components/kit/url-state";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { FaseOverzichtView, FaseView } from "@/lib/services/leerroutepakketfasen";
import { useFase, useFasen } from "./fasen-data";

type RasterRij = FaseView["leerroutes"][number];

/**
 * The Fasen tab: a row per phase with what is filled in; a phase opens (one at a time, kept in the
 * address as ?fase=) to its grid of routes × domains below the list, each cell a link to the cell's pages.
 */
export function FasenTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.fasen");
  const { data: fasen } = useFasen(admnr, id);
  const [fase, setFase] = useUrlState("fase");
  const open = fasen?.find((f) => String(f.nummer) === fase)?.nummer ?? null;

  const kolommen = useMemo<Column<FaseOverzichtView>[]>(
    () => [
      {
        accessorKey: "naam",
        header: t("kolommen.fase"),
        enableSorting: false,
        cell: ({ row }) => {
          const f = row.original;
          const isOpen = fase === String(f.nummer);
          return (
            <Button
              type="button"
              variant="ghost"
              className="-ml-3"
              aria-expanded={isOpen}
              aria-controls={isOpen ? `fase-raster-${f.nummer}` : undefined}
              onClick={() => setFase(isOpen ? "" : String(f.nummer))}
            >
              {isOpen ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
              {f.naam}
            </Button>
          );
        },
      },
      { accessorKey: "omschrijving", header: t("kolommen.omschrijving"), enableSorting: false, cell: ({ row }) => row.original.omschrijving ?? "" },
      {
        id: "gevuld",
        accessorFn: (f) => f.aantalGevuldeCellen,
        header: t("kolommen.gevuld"),
        cell: ({ row }) => <span className="tabular-nums">{t("gevuld", { gevuld: row.original.aantalGevuldeCellen, totaal: row.original.aantalCellen })}</span>,
      },
      {
        accessorKey: "aantalIndicatoren",
        header: t("kolommen.indicatoren"),
        cell: ({ row }) => (
          <span className="tabular-nums" data-testid={`fase-${row.original.nummer}-indicatoren`}>
            {row.original.aantalIndicatoren}
          </span>
        ),
      },
      { accessorKey: "aantalLessen", header: t("kolommen.lessen"), cell: ({ row }) => <span className="tabular-nums">{row.original.aantalLessen}</span> },
    ],
    [t, fase, setFase],
  );

  return (
    <SectionCard role="region" aria-labelledby="fasen-titel" titleId="fasen-titel" title={t("titel")} contentClassName="space-y-4">
      <DataTable
        label={t("tabel")}
        columns={kolommen}
        data={fasen}
        getRowId={(f) => String(f.nummer)}
        empty={<EmptyState title={t("leeg")} />}
      />
      {open !== null && (
        <div id={`fase-raster-${open}`}>
          <FaseRaster admnr={admnr} id={id} fase={open} />
        </div>
      )}
    </SectionCard>
  );
}

/** Routes (rows) × domains (columns) of one phase: per cell the level aimed at and the indicator count. */
export function FaseRaster({ admnr, id, fase }: { admnr: number; id: number; fase: number }) {
  const t = useTranslations("planning.fasen.raster");
  const { data, isPending, isError } = useFase(admnr, id, fase);
  const basis = `/${admnr}/leerroutepakketten/${id}`;

  const kolommen = useMemo<Column<RasterRij>[]>(() => {
    if (!data) return [];
    return [
      { accessorKey: "naam", header: t("leerroute"), enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{row.original.naam}</span> },
      ...data.domeinen.map(
        (d): Column<RasterRij> => ({
          id: `domein-${d.id}`,
          header: () => <span className="whitespace-nowrap">{d.naam}</span>,
          enableSorting: false,
          cell: ({ row }) => {
            const lr = row.original;
            const c = lr.cellen.find((x) => x.domeinId === d.id);
            if (!c) return null;
            const ind = t("indicatoren", { aantal: c.aantalIndicatoren });
            return (
              <Link
                href={`${basis}/${fase}/${lr.nummer}/${d.id}`}
                aria-label={t("cel", { leerroute: lr.naam, domein: d.naam, niveau: c.niveauLabel ?? t("geenDoelniveau"), indicatoren: ind })}
                className={`-mx-2 block rounded px-2 py-1.5 underline-offset-4 hover:underline ${c.niveauLabel || c.aantalIndicatoren ? "bg-primary/10 text-foreground" : "text-muted-foreground"}`}
              >
                <span className="block font-medium">{c.niveauLabel ?? "–"}</span>
                <span className="block text-xs tabular-nums">{ind}</span>
              </Link>
            );
          },
        }),
      ),
    ];
  }, [data, t, basis, fase]);

  if (isPending) return <Spinner label={t("laden")} />;
  if (isError || !data) return <p className="text-destructive">{t("fout")}</p>;
  if (data.leerroutes.length === 0 || data.domeinen.length === 0)
    return <EmptyState title={data.leerroutes.length === 0 ? t("geenLeerroutes") : t("geenDomeinen")} />;
  const titel = t("titel", { fase: data.fase.naam });
  return (
    <section className="space-y-2" aria-labelledby={`fase-raster-titel-${fase}`}>
      <h3 id={`fase-raster-titel-${fase}`} className="font-medium">
        {titel}
      </h3>
      <DataTable label={titel} columns={kolommen} data={data.leerroutes} getRowId={(l) => String(l.nummer)} urlKey={false} />
    </section>
  );
}
