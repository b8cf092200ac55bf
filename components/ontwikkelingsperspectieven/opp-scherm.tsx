"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormulierVelden } from "@/components/leerlingdossier/formulier-velden";
import { OppPdfKnop } from "@/components/planning/plan-pdf-knop";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { SectionCard } from "@/components/kit/section-card";
import { SelectField, TextField } from "@/components/kit/velden";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { vandaagIso } from "@/lib/schooljaar";
import { HANDELINGSDEEL, oppRoutes, oppSleutels, type OppCategorieView } from "./sleutels";

type Regel = OppCategorieView["handelingsdeel"][number];
type Versie = OppCategorieView["versies"][number];

export function categoriePad(admnr: number, id: number, code: string, versie: string | null) {
  return `/api/OntwikkelingsPerspectieven/Details/${admnr}/${id}/${encodeURIComponent(code)}${versie ? `?version=${encodeURIComponent(versie)}` : ""}`;
}

export function useOppCategorie(admnr: number, id: number, code: string, versie: string | null) {
  return useQuery({
    queryKey: oppSleutels.categorie(admnr, id, code, versie),
    queryFn: ({ signal }) => api.getJson<OppCategorieView>(categoriePad(admnr, id, code, versie), { administratieNr: admnr, signal }),
    enabled: code !== "",
  });
}

/** The dialogs' schemas, loaded with them (issue 27). */
const periodeSchema = () => import("./schemas").then((m) => m.periodeSchema);
const vaststellenSchema = () => import("./schemas").then((m) => m.vaststellenSchema);

/** The label of a version in the picker: Concept, or its date. */
function useVersieLabel() {
  const t = useTranslations("planning.ontwikkelingsperspectieven.details");
  return (v: Pick<Versie, "sleutel" | "vastgesteldOp">) => (v.vastgesteldOp ? t("versieVastgesteld", { datum: formatDatum(v.vastgesteldOp) }) : t("concept"));
}

/**
 * planning/ontwikkelingsperspectieven/details/{id}/{categorie}?versie: one page (category) of one
 * version — the version picker (Concept first, then established versions newest first), what was
 * recorded at establishing, the category's items read-only, the action part of that version, and
 * (with write) editing, establishing the Concept and deleting.
 */
