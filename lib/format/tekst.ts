/** Text formatters (spec §9). Dutch casing rules: locale "nl-NL". */

type Tekst = string | null | undefined;

/** "a, b en c"; one item as is; none → "". Empty items are left out. */
export function formatLijst(items: readonly Tekst[], en = "en"): string {
  const gevuld = items.filter((item): item is string => typeof item === "string" && item !== "");
  if (gevuld.length <= 1) return gevuld[0] ?? "";
  return `${gevuld.slice(0, -1).join(", ")} ${en} ${gevuld[gevuld.length - 1]}`;
}

/** "1 leerling", "3 leerlingen": a count with the singular or plural noun. */
export function aantalTekst(n: number, enkel: string, meer: string): string {
  return `${n} ${n === 1 ? enkel : meer}`;
}

/** Trimmed text of an optional input field, null when nothing is left (what the database stores). */
export function schoonOfNull(tekst: Tekst): string | null {
  const t = tekst?.trim();
  return t ? t : null;
}

export function hoofdletters(tekst: Tekst): string {
  return (tekst ?? "").toLocaleUpperCase("nl-NL");
}

export function kleineLetters(tekst: Tekst): string {
  return (tekst ?? "").toLocaleLowerCase("nl-NL");
}

/**
 * First letter upper case, the rest untouched. The Dutch digraph "ij" is one letter: "ijsbeer" →
 * "IJsbeer" (not "Ijsbeer").
 */
export function eersteHoofdletter(tekst: Tekst): string {
  const t = tekst ?? "";
  if (/^ij/i.test(t)) return `IJ${t.slice(2)}`;
  // Code points, not UTF-16 units, so a leading astral character is not split.
  const [eerste = "", ...rest] = Array.from(t);
  return eerste.toLocaleUpperCase("nl-NL") + rest.join("");
}
