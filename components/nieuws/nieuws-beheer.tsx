"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { actionsColumn, DataTable, useServerTableState, type Column } from "@/components/kit/data-table";
import { AddDialog, FormDialog } from "@/components/kit/form-dialog";
import { CheckboxField, TextField } from "@/components/kit/form";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { nieuwsBijwerken, nieuwsVelden } from "@/lib/schemas/nieuws";
import type { NieuwsDetails, NieuwsItem } from "@/lib/services/nieuws";
import { Categorieen, NieuwsBeeld } from "./nieuws-delen";
import { RichTextField } from "./rich-text-field";

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
          <Button type="button" variant="ghost" size="icon" aria-label={t("afbeeldingen", { titel: row.original.titel })} onClick={() => setBeelden(row.original)}>
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
    <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={nieuwsVelden} defaultValues={leeg} onSubmit={(v) => toevoegen.mutateAsync(v)} wide>
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
          schema={nieuwsBijwerken}
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
      {actueel ? <AfbeeldingenDialog admnr={admnr} artikel={actueel} onClose={() => setBeelden(null)} /> : null}
    </section>
  );
}

function ArtikelVelden({ categorieen }: { categorieen: readonly { id: number; naam: string }[] }) {
  const t = useTranslations("translation.nieuws.velden");
  return (
    <div className="grid gap-4">
      <TextField name="titel" label={t("titel")} maxLength={200} />
      <TextField name="samenvatting" label={t("samenvatting")} description={t("samenvattingUitleg")} multiline rows={2} maxLength={500} />
      <RichTextField name="inhoud" label={t("inhoud")} />
      <CategorieKeuze categorieen={categorieen} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="publicatiedatum" type="date" label={t("publicatiedatum")} description={t("publicatiedatumUitleg")} />
        <CheckboxField name="gepubliceerd" label={t("gepubliceerd")} description={t("gepubliceerdUitleg")} className="self-center" />
      </div>
    </div>
  );
}

function CategorieKeuze({ categorieen }: { categorieen: readonly { id: number; naam: string }[] }) {
  const t = useTranslations("translation.nieuws.velden");
  const { control } = useFormContext();
  const id = useId();
  if (!categorieen.length) return null;
  return (
    <Controller
      control={control}
      name="categorieIds"
      render={({ field, fieldState }) => {
        const gekozen = new Set<number>(Array.isArray(field.value) ? (field.value as number[]) : []);
        return (
          <fieldset className="grid gap-2" aria-describedby={fieldState.error ? `${id}-fout` : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("categorieen")}</legend>
            <div className="flex flex-wrap gap-4">
              {categorieen.map((c) => (
                <div key={c.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${c.id}`}
                    checked={gekozen.has(c.id)}
                    onCheckedChange={(aan) => {
                      const n = new Set(gekozen);
                      if (aan === true) n.add(c.id);
                      else n.delete(c.id);
                      field.onChange([...n]);
                    }}
                  />
                  <Label htmlFor={`${id}-${c.id}`}>{c.naam}</Label>
                </div>
              ))}
            </div>
            {fieldState.error?.message ? (
              <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

function AfbeeldingenDialog({ admnr, artikel, onClose }: { admnr: number; artikel: NieuwsItem; onClose: () => void }) {
  const t = useTranslations("translation.nieuws.afbeeldingen");
  const foutTekst = useFoutTekst();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fout, setFout] = useState<string>();
  const upload = useApiMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("artikelId", String(artikel.id));
      form.append("file", file);
      return (await api.post("/api/Nieuws/AddImage", form, { administratieNr: admnr })).data;
    },
    invalidate: [queryKeys.nieuws(admnr)],
    success: t("toegevoegd"),
    toastError: false,
    onSuccess: () => {
      setFout(undefined);
      if (input.current) input.current.value = "";
    },
    onError: (e) => setFout(foutTekst(e, t("mislukt"))),
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("titel", { titel: artikel.titel })}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>
        {artikel.afbeeldingen.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("geen")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("lijst")}>
            {artikel.afbeeldingen.map((b) => (
              <li key={b.bestandId} className="grid gap-1">
                <NieuwsBeeld admnr={admnr} url={b.url} alt={b.bestandsnaam} className="aspect-video w-full rounded-md" />
                <span className="truncate text-xs text-muted-foreground">{b.bestandsnaam}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t("kiezen")}</Label>
          <FileInput
            id={inputId}
            ref={input}
            accept="image/png,image/jpeg"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {upload.isPending ? <p className="text-sm text-muted-foreground" aria-live="polite">{t("bezig")}</p> : null}
          {fout ? (
            <p role="alert" className="text-sm text-destructive">
              {fout}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("sluiten")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