export function OppScherm({ admnr, schooljaar, id, code, versie, perioden = [] }: { admnr: number; schooljaar: string; id: number; code: string; versie: string | null; perioden?: readonly { schooljaar: string; nummer: number }[] }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.details");
  const tl = useTranslations("planning.ontwikkelingsperspectieven");
  const router = useRouter();
  const qc = useQueryClient();
  const label = useVersieLabel();
  const { data: o } = useOppCategorie(admnr, id, code, versie);
  if (!o) return null;
  const r = oppRoutes(admnr, schooljaar, id);
  const getoond = o.versies.find((v) => v.sleutel === o.versie) ?? null;
  const isConcept = o.versie === "CONCEPT";
  const aantalIngevuld = o.categorieen.reduce((n, c) => n + c.ingevuld, 0);

  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: r.lijst, label: t("terug") }}
        title={t("titel", { leerling: o.leerlingNaam })}
        description={t("beschrijving", { template: o.templateNaam, schooljaar: o.schooljaar, periode: o.periodeNummer })}
        actions={
          <>
            <OppPdfKnop admnr={admnr} id={id} versie={o.versie} titel={o.leerlingNaam} />
            {o.magBewerken && (
              <Button asChild variant="outline">
                <Link href={r.bewerken(o.categorie.code)}>{isConcept ? t("bewerken") : t("bewerkenNieuwConcept")}</Link>
              </Button>
            )}
            {o.magBewerken && perioden.length > 0 && (
              <FormDialog
                trigger={<Button variant="outline">{t("periodeWijzigen")}</Button>}
                title={t("periodeWijzigen")}
                description={t("periodeUitleg")}
                schema={periodeSchema}
                defaultValues={{ periode: `${o.schooljaar}/${o.periodeNummer}` }}
                submitLabel={t("periodeOpslaan")}
                onSubmit={async (v) => {
                  const [sj, nr] = v.periode.split("/");
                  await api.post(`/api/OntwikkelingsPerspectieven/ChangePeriode/${id}`, { schooljaar: sj, periodeNummer: Number(nr) }, { administratieNr: admnr });
                  toast.success(t("periodeGewijzigd", { schooljaar: sj!, periode: Number(nr) }));
                  await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr) });
                }}
              >
                <SelectField name="periode" label={t("periode")} options={perioden.map((p) => ({ value: `${p.schooljaar}/${p.nummer}`, label: tl("periode", { schooljaar: p.schooljaar, periode: p.nummer }) }))} />
              </FormDialog>
            )}
            {o.magBewerken && o.heeftConcept && (
              <FormDialog
                trigger={<Button>{t("vaststellen")}</Button>}
                title={t("vaststellenTitel")}
                description={t("vaststellenUitleg", { items: isConcept ? aantalIngevuld : 0, regels: isConcept ? o.handelingsdeel.length : 0 })}
                schema={vaststellenSchema}
                defaultValues={() => ({ vastgesteldOp: vandaagIso(), gesprekOudersOp: "", oudersAkkoordOp: "", oudersAkkoordDoor: "", leerlingGehoord: "" })}
                submitLabel={t("vaststellen")}
                onSubmit={async (v) => {
                  await api.post(`/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, { ...v, gesprekOudersOp: v.gesprekOudersOp || null, oudersAkkoordOp: v.oudersAkkoordOp || null, oudersAkkoordDoor: v.oudersAkkoordDoor || null, leerlingGehoord: v.leerlingGehoord || null }, { administratieNr: admnr });
                  toast.success(t("vastgesteld", { datum: formatDatum(v.vastgesteldOp) }));
                  // The Concept is gone: every OPP view goes stale without refetching the ones on
                  // screen (this page would ask Details/…?version=CONCEPT again: a 400 in the
                  // console); the established version opens and loads fresh.
                  await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr), refetchType: "none" });
                  router.push(r.categorie(o.categorie.code, v.vastgesteldOp));
                }}
              >
                <TextField name="vastgesteldOp" label={t("vastgesteldOpVeld")} type="date" />
                <TextField name="gesprekOudersOp" label={t("gesprekOudersOp")} type="date" />
                <TextField name="oudersAkkoordOp" label={t("oudersAkkoordOp")} type="date" description={t("oudersAkkoordUitleg")} />
                <TextField name="oudersAkkoordDoor" label={t("oudersAkkoordDoor")} maxLength={200} />
                <TextField name="leerlingGehoord" label={t("leerlingGehoord")} multiline rows={3} />
              </FormDialog>
            )}
            {o.magBewerken && (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderenVraag", { leerling: o.leerlingNaam })}
                description={t("verwijderenUitleg", { versies: o.versies.length })}
                onConfirm={async () => {
                  await api.delete(`/api/OntwikkelingsPerspectieven/Delete/${admnr}/${id}`, { administratieNr: admnr });
                  toast.success(t("verwijderd"));
                  // As after establishing: no refetch of the deleted OPP's page (a 404); the list loads fresh.
                  await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr), refetchType: "none" });
                  router.push(r.lijst);
                }}
              />
            )}
          </>
        }
      >
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1">
            <Label htmlFor="opp-versie">{t("versie")}</Label>
            <NativeSelect id="opp-versie" value={o.versie} onChange={(e) => router.push(r.categorie(o.categorie.code, e.target.value))}>
              {o.versies.map((v) => (
                <NativeSelectOption key={v.sleutel} value={v.sleutel}>
                  {label(v)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Badge variant={o.laatstVastgesteld ? "secondary" : "outline"}>{o.laatstVastgesteld ? t("laatstVastgesteld", { datum: formatDatum(o.laatstVastgesteld) }) : tl("nietVastgesteld")}</Badge>
        </div>
      </PageHeader>

      {getoond && !isConcept && <VersieRecord versie={getoond} />}

      <RouteTabs label={t("categorieen")} items={o.categorieen.map((c) => ({ href: r.categorie(c.code, versie), label: c.naam }))} />
      <SectionCard title={o.categorie.naam} description={isConcept ? t("conceptUitleg") : t("vastgesteldUitleg")}>
        {o.definities.length === 0 ? <EmptyState title={t("geenItems")} /> : <FormulierVelden definities={o.definities} waarden={o.waarden} alleenLezen bron={{ admnr, leerroutepakketId: o.leerroutepakketId }} />}
      </SectionCard>
      {o.versies.length > 1 && <Vergelijken key={o.versie} admnr={admnr} o={o} />}
      <SectionCard
        title={t("handelingsdeel")}
        description={t("handelingsdeelUitleg")}
        action={
          o.magBewerken ? (
            <Button asChild variant="outline" size="sm">
              <Link href={r.bewerken(HANDELINGSDEEL)}>{t("handelingsdeelBewerken")}</Link>
            </Button>
          ) : undefined
        }
      >
        <HandelingsdeelTabel regels={o.handelingsdeel} />
      </SectionCard>
    </section>
  );
}

function VersieRecord({ versie: v }: { versie: Versie }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.details");
  const rij = (titel: string, waarde: string | null) => (
    <div>
      <dt className="text-muted-foreground">{titel}</dt>
      <dd>{waarde ?? t("onbekend")}</dd>
    </div>
  );
  return (
    <SectionCard title={t("record", { datum: formatDatum(v.vastgesteldOp!) })}>
      <dl className="grid gap-3 text-sm md:grid-cols-2">
        {rij(t("vastgesteldDoor"), v.vastgesteldDoor)}
        {rij(t("gesprekOudersOp"), v.gesprekOudersOp ? formatDatum(v.gesprekOudersOp) : null)}
        {rij(t("oudersAkkoord"), v.oudersAkkoordOp ? t("akkoordOpDoor", { datum: formatDatum(v.oudersAkkoordOp), door: v.oudersAkkoordDoor ?? "" }) : t("geenAkkoord"))}
        {rij(t("leerlingGehoord"), v.leerlingGehoord)}
      </dl>
    </SectionCard>
  );
}

export function HandelingsdeelTabel({ regels }: { regels: readonly Regel[] }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.details");
  const kolommen: Column<Regel>[] = [
    { id: "vakgebied", header: t("kolommen.vakgebied"), accessorFn: (r) => r.vakgebiedNaam ?? "" },
    { id: "niveau", header: t("kolommen.niveau"), accessorFn: (r) => (r.competentieNaam ? t("competentieNiveau", { competentie: r.competentieNaam, niveau: r.niveauWaarde ?? String(r.niveauNummer ?? "") }) : "") },
    { id: "doel", header: t("kolommen.doel"), accessorFn: (r) => r.doel },
    { id: "aanpak", header: t("kolommen.aanpak"), accessorFn: (r) => r.aanpak ?? "" },
    { id: "evaluatie", header: t("kolommen.evaluatie"), accessorFn: (r) => r.evaluatie ?? "" },
  ];
  return <DataTable label={t("handelingsdeel")} columns={kolommen} data={[...regels]} getRowId={(r) => String(r.id)} urlKey={false} empty={<EmptyState title={t("handelingsdeelLeeg")} />} />;
}

/**
 * Side by side: this page of the shown version and of another version the user picks (e.g. the
 * last established one), with the items that changed named above.
 */
function Vergelijken({ admnr, o }: { admnr: number; o: OppCategorieView }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.details");
  const label = useVersieLabel();
  const anderen = o.versies.filter((v) => v.sleutel !== o.versie);
  const [met, setMet] = useState<string>("");
  const { data: ander } = useOppCategorie(admnr, o.id, met ? o.categorie.code : "", met || null);
  const gewijzigd = ander ? o.definities.filter((d) => JSON.stringify(o.waarden[String(d.id)] ?? null) !== JSON.stringify(ander.waarden[String(d.id)] ?? null)) : [];
  const getoond = o.versies.find((v) => v.sleutel === o.versie);
  return (
    <SectionCard title={t("vergelijken")} description={t("vergelijkenUitleg")}>
      <div className="space-y-4">
        <div className="grid max-w-sm gap-1">
          <Label htmlFor="opp-vergelijk">{t("vergelijkMet")}</Label>
          <NativeSelect id="opp-vergelijk" value={met} onChange={(e) => setMet(e.target.value)}>
            <NativeSelectOption value="">{t("nietVergelijken")}</NativeSelectOption>
            {anderen.map((v) => (
              <NativeSelectOption key={v.sleutel} value={v.sleutel}>
                {label(v)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {ander && (
          <>
            <p role="status" className="text-sm">
              {gewijzigd.length === 0 ? t("geenVerschil") : t("verschil", { aantal: gewijzigd.length, items: gewijzigd.map((d) => d.label).join(", ") })}
            </p>
            <div className="grid gap-6 md:grid-cols-2">
              <div className="space-y-2">
                <h3 className="font-medium">{getoond ? label(getoond) : o.versie}</h3>
                <FormulierVelden definities={o.definities} waarden={o.waarden} alleenLezen bron={{ admnr, leerroutepakketId: o.leerroutepakketId }} />
              </div>
              <div className="space-y-2">
                <h3 className="font-medium">{label(ander.versies.find((v) => v.sleutel === ander.versie) ?? { sleutel: ander.versie, vastgesteldOp: null })}</h3>
                <FormulierVelden definities={ander.definities} waarden={ander.waarden} alleenLezen bron={{ admnr, leerroutepakketId: ander.leerroutepakketId }} />
              </div>
            </div>
          </>
        )}
      </div>
    </SectionCard>
  );
}
