"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { KopRij } from "@/components/kit/kop-rij";
import type { EvaluatieRaster } from "@/lib/schemas/monitor";
import { EvaluatieGrid, type GridCel, type GridIndicator, type GridLeerling } from "./evaluatie-grid";
import type { Competentie } from "./monitor-screen-data";
import { getal } from "./monitor-screen-state";
import type { EvaluatieOpslag } from "./opslag";

/**
 * The two competency tabs of the monitor (monitor-screen.tsx): PerCompetentie, the evaluation grid
 * with its level choice, and PerIndicator, the counts per indicator. Both read the same grid.
 */

/** The standing of a cell: the typed value if any, else the server's. */
function celVan(data: EvaluatieRaster, opslag: EvaluatieOpslag, perCel: Map<string, EvaluatieRaster["cellen"][number]>, teksten: (p: { schooljaar: string; nummer: number }) => string) {
  return (leerlingId: number, indicatorId: number): GridCel | undefined => {
    const c = perCel.get(`${leerlingId}:${indicatorId}`);
    if (opslag.heeftWaarde(leerlingId, indicatorId)) return { score: opslag.waarde(leerlingId, indicatorId) ?? null, vorige: c?.vorige ?? null, doorgeschoven: null };
    if (!c) return undefined;
    return { score: c.score, vorige: c.vorige, doorgeschoven: c.score !== null && !c.dezePeriode && c.van ? teksten(c.van) : null };
  };
}

/** The grid's cells by `leerlingId:indicatorId`. */
function usePerCel(data: EvaluatieRaster) {
  return useMemo(() => new Map(data.cellen.map((c) => [`${c.leerlingId}:${c.indicatorId}`, c])), [data]);
}

export function Raster({
  data,
  niveau,
  competentieNaam,
  leerlingId,
  niveauKeuze,
  setNiveau,
  open,
  opslag,
}: {
  data: EvaluatieRaster;
  niveau: Competentie | undefined;
  competentieNaam: string;
  leerlingId: number | null;
  niveauKeuze: string;
  setNiveau: (v: string) => void;
  open: boolean;
  opslag: EvaluatieOpslag;
}) {
  const t = useTranslations("planning.monitor");
  const id = useId();
  const perCel = usePerCel(data);
  const niveaus = data.niveaus.filter((n) => data.indicatoren.some((i) => i.niveauNummer === n.nummer));
  const zichtbaar = niveauKeuze === "alle" ? new Set(niveaus.map((n) => n.nummer)) : getal(niveauKeuze) !== null ? new Set([getal(niveauKeuze)!]) : new Set(data.venster);
  const waarde = new Map(data.niveaus.map((n) => [n.nummer, n.waarde]));
  const indicatoren: GridIndicator[] = data.indicatoren
    .filter((i) => zichtbaar.has(i.niveauNummer))
    .map((i) => ({ id: i.id, naam: i.naam, kop: `${waarde.get(i.niveauNummer) ?? ""}.${i.code ?? i.volgnummer}` }));
  const perLeerling = new Map((niveau?.leerlingen ?? []).map((l) => [l.id, l]));
  const leerlingen: GridLeerling[] = data.leerlingen
    .filter((l) => leerlingId === null || l.id === leerlingId)
    .map((l) => {
      const n = perLeerling.get(l.id);
      return {
        id: l.id,
        naam: l.naam,
        magSchrijven: l.magSchrijven,
        onder: (
          <span className="text-xs text-muted-foreground">
            {n ? `${t("raster.niveauKop")} ${n.niveau.label}` : null}
            {n?.verwachtNiveau ? ` · ${t("raster.verwacht", { niveau: n.verwachtNiveau })}` : null}
            {l.leerrouteNummer === null ? ` · ${t("raster.zonderLeerroute")}` : null}
          </span>
        ),
      };
    });
  return (
    <div className="space-y-3">
      <KeuzeVeld
        id={`${id}-niveau`}
        label={t("niveaus")}
        value={niveauKeuze}
        onChange={setNiveau}
        leeg={t("niveauVenster")}
        opties={[{ waarde: "alle", label: t("alleNiveaus") }, ...niveaus.map((n) => ({ waarde: n.nummer, label: t("niveauOptie", { niveau: n.label }) }))]}
        breedte="w-72"
        className="w-fit print:hidden"
      />
      {!leerlingen.length || !indicatoren.length ? (
        <EmptyState title={t("leeg")} />
      ) : (
        <EvaluatieGrid
          label={t("raster.label", { competentie: competentieNaam })}
          leerlingen={leerlingen}
          indicatoren={indicatoren}
          cel={celVan(data, opslag, perCel, (p) => t("raster.doorgeschoven", { periode: p.nummer, schooljaar: p.schooljaar }))}
          open={open && data.periode.open}
          status={opslag.status}
          onScore={opslag.zet}
        />
      )}
    </div>
  );
}

/** Per indicator: how many pupils of the group master it (counts, never a bare share). */
export function PerIndicator({ data, opslag, leerlingId }: { data: EvaluatieRaster; opslag: EvaluatieOpslag; leerlingId: number | null }) {
  const t = useTranslations("planning.monitor");
  const perCel = usePerCel(data);
  const cel = celVan(data, opslag, perCel, () => "");
  const leerlingen = data.leerlingen.filter((l) => leerlingId === null || l.id === leerlingId);
  const waarde = new Map(data.niveaus.map((n) => [n.nummer, n.waarde]));
  const soorten = ["beheerst", "gedeeltelijk", "niet", "leeg"] as const;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("tabs.PerIndicator")}</caption>
      <thead>
        <KopRij
          koppen={[
            { kop: t("perIndicator.niveau") },
            { kop: t("competentie") },
            ...soorten.map((s) => ({
              sleutel: s,
              className: "text-right",
              kop: (
                <>
                  <span aria-hidden="true">{t(`symbool.${s}`)} </span>
                  {t(`legenda.${s}`)}
                </>
              ),
            })),
          ]}
        />
      </thead>
      <tbody>
        {data.indicatoren.map((i) => {
          const telling = { beheerst: 0, gedeeltelijk: 0, niet: 0, leeg: 0 };
          for (const l of leerlingen) {
            const s = cel(l.id, i.id)?.score;
            telling[s === 100 ? "beheerst" : s === 50 ? "gedeeltelijk" : s === 0 ? "niet" : "leeg"]++;
          }
          return (
            <tr key={i.id} className="border-b">
              <td className="p-2">{waarde.get(i.niveauNummer)}</td>
              <th scope="row" className="p-2 text-left font-normal">
                {i.naam}
              </th>
              {soorten.map((s) => (
                <td key={s} className="p-2 text-right tabular-nums">
                  {telling[s]}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
