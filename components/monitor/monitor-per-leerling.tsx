"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useId, useMemo, useState } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { KopRij } from "@/components/kit/kop-rij";
import { Label } from "@/components/ui/label";
import type { Beheersing } from "./monitor-screen-data";
import { PrognoseCel, type Prognose, type PrognoseWeergave } from "./prognose";

/**
 * The monitor's PerLeerling tab (monitor-screen.tsx): per pupil and domain reached / expected and
 * the percentage; pupils without a route marked.
 * Under each figure the forecast (issue 34): status, periods and interval, with its trend line or
 * its table; a filter keeps only pupils at risk in some domain, and per domain the count at risk.
 */
export function PerLeerling({
  data,
  fout,
  leerlingId,
  prognose,
  prognoseFout,
  alleenRisico,
  setAlleenRisico,
  weergave,
  setWeergave,
  oudergesprek,
}: {
  data: Beheersing | undefined;
  fout: boolean;
  leerlingId: number | null;
  prognose: Prognose | undefined;
  prognoseFout: boolean;
  alleenRisico: boolean;
  setAlleenRisico: (aan: boolean) => void;
  weergave: PrognoseWeergave;
  setWeergave: (v: string) => void;
  /** The pupil's parent-meeting page (issue 34). */
  oudergesprek: (leerlingId: number) => string;
}) {
  const t = useTranslations("planning.monitor");
  const og = useTranslations("adm.oudergesprek.link");
  const id = useId();
  // The box follows the click at once: the URL's value reaches useSearchParams a render later (a
  // controlled checkbox would snap back in between).
  const [risicoHier, setRisicoHier] = useState<boolean | null>(null);
  const risicoAan = risicoHier ?? alleenRisico;
  const perLeerlingPrognose = useMemo(() => new Map((prognose?.leerlingen ?? []).map((l) => [l.id, new Map(l.domeinen.map((d) => [d.domeinId, d]))])), [prognose]);
  if (fout)
    return (
      <p role="alert" className="text-destructive">
        {t("fout")}
      </p>
    );
  if (!data)
    return (
      <p role="status" className="text-muted-foreground">
        {t("laden")}
      </p>
    );
  const metRisico = (id: number) => [...(perLeerlingPrognose.get(id)?.values() ?? [])].some((d) => d.status === "risico");
  const leerlingen = data.leerlingen.filter((l) => (leerlingId === null || l.id === leerlingId) && (!risicoAan || (prognose !== undefined && metRisico(l.id))));
  const domeinNaam = new Map(data.domeinen.map((d) => [d.id, d.naam]));
  const bediening = (
    <div className="flex flex-wrap items-end gap-4 print:hidden">
      <div className="flex items-center gap-2">
        <input
          id={`${id}-risico`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={risicoAan}
          onChange={(e) => {
            setRisicoHier(e.target.checked);
            setAlleenRisico(e.target.checked);
          }}
        />
        <Label htmlFor={`${id}-risico`}>{t("prognose.alleenRisico")}</Label>
      </div>
      <KeuzeVeld
        id={`${id}-weergave`}
        label={t("prognose.weergave")}
        value={weergave}
        onChange={setWeergave}
        opties={[
          { waarde: "grafiek", label: t("prognose.grafiek") },
          { waarde: "tabel", label: t("prognose.tabel") },
        ]}
        breedte="w-36"
      />
    </div>
  );
  const tellingen = prognose ? (
    <ul className="text-sm" aria-label={t("prognose.titel")}>
      {prognose.domeinen.map((d) => (
        <li key={d.id}>{t("prognose.telling", { risico: d.tellingen.risico, n: d.leerlingen, domein: d.naam })}</li>
      ))}
    </ul>
  ) : prognoseFout ? (
    <p role="alert" className="text-destructive">
      {t("prognose.fout")}
    </p>
  ) : (
    <p role="status" className="text-sm text-muted-foreground">
      {t("prognose.laden")}
    </p>
  );
  if (!leerlingen.length)
    return (
      <div className="space-y-2">
        {bediening}
        {tellingen}
        {risicoAan && !prognose ? null : <EmptyState title={risicoAan ? t("prognose.geenRisico") : t("leeg")} />}
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">{t("perLeerling.uitleg")}</p>
      <p className="text-sm text-muted-foreground">{t("prognose.uitleg")}</p>
      {bediening}
      {tellingen}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t("perLeerling.label")}</caption>
          <thead>
            <KopRij koppen={[{ kop: t("perLeerling.leerling") }, { kop: t("perLeerling.leerroute") }, ...data.domeinen.map((d) => ({ sleutel: d.id, kop: d.naam }))]} />
          </thead>
          <tbody>
            {leerlingen.map((l) => (
              <tr key={l.id} className="border-b" data-status={l.status}>
                <th scope="row" className="p-2 text-left font-medium">
                  {l.naam}
                  <Link href={oudergesprek(l.id)} className="block text-xs font-normal text-primary underline-offset-2 hover:underline print:hidden">
                    {og.rich("knopLeerling", { knop: og("knop"), naam: l.naam, sr: (c) => <span className="sr-only">{c}</span> })}
                  </Link>
                </th>
                <td className="p-2">{l.status === "zonderLeerroute" ? <strong>{t("perLeerling.zonderLeerroute")}</strong> : l.status === "zonderFase" ? `${l.leerrouteNaam ?? ""} · ${t("perLeerling.zonderFase")}` : l.leerrouteNaam}</td>
                {l.domeinen.map((d) => (
                  <td key={d.domeinId} className="p-2 align-top tabular-nums">
                    {d.percentage !== null ? (
                      <span>
                        <span aria-hidden="true">{d.opKoers ? t("symbool.beheerst") : t("symbool.gedeeltelijk")} </span>
                        {t("perLeerling.cel", { bereikt: d.label ?? "–", verwacht: d.verwachtNiveau ?? "–", percentage: d.percentage })}
                        <span className="sr-only">{d.opKoers ? t("perLeerling.opKoers") : t("perLeerling.nietOpKoers")}</span>
                      </span>
                    ) : (
                      <span className="text-muted-foreground">{t("perLeerling.celZonderDoel", { bereikt: d.label ?? "–" })}</span>
                    )}
                    {(() => {
                      const p = perLeerlingPrognose.get(l.id)?.get(d.domeinId);
                      return p && prognose ? <PrognoseCel d={p} leerling={l.naam} domein={domeinNaam.get(d.domeinId) ?? ""} weergave={weergave} niveaus={prognose.niveaus} /> : null;
                    })()}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="p-2 text-left">
                {t("perLeerling.label")}
              </th>
              {data.domeinen.map((d) => (
                <td key={d.id} className="p-2 tabular-nums">
                  {d.percentage.gemiddelde !== null ? `${d.percentage.gemiddelde} % · ${t("perLeerling.gemiddelde", { n: d.percentage.n })}` : t("perLeerling.geenGemiddelde")}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
