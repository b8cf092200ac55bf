/**
 * Text search in Prisma `where` clauses. Prisma passes a `contains` value into ILIKE as it is, so
 * "%" and "_" would act as wildcards (`search=%` found every pupil): they are escaped here, with
 * the backslash itself, so what the user types is matched literally. One helper for every search.
 */
export function bevat(tekst: string) {
  return { contains: letterlijk(tekst), mode: "insensitive" as const };
}

/** The same for hand-written SQL: `kolom ILIKE ${bevatPatroon(w)}` (backslash is ILIKE's escape). */
export function bevatPatroon(tekst: string): string {
  return `%${letterlijk(tekst)}%`;
}

function letterlijk(tekst: string): string {
  return tekst.replace(/[\\%_]/g, (t) => `\\${t}`);
}

/** The words of a search as a person types a name: "Achternaam, Roepnaam" or "Roepnaam Achternaam". */
export function zoekWoorden(search: string | undefined, max = 5): string[] {
  return (search ?? "").trim().split(/[\s,]+/).filter(Boolean).slice(0, max);
}
