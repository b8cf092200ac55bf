import { randomUUID } from "node:crypto";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, notFound, payloadTooLarge, unsupportedMediaType } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deleteFile, getFile, putFile } from "@/lib/storage";

/**
 * Uploaded documents (notes, dossier items, …) through lib/storage: the multipart files of a
 * request with their size checked before they are read (413), their type taken from the bytes,
 * never from the name or the browser's content type (415 for anything not on the list — HTML and
 * SVG above all, which a browser would run), stored as `<admnr>/<gebied>/<BestandId>` with a
 * Bestand row in the caller's transaction, and served only as attachments.
 */

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTEN = 10;

export interface Upload {
  naam: string;
  bytes: Uint8Array;
}

/** The files of a multipart field (one or several), checked for count and size. */
export async function uploadBestanden(body: unknown, veld: string, o: { maxBytes?: number; max?: number } = {}): Promise<Upload[]> {
  const maxBytes = o.maxBytes ?? MAX_DOCUMENT_BYTES;
  const max = o.max ?? MAX_DOCUMENTEN;
  const ruw = (body as Record<string, unknown> | null)?.[veld];
  const lijst = (Array.isArray(ruw) ? ruw : ruw === undefined ? [] : [ruw]).filter((v) => !(typeof v === "string" && v === ""));
  if (lijst.some((v) => !(v instanceof File))) throw badRequest(`${veld}: stuur hier bestanden (multipart).`, [{ path: `body.${veld}`, message: "moet een bestand zijn" }]);
  const files = lijst as File[];
  if (files.length > max) throw badRequest(`${veld}: hoogstens ${max} bestand(en) tegelijk.`, [{ path: `body.${veld}`, message: `hoogstens ${max} bestanden` }]);
  const uit: Upload[] = [];
  for (const f of files) {
    if (f.size > maxBytes) throw payloadTooLarge(`'${f.name}' is te groot (${mb(f.size)}); een bestand mag hoogstens ${mb(maxBytes)} zijn.`);
    if (f.size === 0) throw badRequest(`${veld}: '${f.name}' is leeg.`, [{ path: `body.${veld}`, message: "het bestand is leeg" }]);
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (bytes.length > maxBytes) throw payloadTooLarge(`'${f.name}' is te groot; een bestand mag hoogstens ${mb(maxBytes)} zijn.`);
    uit.push({ naam: f.name, bytes });
  }
  return uit;
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

/** Checks every upload's type before anything is stored (415 names the file). */
export function controleerTypen(uploads: readonly Upload[]) {
  return uploads.map((u) => {
    const type = documentType(u.bytes, u.naam);
    if (!type)
      throw unsupportedMediaType(
        `'${u.naam}' wordt niet aangenomen: alleen PDF, afbeeldingen (PNG, JPEG, GIF), Office-documenten en platte tekst; HTML en SVG nooit.`,
      );
    return { ...u, ...type, bestandsnaam: documentNaam(u.naam, type.extensie) };
  });
}

/**
 * Stores checked uploads inside the caller's transaction: a Bestand row each and the file under
 * `<admnr>/<gebied>/<id>`. Returns the ids; `geschreven` collects the keys so the caller removes
 * the files again when the transaction fails.
 */
export async function bewaarDocumenten(
  tx: Prisma.TransactionClient,
  ctx: TenantContext,
  gebied: "notitie" | "dossier" | "groepsplan",
  uploads: ReturnType<typeof controleerTypen>,
  geschreven: string[],
): Promise<number[]> {
  const ids: number[] = [];
  const aangemaaktDoor = ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null;
  for (const u of uploads) {
    const b = await tx.bestand.create({
      data: { administratieNr: ctx.administratieNr, gebied, opslagsleutel: `${ctx.administratieNr}/${gebied}/nieuw-${randomUUID()}`, bestandsnaam: u.bestandsnaam, mimeType: u.mimeType, grootte: u.bytes.length, aangemaaktDoor },
      select: { id: true },
    });
    const sleutel = `${ctx.administratieNr}/${gebied}/${b.id}`;
    await tx.bestand.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: b.id } }, data: { opslagsleutel: sleutel } });
    await putFile(sleutel, u.bytes);
    geschreven.push(sleutel);
    ids.push(b.id);
  }
  return ids;
}

/** Removes stored files after their rows are gone (commit) or after a failed transaction. */
export async function verwijderBestanden(sleutels: readonly string[]) {
  await Promise.all(sleutels.map((s) => deleteFile(s).catch(() => {})));
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
