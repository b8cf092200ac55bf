"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerrouteLijstView, LeerrouteView, TrajectenVanLeerrouteView, UitstroombestemmingKeuzeView } from "@/lib/services/leerroutes";

/** Query keys of the route screens: parts of the package, so a package invalidation refreshes them. */
export const leerrouteKeys = {
  lijst: (admnr: number, id: number) => queryKeys.leerroutepakketDeel(admnr, id, "leerroutes"),
  route: (admnr: number, id: number, lr: number) => queryKeys.leerroutepakketDeel(admnr, id, "leerroute", lr),
  uitstroombestemmingen: (admnr: number, id: number, lr: number) => queryKeys.leerroutepakketDeel(admnr, id, "leerroute", lr, "uitstroombestemmingen"),
  trajecten: (admnr: number, id: number, lr: number) => queryKeys.leerroutepakketDeel(admnr, id, "leerroute", lr, "trajecten"),
};

export function useLeerroutes(admnr: number, id: number) {
  return useQuery({
    queryKey: leerrouteKeys.lijst(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<LeerrouteLijstView[]>(`/api/Leerroutes/Leerroutepakket/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function useLeerroute(admnr: number, id: number, lr: number, enabled = true) {
  return useQuery({
    queryKey: leerrouteKeys.route(admnr, id, lr),
    queryFn: async ({ signal }) => (await api.getJson<LeerrouteView>(`/api/Leerroutes/Details/${id}/${lr}`, { administratieNr: admnr, signal }))!,
    enabled,
  });
}

export function useUitstroombestemmingKeuze(admnr: number, id: number, lr: number, enabled = true) {
  return useQuery({
    queryKey: leerrouteKeys.uitstroombestemmingen(admnr, id, lr),
    queryFn: async ({ signal }) => (await api.getJson<UitstroombestemmingKeuzeView[]>(`/api/Leerroutes/Uitstroombestemmingen/${id}/${lr}`, { administratieNr: admnr, signal })) ?? [],
    enabled,
  });
}

export function useTrajecten(admnr: number, id: number, lr: number, enabled = true) {
  return useQuery({
    queryKey: leerrouteKeys.trajecten(admnr, id, lr),
    queryFn: async ({ signal }) => (await api.getJson<TrajectenVanLeerrouteView>(`/api/Leerroutetrajecten/Leerroute/${id}/${lr}`, { administratieNr: admnr, signal }))!,
    enabled,
  });
}
