import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { ALLES, dossierTenant, download, multipart, PDF, SVG } from "./leerlingdossier-setup";

/**
 * Documents of notes, dossier items and group plans are streamed into storage (lib/api/documenten
 * metDocumenten → lib/api/upload-stroom): several files per request, each byte-identical on
 * download and moved to its place only after its row is committed; a file over 10 MB is 413 and a refused or failing call leaves no row and no file,
 * staged or placed, in the administration's storage folder.
 */

// Each move of a staged file notes whether its Bestand row was already visible outside the
// transaction, i.e. committed: files are placed only after the commit.
const verplaatst = vi.hoisted(() => [] as { naar: string; rijZichtbaar: boolean }[]);
vi.mock("@/lib/storage", async (importOriginal) => {
  const echt = await importOriginal<typeof import("@/lib/storage")>();
  const { db: buiten } = await import("@/lib/db/client");
  return {
    ...echt,
    moveFile: async (van: string, naar: string) => {
      // Keys begin with the administration (lib/storage): the probe stays on one shard too.
      verplaatst.push({ naar, rijZichtbaar: (await buiten.bestand.count({ where: { administratieNr: Number(naar.split("/")[0]), opslagsleutel: naar } })) === 1 });
      return echt.moveFile(van, naar);
    },
  };
});

type Tenant = Awaited<ReturnType<typeof dossierTenant>>;
let t: Tenant;
let other: Tenant;
let planId: number;
let storageDir: string;
const oudeStorage = process.env.STORAGE_DIR;
const vandaag = () => new Date().toISOString().slice(0, 10);
const MB = 1024 * 1024;

/** Files stored for an administration (placed and staged), relative to its folder. */
async function opslag(admnr: number) {
  const map = path.join(storageDir, String(admnr));
  const items = await readdir(map, { recursive: true, withFileTypes: true }).catch(() => []);
  return items.filter((d) => d.isFile()).map((d) => path.relative(map, path.join(d.parentPath, d.name)));
}
const rijen = (admnr: number) => db.bestand.count({ where: { administratieNr: admnr } });

/** A PDF of `grootte` bytes with varying content (chunk borders in the stream fall inside it). */
function groteBytes(grootte: number) {
  const b = new Uint8Array(grootte);
  for (let i = 0; i < grootte; i++) b[i] = (i * 31 + (i >> 11)) & 0xff;
  b.set(new TextEncoder().encode("%PDF-1.7\n"));
  return b;
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const TEKST = new TextEncoder().encode("Aantekeningen; één regel\nen nog een\n");
const drieBestanden = () => [new File([groteBytes(3 * MB + 17) as BlobPart], "groot.pdf"), new File([PNG as BlobPart], "foto.png"), new File([TEKST as BlobPart], "notities.txt")];
const teGroot = () => new File([new Uint8Array(10 * MB + 1).fill(0x41)], "te-groot.txt");

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "leerroute-documenten-"));
  process.env.STORAGE_DIR = storageDir;
  t = await dossierTenant();
  other = await dossierTenant();
  const { administratieNr, schooljaar, rolId } = t;
  await db.rolPermissie.create({ data: { administratieNr, rolId, functiegebied: F.Groepsplannen, bits: ALLES } });
  const jaar = Number(schooljaar.slice(0, 4));
  await db.periode.create({ data: { administratieNr, schooljaar, nummer: 1, ingangsdatum: new Date(`${jaar}-08-01`), einddatum: new Date(`${jaar + 1}-07-31`) } });
  planId = (await db.groepsplan.create({ data: { administratieNr, groepNr: 1, schooljaar, periodeNummer: 1 }, select: { id: true } })).id;
});
afterAll(async () => {
  if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = oudeStorage;
  await rm(storageDir, { recursive: true, force: true });
});

type Doc = { id: number; bestandsnaam: string; grootte: number };

/** Every route that takes documents: how to send to it, and where its documents download. */
const routes = () => {
  const adm = t.administratieNr;
  return [
    { naam: "AddLeerlingNotitie", stuur: (v: Velden) => multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "Met bijlagen", datum: vandaag(), ...v }), url: (id: number, d: number) => `/api/Notities/Document/${adm}/${id}/${d}` },
    { naam: "AddGroepNotitie", stuur: (v: Velden) => multipart("POST", "/api/Notities/AddGroepNotitie/1", adm, t.user.cookie, { titel: "Groep", datum: vandaag(), ...v }), url: (id: number, d: number) => `/api/Notities/Document/${adm}/${id}/${d}` },
    { naam: "Notities/Edit", stuur: async (v: Velden) => multipart("POST", `/api/Notities/Edit/${await notitie()}`, adm, t.user.cookie, { titel: "Gewijzigd", datum: vandaag(), ...v }), url: (id: number, d: number) => `/api/Notities/Document/${adm}/${id}/${d}` },
    { naam: "Leerlingdossier/Add", stuur: (v: Velden) => multipart("POST", "/api/Leerlingdossier/Add", adm, t.user.cookie, { leerlingId: String(t.ada.id), titel: "Item", datum: vandaag(), ...v }), url: (id: number, d: number) => `/api/Leerlingdossier/Details/${adm}/${id}/Document/${d}` },
    { naam: "Leerlingdossier/Update", stuur: async (v: Velden) => multipart("POST", "/api/Leerlingdossier/Update", adm, t.user.cookie, { id: String(await dossierItem()), titel: "Item gewijzigd", datum: vandaag(), ...v }), url: (id: number, d: number) => `/api/Leerlingdossier/Details/${adm}/${id}/Document/${d}` },
    { naam: "GroepsPlannen/Edit", stuur: (v: Velden) => multipart("POST", "/api/GroepsPlannen/Edit", adm, t.user.cookie, { id: String(planId), beginsituatie: "<p>Analyse</p>", ...v }), url: (_id: number, d: number) => `/api/GroepsPlannen/Document/${adm}/1/1?bestandId=${d}` },
  ];
};
type Velden = Record<string, string | File | (string | File)[]>;

