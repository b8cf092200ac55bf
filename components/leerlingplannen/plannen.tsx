"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { PlanLessen } from "@/components/groepsplannen/plan-lessen";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { controleer, FormulierVelden, serverFouten, type Fouten, type Waarden } from "@/components/leerlingdossier/formulier-velden";
import { LeerlingplanPdfKnop } from "@/components/planning/plan-pdf-knop";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api, isApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { leerlingplanDetails, leerlingplanRij } from "@/lib/schemas/leerlingplannen";
import { MonitorlijnenBewerken, type LijnInvoer } from "./monitorlijnen-bewerken";

export type LeerlingplanRij = z.output<typeof leerlingplanRij>;
export type LeerlingplanView = z.output<typeof leerlingplanDetails>;
export type LeerlingplanFilter = "Eigen" | "Alle";

const planBasis = (admnr: number, schooljaar: string) => `/${admnr}/schooljaar/${schooljaar}/planning/leerlingsplannen`;

function useLeerlingplan(admnr: number, id: number, periode: number) {
  return useQuery({
    queryKey: queryKeys.leerlingplan(admnr, id, periode),
    queryFn: ({ signal }) => api.getJson<LeerlingplanView>(`/api/Leerlingplan/Details/${admnr}/${id}/${periode}`, { administratieNr: admnr, signal }),
  });
}

/** The period picker: a link per period of the plan's school year. */
function PeriodeKeuze({ plan, href }: { plan: LeerlingplanView; href: (periode: number) => string }) {
  const t = useTranslations("planning.leerlingplannen");
  return (
    <nav aria-label={t("perioden")} className="flex flex-wrap gap-2">
      {plan.perioden.map((p) => (
        <Button key={p.nummer} asChild size="sm" variant={p.nummer === plan.periodeNummer ? "default" : "outline"}>
          <Link href={href(p.nummer)} aria-current={p.nummer === plan.periodeNummer ? "page" : undefined}>
            {t("periode", { nummer: p.nummer, van: formatDatum(p.ingangsdatum), tot: formatDatum(p.einddatum) })}
          </Link>
        </Button>
      ))}
    </nav>
  );
}

/** A plan in one period: its items with their values, monitor lines with evaluations, teaching plans with lessons. */
export function LeerlingplanScherm({
  admnr,
  schooljaar,
  id,
  periode,
  terug,
  periodeBasis,
}: {
  admnr: number;
  schooljaar: string;
  id: number;
  periode: number;
  terug: { href: string; label: string };
  /** The period's number is appended to this path (…/details/{id}/ or …?periode=). */
  periodeBasis: string;
}) {
  const t = useTranslations("planning.leerlingplannen");
  const router = useRouter();
  const { data: plan } = useLeerlingplan(admnr, id, periode);
  if (!plan) return null;
  const waardeDefs = plan.definities.filter((d) => d.soort !== "MON" && d.soort !== "OWP");
  return (
    <section className="space-y-4">
      <PageHeader back={terug} title={t("planTitel", { leerling: plan.leerlingNaam, template: plan.templateNaam })} description={t("planUitleg", { schooljaar: plan.schooljaar, periode: plan.periodeNummer })}>
        <LeerlingplanPdfKnop admnr={admnr} id={plan.id} periode={plan.periodeNummer} titel={plan.leerlingNaam} />
        {plan.magBewerken && (
          <div className="flex gap-2">
            <Button asChild>
              <Link href={`${planBasis(admnr, schooljaar)}/bewerken/${plan.id}/${plan.periodeNummer}`}>{t("bewerken")}</Link>
            </Button>
            <ConfirmDelete
              label={t("verwijderen")}
              title={t("verwijderenVraag", { leerling: plan.leerlingNaam })}
              description={t("verwijderenUitleg")}
              onConfirm={async () => {
                await api.delete(`/api/Leerlingplan/Delete/${plan.id}`, { administratieNr: admnr });
                toast.success(t("verwijderd"));
                router.push(terug.href);
              }}
            />
          </div>
        )}
      </PageHeader>
      <PeriodeKeuze plan={plan} href={(n) => `${periodeBasis}${n}`} />
      {waardeDefs.length > 0 && (
        <SectionCard title={t("items")}>
          <FormulierVelden definities={waardeDefs} waarden={plan.waarden} alleenLezen bron={{ admnr, leerroutepakketId: plan.leerroutepakketId }} />
        </SectionCard>
      )}
      <Monitorlijnen plan={plan} />
      <Onderwijsplannen plan={plan} />
    </section>
  );
}

