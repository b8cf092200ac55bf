"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { dataUrl } from "@/lib/client/data-url";
import { queryKeys } from "@/lib/client/keys";
import type { LesDetailsView } from "@/lib/services/lesbundels";

/**
 * The lesson screen's data (les-screen.tsx): the lesson read, its sources' thumbnails, and the
 * calls that change it (save, link, unlink, delete, upload, add a link). No state and no layout:
 * les-screen-state.ts holds what a form remembers, the screen files lay it out.
 */

export type Bron = LesDetailsView["bronnen"][number];

/** Every change to a lesson or its sources refreshes the lesson bundles' reads. */
const lesbundelSleutels = (admnr: number) => [queryKeys.lesbundels(admnr)];

export function useLes(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.lesbundels(admnr, "les", id),
    queryFn: async ({ signal }) => (await api.getJson<LesDetailsView>(`/api/Lessen/Details/${id}`, { administratieNr: admnr, signal }))!,
  });
}

/** The thumbnail the server made of an image source, as a data URL (undefined without one). */
export function useBronThumbnail(admnr: number, bron: Bron): string | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "thumbnail", bron.id),
    enabled: bron.heeftThumbnail,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const blob = (await api.request<Blob>("GET", `/api/Lesbronnen/thumbnail/${bron.lesBundelId}/${bron.id}`, { administratieNr: admnr, signal, responseType: "blob" })).data;
      return blob ? dataUrl(blob) : null;
    },
  });
  return data ?? undefined;
}

export type LesVelden = { naam: string; omschrijving?: string | null; inhoud?: string | null; duurMinuten?: number | null };

/** Lessen/Update: name, description, duration and text. `opgeslagen` is the success message. */
export function useLesOpslaan(admnr: number, lesId: number, opgeslagen: string) {
  return useApiMutation({
    mutationFn: (v: LesVelden) => api.post("/api/Lessen/Update", { ...v, id: lesId }, { administratieNr: admnr }),
    success: opgeslagen,
    toastError: false,
    invalidate: lesbundelSleutels(admnr),
  });
}

/** The success messages of the source calls, by the source's name. */
export interface BronMeldingen {
  ontkoppeld: (naam: string) => string;
  gekoppeld: (naam: string) => string;
  verwijderd: (naam: string) => string;
}

/** Unlink a source from the lesson, link one of the bundle's other sources, delete a source. */
export function useBronMutaties(admnr: number, lesId: number, m: BronMeldingen) {
  const opties = { administratieNr: admnr };
  const invalidate = lesbundelSleutels(admnr);
  const ontkoppelen = useApiMutation({
    mutationFn: (b: Bron) => api.delete(`/api/Lessen/unlinkBron/${b.id}/${lesId}`, opties),
    success: (_r, b) => m.ontkoppeld(b.naam),
    invalidate,
  });
  const koppelen = useApiMutation({
    mutationFn: (b: Bron) => api.post("/api/Lessen/koppelBronnen", { lesId, lesbronIds: [b.id] }, opties),
    success: (_r, b) => m.gekoppeld(b.naam),
    invalidate,
  });
  const verwijderen = useApiMutation({
    mutationFn: (b: Bron) => api.delete(`/api/Lesbronnen/delete/${b.id}`, opties),
    success: (_r, b) => m.verwijderd(b.naam),
    toastError: false,
    invalidate,
  });
  return { ontkoppelen, koppelen, verwijderen };
}

/**
 * Opens a source: a link in a new tab; an inline file (PDF, image) in a new tab opened in the
 * click and filled when the file is there (popup blockers allow that); other files download.
 */
export async function openBron(admnr: number, b: Bron): Promise<void> {
  if (b.soort === "Link" && b.url) {
    window.open(b.url, "_blank", "noopener,noreferrer");
    return;
  }
  const opties = { administratieNr: admnr };
  const pad = `/api/Lesbronnen/openFile/${b.lesBundelId}/${b.id}`;
  if (b.inline) {
    const tab = window.open("", "_blank");
    const blob = (await api.request<Blob>("GET", pad, { ...opties, responseType: "blob" })).data;
    if (blob && tab) tab.location.href = URL.createObjectURL(blob);
  } else {
    await api.download(pad, { ...opties, fallbackFilename: b.bestandsnaam ?? b.naam });
  }
}

/** The multipart body of Lesbronnen/add: a file or a URL for this lesson, with an optional name. */
export function bronFormulier(les: LesDetailsView, bron: { file: File } | { url: string }, naam: string): FormData {
  const form = new FormData();
  form.append("lesBundelId", String(les.lesBundel.id));
  form.append("lesId", String(les.id));
  if ("url" in bron) form.append("url", bron.url.trim());
  if (naam.trim()) form.append("naam", naam.trim());
  if ("file" in bron) form.append("file", bron.file);
  return form;
}

/** Lesbronnen/add with a URL (a link source). `toegevoegd` is the success message by name. */
export function useLinkToevoegen(admnr: number, les: LesDetailsView, toegevoegd: (naam: string) => string) {
  return useApiMutation({
    mutationFn: async (v: { url: string; naam: string }) => (await api.post<Bron>("/api/Lesbronnen/add", bronFormulier(les, { url: v.url }, v.naam), { administratieNr: admnr })).data!,
    success: (b) => toegevoegd(b.naam),
    toastError: false,
    invalidate: lesbundelSleutels(admnr),
  });
}
