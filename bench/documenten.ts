/**
 * Note documents streamed (lib/api/documenten metDocumenten → lib/api/upload-stroom):
 * `DATABASE_URL=… npx tsx --expose-gc bench/documenten.ts`.
 * After a warm-up note of 1 MB, writes a pupil note with five, then ten documents of 10 MB each
 * (the most one may send: 50 and 100 MB in one body, 1 MB chunks, no content-length) the way the route does — streamed into a scratch STORAGE_DIR,
 * typed, the rows written and the files moved to their place after the commit — and prints the
 * process RSS before, its peak during and after; then the same body read the buffered way
 * (Request.formData(), as the route did before) for comparison. Builds a scratch administration
 * (2147460000 + a random offset) and removes what it made. Not a test: no assertions.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TenantContext } from "@/lib/api/context";
import { metDocumenten } from "@/lib/api/documenten";
import { db } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { notitieVelden } from "@/lib/schemas/notities";
import { addLeerlingNotitie } from "@/lib/services/notities";
import { loadPermissions } from "@/lib/services/permissions";
import { metRss, multipartStroom } from "./upload-meting";

const ALLES = 127;
const MB = 1024 * 1024;
const DOCUMENTEN = 5;
const DOCUMENT_MB = 10;

async function bouw(adm: number) {
  await db.administratie.create({ data: { administratieNr: adm, naam: "Bench documenten", klantId: adm } });
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.createMany({ data: [F.Leerlingen, F.Notities].map((functiegebied) => ({ administratieNr: adm, rolId: rol.id, functiegebied, bits: ALLES })) });
  const leerling = await db.leerling.create({ data: { administratieNr: adm, roepnaam: "Bench", achternaam: "Leerling", ingangsdatum: new Date("2015-08-01T00:00:00Z"), geboortedatum: new Date("2015-03-10T00:00:00Z") } });
  const tenant = await loadPermissions(adm, { rolId: rol.id });
  if (!tenant) throw new Error("Rechten niet geladen");
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr: adm, keyId: 0, rolId: rol.id }, requestId: "bench" };
  return { ctx, leerlingId: leerling.id };
}

async function ruimOp(adm: number) {
  for (const t of ["NotitieDocument", "Notitie", "Bestand", "Leerling", "RolPermissie", "Rol", "Administratie"])
    await db.$executeRawUnsafe(`DELETE FROM "${t}" WHERE "administratieNr" = ${adm}`).catch((e: Error) => console.error(`${t}: ${e.message}`));
}

const verzoek = (aantal = DOCUMENTEN, mb = DOCUMENT_MB) =>
  multipartStroom(
    { titel: "Verslag met bijlagen", datum: new Date().toISOString().slice(0, 10) },
    Array.from({ length: aantal }, (_, i) => ({ veld: "documenten", naam: `verslag-${i + 1}.pdf`, mb })),
  );

async function main() {
  process.env.API_LOG ??= "off";
  const adm = 2147460000 + Math.floor(Math.random() * 3000);
  const storage = await mkdtemp(path.join(os.tmpdir(), "bench-documenten-"));
  const oudeStorage = process.env.STORAGE_DIR;
  process.env.STORAGE_DIR = storage;
  try {
    const { ctx, leerlingId } = await bouw(adm);
    // A warm-up note of 1 MB first: loading the code and the first queries are not the upload's memory.
    await metDocumenten(verzoek(1, 1), ctx, notitieVelden, (v, uploads) => addLeerlingNotitie(ctx, leerlingId, v, uploads));
    // Twice the body: memory that follows the upload's size would double, a bounded stream's does not.
    for (const aantal of [DOCUMENTEN, 2 * DOCUMENTEN]) {
      const totaal = aantal * DOCUMENT_MB;
      console.log(`A pupil note with ${aantal} documents of ${DOCUMENT_MB} MB (${totaal} MB in one body, 1 MB chunks, no content-length)`);
      const groei = await metRss("streamed, stored and placed (metDocumenten)", async () => {
        const n = await metDocumenten(verzoek(aantal), ctx, notitieVelden, (v, uploads) => addLeerlingNotitie(ctx, leerlingId, v, uploads));
        const grootte = n.documenten.reduce((s, d) => s + d.grootte, 0);
        if (n.documenten.length !== aantal || grootte !== totaal * MB) throw new Error(`Onverwacht: ${n.documenten.length} documenten, ${grootte} bytes`);
      });
      console.log(`RSS growth while streaming: ${(groei / MB).toFixed(1)} MB, ${((groei / (totaal * MB)) * 100).toFixed(1)} % of the ${totaal} MB sent`);
    }
    const totaal = DOCUMENTEN * DOCUMENT_MB;
    await metRss("buffered (Request.formData(), for comparison)", async () => {
      const form = await verzoek().formData();
      const grootte = form.getAll("documenten").reduce((s, f) => s + (f as File).size, 0);
      if (grootte !== totaal * MB) throw new Error(`Onverwachte grootte ${grootte}`);
    });
  } finally {
    if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
    else process.env.STORAGE_DIR = oudeStorage;
    await rm(storage, { recursive: true, force: true });
    await ruimOp(adm);
    await db.$disconnect();
  }
}

void main();
