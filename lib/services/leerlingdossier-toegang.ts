import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { forbidden, notFound } from "@/lib/api/errors";
import { canRead, canWrite, Functiegebied, type PermissionObject } from "@/lib/permissions";
import { dag, geldtVoorLeerling, naamVan, vandaagIso } from "./leerling-gemeen";

/**
 * §6 for the pupil file (notes, dossier items, forms): who may read or write what is written
 * about one pupil, by the area's bits and where the pupil is (own group / own branch / all).
 * Another administration's pupil is simply not found (404); a pupil the user may not reach is 403.
 */

export type DossierGebied = typeof Functiegebied.Notities | typeof Functiegebied.Leerlingdossiers | typeof Functiegebied.Leerlingformulieren;
export type Toegang = "read" | "write";

const WAT: Record<DossierGebied, string> = {
  [Functiegebied.Notities]: "de notities",
  [Functiegebied.Leerlingdossiers]: "het dossier",
  [Functiegebied.Leerlingformulieren]: "de formulieren",
};

export const leerlingPlaatsSelect = {
  id: true,
  roepnaam: true,
  tussenvoegsel: true,
  achternaam: true,
  toewijzingen: { select: { groepNr: true, ingangsdatum: true, einddatum: true, groep: { select: { vestigingNr: true } } }, orderBy: { einddatum: "desc" as const } },
} as const;

export interface LeerlingPlaats {
  id: number;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  toewijzingen: { groepNr: number; ingangsdatum: Date; einddatum: Date; groep: { vestigingNr: number } }[];
}

/** Where a pupil lives for the rules: today's assignments, or else the latest (as leerlingObjecten). */
export function plaatsVan(l: Pick<LeerlingPlaats, "toewijzingen">) {
  const nu = dag(vandaagIso());
  const huidig = l.toewijzingen.filter((r) => r.ingangsdatum <= nu && r.einddatum >= nu);
  const gekozen = huidig.length > 0 ? huidig : l.toewijzingen.slice(0, 1);
  return { vestigingen: [...new Set(gekozen.map((r) => r.groep.vestigingNr))], groepNrs: gekozen.map((r) => r.groepNr) };
}

export function magOpLeerling(ctx: TenantContext, l: Pick<LeerlingPlaats, "toewijzingen">, gebied: DossierGebied, toegang: Toegang) {
  const check = toegang === "read" ? canRead : canWrite;
  return geldtVoorLeerling(plaatsVan(l), (o: PermissionObject) => check(ctx.permissions, gebied, o));
}

export function weiger(gebied: DossierGebied, toegang: Toegang) {
  return forbidden(`U mag ${WAT[gebied]} van [[deze leerling]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);
}

/** The pupil (one statement), checked for read or write in the area. */
export async function leerlingToegang(ctx: TenantContext, leerlingId: number, gebied: DossierGebied, toegang: Toegang, client: Tx | typeof db = db) {
  const l = await client.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
  if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
  if (!magOpLeerling(ctx, l, gebied, toegang)) throw weiger(gebied, toegang);
  return { id: l.id, naam: naamVan(l), plaats: l };
}

/** A group's object for the rules (group notes). */
export function groepObject(g: { nr: number; vestigingNr: number }): PermissionObject {
  return { vestigingNr: g.vestigingNr, groepNrs: [g.nr] };
}

export const auteurSelect = { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } } as const;
export const auteurNaam = (a: { roepnaam: string; tussenvoegsel: string | null; achternaam: string } | null) => (a ? naamVan(a) : null);

/** The author of a write: the signed-in person (an API key writes without an author). */
export const auteurVan = (ctx: TenantContext) => (ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null);
