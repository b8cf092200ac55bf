import type { Sector } from "@/lib/generated/prisma/enums";

/**
 * Language codes (taalCode) of an administration. Pure: usable in server and client code.
 *
 * A taalCode is a language plus an optional sector variant: "nl" is the base (primary
 * education) and holds every key; "nl-so" is special education, "nl-zorg" care, "nl-bedrijf"
 * companies, "nl-kdv" childcare, "nl-mbo" vocational education, "nl-sport" sport. A variant's
 * files hold only the keys it overrides (mostly the word for pupil/teacher/branch).
 *
 * Resolution (spec §1, §9): the lower-cased taalCode, then the special-education variant
 * "nl-so", then "nl". So a variant inherits nl-so's wording for keys it does not override and
 * must override nl-so's SO-only terms itself where they don't fit. Unknown codes resolve as nl-so.
 *
 * These codes are NOT valid BCP 47 locales ("nl-kdv" throws in Intl, "nl-so" means Dutch in
 * Somalia): use `localeVoorTaalCode` for next-intl's locale and Intl formatting.
 */

export const FALLBACK_LANGUAGE = "nl";
/** The special-education variant every taalCode falls back to before nl (spec §1). */
export const SPECIAAL_ONDERWIJS_TAALCODE = "nl-so";

export const TAALCODES = ["nl", "nl-so", "nl-zorg", "nl-bedrijf", "nl-kdv", "nl-mbo", "nl-sport"] as const;
export type TaalCode = (typeof TAALCODES)[number];

export function isTaalCode(code: string): code is TaalCode {
  return (TAALCODES as readonly string[]).includes(code);
}

/** Default taalCode per sector (Prisma enum Sector); both care sectors share "nl-zorg". */
export const TAALCODE_PER_SECTOR: Readonly<Record<Sector, TaalCode>> = {
  PrimairOnderwijs: "nl",
  SpeciaalOnderwijs: "nl-so",
  ZorgKindEnJeugd: "nl-zorg",
  ZorgVolwassenen: "nl-zorg",
  Bedrijven: "nl-bedrijf",
  Kinderopvang: "nl-kdv",
  MiddelbaarBeroepsonderwijs: "nl-mbo",
  Sport: "nl-sport",
};

/** The taalCode a new administration of this sector gets; "nl" for an unknown sector. */
export function taalCodeVoorSector(sector: Sector | string | null | undefined): TaalCode {
  return (sector && TAALCODE_PER_SECTOR[sector as Sector]) || FALLBACK_LANGUAGE;
}

/**
 * Lower-cased, trimmed code ("NL-Zorg" → "nl-zorg", "nl_so" → "nl-so"), or null when it is not
 * shaped like a language code: 2-3 letters, then subtags of 1-8 letters/digits.
 */
export function normaliseerTaalCode(code: string | null | undefined): string | null {
  if (typeof code !== "string") return null;
  const genormaliseerd = code.trim().toLowerCase().replaceAll("_", "-");
  return /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(genormaliseerd) ? genormaliseerd : null;
}

/**
 * The codes to read messages from, most specific first: [taalCode, "nl-so", "nl"] without
 * duplicates, ending at nl (the complete base). A missing or malformed code starts at nl-so.
 */
export function taalCodeKeten(taalCode: string | null | undefined): string[] {
  const keten: string[] = [];
  for (const code of [normaliseerTaalCode(taalCode), SPECIAAL_ONDERWIJS_TAALCODE, FALLBACK_LANGUAGE]) {
    if (code === null || keten.includes(code)) continue;
    keten.push(code);
    if (code === FALLBACK_LANGUAGE) break;
  }
  return keten;
}

/** The BCP 47 locale for next-intl / Intl: the language part ("nl-zorg" → "nl"), else "nl". */
export function localeVoorTaalCode(taalCode: string | null | undefined): string {
  const taal = normaliseerTaalCode(taalCode)?.split("-")[0];
  return taal && isTaalCode(taal) ? taal : FALLBACK_LANGUAGE;
}
