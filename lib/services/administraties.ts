import { randomBytes, randomUUID } from "node:crypto";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { API_KEY_PREFIX, hashApiKey, type TenantContext } from "@/lib/api/context";
import { badRequest, conflict, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from "@/lib/api/errors";
import { formatBytes } from "@/lib/format";
import type { TaalCode } from "@/lib/i18n/taalcode";
import { MODULE_CODES, MODULES, moduleDefinitie } from "@/lib/modules";
import { effectieveBits, FUNCTIEGEBIED_LABELS, Functiegebied } from "@/lib/permissions";
import { actievePeriode, huidigSchooljaar, isoDatum } from "@/lib/schooljaar";
import { deleteFile, fileExists, getFile, putFile } from "@/lib/storage";

/** The administration as the shell needs it: info, licences, modules and the current period. */
export async function getAdministratieContext(ctx: TenantContext) {
  const schooljaar = huidigSchooljaar();
  const [administratie, perioden] = await Promise.all([
    db.administratie.findUniqueOrThrow({
      where: { administratieNr: ctx.administratieNr },
      select: {
        administratieNr: true,
        naam: true,
        klantId: true,
        taalCode: true,
        sector: true,
        licenties: { select: { licentienummer: true, code: true, omschrijving: true, actief: true }, orderBy: { licentienummer: "asc" } },
      },
    }),
    db.periode.findMany({ where: { administratieNr: ctx.administratieNr, schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true } }),
  ]);
  const actief = actievePeriode(perioden, schooljaar);
  return {
    ...administratie,
    huidigePeriode: actief ? { schooljaar, nummer: actief.nummer, ingangsdatum: isoDatum(actief.ingangsdatum), einddatum: isoDatum(actief.einddatum) } : null,
    huidigSchooljaar: schooljaar,
  };
}

/** Permissions for the client: bits per area plus all and own branches (with names) and own groups. */
export async function getPermissionsView(ctx: TenantContext) {
  // The branches come with the caller's standing (loadPermissions): no statement of its own.
  const eigen = new Set(ctx.permissions.eigenVestigingen);
  return {
    ...ctx.permissions,
    administratieNr: ctx.administratieNr,
    gebruikerId: ctx.gebruikerId,
    vestigingen: ctx.vestigingen,
    eigenVestigingenDetails: ctx.vestigingen.filter((v) => eigen.has(v.nr)),
  };
}

// ---------------------------------------------------------------------------------------------
// The administration's own details, modules, storage and logo (any member may read these)
// ---------------------------------------------------------------------------------------------

const licentieSelect = { licentienummer: true, code: true, omschrijving: true, actief: true, beeindigdOp: true } as const;

function licentieOut(l: { licentienummer: number; code: string; omschrijving: string; actief: boolean; beeindigdOp: Date | null }) {
  return { ...l, beeindigdOp: l.beeindigdOp?.toISOString() ?? null };
}
export type LicentieView = ReturnType<typeof licentieOut>;

/** GET index: what the administration is (no counts; see getAdministratieDetails). */
export async function getAdministratie(ctx: TenantContext) {
  const a = await db.administratie.findUniqueOrThrow({
    where: { administratieNr: ctx.administratieNr },
    select: {
      administratieNr: true,
      naam: true,
      klantId: true,
      taalCode: true,
      sector: true,
      actief: true,
      modules: true,
      createdAt: true,
      licenties: { select: licentieSelect, orderBy: [{ omschrijving: "asc" }, { licentienummer: "asc" }] },
      logo: { select: { id: true, bestandsnaam: true, mimeType: true, grootte: true, createdAt: true, opslagsleutel: true } },
    },
  });
  // A logo row whose file is missing is no logo: the screen would otherwise load a 404 image.
  const logo = a.logo && (await fileExists(a.logo.opslagsleutel)) ? a.logo : null;
  return {
    ...a,
    createdAt: a.createdAt.toISOString(),
    licenties: a.licenties.map(licentieOut),
    logo: logo ? { id: logo.id, bestandsnaam: logo.bestandsnaam, mimeType: logo.mimeType, grootte: logo.grootte, createdAt: logo.createdAt.toISOString() } : null,
  };
}
export type AdministratieView = Awaited<ReturnType<typeof getAdministratie>>;

/** A path id that names an administration: only the caller's own exists for them (else 404). */
function eigenAdministratie(ctx: TenantContext, id: number) {
  if (id !== ctx.administratieNr) throw notFound("De administratie");
}

/** GET details/{id}: index plus counts and used bytes. */
export async function getAdministratieDetails(ctx: TenantContext, id: number, today = new Date()) {
  eigenAdministratie(ctx, id);
  const { administratieNr } = ctx;
  const vandaag = new Date(`${isoDatum(today)}T00:00:00Z`);
  const [administratie, vestigingen, medewerkers, leerlingen, groepen, opslag] = await Promise.all([
    getAdministratie(ctx),
    db.vestiging.count({ where: { administratieNr } }),
    db.medewerker.count({ where: { administratieNr, actief: true } }),
    db.leerling.count({ where: { administratieNr, ingangsdatum: { lte: vandaag }, einddatum: { gte: vandaag } } }),
    db.groep.count({ where: { administratieNr, schooljaar: huidigSchooljaar(today) } }),
    getGebruikteBytes(ctx),
  ]);
  return { ...administratie, aantallen: { vestigingen, medewerkers, leerlingen, groepen }, ...opslag };
}
export type AdministratieDetailsView = Awaited<ReturnType<typeof getAdministratieDetails>>;

/** GET Modules: every catalogue module with whether the administration has it, plus unknown codes it has. */
export async function getModules(ctx: TenantContext) {
  const { modules } = await db.administratie.findUniqueOrThrow({ where: { administratieNr: ctx.administratieNr }, select: { modules: true } });
  const heeft = new Set(modules);
  return [
    ...MODULES.map((m) => ({ ...m, actief: heeft.has(m.code) })),
    ...modules.filter((code) => !MODULE_CODES.includes(code)).map((code) => ({ ...moduleDefinitie(code), actief: true })),
  ];
}
export type ModuleView = Awaited<ReturnType<typeof getModules>>[number];

/** GET Current (older clients): the administration and its current period as schooljaar + nummer. */
export async function getCurrent(ctx: TenantContext) {
  const context = await getAdministratieContext(ctx);
  return { ...context, schooljaar: context.huidigSchooljaar, nummer: context.huidigePeriode?.nummer ?? null };
}

/** GET GetUsedBytes: the sum of the sizes of all stored files of the administration. */
export async function getGebruikteBytes(ctx: TenantContext) {
  const r = await db.bestand.aggregate({ where: { administratieNr: ctx.administratieNr }, _sum: { grootte: true }, _count: { _all: true } });
  return { gebruikteBytes: Number(r._sum.grootte ?? 0), aantalBestanden: r._count._all };
}

/** GET Logo/{id}: the stored logo (bytes and type); 404 when there is none. */
export async function getLogo(ctx: TenantContext, id: number) {
  eigenAdministratie(ctx, id);
  const a = await db.administratie.findUniqueOrThrow({
    where: { administratieNr: ctx.administratieNr },
    select: { logo: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!a.logo) throw notFound("Het logo", "Deze administratie heeft geen logo.");
  const bytes = await getFile(a.logo.opslagsleutel);
  if (!bytes) throw notFound("Het logobestand");
  return { bytes, bestandsnaam: a.logo.bestandsnaam, mimeType: a.logo.mimeType };
}

/** Logo uploads: at most 1 MB, PNG or JPEG by their first bytes (never SVG, which can carry script). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = { "image/png": "png", "image/jpeg": "jpg" } as const;
export type LogoType = keyof typeof LOGO_TYPES;

/** The image type by magic bytes: PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF); else null. */
export function afbeeldingType(bytes: Uint8Array): LogoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

function logoBestandsnaam(naam: string, type: LogoType): string {
  const basis = (naam.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]/gu, "")
    .trim()
    .slice(0, 100);
  return `${basis || "logo"}.${LOGO_TYPES[type]}`;
}

/**
 * POST UpLoad: stores a new logo under `<admnr>/logo/<id>` with a Bestand row and makes it the
 * administration's logo, replacing the previous one in one transaction (the row lock on the
 * administration serialises two uploads); the old file is removed after the commit.
 */
export async function uploadLogo(ctx: TenantContext, file: { name: string; size: number; bytes: () => Promise<Uint8Array> }) {
  const { administratieNr } = ctx;
  if (file.size > LOGO_MAX_BYTES)
    throw payloadTooLarge(`Het logo is te groot (${formatBytes(file.size)}); het mag hoogstens ${formatBytes(LOGO_MAX_BYTES)} zijn.`);
  if (file.size === 0) throw badRequest("file: het bestand is leeg.", [{ path: "body.file", message: "het bestand is leeg" }]);
  const bytes = await file.bytes();
  if (bytes.length > LOGO_MAX_BYTES)
    throw payloadTooLarge(`Het logo is te groot; het mag hoogstens ${formatBytes(LOGO_MAX_BYTES)} zijn.`);
  const type = afbeeldingType(bytes);
  if (!type) {
    const begin = new TextDecoder().decode(bytes.subarray(0, 512)).toLowerCase();
    throw unsupportedMediaType(
      begin.includes("<svg") || file.name.toLowerCase().endsWith(".svg")
        ? "Een SVG-bestand is als logo niet toegestaan; kies een PNG- of JPEG-afbeelding."
        : "Dit bestand is geen PNG- of JPEG-afbeelding; alleen die zijn als logo toegestaan.",
    );
  }
  const bestandsnaam = logoBestandsnaam(file.name, type);
  const aangemaaktDoor = ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null;
  let geschreven: string | null = null;
  try {
    const { nieuw, oudeSleutel } = await db.$transaction(async (tx) => {
      const [rij] = await leesRijen<{ logoBestandId: number | null }>(Prisma.sql`
        SELECT "logoBestandId" FROM "Administratie" WHERE "administratieNr" = ${administratieNr} FOR UPDATE`, tx);
      const oud = rij?.logoBestandId
        ? await tx.bestand.findUnique({ where: { administratieNr_id: { administratieNr, id: rij.logoBestandId } }, select: { id: true, opslagsleutel: true } })
        : null;
      const aangemaakt = await tx.bestand.create({
        data: { administratieNr, gebied: "logo", opslagsleutel: `${administratieNr}/logo/nieuw-${randomUUID()}`, bestandsnaam, mimeType: type, grootte: bytes.length, aangemaaktDoor },
        select: { id: true },
      });
      const sleutel = `${administratieNr}/logo/${aangemaakt.id}`;
      const nieuw = await tx.bestand.update({
        where: { administratieNr_id: { administratieNr, id: aangemaakt.id } },
        data: { opslagsleutel: sleutel },
        select: { id: true, bestandsnaam: true, mimeType: true, grootte: true },
      });
      await putFile(sleutel, bytes);
      geschreven = sleutel;
      await tx.administratie.update({ where: { administratieNr }, data: { logoBestandId: nieuw.id } });
      if (oud) await tx.bestand.delete({ where: { administratieNr_id: { administratieNr, id: oud.id } } });
      return { nieuw, oudeSleutel: oud?.opslagsleutel ?? null };
    });
    if (oudeSleutel) await deleteFile(oudeSleutel).catch(() => {});
    return { ...nieuw, bytes };
  } catch (e) {
    if (geschreven) await deleteFile(geschreven).catch(() => {});
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Language, active flag and licences (Administratie manage)
// ---------------------------------------------------------------------------------------------

/** POST ChangeTaalCode: the next page render reads the new taalCode (i18n/request.ts). */
export async function changeTaalCode(ctx: TenantContext, taalCode: TaalCode) {
  const a = await db.administratie.update({ where: { administratieNr: ctx.administratieNr }, data: { taalCode }, select: { administratieNr: true, taalCode: true } });
  return a;
}

/**
 * POST ChangeActief. Deactivating takes the administration away from everyone at once, the
 * caller included, and its API keys stop working (loadPermissions refuses an inactive
 * administration), so it needs the administration's name typed as `bevestiging`. Reactivating
 * cannot be done through the API (an inactive administration answers 404 to everyone); it is
 * an operator's action in the database. `actief: true` on an active administration changes nothing.
 */
export async function changeActief(ctx: TenantContext, input: { actief: boolean; bevestiging?: string | undefined }) {
  const { administratieNr } = ctx;
  if (!input.actief) {
    const { naam } = await db.administratie.findUniqueOrThrow({ where: { administratieNr }, select: { naam: true } });
    const normaal = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
    if (normaal(input.bevestiging ?? "") !== normaal(naam)) {
      const message = `typ de naam van de administratie ('${naam}') ter bevestiging; deactiveren sluit iedereen buiten, ook uzelf`;
      throw badRequest(`bevestiging: ${message}.`, [{ path: "body.bevestiging", message }]);
    }
  }
  return db.administratie.update({ where: { administratieNr }, data: { actief: input.actief }, select: { administratieNr: true, actief: true } });
}

export async function listLicenties(ctx: TenantContext) {
  const rows = await db.licentie.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: licentieSelect,
    orderBy: [{ omschrijving: "asc" }, { licentienummer: "asc" }],
  });
  return rows.map(licentieOut);
}

async function findLicentie(ctx: TenantContext, licentienummer: number) {
  const l = await db.licentie.findUnique({
    where: { administratieNr_licentienummer: { administratieNr: ctx.administratieNr, licentienummer } },
    select: licentieSelect,
  });
  if (!l) throw notFound(`Licentie ${licentienummer}`);
  return l;
}

/** DELETE LicentieBeeindigen/{licentienummer}: ends the licence (actief=false, beeindigdOp=now). */
export async function beeindigLicentie(ctx: TenantContext, licentienummer: number) {
  const l = await findLicentie(ctx, licentienummer);
  if (!l.actief) throw conflict(`Licentie ${licentienummer} (${l.omschrijving}) is al beëindigd.`);
  const row = await db.licentie.update({
    where: { administratieNr_licentienummer: { administratieNr: ctx.administratieNr, licentienummer } },
    data: { actief: false, beeindigdOp: new Date() },
    select: licentieSelect,
  });
  return licentieOut(row);
}

/** GET LicentieHeractiveren?licentienummer=: makes an ended licence active again. */
export async function heractiveerLicentie(ctx: TenantContext, licentienummer: number) {
  const l = await findLicentie(ctx, licentienummer);
  if (l.actief) throw conflict(`Licentie ${licentienummer} (${l.omschrijving}) is al actief.`);
  const row = await db.licentie.update({
    where: { administratieNr_licentienummer: { administratieNr: ctx.administratieNr, licentienummer } },
    data: { actief: true, beeindigdOp: null },
    select: licentieSelect,
  });
  return licentieOut(row);
}

// ---------------------------------------------------------------------------------------------
// API keys (Administratie manage and the Api area; managed by signed-in people only)
// ---------------------------------------------------------------------------------------------

const apiKeySelect = {
  id: true,
  naam: true,
  prefix: true,
  rolId: true,
  rol: { select: { naam: true } },
  createdAt: true,
  laatstGebruikt: true,
  ingetrokkenOp: true,
} as const;

function apiKeyOut(k: {
  id: number;
  naam: string;
  prefix: string;
  rolId: number;
  rol: { naam: string };
  createdAt: Date;
  laatstGebruikt: Date | null;
  ingetrokkenOp: Date | null;
}) {
  return {
    id: k.id,
    naam: k.naam,
    prefix: k.prefix,
    rolId: k.rolId,
    rolNaam: k.rol.naam,
    createdAt: k.createdAt.toISOString(),
    laatstGebruikt: k.laatstGebruikt?.toISOString() ?? null,
    ingetrokkenOp: k.ingetrokkenOp?.toISOString() ?? null,
  };
}
export type ApiKeyView = ReturnType<typeof apiKeyOut>;
/** The answer of AddApiKey and RefreshApiKey: the only time the clear key is shown. */
export type NieuweApiKeyView = ApiKeyView & { sleutel: string };

/** How many characters of a key are kept in the clear ("lr_" and 8 more) to tell keys apart. */
const PREFIX_LENGTE = API_KEY_PREFIX.length + 8;

function nieuweSleutel() {
  const sleutel = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { sleutel, prefix: sleutel.slice(0, PREFIX_LENGTE), keyHash: hashApiKey(sleutel) };
}

/** A key cannot manage keys: a leaked key must not be able to mint or renew others. */
function requirePersoon(ctx: TenantContext) {
  if (ctx.principal.kind !== "user") throw forbidden("API-sleutels beheert u als aangemelde gebruiker, niet met een API-sleutel.");
}

/** Bits of a role per area that count in this administration. */
function rolBits(ctx: TenantContext, permissies: { functiegebied: number; bits: number }[]) {
  const toegestaan = new Set<number>(ctx.permissions.toegestaneFunctiegebieden);
  const bits = new Map<number, number>();
  for (const p of permissies) if (toegestaan.has(p.functiegebied)) bits.set(p.functiegebied, (bits.get(p.functiegebied) ?? 0) | p.bits);
  return bits;
}

/** The first area where the role has a right the caller lacks, or null. */
function meerDanEigen(ctx: TenantContext, bits: Map<number, number>): number | null {
  for (const [area, mask] of bits) if ((mask & ~effectieveBits(ctx.permissions, area as Functiegebied)) !== 0) return area;
  return null;
}

/**
 * Roles a new key may get: with a right in the Api area (else the key would not work) and no
 * right the caller lacks (a key must not hand out more than its maker has). Sorted by name.
 */
export async function listApiKeyRollen(ctx: TenantContext) {
  const rollen = await db.rol.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { id: true, naam: true, permissies: { select: { functiegebied: true, bits: true } } },
    orderBy: { naam: "asc" },
  });
  return rollen
    .filter((r) => {
      const bits = rolBits(ctx, r.permissies);
      return (bits.get(Functiegebied.Api) ?? 0) !== 0 && meerDanEigen(ctx, bits) === null;
    })
    .map((r) => ({ id: r.id, naam: r.naam }));
}
export type ApiKeyRolView = Awaited<ReturnType<typeof listApiKeyRollen>>[number];

