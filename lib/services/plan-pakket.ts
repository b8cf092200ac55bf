import { leesRijen, type Tx } from "@/lib/db/client";
import { aantalTekst } from "@/lib/format";
import { Prisma } from "@/lib/generated/prisma/client";
import { alleVerwijzingen, heeftVerwijzingen, pakketFouten, verwijzingPatronen, type Definitie, type PakketInhoud, type PakketVerwijzingen, type WaardeFout } from "@/lib/templates";

/**
 * The learning-route package behind the plan-only item types (LR, OB, DOM, MON) of an OPP or a
 * pupil plan: the package the plan names, else the one of the pupil's newest learning route
 * (LeerlingLeerroute). Values store numbers within that package; the server checks here that
 * they exist in it, so a route or destination that is not there is a 400 naming the item.
 */

/** The pupil's newest learning route's package, as a nested select of the pupil. */
export const leerrouteVanLeerlingSelect = { select: { leerroutepakketId: true }, orderBy: { ingangsdatum: "desc" as const }, take: 1 } as const;

export function pakketVanPlan(eigen: number | null | undefined, leerroutes: readonly { leerroutepakketId: number }[]): number | null {
  return eigen ?? leerroutes[0]?.leerroutepakketId ?? null;
}

interface Rij {
  soort: keyof PakketInhoud;
  n: number;
}

/**
 * Issues for the values (by definition id, already shape-checked) that point at a route,
 * destination, domain or level the package does not have — one statement, none without references.
 */
export async function pakketVerwijzingFouten(client: Tx, pakketId: number | null, defs: readonly Definitie[], waarden: ReadonlyMap<number, unknown>): Promise<WaardeFout[]> {
  const v = alleVerwijzingen(defs, waarden);
  if (!heeftVerwijzingen(v)) return [];
  if (pakketId === null) return pakketFouten(defs, waarden, null);
  await pakketSlot(client, pakketId, "opslaan");
  const rijen = await leesRijen<Rij>(
    Prisma.sql`
    SELECT 'leerroutes' AS soort, nummer AS n FROM "Leerroute" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.leerroutes}::int[])
    UNION ALL SELECT 'uitstroombestemmingen', nummer FROM "Uitstroombestemming" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.uitstroombestemmingen}::int[])
    UNION ALL SELECT 'domeinen', id FROM "Domein" WHERE "leerroutepakketId" = ${pakketId} AND id = ANY(${v.domeinen}::int[])
    UNION ALL SELECT 'niveaus', nummer FROM "Niveau" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.niveaus}::int[])`,
    client,
  );
  const inhoud = { leerroutes: new Set<number>(), uitstroombestemmingen: new Set<number>(), domeinen: new Set<number>(), niveaus: new Set<number>() };
  for (const r of rijen) inhoud[r.soort].add(Number(r.n));
  return pakketFouten(defs, waarden, inhoud);
}

/**
 * Plan saves and deletes of what plan values may name (a route, domain or level) take turns on the
 * package row: a delete counted the values and then deleted, and a save committed in between
 * pointed at nothing. A save holds the row FOR SHARE from before its check until it commits (saves
 * do not wait for each other); a delete holds it FOR NO KEY UPDATE from before its count (foreign
 * key checks, FOR KEY SHARE, are not held up). A statement of its own: under READ COMMITTED the
 * check or count after it sees what the other committed while it waited.
 */
export async function pakketSlot(tx: Tx, pakketId: number, doel: "opslaan" | "verwijderen"): Promise<void> {
  if (doel === "opslaan") await leesRijen(Prisma.sql`SELECT 1 FROM "Leerroutepakket" WHERE id = ${pakketId} FOR SHARE`, tx);
  else await leesRijen(Prisma.sql`SELECT 1 FROM "Leerroutepakket" WHERE id = ${pakketId} FOR NO KEY UPDATE`, tx);
}

/** Stored plan values that point at one route, destination, domain or level: OPP items (every version) and pupil-plan values. */
export interface PlanWaarden {
  opp: number;
  leerlingplannen: number;
}

/** The pupil's newest learning route's package in SQL, as leerrouteVanLeerlingSelect picks it. */
const nieuwstePakket = (plan: string) =>
  Prisma.sql`(SELECT ll."leerroutepakketId" FROM "LeerlingLeerroute" ll WHERE ll."administratieNr" = ${Prisma.raw(plan)}."administratieNr" AND ll."leerlingId" = ${Prisma.raw(plan)}."leerlingId" ORDER BY ll.ingangsdatum DESC LIMIT 1)`;

/**
 * How many stored plan values point at number `nummer` of kind `wat` in the package, counted in
 * one statement: values of the plan-only types (verwijzingPatronen, jsonb containment) in plans
 * whose package (pakketVanPlan) is this one, in every administration that uses the package — a
 * value pointing at a deleted item could no longer be saved and prints as nothing. Pupil plans keep
 * MON as monitor lines (counted by the caller as monitorlijnen), not as values.
 */
export async function planWaardenNaar(tx: Tx, pakketId: number, wat: keyof PakketVerwijzingen, nummer: number): Promise<PlanWaarden> {
  const patronen = JSON.stringify(verwijzingPatronen(wat, nummer));
  const [r] = await leesRijen<PlanWaarden>(
    Prisma.sql`
    WITH p AS (SELECT e->>'soort' AS soort, e->'patroon' AS patroon FROM jsonb_array_elements(${patronen}::jsonb) e),
         gebruik AS (SELECT "administratieNr" FROM "AdministratieLeerroutepakket" WHERE "leerroutepakketId" = ${pakketId})
    SELECT
      (SELECT count(*)::int FROM gebruik g
         JOIN "OppTemplateDefinitie" d ON d."administratieNr" = g."administratieNr"
         JOIN p ON p.soort = d.soort::text
         JOIN "OntwikkelingsperspectiefItem" i ON i."administratieNr" = d."administratieNr" AND i."definitieId" = d.id AND i.waarde @> p.patroon
         JOIN "Ontwikkelingsperspectief" o ON o."administratieNr" = i."administratieNr" AND o.id = i."ontwikkelingsperspectiefId"
        WHERE COALESCE(o."leerroutepakketId", ${nieuwstePakket("o")}) = ${pakketId}) AS opp,
      (SELECT count(*)::int FROM gebruik g
         JOIN "LeerlingplanTemplateDefinitie" d ON d."administratieNr" = g."administratieNr" AND d.soort <> 'MON'
         JOIN p ON p.soort = d.soort::text
         JOIN "LeerlingplanWaarde" w ON w."administratieNr" = d."administratieNr" AND w."definitieId" = d.id AND w.waarde @> p.patroon
         JOIN "Leerlingplan" l ON l."administratieNr" = w."administratieNr" AND l.id = w."leerlingplanId"
        WHERE ${nieuwstePakket("l")} = ${pakketId}) AS leerlingplannen`,
    tx,
  );
  return { opp: r?.opp ?? 0, leerlingplannen: r?.leerlingplannen ?? 0 };
}

/** The parts of a 409 for values still pointing at an item ("2 waarden in ontwikkelingsperspectieven"), none when free. */
export function planWaardenTekst(t: PlanWaarden): string[] {
  const delen: string[] = [];
  if (t.opp) delen.push(aantalTekst(t.opp, "waarde in een ontwikkelingsperspectief", "waarden in ontwikkelingsperspectieven"));
  if (t.leerlingplannen) delen.push(aantalTekst(t.leerlingplannen, "waarde in een leerlingplan", "waarden in leerlingplannen"));
  return delen;
}
