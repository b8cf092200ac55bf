import type { db, Tx } from "@/lib/db/client";
import { alleVerwijzingen, heeftVerwijzingen, pakketFouten, type Definitie, type PakketInhoud, type WaardeFout } from "@/lib/templates";

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
export async function pakketVerwijzingFouten(client: Tx | typeof db, pakketId: number | null, defs: readonly Definitie[], waarden: ReadonlyMap<number, unknown>): Promise<WaardeFout[]> {
  const v = alleVerwijzingen(defs, waarden);
  if (!heeftVerwijzingen(v)) return [];
  if (pakketId === null) return pakketFouten(defs, waarden, null);
  const rijen = await client.$queryRaw<Rij[]>`
    SELECT 'leerroutes' AS soort, nummer AS n FROM "Leerroute" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.leerroutes}::int[])
    UNION ALL SELECT 'uitstroombestemmingen', nummer FROM "Uitstroombestemming" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.uitstroombestemmingen}::int[])
    UNION ALL SELECT 'domeinen', id FROM "Domein" WHERE "leerroutepakketId" = ${pakketId} AND id = ANY(${v.domeinen}::int[])
    UNION ALL SELECT 'niveaus', nummer FROM "Niveau" WHERE "leerroutepakketId" = ${pakketId} AND nummer = ANY(${v.niveaus}::int[])`;
  const inhoud = { leerroutes: new Set<number>(), uitstroombestemmingen: new Set<number>(), domeinen: new Set<number>(), niveaus: new Set<number>() };
  for (const r of rijen) inhoud[r.soort].add(Number(r.n));
  return pakketFouten(defs, waarden, inhoud);
}
