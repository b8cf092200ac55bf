"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { EvaluatieGrid, type CelStatus, type Score } from "@/components/monitor/evaluatie-grid";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { formatDatum } from "@/lib/format";
import { vandaagIso } from "@/lib/schooljaar";
import type { beoordelingenAntwoord, evaluatieAntwoord, evaluatieOpgeslagen } from "@/lib/schemas/groepsplannen";

export type BeoordelingenView = z.output<typeof beoordelingenAntwoord>;
export type EvaluatieView = z.output<typeof evaluatieAntwoord>;
type Opgeslagen = z.output<typeof evaluatieOpgeslagen>;

export interface EvaluatieBody {
  evaluatieId: number | null;
  datum: string;
  tekst: string;
  doelBehaald: boolean | null;
  beoordelaarNr: number | null;
  beoordelingen: { leerlingId: number; doelId: number; score: Score }[];
}

interface Velden {
  datum: string;
  tekst: string;
  doelBehaald: boolean | null;
  beoordelaarNr: number | null;
}

const sleutel = (leerlingId: number, doelId: number) => `${leerlingId}:${doelId}`;

/**
 * The evaluation of a plan (instruction group or action plan): the evaluation itself (date,
 * assessor, text, goal reached) and the grid of the evaluation screens (pupils × goals, one key
 * per cell, autosaved in short batches) for the ratings. The ratings are written with the
 * evaluation being edited: the latest one, or a new one after "Nieuwe evaluatie".
 */
