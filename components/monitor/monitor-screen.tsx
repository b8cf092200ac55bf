"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { Button } from "@/components/ui/button";
import { formatDatum } from "@/lib/format";
import type { MonitorKeuzes } from "@/lib/services/monitor";
import { PerLeerling } from "./monitor-per-leerling";
import { PerIndicator, Raster } from "./monitor-raster";
import { useMonitorGegevens } from "./monitor-screen-data";
import { useMonitorKeuzes } from "./monitor-screen-state";
import { MonitorZoekbalk } from "./monitor-zoekbalk";
import { useEvaluatieOpslag } from "./opslag";
import { MONITOR_TABS, type MonitorTab } from "./tabs";

/**
 * planning/monitor/{periode}/{tab}: the searches of §2 in the URL, three tabs that are addresses
 * (links keeping the searches), the evaluation grid.
 * Split by concern: the choices are monitor-screen-state.ts, the reads monitor-screen-data.ts (the
 * grid's autosave opslag.ts), the layout this file (header, notices, tabs, which tab shows what),
 * monitor-zoekbalk.tsx (the searches), monitor-raster.tsx (PerCompetentie, PerIndicator) and
 * monitor-per-leerling.tsx (PerLeerling).
 */
export function MonitorScreen({
  admnr,
  schooljaar,
  periode,
  tab,
  keuzes,
  magSchrijven,
}: {
  admnr: number;
  schooljaar: string;
  periode: { nummer: number; ingangsdatum: string; einddatum: string };
  tab: MonitorTab;
  keuzes: MonitorKeuzes;
  magSchrijven: boolean;
}) {
  const t = useTranslations("planning.monitor");
  const zoek = useSearchParams();
  const s = useMonitorKeuzes(keuzes);
  const { pakket, groep, competentie } = s;
  const actief = keuzes.actievePeriode;
  const open = actief === periode.nummer;

  const basis = pakket && groep ? `${schooljaar}/${periode.nummer}/${pakket.id}/${groep.nr}` : null;
  const { raster, niveau, perLeerling, prognose } = useMonitorGegevens(admnr, basis, competentie, tab);
  const opslag = useEvaluatieOpslag(admnr, { schooljaar, periodeNummer: periode.nummer, leerroutepakketId: pakket?.id ?? null });

  const data = raster.data;
  const basisPad = `/${admnr}/schooljaar/${schooljaar}/planning/monitor`;
  const zoekTekst = zoek?.toString() ?? "";

  return (
    <section className="space-y-4">
      <PageHeader
        title={t("titel")}
        description={t("beschrijving", { periode: periode.nummer, schooljaar, van: formatDatum(periode.ingangsdatum), tot: formatDatum(periode.einddatum) })}
        actions={
          <Button variant="outline" onClick={() => window.print()} className="print:hidden">
            {t("afdrukken")}
          </Button>
        }
      />
      {actief === null ? (
        <p role="alert" className="text-destructive">
          {t("geenActievePeriode")}
        </p>
      ) : !open ? (
        <p className="text-sm text-muted-foreground">{t("gesloten")}</p>
      ) : null}
      <MonitorZoekbalk basisPad={basisPad} periodeNummer={periode.nummer} tab={tab} keuzes={keuzes} staat={s} leerlingen={data?.leerlingen ?? perLeerling.data?.leerlingen ?? []} />
      <RouteTabs
        label={t("tabsLabel")}
        className="print:hidden"
        items={MONITOR_TABS.map((tb) => ({ href: `${basisPad}/${periode.nummer}/${tb}${zoekTekst ? `?${zoekTekst}` : ""}`, label: t(`tabs.${tb}`) }))}
      />
      <div className="space-y-3">
        {!pakket ? (
          <EmptyState title={t("geenPakket")} />
        ) : !groep ? (
          <EmptyState title={t("geenGroep")} />
        ) : tab === "PerLeerling" ? (
          <PerLeerling
            data={perLeerling.data}
            fout={perLeerling.isError}
            leerlingId={s.leerlingId}
            prognose={prognose.data}
            prognoseFout={prognose.isError}
            alleenRisico={s.alleenRisico}
            setAlleenRisico={s.kiesAlleenRisico}
            weergave={s.weergave}
            setWeergave={s.kiesWeergave}
            oudergesprek={(leerling) => `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/oudergesprek/${leerling}?leerroutepakket=${pakket.id}`}
          />
        ) : !competentie ? (
          <EmptyState title={t("geenCompetentie")} />
        ) : raster.isError ? (
          <p role="alert" className="text-destructive">
            {t("fout")}
          </p>
        ) : !data ? (
          <p role="status" className="text-muted-foreground">
            {t("laden")}
          </p>
        ) : tab === "PerCompetentie" ? (
          <Raster data={data} niveau={niveau.data} competentieNaam={competentie.naam} leerlingId={s.leerlingId} niveauKeuze={s.niveau} setNiveau={s.kiesNiveau} open={open && magSchrijven} opslag={opslag} />
        ) : (
          <PerIndicator data={data} opslag={opslag} leerlingId={s.leerlingId} />
        )}
        {opslag.mislukt ? (
          <p role="alert" className="text-destructive">
            {t("mislukt")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
