"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { z } from "zod";
import { PageHeader } from "@/components/kit/page-header";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { KopRij } from "@/components/kit/kop-rij";
import { useUrlState } from "@/components/kit/url-state";
import { PdfKnop } from "@/components/leerlingdossier/pdf-knop";
import { PrognoseCel } from "@/components/monitor/prognose";
import { Button } from "@/components/ui/button";
import { niveauLabelVanWaarde } from "@/lib/beheersing/overzicht";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import type { oudergesprekAntwoord } from "@/lib/schemas/oudergesprek";
import { oudergesprekPad, oudergesprekSleutel } from "./sleutel";

export type OudergesprekData = z.output<typeof oudergesprekAntwoord>;


/**
 * adm/leerlingen/oudergesprek/{id} (issue 34): one pupil's parent-meeting page — standing and
 * forecast per domain (the monitor's forecast cell, as a table), the running OPP, the school year's
 * action plans, and the last notes to tick for the print and the PDF. Printable: the controls and
 * the notes left unticked are not printed.
 */
export function Oudergesprek({ admnr, schooljaar, id }: { admnr: number; schooljaar: string; id: number }) {
  const t = useTranslations("adm.oudergesprek");
  const veld = useId();
  const [pakket, setPakket] = useUrlState("leerroutepakket");
  const { data, isError } = useQuery({
    queryKey: oudergesprekSleutel(admnr, id, schooljaar, pakket),
    queryFn: ({ signal }) => api.getJson<OudergesprekData>(oudergesprekPad(admnr, id, schooljaar, pakket), { administratieNr: admnr, signal }),
  });
  const [gekozen, setGekozen] = useState<ReadonlySet<number>>(new Set());
  if (isError && !data)
    return (
      <p role="alert" className="text-destructive">
        {t("fout")}
      </p>
    );
  if (!data) return null;
  const naam = data.leerling.naam;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen`;
  const pdfPad = `/api/Oudergesprek/Pdf/${admnr}/${id}?schooljaar=${schooljaar}${data.pakketId ? `&leerroutepakket=${data.pakketId}` : ""}${gekozen.size ? `&notities=${[...gekozen].join(",")}` : ""}`;
  const p = data.prognose;
  const label = (v: number | null | undefined) => (v === null || v === undefined || !p ? "–" : (niveauLabelVanWaarde(p.niveaus, v) ?? "–"));

  return (
    <section className="space-y-6">
      <PageHeader
        back={{ href: `${basis}/details/${id}`, label: t("terug", { naam }) }}
        title={t("paginaTitel", { naam })}
        description={t("beschrijving", { naam })}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}>
              {t("afdrukken")}
            </Button>
            <PdfKnop admnr={admnr} pad={pdfPad} titel={t("paginaTitel", { naam })} tekst />
          </div>
        }
      >
        {data.leerling.groepen.length ? <p className="text-sm">{data.leerling.groepen.map((g) => g.naam).join(", ")}</p> : null}
      </PageHeader>

      <section aria-labelledby={`${veld}-prognose`} className="space-y-3 break-inside-avoid">
        <h2 id={`${veld}-prognose`} className="text-lg font-semibold">
          {t("prognose.titel")}
        </h2>
        {data.pakketten.length > 1 ? (
          <KeuzeVeld id={`${veld}-pakket`} label={t("pakket")} value={data.pakketId ?? ""} onChange={setPakket} opties={data.pakketten.map((x) => ({ waarde: x.id, label: x.naam }))} className="max-w-sm print:hidden" />
        ) : null}
        {!p ? (
          <p className="text-sm text-muted-foreground">{t("prognose.geenPrognose")}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {[t("prognose.periodeWaarde", { nummer: p.periode.nummer, schooljaar: p.periode.schooljaar }), p.groep.naam, p.leerrouteNaam ?? t("prognose.geenLeerroute")].join(" · ")}
            </p>
            <p className="text-sm text-muted-foreground">{t("prognose.uitleg")}</p>
            {p.domeinen.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("prognose.geenDomeinen")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <caption className="sr-only">{t("prognose.tabel", { naam })}</caption>
                  <thead>
                    <KopRij koppen={[{ kop: t("prognose.kolom.domein") }, { kop: t("prognose.kolom.nu") }, { kop: t("prognose.kolom.verwacht") }, { kop: t("prognose.kolom.status") }]} />
                  </thead>
                  <tbody>
                    {p.domeinen.map((d) => (
                      <tr key={d.id} className="border-b align-top">
                        <th scope="row" className="p-2 text-left font-medium">
                          {d.naam}
                        </th>
                        <td className="p-2 tabular-nums">{label(d.niveauNu)}</td>
                        <td className="p-2">{d.verwachtNiveau ?? "–"}</td>
                        <td className="p-2">
                          <PrognoseCel d={d} leerling={naam} domein={d.naam} weergave="tabel" niveaus={p.niveaus} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      {data.opp ? (
        <section aria-labelledby={`${veld}-opp`} className="space-y-2 break-inside-avoid">
          <h2 id={`${veld}-opp`} className="text-lg font-semibold">
            {t("opp.titel")}
          </h2>
          {!data.opp.lopend ? (
            <p className="text-sm text-muted-foreground">{t("opp.geen")}</p>
          ) : (
            <>
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t("opp.template")}</dt>
                <dd>{data.opp.lopend.templateNaam}</dd>
                <dt className="text-muted-foreground">{t("opp.vastgesteldOp")}</dt>
                <dd>{formatDatum(data.opp.lopend.vastgesteldOp)}</dd>
                <dt className="text-muted-foreground">{t("opp.uitstroom")}</dt>
                <dd>{data.opp.lopend.uitstroom ?? "–"}</dd>
                <dt className="text-muted-foreground">{t("opp.oudersAkkoord")}</dt>
                <dd>{data.opp.lopend.oudersAkkoordOp ? formatDatum(data.opp.lopend.oudersAkkoordOp) : "–"}</dd>
              </dl>
              <h3 className="font-medium">{t("opp.handelingsdeel")}</h3>
              {data.opp.lopend.handelingsdeel.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("opp.geenHandelingsdeel")}</p>
              ) : (
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {data.opp.lopend.handelingsdeel.map((h, i) => (
                    <li key={i}>
                      <span className="font-medium">{[h.vakgebiedNaam, h.competentieNaam, h.niveauWaarde].filter(Boolean).join(" – ")}</span>
                      {[h.vakgebiedNaam, h.competentieNaam, h.niveauWaarde].some(Boolean) ? ": " : null}
                      {h.doel}
                      {h.evaluatie ? <span className="block text-muted-foreground">{h.evaluatie}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      ) : null}

      {data.handelingsplannen ? (
        <section aria-labelledby={`${veld}-plannen`} className="space-y-3">
          <h2 id={`${veld}-plannen`} className="text-lg font-semibold">
            {t("plannen.kop")}
          </h2>
          {data.handelingsplannen.length === 0 ? <p className="text-sm text-muted-foreground">{t("plannen.geen")}</p> : null}
          {data.handelingsplannen.map((h) => (
            <article key={h.id} className="space-y-2 rounded-md border p-3 break-inside-avoid" aria-labelledby={`${veld}-plan-${h.id}`}>
              <h3 id={`${veld}-plan-${h.id}`} className="font-medium">
                {h.titel ?? h.vakgebiedNaam ?? t("plannen.titel")}
              </h3>
              <p className="text-sm text-muted-foreground">
                {[h.vakgebiedNaam, t("plannen.looptijdWaarde", { van: formatDatum(h.ingangsdatum), tot: formatDatum(h.einddatum) })].filter(Boolean).join(" · ")}
              </p>
              {h.doel ? (
                <p className="text-sm">
                  <span className="font-medium">{t("plannen.doel")}: </span>
                  {h.doel}
                </p>
              ) : null}
              <h4 className="text-sm font-medium">{t("plannen.doelen")}</h4>
              {h.doelen.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("plannen.geenDoelen")}</p>
              ) : (
                <ul className="list-disc pl-5 text-sm">
                  {h.doelen.map((d, i) => (
                    <li key={i}>{[`${d.domeinNaam} – ${d.competentieNaam}, ${t("plannen.niveau", { waarde: d.niveauWaarde })}`, d.indicatorNaam, d.omschrijving].filter(Boolean).join(": ")}</li>
                  ))}
                </ul>
              )}
              <h4 className="text-sm font-medium">{t("plannen.evaluaties")}</h4>
              {h.evaluaties.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("plannen.geenEvaluaties")}</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {h.evaluaties.map((e, i) => (
                    <li key={i}>
                      <span className="font-medium">
                        {formatDatum(e.datum)}
                        {e.doelBehaald === null ? "" : ` (${t(e.doelBehaald ? "plannen.behaald" : "plannen.nietBehaald")})`}:{" "}
                      </span>
                      {e.tekst}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </section>
      ) : null}

      {data.notities ? (
        <section aria-labelledby={`${veld}-notities`} className={`space-y-2 ${gekozen.size ? "" : "print:hidden"}`}>
          <h2 id={`${veld}-notities`} className="text-lg font-semibold">
            {t("notities.titel")}
          </h2>
          <p className="text-sm text-muted-foreground print:hidden">{t("notities.uitleg")}</p>
          {data.notities.length === 0 ? <p className="text-sm text-muted-foreground">{t("notities.geen")}</p> : null}
          <ul className="space-y-2">
            {data.notities.map((n) => {
              const aan = gekozen.has(n.id);
              return (
                <li key={n.id} className={`rounded-md border p-3 text-sm break-inside-avoid ${aan ? "" : "print:hidden"}`}>
                  <div className="flex items-start gap-2">
                    <input
                      id={`${veld}-notitie-${n.id}`}
                      type="checkbox"
                      className="mt-1 size-4 print:hidden"
                      checked={aan}
                      onChange={(e) =>
                        setGekozen((oud) => {
                          const nieuw = new Set(oud);
                          if (e.target.checked) nieuw.add(n.id);
                          else nieuw.delete(n.id);
                          return nieuw;
                        })
                      }
                    />
                    <label htmlFor={`${veld}-notitie-${n.id}`} className="font-medium">
                      <span className="sr-only">{t("notities.opnemen")} </span>
                      {formatDatum(n.datum)} — {n.titel}
                      {n.auteur ? <span className="font-normal text-muted-foreground"> ({n.auteur})</span> : null}
                    </label>
                  </div>
                  <p className="mt-1 whitespace-pre-line">{n.tekst}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
