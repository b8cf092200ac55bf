/**
 * Multipart uploads read as a stream (server only: lib/api/files.ts is also imported by client
 * components, so this lives apart). Used by routes with `stream: true` (lib/api/route.ts): large
 * ones into storage (leesMultipartStroom), small ones into memory (leesMultipartBestand). Every
 * upload route streams, so a file over its limit is refused naming it the moment it passes it.
 */
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { deleteFiles, FileTooLargeError, putFileStream } from "@/lib/storage";
import { ApiError, badRequest, fieldError, payloadTooLarge } from "./errors";
import { formulierFout, nfc } from "./invoer";

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

export interface StroomOpties<L extends boolean> {
  /** The file field. */
  veld: string;
  /** The most bytes of one file. */
  maxBytes: number;
  /** Where the first file is staged; further files get `-1`, `-2`, … appended. */
  sleutel: string;
  /** The Dutch 413 text; `naam` is the file's name when known. */
  teGroot: (maxBytes: number, naam?: string) => string;
  /** How many files of `veld` are stored (default 1); more are read away and only counted. */
  max?: number;
  /** A text field sent more than once becomes a list (as Hono's parseBody({ all: true })); otherwise the last value counts. */
  lijsten?: L;
}

export interface GestreamdeBody<L extends boolean> {
  velden: Record<string, L extends true ? string | string[] : string>;
  /** The first stored file (the single-file routes). */
  bestand: GestreamdBestand | null;
  /** Every stored file, in the order sent. */
  bestanden: GestreamdBestand[];
  /** Files of `veld` sent, also those past `max`. */
  aantal: number;
}

const ONGELDIG = "De inhoud van het verzoek is geen geldige formulierdata.";

/**
 * Reads a multipart (or url-encoded) body as a stream, for uploads larger than is wise to hold in
 * memory: text fields into a record, the files of field `veld` (at most `max`) each straight into
 * storage under its own staging key, chunk by chunk; other files are skipped. A file over
 * `maxBytes` is answered with 413 naming it (`teGroot`, Dutch) the moment it passes its limit:
 * the rest of the body is not read (the app then answers `Connection: close`). A body longer than
 * `max` files and 1 MB is 413 too: by its content-length before its files are read (a single-file
 * route reads on to the file's name, at most 1 MB, to name it), or while a chunked body arrives.
 * On any error every staged file is removed. A broken body is 400. Any other content type gives
 * no fields and no files (the caller's validation then names what is missing).
 */
export async function leesMultipartStroom<L extends boolean = false>(req: Request, o: StroomOpties<L>): Promise<GestreamdeBody<L>> {
  const r = await leesMultipart(req, o, (sleutel, bron) => putFileStream(sleutel, bron, { maxBytes: o.maxBytes }), verwijderGestreamd);
  return { velden: r.velden, bestand: r.bestanden[0] ?? null, bestanden: r.bestanden, aantal: r.aantal };
}

/** What leesMultipartBestand reads: the text fields, the first file of the field (whole), how many were sent. */
export interface FormulierMetBestand {
  velden: Record<string, string>;
  /** The first file of `veld`, in memory (name in NFC, the browser's content type), or null. */
  bestand: File | null;
  /** Files of `veld` sent (only the first is kept). */
  aantal: number;
}

/**
 * The small uploads the service reads whole (a logo, a news image, a template or import file): the
 * body is read as a stream as leesMultipartStroom reads it — 413 naming the file the moment it
 * passes `maxBytes` (`teGroot`), a body longer than the file and 1 MB refused by its length once
 * the file's name has been read, the text fields through the input screen — but the one file is
 * kept in memory (at most `maxBytes`) instead of in storage. Further files are read away and counted.
 */
export async function leesMultipartBestand(req: Request, o: Pick<StroomOpties<false>, "veld" | "maxBytes" | "teGroot">): Promise<FormulierMetBestand> {
  const inhoud = new Map<string, Uint8Array[]>();
  const bewaar = async (sleutel: string, bron: AsyncIterable<Uint8Array>) => {
    const delen: Uint8Array[] = [];
    let grootte = 0;
    for await (const stuk of bron) {
      grootte += stuk.length;
      if (grootte > o.maxBytes) throw new FileTooLargeError(o.maxBytes);
      delen.push(stuk);
    }
    inhoud.set(sleutel, delen);
    return grootte;
  };
  const r = await leesMultipart<false>(req, { ...o, sleutel: "geheugen", max: 1 }, bewaar, async () => {});
  const eerste = r.bestanden[0];
  const bestand = eerste ? new File((inhoud.get(eerste.sleutel) ?? []) as BlobPart[], eerste.naam, { type: eerste.type }) : null;
  return { velden: r.velden, bestand, aantal: r.aantal };
}

