import { randomUUID } from "node:crypto";
import { db, leesRijen, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, badRequest, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { formatBytes } from "@/lib/format/bytes";
import { deleteFile, getFile, moveFile, putFile } from "@/lib/storage";
import type { GestreamdBestand } from "@/lib/api/upload-stroom";
import { documentNaam, documentType } from "@/lib/api/documenten";
import { maakThumbnailVanSleutel } from "@/lib/storage/thumbnail";
import { beheerbareBundel, bronBestanden, bronOut, bronSelect, bundelKopSelect, magBeheren, verwijderBronnen, veldFout, zichtbaarWhere, zichtbareBundel } from "./lesbundels";

/**
 * Lesson sources (2-api-calls §7.8 Lesbronnen): files, web links and images of a bundle, linked to
 * its lessons. Files go through lib/storage under `<admnr>/lesbron/<BestandId>` of the bundle's
 * owner administration and count toward its used bytes (Administraties/GetUsedBytes). Uploads are
 * streamed into storage by the route (lib/api/upload-stroom.ts: staged, never whole in memory) and
 * moved to their place in the transaction that writes their rows. The type is read from the first
 * bytes (lib/api/documenten documentType); images get a server-made thumbnail (sharp, streamed from
 * storage), other files none (the screens show a type icon).
 *
 * A source lives on its bundle's shard (`Lesbron.administratieNr` is the bundle's administration):
 * every read names that administration (issue 33, docs/scale-out.md), taken from the bundle read
 * first, or, for a source asked by id alone, tried as the caller's own first.
 */

/** The type of an upload from its bytes (lib/api/documenten: HTML and SVG refused), and whether it is an image. */
interface BestandType {
  mimeType: string;
  extensie: string;
  afbeelding: boolean;
}

/** Types a browser may show inline (content-disposition): images and PDF; every other file is a download. */
export function veiligInline(mimeType: string): boolean {
  return ["image/png", "image/jpeg", "image/gif", "application/pdf"].includes(mimeType);
}

/** At most 25 MB per file; at most 2 GB per administration (OPSLAG_MAX_MB overrides). */
export const LESBRON_MAX_BYTES = 25 * 1024 * 1024;
export const opslagMaxBytes = () => Number(process.env.OPSLAG_MAX_MB ?? 2048) * 1024 * 1024;

/** The 413 text of a too-large source file (named when its name is known). */
export const teGrootTekst = (max: number, naam?: string) =>
  naam ? `'${naam}' is te groot; een bestand mag hoogstens ${formatBytes(max)} zijn.` : `Het bestand is te groot; het mag hoogstens ${formatBytes(max)} zijn.`;

/** A multipart body as the streaming route read it: text fields and the staged file, if any. */
export interface GestreamdeInvoer {
  velden: Record<string, string>;
  bestand: GestreamdBestand | null;
}

const uit = (b: Parameters<typeof bronOut>[0]) => bronOut(b, veiligInline);

/**
 * The visible source (its bundle visible), with the bundle's rights. Its id names no administration:
 * the caller's own first (one routed statement); a source of another administration's bundle (shared
 * or published) is then looked for on every shard, and its bundle read (routed) for the rights.
 */
async function zichtbareBron(ctx: TenantContext, id: number) {
  const eigen = await db.lesbron.findFirst({ where: { administratieNr: ctx.administratieNr, id, lesBundel: zichtbaarWhere(ctx) }, select: { ...bronSelect, lesBundel: { select: bundelKopSelect(ctx) } } });
  if (eigen) return eigen;
  const bron = await db.lesbron.findFirst({ where: { administratieNr: { not: ctx.administratieNr }, id }, select: bronSelect });
  if (!bron) throw notFound(`Lesbron ${id}`);
  const lesBundel = await zichtbareBundel(ctx, bron.lesBundelId).catch((e: unknown) => {
    throw e instanceof ApiError && e.status === 404 ? notFound(`Lesbron ${id}`) : e;
  });
  return { ...bron, lesBundel };
}
async function beheerbareBron(ctx: TenantContext, id: number) {
  const bron = await zichtbareBron(ctx, id);
  if (!magBeheren(ctx, bron.lesBundel)) throw forbidden(`U mag de bronnen van lesbundel "${bron.lesBundel.naam}" niet wijzigen.`);
  return bron;
}

/** GET Lesbundel/{id}: the bundle's sources by name (the bundle, then its sources on its shard). */
export async function listBronnen(ctx: TenantContext, lesBundelId: number) {
  const b = await zichtbareBundel(ctx, lesBundelId);
  const bronnen = await db.lesbron.findMany({ where: { administratieNr: b.administratieNr, lesBundelId: b.id }, orderBy: [{ naam: "asc" }, { id: "asc" }], select: bronSelect });
  return bronnen.map(uit);
}

/**
 * GET details/{id}. `administratieNr`: the bundle's, when the caller has just checked the bundle
 * (after a write): then the source alone, on that shard.
 */
export async function getBron(ctx: TenantContext, id: number, administratieNr?: number) {
  if (administratieNr === undefined) return uit(await zichtbareBron(ctx, id));
  const bron = await db.lesbron.findFirst({ where: { administratieNr, id }, select: bronSelect });
  if (!bron) throw notFound(`Lesbron ${id}`);
  return uit(bron);
}

interface GecontroleerdBestand {
  sleutel: string;
  grootte: number;
  type: BestandType;
  naam: string;
}

/** Checks a staged upload: 413 over the limit, 400 empty, 415 when its first bytes are no accepted type. */
function controleerUpload(file: GestreamdBestand, alleenAfbeelding: boolean): GecontroleerdBestand {
  if (file.grootte > LESBRON_MAX_BYTES) throw payloadTooLarge(teGrootTekst(LESBRON_MAX_BYTES, file.naam));
  if (file.grootte === 0) throw badRequest("file: het bestand is leeg.", [{ path: "body.file", message: "het bestand is leeg" }]);
  const gevonden = documentType(file.kop, file.naam);
  if (!gevonden)
    throw unsupportedMediaType("Dit bestandstype wordt niet aangenomen: alleen PDF, afbeeldingen (PNG, JPEG, GIF), Office-documenten en platte tekst; HTML, SVG en programma's nooit.");
  const type = { ...gevonden, afbeelding: gevonden.mimeType.startsWith("image/") };
  if (alleenAfbeelding && !type.afbeelding) throw unsupportedMediaType("Dit is geen afbeelding; kies een PNG-, JPEG- of GIF-bestand.");
  return { sleutel: file.sleutel, grootte: file.grootte, type, naam: documentNaam(file.naam, type.extensie) };
}

/**
 * Stores a checked file (and its thumbnail) for a new source in the bundle's owner administration,
 * in one transaction with the rows: the administration's row lock serialises the quota check.
 * A file written before a failed commit is removed again.
 */
async function slaBronOp(
  ctx: TenantContext,
  bundel: { id: number; administratieNr: number },
  velden: { soort: "Bestand" | "Afbeelding"; naam: string; omschrijving: string | null; lesId?: number | undefined },
  upload: GecontroleerdBestand,
) {
  const adm = bundel.administratieNr;
  const thumb = upload.type.afbeelding ? await maakThumbnailVanSleutel(upload.sleutel) : null;
  const totaal = upload.grootte + (thumb?.length ?? 0);
  // The uploader is recorded only when a member of the owner administration (foreign key).
  const aangemaaktDoor = ctx.gebruikerId && ctx.administratieNr === adm ? ctx.gebruikerId : null;
  const geschreven: string[] = [];
  try {
    return await db.$transaction(async (tx) => {
      await leesRijen(Prisma.sql`SELECT 1 FROM "Administratie" WHERE "administratieNr" = ${adm} FOR UPDATE`, tx);
      const gebruikt = await tx.bestand.aggregate({ where: { administratieNr: adm }, _sum: { grootte: true } });
      const max = opslagMaxBytes();
      if (Number(gebruikt._sum.grootte ?? 0) + totaal > max)
        throw payloadTooLarge(`De opslag van de administratie is vol (${formatBytes(Number(gebruikt._sum.grootte ?? 0))} van ${formatBytes(max)} gebruikt); verwijder eerst bestanden.`);
      const maak = async (grootte: number, bestandsnaam: string, mimeType: string, schrijf: (sleutel: string) => Promise<void>) => {
        const b = await tx.bestand.create({
          data: { administratieNr: adm, gebied: "lesbron", opslagsleutel: `${adm}/lesbron/nieuw-${randomUUID()}`, bestandsnaam, mimeType, grootte, aangemaaktDoor },
          select: { id: true },
        });
        const sleutel = `${adm}/lesbron/${b.id}`;
        await tx.bestand.update({ where: { administratieNr_id: { administratieNr: adm, id: b.id } }, data: { opslagsleutel: sleutel } });
        await schrijf(sleutel);
        geschreven.push(sleutel);
        return b.id;
      };
      // The staged upload moves to its place (no copy through memory); the thumbnail is small.
      const bestandId = await maak(upload.grootte, upload.naam, upload.type.mimeType, (sleutel) => moveFile(upload.sleutel, sleutel));
      const thumbnailBestandId = thumb ? await maak(thumb.length, `${upload.naam.replace(/\.[^.]*$/, "")}-miniatuur.webp`, "image/webp", (sleutel) => putFile(sleutel, thumb)) : null;
      const bron = await tx.lesbron.create({
        data: { lesBundelId: bundel.id, administratieNr: adm, soort: velden.soort, naam: velden.naam || upload.naam, omschrijving: velden.omschrijving, bestandId, thumbnailBestandId },
        select: { id: true },
      });
      if (velden.lesId) await koppelAanLes(tx, velden.lesId, bron.id, adm);
      return bron.id;
    });
  } catch (e) {
    for (const s of geschreven) await deleteFile(s).catch(() => {});
    throw e;
  }
}

async function koppelAanLes(tx: Tx, lesId: number, lesbronId: number, administratieNr: number) {
  // A lesson's links to sources live on its bundle's shard (the sources' administration).
  const max = await tx.lesLesbron.aggregate({ where: { administratieNr, lesId }, _max: { volgnummer: true } });
  await tx.lesLesbron.create({ data: { lesId, lesbronId, administratieNr, volgnummer: (max._max.volgnummer ?? 0) + 1 } });
}

/** A web address for a link source: http(s) only (no javascript:, data:, file:). */
function checkUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw veldFout("url", "vul een volledig webadres in, beginnend met https://");
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") throw veldFout("url", "alleen webadressen met http:// of https:// zijn toegestaan");
  return u.toString();
}