async function checkApiKeyRol(ctx: TenantContext, rolId: number) {
  const rol = await db.rol.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: rolId } },
    select: { naam: true, permissies: { select: { functiegebied: true, bits: true } } },
  });
  if (!rol) throw badRequest("rolId: deze rol bestaat niet in deze administratie.", [{ path: "body.rolId", message: "deze rol bestaat niet in deze administratie" }]);
  const bits = rolBits(ctx, rol.permissies);
  if ((bits.get(Functiegebied.Api) ?? 0) === 0) {
    const message = `de rol '${rol.naam}' heeft geen rechten in het functiegebied API; een sleutel met deze rol zou niet werken`;
    throw badRequest(`rolId: ${message}.`, [{ path: "body.rolId", message }]);
  }
  const area = meerDanEigen(ctx, bits);
  if (area !== null)
    throw forbidden(
      `De rol '${rol.naam}' heeft in het functiegebied ${FUNCTIEGEBIED_LABELS[area as Functiegebied]} meer rechten dan uzelf; een API-sleutel kan niet meer rechten krijgen dan u heeft.`,
    );
}

export async function listApiKeys(ctx: TenantContext) {
  const rows = await db.apiKey.findMany({ where: { administratieNr: ctx.administratieNr }, select: apiKeySelect, orderBy: [{ naam: "asc" }, { id: "asc" }] });
  return rows.map(apiKeyOut);
}

