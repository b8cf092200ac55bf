import type { MedewerkerFilter } from "@/lib/services/medewerkers";

/** Plain values shared by the staff pages (server) and their client components; their words are in messages/nl/beheer/gebruikers.json. */

export const MEDEWERKER_FILTERS: readonly MedewerkerFilter[] = ["actief", "gedeactiveerd", "alle"];

export function isMedewerkerFilter(v: unknown): v is MedewerkerFilter {
  return v === "actief" || v === "gedeactiveerd" || v === "alle";
}

export const MEDEWERKER_TABS = ["rollen", "vestigingen", "groepen", "lesbundels"] as const;
export type MedewerkerTabNaam = (typeof MEDEWERKER_TABS)[number];

export function isMedewerkerTab(tab: string): tab is MedewerkerTabNaam {
  return (MEDEWERKER_TABS as readonly string[]).includes(tab);
}

/** Geslacht 9/1/2/0 in the order of the choice list (spec §3: each gives its form of address). */
export const GESLACHTEN = [9, 1, 2, 0] as const;
