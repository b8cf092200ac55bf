"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { foutTekst } from "@/lib/client/fout";
import { queryKeys } from "@/lib/client/keys";
import type {
  CompetentieniveauView,
  CompetentieView,
  DomeinView,
  LeerroutepakketView,
  NiveauView,
  StroomplanView,
} from "@/lib/services/leerroutepakketten";
import { naarRaster } from "./stroomplan-raster";

export type DomeinDetailsView = { id: number; leerroutepakketId: number; naam: string; code: string | null; volgnummer: number; competenties: (Omit<CompetentieView, "domeinNaam">)[] };
export type CompetentieDetailsView = {
  id: number;
  leerroutepakketId: number;
  naam: string;
  volgnummer: number;
  domeinId: number;
  domeinNaam: string;
  niveaus: { niveauNummer: number; waarde: string; label: string; beschreven: boolean; omschrijving: string | null; aantalIndicatoren: number }[];
};
export type NiveauMetAantal = NiveauView & { aantalIndicatoren: number };

export function usePakketten(admnr: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketten(admnr),
    queryFn: async ({ signal }) => (await api.getJson<LeerroutepakketView[]>("/api/Leerroutepakketten", { administratieNr: admnr, signal })) ?? [],
  });
}

export function usePakket(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakket(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<LeerroutepakketView>(`/api/Leerroutepakketten/details/${id}`, { administratieNr: admnr, signal }))!,
  });
}

export function useStroomplan(admnr: number, id: number, domeinId: number | null) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "stroomplan", domeinId),
    // The grid's own shape (stroomplan-raster.ts), the same the server page dehydrates.
    queryFn: async ({ signal }) =>
      naarRaster((await api.getJson<StroomplanView>(`/api/Niveaus/stroomplan/${id}`, { administratieNr: admnr, query: { domeinId: domeinId ?? undefined }, signal }))!),
  });
}

export function useDomeinen(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "domeinen"),
    queryFn: async ({ signal }) => (await api.getJson<DomeinView[]>(`/api/Leerroutepakketten/Domeinen/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function useCompetenties(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "competenties"),
    queryFn: async ({ signal }) => (await api.getJson<CompetentieView[]>(`/api/Competenties/Leerroutepakket/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function useNiveaus(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "niveaus"),
    queryFn: async ({ signal }) => (await api.getJson<NiveauMetAantal[]>(`/api/Niveaus/Leerroutepakket/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function useDomein(admnr: number, id: number, domeinId: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "domein", domeinId),
    queryFn: async ({ signal }) => (await api.getJson<DomeinDetailsView>(`/api/Domeinen/details/${id}/${domeinId}`, { administratieNr: admnr, signal }))!,
  });
}

export function useCompetentie(admnr: number, id: number, compId: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "competentie", compId),
    queryFn: async ({ signal }) => (await api.getJson<CompetentieDetailsView>(`/api/Competenties/details/${id}/${compId}`, { administratieNr: admnr, signal }))!,
  });
}

export function useCompetentieniveau(admnr: number, id: number, compId: number, niveau: number) {
  return useQuery({
    queryKey: queryKeys.leerroutepakketDeel(admnr, id, "competentieniveau", compId, niveau),
    queryFn: async ({ signal }) =>
      (await api.getJson<CompetentieniveauView>(`/api/Competentieniveaus/details/${id}/${compId}/${niveau}`, { administratieNr: admnr, signal }))!,
  });
}

/** The text of a failed call (lib/client/fout.ts): the server's message, else `standaard`. */
export function foutmelding(e: unknown, standaard: string): string {
  return foutTekst(e, standaard);
}

/**
 * A write on a package (useApiMutation): the toast `gelukt` on success, every part of the package
 * and the package list refreshed. `mislukt` is the error toast's fallback text (default: the kit's);
 * false shows no error toast, for callers that show the error themselves (ConfirmDelete, inline).
 */
export function usePakketMutatie<V>(admnr: number, _id: number, fn: (v: V) => Promise<unknown>, gelukt: (v: V) => string, mislukt?: string | false) {
  return useApiMutation<unknown, V>({
    mutationFn: fn,
    success: (_r, v) => gelukt(v),
    error: mislukt || undefined,
    toastError: mislukt !== false,
    // The package list's key is the prefix of every key of every package (_id: all of them).
    invalidate: [queryKeys.leerroutepakketten(admnr)],
  });
}