const mb = (n: number) => `${(n / 1024 / 1024).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;

/** The 413 text of a single-file upload: the file named when its name has been read. */
export const bestandTeGroot = (maxBytes: number, naam?: string) =>
  naam === undefined ? `Het bestand is te groot; een bestand mag hoogstens ${mb(maxBytes)} zijn.` : `'${naam}' is te groot; een bestand mag hoogstens ${mb(maxBytes)} zijn.`;

/** Where a file of the body goes (storage or memory), and how staged files are removed after a refusal. */
type Bewaar = (sleutel: string, bron: AsyncIterable<Uint8Array>) => Promise<number>;

async function leesMultipart<L extends boolean>(
  req: Request,
  o: StroomOpties<L>,
  bewaar: Bewaar,
  opruimen: (bestanden: readonly { sleutel: string }[]) => Promise<unknown>,
): Promise<{ velden: GestreamdeBody<L>["velden"]; bestanden: (GestreamdBestand & { type: string })[]; aantal: number }> {
  const velden: Record<string, string | string[]> = {};
  const max = o.max ?? 1;
  const type = req.headers.get("content-type") ?? "";
  const leeg = { velden: velden as GestreamdeBody<L>["velden"], bestanden: [], aantal: 0 };
  if (!req.body || !/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return leeg;
  const grens = o.maxBytes * max + 1024 * 1024;
  const lengte = Number(req.headers.get("content-length") ?? "");
  const teLang = Number.isFinite(lengte) && lengte > grens;
  if (teLang && max > 1) {
    await req.body.cancel().catch(() => {});
    throw payloadTooLarge(o.teGroot(o.maxBytes));
  }
  let bb: busboy.Busboy;
  try {
    // busboy reports its limit when a file reaches it: one byte more, so a file of exactly maxBytes passes.
    bb = busboy({ headers: { "content-type": type }, defParamCharset: "utf8", limits: { fileSize: o.maxBytes + 1, fields: 50, fieldSize: 100_000, parts: 60 } });
  } catch {
    throw badRequest(ONGELDIG);
  }
  const opslagen: { naam: string; type: string; sleutel: string; kop: () => Uint8Array; grootte: Promise<number> }[] = [];
  let aantal = 0;
  // The first reason to stop reading (a file past its limit, a failed write): the parse is aborted
  // at once. Reading the rest away instead held the request until the whole body had arrived, and
  // a write that failed left busboy waiting on its file stream for ever (issue 28: no answer).
  const afbreken = new AbortController();
  let stopFout: unknown = null;
  const stop = (e: unknown) => {
    stopFout ??= e;
    // Not inside busboy's own event (it goes on with the stream it is emitting from).
    queueMicrotask(() => afbreken.abort());
  };
  const teGrootFout = (naam?: string) => payloadTooLarge(o.teGroot(o.maxBytes, naam));
  bb.on("field", (veld, waarde) => {
    const vorige = velden[veld];
    velden[veld] = !o.lijsten || vorige === undefined ? waarde : [vorige, waarde].flat();
  });
  bb.on("file", (veld, stroom, info) => {
    // An aborted parse destroys the file stream it is in with an error: not every stream has a reader to take it.
    stroom.on("error", () => {});
    if (veld !== o.veld) {
      stroom.resume();
      return;
    }
    aantal++;
    const naam = info.filename ?? "";
    // Too long by its content-length: read only as far as this name.
    if (teLang) return stop(teGrootFout(naam));
    // Past the count: read away, keep nothing (the caller answers 400 for the count).
    if (aantal > max || stopFout !== null) {
      stroom.resume();
      return;
    }
    stroom.on("limit", () => stop(teGrootFout(naam)));
    const kop: Uint8Array[] = [];
    let kopLengte = 0;
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
    const sleutel = opslagen.length === 0 ? o.sleutel : `${o.sleutel}-${opslagen.length}`;
    const grootte = bewaar(sleutel, metKop());
    grootte.catch((e: Error) => stop(e.name === "FileTooLargeError" ? teGrootFout(naam) : e));
    opslagen.push({ naam, type: info.mimeType ?? "", sleutel, grootte, kop: () => samenvoegen(kop, kopLengte) });
  });
  // Counts what arrives: a chunked body says no length beforehand.
  let gelezen = 0;
  const teller = new Transform({
    transform(stuk: Buffer, _codering, klaar) {
      gelezen += stuk.length;
      if (gelezen > (teLang ? 1024 * 1024 : grens)) return klaar(teGrootFout());
      klaar(null, stuk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(req.body as unknown as NodeReadableStream<Uint8Array>), teller, bb, { signal: afbreken.signal }).catch((e: unknown) => {
      throw stopFout ?? (teLang ? teGrootFout() : e);
    });
    if (stopFout !== null) throw stopFout;
    // Said to be too long, ended before a file: still refused by the length it gave.
    if (teLang) throw teGrootFout();
    // Text fields and file names pass the input screen that JSON text passes (in NFC from here on).
    const fout = formulierFout(velden, opslagen.map((b) => ({ veld: o.veld, naam: b.naam })));
    if (fout) throw fieldError(fout.path, fout.message);
    for (const b of opslagen) b.naam = nfc(b.naam);
    const bestanden: (GestreamdBestand & { type: string })[] = [];
    for (const b of opslagen) bestanden.push({ naam: b.naam, type: b.type, grootte: await b.grootte, kop: b.kop(), sleutel: b.sleutel });
    return { velden: velden as GestreamdeBody<L>["velden"], bestanden, aantal };
  } catch (e) {
    await Promise.all(opslagen.map((b) => b.grootte.catch(() => 0)));
    await opruimen(opslagen);
    if (e instanceof ApiError) throw e;
    // A write that failed (not the body): the caller's 500, logged.
    if (e === stopFout) throw e;
    throw badRequest(ONGELDIG);
  }
}

function samenvoegen(delen: readonly Uint8Array[], lengte: number) {
  const samen = new Uint8Array(lengte);
  let plek = 0;
  for (const d of delen) {
    samen.set(d, plek);
    plek += d.length;
  }
  return samen;
}

/** Removes staged files (a refused upload, or a call that failed before they were moved). */
export const verwijderGestreamd = (bestanden: readonly { sleutel: string }[]) => deleteFiles(bestanden.map((b) => b.sleutel));
