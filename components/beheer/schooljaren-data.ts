"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { SchooljaarView } from "@/lib/services/schooljaren";

/**
 * The administration's school years (GET /api/Schooljaren). In a module of its own: the importer
 * and the export screen take it without importing the school-year screen (and shipping its
 * messages, issue 27).
 */
export function useSchooljaren(admnr: number) {
  return useQuery({
    queryKey: queryKeys.schooljaren(admnr),
    queryFn: async ({ signal }) => (await api.getJson<SchooljaarView[]>("/api/Schooljaren", { administratieNr: admnr, signal })) ?? [],
  });
}
