"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useId, useMemo, useState, type ReactNode } from "react";
import type { z } from "zod";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { useUrlState } from "@/components/kit/url-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { beheersingPerLeerling, competentieBeheersingPerLeerling, EvaluatieRaster } from "@/lib/schemas/monitor";
import type { MonitorKeuzes } from "@/lib/services/monitor";
import { EvaluatieGrid, type GridCel, type GridIndicator, type GridLeerling } from "./evaluatie-grid";
import { useEvaluatieOpslag } from "./opslag";
import { PrognoseCel, type Prognose, type PrognoseWeergave } from "./prognose";
import { MONITOR_TABS, type MonitorTab } from "./tabs";

type Beheersing = z.output<typeof beheersingPerLeerling>;
type Competentie = z.output<typeof competentieBeheersingPerLeerling>;

const getal = (s: string) => (/^[0-9]{1,9}$/.test(s) ? Number(s) : null);

/**
 * planning/monitor/{periode}/{tab}: the searches of §2 in the URL, three tabs that are addresses
 * (links keeping the searches), the evaluation grid.
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
  const router = useRouter();
  const id = useId();
  const heeftEigen = keuzes.groepen.some((g) => g.eigen);
  const zoek = useSearchParams();
  const [filter, setFilter] = useUrlState("filter", heeftEigen ? "Eigen" : "Alle");
  const [pakketS, setPakket] = useUrlState("leerroutepakket");
  const [vestigingS, setVestiging] = useUrlState("vestiging");
  const [groepS, setGroep] = useUrlState("groep");
  const [vakgebiedS, setVakgebied] = useUrlState("vakgebied");
  const [competentieS, setCompetentie] = useUrlState("competentie");
  const [leerlingS, setLeerling] = useUrlState("leerling");
  const [niveauS, setNiveau] = useUrlState("niveau");
  const [risicoS, setRisico] = useUrlState("risico");
  const [weergaveS, setWeergave] = useUrlState("prognose", "grafiek");

  const pakket = keuzes.pakketten.find((p) => p.id === getal(pakketS)) ?? keuzes.pakketten[0] ?? null;
  const vestigingNr = getal(vestigingS);
  const groepen = keuzes.groepen.filter((g) => (filter !== "Eigen" || g.eigen) && (vestigingNr === null || g.vestigingNr === vestigingNr));
  const groep = groepen.find((g) => g.nr === getal(groepS)) ?? groepen[0] ?? null;
  const vakgebied = keuzes.vakgebieden.find((v) => v.nr === getal(vakgebiedS)) ?? null;
  const competenties = (pakket?.competenties ?? []).filter((c) => !vakgebied || vakgebied.competenties.some((x) => x.pakketId === pakket?.id && x.id === c.id));
  const competentie = competenties.find((c) => c.id === getal(competentieS)) ?? competenties[0] ?? null;
  const leerlingId = getal(leerlingS);
  const actief = keuzes.actievePeriode;
  const open = actief === periode.nummer;

  const basis = pakket && groep ? `${schooljaar}/${periode.nummer}/${pakket.id}/${groep.nr}` : null;
  const raster = useQuery({
    queryKey: queryKeys.monitor(admnr, "raster", basis ?? "", competentie?.id ?? 0),
    queryFn: ({ signal }) => api.getJson<EvaluatieRaster>(`/api/Observaties/groepCompetentieEvaluaties/${basis}/${competentie!.domeinId}/${competentie!.id}`, { administratieNr: admnr, signal }),
    enabled: basis !== null && competentie !== null && tab !== "PerLeerling",
    staleTime: 0,
  });
  const niveau = useQuery({
    queryKey: queryKeys.monitor(admnr, "beheersing", "competentie", basis ?? "", competentie?.id ?? 0),
    queryFn: ({ signal }) => api.getJson<Competentie>(`/api/Monitor/CompetentieBeheersingPerLeerling/${basis}/${competentie!.domeinId}/${competentie!.id}`, { administratieNr: admnr, signal }),
    enabled: basis !== null && competentie !== null && tab !== "PerLeerling",
  });
  const perLeerling = useQuery({
    queryKey: queryKeys.monitor(admnr, "beheersing", "leerling", basis ?? ""),
    queryFn: ({ signal }) => api.getJson<Beheersing>(`/api/Monitor/BeheersingPerLeerling/${basis}`, { administratieNr: admnr, signal }),
    enabled: basis !== null && tab === "PerLeerling",
  });
  const prognose = useQuery({
    queryKey: queryKeys.monitor(admnr, "prognose", basis ?? ""),
    queryFn: ({ signal }) => api.getJson<Prognose>(`/api/Monitor/PrognosePerLeerling/${basis}`, { administratieNr: admnr, signal }),
    enabled: basis !== null && tab === "PerLeerling",
  });
  const opslag = useEvaluatieOpslag(admnr, { schooljaar, periodeNummer: periode.nummer, leerroutepakketId: pakket?.id ?? null });

  const data = raster.data;
  const leerlingKeuzes = data?.leerlingen ?? perLeerling.data?.leerlingen ?? [];

  const veld = (naam: string, label: string, value: string | number, onChange: (v: string) => void, opties: ReactNode, breedte = "w-56") => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${naam}`}>{label}</Label>
      <NativeSelect id={`${id}-${naam}`} value={value} onChange={(e) => onChange(e.target.value)} wrapperClassName={breedte}>
        {opties}
      </NativeSelect>
    </div>
  );
  const zoekString = () => (typeof window === "undefined" ? "" : window.location.search);
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
      <div role="search" aria-label={t("zoeken")} className="flex flex-wrap items-end gap-3 print:hidden">
        {veld(
          "periode",
          t("periode"),
          periode.nummer,
          (v) => router.push(`${basisPad}/${v}/${tab}${zoekString()}`),
          keuzes.perioden.map((p) => (
            <NativeSelectOption key={p.nummer} value={p.nummer}>
              {t("periodeOptie", { nummer: p.nummer })}
            </NativeSelectOption>
          )),
          "w-36",
        )}
        {veld(
          "filter",
          t("filter"),
          filter,
          (v) => {
            setFilter(v);
            setGroep("");
          },
          (["Eigen", "Alle"] as const).map((f) => (
            <NativeSelectOption key={f} value={f}>
              {t(`filters.${f}`)}
            </NativeSelectOption>
          )),
          "w-44",
        )}
        {veld(
          "pakket",
          t("pakket"),
          pakket?.id ?? "",
          (v) => {
            setPakket(v);
            setCompetentie("");
          },
          keuzes.pakketten.map((p) => (
            <NativeSelectOption key={p.id} value={p.id}>
              {p.naam}
            </NativeSelectOption>
          )),
        )}
        {veld(
          "vestiging",
          t("vestiging"),
          vestigingNr ?? "",
          (v) => {
            setVestiging(v);
            setGroep("");
          },
          <>
            <NativeSelectOption value="">{t("alleVestigingen")}</NativeSelectOption>
            {keuzes.vestigingen.map((v) => (
              <NativeSelectOption key={v.nr} value={v.nr}>
                {v.naam}
              </NativeSelectOption>
            ))}
          </>,
          "w-48",
        )}
        {veld(
          "groep",
          t("groep"),
          groep?.nr ?? "",
          (v) => {
            setGroep(v);
            setLeerling("");
          },
          groepen.map((g) => (
            <NativeSelectOption key={g.nr} value={g.nr}>
              {g.naam}
            </NativeSelectOption>
          )),
          "w-44",
        )}
        {veld(
          "vakgebied",
          t("vakgebied"),
          vakgebied?.nr ?? "",
          (v) => {
            setVakgebied(v);
            setCompetentie("");
          },
          <>
            <NativeSelectOption value="">{t("alleVakgebieden")}</NativeSelectOption>
            {keuzes.vakgebieden.map((v) => (
              <NativeSelectOption key={v.nr} value={v.nr}>
                {v.naam}
              </NativeSelectOption>
            ))}
          </>,
          "w-48",
        )}
        {veld(
          "competentie",
          t("competentie"),
          competentie?.id ?? "",
          (v) => {
            setCompetentie(v);
            setNiveau("");
          },
          competenties.map((c) => (
            <NativeSelectOption key={c.id} value={c.id}>
              {c.naam}
            </NativeSelectOption>
          )),
          "w-64",
        )}
        {veld(
          "leerling",
          t("leerling"),
          leerlingId ?? "",
          setLeerling,
          <>
            <NativeSelectOption value="">{t("alleLeerlingen")}</NativeSelectOption>
            {leerlingKeuzes.map((l) => (
              <NativeSelectOption key={l.id} value={l.id}>
                {l.naam}
              </NativeSelectOption>
            ))}
          </>,
        )}
      </div>
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
            leerlingId={leerlingId}
            prognose={prognose.data}
            prognoseFout={prognose.isError}
            alleenRisico={risicoS === "1"}
            setAlleenRisico={(aan) => setRisico(aan ? "1" : "")}
            weergave={weergaveS === "tabel" ? "tabel" : "grafiek"}
            setWeergave={setWeergave}
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
          <Raster
            data={data}
            niveau={niveau.data}
            competentieNaam={competentie.naam}
            leerlingId={leerlingId}
            niveauKeuze={niveauS}
            setNiveau={setNiveau}
            open={open && magSchrijven}
            opslag={opslag}
          />
        ) : (
          <PerIndicator data={data} opslag={opslag} leerlingId={leerlingId} />
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

type Opslag = ReturnType<typeof useEvaluatieOpslag>;

/** The standing of a cell: the typed value if any, else the server's. */
function celVan(data: EvaluatieRaster, opslag: Opslag, perCel: Map<string, EvaluatieRaster["cellen"][number]>, teksten: (p: { schooljaar: string; nummer: number }) => string) {
  return (leerlingId: number, indicatorId: number): GridCel | undefined => {
    const c = perCel.get(`${leerlingId}:${indicatorId}`);
    if (opslag.heeftWaarde(leerlingId, indicatorId)) return { score: opslag.waarde(leerlingId, indicatorId) ?? null, vorige: c?.vorige ?? null, doorgeschoven: null };
    if (!c) return undefined;
    return { score: c.score, vorige: c.vorige, doorgeschoven: c.score !== null && !c.dezePeriode && c.van ? teksten(c.van) : null };
  };
}

