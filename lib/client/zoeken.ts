/**
 * Matching a search term the way people type it (pure): case and accents ignored ("cliënt" finds
 * "Client"), punctuation ignored, and every word must occur somewhere, in any order — so
 * "Jansen, Piet", "piet jansen" and "jans" all find Piet Jansen however the list shows names.
 */
export function zoekNormaal(tekst: string): string {
  return tekst
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("nl")
    .replace(/[^\p{L}\p{N}@.\-']+/gu, " ")
    .trim();
}

export function zoekWoorden(zoek: string): string[] {
  return zoekNormaal(zoek).split(" ").filter(Boolean);
}

/** True when every word of `zoek` occurs in `tekst` (an empty search matches everything). */
export function komtOvereen(tekst: string, zoek: string): boolean {
  const woorden = zoekWoorden(zoek);
  if (woorden.length === 0) return true;
  const hooiberg = zoekNormaal(tekst);
  return woorden.every((w) => hooiberg.includes(w));
}
