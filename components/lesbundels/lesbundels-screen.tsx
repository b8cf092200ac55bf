"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { AddDialog } from "@/components/kit/form-dialog";
import { DataTable, useServerTableState, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { useUrlState } from "@/components/kit/url-state";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { LesBundelDetailsView, LesBundelView } from "@/lib/services/lesbundels";
import { BundelStatus } from "./bundel-status";
import { cn } from "@/lib/utils";
import { OpenVoorstellen } from "./open-voorstellen";

const PAGE_SIZE = 25;
export const SOORTEN = ["alle", "mijn", "gedeeld", "gepubliceerd"] as const;
type Soort = (typeof SOORTEN)[number];

interface Pagina {
  items: LesBundelView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query of the list as the URL holds it: kind, search, subject area, sort and page. */
export function bundelLijstQuery(soort: string, zoek: string, sort: string, page: number, vak = "") {
  const sorteer = sort.replace(/^-/, "") === "bijgewerkt" ? "bijgewerkt" : "naam";
  const vakgebiedNr = /^[1-9][0-9]{0,8}$/.test(vak) ? Number(vak) : undefined;
  return { soort: (SOORTEN as readonly string[]).includes(soort) ? soort : "alle", ...(zoek ? { zoek } : {}), ...(vakgebiedNr ? { vakgebiedNr } : {}), sorteer, page, pageSize: PAGE_SIZE };
}


/**
 * /{admnr}/Lesbundels: my bundles, shared with me, published; search, subject area, sort, pages;
 * add (with `magToevoegen`: Lessen write or manage, guards.lesbundelToevoegen); open suggestions.
 */
export function LesbundelsScreen({ admnr, vakgebieden, magToevoegen }: { admnr: number; vakgebieden: { nr: number; naam: string }[]; magToevoegen: boolean }) {
  const t = useTranslations("planning.lesbundels");
  const router = useRouter();
  const [soortUrl] = useUrlState("soort", "alle");
  const soort: Soort = (SOORTEN as readonly string[]).includes(soortUrl) ? (soortUrl as Soort) : "alle";
  const { zoek, sort, pageIndex } = useServerTableState();
  const [vak, setVak] = useUrlState("vak");
  const [, setPagina] = useUrlState("pagina", "1");
  const vakId = useId();
  const query = bundelLijstQuery(soort, zoek, sort, pageIndex + 1, vak);
  const { data, isError } = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "lijst", JSON.stringify(query)),
    queryFn: async ({ signal }) => (await api.getJson<Pagina>("/api/LesBundels", { administratieNr: admnr, query, signal }))!,
    placeholderData: keepPreviousData,
  });
  const toevoegen = useApiMutation({
    mutationFn: async (v: { naam: string; omschrijving?: string | null }) => (await api.post<LesBundelDetailsView>("/api/LesBundels/Add", v, { administratieNr: admnr })).data!,
    success: (r) => t("toevoegen.gelukt", { naam: r.naam }),
    toastError: false,
    invalidate: [queryKeys.lesbundels(admnr)],
    onSuccess: (r) => router.push(`/${admnr}/Lesbundels/details/${r.id}/lessen`),
  });

  const kolommen = useMemo<Column<LesBundelView>[]>(
    () => [
      {
        id: "naam",
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) => <RowLink href={`/${admnr}/Lesbundels/details/${row.original.id}/lessen`}>{row.original.naam}</RowLink>,
      },
      { id: "auteur", header: t("kolommen.auteur"), enableSorting: false, cell: ({ row }) => (row.original.eigen ? t("ikZelf") : row.original.auteur.naam) },
      { id: "lessen", header: t("kolommen.lessen"), enableSorting: false, cell: ({ row }) => row.original.aantalLessen },
      { id: "status", header: t("kolommen.status"), enableSorting: false, cell: ({ row }) => <BundelStatus bundel={row.original} /> },
      { id: "bijgewerkt", header: t("kolommen.bijgewerkt"), cell: ({ row }) => formatDatum(row.original.bijgewerkt.slice(0, 10)) },
    ],
    [admnr, t],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("titel")}
        description={t("uitleg")}
        actions={
          magToevoegen ? (
            <AddDialog
              label={t("toevoegen.knop")}
              description={t("toevoegen.uitleg")}
              schema={() => import("@/lib/schemas/lesbundels").then((m) => m.lesBundelVelden)}
              defaultValues={{ naam: "", omschrijving: "" }}
              submitLabel={t("toevoegen.opslaan")}
              onSubmit={(v) => toevoegen.mutateAsync(v)}
            >
              <TextField name="naam" label={t("velden.naam")} maxLength={200} />
              <TextField name="omschrijving" label={t("velden.omschrijving")} multiline maxLength={2000} />
            </AddDialog>
          ) : undefined
        }
      />
      <OpenVoorstellen admnr={admnr} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("soorten.label")}>
          <ul className="flex flex-wrap gap-2">
            {SOORTEN.map((s) => (
              <li key={s}>
                <Link
                  href={`/${admnr}/Lesbundels${s === "alle" ? "" : `?soort=${s}`}`}
                  aria-current={s === soort ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium",
                    s === soort ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
                  )}
                >
                  {t(`soorten.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {vakgebieden.length ? (
          <div className="grid gap-1">
            <Label htmlFor={vakId}>{t("vakgebied")}</Label>
            <NativeSelect
              id={vakId}
              value={query.vakgebiedNr ? String(query.vakgebiedNr) : ""}
              onChange={(e) => {
                setVak(e.target.value);
                setPagina("1");
              }}
            >
              <NativeSelectOption value="">{t("alleVakgebieden")}</NativeSelectOption>
              {vakgebieden.map((v) => (
                <NativeSelectOption key={v.nr} value={String(v.nr)}>
                  {v.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={data?.items}
        getRowId={(b) => String(b.id)}
        search={{ label: t("zoeken") }}
        server={{ total: data?.total ?? 0, pageSize: PAGE_SIZE }}
        error={isError ? t("laadFout") : undefined}
        empty={<EmptyState title={query.vakgebiedNr ? t("leegVakgebied") : t(`leeg.${soort}`)} description={magToevoegen && (soort === "alle" || soort === "mijn") ? t("leegToevoegen") : undefined} />}
      />
    </div>
  );
}
