/**
 * Text search and name comparison in Prisma `where` clauses. Prisma passes a `contains` value into
 * ILIKE as it is, and `equals` with mode "insensitive" too, so "%" and "_" would act as wildcards
 * (`search=%` found every pupil, a tag named "%" was a duplicate of every tag) and a lone backslash
 * was an error: they are escaped here, with the backslash itself, so what the user typed is matched
 * literally. One helper for every search and every name compared; text in NFC, as it is stored
 * (lib/api/invoer.ts normalises bodies; a query value may still come in NFD).
 */
export function bevat(tekst: string) {
  return { contains: letterlijk(tekst), mode: "insensitive" as const };
}

/** The same name, case aside (the duplicate checks of Add and Edit calls): never a pattern. */
export function gelijkeNaam(naam: string) {
  return { equals: letterlijk(naam), mode: "insensitive" as const };
}

/** The same for hand-written SQL: `kolom ILIKE ${bevatPatroon(w)}` (backslash is ILIKE's escape). */
export function bevatPatroon(tekst: string): string {
  return `%${letterlijk(tekst)}%`;
}

function letterlijk(tekst: string): string {
  return tekst.normalize("NFC").replace(/[\\%_]/g, (t) => `\\${t}`);
}

/** The words of a search as a person types a name: "Achternaam, Roepnaam" or "Roepnaam Achternaam". */
export function zoekWoorden(search: string | undefined, max = 5): string[] {
  return (search ?? "").trim().split(/[\s,]+/).filter(Boolean).slice(0, max);
}
