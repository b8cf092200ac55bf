import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, notFound, unsupportedMediaType, validationError } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { leesMultipartStroom, verwijderGestreamd, type GestreamdBestand } from "@/lib/api/upload-stroom";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getFile, moveFile } from "@/lib/storage";

/**
 * Uploaded documents (notes, dossier items, group plans) through lib/storage: the multipart files
 * of a request streamed into storage as they arrive (metDocumenten; never whole in memory) and cut
 * off over the limit (413), their type taken from the first bytes, never from the name or the
 * browser's content type (415 for anything not on the list — HTML and SVG above all, which a
 * browser would run), a Bestand row each in the caller's transaction and the file moved to
 * `<admnr>/<gebied>/<BestandId>` once that commits; served only as attachments.
 */

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTEN = 10;

/**
 * A multipart request with documents (field `documenten`), streamed: the files go into storage as
 * they arrive, staged under `<admnr>/upload/`; the text fields are checked with `schema` (400 naming
 * the field) and the files for count and emptiness (each cut off over its size while read); then `schrijf` stores them
 * (bewaarDocumenten, then plaatsDocumenten after the commit). Staged files not moved to their place
 * (refused, or the call failed) are removed whatever happens.
 */
export async function metDocumenten<S extends z.ZodType, T>(
  req: Request,
  ctx: TenantContext,
  schema: S,
  schrijf: (velden: z.output<S>, uploads: GestreamdBestand[]) => Promise<T>,
): Promise<T> {
  const veld = "documenten";
  const invoer = await leesMultipartStroom(req, {
    veld,
    maxBytes: MAX_DOCUMENT_BYTES,
    max: MAX_DOCUMENTEN,
    sleutel: `${ctx.administratieNr}/upload/${randomUUID()}`,
    teGroot: (max, naam) => (naam === undefined ? `De bestanden zijn samen te groot; een bestand mag hoogstens ${mb(max)} zijn.` : `'${naam}' is te groot; een bestand mag hoogstens ${mb(max)} zijn.`),
    lijsten: true,
  });
  try {
    const { [veld]: tekst, ...velden } = invoer.velden;
    const r = schema.safeParse(velden);
    if (!r.success) throw validationError(r.error, "body");
    if ([tekst ?? []].flat().some((t) => t !== "")) throw badRequest(`${veld}: stuur hier bestanden (multipart).`, [{ path: `body.${veld}`, message: "moet een bestand zijn" }]);
    if (invoer.aantal > MAX_DOCUMENTEN)
      throw badRequest(`${veld}: hoogstens ${MAX_DOCUMENTEN} bestand(en) tegelijk.`, [{ path: `body.${veld}`, message: `hoogstens ${MAX_DOCUMENTEN} bestanden` }]);
    const leeg = invoer.bestanden.find((b) => b.grootte === 0);
    if (leeg) throw badRequest(`${veld}: '${leeg.naam}' is leeg.`, [{ path: `body.${veld}`, message: "het bestand is leeg" }]);
    return await schrijf(r.data, invoer.bestanden);
  } finally {
    await verwijderGestreamd(invoer.bestanden);
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;

const begint = (b: Uint8Array, ...sig: number[]) => sig.every((x, i) => b[i] === x);

/** The stored type of a document from its first bytes (and, inside a zip or OLE file, its extension); null = refused. */
export function documentType(bytes: Uint8Array, naam: string): { mimeType: string; extensie: string } | null {
  const ext = (naam.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1] ?? "").toString();
  if (begint(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d)) return { mimeType: "application/pdf", extensie: "pdf" };
  if (begint(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mimeType: "image/png", extensie: "png" };
  if (begint(bytes, 0xff, 0xd8, 0xff)) return { mimeType: "image/jpeg", extensie: "jpg" };
  if (begint(bytes, 0x47, 0x49, 0x46, 0x38)) return { mimeType: "image/gif", extensie: "gif" };
  if (begint(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    const zip: Record<string, string> = {
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      odt: "application/vnd.oasis.opendocument.text",
      ods: "application/vnd.oasis.opendocument.spreadsheet",
    };
    return zip[ext] ? { mimeType: zip[ext], extensie: ext } : { mimeType: "application/zip", extensie: "zip" };
  }
  if (begint(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    const ole: Record<string, string> = { doc: "application/msword", xls: "application/vnd.ms-excel", ppt: "application/vnd.ms-powerpoint" };
    return ole[ext] ? { mimeType: ole[ext], extensie: ext } : null;
  }
  // Plain text (notes, CSV): valid UTF-8 without NUL, and not markup a browser would render.
  let tekst: string;
  try {
    tekst = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return null;
  }
  if (tekst.includes("\u0000")) return null;
  const begin = tekst.replace(/^\uFEFF/, "").trimStart().slice(0, 200).toLowerCase();
  if (begin.startsWith("<") || begin.includes("<svg") || begin.includes("<html") || begin.includes("<script")) return null;
  return ext === "csv" ? { mimeType: "text/csv", extensie: "csv" } : { mimeType: "text/plain", extensie: ext === "md" ? "md" : "txt" };
}

/** A safe file name: the uploaded name without path or odd characters, with the extension of its real type. */
export function documentNaam(naam: string, extensie: string): string {
  const basis = (naam.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ()._-]/gu, "")
    .trim()
    .slice(0, 120);
  return `${basis || "document"}.${extensie}`;
}

/** Checks every upload's type (from its first bytes) before anything is stored (415 names the file). */
export function controleerTypen(uploads: readonly GestreamdBestand[]) {
  return uploads.map((u) => {
    const type = documentType(u.kop, u.naam);
    if (!type)
      throw unsupportedMediaType(
        `'${u.naam}' wordt niet aangenomen: alleen PDF, afbeeldingen (PNG, JPEG, GIF), Office-documenten en platte tekst; HTML en SVG nooit.`,
      );
    return { ...u, ...type, bestandsnaam: documentNaam(u.naam, type.extensie) };
  });
}

/** A staged upload and the key its Bestand row gives it. */
export interface Verplaatsing {
  van: string;
  naar: string;
}

/**
 * Records checked uploads inside the caller's transaction: a Bestand row each, pointing at
 * `<admnr>/<gebied>/<id>`. Returns the ids; `plaatsen` collects the moves the caller makes with
 * plaatsDocumenten once the transaction has committed (a failed one leaves the staged files for the
 * route to remove: nothing half-written).
 */
export async function bewaarDocumenten(
  tx: Prisma.TransactionClient,
  ctx: TenantContext,
  gebied: "notitie" | "dossier" | "groepsplan",
  uploads: ReturnType<typeof controleerTypen>,
  plaatsen: Verplaatsing[],
): Promise<number[]> {
  const ids: number[] = [];
  const aangemaaktDoor = ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null;
  for (const u of uploads) {
    const b = await tx.bestand.create({
      data: { administratieNr: ctx.administratieNr, gebied, opslagsleutel: `${ctx.administratieNr}/${gebied}/nieuw-${randomUUID()}`, bestandsnaam: u.bestandsnaam, mimeType: u.mimeType, grootte: u.grootte, aangemaaktDoor },
      select: { id: true },
    });
    const sleutel = `${ctx.administratieNr}/${gebied}/${b.id}`;
    await tx.bestand.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: b.id } }, data: { opslagsleutel: sleutel } });
    plaatsen.push({ van: u.sleutel, naar: sleutel });
    ids.push(b.id);
  }
  return ids;
}

/** After the commit: the staged files to the keys of their rows (a rename each, no copy). */
export async function plaatsDocumenten(plaatsen: readonly Verplaatsing[]) {
  for (const p of plaatsen) await moveFile(p.van, p.naar);
}

/** A stored document as a download: always an attachment, with nosniff (files.ts). */
export async function documentAntwoord(b: { opslagsleutel: string; bestandsnaam: string; mimeType: string }) {
  const inhoud = await getFile(b.opslagsleutel);
  if (!inhoud) throw notFound("Het bestand", "Het bestand is niet (meer) in de opslag gevonden.");
  return fileResponse(inhoud, b.bestandsnaam, b.mimeType, false);
}

/** The documents of a row as the answers list them. */
export const documentSelect = { bestand: { select: { id: true, bestandsnaam: true, mimeType: true, grootte: true, createdAt: true } } } as const;
export function documentOut(d: { bestand: { id: number; bestandsnaam: string; mimeType: string; grootte: number; createdAt: Date } }) {
  return { id: d.bestand.id, bestandsnaam: d.bestand.bestandsnaam, mimeType: d.bestand.mimeType, grootte: d.bestand.grootte, toegevoegdOp: d.bestand.createdAt.toISOString() };
}
