"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { CheckboxField, Controller, SelectField, TextField, useVeldenContext, type Option } from "@/components/kit/velden";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { BeoordelaarView, BeoordelingView } from "@/lib/services/beoordelaars";
import { useVakgebieden } from "./vakgebieden-screen";

type BeoordelaarRij = BeoordelaarView & { vakgebieden: { nr: number; naam: string }[] };
type BeoordelaarDetailsView = BeoordelaarRij & { aantalBeoordelingen: number };
type BeoordelingenPerVakgebied = { vakgebiedNr: number | null; vakgebiedNaam: string | null; beoordelingen: BeoordelingView[] }[];

/** The assessor's fields (add and edit); the subject areas load when the dialog opens. */
function BeoordelaarVelden({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.beoordelaars.velden");
  return (
    <>
      <TextField name="naam" label={t("naam")} />
      <TextField name="omschrijving" label={t("omschrijving")} maxLength={500} />
      <CheckboxField name="actief" label={t("actief")} />
      <VakgebiedenVeld admnr={admnr} />
    </>
  );
}

/** A tick per subject area: the form's `vakgebiedNrs`. */
function VakgebiedenVeld({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.beoordelaars.velden");
  const { data: vakgebieden } = useVakgebieden(admnr);
  const { control } = useVeldenContext<{ vakgebiedNrs?: number[] }>();
  return (
    <fieldset className="rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t("vakgebieden")}</legend>
      {vakgebieden?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geenVakgebieden")}</p>
      ) : (
        <Controller
          control={control}
          name="vakgebiedNrs"
          render={({ field }) => {
            const gekozen = field.value ?? [];
            return (
              <ul className="grid gap-2 sm:grid-cols-2">
                {(vakgebieden ?? []).map((v) => (
                  <li key={v.nr} className="flex items-center gap-2">
                    <Checkbox
                      id={`vak-${v.nr}`}
                      checked={gekozen.includes(v.nr)}
                      onCheckedChange={(c) => field.onChange(c === true ? [...gekozen, v.nr] : gekozen.filter((n) => n !== v.nr))}
                    />
                    <Label htmlFor={`vak-${v.nr}`} className="font-normal">
                      {v.naam}
                    </Label>
                  </li>
                ))}
              </ul>
            );
          }}
        />
      )}
    </fieldset>
  );
}

export function BeoordelaarsScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.beoordelaars");
  const tk = useTranslations("translation.kit");
  const sleutel = queryKeys.beoordelaars(admnr);
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<BeoordelaarRij[]>("/api/Beoordelaars", { ...opties, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post("/api/Beoordelaars/add", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam.trim() }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (b: BeoordelaarRij) => api.delete(`/api/Beoordelaars/delete/${b.nr}`, opties),
    invalidate: [sleutel],
    success: t("verwijderd"),
    toastError: false,
  });

  const kolommen: Column<BeoordelaarRij>[] = [
    {
      accessorKey: "naam",
      header: t("kolommen.naam"),
      cell: ({ row }) => (
        <>
          <RowLink href={`/${admnr}/beheer/Beoordelaars/details/${row.original.nr}`}>{row.original.naam}</RowLink>
          {row.original.omschrijving ? <p className="text-xs text-muted-foreground">{row.original.omschrijving}</p> : null}
        </>
      ),
    },
    { id: "vakgebieden", accessorFn: (b) => b.vakgebieden.map((v) => v.naam).join(", "), header: t("kolommen.vakgebieden"), cell: ({ getValue }) => getValue<string>() || "—" },
    {
      id: "status",
      accessorFn: (b) => (b.actief ? t("actief") : t("nietActief")),
      header: t("kolommen.status"),
      cell: ({ row }) => (row.original.actief ? <Badge>{t("actief")}</Badge> : <Badge variant="secondary">{t("nietActief")}</Badge>),
    },
    actionsColumn(t("kolommen.acties"), (row) => (
      <ConfirmDelete
        label={t("verwijderen", { naam: row.original.naam })}
        title={t("verwijderenVraag", { naam: row.original.naam })}
        description={t("verwijderenUitleg")}
        onConfirm={() => verwijderen.mutateAsync(row.original)}
      />
    )),
  ];

  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={() => import("@/lib/schemas/beoordelaars").then((m) => m.beoordelaarVelden)}
      defaultValues={{ naam: "", omschrijving: "", actief: true, vakgebiedNrs: [] }}
      submitLabel={tk("opslaan")}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
      wide
    >
      <BeoordelaarVelden admnr={admnr} />
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(b) => String(b.nr)}
      search={{ label: t("zoeken") }}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}