async function checkLesInBundel(lesId: number | undefined, lesBundelId: number) {
  if (!lesId) return;
  const les = await db.les.findFirst({ where: { id: lesId, lesBundelId }, select: { id: true } });
  if (!les) throw veldFout("lesId", "deze les hoort niet bij de lesbundel");
}

/**
 * POST add (multipart): a file (`file`, already staged in storage by the route) or a web address
 * (`url`) as a new source of the bundle, optionally linked to one of its lessons (`lesId`).
 */
export async function addBron(ctx: TenantContext, velden: { lesBundelId: number; lesId?: number | undefined; naam?: string | undefined; omschrijving?: string | undefined; url?: string | undefined }, file: GestreamdBestand | null) {
  const b = await beheerbareBundel(ctx, velden.lesBundelId);
  await checkLesInBundel(velden.lesId, b.id);
  let id: number;
  if (file) {
    const upload = controleerUpload(file, false);
    id = await slaBronOp(ctx, b, { soort: upload.type.afbeelding ? "Afbeelding" : "Bestand", naam: velden.naam ?? "", omschrijving: velden.omschrijving || null, lesId: velden.lesId }, upload);
  } else if (velden.url) {
    const url = checkUrl(velden.url);
    id = await db.$transaction(async (tx) => {
      const bron = await tx.lesbron.create({
        data: { lesBundelId: b.id, administratieNr: b.administratieNr, soort: "Link", naam: velden.naam || new URL(url).hostname, omschrijving: velden.omschrijving || null, url },
        select: { id: true },
      });
      if (velden.lesId) await koppelAanLes(tx, velden.lesId, bron.id, b.administratieNr);
      return bron.id;
    });
  } else {
    throw badRequest("file: kies een bestand of vul een webadres (url) in.", [{ path: "body.file", message: "kies een bestand of vul een webadres in" }]);
  }
  return getBron(ctx, id, b.administratieNr);
}

