"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { z } from "zod";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { usePreference } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { sisLocatieAntwoord, type OMGEVINGEN } from "@/lib/schemas/connector";
import type { connectorAntwoord, connectorConfigAntwoord, connectorImportAntwoord, connectorLogAntwoord, connectorOpslaanAntwoord, connectorReviewAntwoord, sisTeamAntwoord } from "@/lib/schemas/connector";

/**
 * The connector screen's data (connector-scherm.tsx): every read and call of /api/Connector, as
 * queries, mutations and plain calls. No state and no layout: connector-scherm-state.ts holds
 * what the screen remembers, the connector-scherm*.tsx files lay it out.
 */

export type Staat = z.infer<typeof connectorAntwoord>;
export type Config = z.infer<typeof connectorConfigAntwoord>;
export type ImportStaat = z.infer<typeof connectorImportAntwoord>;
export type Review = z.infer<typeof connectorReviewAntwoord>;
export type Opslag = z.infer<typeof connectorOpslaanAntwoord>;
export type Logs = z.infer<typeof connectorLogAntwoord>;
export type Locatie = z.infer<typeof sisLocatieAntwoord>;
export type Team = z.infer<typeof sisTeamAntwoord>;
export type Omgeving = (typeof OMGEVINGEN)[number];

/** The refresh after a change: every connector read. */
export function useVernieuwConnector(admnr: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.connector(admnr) });
}

/** GetConnector: environment, certificates, last import (only for who manages the connector). */
export function useConnectorStaat(admnr: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "staat"),
    queryFn: async ({ signal }) => (await api.getJson<Staat>("/api/Connector/GetConnector", { administratieNr: admnr, signal }))!,
    enabled,
  });
}

/** GetConnector with ping: tests the connection; the answer replaces the cached state. */
export function useVerbindingTesten(admnr: number) {
  const qc = useQueryClient();
  return async () => {
    const r = (await api.get<Staat>("/api/Connector/GetConnector", { administratieNr: admnr, query: { ping: "true" } })).data!;
    qc.setQueryData(queryKeys.connector(admnr, "staat"), r);
    return r;
  };
}

/** GetConfig: the configuration (the settings form and the teams' save both start from it). */
export function useConnectorConfig(admnr: number) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "config"),
    queryFn: async ({ signal }) => (await api.getJson<Config>("/api/Connector/GetConfig", { administratieNr: admnr, signal }))!,
  });
}

/** PutConfig: the whole configuration (the answer is not read). */
export const slaConfigOp = (admnr: number, body: unknown) => api.request("PUT", "/api/Connector/PutConfig", { administratieNr: admnr, body, responseType: "blob" });

// Certificate: one per environment (`omgeving` in the query).

export const maakCsr = (admnr: number, omgeving: Omgeving, body: unknown) =>
  api.download("/api/Connector/CreateCSR", { administratieNr: admnr, method: "POST", body, query: { omgeving }, fallbackFilename: "leerroute.csr" });
export const vernieuwCsr = (admnr: number, omgeving: Omgeving) => api.download("/api/Connector/CreateCSRRenew", { administratieNr: admnr, query: { omgeving }, fallbackFilename: "leerroute.csr" });
export const uploadCertificaat = async (admnr: number, omgeving: Omgeving, certificaat: string) =>
  (await api.post<{ geldigTot: string; dagenGeldig: number }>("/api/Connector/UploadCertificate", { certificaat }, { administratieNr: admnr, query: { omgeving } })).data!;
export const verwijderCertificaat = (admnr: number, omgeving: Omgeving) =>
  api.download("/api/Connector/DeleteCertificate", { administratieNr: admnr, method: "DELETE", query: { omgeving }, fallbackFilename: "certificaat.pem" });

/**
 * GetLocaties, and the last list kept in the browser (spec §3: persistent): it shows at once on
 * the next visit and stays usable when the SIS cannot be reached. `lijst` is the fresh list, else
 * the kept one.
 */
export function useLocaties(admnr: number) {
  const query = useQuery({
    queryKey: queryKeys.connector(admnr, "locaties"),
    queryFn: async ({ signal }) => (await api.getJson<Locatie[]>("/api/Connector/GetLocaties", { administratieNr: admnr, signal }))!,
    retry: false,
  });
  const [bewaard, bewaar] = usePreference(admnr, "connectorLocaties");
  const bewaardeLijst = useMemo(() => {
    try {
      const r = sisLocatieAntwoord.array().safeParse(bewaard ? JSON.parse(bewaard) : null);
      return r.success ? r.data : null;
    } catch {
      return null;
    }
  }, [bewaard]);
  useEffect(() => {
    if (!query.data) return;
    const tekst = JSON.stringify(query.data);
    if (tekst !== bewaard) bewaar(tekst);
  }, [query.data, bewaard, bewaar]);
  return { query, bewaardeLijst, lijst: query.data ?? bewaardeLijst };
}

