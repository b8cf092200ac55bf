import fs from "node:fs/promises";
import path from "node:path";

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

export async function deleteFile(key: string): Promise<void> {
  await fs.rm(/*turbopackIgnore: true*/ resolveKey(key), { force: true });
}

/** Base URL for reading stored files directly (a public bucket), or null: files come through /api. */
export function storeUrl(): string | null {
  return process.env.STORAGE_PUBLIC_URL || null;
}