/**
 * POST AddImage/{id}: an image (PNG, JPEG, GIF) as a source linked to lesson {id}. The lesson and
 * the right to change it are checked before `lees` reads (streams) the body.
 */
export async function addImage(ctx: TenantContext, lesId: number, lees: () => Promise<GestreamdeInvoer>) {
  const les = await db.les.findFirst({ where: { id: lesId, lesBundel: zichtbaarWhere(ctx) }, select: { lesBundelId: true } });
  if (!les) throw notFound(`Les ${lesId}`);
  const b = await beheerbareBundel(ctx, les.lesBundelId);
  const { velden, bestand } = await lees();
  if (!bestand) throw badRequest("file: kies een afbeelding om te uploaden (multipart-veld 'file').", [{ path: "body.file", message: "kies een afbeelding om te uploaden" }]);
  const naam = velden.naam?.trim().slice(0, 200) || undefined;
  const upload = controleerUpload(bestand, true);
  const id = await slaBronOp(ctx, b, { soort: "Afbeelding", naam: naam ?? "", omschrijving: null, lesId }, upload);
  return getBron(ctx, id, b.administratieNr);
}

/** POST update: name, description and, for a link, its address. */
export async function updateBron(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null; url?: string | null }) {
  const bron = await beheerbareBron(ctx, input.id);
  const url = bron.soort === "Link" ? checkUrl(input.url ?? bron.url ?? "") : undefined;
  if (bron.soort !== "Link" && input.url) throw veldFout("url", "alleen een link heeft een webadres");
  await db.lesbron.update({
    where: { administratieNr_id: { administratieNr: bron.administratieNr, id: bron.id } },
    data: { naam: input.naam, omschrijving: input.omschrijving || null, ...(url ? { url } : {}) },
  });
  return getBron(ctx, bron.id, bron.administratieNr);
}

