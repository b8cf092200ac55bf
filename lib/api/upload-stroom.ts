/**
 * Multipart uploads read as a stream (server only: lib/api/files.ts is also imported by client
 * components, so this lives apart). Used by routes with `stream: true` (lib/api/route.ts).
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { deleteFile, putFileStream } from "@/lib/storage";
import { ApiError, badRequest, payloadTooLarge } from "./errors";

/** A file of a multipart body, streamed into storage (staged under `sleutel`) by leesMultipartStroom. */
export interface GestreamdBestand {
  /** The name the browser gave (for display only: the type comes from the bytes). */
  naam: string;
  /** Bytes stored. */
  grootte: number;
  /** The first bytes (at most 64 KB), to read the type from. */
  kop: Uint8Array;
  /** Where it is staged: move it to its place (lib/storage moveFile) or delete it. */
  sleutel: string;
}

const KOP_BYTES = 64 * 1024;

/**
 * Reads a multipart (or url-encoded) body as a stream, for uploads larger than is wise to hold in
 * memory: text fields into a record (the last value when sent twice), the first file of field
 * `veld` straight into storage under `sleutel`, chunk by chunk; other files are skipped. A file
 * over `maxBytes` is cut off, removed and answered with 413 (`teGroot`, Dutch), as is a body whose
 * content-length alone is too large (before anything is read). A broken body is 400. Any other
 * content type gives no fields and no file (the caller's validation then names what is missing).
 */
export async function leesMultipartStroom(
  req: Request,
  o: { veld: string; maxBytes: number; sleutel: string; teGroot: (maxBytes: number) => string },
): Promise<{ velden: Record<string, string>; bestand: GestreamdBestand | null }> {
  const velden: Record<string, string> = {};
  const type = req.headers.get("content-type") ?? "";
  if (!req.body || !/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return { velden, bestand: null };
  const lengte = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(lengte) && lengte > o.maxBytes + 1024 * 1024) {
    await req.body.cancel().catch(() => {});
    throw payloadTooLarge(o.teGroot(o.maxBytes));
  }
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: { "content-type": type }, defParamCharset: "utf8", limits: { files: 1, fileSize: o.maxBytes, fields: 50, fieldSize: 100_000, parts: 60 } });
  } catch {
    throw badRequest("De inhoud van het verzoek is geen geldige formulierdata.");
  }
  let opslag: Promise<number> | null = null;
  let naam = "";
  let teGroot = false;
  const kop: Uint8Array[] = [];
  let kopLengte = 0;
  bb.on("field", (veld, waarde) => {
    velden[veld] = waarde;
  });
  bb.on("file", (veld, stroom, info) => {
    if (veld !== o.veld || opslag) {
      stroom.resume();
      return;
    }
    naam = info.filename ?? "";
    stroom.on("limit", () => {
      teGroot = true;
    });
    async function* metKop() {
      for await (const stuk of stroom as AsyncIterable<Buffer>) {
        if (kopLengte < KOP_BYTES) {
          const deel = stuk.subarray(0, KOP_BYTES - kopLengte);
          kop.push(new Uint8Array(deel));
          kopLengte += deel.length;
        }
        yield stuk;
      }
    }
    opslag = putFileStream(o.sleutel, metKop(), { maxBytes: o.maxBytes });
    // A failed write must not stall the parser: read the rest away.
    opslag.catch(() => stroom.resume());
  });
  try {
    await pipeline(Readable.fromWeb(req.body as unknown as NodeReadableStream<Uint8Array>), bb);
    const grootte = opslag ? await opslag : 0;
    if (teGroot) throw payloadTooLarge(o.teGroot(o.maxBytes));
    if (!opslag) return { velden, bestand: null };
    const samen = new Uint8Array(kopLengte);
    let plek = 0;
    for (const k of kop) {
      samen.set(k, plek);
      plek += k.length;
    }
    return { velden, bestand: { naam, grootte, kop: samen, sleutel: o.sleutel } };
  } catch (e) {
    if (opslag) await (opslag as Promise<number>).catch(() => 0);
    await deleteFile(o.sleutel).catch(() => {});
    if (e instanceof ApiError) throw e;
    if ((e as Error).name === "FileTooLargeError") throw payloadTooLarge(o.teGroot(o.maxBytes));
    throw badRequest("De inhoud van het verzoek is geen geldige formulierdata.");
  }
}
