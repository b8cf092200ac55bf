import { dagNummer, vandaagIso, type DatumInput } from "@/lib/schooljaar";

/** Spec §9: an age counts months of 30.4375 days (365.25 / 12), the average month over a leap cycle. */
export const GEMIDDELDE_MAAND_DAGEN = 30.4375;

export interface Leeftijd {
  jaren: number;
  maanden: number;
}

/**
 * Age on `peildatum` (default: today in the Netherlands) as whole years and remaining months,
 * months = floor(days / 30.4375). Because the month is an average, the age can turn a day late:
 * exactly one (non-leap) year is 365 days = 11.99 months, so 0,11; a span holding 29 February
 * (366 days) is 1,0. Null for a missing or invalid birth date, or one after `peildatum`.
 */
export function leeftijd(
  geboortedatum: DatumInput | null | undefined,
  peildatum: DatumInput = vandaagIso(),
): Leeftijd | null {
  const geboren = dagNummer(geboortedatum);
  const peil = dagNummer(peildatum);
  if (geboren === null || peil === null || peil < geboren) return null;
  const dagen = peil - geboren;
  const maanden = Math.floor(dagen / GEMIDDELDE_MAAND_DAGEN);
  return { jaren: Math.floor(maanden / 12), maanden: maanden % 12 };
}

/** "9,4" (years,months); "0,7" under a year; "" when the age is unknown. */
export function formatLeeftijd(geboortedatum: DatumInput | null | undefined, peildatum?: DatumInput): string {
  const l = leeftijd(geboortedatum, peildatum);
  return l ? `${l.jaren},${l.maanden}` : "";
}