/** DELETE delete/{id}: the source, its links to lessons and its files (one unit of work). */
export async function deleteBron(ctx: TenantContext, id: number) {
  const bron = await beheerbareBron(ctx, id);
  await db.$transaction(async (tx) => {
    const bronnen = await bronBestanden(tx, { administratieNr: bron.administratieNr, id: bron.id });
    await verwijderBronnen(tx, bronnen);
  });
  return { id, verwijderd: true };
}

/** The stored file of a source of bundle `lesBundelId` (its thumbnail when `thumbnail`); 404 when none. */
export async function bronBestand(ctx: TenantContext, lesBundelId: number, lesbronId: number, thumbnail: boolean) {
  // The bundle first: its administration names the shard of its sources (an invisible bundle: 404 for the source).
  const bundel = await zichtbareBundel(ctx, lesBundelId).catch((e: unknown) => {
    throw e instanceof ApiError && e.status === 404 ? notFound(`Lesbron ${lesbronId}`) : e;
  });
  const bron = await db.lesbron.findFirst({
    where: { administratieNr: bundel.administratieNr, id: lesbronId, lesBundelId },
    select: { bestand: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } }, thumbnail: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!bron) throw notFound(`Lesbron ${lesbronId}`);
  const b = thumbnail ? bron.thumbnail : bron.bestand;
  if (!b) throw notFound(thumbnail ? "De miniatuur" : "Het bestand", thumbnail ? "Deze bron heeft geen miniatuur." : "Deze bron is geen bestand.");
  const bytes = await getFile(b.opslagsleutel);
  if (!bytes) throw notFound("Het bestand", "Het bestand van deze bron ontbreekt in de opslag.");
  return { bytes, bestandsnaam: b.bestandsnaam, mimeType: b.mimeType, inline: veiligInline(b.mimeType) };
}