async function notitie() {
  const n = await db.notitie.create({ data: { administratieNr: t.administratieNr, leerlingId: t.ada.id, titel: "Bestaand", tekst: "", datum: new Date() }, select: { id: true } });
  return n.id;
}
async function dossierItem() {
  const i = await db.leerlingdossierItem.create({ data: { administratieNr: t.administratieNr, leerlingId: t.ada.id, titel: "Bestaand", datum: new Date() }, select: { id: true } });
  return i.id;
}

describe("documents streamed into storage", () => {
  it("several files through each route: all stored, byte-identical on download, nothing left staged", async () => {
    for (const r of routes()) {
      const res = await r.stuur({ documenten: drieBestanden() });
      expect(res.status, `${r.naam}: ${res.text.slice(0, 200)}`).toBe(200);
      const docs = (res.json.documenten as Doc[]).slice(-3);
      expect(docs.map((d) => d.bestandsnaam), r.naam).toEqual(["groot.pdf", "foto.png", "notities.txt"]);
      const verwacht = [groteBytes(3 * MB + 17), PNG, TEKST];
      for (const [i, d] of docs.entries()) {
        expect(d.grootte).toBe(verwacht[i]!.length);
        const dl = await download(r.url(res.json.id, d.id), t.administratieNr, t.user.cookie);
        expect(dl.status, `${r.naam} ${d.bestandsnaam}`).toBe(200);
        expect(Buffer.from(dl.bytes).equals(Buffer.from(verwacht[i]!)), `${r.naam} ${d.bestandsnaam} byte-identical`).toBe(true);
      }
    }
    expect(verplaatst).toHaveLength(3 * routes().length);
    expect(verplaatst.filter((v) => !v.rijZichtbaar)).toEqual([]);
    const bestanden = await opslag(t.administratieNr);
    expect(bestanden.filter((b) => b.startsWith("upload/"))).toEqual([]);
    expect(bestanden).toHaveLength(await rijen(t.administratieNr));
  });

  it("a file over 10 MB is 413 with a Dutch message; no row and no file is left, also of the files sent before it", async () => {
    for (const r of routes()) {
      const voor = { rijen: await rijen(t.administratieNr), opslag: await opslag(t.administratieNr) };
      const res = await r.stuur({ documenten: [PDF(), teGroot()] });
      expect(res.status, r.naam).toBe(413);
      expect(res.json.message).toBe("'te-groot.txt' is te groot; een bestand mag hoogstens 10 MB zijn.");
      expect(await rijen(t.administratieNr), r.naam).toBe(voor.rijen);
      expect((await opslag(t.administratieNr)).sort(), r.naam).toEqual(voor.opslag.sort());
    }
  });

  it("a refused or failing write after the upload (bad field, foreign pupil, unknown plan, refused type, too many or empty files) leaves nothing staged", async () => {
    const adm = t.administratieNr;
    const voor = { rijen: await rijen(adm), opslag: (await opslag(adm)).sort() };
    const docs = () => drieBestanden();
    const datum = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: "31-12-2025", documenten: docs() });
    expect([datum.status, datum.json.issues[0].path]).toEqual([400, "body.datum"]);
    const tag = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), tags: "9", documenten: docs() });
    expect([tag.status, tag.json.issues[0].path]).toEqual([400, "body.tags"]);
    expect((await multipart("POST", `/api/Notities/AddLeerlingNotitie/${other.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), documenten: docs() })).status).toBe(404);
    expect((await multipart("POST", "/api/Leerlingdossier/Add", adm, t.user.cookie, { leerlingId: String(other.ada.id), titel: "x", datum: vandaag(), documenten: docs() })).status).toBe(404);
    const categorie = await multipart("POST", "/api/Leerlingdossier/Add", adm, t.user.cookie, { leerlingId: String(t.ada.id), titel: "x", datum: vandaag(), categorieNr: "77", documenten: docs() });
    expect([categorie.status, categorie.json.issues[0].path]).toEqual([400, "body.categorieNr"]);
    expect((await multipart("POST", "/api/GroepsPlannen/Edit", adm, t.user.cookie, { id: "999999", documenten: docs() })).status).toBe(404);
    const ig = await multipart("POST", "/api/GroepsPlannen/Edit", adm, t.user.cookie, { id: String(planId), instructiegroepNr: "5", documenten: docs() });
    expect([ig.status, ig.json.issues[0].path]).toEqual([400, "body.instructiegroepNr"]);
    expect((await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), documenten: [...docs(), SVG()] })).status).toBe(415);
    const elf = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), documenten: Array.from({ length: 11 }, () => PDF()) });
    expect([elf.status, elf.json.message]).toEqual([400, "documenten: hoogstens 10 bestand(en) tegelijk."]);
    const leeg = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), documenten: [PDF(), new File([], "leeg.txt")] });
    expect([leeg.status, leeg.json.message]).toEqual([400, "documenten: 'leeg.txt' is leeg."]);
    const tekst = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, adm, t.user.cookie, { titel: "x", datum: vandaag(), documenten: [PDF(), "geen bestand"] });
    expect([tekst.status, tekst.json.issues[0].path]).toEqual([400, "body.documenten"]);
    // Nor did anything land in the other administration's folder.
    expect(await opslag(other.administratieNr)).toEqual([]);
    expect(await rijen(adm)).toBe(voor.rijen);
    expect((await opslag(adm)).sort()).toEqual(voor.opslag);
  });
});
