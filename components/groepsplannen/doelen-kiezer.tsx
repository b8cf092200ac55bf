"use client";

import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import type { indicatorSelectorAntwoord } from "@/lib/schemas/groepsplannen";

type Selector = z.output<typeof indicatorSelectorAntwoord>;

/** A chosen goal: a competence at a level, optionally one indicator of it, with its label. */
export interface GekozenDoel {
  competentieId: number;
  niveauNummer: number;
  indicatorId: number | null;
  omschrijving: string | null;
  label: string;
}

export const doelSleutel = (d: { competentieId: number; niveauNummer: number; indicatorId: number | null }) => `${d.competentieId}:${d.niveauNummer}:${d.indicatorId ?? 0}`;

/**
 * Picking goals from the package's indicator selector (GroepsPlannen/indicatorSelector):
 * domains → competences → levels, each level and each indicator a checkbox; a search narrows the
 * list. The chosen goals are listed above with a remove button each. Keyboard: Tab and Space.
 * `alleenNiveaus`: only whole levels (a competence at a level), no indicators — the OPP's action
 * part and a pupil plan's monitor line pick one that way.
 */
export function DoelenKiezer({
  admnr,
  pakketId,
  vakgebiedNr,
  doelen,
  onChange,
  alleenNiveaus = false,
}: {
  admnr: number;
  pakketId: number | null;
  vakgebiedNr: number | null;
  doelen: readonly GekozenDoel[];
  onChange: (d: GekozenDoel[]) => void;
  alleenNiveaus?: boolean;
}) {
  const t = useTranslations("planning.groepsplannen.doelen");
  const zoekId = useId();
  const [zoek, setZoek] = useState("");
  const { data, isError, isLoading } = useQuery({
    queryKey: ["groepsplannen", admnr, "indicatorSelector", pakketId, vakgebiedNr],
    queryFn: ({ signal }) => api.getJson<Selector>(`/api/GroepsPlannen/indicatorSelector/${pakketId}/${vakgebiedNr ?? 0}/0`, { administratieNr: admnr, signal }),
    enabled: pakketId !== null,
    staleTime: 5 * 60_000,
  });
  const gekozen = useMemo(() => new Set(doelen.map(doelSleutel)), [doelen]);
  const wissel = (d: GekozenDoel) => {
    const k = doelSleutel(d);
    onChange(gekozen.has(k) ? doelen.filter((x) => doelSleutel(x) !== k) : [...doelen, d]);
  };
  const filter = zoek.trim().toLocaleLowerCase("nl");
  const domeinen = useMemo(() => {
    if (!data) return [];
    if (!filter) return data.domeinen;
    return data.domeinen
      .map((dm) => ({
        ...dm,
        competenties: dm.competenties
          .map((c) =>
            `${dm.naam} ${c.naam}`.toLocaleLowerCase("nl").includes(filter)
              ? c
              : alleenNiveaus
                ? { ...c, niveaus: [] }
                : { ...c, niveaus: c.niveaus.map((n) => ({ ...n, indicatoren: n.indicatoren.filter((i) => `${i.code ?? ""} ${i.naam}`.toLocaleLowerCase("nl").includes(filter)) })).filter((n) => n.indicatoren.length > 0) },
          )
          .filter((c) => c.niveaus.length > 0),
      }))
      .filter((dm) => dm.competenties.length > 0);
  }, [data, filter, alleenNiveaus]);

  return (
    <div className="space-y-3">
      {doelen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geenGekozen")}</p>
      ) : (
        <ul aria-label={t("gekozen")} className="space-y-1">
          {doelen.map((d) => (
            <li key={doelSleutel(d)} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span>{d.label}</span>
              <Button type="button" variant="ghost" size="icon" aria-label={t("weghalen", { doel: d.label })} onClick={() => wissel(d)}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pakketId === null ? (
        <p className="text-sm text-muted-foreground">{t("kiesPakket")}</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("fout")}
        </p>
      ) : isLoading || !data ? (
        <p className="text-sm text-muted-foreground">{t("laden")}</p>
      ) : (
        <div className="space-y-2">
          <div className="grid gap-1">
            <Label htmlFor={zoekId}>{t("zoeken")}</Label>
            <Input id={zoekId} type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />
          </div>
          {domeinen.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("niets")}</p>
          ) : (
            <div className="max-h-96 space-y-2 overflow-y-auto rounded-md border p-2">
              {domeinen.map((dm) => (
                <details key={dm.id} open={!!filter || domeinen.length === 1}>
                  <summary className="cursor-pointer text-sm font-medium">{dm.naam}</summary>
                  <div className="space-y-2 pt-1 pl-4">
                    {dm.competenties.map((c) => (
                      <fieldset key={c.id} className="space-y-1">
                        <legend className="text-sm font-medium">{c.naam}</legend>
                        {c.niveaus.map((n) => {
                          const niveauDoel: GekozenDoel = { competentieId: c.id, niveauNummer: n.nummer, indicatorId: null, omschrijving: null, label: `${c.naam} ${n.waarde}` };
                          return (
                            <div key={n.nummer} className="space-y-1 pl-2">
                              <Keuze label={t("heelNiveau", { competentie: c.naam, niveau: n.label || n.waarde })} checked={gekozen.has(doelSleutel(niveauDoel))} onChange={() => wissel(niveauDoel)} />
                              <div className="space-y-1 pl-6">
                                {!alleenNiveaus && n.indicatoren.map((i) => {
                                  const d: GekozenDoel = { competentieId: c.id, niveauNummer: n.nummer, indicatorId: i.id, omschrijving: null, label: `${c.naam} ${n.waarde} — ${i.code ? `${i.code} ` : ""}${i.naam}` };
                                  return <Keuze key={i.id} label={`${i.code ? `${i.code} ` : ""}${i.naam}`} checked={gekozen.has(doelSleutel(d))} onChange={() => wissel(d)} />;
                                })}
                              </div>
                            </div>
                          );
                        })}
                      </fieldset>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function Keuze({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