function Monitorlijnen({ plan }: { plan: LeerlingplanView }) {
  const t = useTranslations("planning.leerlingplannen");
  const streep = t("geen");
  return (
    <SectionCard title={t("monitorlijnen")} description={t("monitorlijnenUitleg")}>
      {plan.monitorlijnen.length === 0 ? (
        <EmptyState title={t("geenMonitorlijnen")} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("monitorlijnen")}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="p-2">{t("lijn")}</th>
                <th scope="col" className="p-2">{t("start")}</th>
                <th scope="col" className="p-2">{t("doel")}</th>
                {plan.perioden.map((p) => (
                  <th key={p.nummer} scope="col" className="p-2">{t("periodeKort", { nummer: p.nummer })}</th>
                ))}
                <th scope="col" className="p-2">{t("doelBereikt")}</th>
              </tr>
            </thead>
            <tbody>
              {plan.monitorlijnen.map((l) => (
                <tr key={l.id} className="border-b">
                  <th scope="row" className="p-2 text-left font-medium">{[l.domeinNaam, l.competentieNaam].filter(Boolean).join(" · ")}</th>
                  <td className="p-2">{l.startniveauWaarde ?? streep}</td>
                  <td className="p-2">{l.doelniveauWaarde ?? streep}</td>
                  {l.perPeriode.map((p) => (
                    <td key={p.periodeNummer} className="p-2 tabular-nums">
                      {p.aantalEvaluaties === 0 ? streep : t("bereikt", { niveau: p.bereiktNiveauWaarde ?? streep, score: p.gemiddeldeScore ?? 0, aantal: p.aantalEvaluaties })}
                    </td>
                  ))}
                  <td className="p-2">{l.doelBereikt === null ? streep : l.doelBereikt ? t("ja") : t("nee")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

function Onderwijsplannen({ plan }: { plan: LeerlingplanView }) {
  const t = useTranslations("planning.leerlingplannen");
  return (
    <SectionCard title={t("onderwijsplannen")} description={t("onderwijsplannenUitleg", { periode: plan.periodeNummer })}>
      {plan.onderwijsplannen.length === 0 ? (
        <EmptyState title={t("geenOnderwijsplannen")} />
      ) : (
        <ul className="space-y-3">
          {plan.onderwijsplannen.map((o) => (
            <li key={o.onderwijsplanId} className="rounded-md border p-3">
              <p className="font-medium">{o.titel ?? t("zonderTitel")}</p>
              {o.vakgebiedNaam && <p className="text-sm text-muted-foreground">{o.vakgebiedNaam}</p>}
              {o.doel && <p className="text-sm">{t("doelTekst", { tekst: o.doel.replace(/<[^>]*>/g, " ").trim() })}</p>}
              {o.aanpak && <p className="text-sm">{t("aanpakTekst", { tekst: o.aanpak.replace(/<[^>]*>/g, " ").trim() })}</p>}
              <p className="text-sm text-muted-foreground">{o.lessen.length ? t("lessen", { lessen: o.lessen.map((l) => l.naam).join(", ") }) : t("geenLessen")}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

interface OwpRegel {
  /** Stable key of the row (new rows have no id yet). */
  sleutel: string;
  onderwijsplanId: number | null;
  definitieId: number;
  titel: string;
  vakgebiedNr: number | null;
  doel: string;
  aanpak: string;
}

/** planning/leerlingsplannen/bewerken/{id}/{periode}: the period's values and teaching plans; monitor lines kept or removed. */
export function LeerlingplanBewerken({ admnr, schooljaar, id, periode }: { admnr: number; schooljaar: string; id: number; periode: number }) {
  const t = useTranslations("planning.leerlingplannen");
  const { data: plan } = useLeerlingplan(admnr, id, periode);
  if (!plan) return null;
  return <BewerkFormulier key={`${plan.id}-${plan.periodeNummer}`} admnr={admnr} schooljaar={schooljaar} plan={plan} titel={t("bewerkenTitel", { leerling: plan.leerlingNaam, periode: plan.periodeNummer })} />;
}

function BewerkFormulier({ admnr, schooljaar, plan, titel }: { admnr: number; schooljaar: string; plan: LeerlingplanView; titel: string }) {
  const t = useTranslations("planning.leerlingplannen");
  const qc = useQueryClient();
  const router = useRouter();
  const details = `${planBasis(admnr, schooljaar)}/details/${plan.id}/${plan.periodeNummer}`;
  const waardeDefs = plan.definities.filter((d) => d.soort !== "MON" && d.soort !== "OWP");
  const owpDef = plan.definities.find((d) => d.soort === "OWP");
  const monDefs = plan.definities.filter((d) => d.soort === "MON");
  const [waarden, setWaarden] = useState<Waarden>(plan.waarden);
  const [fouten, setFouten] = useState<Fouten>({});
  const [lijnen, setLijnen] = useState<LijnInvoer[]>(() =>
    plan.monitorlijnen.map((l) => ({
      sleutel: String(l.id),
      definitieId: l.definitieId ?? monDefs[0]?.id ?? 0,
      leerroutepakketId: l.leerroutepakketId,
      domeinId: l.domeinId,
      competentieId: l.competentieId,
      vakgebiedNr: l.vakgebiedNr,
      startniveauNummer: l.startniveauNummer,
      doelniveauNummer: l.doelniveauNummer,
      tekst: t("lijnTekst", { lijn: [l.domeinNaam, l.competentieNaam].filter(Boolean).join(" · "), start: l.startniveauWaarde ?? t("geen"), doel: l.doelniveauWaarde ?? t("geen") }),
    })),
  );
  const [owp, setOwp] = useState<OwpRegel[]>(
    plan.onderwijsplannen.map((o) => ({ sleutel: String(o.onderwijsplanId), onderwijsplanId: o.onderwijsplanId, definitieId: o.definitieId ?? owpDef?.id ?? 0, titel: o.titel ?? "", vakgebiedNr: o.vakgebiedNr, doel: o.doel ?? "", aanpak: o.aanpak ?? "" })),
  );
  const [volgende, setVolgende] = useState(1);
  const [melding, setMelding] = useState<string>();
  const [bezig, setBezig] = useState(false);
  const zet = (i: number, veld: keyof OwpRegel, v: string) => setOwp((l) => l.map((r, j) => (j === i ? { ...r, [veld]: v } : r)));
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: details, label: t("terugNaarPlan") }} title={titel} description={t("bewerkenUitleg")} />
      <form
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = await controleer(waardeDefs, waarden);
          setFouten(f);
          if (Object.keys(f).length) return;
          setBezig(true);
          setMelding(undefined);
          try {
            await api.post(
              "/api/Leerlingplan/update",
              {
                id: plan.id,
                periodeNummer: plan.periodeNummer,
                waarden,
                monitorlijnen: lijnen.map((l) => ({ definitieId: l.definitieId, leerroutepakketId: l.leerroutepakketId, domeinId: l.domeinId, competentieId: l.competentieId, vakgebiedNr: l.vakgebiedNr, startniveauNummer: l.startniveauNummer, doelniveauNummer: l.doelniveauNummer })),
                onderwijsplannen: owp.map((o) => ({ onderwijsplanId: o.onderwijsplanId, definitieId: o.definitieId, titel: o.titel, vakgebiedNr: o.vakgebiedNr, doel: o.doel || null, aanpak: o.aanpak || null })),
              },
              { administratieNr: admnr },
            );
            toast.success(t("opgeslagen"));
            await qc.invalidateQueries({ queryKey: ["leerlingplannen", admnr] });
            router.push(details);
          } catch (err) {
            setFouten(serverFouten(err));
            setMelding(isApiError(err) ? err.message : t("fout"));
          } finally {
            setBezig(false);
          }
        }}
      >
        {waardeDefs.length > 0 && (
          <SectionCard title={t("items")}>
            <FormulierVelden definities={waardeDefs} waarden={waarden} fouten={fouten} onChange={setWaarden} bron={{ admnr, leerroutepakketId: plan.leerroutepakketId }} />
          </SectionCard>
        )}
        <MonitorlijnenBewerken admnr={admnr} pakketId={plan.leerroutepakketId} monDefs={monDefs} lijnen={lijnen} onChange={setLijnen} />
        {owpDef && (
          <SectionCard
            title={t("onderwijsplannen")}
            description={t("onderwijsplannenUitleg", { periode: plan.periodeNummer })}
            action={
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setOwp((l) => [...l, { sleutel: `nieuw-${volgende}`, onderwijsplanId: null, definitieId: owpDef.id, titel: "", vakgebiedNr: null, doel: "", aanpak: "" }]);
                  setVolgende((n) => n + 1);
                }}
              >
                {t("onderwijsplanToevoegen")}
              </Button>
            }
          >
            {owp.length === 0 ? (
              <EmptyState title={t("geenOnderwijsplannen")} />
            ) : (
              <ul className="space-y-3">
                {owp.map((o, i) => (
                  <li key={o.sleutel} className="grid gap-2 rounded-md border p-3">
                    <Label htmlFor={`owp-titel-${i}`}>{t("veldTitel")}</Label>
                    <Input id={`owp-titel-${i}`} value={o.titel} required maxLength={200} onChange={(e) => zet(i, "titel", e.target.value)} />
                    <Label htmlFor={`owp-doel-${i}`}>{t("veldDoel")}</Label>
                    <Input id={`owp-doel-${i}`} value={o.doel} onChange={(e) => zet(i, "doel", e.target.value)} />
                    <Label htmlFor={`owp-aanpak-${i}`}>{t("veldAanpak")}</Label>
                    <Input id={`owp-aanpak-${i}`} value={o.aanpak} onChange={(e) => zet(i, "aanpak", e.target.value)} />
                    <section aria-label={t("lessenVan", { titel: o.titel || String(i + 1) })} className="grid gap-2 pt-2">
                      <h3 className="text-sm font-medium">{t("lessenKop")}</h3>
                      {o.onderwijsplanId ? (
                        <>
                          <p className="text-xs text-muted-foreground">{t("lessenDirect")}</p>
                          <PlanLessen admnr={admnr} onderwijsplanId={o.onderwijsplanId} magBewerken />
                        </>
                      ) : (
                        <p className="text-sm text-muted-foreground">{t("lessenNaOpslaan")}</p>
                      )}
                    </section>
                    <div>
                      <ConfirmDelete
                        text={t("onderwijsplanWeg", { titel: o.titel || String(i + 1) })}
                        title={t("onderwijsplanWegVraag", { titel: o.titel || String(i + 1) })}
                        description={o.onderwijsplanId ? t("onderwijsplanWegUitleg") : t("onderwijsplanWegNieuwUitleg")}
                        onConfirm={async () => setOwp((l) => l.filter((r) => r.sleutel !== o.sleutel))}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        )}
        {melding && (
          <p role="alert" className="text-sm text-destructive">
            {melding}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={bezig}>
            {t("opslaan")}
          </Button>
          <Button asChild variant="outline">
            {/* Lessons are saved at once (OnderwijsplanLessen): the plan's view is refreshed on the way back. */}
            <Link href={details} onClick={() => void qc.invalidateQueries({ queryKey: ["leerlingplannen", admnr] })}>
              {t("annuleren")}
            </Link>
          </Button>
        </div>
      </form>
    </section>
  );
}
