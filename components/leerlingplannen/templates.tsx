"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { actionsColumn, AddDialog, ConfirmDelete, EditDialog, EmptyState, ListScreen, PageHeader, RowLink, SectionCard, SortableList, TextField, useApiMutation, type Column } from "@/components/kit";
import { DefinitieDialog } from "@/components/leerlingdossier/formuliertemplates";
import { FormulierVelden } from "@/components/leerlingdossier/formulier-velden";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { templateBijwerken, templateVelden } from "@/lib/schemas/leerlingplannen";
import type { LpTemplateView } from "@/lib/services/leerlingplantemplates";

type Samenvatting = Omit<LpTemplateView, "definities">;
const PADEN = { toevoegen: "/api/LeerlingplanTemplates/AddTemplateDefinitie", bijwerken: "/api/LeerlingplanTemplates/UpdateLeerlingplanTemplateDefinitie" };

/** beheer/leerlingplantemplates: the pupil-plan templates with add, edit, (de)activate and delete. */
export function LeerlingplanTemplatesLijst({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.leerlingplantemplates");
  const opties = { administratieNr: admnr };
  const sleutel = queryKeys.leerlingplanTemplates(admnr);
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<Samenvatting[]>("/api/LeerlingplanTemplates", { administratieNr: admnr, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: z.output<typeof templateVelden>) => api.post("/api/LeerlingplanTemplates/Add", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: z.output<typeof templateBijwerken>) => api.post("/api/LeerlingplanTemplates/Update", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const actief = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.post("/api/LeerlingplanTemplates/ChangeActief", { id: tpl.id, actief: !tpl.actief }, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => (tpl.actief ? t("gedeactiveerd", { naam: tpl.naam }) : t("geactiveerd", { naam: tpl.naam })),
  });
  const verwijderen = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.delete(`/api/LeerlingplanTemplates/Delete/${tpl.id}`, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => t("verwijderd", { naam: tpl.naam }),
    toastError: false,
  });
  const kolommen = useMemo<Column<Samenvatting>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <RowLink href={`/${admnr}/beheer/leerlingplantemplates/details/${row.original.id}`}>{row.original.naam}</RowLink> },
      { accessorKey: "aantalDefinities", header: t("kolommen.items"), cell: ({ row }) => t("items", { aantal: row.original.aantalDefinities }) },
      { accessorKey: "aantalLeerlingplannen", header: t("kolommen.plannen"), cell: ({ row }) => t("plannen", { aantal: row.original.aantalLeerlingplannen }) },
      { accessorKey: "actief", header: t("kolommen.actief"), cell: ({ row }) => (row.original.actief ? t("ja") : t("nee")) },
      actionsColumn(t("kolommen.acties"), (row) => (
        <>
          <Button variant="outline" size="sm" onClick={() => actief.mutate(row.original)} disabled={actief.isPending}>
            {row.original.actief ? t("deactiveren", { naam: row.original.naam }) : t("activeren", { naam: row.original.naam })}
          </Button>
          <EditDialog
            label={t("bewerken", { naam: row.original.naam })}
            description={t("bewerkenUitleg")}
            schema={templateBijwerken}
            defaultValues={{ id: row.original.id, naam: row.original.naam, omschrijving: row.original.omschrijving ?? "" }}
            onSubmit={(v) => bijwerken.mutateAsync(v)}
          >
            <TextField name="naam" label={t("veldNaam")} />
            <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
          </EditDialog>
          <ConfirmDelete
            label={t("verwijderen", { naam: row.original.naam })}
            title={t("verwijderenVraag", { naam: row.original.naam })}
            description={t("verwijderenUitleg", { aantal: row.original.aantalLeerlingplannen })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [admnr, t, actief, bijwerken, verwijderen],
  );
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={
        <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={templateVelden} defaultValues={{ naam: "", omschrijving: "" }} onSubmit={(v) => toevoegen.mutateAsync(v)}>
          <TextField name="naam" label={t("veldNaam")} />
          <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
        </AddDialog>
      }
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}

/** beheer/leerlingplantemplates/details/{id}: the builder (the form templates' item dialog and order list) and a preview. */
export function LeerlingplanTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("beheer.leerlingplantemplates");
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  const qc = useQueryClient();
  const sleutel = queryKeys.leerlingplanTemplate(admnr, id);
  const { data: tpl } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<LpTemplateView>(`/api/LeerlingplanTemplates/${id}`, { administratieNr: admnr, signal }),
  });
  const [voorbeeld, setVoorbeeld] = useState<Record<string, unknown>>({});
  if (!tpl) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: sleutel }), qc.invalidateQueries({ queryKey: queryKeys.leerlingplanTemplates(admnr) })]);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/beheer/leerlingplantemplates`, label: t("details.terug") }} title={tpl.naam} description={tpl.omschrijving ?? undefined}>
        <p className="text-sm text-muted-foreground">{tpl.actief ? t("ja") : t("nee")}</p>
      </PageHeader>
      <SectionCard title={t("details.items")} description={t("details.itemsUitleg")} action={<DefinitieDialog admnr={admnr} templateId={tpl.id} onKlaar={ververs} paden={PADEN} />}>
        {tpl.definities.length === 0 ? (
          <EmptyState title={t("details.geenItems")} description={t("details.geenItemsUitleg")} />
        ) : (
          <SortableList
            label={t("details.items")}
            items={tpl.definities.map((d) => ({ ...d, naam: d.label }))}
            onReorder={async (ids) => {
              await api.post("/api/LeerlingplanTemplates/OrganizeDefinities", { templateId: tpl.id, volgorde: ids }, { administratieNr: admnr });
              toast.success(t("details.volgorde"));
              await ververs();
            }}
            render={(d) => (
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{d.label}</span>
                  <span className="ml-2 text-sm text-muted-foreground">{t("details.soortLabel", { code: d.soort, naam: soortNamen(d.soort) })}</span>
                  {d.verplicht && <span className="ml-2 text-xs text-muted-foreground">{t("details.verplicht")}</span>}
                </span>
                <span className="flex gap-1">
                  <DefinitieDialog admnr={admnr} templateId={tpl.id} definitie={d} onKlaar={ververs} paden={PADEN} />
                  <ConfirmDelete
                    label={t("details.verwijderen", { label: d.label })}
                    title={t("details.verwijderenVraag", { label: d.label })}
                    description={t("details.verwijderenUitleg", { aantal: d.aantalWaarden })}
                    onConfirm={async () => {
                      await api.delete(`/api/LeerlingplanTemplates/DeleteDefinitie/${tpl.id}/${d.id}`, { administratieNr: admnr });
                      toast.success(t("details.verwijderd", { label: d.label }));
                      await ververs();
                    }}
                  />
                </span>
              </div>
            )}
          />
        )}
      </SectionCard>
      {tpl.definities.length > 0 && (
        <SectionCard title={t("details.voorbeeld")} description={t("details.voorbeeldUitleg")}>
          <FormulierVelden definities={tpl.definities} waarden={voorbeeld} onChange={setVoorbeeld} />
        </SectionCard>
      )}
    </section>
  );
}
