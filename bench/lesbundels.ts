/**
 * Lesson bundles at size (issue 13): `DATABASE_URL=… npx tsx bench/lesbundels.ts`.
 * 1. Builds a scratch administration (number 2147470000 + a random offset, its own customer) with
 *    2,000 bundles of one author, times the list call (LesBundels: first page, a search, sorted by
 *    last change, page 40) 20 times after a warm-up and prints the first (cold) call, median, p95
 *    and the statements of one call.
 * 2. Streams a 50 MB multipart upload (no content-length, 1 MB chunks) through the upload layer
 *    (lib/api/upload-stroom.ts → lib/storage putFileStream) into a scratch STORAGE_DIR and prints
 *    the process RSS before, its peak during and after; then the same body read the buffered way
 *    (Request.formData()) for comparison.
 * Removes what it made. Not a test: no assertions.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TenantContext } from "@/lib/api/context";
import { leesMultipartStroom } from "@/lib/api/upload-stroom";
import { db, sqlTeller } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { loadPermissions } from "@/lib/services/permissions";
import { listLesBundels, type BundelLijstOpties } from "@/lib/services/lesbundels";
import { metRss, multipartStroom } from "./upload-meting";

const RUNS = 20;
const BUNDELS = 2000;
const ALLES = 127;
const MB = 1024 * 1024;
const grootVerzoek = (mb: number) => multipartStroom({}, [{ veld: "file", naam: "groot.pdf", mb }]);

function figures(runs: number[]) {
  const s = [...runs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! };
}

async function tijd(naam: string, fn: () => Promise<unknown>) {
  sqlTeller.opname = [];
  const k = performance.now();
  await fn();
  const statements = sqlTeller.opname.length;
  sqlTeller.opname = undefined;
  console.log(`${naam.padEnd(46)} first (cold) ${(performance.now() - k).toFixed(1).padStart(7)} ms  (${statements} SQL statements)`);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  const f = figures(runs);
  console.log(`${naam.padEnd(46)} median ${f.median.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms`);
}

async function bouw(adm: number) {
  await db.administratie.create({ data: { administratieNr: adm, naam: "Bench lesbundels", klantId: adm } });
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.createMany({ data: [{ administratieNr: adm, rolId: rol.id, functiegebied: F.Lessen, bits: ALLES }] });
  const gebruiker = await db.gebruiker.create({ data: { email: `bench-lesbundels-${adm}@example.invalid` } });
  await db.medewerker.create({ data: { administratieNr: adm, gebruikerId: gebruiker.id, roepnaam: "Bench", achternaam: "Auteur" } });
  const woorden = ["Lezen", "Rekenen", "Spelling", "Schrijven", "Wereldoriëntatie", "Taal", "Begrijpend lezen", "Meten"];
  for (let start = 0; start < BUNDELS; start += 500) {
    await db.lesBundel.createMany({
      data: Array.from({ length: Math.min(500, BUNDELS - start) }, (_, k) => {
        const i = start + k;
        return {
          administratieNr: adm,
          klantId: adm,
          auteurId: gebruiker.id,
          naam: `${woorden[i % woorden.length]} bundel ${String(i + 1).padStart(4, "0")}`,
          omschrijving: `Lessen voor groep ${(i % 6) + 3}`,
          volgnummer: i + 1,
          gepubliceerd: i % 5 === 0,
          gedeeld: i % 7 === 0,
        };
      }),
    });
  }
  const tenant = await loadPermissions(adm, { rolId: rol.id });
  if (!tenant) throw new Error("Rechten niet geladen");
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr: adm, keyId: 0, rolId: rol.id }, requestId: "bench" };
  return { ctx, gebruikerId: gebruiker.id };
}

async function ruimOp(adm: number, gebruikerId: string) {
  await db.lesBundel.deleteMany({ where: { administratieNr: adm } });
  for (const t of ["RolPermissie", "MedewerkerRol", "Medewerker", "Rol"]) await db.$executeRawUnsafe(`DELETE FROM "${t}" WHERE "administratieNr" = ${adm}`).catch(() => {});
  await db.gebruiker.delete({ where: { id: gebruikerId } }).catch(() => {});
  await db.$executeRawUnsafe(`DELETE FROM "Administratie" WHERE "administratieNr" = ${adm}`).catch(() => {});
}

async function main() {
  process.env.API_LOG ??= "off";
  const adm = 2147470000 + Math.floor(Math.random() * 3000);
  const { ctx, gebruikerId } = await bouw(adm);
  const storage = await mkdtemp(path.join(os.tmpdir(), "bench-lesbundels-"));
  const oudeStorage = process.env.STORAGE_DIR;
  process.env.STORAGE_DIR = storage;
  try {
    console.log(`${BUNDELS} lesbundels of one customer (Lessen manage: all visible)`);
    const lijst = (o: BundelLijstOpties) => () => listLesBundels(ctx, { pageSize: 50, ...o });
    await tijd("LesBundels (page 1, by name)", lijst({}));
    await tijd("LesBundels?zoek=lezen", lijst({ zoek: "lezen" }));
    await tijd("LesBundels?sorteer=bijgewerkt&page=40", lijst({ sorteer: "bijgewerkt", page: 40 }));
    await tijd("LesBundels?soort=gepubliceerd", lijst({ soort: "gepubliceerd" }));

    console.log("\n50 MB upload (1 MB chunks, no content-length)");
    await metRss("streamed into storage (leesMultipartStroom)", async () => {
      const r = await leesMultipartStroom(grootVerzoek(50), { veld: "file", maxBytes: 64 * MB, sleutel: `${adm}/upload/bench`, teGroot: () => "te groot" });
      if (r.bestand?.grootte !== 50 * MB) throw new Error(`Onverwachte grootte ${r.bestand?.grootte}`);
    });
    await metRss("buffered (Request.formData(), for comparison)", async () => {
      const form = await grootVerzoek(50).formData();
      const f = form.get("file") as File;
      if (f.size !== 50 * MB) throw new Error(`Onverwachte grootte ${f.size}`);
    });
  } finally {
    if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
    else process.env.STORAGE_DIR = oudeStorage;
    await rm(storage, { recursive: true, force: true });
    await ruimOp(adm, gebruikerId);
    await db.$disconnect();
  }
}

void main();
