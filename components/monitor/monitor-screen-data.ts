"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { beheersingPerLeerling, competentieBeheersingPerLeerling, EvaluatieRaster } from "@/lib/schemas/monitor";
import type { Prognose } from "./prognose";
import type { MonitorTab } from "./tabs";

/**
 * The monitor screen's data (monitor-screen.tsx): the reads of /api/Observaties and /api/Monitor
 * for the chosen package, group, period and competency. No state and no layout:
 * monitor-screen-state.ts holds the choices, the monitor-*.tsx files lay them out; the grid's
 * autosave is opslag.ts.
 */

export type Beheersing = z.output<typeof beheersingPerLeerling>;
export type Competentie = z.output<typeof competentieBeheersingPerLeerling>;

/**
 * The tab's reads. `basis` is `{schooljaar}/{periode}/{pakket}/{groep}` (null: no package or group
 * to show); the grid and its levels for the competency tabs, mastery and forecast per pupil for
 * PerLeerling.
 */
export function useMonitorGegevens(admnr: number, basis: string | null, competentie: { id: number; domeinId: number } | null, tab: MonitorTab) {
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
  return { raster, niveau, perLeerling, prognose };
}