/** KiesLocatie: which locations to import and into which branch. */
export function useLocatiesOpslaan(admnr: number, locaties: () => Pick<Locatie, "externeId" | "naam" | "gekozen" | "vestigingNr">[], opgeslagen: string) {
  return useApiMutation({
    mutationFn: () => api.post("/api/Connector/KiesLocatie", { locaties: locaties().map((l) => ({ externeId: l.externeId, naam: l.naam, gekozen: l.gekozen, vestigingNr: l.vestigingNr })) }, { administratieNr: admnr }),
    invalidate: [queryKeys.connector(admnr)],
    success: opgeslagen,
  });
}

/** GetTeams: the SIS teams and the group each feeds. */
export function useTeams(admnr: number) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "teams"),
    queryFn: async ({ signal }) => (await api.getJson<Team[]>("/api/Connector/GetTeams", { administratieNr: admnr, signal }))!,
    retry: false,
  });
}

/** The teams are saved in the configuration: PutConfig with the current configuration and the chosen groups. */
export function useTeamsOpslaan(admnr: number, config: Config | undefined, teams: () => { id: number; naam: string; groepNr: number | null }[], opgeslagen: string) {
  return useApiMutation({
    mutationFn: () => {
      const c = config!;
      const body = {
        actief: c.actief,
        omgeving: c.omgeving,
        host: c.host,
        klantcode: c.klantcode,
        serverCa: c.serverCa,
        importeerLeerlingen: c.importeerLeerlingen,
        importeerMedewerkers: c.importeerMedewerkers,
        teams: teams().flatMap((x) => (x.groepNr ? [{ teamId: x.id, naam: x.naam, groepNr: x.groepNr }] : [])),
      };
      return slaConfigOp(admnr, body);
    },
    invalidate: [queryKeys.connector(admnr)],
    success: opgeslagen,
  });
}

/** Queue{Leerlingen,Medewerkers}Import: the new import (the logs refresh). */
export function useImportInWachtrij(admnr: number) {
  const qc = useQueryClient();
  return async (soort: "Leerlingen" | "Medewerkers", volledig: boolean) => {
    const r = (await api.get<ImportStaat>(`/api/Connector/Queue${soort}Import`, { administratieNr: admnr, query: volledig ? { volledig: "true" } : undefined })).data!;
    void qc.invalidateQueries({ queryKey: queryKeys.connector(admnr, "logs") });
    return r;
  };
}

/** Import: an import's state, asked every second until it is done or failed. */
export function useImportStaat(admnr: number, importId: number | null) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "import", importId ?? 0),
    queryFn: async () => (await api.post<ImportStaat>("/api/Connector/Import", { id: importId }, { administratieNr: admnr })).data!,
    enabled: importId !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === "Voltooid" || q.state.data.status === "Mislukt") ? false : 1000),
  });
}

/** KiesLeerlingen without choices: the review of an import (new, changed, unchanged), never cached. */
export function useReview(admnr: number, importId: number) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "review", importId),
    queryFn: async () => (await api.post<Review>(`/api/Connector/KiesLeerlingen/${importId}`, {}, { administratieNr: admnr })).data!,
    staleTime: 0,
    gcTime: 0,
  });
}

/** KiesLeerlingen with the choices, then Opslaan: the import saved (every connector read refreshes). */
export function useImportOpslaan(admnr: number, importId: number) {
  const vernieuw = useVernieuwConnector(admnr);
  return async (keuzes: string[]) => {
    await api.post(`/api/Connector/KiesLeerlingen/${importId}`, { keuzes }, { administratieNr: admnr });
    const r = (await api.post<Opslag>("/api/Connector/Opslaan", { id: importId }, { administratieNr: admnr })).data!;
    void vernieuw();
    return r;
  };
}

/** Logfiles: the last 20 imports' logs, every 5 seconds. */
export function useLogs(admnr: number) {
  return useQuery({
    queryKey: queryKeys.connector(admnr, "logs"),
    queryFn: async ({ signal }) => (await api.getJson<Logs>("/api/Connector/Logfiles", { administratieNr: admnr, query: { pageSize: 20 }, signal }))!,
    refetchInterval: 5000,
  });
}

export const downloadLog = (admnr: number, id: number) => api.download(`/api/Connector/DownloadLog/${id}`, { administratieNr: admnr, fallbackFilename: "koppeling.log" });
