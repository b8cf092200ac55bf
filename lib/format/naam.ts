import { eersteHoofdletter } from "./tekst";

/** Names and forms of address of people (spec §3). */

export interface NaamDelen {
  roepnaam?: string | null;
  tussenvoegsel?: string | null;
  achternaam?: string | null;
}

/** Spec §3: geslacht 1 is addressed as heer, 2 as mevrouw, anything else (0, 9, unknown) as heer/mevrouw. */
export function aanhef(geslacht: number | null | undefined): "heer" | "mevrouw" | "heer/mevrouw" {
  if (geslacht === 1) return "heer";
  if (geslacht === 2) return "mevrouw";
  return "heer/mevrouw";
}

function schoon(deel: string | null | undefined): string {
  return (deel ?? "").trim();
}

function verbind(...delen: string[]): string {
  return delen.filter((d) => d !== "").join(" ");
}

/** "Jan de Vries"; missing parts are skipped. */
export function volledigeNaam(naam: NaamDelen): string {
  return verbind(schoon(naam.roepnaam), schoon(naam.tussenvoegsel), schoon(naam.achternaam));
}

/**
 * Name for sorted lists: "Vries, Jan de". Dutch lists sort on the surname without its
 * tussenvoegsel, which moves behind the first name. Without a surname: "Jan de".
 */
export function sorteerNaam(naam: NaamDelen): string {
  const achternaam = schoon(naam.achternaam);
  const rest = verbind(schoon(naam.roepnaam), schoon(naam.tussenvoegsel));
  if (achternaam === "") return rest;
  return rest === "" ? achternaam : `${achternaam}, ${rest}`;
}

/**
 * Formal salutation of a letter, e.g. "Geachte mevrouw Visser" or "Geachte heer De Boer": the
 * tussenvoegsel starts with a capital when no first name comes before it (Dutch spelling rule).
 */
export function briefaanhef(m: { geslacht: number | null | undefined; tussenvoegsel?: string | null; achternaam: string }): string {
  const achternaam = [eersteHoofdletter((m.tussenvoegsel ?? "").trim()), m.achternaam.trim()].filter(Boolean).join(" ");
  return `Geachte ${aanhef(m.geslacht)} ${achternaam}`.trim();
}
