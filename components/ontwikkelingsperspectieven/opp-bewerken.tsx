"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormulierVelden, useVeldenInvoer } from "@/components/leerlingdossier/formulier-velden";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { SectionCard } from "@/components/kit/section-card";
import { FoutMelding } from "@/components/kit/fout-melding";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { OpslaanKnoppen } from "@/components/kit/opslaan-knoppen";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api, isApiError } from "@/lib/client/api";
import { CompetentieNiveauKiezer, type CompetentieNiveau } from "./competentie-niveau";
import { useOppCategorie } from "./opp-scherm";
import { HANDELINGSDEEL, oppRoutes, oppSleutels, type HandelingsdeelView, type OppCategorieView } from "./sleutels";

const tekstvak = "min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm";

/**
 * planning/ontwikkelingsperspectieven/bewerken/{id}/{categorie}: the items of one category of the
 * Concept, filled in with the forms' template editor (lib/templates checks them in the browser and
 * on the server). Editing an OPP without a Concept starts a new Concept from the newest
 * established version when saved; the established version stays as it was.
 */
export function OppBewerken({ admnr, schooljaar, id, code }: { admnr: number; schooljaar: string; id: number; code: string }) {
  const { data: o } = useOppCategorie(admnr, id, code, null);
  if (!o) return null;
  return <CategorieFormulier key={`${o.categorie.code}-${o.versie}`} admnr={admnr} schooljaar={schooljaar} o={o} />;
}

function Kop({ admnr, schooljaar, o }: { admnr: number; schooljaar: string; o: Pick<OppCategorieView, "id" | "leerlingNaam" | "templateNaam" | "versie" | "categorieen"> }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.bewerken");
  const r = oppRoutes(admnr, schooljaar, o.id);
  return (
    <>
      <PageHeader back={{ href: r.details(), label: t("terug") }} title={t("titel", { leerling: o.leerlingNaam })} description={o.versie === "CONCEPT" ? t("beschrijvingConcept", { template: o.templateNaam }) : t("beschrijvingNieuw", { template: o.templateNaam })} />
      <RouteTabs label={t("paginas")} items={[...o.categorieen.map((c) => ({ href: r.bewerken(c.code), label: c.naam })), { href: r.bewerken(HANDELINGSDEEL), label: t("handelingsdeel") }]} />
    </>
  );
}

function CategorieFormulier({ admnr, schooljaar, o }: { admnr: number; schooljaar: string; o: OppCategorieView }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.bewerken");
  const router = useRouter();
  const qc = useQueryClient();
  const { waarden, setWaarden, fouten, algemeen, bezig, verstuur } = useVeldenInvoer(o.definities, o.waarden, t("fouten"));
  const r = oppRoutes(admnr, schooljaar, o.id);
  return (
    <section className="space-y-4">
      <Kop admnr={admnr} schooljaar={schooljaar} o={o} />
      <SectionCard title={o.categorie.naam}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) =>
            verstuur(e, async (w) => {
              await api.post(`/api/OntwikkelingsPerspectieven/Update/${o.id}`, { categorie: o.categorie.code, waarden: w }, { administratieNr: admnr });
              toast.success(t("opgeslagen", { categorie: o.categorie.naam }));
              await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr) });
              router.push(r.categorie(o.categorie.code, "CONCEPT"));
            })
          }
        >
          {o.definities.length === 0 ? <p className="text-sm text-muted-foreground">{t("geenItems")}</p> : <FormulierVelden definities={o.definities} waarden={waarden} fouten={fouten} onChange={setWaarden} bron={{ admnr, leerroutepakketId: o.leerroutepakketId }} />}
          <FoutMelding fout={algemeen} blok />
          <OpslaanKnoppen opslaan={t("opslaan")} annuleren={t("annuleren")} onAnnuleren={() => router.push(r.categorie(o.categorie.code))} bezig={bezig} />
        </form>
      </SectionCard>
    </section>
  );
}

interface RegelInvoer {
  sleutel: number;
  vakgebiedNr: number | null;
  leerroutepakketId: number | null;
  competentieId: number | null;
  niveauNummer: number | null;
  /** "Lezen 2": the competence and level, shown beside the picker. */
  niveauLabel: string | null;
  doel: string;
  aanpak: string;
  evaluatie: string;
}

