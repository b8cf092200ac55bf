import { isoDatum } from "@/lib/schooljaar";

/**
 * The version rules of a development perspective (spec §4), pure: versie 0 is the Concept (no
 * date, key CONCEPT); established versions 1, 2, … carry their date, which is their key. The
 * picker shows the Concept first, then the established versions newest first; a request for an
 * unknown key is refused.
 */
export const CONCEPT_SLEUTEL = "CONCEPT";

export interface VersieBasis {
  versie: number;
  vastgesteldOp: Date | null;
}

export const sleutelVan = (v: VersieBasis) => (v.versie === 0 || !v.vastgesteldOp ? CONCEPT_SLEUTEL : isoDatum(v.vastgesteldOp));

/** Concept first, then the established versions newest first. */
export const versieVolgorde = (a: { versie: number }, b: { versie: number }) => (a.versie === 0 ? -1 : b.versie === 0 ? 1 : b.versie - a.versie);

/**
 * The version to show: the one asked for (by key), or without a key the Concept, else the newest
 * established one; null when there is none. `onbekend` when the key names no version.
 */
export function kiesVersie<V extends VersieBasis>(versies: readonly V[], gevraagd: string | undefined): { versie: V | null } | { onbekend: true } {
  const gesorteerd = [...versies].sort(versieVolgorde);
  if (gevraagd === undefined) return { versie: gesorteerd[0] ?? null };
  const v = gesorteerd.find((x) => sleutelVan(x) === gevraagd);
  return v ? { versie: v } : { onbekend: true };
}

/** The newest established version, or null ('Niet vastgesteld'). */
export function laatstVastgesteld<V extends VersieBasis>(versies: readonly V[]): V | null {
  return [...versies].filter((v) => v.versie > 0).sort((a, b) => b.versie - a.versie)[0] ?? null;
}

/** A new establishing date must lie after the last one (dates are the keys) and not in the future. */
export function vaststelDatumFout(nieuw: string, vorige: string | null, vandaag: string): string | null {
  if (vorige && nieuw <= vorige) return `kies een datum na de vorige vaststelling (${vorige})`;
  if (nieuw > vandaag) return "een OPP kan niet in de toekomst worden vastgesteld";
  return null;
}
