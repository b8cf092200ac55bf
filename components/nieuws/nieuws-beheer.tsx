"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useMemo, useState } from "react";
import { actionsColumn, DataTable, useServerTableState, type Column } from "@/components/kit/data-table";
import { AddDialog, FormDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { NieuwsDetails, NieuwsItem } from "@/lib/services/nieuws";
import { Categorieen } from "./nieuws-delen";

/** The article fields and the pictures dialog, with the schemas: loaded when a dialog opens (issue 27). */
const laadDialogen = () => import("./nieuws-beheer-dialogen");
const ArtikelVelden = lazy(() => laadDialogen().then((m) => ({ default: m.ArtikelVelden })));
const AfbeeldingenDialog = lazy(() => laadDialogen().then((m) => ({ default: m.AfbeeldingenDialog })));
const schema = <K extends "nieuwsVelden" | "nieuwsBijwerken">(naam: K) => () => Promise.all([import("@/lib/schemas/nieuws"), laadDialogen()]).then(([m]) => m[naam]);

const PAGE_SIZE = 20;

interface Pagina {
  items: NieuwsItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** News management (guard `nieuws`): the administration's own articles, written, changed, illustrated and deleted here. */
export function NieuwsBeheer({ admnr }: { admnr: number }) {
  const t = useTranslations("translation.nieuws.beheer");
  const qc = useQueryClient();
  const { pageIndex } = useServerTableState();
  const page = pageIndex + 1;
  const { data, isError } = useQuery({
    queryKey: queryKeys.nieuwsPagina(admnr, "eigen", page, PAGE_SIZE),
    queryFn: async ({ signal }) => (await api.getJson<Pagina>("/api/Nieuws/eigenartikelen", { administratieNr: admnr, query: { page, pageSize: PAGE_SIZE }, signal }))!,
    placeholderData: keepPreviousData,
  });
  const { data: categorieen = [] } = useQuery({
    queryKey: queryKeys.nieuwsCategorieen(),
    queryFn: async ({ signal }) => (await api.getJson<{ id: number; naam: string }[]>("/api/Nieuws/categorieen", { administratieNr: null, signal })) ?? [],
    staleTime: 60 * 60_000,
  });
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.nieuws(admnr)];
  const toevoegen = useApiMutation({
    mutationFn: async (v: unknown) => (await api.post<NieuwsDetails>("/api/Nieuws/add", v, opties)).data!,
    invalidate,
    success: (r) => t("toegevoegd", { titel: r.titel }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: async (v: unknown) => (await api.post<NieuwsDetails>("/api/Nieuws/update", v, opties)).data!,
    invalidate,
    success: (r) => t("opgeslagen", { titel: r.titel }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (a: NieuwsItem) => api.post("/api/Nieuws/delete", {}, { ...opties, query: { id: a.id } }),
    invalidate,
    success: (_r, a) => t("verwijderd", { titel: a.titel }),
    toastError: false,
  });
  const [bewerk, setBewerk] = useState<NieuwsDetails | null>(null);
  const [beelden, setBeelden] = useState<NieuwsItem | null>(null);
  const foutTekst = useFoutTekst();
  const [laadFout, setLaadFout] = useState<string>();

  const kolommen = useMemo<Column<NieuwsItem>[]>(
    () => [
      { accessorKey: "titel", header: t("kolommen.titel"), enableSorting: false },
      {
        id: "status",
        header: t("kolommen.status"),
        enableSorting: false,
        cell: ({ row }) => t(`status.${!row.original.gepubliceerd ? "concept" : row.original.publicatiedatum && row.original.publicatiedatum > new Date().toISOString().slice(0, 10) ? "gepland" : "gepubliceerd"}`),
      },
      { id: "publicatiedatum", header: t("kolommen.publicatiedatum"), enableSorting: false, cell: ({ row }) => (row.original.publicatiedatum ? formatDatum(row.original.publicatiedatum) : t("geenDatum")) },
      { id: "categorieen", header: t("kolommen.categorieen"), enableSorting: false, cell: ({ row }) => <Categorieen items={row.original.categorieen} /> },
      { id: "afbeeldingen", header: t("kolommen.afbeeldingen"), enableSorting: false, cell: ({ row }) => t("aantalAfbeeldingen", { aantal: row.original.afbeeldingen.length }) },
      actionsColumn(t("kolommen.acties"), (row) => (
        <>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("bewerken", { titel: row.original.titel })}
            onClick={async () => {
              setLaadFout(undefined);
              try {
                const details = await qc.fetchQuery({
                  queryKey: queryKeys.nieuwsDetails(admnr, row.original.id),
                  queryFn: async () => (await api.getJson<NieuwsDetails>(`/api/Nieuws/details/${row.original.id}`, { administratieNr: admnr }))!,
                  staleTime: 0,
                });
                setBewerk(details);
              } catch (e) {
                setLaadFout(foutTekst(e));
              }
            }}
          >
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button type="button" variant="ghost" size="icon" aria-label={t("afbeeldingen", { titel: row.original.titel })} onPointerEnter={() => void laadDialogen()} onClick={() => setBeelden(row.original)}>
            <ImagePlus aria-hidden className="size-4" />
          </Button>
          <ConfirmDelete
            label={t("verwijderen", { titel: row.original.titel })}
            title={t("verwijderenVraag", { titel: row.original.titel })}
            description={t("verwijderenUitleg", { aantal: row.original.afbeeldingen.length })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [t, qc, admnr, foutTekst, verwijderen],
  );

  const leeg = { titel: "", samenvatting: "", inhoud: "", categorieIds: [], publicatiedatum: new Date().toISOString().slice(0, 10), gepubliceerd: true };
  const toevoegKnop = (
    <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={schema("nieuwsVelden")} defaultValues={leeg} onSubmit={(v) => toevoegen.mutateAsync(v)} wide>
      <ArtikelVelden categorieen={categorieen} />
    </AddDialog>
  );
  const actueel = beelden ? (data?.items.find((a) => a.id === beelden.id) ?? beelden) : null;

  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} description={t("uitleg")} actions={toevoegKnop} />
      {laadFout ? (
        <p role="alert" className="text-sm text-destructive">
          {laadFout}
        </p>
      ) : null}
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={data?.items}
        getRowId={(a) => String(a.id)}
        server={{ total: data?.total ?? 0, pageSize: PAGE_SIZE }}
        error={isError ? t("ladenMislukt") : undefined}
        empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
      />
      {bewerk ? (
        <FormDialog
          key={bewerk.id}
          open
          onOpenChange={(o) => !o && setBewerk(null)}
          title={t("bewerken", { titel: bewerk.titel })}
          schema={schema("nieuwsBijwerken")}
          defaultValues={{
            id: bewerk.id,
            titel: bewerk.titel,
            samenvatting: bewerk.samenvatting ?? "",
            inhoud: bewerk.inhoud,
            categorieIds: bewerk.categorieen.map((c) => c.id),
            publicatiedatum: bewerk.publicatiedatum ?? "",
            gepubliceerd: bewerk.gepubliceerd,
          }}
          onSubmit={(v) => bijwerken.mutateAsync(v)}
          wide
        >
          <ArtikelVelden categorieen={categorieen} />
        </FormDialog>
      ) : null}
      {actueel ? (
        <Suspense fallback={null}>
          <AfbeeldingenDialog admnr={admnr} artikel={actueel} onClose={() => setBeelden(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