async function findApiKey(ctx: TenantContext, id: number, { actief }: { actief: boolean }) {
  const k = await db.apiKey.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select: apiKeySelect });
  if (!k) throw notFound(`API-sleutel ${id}`);
  if (actief && k.ingetrokkenOp) throw conflict(`API-sleutel '${k.naam}' is ingetrokken en kan niet meer worden gewijzigd.`);
  return k;
}

/** POST AddApiKey: a new key for a role of this administration; the clear key is in this answer only. */
export async function addApiKey(ctx: TenantContext, input: { naam: string; rolId: number }): Promise<NieuweApiKeyView> {
  requirePersoon(ctx);
  await checkApiKeyRol(ctx, input.rolId);
  const { sleutel, prefix, keyHash } = nieuweSleutel();
  const row = await db.apiKey.create({
    data: { administratieNr: ctx.administratieNr, naam: input.naam, rolId: input.rolId, prefix, keyHash, aangemaaktDoor: ctx.gebruikerId },
    select: apiKeySelect,
  });
  return { ...apiKeyOut(row), sleutel };
}

/** POST EditApiKey: new name and role; the secret stays the same. */
export async function editApiKey(ctx: TenantContext, input: { id: number; naam: string; rolId: number }) {
  requirePersoon(ctx);
  const bestaand = await findApiKey(ctx, input.id, { actief: true });
  if (input.rolId !== bestaand.rolId) await checkApiKeyRol(ctx, input.rolId);
  const row = await db.apiKey.update({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: input.id } },
    data: { naam: input.naam, rolId: input.rolId },
    select: apiKeySelect,
  });
  return apiKeyOut(row);
}

