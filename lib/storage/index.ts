import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * The one place files (logos, lesson sources, documents) are kept. Local disk under STORAGE_DIR
 * (default ./storage) for now; keys are namespaced by administration: `<admnr>/<area>/<id>`.
 */
// turbopackIgnore: the directory is chosen at run time; it is not part of the build output.
const root = () => path.resolve(/*turbopackIgnore: true*/ process.env.STORAGE_DIR ?? "storage");

function resolveKey(key: string): string {
  if (!/^[0-9]+\/[A-Za-z0-9._/-]+$/.test(key) || key.includes("..")) throw new Error(`Ongeldige opslagsleutel: ${key}`);
  return path.join(/*turbopackIgnore: true*/ root(), key);
}

export async function putFile(key: string, data: Uint8Array): Promise<void> {
  const file = resolveKey(key);
  await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  await fs.writeFile(/*turbopackIgnore: true*/ file, data);
}

export async function getFile(key: string): Promise<Uint8Array | null> {
  try {
    return await fs.readFile(/*turbopackIgnore: true*/ resolveKey(key));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

/** Whether a file is stored under `key` (a row may point at a file that never arrived or was lost). */
export async function fileExists(key: string): Promise<boolean> {
  try {
    await fs.access(/*turbopackIgnore: true*/ resolveKey(key));
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored file as a stream with its size, for answers that must not hold large files in memory
 * (the zip of a pupil's whole file); null when it is missing.
 */
export async function openFileStream(key: string): Promise<{ stream: NodeJS.ReadableStream; grootte: number } | null> {
  const file = resolveKey(key);
  try {
    const st = await fs.stat(/*turbopackIgnore: true*/ file);
    return { stream: createReadStream(/*turbopackIgnore: true*/ file), grootte: st.size };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

/** putFileStream's source was larger than its maxBytes; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Het bestand is groter dan ${maxBytes} bytes.`);
    this.name = "FileTooLargeError";
  }
}

/**
 * Streams `source` into `key` chunk by chunk (never the whole file in memory): written to a
 * temporary file beside it and renamed when complete, so no reader sees half a file. More than
 * `maxBytes` throws FileTooLargeError and keeps nothing. Returns the number of bytes stored.
 */
export async function putFileStream(key: string, source: AsyncIterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<number> {
  const file = resolveKey(key);
  await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const tijdelijk = `${file}.${randomUUID()}.deel`;
  const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  let grootte = 0;
  async function* geteld() {
    for await (const stuk of source) {
      grootte += stuk.length;
      if (grootte > max) throw new FileTooLargeError(max);
      yield stuk;
    }
  }
  try {
    await pipeline(Readable.from(geteld()), createWriteStream(/*turbopackIgnore: true*/ tijdelijk, { flags: "wx" }));
    await fs.rename(/*turbopackIgnore: true*/ tijdelijk, file);
    return grootte;
  } catch (e) {
    await fs.rm(/*turbopackIgnore: true*/ tijdelijk, { force: true });
    throw e;
  }
}

/** Moves a stored file to another key (a staged upload to its final place). */
export async function moveFile(from: string, to: string): Promise<void> {
  const doel = resolveKey(to);
  await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(doel), { recursive: true });
  await fs.rename(/*turbopackIgnore: true*/ resolveKey(from), doel);
}

export async function deleteFile(key: string): Promise<void> {
  await fs.rm(/*turbopackIgnore: true*/ resolveKey(key), { force: true });
}

/** Removes files best-effort (cleanup after a commit or a failed call: a leftover file harms nothing, a throw here would hide the real answer). */
export async function deleteFiles(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => deleteFile(k).catch(() => {})));
}

/**
 * Staged uploads (`<admnr>/upload/…`, also putFileStream's `.deel` files there) are moved to their
 * place after the commit or removed when the call fails; a process that dies mid-call leaves them.
 * Removes those last written more than `ouderDanMs` ago (a live upload is minutes old at most) and
 * answers how many. Other areas are never touched.
 */
export async function deleteStaleUploads(ouderDanMs: number, nu = Date.now()): Promise<number> {
  const grens = nu - ouderDanMs;
  let verwijderd = 0;
  const administraties = await fs.readdir(/*turbopackIgnore: true*/ root(), { withFileTypes: true }).catch(() => []);
  for (const adm of administraties) {
    if (!adm.isDirectory() || !/^[0-9]+$/.test(adm.name)) continue;
    const map = path.join(/*turbopackIgnore: true*/ root(), adm.name, "upload");
    const bestanden = await fs.readdir(/*turbopackIgnore: true*/ map, { withFileTypes: true }).catch(() => []);
    for (const b of bestanden) {
      if (!b.isFile()) continue;
      const pad = path.join(/*turbopackIgnore: true*/ map, b.name);
      const stat = await fs.stat(/*turbopackIgnore: true*/ pad).catch(() => null);
      if (!stat || stat.mtimeMs >= grens) continue;
      await fs.rm(/*turbopackIgnore: true*/ pad, { force: true });
      verwijderd++;
    }
  }
  return verwijderd;
}

/** Base URL for reading stored files directly (a public bucket), or null: files come through /api. */
export function storeUrl(): string | null {
  return process.env.STORAGE_PUBLIC_URL || null;
}
