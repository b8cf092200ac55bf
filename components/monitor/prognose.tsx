"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { KopRij } from "@/components/kit/kop-rij";
import type { z } from "zod";
import { niveauLabelVanWaarde } from "@/lib/beheersing/overzicht";
import { jarenTussen } from "@/lib/beheersing/prognose";
import type { NiveauRij } from "@/lib/beheersing";
import type { prognosePerLeerling } from "@/lib/schemas/prognose";
import type { PrognosePunt } from "./prognose-grafiek";

export type Prognose = z.output<typeof prognosePerLeerling>;
export type DomeinPrognose = Prognose["leerlingen"][number]["domeinen"][number];
export type PrognoseWeergave = "grafiek" | "tabel";

// recharts only when a trend line is shown (as the overview's chart).
const PrognoseGrafiek = dynamic(() => import("./prognose-grafiek").then((m) => m.PrognoseGrafiek), { ssr: false });

const KLEUR: Record<DomeinPrognose["status"], string> = {
  voor: "text-emerald-800",
  opKoers: "text-foreground",
  risico: "text-red-800 font-semibold",
  teWeinig: "text-muted-foreground",
  zonderLeerroute: "text-muted-foreground",
  zonderFase: "text-muted-foreground",
  zonderDoel: "text-muted-foreground",
};

/** "op koers · 3 perioden · 92–133 %" (the interval only when there is one against a level). */
export function usePrognoseRegel() {
  const t = useTranslations("planning.monitor");
  return (d: DomeinPrognose) => {
    const status = t(`prognose.status.${d.status}`);
    const perioden = t("prognose.perioden", { n: d.perioden });
    const j = d.jaarEinde;
    return j && j.percentageLaag !== null && j.percentageHoog !== null
      ? t("prognose.regel", { status, perioden, interval: t("prognose.interval", { laag: j.percentageLaag, hoog: j.percentageHoog }) })
      : t("prognose.regelZonderInterval", { status, perioden });
  };
}

function grafiekData(d: DomeinPrognose): PrognosePunt[] {
  const laatste = d.historie[d.historie.length - 1];
  if (!laatste) return [];
  const punten: PrognosePunt[] = d.historie.map((h) => ({ t: jarenTussen(laatste.einddatum, h.einddatum), niveau: h.niveau, verwacht: h.verwachtePositie }));
  const j = d.jaarEinde;
  if (j && d.niveauNu !== null) {
    punten[punten.length - 1] = { ...punten[punten.length - 1]!, prognose: d.niveauNu, band: [d.niveauNu, d.niveauNu] };
    punten.push({ t: j.t, prognose: j.niveau, band: [j.laag, j.hoog], verwacht: d.verwachtePositie });
  }
  return punten;
}

/** One pupil's forecast in one domain: the status line, and the trend line or its table. */
export function PrognoseCel({ d, leerling, domein, weergave, niveaus }: { d: DomeinPrognose; leerling: string; domein: string; weergave: PrognoseWeergave; niveaus: readonly NiveauRij[] }) {
  const t = useTranslations("planning.monitor");
  const regel = usePrognoseRegel()(d);
  const label = (v: number | null | undefined) => (v === null || v === undefined ? "–" : (niveauLabelVanWaarde(niveaus, v) ?? "–"));
  const projectie = (p: NonNullable<DomeinPrognose["jaarEinde"]>) => t("prognose.projectie", { niveau: label(p.niveau), laag: label(p.laag), hoog: label(p.hoog) });
  return (
    <div className="mt-1 space-y-1" data-prognose={d.status}>
      <p className={`text-xs ${KLEUR[d.status]}`}>
        <span aria-hidden="true">{t(`prognose.symbool.${d.status}`)} </span>
        {regel}
      </p>
      {d.historie.length === 0 ? null : weergave === "grafiek" ? (
        <figure role="img" aria-label={t("prognose.grafiekLabel", { leerling, domein, regel })} className="h-16 w-[180px]">
          <PrognoseGrafiek data={grafiekData(d)} max={niveaus.length} />
        </figure>
      ) : (
        <table className="text-xs tabular-nums">
          <caption className="sr-only">{t("prognose.tabelLabel", { leerling, domein })}</caption>
          <thead>
            <KopRij
              className=""
              celClassName="text-left font-normal text-muted-foreground"
              koppen={[
                { kop: t("prognose.kolom.periode"), className: "pr-2" },
                { kop: t("prognose.kolom.niveau"), className: "pr-2" },
                { kop: t("prognose.kolom.verwacht") },
              ]}
            />
          </thead>
          <tbody>
            {d.historie.map((h) => (
              <tr key={`${h.schooljaar}-${h.nummer}`}>
                <th scope="row" className="pr-2 text-left font-normal">
                  {t("prognose.periodeKort", { nummer: h.nummer, schooljaar: h.schooljaar })}
                </th>
                <td className="pr-2">{label(h.niveau)}</td>
                <td>{label(h.verwachtePositie)}</td>
              </tr>
            ))}
            {d.jaarEinde ? (
              <tr>
                <th scope="row" className="pr-2 text-left font-normal">
                  {t("prognose.eindeJaar")}
                </th>
                <td className="pr-2">{projectie(d.jaarEinde)}</td>
                <td>{label(d.verwachtePositie)}</td>
              </tr>
            ) : null}
            {d.faseEinde && d.faseEinde.datum !== d.jaarEinde?.datum ? (
              <tr>
                <th scope="row" className="pr-2 text-left font-normal">
                  {t("prognose.eindeFase")}
                </th>
                <td className="pr-2">{projectie(d.faseEinde)}</td>
                <td>{label(d.verwachtePositie)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      )}
    </div>
  );
}
