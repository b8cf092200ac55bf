import { db, type Tx } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { isoDatum, OPEN_EINDDATUM_ISO, schooljaarGrenzen, toDatum, vandaagIso } from "@/lib/schooljaar";
import { volledigeNaam } from "@/lib/format";
import type { PermissionObject } from "@/lib/permissions";

/** A date-only value for Prisma. */
export function dag(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Parses an optional 'YYYY-MM-DD' field; 400 naming the field when it is not a real date. */
export function datumVeld(waarde: string | null | undefined, veld: string): Date | null {
  if (waarde === undefined || waarde === null || waarde === "") return null;
  const d = toDatum(waarde);
  if (!d) throw badRequest(`${veld}: '${waarde}' is geen geldige datum (jjjj-mm-dd).`, [{ path: `body.${veld}`, message: "geen geldige datum (jjjj-mm-dd)" }]);
  return d;
}

// Where the pupil services take "today" from (the Netherlands' date).
export { vandaagIso };

/** The school year's bounds (404 when the administration does not have it). */
export async function schooljaarBereik(ctx: TenantContext, schooljaar: string, client: Tx | typeof db = db) {
  const row = await client.schooljaar.findUnique({
    where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar } },
    select: { ingangsdatum: true, einddatum: true },
  });
  if (!row) throw notFound(`Schooljaar ${schooljaar}`);
  return { start: isoDatum(row.ingangsdatum), eind: isoDatum(row.einddatum) };
}

/** Today clamped into the school year: the day whose groups a list of that year shows. */
export function peildatum(bereik: { start: string; eind: string }): string {
  const nu = vandaagIso();
  return nu < bereik.start ? bereik.start : nu > bereik.eind ? bereik.eind : nu;
}

export function schooljaarBereikStandaard(schooljaar: string) {
  const g = schooljaarGrenzen(schooljaar);
  return { start: isoDatum(g.ingangsdatum), eind: isoDatum(g.einddatum) };
}

export const naamVan = (l: { roepnaam: string; tussenvoegsel: string | null; achternaam: string }) => volledigeNaam(l);

export function isOpen(iso: string) {
  return iso === OPEN_EINDDATUM_ISO;
}

/**
 * Where a pupil lives for the permission rules: the branches and groups of the assignments that
 * are current today, or when none is, of the latest assignment.
 */
export async function leerlingObjecten(ctx: TenantContext, leerlingIds: number[], client: Tx | typeof db = db) {
  const nu = dag(vandaagIso());
  const rows = await client.leerlingtoewijzing.findMany({
    where: { administratieNr: ctx.administratieNr, leerlingId: { in: leerlingIds } },
    select: { leerlingId: true, groepNr: true, ingangsdatum: true, einddatum: true, groep: { select: { vestigingNr: true } } },
    orderBy: { einddatum: "desc" },
  });
  const per = new Map<number, { vestigingen: number[]; groepNrs: number[] }>();
  for (const id of leerlingIds) per.set(id, objectVan(rows.filter((r) => r.leerlingId === id), nu));
  return per;
}

type ObjectToewijzing = { groepNr: number; ingangsdatum: Date; einddatum: Date; groep: { vestigingNr: number } };

/** A pupil's branches and groups for the §6 checks: today's assignments, else the latest one. */
function objectVan(eigen: ObjectToewijzing[], nu: Date) {
  const huidig = eigen.filter((r) => r.ingangsdatum <= nu && r.einddatum >= nu);
  const gekozen = huidig.length > 0 ? huidig : eigen.slice(0, 1);
  return { vestigingen: [...new Set(gekozen.map((r) => r.groep.vestigingNr))], groepNrs: gekozen.map((r) => r.groepNr) };
}

/**
 * One pupil's existence and §6 object in one statement (leerlingObjecten for a single pupil that
 * may not exist): null when the administration has no such pupil.
 */
export async function leerlingObject(ctx: TenantContext, leerlingId: number, client: Tx | typeof db = db) {
  const l = await client.leerling.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } },
    select: { toewijzingen: { select: { groepNr: true, ingangsdatum: true, einddatum: true, groep: { select: { vestigingNr: true } } }, orderBy: { einddatum: "desc" } } },
  });
  return l ? objectVan(l.toewijzingen, dag(vandaagIso())) : null;
}

/** True when the check holds for the pupil in any of its branches (or with none, for ReadAlle/WriteAlle). */
export function geldtVoorLeerling(obj: { vestigingen: number[]; groepNrs: number[] } | undefined, check: (o: PermissionObject) => boolean): boolean {
  const o = obj ?? { vestigingen: [], groepNrs: [] };
  if (o.vestigingen.length === 0) return check({ vestigingNr: null, groepNrs: o.groepNrs });
  return o.vestigingen.some((v) => check({ vestigingNr: v, groepNrs: o.groepNrs }));
}
