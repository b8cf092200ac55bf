import { db, leesRijen, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import { badRequest, conflict, notFound, type FieldIssue } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { formatLijst, sorteerNaam, volledigeNaam } from "@/lib/format";
import { loadNamespace } from "@/lib/i18n";
import {
  ALL_BITS,
  ALLE_FUNCTIEGEBIEDEN,
  Bits,
  defaultRolPermissies,
  FUNCTIEGEBIED_LABELS,
  Functiegebied,
  functiegebiedNaam,
  type Functiegebied as FunctiegebiedNummer,
} from "@/lib/permissions";
import { schoneNaam, vergelijkNaam, vergrendel } from "./nummering";

/**
 * Roles (rollen) of an administration: a name and a bit mask per function area (spec §6). Path
 * ids `{id}` of the Rollen calls are the role id, unique within the administration.
 */

export const GEEN_BEHEERDER_MELDING =
  "Dit kan niet: daarna heeft geen enkele actieve medewerker nog het recht om gebruikers te beheren (Gebruikers – Beheren). Een administratie heeft altijd minstens één beheerder nodig.";

/** Advisory-lock name shared by every change that can take away the last administrator (roles and staff). */
export const BEHEERDERS_SLOT = "beheerders";

/** Active staff members holding Gebruikers Manage through any of their roles. */
export async function telBeheerders(tx: Tx, administratieNr: number): Promise<number> {
  const rows = await leesRijen<{ n: number }>(
    Prisma.sql`
    SELECT count(DISTINCT m."gebruikerId")::int AS n
    FROM "Medewerker" m
    JOIN "MedewerkerRol" mr ON mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId"
    JOIN "RolPermissie" rp ON rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
    WHERE m."administratieNr" = ${administratieNr} AND m.actief
      AND rp.functiegebied = ${Functiegebied.Gebruikers} AND (rp.bits & ${Bits.Manage}) <> 0`,
    tx,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Runs `werk` in one transaction and refuses it (409, rolled back) when the administration had an
 * active staff member with Gebruikers Manage before and none after: no administration without an
 * administrator. Writes of this kind are serialised per administration, so two changes that each
 * leave one administrator cannot together leave none. Also for staff deactivation and removal.
 */
export async function metBeheerderBewaking<T>(administratieNr: number, werk: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await vergrendel(tx, BEHEERDERS_SLOT, administratieNr);
    const voor = await telBeheerders(tx, administratieNr);
    const uitkomst = await werk(tx);
    if (voor > 0 && (await telBeheerders(tx, administratieNr)) === 0) throw conflict(GEEN_BEHEERDER_MELDING);
    return uitkomst;
  });
}

async function toegestaneGebieden(ctx: TenantContext): Promise<FunctiegebiedNummer[]> {
  const a = await db.administratie.findUniqueOrThrow({ where: { administratieNr: ctx.administratieNr }, select: { functiegebieden: true } });
  return ALLE_FUNCTIEGEBIEDEN.filter((f) => a.functiegebieden.includes(f));
}

async function labels(ctx: TenantContext): Promise<(f: FunctiegebiedNummer) => string> {
  const berichten = await loadNamespace(ctx.taalCode || "nl", "permissies");
  const namen = (berichten.functiegebieden ?? {}) as Record<string, unknown>;
  return (f) => {
    const tekst = namen[functiegebiedNaam(f) ?? ""];
    return typeof tekst === "string" ? tekst : FUNCTIEGEBIED_LABELS[f];
  };
}

/** The administration's allowed function areas in number order, with their Dutch labels (permissies namespace). */
export async function listAllowedFunctiegebieden(ctx: TenantContext) {
  const [gebieden, label] = await Promise.all([toegestaneGebieden(ctx), labels(ctx)]);
  return gebieden.map((f) => ({ functiegebied: f, naam: functiegebiedNaam(f)!, label: label(f) }));
}
export type FunctiegebiedView = Awaited<ReturnType<typeof listAllowedFunctiegebieden>>[number];

/** All roles, sorted by name, with how many staff members and API keys hold each. */
export async function listRollen(ctx: TenantContext) {
  const rows = await db.rol.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { id: true, naam: true, _count: { select: { medewerkers: true, apiKeys: true } } },
    orderBy: [{ naam: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({ id: r.id, naam: r.naam, aantalMedewerkers: r._count.medewerkers, aantalApiKeys: r._count.apiKeys })).sort(vergelijkNaam);
}
export type RolLijstItem = Awaited<ReturnType<typeof listRollen>>[number];

/** One role with its bits for every allowed area (0 when none is stored). */
export async function getRol(ctx: TenantContext, id: number) {
  const rol = await db.rol.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } },
    select: {
      id: true,
      naam: true,
      permissies: { select: { functiegebied: true, bits: true } },
      _count: { select: { medewerkers: true, apiKeys: true } },
    },
  });
  if (!rol) throw notFound(`Rol ${id}`);
  const gebieden = await listAllowedFunctiegebieden(ctx);
  const bits = new Map(rol.permissies.map((p) => [p.functiegebied, p.bits]));
  return {
    id: rol.id,
    naam: rol.naam,
    aantalMedewerkers: rol._count.medewerkers,
    aantalApiKeys: rol._count.apiKeys,
    permissies: gebieden.map((g) => ({ ...g, bits: bits.get(g.functiegebied) ?? 0 })),
  };
}
export type RolView = Awaited<ReturnType<typeof getRol>>;