/** GET RefreshApiKey/{id}: a new secret for the same key; the old one stops working at once. */
export async function refreshApiKey(ctx: TenantContext, id: number): Promise<NieuweApiKeyView> {
  requirePersoon(ctx);
  const bestaand = await findApiKey(ctx, id, { actief: true });
  // Renewing hands out the role's rights again: the same rule as creating.
  await checkApiKeyRol(ctx, bestaand.rolId);
  const { sleutel, prefix, keyHash } = nieuweSleutel();
  const row = await db.apiKey.update({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } },
    data: { prefix, keyHash, laatstGebruikt: null },
    select: apiKeySelect,
  });
  return { ...apiKeyOut(row), sleutel };
}

/** DELETE RemoveApiKey/{id}: revokes the key (kept in the list with ingetrokkenOp); answers 401 from now on. */
export async function removeApiKey(ctx: TenantContext, id: number) {
  requirePersoon(ctx);
  const bestaand = await findApiKey(ctx, id, { actief: false });
  if (bestaand.ingetrokkenOp) throw conflict(`API-sleutel '${bestaand.naam}' is al ingetrokken.`);
  const row = await db.apiKey.update({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } },
    data: { ingetrokkenOp: new Date() },
    select: apiKeySelect,
  });
  return apiKeyOut(row);
}
