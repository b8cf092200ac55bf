"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { celIndicatorenKort } from "./cel-indicatoren-data";
import type { CelIndicatorenView, CelLessenView, FaseOverzichtView, FaseView } from "@/lib/services/leerroutepakketfasen";

export interface CelRef {
  admnr: number;
  id: number;
  fase: number;
  lr: number;
  domein: number;
}

export function useFasen(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketFasen(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<FaseOverzichtView[]>(`/api/Leerroutepakketfasen/voorPakket/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function useFase(admnr: number, id: number, fase: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketFase(admnr, id, fase),
    queryFn: async ({ signal }) => (await api.getJson<FaseView>(`/api/Leerroutepakketfasen/${id}/${fase}`, { administratieNr: admnr, signal }))!,
    enabled,
  });
}

export function useCelIndicatoren({ admnr, id, fase, lr, domein }: CelRef) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketCel(admnr, id, fase, lr, domein, "indicatoren"),
    // The screen's own shape (cel-indicatoren-data.ts), as the page dehydrates it.
    queryFn: async ({ signal }) =>
      celIndicatorenKort((await api.getJson<CelIndicatorenView>(`/api/Leerroutepakketfasen/${id}/${fase}/${lr}/${domein}/indicatoren`, { administratieNr: admnr, signal }))!),
  });
}

export function useCelLessen({ admnr, id, fase, lr, domein }: CelRef) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketCel(admnr, id, fase, lr, domein, "lessen"),
    queryFn: async ({ signal }) => (await api.getJson<CelLessenView>(`/api/LesBundels/faseKoppelingen/${id}/${domein}/${fase}/${lr}`, { administratieNr: admnr, signal }))!,
  });
}

/** The body fields naming a cell in every write. */
export const celBody = (c: CelRef) => ({ leerroutepakketId: c.id, faseNummer: c.fase, leerrouteNummer: c.lr, domeinId: c.domein });
