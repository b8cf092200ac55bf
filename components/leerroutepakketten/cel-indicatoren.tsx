"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { useUrlState } from "@/components/kit/url-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { komtOvereen } from "@/lib/client/zoeken";
import type { CelIndicatorenKort } from "./cel-indicatoren-data";
import { celBody, useCelIndicatoren, type CelRef } from "./fasen-data";

/** From this many rows on the list is virtualised (only the rows in view are in the page). */
const VIRTUEEL_VANAF = 150;

type Indicator = CelIndicatorenKort["indicatoren"][number];

type Rij =
  | { soort: "competentie"; key: string; naam: string; aantal: number }
  | { soort: "niveau"; key: string; competentie: string; label: string; doel: boolean; ids: number[] }
  | { soort: "indicator"; key: string; indicator: Indicator };

/**
 * The indicators of the cell's domain, grouped by competency and level. Managers tick indicators
 * (one by one or per level) and save the whole selection at once (Linkindicatoren); a filter shows
 * only the linked ones and a search box narrows by text. Long lists are virtualised.
 */
export function CelIndicatoren({ cel }: { cel: CelRef }) {
  const t = useTranslations("planning.fasen.indicatoren");
  const { data } = useCelIndicatoren(cel);
  const [bron, setBron] = useState(data);
  const opgeslagen = useMemo(() => new Set(data?.indicatoren.filter((i) => i.gekoppeld).map((i) => i.id)), [data]);
  const [keuze, setKeuze] = useState<Set<number>>(opgeslagen);
  if (bron !== data) {
    // New data from the server (after a save or a change elsewhere): start again from what is stored.
    setBron(data);
    setKeuze(opgeslagen);
  }
  const [zoek, setZoek] = useUrlState("zoek");
  const [alleenGekoppeld, setAlleenGekoppeld] = useState(false);
  const opslaan = useApiMutation({
    mutationFn: (ids: number[]) => api.post("/api/Leerroutepakketfasen/Linkindicatoren", { ...celBody(cel), indicatorIds: ids }, { administratieNr: cel.admnr }),
    invalidate: [queryKeys.leerroutepakketten(cel.admnr)],
    success: t("opgeslagen"),
  });

  const rijen = useMemo(() => {
    const uit: Rij[] = [];
    if (!data) return uit;
    // Competency → level → indicators, in the call's order.
    const perCompetentie = new Map<number, Map<number, Indicator[]>>();
    for (const i of data.indicatoren) {
      let perNiveau = perCompetentie.get(i.competentieId);
      if (!perNiveau) perCompetentie.set(i.competentieId, (perNiveau = new Map()));
      let lijst = perNiveau.get(i.niveauNummer);
      if (!lijst) perNiveau.set(i.niveauNummer, (lijst = []));
      lijst.push(i);
    }
    for (const c of data.competenties) {
      const blok: Rij[] = [];
      let aantal = 0;
      for (const n of data.niveaus) {
        const zichtbaar = (perCompetentie.get(c.id)?.get(n.nummer) ?? []).filter(
          (i) => (!alleenGekoppeld || keuze.has(i.id)) && komtOvereen(`${c.naam} ${i.code ?? ""} ${i.naam}`, zoek),
        );
        if (!zichtbaar.length) continue;
        aantal += zichtbaar.length;
        blok.push({ soort: "niveau", key: `n-${c.id}-${n.nummer}`, competentie: c.naam, label: n.niveauLabel, doel: n.nummer === data.cel.niveauNummer, ids: zichtbaar.map((i) => i.id) });
        for (const i of zichtbaar) blok.push({ soort: "indicator", key: `i-${i.id}`, indicator: i });
      }
      if (blok.length) uit.push({ soort: "competentie", key: `c-${c.id}`, naam: c.naam, aantal }, ...blok);
    }
    return uit;
  }, [data, zoek, alleenGekoppeld, keuze]);

  if (!data) return null;
  const beheer = data.leerroutepakket.beheerbaar;
  const lijstLabel = t("lijst", { domein: data.domein.naam });
  const gewijzigd = [...keuze].filter((i) => !opgeslagen.has(i)).length + [...opgeslagen].filter((i) => !keuze.has(i)).length;

  function zet(ids: number[], aan: boolean) {
    setKeuze((oud) => {
      const nieuw = new Set(oud);
      for (const i of ids) {
        if (aan) nieuw.add(i);
        else nieuw.delete(i);
      }
      return nieuw;
    });
  }

  const rij = (r: Rij): ReactNode => {
    if (r.soort === "competentie")
      return (
        <h3 className="pt-2 font-semibold">
          {r.naam} <span className="text-sm font-normal text-muted-foreground">({r.aantal})</span>
        </h3>
      );
    if (r.soort === "niveau") {
      const aantalAan = r.ids.filter((i) => keuze.has(i)).length;
      const doel = r.doel && <Badge variant="outline">{t("doelniveau")}</Badge>;
      if (!beheer)
        return (
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            {r.label} {doel}
          </p>
        );
      const id = `groep-${r.key}`;
      return (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            aria-label={t("heelNiveau", { niveau: r.label, competentie: r.competentie })}
            checked={aantalAan === 0 ? false : aantalAan === r.ids.length ? true : "indeterminate"}
            onCheckedChange={() => zet(r.ids, aantalAan !== r.ids.length)}
          />
          <Label htmlFor={id} className="text-muted-foreground">
            {r.label}
          </Label>
          {doel}
        </div>
      );
    }
    const i = r.indicator;
    const tekst = (
      <>
        {i.code && <span className="mr-2 text-muted-foreground">{i.code}</span>}
        {i.naam}
      </>
    );
    if (!beheer)
      return (
        <div className="flex items-start gap-2 pl-6 text-sm">
          <span className="min-w-0 flex-1">{tekst}</span>
          {i.gekoppeld && <Badge variant="secondary">{t("gekoppeld")}</Badge>}
        </div>
      );
    const id = `indicator-${i.id}`;
    return (
      <div className="flex items-start gap-2 pl-6">
        <Checkbox id={id} className="mt-0.5" checked={keuze.has(i.id)} onCheckedChange={(v) => zet([i.id], v === true)} />
        <Label htmlFor={id} className="block leading-snug font-normal">
          {tekst}
        </Label>
      </div>
    );
  };

  return (
    <SectionCard
      role="region"
      aria-labelledby="cel-indicatoren-titel"
      titleId="cel-indicatoren-titel"
      title={
        <>
          {t("titel", { domein: data.domein.naam })}{" "}
          <span className="text-sm font-normal text-muted-foreground">{t("aantalGekoppeld", { gekoppeld: String(keuze.size), totaal: String(data.aantalIndicatoren) })}</span>
        </>
      }
      action={
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-64 space-y-1">
            <Label htmlFor="cel-indicatoren-zoek">{t("zoeken")}</Label>
            <Input id="cel-indicatoren-zoek" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} placeholder={t("zoekenPlaceholder")} />
          </div>
          <div className="flex h-9 items-center gap-2">
            <Checkbox id="cel-alleen-gekoppeld" checked={alleenGekoppeld} onCheckedChange={(v) => setAlleenGekoppeld(v === true)} />
            <Label htmlFor="cel-alleen-gekoppeld">{t("alleenGekoppeld")}</Label>
          </div>
        </div>
      }
      contentClassName="space-y-4"
    >
      {beheer && (
        <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-md border bg-background p-2">
          <Button type="button" disabled={gewijzigd === 0 || opslaan.isPending} onClick={() => opslaan.mutate([...keuze].sort((a, b) => a - b))}>
            {t("opslaan")}
          </Button>
          <Button type="button" variant="outline" disabled={gewijzigd === 0 || opslaan.isPending} onClick={() => setKeuze(opgeslagen)}>
            {t("ongedaan")}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("wijzigingen", { aantal: gewijzigd })}
          </p>
        </div>
      )}
      {data.aantalIndicatoren === 0 ? (
        <EmptyState title={t("domeinLeeg", { domein: data.domein.naam })} />
      ) : rijen.length === 0 ? (
        <EmptyState title={alleenGekoppeld && !zoek.trim() ? t("nogNietsGekoppeld") : t("nietsGevonden")} />
      ) : rijen.length >= VIRTUEEL_VANAF ? (
        <VirtueleLijst rijen={rijen} render={rij} label={lijstLabel} regioLabel={t("regio", { domein: data.domein.naam, aantal: String(rijen.length) })} />
      ) : (
        <ul aria-label={lijstLabel} className="space-y-1 rounded-md border p-3">
          {rijen.map((r) => (
            <li key={r.key}>{rij(r)}</li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function VirtueleLijst({ rijen, render, label, regioLabel }: { rijen: Rij[]; render: (r: Rij) => ReactNode; label: string; regioLabel: string }) {
  const parentRef = useRef<HTMLDivElement>(null);
  // Not memoised by the compiler (it reads the virtualiser on every render).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rijen.length,
    getScrollElement: () => parentRef.current,
    estimateSize: (i) => (rijen[i]?.soort === "competentie" ? 40 : rijen[i]?.soort === "niveau" ? 26 : 28),
    getItemKey: (i) => rijen[i]!.key,
    overscan: 15,
  });
  return (
    <div ref={parentRef} className="max-h-[70vh] overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={regioLabel}>
      <ul aria-label={label} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((v) => (
          <li key={v.key} data-index={v.index} ref={virtualizer.measureElement} className="absolute left-0 w-full px-3 py-1" style={{ transform: `translateY(${v.start}px)` }}>
            {render(rijen[v.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