export function PlanEvalueren({
  beoordelingen,
  evaluaties,
  magEvalueren,
  opslaan,
  invalidate,
  geenDoelen,
  vandaag,
}: {
  /** Today as the server saw it (vandaagIso): a new evaluation's date without the browser building a time-zone formatter while it hydrates. */
  vandaag: string;
  beoordelingen: BeoordelingenView;
  evaluaties: readonly EvaluatieView[];
  magEvalueren: boolean;
  opslaan: (body: EvaluatieBody) => Promise<Opgeslagen>;
  invalidate: QueryKey[];
  /** The empty text when the plan has no goals (default: the instruction group's). */
  geenDoelen?: string;
}) {
  const t = useTranslations("planning.groepsplannen.evalueren");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const ids = { datum: useId(), beoordelaar: useId(), tekst: useId(), behaald: useId() };
  const laatste = evaluaties[0] ?? null;
  const [evaluatieId, setEvaluatieId] = useState<number | null>(laatste?.id ?? null);
  const [velden, setVeldenState] = useState<Velden>(() => ({
    datum: laatste?.datum ?? vandaag,
    tekst: laatste?.tekst ?? "",
    doelBehaald: laatste?.doelBehaald ?? null,
    beoordelaarNr: beoordelingen.beoordelingen[0]?.beoordelaarNr ?? beoordelingen.beoordelaars[0]?.nr ?? null,
  }));
  // The autosave reads the latest values from these (a batch may run after several renders).
  const veldenRef = useRef(velden);
  const idRef = useRef(evaluatieId);
  const setVelden = (f: (v: Velden) => Velden) => {
    const n = f(veldenRef.current);
    veldenRef.current = n;
    setVeldenState(n);
  };
  const [bezig, setBezig] = useState(false);
  const [waarden, setWaarden] = useState<Map<string, Score>>(new Map());
  const [statussen, setStatussen] = useState<Map<string, CelStatus>>(new Map());
  const wachtrij = useRef(new Map<string, { leerlingId: number; doelId: number; score: Score }>());
  const keten = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const opgeslagen = useMemo(() => {
    const m = new Map<string, number>();
    // Newest first: the first rating of a pupil and goal is the current one.
    for (const b of beoordelingen.beoordelingen) if (b.doelId !== null && !m.has(sleutel(b.leerlingId, b.doelId))) m.set(sleutel(b.leerlingId, b.doelId), b.score);
    return m;
  }, [beoordelingen.beoordelingen]);

  const zetStatus = (keys: string[], s: CelStatus) =>
    setStatussen((oud) => {
      const m = new Map(oud);
      for (const k of keys) m.set(k, s);
      return m;
    });

  /** One write, after the previous one (a new evaluation must exist before the next batch). */
  const schrijf = (beoordelingenLijst: EvaluatieBody["beoordelingen"]) => {
    const run = keten.current.then(async () => {
      const v = veldenRef.current;
      const r = await opslaan({ evaluatieId: idRef.current, datum: v.datum, tekst: v.tekst, doelBehaald: v.doelBehaald, beoordelaarNr: v.beoordelaarNr, beoordelingen: beoordelingenLijst });
      idRef.current = r.evaluatie.id;
      setEvaluatieId(r.evaluatie.id);
      return r;
    });
    keten.current = run.catch(() => undefined);
    return run;
  };

  const verstuur = () => {
    timer.current = null;
    const items = [...wachtrij.current.values()];
    wachtrij.current.clear();
    if (!items.length) return;
    const keys = items.map((i) => sleutel(i.leerlingId, i.doelId));
    schrijf(items).then(
      () => {
        zetStatus(keys, "opgeslagen");
        void Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      },
      (e: unknown) => {
        zetStatus(keys, "mislukt");
        toast.error(fout(e, t("mislukt")));
      },
    );
  };

  const onScore = (leerlingId: number, doelId: number, score: Score | null) => {
    if (score === null) {
      toast.info(t("wissenKanNiet"));
      return;
    }
    const k = sleutel(leerlingId, doelId);
    setWaarden((oud) => new Map(oud).set(k, score));
    zetStatus([k], "opslaan");
    wachtrij.current.set(k, { leerlingId, doelId, score });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(verstuur, 400);
  };

  const bewaar = async () => {
    setBezig(true);
    try {
      await schrijf([]);
      toast.success(t("opgeslagen"));
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
    } catch (e) {
      toast.error(fout(e, t("mislukt")));
    } finally {
      setBezig(false);
    }
  };

  const nieuw = () => {
    idRef.current = null;
    setEvaluatieId(null);
    setVelden((v) => ({ ...v, datum: vandaagIso(), tekst: "", doelBehaald: null }));
  };

  const huidige = evaluaties.find((e) => e.id === evaluatieId);
  const open = magEvalueren && velden.beoordelaarNr !== null && /^\d{4}-\d{2}-\d{2}$/.test(velden.datum);

  return (
    <div className="space-y-4">
      <SectionCard
        title={t("evaluatie")}
        description={huidige ? t("bewerktEvaluatie", { datum: formatDatum(huidige.datum) }) : t("nieuweEvaluatie")}
        action={
          magEvalueren && evaluatieId !== null ? (
            <Button type="button" variant="outline" size="sm" onClick={nieuw}>
              {t("nieuw")}
            </Button>
          ) : undefined
        }
      >
        <form
          className="grid gap-4 md:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            void bewaar();
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={ids.datum}>{t("datum")}</Label>
            <Input id={ids.datum} type="date" required disabled={!magEvalueren} value={velden.datum} onChange={(e) => setVelden((v) => ({ ...v, datum: e.target.value }))} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.beoordelaar}>{t("beoordelaar")}</Label>
            <NativeSelect
              id={ids.beoordelaar}
              disabled={!magEvalueren}
              value={velden.beoordelaarNr ?? ""}
              onChange={(e) => setVelden((v) => ({ ...v, beoordelaarNr: e.target.value ? Number(e.target.value) : null }))}
            >
              <option value="">{t("kiesBeoordelaar")}</option>
              {beoordelingen.beoordelaars.map((b) => (
                <option key={b.nr} value={b.nr}>
                  {b.naam}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.behaald}>{t("doelBehaald")}</Label>
            <NativeSelect
              id={ids.behaald}
              disabled={!magEvalueren}
              value={velden.doelBehaald === null ? "" : velden.doelBehaald ? "ja" : "nee"}
              onChange={(e) => setVelden((v) => ({ ...v, doelBehaald: e.target.value === "" ? null : e.target.value === "ja" }))}
            >
              <option value="">{t("behaaldOnbekend")}</option>
              <option value="ja">{t("behaaldJa")}</option>
              <option value="nee">{t("behaaldNee")}</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1 md:col-span-3">
            <Label htmlFor={ids.tekst}>{t("tekst")}</Label>
            <textarea
              id={ids.tekst}
              rows={4}
              maxLength={20_000}
              disabled={!magEvalueren}
              value={velden.tekst}
              onChange={(e) => setVelden((v) => ({ ...v, tekst: e.target.value }))}
              className="min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm"
            />
          </div>
          {magEvalueren && (
            <div className="md:col-span-3">
              <Button type="submit" disabled={bezig}>
                {t("opslaan")}
              </Button>
            </div>
          )}
        </form>
      </SectionCard>

      <SectionCard title={t("beoordelingen")} description={open ? t("rasterUitleg") : magEvalueren ? t("eerstBeoordelaar") : t("alleenLezen")}>
        {beoordelingen.doelen.length === 0 || beoordelingen.leerlingen.length === 0 ? (
          <EmptyState title={beoordelingen.doelen.length === 0 ? (geenDoelen ?? t("geenDoelen")) : t("geenLeerlingen")} />
        ) : (
          <EvaluatieGrid
            label={t("beoordelingen")}
            leerlingen={beoordelingen.leerlingen.map((l) => ({ id: l.id, naam: l.naam, magSchrijven: open }))}
            indicatoren={beoordelingen.doelen.map((d) => ({ id: d.id, naam: [`${d.competentieNaam} ${d.niveauWaarde}`, d.indicatorNaam].filter(Boolean).join(" — "), kop: d.indicatorNaam ?? `${d.competentieNaam} ${d.niveauWaarde}` }))}
            open={open}
            cel={(l, d) => {
              const k = sleutel(l, d);
              return { score: waarden.get(k) ?? opgeslagen.get(k) ?? null, vorige: null, doorgeschoven: null };
            }}
            status={(l, d) => statussen.get(sleutel(l, d))}
            onScore={onScore}
          />
        )}
      </SectionCard>

      <SectionCard title={t("eerdere")}>
        {evaluaties.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("geenEvaluaties")}</p>
        ) : (
          <ul className="space-y-2">
            {evaluaties.map((e) => (
              <li key={e.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">{t("evaluatieVan", { datum: formatDatum(e.datum), auteur: e.auteur ?? "—" })}</p>
                {e.doelBehaald !== null && <p>{e.doelBehaald ? t("behaaldJa") : t("behaaldNee")}</p>}
                {e.tekst && <p className="whitespace-pre-wrap text-muted-foreground">{e.tekst}</p>}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