async function vindRol(client: Pick<Tx, "rol">, ctx: TenantContext, id: number) {
  const rol = await client.rol.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select: { id: true, naam: true } });
  if (!rol) throw notFound(`Rol ${id}`);
  return rol;
}

/** The staff members holding a role, sorted by surname. */
export async function getRolMedewerkers(ctx: TenantContext, id: number) {
  await vindRol(db, ctx, id);
  const rows = await db.medewerkerRol.findMany({
    where: { administratieNr: ctx.administratieNr, rolId: id },
    select: {
      medewerker: { select: { gebruikerId: true, roepnaam: true, tussenvoegsel: true, achternaam: true, actief: true, gebruiker: { select: { email: true } } } },
    },
  });
  return rows.map(({ medewerker }) => medewerkerOut(medewerker)).sort((a, b) => a.sorteerNaam.localeCompare(b.sorteerNaam, "nl"));
}

function medewerkerOut(m: { gebruikerId: string; roepnaam: string; tussenvoegsel: string | null; achternaam: string; actief: boolean; gebruiker: { email: string | null } }) {
  return { id: m.gebruikerId, naam: volledigeNaam(m), sorteerNaam: sorteerNaam(m), email: m.gebruiker.email, actief: m.actief };
}
export type RolMedewerker = ReturnType<typeof medewerkerOut>;

/** Every staff member of the administration (active and deactivated), for choosing a role's members. */
export async function listMedewerkerKeuze(ctx: TenantContext) {
  const rows = await db.medewerker.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { gebruikerId: true, roepnaam: true, tussenvoegsel: true, achternaam: true, actief: true, gebruiker: { select: { email: true } } },
  });
  return rows.map(medewerkerOut).sort((a, b) => a.sorteerNaam.localeCompare(b.sorteerNaam, "nl"));
}