export function BeoordelaarDetails({ admnr, nr }: { admnr: number; nr: number }) {
  const t = useTranslations("beheer.beoordelaars");
  const router = useRouter();
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: queryKeys.beoordelaar(admnr, nr),
    queryFn: async ({ signal }) => (await api.post<BeoordelaarDetailsView>(`/api/Beoordelaars/details/${nr}`, undefined, { ...opties, signal })).data,
  });
  const wijzigen = useApiMutation({
    mutationFn: (v: { nr: number; naam: string }) => api.post("/api/Beoordelaars/edit", v, opties),
    // The list and this assessor (its key lies under the list's).
    invalidate: [queryKeys.beoordelaars(admnr)],
    success: t("details.opgeslagen"),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: () => api.delete(`/api/Beoordelaars/delete/${nr}`, opties),
    success: t("verwijderd"),
    toastError: false,
    onSuccess: () => router.push(`/${admnr}/beheer/Beoordelaars`),
    invalidate: [queryKeys.beoordelaars(admnr)],
  });
  if (!data) return null;
  const feiten = [
    data.actief ? t("actief") : t("nietActief"),
    data.omschrijving,
    t("details.feiten", { vakgebieden: data.vakgebieden.map((v) => v.naam).join(", ") || t("details.geen") }),
  ].filter(Boolean);

  return (
    <section className="space-y-6">
      <PageHeader
        back={{ href: `/${admnr}/beheer/Beoordelaars`, label: t("details.terug") }}
        title={data.naam}
        description={feiten.join(" · ")}
        actions={
          <>
            <EditDialog
              text={t("details.wijzigen")}
              title={t("details.wijzigenTitel")}
              description={t("details.wijzigenUitleg")}
              schema={() => import("@/lib/schemas/beoordelaars").then((m) => m.beoordelaarBijwerken)}
              defaultValues={{ nr, naam: data.naam, omschrijving: data.omschrijving ?? "", actief: data.actief, vakgebiedNrs: data.vakgebieden.map((v) => v.nr) }}
              onSubmit={(v) => wijzigen.mutateAsync(v)}
              wide
            >
              <BeoordelaarVelden admnr={admnr} />
            </EditDialog>
            <ConfirmDelete
              text={t("details.verwijderen")}
              title={t("verwijderenVraag", { naam: data.naam })}
              description={t("verwijderenUitleg")}
              onConfirm={() => verwijderen.mutateAsync()}
            />
          </>
        }
      />
      <Beoordelingen admnr={admnr} nr={nr} />
    </section>
  );
}

const SCORES = [
  { value: 0, sleutel: "niet" },
  { value: 50, sleutel: "gedeeltelijk" },
  { value: 100, sleutel: "behaald" },
] as const;

/**
 * The assessor's ratings in one table (paged: an assessor can have hundreds), with the subject
 * area as a column; they load in the browser, so the page itself stays small.
 */
function Beoordelingen({ admnr, nr }: { admnr: number; nr: number }) {
  const t = useTranslations("beheer.beoordelaars.beoordelingen");
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: queryKeys.beoordelingen(admnr, nr),
    queryFn: async ({ signal }) => (await api.getJson<BeoordelingenPerVakgebied>(`/api/Beoordelaars/BeoordelingenPerVakgebied/${nr}`, { ...opties, signal })) ?? [],
    select: (groepen) => groepen.flatMap((g) => g.beoordelingen),
  });
  // Both change the assessor's count and its list of ratings (keys under the assessor's).
  const invalidate = [queryKeys.beoordelaar(admnr, nr)];
  const bijwerken = useApiMutation({
    mutationFn: (v: object) => api.post("/api/Beoordeling/edit", v, opties),
    invalidate,
    success: t("opgeslagen"),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (b: BeoordelingView) => api.delete(`/api/Beoordeling/delete/${b.onderwijsplanId}/${b.leerlingId}/${b.id}`, opties),
    invalidate,
    success: t("verwijderd"),
    toastError: false,
  });
  const scoreTekst = (score: number) => {
    const s = SCORES.find((x) => x.value === score);
    return s ? t(`scores.${s.sleutel}`) : t("scores.procent", { score });
  };

  const kolommen: Column<BeoordelingView>[] = [
    { id: "vakgebied", accessorFn: (b) => b.vakgebiedNaam ?? t("zonderVakgebied"), header: t("kolommen.vakgebied") },
    { accessorKey: "datum", header: t("kolommen.datum"), cell: ({ row }) => formatDatum(row.original.datum) },
    { accessorKey: "leerlingNaam", header: t("kolommen.leerling") },
    { id: "plan", accessorFn: (b) => b.onderwijsplanTitel ?? b.onderwijsplanSoort, header: t("kolommen.plan") },
    { accessorKey: "score", header: t("kolommen.score"), cell: ({ row }) => scoreTekst(row.original.score) },
    { accessorKey: "opmerking", header: t("kolommen.opmerking"), cell: ({ row }) => row.original.opmerking ?? "—" },
    actionsColumn(t("kolommen.acties"), (row) => {
      const b = row.original;
      const wie = { leerling: b.leerlingNaam, datum: formatDatum(b.datum) };
      const scores: Option[] = SCORES.map((s) => ({ value: s.value, label: t(`scores.${s.sleutel}`) }));
      if (!SCORES.some((s) => s.value === b.score)) scores.push({ value: b.score, label: scoreTekst(b.score) });
      return (
        <>
          <EditDialog
            label={t("wijzigen", wie)}
            title={t("wijzigenTitel")}
            description={[b.leerlingNaam, b.onderwijsplanTitel ?? b.onderwijsplanSoort].join(" · ")}
            schema={() => import("@/lib/schemas/beoordelaars").then((m) => m.beoordelingBijwerken)}
            defaultValues={{
              id: b.id,
              onderwijsplanId: b.onderwijsplanId,
              doelId: b.doelId,
              leerlingId: b.leerlingId,
              beoordelaarNr: b.beoordelaarNr,
              score: b.score,
              datum: b.datum,
              opmerking: b.opmerking ?? "",
            }}
            onSubmit={(v) => bijwerken.mutateAsync(v)}
          >
            <SelectField name="score" label={t("kolommen.score")} options={scores} numeric />
            <TextField name="datum" type="date" label={t("kolommen.datum")} />
            <TextField name="opmerking" label={t("kolommen.opmerking")} multiline rows={3} maxLength={2000} />
          </EditDialog>
          <ConfirmDelete label={t("verwijderen", wie)} title={t("verwijderenVraag")} description={t("verwijderenUitleg", wie)} onConfirm={() => verwijderen.mutateAsync(b)} />
        </>
      );
    }),
  ];

  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t("titel")}</h2>
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={data}
        getRowId={(b) => String(b.id)}
        search={{ label: t("zoeken") }}
        empty={<EmptyState title={t("leeg")} />}
      />
    </section>
  );
}