/** bewerken/{id}/handelingsdeel: the action part — goals per subject area with approach and evaluation. */
export function HandelingsdeelBewerken({ admnr, schooljaar, id, eersteCategorie, vakgebieden }: { admnr: number; schooljaar: string; id: number; eersteCategorie: string | null; vakgebieden: { nr: number; naam: string }[] }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.bewerken");
  const router = useRouter();
  const qc = useQueryClient();
  const foutTekst = useFoutTekst();
  const { data: kop } = useOppCategorie(admnr, id, eersteCategorie ?? "", null);
  const { data: h } = useQuery({
    queryKey: oppSleutels.handelingsdeel(admnr, id),
    queryFn: ({ signal }) => api.getJson<HandelingsdeelView>(`/api/OntwikkelingsPerspectieven/Handelingsdeel/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
  const [regels, setRegels] = useState<RegelInvoer[] | null>(null);
  const [fout, setFout] = useState<string>();
  const [bezig, setBezig] = useState(false);
  if (!h) return null;
  const lijst =
    regels ??
    h.regels.map((r, i) => ({
      sleutel: i,
      vakgebiedNr: r.vakgebiedNr,
      leerroutepakketId: r.leerroutepakketId,
      competentieId: r.competentieId,
      niveauNummer: r.niveauNummer,
      niveauLabel: r.competentieNaam ? `${r.competentieNaam} ${r.niveauWaarde ?? r.niveauNummer ?? ""}`.trim() : null,
      doel: r.doel,
      aanpak: r.aanpak ?? "",
      evaluatie: r.evaluatie ?? "",
    }));
  const niveauVan = (x: RegelInvoer): CompetentieNiveau | null =>
    x.competentieId !== null && x.niveauNummer !== null && x.leerroutepakketId !== null ? { leerroutepakketId: x.leerroutepakketId, competentieId: x.competentieId, niveauNummer: x.niveauNummer, label: x.niveauLabel ?? "" } : null;
  const zet = (i: number, deel: Partial<RegelInvoer>) => setRegels(lijst.map((r, j) => (j === i ? { ...r, ...deel } : r)));
  const r = oppRoutes(admnr, schooljaar, id);
  const terug = eersteCategorie ? r.categorie(eersteCategorie) : r.details();
  return (
    <section className="space-y-4">
      {kop ? <Kop admnr={admnr} schooljaar={schooljaar} o={kop} /> : <PageHeader back={{ href: terug, label: t("terug") }} title={t("titel", { leerling: h.leerlingNaam })} />}
      <SectionCard title={t("handelingsdeel")} description={t("handelingsdeelUitleg")}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setFout(undefined);
            if (lijst.some((x) => !x.doel.trim())) return setFout(t("doelVerplicht"));
            setBezig(true);
            try {
              await api.post(
                `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`,
                { regels: lijst.map(({ sleutel: _s, niveauLabel: _l, ...x }) => ({ ...x, aanpak: x.aanpak || null, evaluatie: x.evaluatie || null })) },
                { administratieNr: admnr },
              );
              toast.success(t("handelingsdeelOpgeslagen"));
              await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr) });
              router.push(terug);
            } catch (err) {
              setFout(isApiError(err) && err.issues.length ? err.issues.map((i) => i.message).join("; ") : foutTekst(err));
            } finally {
              setBezig(false);
            }
          }}
        >
          {lijst.length === 0 && <p className="text-sm text-muted-foreground">{t("geenRegels")}</p>}
          <ol className="space-y-4">
            {lijst.map((x, i) => (
              <li key={x.sleutel} className="grid gap-3 rounded-md border p-3 md:grid-cols-2">
                <KeuzeVeld
                  id={`regel-${x.sleutel}-vak`}
                  label={t("vakgebied")}
                  value={x.vakgebiedNr ?? ""}
                  onChange={(w) => zet(i, { vakgebiedNr: w ? Number(w) : null })}
                  opties={vakgebieden.map((v) => ({ waarde: v.nr, label: v.naam }))}
                  leeg={t("geenVakgebied")}
                />
                <div className="grid gap-1">
                  <Label htmlFor={`regel-${x.sleutel}-doel`}>{t("doel")}</Label>
                  <Input id={`regel-${x.sleutel}-doel`} value={x.doel} maxLength={2000} onChange={(e) => zet(i, { doel: e.target.value })} />
                </div>
                <div className="md:col-span-2">
                  <CompetentieNiveauKiezer
                    admnr={admnr}
                    pakketId={x.leerroutepakketId ?? kop?.leerroutepakketId ?? null}
                    vakgebiedNr={x.vakgebiedNr}
                    label={t("competentieNiveau")}
                    waarde={niveauVan(x)}
                    onChange={(w) => zet(i, w ? { leerroutepakketId: w.leerroutepakketId, competentieId: w.competentieId, niveauNummer: w.niveauNummer, niveauLabel: w.label } : { competentieId: null, niveauNummer: null, niveauLabel: null })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`regel-${x.sleutel}-aanpak`}>{t("aanpak")}</Label>
                  <textarea id={`regel-${x.sleutel}-aanpak`} className={tekstvak} rows={3} value={x.aanpak} onChange={(e) => zet(i, { aanpak: e.target.value })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`regel-${x.sleutel}-evaluatie`}>{t("evaluatie")}</Label>
                  <textarea id={`regel-${x.sleutel}-evaluatie`} className={tekstvak} rows={3} value={x.evaluatie} onChange={(e) => zet(i, { evaluatie: e.target.value })} />
                </div>
                <div className="md:col-span-2 flex justify-end">
                  <ConfirmDelete
                    text={t("regelVerwijderen", { nummer: i + 1 })}
                    title={t("regelVerwijderenVraag", { nummer: i + 1 })}
                    description={t("regelVerwijderenUitleg")}
                    onConfirm={async () => setRegels(lijst.filter((_, j) => j !== i))}
                  />
                </div>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            onClick={() => setRegels([...lijst, { sleutel: Math.max(0, ...lijst.map((y) => y.sleutel)) + 1, vakgebiedNr: null, leerroutepakketId: null, competentieId: null, niveauNummer: null, niveauLabel: null, doel: "", aanpak: "", evaluatie: "" }])}
          >
            <Plus aria-hidden />
            {t("regelToevoegen")}
          </Button>
          <FoutMelding fout={fout} blok />
          <OpslaanKnoppen opslaan={t("opslaan")} annuleren={t("annuleren")} onAnnuleren={() => router.push(terug)} bezig={bezig} />
        </form>
      </SectionCard>
    </section>
  );
}