async function naamVrij(client: Pick<Tx, "rol">, ctx: TenantContext, naam: string, behalveId?: number) {
  const dubbel = await client.rol.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveId ? { NOT: { id: behalveId } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een rol met de naam '${dubbel.naam}'.`);
}

export interface PermissieInput {
  functiegebied: number;
  bits: number;
}

/** Each area allowed for the administration and named once; bits 0..127 (every OR of the §6 bits). */
function checkPermissies(permissies: PermissieInput[], toegestaan: readonly number[]) {
  const issues: FieldIssue[] = [];
  const gezien = new Set<number>();
  permissies.forEach((p, i) => {
    if (!toegestaan.includes(p.functiegebied))
      issues.push({ path: `body.permissies.${i}.functiegebied`, message: `functiegebied ${p.functiegebied} (${functiegebiedNaam(p.functiegebied) ?? "onbekend"}) is niet toegestaan in deze administratie` });
    else if (gezien.has(p.functiegebied)) issues.push({ path: `body.permissies.${i}.functiegebied`, message: `functiegebied ${p.functiegebied} staat er meer dan één keer in` });
    gezien.add(p.functiegebied);
    if (!Number.isInteger(p.bits) || p.bits < 0 || p.bits > ALL_BITS)
      issues.push({ path: `body.permissies.${i}.bits`, message: `moet een combinatie van de rechtenbits zijn (0 tot en met ${ALL_BITS})` });
  });
  if (issues.length) throw badRequest(`Ongeldige rechten: ${issues[0]!.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}`, issues);
}

async function schrijfPermissies(tx: Tx, administratieNr: number, rolId: number, permissies: PermissieInput[]) {
  for (const { functiegebied, bits } of permissies) {
    if (bits === 0) await tx.rolPermissie.deleteMany({ where: { administratieNr, rolId, functiegebied } });
    else
      await tx.rolPermissie.upsert({
        where: { administratieNr_rolId_functiegebied: { administratieNr, rolId, functiegebied } },
        create: { administratieNr, rolId, functiegebied, bits },
        update: { bits },
      });
  }
}

/**
 * A new role. Without `permissies` it starts with the default bits of spec §6 for every allowed
 * area (defaultRolPermissies), which the role editor then narrows down.
 */
export async function addRol(ctx: TenantContext, input: { naam: string; permissies?: PermissieInput[] }) {
  const { administratieNr } = ctx;
  const naam = schoneNaam(input.naam);
  const toegestaan = await toegestaneGebieden(ctx);
  const standaard = defaultRolPermissies();
  const permissies = input.permissies ?? toegestaan.map((f) => ({ functiegebied: f, bits: standaard[f] }));
  checkPermissies(permissies, toegestaan);
  const id = await db.$transaction(async (tx) => {
    await vergrendel(tx, "rol", administratieNr);
    await naamVrij(tx, ctx, naam);
    const rol = await tx.rol.create({ data: { administratieNr, naam }, select: { id: true } });
    await schrijfPermissies(tx, administratieNr, rol.id, permissies);
    return rol.id;
  });
  return getRol(ctx, id);
}

/**
 * Renames a role and sets bits per area: the areas listed in `permissies` get the given mask
 * (0 removes the right), areas not listed keep theirs. Refused with 409 when afterwards no active
 * staff member would hold Gebruikers Manage.
 */
export async function editRol(ctx: TenantContext, input: { id: number; naam: string; permissies?: PermissieInput[] }) {
  const { administratieNr } = ctx;
  await vindRol(db, ctx, input.id);
  const naam = schoneNaam(input.naam);
  if (input.permissies) checkPermissies(input.permissies, await toegestaneGebieden(ctx));
  await metBeheerderBewaking(administratieNr, async (tx) => {
    await vergrendel(tx, "rol", administratieNr);
    await naamVrij(tx, ctx, naam, input.id);
    await tx.rol.update({ where: { administratieNr_id: { administratieNr, id: input.id } }, data: { naam } });
    if (input.permissies) await schrijfPermissies(tx, administratieNr, input.id, input.permissies);
  });
  return getRol(ctx, input.id);
}

/**
 * Sets the staff members of a role to exactly `medewerkers` (user ids). Every id must be a staff
 * member of this administration (else 404, nothing written); refused with 409 when afterwards no
 * active staff member would hold Gebruikers Manage.
 */
export async function assignMedewerkers(ctx: TenantContext, input: { id: number; medewerkers: string[] }) {
  const { administratieNr } = ctx;
  await vindRol(db, ctx, input.id);
  const ids = [...new Set(input.medewerkers)];
  const bestaand = await db.medewerker.findMany({ where: { administratieNr, gebruikerId: { in: ids } }, select: { gebruikerId: true } });
  const gevonden = new Set(bestaand.map((m) => m.gebruikerId));
  const onbekend = ids.filter((id) => !gevonden.has(id));
  if (onbekend.length)
    throw notFound(
      "Medewerker",
      `${onbekend.length === 1 ? "Deze medewerker is" : "Deze medewerkers zijn"} niet gevonden in de administratie: ${formatLijst(onbekend)}.`,
    );
  const resultaat = await metBeheerderBewaking(administratieNr, async (tx) => {
    const weg = await tx.medewerkerRol.deleteMany({ where: { administratieNr, rolId: input.id, gebruikerId: { notIn: ids } } });
    const erbij = ids.length
      ? await tx.medewerkerRol.createMany({ data: ids.map((gebruikerId) => ({ administratieNr, gebruikerId, rolId: input.id })), skipDuplicates: true })
      : { count: 0 };
    return { toegevoegd: erbij.count, verwijderd: weg.count };
  });
  return { id: input.id, ...resultaat, medewerkers: await getRolMedewerkers(ctx, input.id) };
}

/**
 * Deletes a role nobody holds: refused (409, saying so) while staff members or active API keys
 * have it. Revoked keys of the role are removed with it.
 */
export async function deleteRol(ctx: TenantContext, id: number) {
  const { administratieNr } = ctx;
  return metBeheerderBewaking(administratieNr, async (tx) => {
    const rol = await vindRol(tx, ctx, id);
    const [medewerkers, sleutels] = await Promise.all([
      tx.medewerkerRol.count({ where: { administratieNr, rolId: id } }),
      tx.apiKey.count({ where: { administratieNr, rolId: id, ingetrokkenOp: null } }),
    ]);
    if (medewerkers || sleutels) {
      const wie = [
        medewerkers ? `${medewerkers} ${medewerkers === 1 ? "medewerker" : "medewerkers"}` : null,
        sleutels ? `${sleutels} ${sleutels === 1 ? "API-sleutel" : "API-sleutels"}` : null,
      ];
      throw conflict(`De rol '${rol.naam}' wordt nog gebruikt door ${formatLijst(wie)}. Haal de rol eerst bij hen weg.`);
    }
    // Revoked keys no longer act; they go with their role.
    await tx.apiKey.deleteMany({ where: { administratieNr, rolId: id, NOT: { ingetrokkenOp: null } } });
    await tx.rol.delete({ where: { administratieNr_id: { administratieNr, id } } });
    return { id, naam: rol.naam, verwijderd: true };
  });
}
