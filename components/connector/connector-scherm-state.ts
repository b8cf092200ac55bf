"use client";

import { useMemo, useState } from "react";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { useImportInWachtrij, useVerbindingTesten, type Locatie, type Opslag, type Review, type Staat, type Team } from "./connector-scherm-data";

/**
 * What the connector screen remembers (connector-scherm.tsx): the connection test, a section's
 * message and running call, the choices in the location, team and review tables before they are
 * saved, and the import being followed. The calls are connector-scherm-data.ts.
 */

/** The connection test: running, and its outcome and message. */
export function useVerbindingTest(admnr: number) {
  const foutTekst = useFoutTekst();
  const testVerbinding = useVerbindingTesten(admnr);
  const [test, setTest] = useState<{ bezig: boolean; uitkomst?: Staat["verbinding"]; melding?: string | null }>({ bezig: false });
  async function testen() {
    setTest({ bezig: true });
    try {
      const r = await testVerbinding();
      setTest({ bezig: false, uitkomst: r.verbinding, melding: r.verbindingMelding });
    } catch (e) {
      setTest({ bezig: false, uitkomst: "fout", melding: foutTekst(e) });
    }
  }
  return { test, testen };
}

/**
 * A section's running call (`bezig`, by name) and its last message: `doe` runs a call, shows the
 * message `gelukt` gives for its answer (then runs `daarna`, the refresh), or the error's text.
 */
export function useActie<B extends string>() {
  const foutTekst = useFoutTekst();
  const [melding, setMelding] = useState<{ fout: boolean; tekst: string } | null>(null);
  const [bezig, setBezig] = useState<B | null>(null);
  async function doe<T>(naam: B, call: () => Promise<T>, gelukt: (r: T) => string, daarna?: () => Promise<unknown>) {
    setBezig(naam);
    setMelding(null);
    try {
      const r = await call();
      setMelding({ fout: false, tekst: gelukt(r) });
      await daarna?.();
    } catch (e) {
      setMelding({ fout: true, tekst: foutTekst(e) });
    } finally {
      setBezig(null);
    }
  }
  return { melding, setMelding, bezig, setBezig, doe };
}

type LocatieKeuze = { gekozen: boolean; vestigingNr: number | null };

/** The locations as shown: the list with the choices made on the screen since it loaded. */
export function useLocatieKeuze(lijst: readonly Locatie[] | null) {
  const [keuze, setKeuze] = useState<Record<string, LocatieKeuze>>({});
  const rijen = useMemo(() => (lijst ?? []).map((l) => ({ ...l, ...(keuze[l.externeId] ?? {}) })), [lijst, keuze]);
  const zet = (id: string, deel: Partial<LocatieKeuze>) =>
    setKeuze((k) => {
      const huidig = rijen.find((r) => r.externeId === id)!;
      return { ...k, [id]: { gekozen: huidig.gekozen, vestigingNr: huidig.vestigingNr, ...deel } };
    });
  return { rijen, zet };
}

/** The teams as shown: each with the group chosen on the screen, else its saved group. */
export function useTeamKeuze(teams: readonly Team[] | undefined) {
  const [keuze, setKeuze] = useState<Record<number, number | null>>({});
  const rijen = useMemo(() => (teams ?? []).map((x) => ({ ...x, groepNr: x.id in keuze ? keuze[x.id]! : x.groepNr })), [teams, keuze]);
  const kies = (teamId: number, groepNr: number | null) => setKeuze((k) => ({ ...k, [teamId]: groepNr }));
  return { rijen, kies };
}

/** The import being followed: queue one (full or since the last), its error, and the outcome once saved. */
export function useImportVolgen(admnr: number) {
  const foutTekst = useFoutTekst();
  const inWachtrij = useImportInWachtrij(admnr);
  const [importId, setImportId] = useState<number | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const [uitkomst, setUitkomst] = useState<Opslag | null>(null);
  const [volledig, setVolledig] = useState(false);
  async function wachtrij(soort: "Leerlingen" | "Medewerkers") {
    setFout(null);
    setUitkomst(null);
    try {
      const r = await inWachtrij(soort, volledig);
      setImportId(r.id);
    } catch (e) {
      setFout(foutTekst(e));
    }
  }
  return { importId, fout, uitkomst, setUitkomst, volledig, setVolledig, wachtrij };
}

/** The review's ticks: what the server proposed until the user changes it. */
export function useReviewKeuze(review: Review | undefined) {
  const [keuze, setKeuze] = useState<Set<string> | null>(null);
  const gekozen = useMemo(() => keuze ?? new Set((review?.items ?? []).filter((i) => i.gekozen).map((i) => i.sleutel)), [keuze, review]);
  return { gekozen, setKeuze };
}
