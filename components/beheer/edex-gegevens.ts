"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { uploadMetVoortgang } from "@/lib/client/upload";
import type { EdexStap, ImportEdexAntwoord, OpslaanAntwoord, StapAntwoord } from "@/lib/services/edex";

/* The EDEX wizard's data: its steps and the calls behind them (edex-wizard.tsx holds the state, edex-stappen.tsx the layout). */

/** The six choices, each with its call (POST /api/Edex/Kies…). */
export const STAPPEN: { stap: EdexStap; pad: string }[] = [
  { stap: "vestigingen", pad: "KiesVestigingen" },
  { stap: "klassen", pad: "KiesKlassen" },
  { stap: "onderwijsgroepen", pad: "KiesOnderwijsgroepen" },
  { stap: "leerlingen", pad: "KiesLeerlingen" },
  { stap: "toewijzingen", pad: "KiesLeerlingtoewijzingen" },
  { stap: "medewerkers", pad: "KiesMedewerkers" },
];
export type EdexStapDef = (typeof STAPPEN)[number];
/** Every step of the wizard by its message key: the file, the six choices, saving. */
export const STAP_SLEUTELS = ["bestand", ...STAPPEN.map((s) => s.stap), "opslaan"] as const;

/** The example file (GET /api/Edex/Voorbeeld) as a download. */
export function useEdexVoorbeeld(admnr: number) {
  const t = useTranslations("beheer.import");
  return useApiMutation({
    mutationFn: () => api.download("/api/Edex/Voorbeeld", { administratieNr: admnr, fallbackFilename: "edex-voorbeeld.xml" }),
    success: (r) => t("edex.upload.voorbeeldKlaar", { bestand: r.filename ?? "edex-voorbeeld.xml" }),
    error: t("edex.upload.voorbeeldMislukt"),
  });
}

/** Uploading the file (POST /api/Edex/ImportEdex) with its progress; a refusal becomes one error text. */
export function useEdexUpload(admnr: number, onKlaar: (u: ImportEdexAntwoord) => void, onFout: (tekst: string) => void) {
  const t = useTranslations("beheer.import");
  const foutTekst = useFoutTekst();
  const [voortgang, setVoortgang] = useState(0);
  const upload = useApiMutation({
    mutationFn: (f: File) => {
      setVoortgang(0);
      const form = new FormData();
      form.append("bestand", f);
      return uploadMetVoortgang<ImportEdexAntwoord>("/api/Edex/ImportEdex", admnr, form, setVoortgang);
    },
    success: (u) => t("edex.upload.gelezen", { leerlingen: u.samenvatting.leerlingen, klassen: u.samenvatting.klassen, afgekeurd: u.samenvatting.afgekeurd }),
    toastError: false,
    onSuccess: (u) => onKlaar(u),
    onError: (e) => onFout(foutTekst(e, t("edex.upload.mislukt"))),
  });
  return { upload, voortgang };
}

/**
 * One choice step: its items as the server compares them (never cached: they depend on the
 * choices before), the chosen keys (the server's proposal until the user changes it) and
 * confirming them, which drops the later steps' answers.
 */
export function useEdexKeuzes(admnr: number, importId: number, def: EdexStapDef, onVerder: () => void) {
  const t = useTranslations("beheer.import");
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.edexStap(admnr, importId, def.stap),
    queryFn: async ({ signal }) => (await api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId }, { administratieNr: admnr, signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
  const [keuze, setKeuze] = useState<Set<string> | null>(null);
  const gekozen = useMemo(() => keuze ?? new Set((query.data?.items ?? []).filter((i) => i.gekozen).map((i) => i.sleutel)), [keuze, query.data]);
  const bevestig = useApiMutation({
    mutationFn: () => api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId, keuzes: [...gekozen] }, { administratieNr: admnr }),
    error: t("edex.kies.keuzeMislukt"),
    onSuccess: () => {
      // Later steps depend on this choice.
      qc.removeQueries({ queryKey: queryKeys.edex(admnr, importId) });
      onVerder();
    },
  });
  return { query, gekozen, setKeuze, bevestig };
}

/** Saving (POST /api/Edex/Opslaan) and, afterwards, the summary of what was skipped as a file. */
export function useEdexOpslaan(admnr: number, importId: number, onResultaat: (r: OpslaanAntwoord) => void) {
  const t = useTranslations("beheer.import");
  const opslaan = useApiMutation({
    mutationFn: async () => (await api.post<OpslaanAntwoord>("/api/Edex/Opslaan", { importId }, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.leerlingen(admnr), queryKeys.groepen(admnr)],
    success: t("edex.opslaan.opgeslagen"),
    error: t("edex.opslaan.mislukt"),
    onSuccess: (r) => onResultaat(r),
  });
  const samenvatting = useApiMutation({
    mutationFn: () => api.download("/api/Edex/Samenvatting", { administratieNr: admnr, query: { importId }, fallbackFilename: "edex-samenvatting.txt" }),
    success: (r) => t("edex.opslaan.samenvattingKlaar", { bestand: r.filename ?? "edex-samenvatting.txt" }),
    error: t("edex.opslaan.samenvattingMislukt"),
  });
  return { opslaan, samenvatting };
}
