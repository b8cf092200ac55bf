import type { MedewerkerFilter } from "@/lib/services/medewerkers";

/** Plain values shared by the staff pages (server) and their client components. */

export const MEDEWERKER_FILTERS: readonly { value: MedewerkerFilter; label: string }[] = [
  { value: "actief", label: "Actief" },
  { value: "gedeactiveerd", label: "Gedeactiveerd" },
  { value: "alle", label: "Alle" },
];

export function isMedewerkerFilter(v: unknown): v is MedewerkerFilter {
  return v === "actief" || v === "gedeactiveerd" || v === "alle";
}

export const MEDEWERKER_TABS = [
  { tab: "rollen", label: "Rollen" },
  { tab: "vestigingen", label: "Vestigingen" },
  { tab: "groepen", label: "Groepen" },
  { tab: "lesbundels", label: "Lesbundels" },
] as const;
export type MedewerkerTabNaam = (typeof MEDEWERKER_TABS)[number]["tab"];

export function isMedewerkerTab(tab: string): tab is MedewerkerTabNaam {
  return MEDEWERKER_TABS.some((t) => t.tab === tab);
}

/** Geslacht 0/1/2/9 and the form of address each gives (spec §3). */
export const GESLACHT_KEUZES = [
  { value: "9", label: "Niet gespecificeerd (heer/mevrouw)" },
  { value: "1", label: "Man (heer)" },
  { value: "2", label: "Vrouw (mevrouw)" },
  { value: "0", label: "Onbekend (heer/mevrouw)" },
] as const;
