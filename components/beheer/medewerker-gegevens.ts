import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { MedewerkerDetails } from "@/lib/services/medewerkers";

/**
 * One staff member's details: shared by the details page and the edit form. In a module of its own
 * so the details page does not take the form (react-hook-form, zod) along (issue 27).
 */
export function useMedewerkerDetails(admnr: number, id: string) {
  return useQuery({
    enabled: id !== "",
    queryKey: queryKeys.medewerker(admnr, id),
    queryFn: ({ signal }) => api.getJson<MedewerkerDetails>(`/api/Medewerkers/Details/${id}`, { administratieNr: admnr, signal }),
  });
}
