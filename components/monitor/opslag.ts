"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { CelStatus, Score } from "./evaluatie-grid";

interface Wijziging {
  leerlingId: number;
  indicatorId: number;
  score: Score | null;
  volgnummer: number;
}

/**
 * Autosave of the grid: every keystroke becomes a local value at once; the pending cells go to
 * POST /api/Monitor together after a short pause (one transaction; the server keeps the last
 * write per cell). Each cell has its own state; a failed batch marks its cells "mislukt" and keeps
 * the typed value visible so the teacher can key it again. A cell typed again while its save is
 * under way stays pending with the newer value.
 */
export function useEvaluatieOpslag(admnr: number, sleutel: { schooljaar: string; periodeNummer: number; leerroutepakketId: number | null }) {
  const qc = useQueryClient();
  const [waarden, setWaarden] = useState<Map<string, Score | null>>(new Map());
  const [statussen, setStatussen] = useState<Map<string, CelStatus>>(new Map());
  const wachtrij = useRef(new Map<string, Wijziging>());
  const teller = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const laatste = useRef(new Map<string, number>());

  const zetStatus = (keys: string[], s: CelStatus) =>
    setStatussen((oud) => {
      const m = new Map(oud);
      for (const k of keys) m.set(k, s);
      return m;
    });

  const verstuur = useCallback(async () => {
    timer.current = null;
    const batch = [...wachtrij.current.values()];
    wachtrij.current.clear();
    if (!batch.length || sleutel.leerroutepakketId === null) return;
    const keys = batch.map((w) => `${w.leerlingId}:${w.indicatorId}`);
    try {
      await api.post(
        "/api/Monitor",
        { schooljaar: sleutel.schooljaar, periodeNummer: sleutel.periodeNummer, leerroutepakketId: sleutel.leerroutepakketId, evaluaties: batch.map(({ leerlingId, indicatorId, score }) => ({ leerlingId, indicatorId, score })) },
        { administratieNr: admnr },
      );
      // Only cells not typed again since this batch are "saved".
      zetStatus(
        keys.filter((k, i) => laatste.current.get(k) === batch[i]!.volgnummer),
        "opgeslagen",
      );
      void qc.invalidateQueries({ queryKey: queryKeys.monitor(admnr, "beheersing") });
    } catch {
      zetStatus(
        keys.filter((k, i) => laatste.current.get(k) === batch[i]!.volgnummer),
        "mislukt",
      );
    }
  }, [admnr, qc, sleutel.leerroutepakketId, sleutel.periodeNummer, sleutel.schooljaar]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void verstuur();
      }
    },
    [verstuur],
  );

  const zet = useCallback(
    (leerlingId: number, indicatorId: number, score: Score | null) => {
      const k = `${leerlingId}:${indicatorId}`;
      const volgnummer = ++teller.current;
      laatste.current.set(k, volgnummer);
      wachtrij.current.set(k, { leerlingId, indicatorId, score, volgnummer });
      setWaarden((oud) => new Map(oud).set(k, score));
      zetStatus([k], "opslaan");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void verstuur(), 350);
    },
    [verstuur],
  );

  return {
    /** The typed value of a cell (undefined: not typed here; null: cleared). */
    waarde: (leerlingId: number, indicatorId: number) => waarden.get(`${leerlingId}:${indicatorId}`),
    heeftWaarde: (leerlingId: number, indicatorId: number) => waarden.has(`${leerlingId}:${indicatorId}`),
    status: (leerlingId: number, indicatorId: number) => statussen.get(`${leerlingId}:${indicatorId}`),
    mislukt: [...statussen.values()].includes("mislukt"),
    zet,
  };
}

export type EvaluatieOpslag = ReturnType<typeof useEvaluatieOpslag>;
