import { aanhef, eersteHoofdletter } from "@/lib/format";

/**
 * Formal salutation of a letter, e.g. "Geachte mevrouw Visser" or "Geachte heer De Boer": the
 * tussenvoegsel starts with a capital when no first name comes before it (Dutch spelling rule).
 */
export function briefaanhef(m: { geslacht: number | null | undefined; tussenvoegsel?: string | null; achternaam: string }): string {
  const achternaam = [eersteHoofdletter((m.tussenvoegsel ?? "").trim()), m.achternaam.trim()].filter(Boolean).join(" ");
  return `Geachte ${aanhef(m.geslacht)} ${achternaam}`.trim();
}