function Raster({
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
  opslag: Opslag;
}) {
  const t = useTranslations("planning.monitor");
  const id = useId();
  const perCel = useMemo(() => new Map(data.cellen.map((c) => [`${c.leerlingId}:${c.indicatorId}`, c])), [data]);
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
      <div className="grid w-fit gap-1 print:hidden">
        <Label htmlFor={`${id}-niveau`}>{t("niveaus")}</Label>
        <NativeSelect id={`${id}-niveau`} value={niveauKeuze} onChange={(e) => setNiveau(e.target.value)} wrapperClassName="w-72">
          <NativeSelectOption value="">{t("niveauVenster")}</NativeSelectOption>
          <NativeSelectOption value="alle">{t("alleNiveaus")}</NativeSelectOption>
          {niveaus.map((n) => (
            <NativeSelectOption key={n.nummer} value={n.nummer}>
              {t("niveauOptie", { niveau: n.label })}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
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
function PerIndicator({ data, opslag, leerlingId }: { data: EvaluatieRaster; opslag: Opslag; leerlingId: number | null }) {
  const t = useTranslations("planning.monitor");
  const perCel = useMemo(() => new Map(data.cellen.map((c) => [`${c.leerlingId}:${c.indicatorId}`, c])), [data]);
  const cel = celVan(data, opslag, perCel, () => "");
  const leerlingen = data.leerlingen.filter((l) => leerlingId === null || l.id === leerlingId);
  const waarde = new Map(data.niveaus.map((n) => [n.nummer, n.waarde]));
  const soorten = ["beheerst", "gedeeltelijk", "niet", "leeg"] as const;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t("tabs.PerIndicator")}</caption>
      <thead>
        <tr className="border-b text-left">
          <th scope="col" className="p-2">
            {t("perIndicator.niveau")}
          </th>
          <th scope="col" className="p-2">
            {t("competentie")}
          </th>
          {soorten.map((s) => (
            <th key={s} scope="col" className="p-2 text-right">
              <span aria-hidden="true">{t(`symbool.${s}`)} </span>
              {t(`legenda.${s}`)}
            </th>
          ))}
        </tr>
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

/**
 * Per pupil and domain: reached / expected and the percentage; pupils without a route marked.
 * Under each figure the forecast (issue 34): status, periods and interval, with its trend line or
 * its table; a filter keeps only pupils at risk in some domain, and per domain the count at risk.
 */
function PerLeerling({
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
      <div className="grid gap-1">
        <Label htmlFor={`${id}-weergave`}>{t("prognose.weergave")}</Label>
        <NativeSelect id={`${id}-weergave`} value={weergave} onChange={(e) => setWeergave(e.target.value)} wrapperClassName="w-36">
          <NativeSelectOption value="grafiek">{t("prognose.grafiek")}</NativeSelectOption>
          <NativeSelectOption value="tabel">{t("prognose.tabel")}</NativeSelectOption>
        </NativeSelect>
      </div>
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
            <tr className="border-b text-left">
              <th scope="col" className="p-2">
                {t("perLeerling.leerling")}
              </th>
              <th scope="col" className="p-2">
                {t("perLeerling.leerroute")}
              </th>
              {data.domeinen.map((d) => (
                <th key={d.id} scope="col" className="p-2">
                  {d.naam}
                </th>
              ))}
            </tr>
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
