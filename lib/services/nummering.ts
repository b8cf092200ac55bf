import type { Tx } from "@/lib/db/client";

/**
 * Serialises writes of one kind within one administration for the rest of the transaction
 * (a Postgres advisory transaction lock on (kind, administratieNr)). Used where a number is
 * handed out as max + 1, and where a rule spans rows ("at least one administrator") and two
 * concurrent transactions could each see the other's rows as still there.
 */
export async function vergrendel(tx: Tx, soort: string, administratieNr: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${soort}), ${administratieNr}::int)`;
}

/** The next free number after `max` (null when there are no rows yet). */
export function volgendNummer(max: number | null | undefined): number {
  return (max ?? 0) + 1;
}

/** A name as stored: trimmed, inner runs of white space made one space. */
export function schoneNaam(naam: string): string {
  return naam.trim().replace(/\s+/g, " ");
}

/**
 * Order of names in lists: Dutch, case-insensitive, numbers by value ("Groep 9" before "Groep 10"),
 * independent of the database's collation.
 */
export function vergelijkNaam(a: { naam: string }, b: { naam: string }): number {
  return a.naam.localeCompare(b.naam, "nl", { numeric: true, sensitivity: "base" }) || a.naam.localeCompare(b.naam, "nl");
}
