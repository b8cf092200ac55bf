"use client";

import { useUrlState } from "@/components/kit/url-state";
import type { MonitorKeuzes } from "@/lib/services/monitor";
import type { PrognoseWeergave } from "./prognose";

/**
 * What the monitor screen remembers (monitor-screen.tsx): the searches of spec §2, kept in the URL
 * so Back, reload and a shared link show the same grid, and what they choose among the page's
 * options. A choice that narrows another resets it (a new group forgets the pupil, a new package
 * the competency). The reads are monitor-screen-data.ts.
 */

/** A whole number from the URL, or null. */
export const getal = (s: string) => (/^[0-9]{1,9}$/.test(s) ? Number(s) : null);

export function useMonitorKeuzes(keuzes: MonitorKeuzes) {
  const heeftEigen = keuzes.groepen.some((g) => g.eigen);
  const [filter, setFilter] = useUrlState("filter", heeftEigen ? "Eigen" : "Alle");
  const [pakketS, setPakket] = useUrlState("leerroutepakket");
  const [vestigingS, setVestiging] = useUrlState("vestiging");
  const [groepS, setGroep] = useUrlState("groep");
  const [vakgebiedS, setVakgebied] = useUrlState("vakgebied");
  const [competentieS, setCompetentie] = useUrlState("competentie");
  const [leerlingS, setLeerling] = useUrlState("leerling");
  const [niveau, setNiveau] = useUrlState("niveau");
  const [risicoS, setRisico] = useUrlState("risico");
  const [weergaveS, setWeergave] = useUrlState("prognose", "grafiek");

  const pakket = keuzes.pakketten.find((p) => p.id === getal(pakketS)) ?? keuzes.pakketten[0] ?? null;
  const vestigingNr = getal(vestigingS);
  const groepen = keuzes.groepen.filter((g) => (filter !== "Eigen" || g.eigen) && (vestigingNr === null || g.vestigingNr === vestigingNr));
  const groep = groepen.find((g) => g.nr === getal(groepS)) ?? groepen[0] ?? null;
  const vakgebied = keuzes.vakgebieden.find((v) => v.nr === getal(vakgebiedS)) ?? null;
  const competenties = (pakket?.competenties ?? []).filter((c) => !vakgebied || vakgebied.competenties.some((x) => x.pakketId === pakket?.id && x.id === c.id));
  const competentie = competenties.find((c) => c.id === getal(competentieS)) ?? competenties[0] ?? null;

  return {
    filter,
    kiesFilter: (v: string) => {
      setFilter(v);
      setGroep("");
    },
    pakket,
    kiesPakket: (v: string) => {
      setPakket(v);
      setCompetentie("");
    },
    vestigingNr,
    kiesVestiging: (v: string) => {
      setVestiging(v);
      setGroep("");
    },
    /** The groups the filter and the branch leave. */
    groepen,
    groep,
    kiesGroep: (v: string) => {
      setGroep(v);
      setLeerling("");
    },
    vakgebied,
    kiesVakgebied: (v: string) => {
      setVakgebied(v);
      setCompetentie("");
    },
    /** The package's competencies in the chosen subject area. */
    competenties,
    competentie,
    kiesCompetentie: (v: string) => {
      setCompetentie(v);
      setNiveau("");
    },
    leerlingId: getal(leerlingS),
    kiesLeerling: setLeerling,
    /** The grid's levels: "" the window around the expected level, "alle", or a level's number. */
    niveau,
    kiesNiveau: setNiveau,
    alleenRisico: risicoS === "1",
    kiesAlleenRisico: (aan: boolean) => setRisico(aan ? "1" : ""),
    weergave: (weergaveS === "tabel" ? "tabel" : "grafiek") as PrognoseWeergave,
    kiesWeergave: setWeergave,
  };
}

export type MonitorKeuzeStaat = ReturnType<typeof useMonitorKeuzes>;
