import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { hashApiKey } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { MODULES } from "@/lib/modules";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar, isoDatum } from "@/lib/schooljaar";
import { getFile } from "@/lib/storage";
import { call, makeApiKey, makeTenant, makeUser } from "./helpers";

// Smallest valid-looking images: only the first bytes matter to the server.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 5, 6, 7, 8]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let beheer: Tenant; // Administratie manage + Api manage + Leerlingen read all
let zonderApi: User; // Administratie manage, no Api area
let lezer: User; // only Leerlingen read
let other: Tenant;
let koppelRol: { id: number }; // Api + Leerlingen read all: within beheer's own rights
let teVeelRol: { id: number }; // Api + Gebruikers manage: more than beheer has
let geenApiRol: { id: number };
let storageDir: string;
const oudeStorage = process.env.STORAGE_DIR;

const q = () => ({ administratieNr: beheer.administratieNr });

async function rol(administratieNr: number, naam: string, permissies: Record<number, number>) {
  return db.rol.create({
    data: {
      administratieNr,
      naam,
      permissies: { create: Object.entries(permissies).map(([f, bits]) => ({ functiegebied: Number(f), bits })) },
    },
  });
}

/** A multipart upload as a browser sends it (the shared `call` helper sends JSON only). */
async function upload(file: { bytes: Uint8Array; name: string; type: string } | null, opts: { administratieNr: number; cookie: string }) {
  const form = new FormData();
  if (file) form.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  else form.append("iets", "anders");
  const url = `http://localhost/api/Administraties/UpLoad?administratieNr=${opts.administratieNr}`;
  const res = await getApi().fetch(new Request(url, { method: "POST", headers: { "x-csrf": "1", cookie: opts.cookie }, body: form }));
  const bytes = new Uint8Array(await res.arrayBuffer());
  let json: { error?: string; message?: string; issues?: { path: string }[] } | undefined;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

async function logoState(administratieNr: number) {
  const a = await db.administratie.findUniqueOrThrow({ where: { administratieNr }, select: { logoBestandId: true } });
  const bestanden = await db.bestand.findMany({ where: { administratieNr, gebied: "logo" }, orderBy: { id: "asc" } });
  return { logoBestandId: a.logoBestandId, bestanden };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "leerroute-adm-"));
  process.env.STORAGE_DIR = storageDir;
  beheer = await makeTenant({
    naam: "Basisschool Het Kompas",
    permissies: { [F.Administratie]: Bits.Manage, [F.Api]: Bits.Manage, [F.Leerlingen]: Bits.ReadAlle },
  });
  const a = beheer.administratieNr;
  await db.administratie.update({ where: { administratieNr: a }, data: { modules: ["LESSEN", "LEERROUTES", "OUDMODULE"] } });
  await db.licentie.createMany({
    data: [
      { administratieNr: a, licentienummer: 1, code: "LEERROUTE", omschrijving: "Leerroute basis" },
      { administratieNr: a, licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten" },
    ],
  });
  const zonderApiRol = await rol(a, "Administratiebeheer", { [F.Administratie]: Bits.Manage });
  zonderApi = await makeUser(a, zonderApiRol.id);
  const leesRol = await rol(a, "Lezer", { [F.Leerlingen]: Combinations.Read });
  lezer = await makeUser(a, leesRol.id);
  koppelRol = await rol(a, "Koppeling", { [F.Api]: Bits.Manage, [F.Leerlingen]: Bits.ReadAlle });
  teVeelRol = await rol(a, "Alles", { [F.Api]: Bits.Manage, [F.Gebruikers]: Bits.Manage });
  geenApiRol = leesRol;
  const { ingangsdatum, einddatum } = (await db.schooljaar.findFirstOrThrow({ where: { administratieNr: a } }));
  await db.periode.create({ data: { administratieNr: a, schooljaar: beheer.schooljaar, nummer: 1, ingangsdatum, einddatum } });

  other = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Api]: Bits.Manage } });
  await db.licentie.create({ data: { administratieNr: other.administratieNr, licentienummer: 7, code: "OPP", omschrijving: "Ontwikkelingsperspectieven" } });
});

afterAll(async () => {
  if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = oudeStorage;
  await rm(storageDir, { recursive: true, force: true });
});

describe("reads every member may make", () => {
  it("index: the administration's own details; 401 without a session, 404 for another administration", async () => {
    const res = await call("GET", "/api/Administraties/index", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      administratieNr: beheer.administratieNr,
      naam: "Basisschool Het Kompas",
      klantId: beheer.administratieNr,
      taalCode: "nl",
      sector: "PrimairOnderwijs",
      actief: true,
      modules: ["LESSEN", "LEERROUTES", "OUDMODULE"],
      logo: null,
    });
    expect(res.json.licenties.map((l: { omschrijving: string }) => l.omschrijving)).toEqual(["Export van resultaten", "Leerroute basis"]);
    expect((await call("GET", "/api/Administraties/index", { query: q() })).status).toBe(401);
    expect((await call("GET", "/api/Administraties/index", { query: { administratieNr: other.administratieNr }, cookie: lezer.cookie })).status).toBe(404);
  });

  it("Modules: the whole catalogue with the ones the administration has, plus unknown codes it has", async () => {
    const res = await call("GET", "/api/Administraties/Modules", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((m: { code: string }) => m.code)).toEqual([...MODULES.map((m) => m.code), "OUDMODULE"]);
    const actief = res.json.filter((m: { actief: boolean }) => m.actief).map((m: { code: string }) => m.code);
    expect(actief).toEqual(["LEERROUTES", "LESSEN", "OUDMODULE"]);
    expect(res.json.find((m: { code: string }) => m.code === "LESSEN").naam).toBe("Lessen");
    expect((await call("GET", "/api/Administraties/Modules", { query: { administratieNr: other.administratieNr }, cookie: lezer.cookie })).status).toBe(404);
  });

  it("Current: the administration with the current period as schooljaar and nummer", async () => {
    const res = await call("GET", "/api/Administraties/Current", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ administratieNr: beheer.administratieNr, schooljaar: huidigSchooljaar(), nummer: 1, huidigePeriode: { nummer: 1 } });
    const zonder = await call("GET", "/api/Administraties/Current", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
    expect(zonder.json).toMatchObject({ schooljaar: huidigSchooljaar(), nummer: null, huidigePeriode: null });
  });

  it("details/{id}: counts and used bytes of the own administration; another administration's number is 404; a bad id 400", async () => {
    const leerling = await db.leerling.create({
      data: { administratieNr: beheer.administratieNr, roepnaam: "Sam", achternaam: "Test", ingangsdatum: new Date(`${isoDatum(new Date())}T00:00:00Z`) },
    });
    await db.leerling.create({
      data: { administratieNr: beheer.administratieNr, roepnaam: "Oud", achternaam: "Test", ingangsdatum: new Date("2000-08-01T00:00:00Z"), einddatum: new Date("2001-07-31T00:00:00Z") },
    });
    const res = await call("GET", `/api/Administraties/details/${beheer.administratieNr}`, { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    // makeTenant: two branches and one group; three staff members here (beheer, zonderApi, lezer).
    expect(res.json.aantallen).toEqual({ vestigingen: 2, medewerkers: 3, leerlingen: 1, groepen: 1 });
    expect(res.json).toMatchObject({ administratieNr: beheer.administratieNr, naam: "Basisschool Het Kompas" });
    expect(typeof res.json.gebruikteBytes).toBe("number");
    expect(leerling.id).toBeGreaterThan(0);
    const ander = await call("GET", `/api/Administraties/details/${other.administratieNr}`, { query: q(), cookie: beheer.user.cookie });
    expect(ander.status).toBe(404);
    expect(ander.json.message).toMatch(/administratie is niet gevonden/);
    const bad = await call("GET", "/api/Administraties/details/abc", { query: q(), cookie: beheer.user.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("id");
  });

  it("GetUsedBytes: the sum of the sizes of the administration's own files only", async () => {
    const before = (await call("GET", "/api/Administraties/GetUsedBytes", { query: q(), cookie: lezer.cookie })).json;
    const mk = (administratieNr: number, grootte: number) =>
      db.bestand.create({ data: { administratieNr, gebied: "notitie", opslagsleutel: `${administratieNr}/notitie/t-${randomUUID()}`, bestandsnaam: "a.pdf", mimeType: "application/pdf", grootte } });
    await mk(beheer.administratieNr, 1000);
    await mk(beheer.administratieNr, 2500);
    await mk(other.administratieNr, 99_999);
    const res = await call("GET", "/api/Administraties/GetUsedBytes", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ gebruikteBytes: before.gebruikteBytes + 3500, aantalBestanden: before.aantalBestanden + 2 });
    expect((await call("GET", "/api/Administraties/GetUsedBytes", { query: { administratieNr: other.administratieNr }, cookie: lezer.cookie })).status).toBe(404);
  });
});

describe("logo", () => {
  it("Logo/{id} is 404 while there is no logo, and for another administration's number", async () => {
    const res = await call("GET", `/api/Administraties/Logo/${beheer.administratieNr}`, { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Deze administratie heeft geen logo.");
  });

  it("UpLoad stores a PNG under <admnr>/logo/<id> and answers the file; Logo/{id} gives it to any member", async () => {
    const res = await upload({ bytes: PNG, name: "school logo.png", type: "image/png" }, { administratieNr: beheer.administratieNr, cookie: beheer.user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toContain('filename="school logo.png"');
    expect(res.bytes).toEqual(PNG);
    const state = await logoState(beheer.administratieNr);
    expect(state.bestanden).toHaveLength(1);
    const bestand = state.bestanden[0]!;
    expect(state.logoBestandId).toBe(bestand.id);
    expect(bestand).toMatchObject({ opslagsleutel: `${beheer.administratieNr}/logo/${bestand.id}`, mimeType: "image/png", grootte: PNG.length, aangemaaktDoor: beheer.user.id });
    expect(await getFile(bestand.opslagsleutel)).toEqual(Buffer.from(PNG));

    const logo = await getApi().fetch(
      new Request(`http://localhost/api/Administraties/Logo/${beheer.administratieNr}?administratieNr=${beheer.administratieNr}`, { headers: { "x-csrf": "1", cookie: lezer.cookie } }),
    );
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    const index = await call("GET", "/api/Administraties/index", { query: q(), cookie: lezer.cookie });
    expect(index.json.logo).toMatchObject({ id: bestand.id, mimeType: "image/png", grootte: PNG.length });
    const ander = await call("GET", `/api/Administraties/Logo/${other.administratieNr}`, { query: q(), cookie: beheer.user.cookie });
    expect(ander.status).toBe(404);
  });

  it("a JPEG replaces the logo in one go: new row and file, old row and file gone", async () => {
    const voor = await logoState(beheer.administratieNr);
    const oud = voor.bestanden[0]!;
    const res = await upload({ bytes: JPEG, name: "foto.JPG", type: "image/jpeg" }, { administratieNr: beheer.administratieNr, cookie: beheer.user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const na = await logoState(beheer.administratieNr);
    expect(na.bestanden).toHaveLength(1);
    expect(na.bestanden[0]!.id).not.toBe(oud.id);
    expect(na.logoBestandId).toBe(na.bestanden[0]!.id);
    expect(na.bestanden[0]!.bestandsnaam).toBe("foto.jpg");
    expect(await getFile(oud.opslagsleutel)).toBeNull();
    expect(await getFile(na.bestanden[0]!.opslagsleutel)).toEqual(Buffer.from(JPEG));
  });

  it("refuses SVG and other non-images by content with 415, too large with 413, no file with 400; nothing is written", async () => {
    const voor = await logoState(beheer.administratieNr);
    const opts = { administratieNr: beheer.administratieNr, cookie: beheer.user.cookie };
    const svg = await upload({ bytes: SVG, name: "logo.svg", type: "image/svg+xml" }, opts);
    expect(svg.status).toBe(415);
    expect(svg.json?.message).toMatch(/SVG/);
    // A name and type that lie: the first bytes decide.
    const nep = await upload({ bytes: SVG, name: "logo.png", type: "image/png" }, opts);
    expect(nep.status).toBe(415);
    const tekst = await upload({ bytes: new TextEncoder().encode("gewoon tekst"), name: "logo.png", type: "image/png" }, opts);
    expect(tekst.status).toBe(415);
    expect(tekst.json?.message).toMatch(/PNG- of JPEG/);
    const groot = new Uint8Array(1024 * 1024 + 1);
    groot.set(PNG);
    const teGroot = await upload({ bytes: groot, name: "groot.png", type: "image/png" }, opts);
    expect(teGroot.status).toBe(413);
    expect(teGroot.json?.error).toBe("PAYLOAD_TOO_LARGE");
    const leeg = await upload(null, opts);
    expect(leeg.status).toBe(400);
    expect(leeg.json?.issues?.[0]?.path).toBe("body.file");
    expect(await logoState(beheer.administratieNr)).toEqual(voor);
  });

  it("UpLoad needs Administratie manage (403) and membership (404)", async () => {
    const voor = await logoState(beheer.administratieNr);
    expect((await upload({ bytes: PNG, name: "a.png", type: "image/png" }, { administratieNr: beheer.administratieNr, cookie: lezer.cookie })).status).toBe(403);
    expect((await upload({ bytes: PNG, name: "a.png", type: "image/png" }, { administratieNr: other.administratieNr, cookie: beheer.user.cookie })).status).toBe(404);
    expect(await logoState(beheer.administratieNr)).toEqual(voor);
    expect((await logoState(other.administratieNr)).logoBestandId).toBeNull();
  });
});

describe("ChangeTaalCode", () => {
  const taal = async () => (await db.administratie.findUniqueOrThrow({ where: { administratieNr: beheer.administratieNr } })).taalCode;

  it("switches the language (case-insensitive code) and answers it", async () => {
    const res = await call("POST", "/api/Administraties/ChangeTaalCode", { query: q(), cookie: zonderApi.cookie, body: { taalCode: "NL-Zorg" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ administratieNr: beheer.administratieNr, taalCode: "nl-zorg" });
    expect(await taal()).toBe("nl-zorg");
    const terug = await call("POST", "/api/Administraties/ChangeTaalCode", { query: q(), cookie: beheer.user.cookie, body: { taalCode: "nl" } });
    expect(terug.json.taalCode).toBe("nl");
  });

  it("refuses an unknown code with 400 naming taalCode, and a member without manage with 403; nothing changes", async () => {
    for (const taalCode of ["en", "nl-xx", "", 5]) {
      const res = await call("POST", "/api/Administraties/ChangeTaalCode", { query: q(), cookie: beheer.user.cookie, body: { taalCode } });
      expect(res.status, String(taalCode)).toBe(400);
      expect(res.json.issues[0].path).toBe("body.taalCode");
      expect(res.json.issues[0].message).toContain("nl-zorg");
    }
    const geen = await call("POST", "/api/Administraties/ChangeTaalCode", { query: q(), cookie: lezer.cookie, body: { taalCode: "nl-so" } });
    expect(geen.status).toBe(403);
    const ander = await call("POST", "/api/Administraties/ChangeTaalCode", { query: { administratieNr: other.administratieNr }, cookie: beheer.user.cookie, body: { taalCode: "nl-so" } });
    expect(ander.status).toBe(404);
    expect(await taal()).toBe("nl");
    expect((await db.administratie.findUniqueOrThrow({ where: { administratieNr: other.administratieNr } })).taalCode).toBe("nl");
  });
});

describe("ChangeActief", () => {
  it("refuses without manage (403) and without the administration's name as confirmation (400); nothing changes", async () => {
    const path = "/api/Administraties/ChangeActief";
    expect((await call("POST", path, { query: q(), cookie: lezer.cookie, body: { actief: false, bevestiging: "Basisschool Het Kompas" } })).status).toBe(403);
    const zonder = await call("POST", path, { query: q(), cookie: beheer.user.cookie, body: { actief: false } });
    expect(zonder.status).toBe(400);
    expect(zonder.json.issues[0].path).toBe("body.bevestiging");
    expect(zonder.json.message).toContain("Basisschool Het Kompas");
    const fout = await call("POST", path, { query: q(), cookie: beheer.user.cookie, body: { actief: false, bevestiging: "Een andere school" } });
    expect(fout.status).toBe(400);
    const geenBool = await call("POST", path, { query: q(), cookie: beheer.user.cookie, body: { actief: "nee" } });
    expect(geenBool.status).toBe(400);
    expect(geenBool.json.issues[0].path).toBe("body.actief");
    const aan = await call("POST", path, { query: q(), cookie: beheer.user.cookie, body: { actief: true } });
    expect(aan).toMatchObject({ status: 200, json: { administratieNr: beheer.administratieNr, actief: true } });
    expect((await db.administratie.findUniqueOrThrow({ where: { administratieNr: beheer.administratieNr } })).actief).toBe(true);
  });

  it("deactivating with the name locks everyone out at once, the caller and API keys included", async () => {
    const t = await makeTenant({ naam: "OBS De Sluiting", permissies: { [F.Administratie]: Bits.Manage, [F.Api]: Bits.Manage } });
    const { key } = await makeApiKey(t.administratieNr, t.rolId);
    const query = { administratieNr: t.administratieNr };
    expect((await call("GET", "/api/Schooljaren", { query, headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    const res = await call("POST", "/api/Administraties/ChangeActief", { query, cookie: t.user.cookie, body: { actief: false, bevestiging: "  obs de sluiting " } });
    expect(res).toMatchObject({ status: 200, json: { administratieNr: t.administratieNr, actief: false } });
    expect((await call("GET", "/api/Administraties/index", { query, cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", "/api/Schooljaren", { query, headers: { authorization: `Bearer ${key}` } })).status).toBe(404);
  });
});

describe("licences", () => {
  const licentie = async (administratieNr: number, licentienummer: number) =>
    db.licentie.findUniqueOrThrow({ where: { administratieNr_licentienummer: { administratieNr, licentienummer } } });

  it("Licenties lists them by description for Administratie manage; 403 otherwise", async () => {
    const res = await call("GET", "/api/Administraties/Licenties", { query: q(), cookie: zonderApi.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten", actief: true, beeindigdOp: null },
      { licentienummer: 1, code: "LEERROUTE", omschrijving: "Leerroute basis", actief: true, beeindigdOp: null },
    ]);
    expect((await call("GET", "/api/Administraties/Licenties", { query: q(), cookie: lezer.cookie })).status).toBe(403);
  });

  it("ends a licence and reactivates it; twice is 409; the permission's licence codes follow", async () => {
    const end = await call("DELETE", "/api/Administraties/LicentieBeeindigen/2", { query: q(), cookie: beheer.user.cookie });
    expect(end.status).toBe(200);
    expect(end.json).toMatchObject({ licentienummer: 2, actief: false });
    expect(Date.parse(end.json.beeindigdOp)).toBeGreaterThan(Date.now() - 60_000);
    expect((await licentie(beheer.administratieNr, 2)).actief).toBe(false);
    const perms = await call("GET", "/api/Administraties/Permissies", { query: q(), cookie: beheer.user.cookie });
    expect(perms.json.licentiecodes).toEqual(["LEERROUTE"]);
    const again = await call("DELETE", "/api/Administraties/LicentieBeeindigen/2", { query: q(), cookie: beheer.user.cookie });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain("al beëindigd");

    const back = await call("GET", "/api/Administraties/LicentieHeractiveren", { query: { ...q(), licentienummer: 2 }, cookie: beheer.user.cookie });
    expect(back.status).toBe(200);
    expect(back.json).toEqual({ licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten", actief: true, beeindigdOp: null });
    const backAgain = await call("GET", "/api/Administraties/LicentieHeractiveren", { query: { ...q(), licentienummer: 2 }, cookie: beheer.user.cookie });
    expect(backAgain.status).toBe(409);
  });

  it("403 without manage, 404 for another administration's licence number, 400 for a bad number; nothing changes", async () => {
    expect((await call("DELETE", "/api/Administraties/LicentieBeeindigen/1", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("GET", "/api/Administraties/LicentieHeractiveren", { query: { ...q(), licentienummer: 1 }, cookie: lezer.cookie })).status).toBe(403);
    const ander = await call("DELETE", "/api/Administraties/LicentieBeeindigen/7", { query: q(), cookie: beheer.user.cookie });
    expect(ander.status).toBe(404);
    expect(ander.json.message).toBe("Licentie 7 is niet gevonden.");
    expect((await call("GET", "/api/Administraties/LicentieHeractiveren", { query: { ...q(), licentienummer: 7 }, cookie: beheer.user.cookie })).status).toBe(404);
    const zonder = await call("GET", "/api/Administraties/LicentieHeractiveren", { query: q(), cookie: beheer.user.cookie });
    expect(zonder.status).toBe(400);
    expect(zonder.json.issues[0].path).toBe("licentienummer");
    expect((await call("DELETE", "/api/Administraties/LicentieBeeindigen/x", { query: q(), cookie: beheer.user.cookie })).status).toBe(400);
    expect((await licentie(beheer.administratieNr, 1)).actief).toBe(true);
    expect((await licentie(other.administratieNr, 7)).actief).toBe(true);
  });
});

describe("API keys", () => {
  const keyCount = () => db.apiKey.count({ where: { administratieNr: beheer.administratieNr } });
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  it("need Administratie manage AND the Api area: 403 otherwise", async () => {
    for (const cookie of [zonderApi.cookie, lezer.cookie]) {
      expect((await call("GET", "/api/Administraties/ApiKeys", { query: q(), cookie })).status).toBe(403);
      expect((await call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie, body: { naam: "X", rolId: koppelRol.id } })).status).toBe(403);
      expect((await call("GET", "/api/Administraties/RefreshApiKey/1", { query: q(), cookie })).status).toBe(403);
      expect((await call("DELETE", "/api/Administraties/RemoveApiKey/1", { query: q(), cookie })).status).toBe(403);
      expect((await call("POST", "/api/Administraties/EditApiKey", { query: q(), cookie, body: { id: 1, naam: "X", rolId: koppelRol.id } })).status).toBe(403);
    }
  });

  it("AddApiKey shows the key once, stores only its hash and prefix; the list never holds the key", async () => {
    const res = await call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie: beheer.user.cookie, body: { naam: "  Leerlingvolgsysteem ", rolId: koppelRol.id } });
    expect(res.status).toBe(200);
    const { sleutel, ...rest } = res.json;
    expect(sleutel).toMatch(/^lr_[A-Za-z0-9_-]{43}$/);
    expect(rest).toMatchObject({ naam: "Leerlingvolgsysteem", rolId: koppelRol.id, rolNaam: "Koppeling", prefix: sleutel.slice(0, 11), ingetrokkenOp: null, laatstGebruikt: null });
    const row = await db.apiKey.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: beheer.administratieNr, id: rest.id } } });
    expect(row.keyHash).toBe(hashApiKey(sleutel));
    expect(row.aangemaaktDoor).toBe(beheer.user.id);
    expect(JSON.stringify(row)).not.toContain(sleutel);
    const list = await call("GET", "/api/Administraties/ApiKeys", { query: q(), cookie: beheer.user.cookie });
    expect(list.status).toBe(200);
    const item = list.json.find((k: { id: number }) => k.id === rest.id);
    expect(Object.keys(item).sort()).toEqual(["createdAt", "id", "ingetrokkenOp", "laatstGebruikt", "naam", "prefix", "rolId", "rolNaam"]);
    expect(JSON.stringify(list.json)).not.toContain(sleutel);
    expect(JSON.stringify(list.json)).not.toContain(row.keyHash);
  });

  it("AddApiKey refuses an empty name, an unknown role, another administration's role and a role without Api (400), a role with more rights than the caller (403); nothing written", async () => {
    const before = await keyCount();
    const add = (body: unknown) => call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie: beheer.user.cookie, body });
    const leeg = await add({ naam: "  ", rolId: koppelRol.id });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const onbekend = await add({ naam: "X", rolId: 999_999 });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json).toMatchObject({ issues: [{ path: "body.rolId" }] });
    expect(onbekend.json.message).toContain("bestaat niet");
    const vreemd = await add({ naam: "X", rolId: other.rolId });
    expect(vreemd.status).toBe(400);
    const geenApi = await add({ naam: "X", rolId: geenApiRol.id });
    expect(geenApi.status).toBe(400);
    expect(geenApi.json.message).toContain("functiegebied API");
    const teVeel = await add({ naam: "X", rolId: teVeelRol.id });
    expect(teVeel.status).toBe(403);
    expect(teVeel.json.message).toContain("Gebruikers");
    const geenRol = await add({ naam: "X" });
    expect(geenRol.status).toBe(400);
    expect(geenRol.json.issues[0].path).toBe("body.rolId");
    expect(await keyCount()).toBe(before);
  });

  it("a key works against /api, is 401 at once after RemoveApiKey, and cannot manage keys itself", async () => {
    const add = await call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie: beheer.user.cookie, body: { naam: "Integrator", rolId: koppelRol.id } });
    const { sleutel, id } = add.json;
    const read = await call("GET", "/api/Schooljaren", { query: q(), headers: { ...bearer(sleutel), "x-csrf": "1" } });
    expect(read.status).toBe(200);
    expect(read.json.map((s: { schooljaar: string }) => s.schooljaar)).toContain(huidigSchooljaar());
    // Key principals may not mint or renew keys (their role even has Api manage).
    const minted = await call("POST", "/api/Administraties/AddApiKey", { query: q(), headers: bearer(sleutel), body: { naam: "Nog een", rolId: koppelRol.id } });
    expect(minted.status).toBe(403);

    const remove = await call("DELETE", `/api/Administraties/RemoveApiKey/${id}`, { query: q(), cookie: beheer.user.cookie });
    expect(remove.status).toBe(200);
    expect(remove.json.ingetrokkenOp).toBeTruthy();
    const after = await call("GET", "/api/Schooljaren", { query: q(), headers: bearer(sleutel) });
    expect(after.status).toBe(401);
    const list = await call("GET", "/api/Administraties/ApiKeys", { query: q(), cookie: beheer.user.cookie });
    expect(list.json.find((k: { id: number }) => k.id === id).ingetrokkenOp).toBeTruthy();
    expect((await call("DELETE", `/api/Administraties/RemoveApiKey/${id}`, { query: q(), cookie: beheer.user.cookie })).status).toBe(409);
    expect((await call("GET", `/api/Administraties/RefreshApiKey/${id}`, { query: q(), cookie: beheer.user.cookie })).status).toBe(409);
    expect((await call("POST", "/api/Administraties/EditApiKey", { query: q(), cookie: beheer.user.cookie, body: { id, naam: "Weer", rolId: koppelRol.id } })).status).toBe(409);
  });

  it("RefreshApiKey gives a new key for the same id: the old one is 401 at once, the new one works", async () => {
    const add = await call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie: beheer.user.cookie, body: { naam: "Ververs", rolId: koppelRol.id } });
    const oud = add.json.sleutel as string;
    const res = await call("GET", `/api/Administraties/RefreshApiKey/${add.json.id}`, { query: q(), cookie: beheer.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(add.json.id);
    expect(res.json.sleutel).toMatch(/^lr_/);
    expect(res.json.sleutel).not.toBe(oud);
    expect(res.json.prefix).toBe(res.json.sleutel.slice(0, 11));
    expect((await call("GET", "/api/Schooljaren", { query: q(), headers: bearer(oud) })).status).toBe(401);
    expect((await call("GET", "/api/Schooljaren", { query: q(), headers: bearer(res.json.sleutel) })).status).toBe(200);
  });

  it("EditApiKey renames and changes the role; unknown id 404, another administration's key 404, bad role 400; nothing changes", async () => {
    const add = await call("POST", "/api/Administraties/AddApiKey", { query: q(), cookie: beheer.user.cookie, body: { naam: "Oude naam", rolId: koppelRol.id } });
    const id = add.json.id as number;
    const apiRol2 = await rol(beheer.administratieNr, "Alleen API", { [F.Api]: Bits.Manage });
    const edit = (body: unknown) => call("POST", "/api/Administraties/EditApiKey", { query: q(), cookie: beheer.user.cookie, body });
    const ok = await edit({ id, naam: "Nieuwe naam", rolId: apiRol2.id });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id, naam: "Nieuwe naam", rolId: apiRol2.id, rolNaam: "Alleen API" });
    expect(ok.json).not.toHaveProperty("sleutel");
    // The secret stays: the key still works.
    expect((await call("GET", "/api/Schooljaren", { query: q(), headers: bearer(add.json.sleutel) })).status).toBe(200);

    const otherKey = await makeApiKey(other.administratieNr, other.rolId);
    expect((await edit({ id: otherKey.id, naam: "Gekaapt", rolId: koppelRol.id })).status).toBe(404);
    expect((await edit({ id: 999_999, naam: "X", rolId: koppelRol.id })).status).toBe(404);
    expect((await call("GET", `/api/Administraties/RefreshApiKey/${otherKey.id}`, { query: q(), cookie: beheer.user.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/Administraties/RemoveApiKey/${otherKey.id}`, { query: q(), cookie: beheer.user.cookie })).status).toBe(404);
    const badRol = await edit({ id, naam: "X", rolId: 999_999 });
    expect(badRol.status).toBe(400);
    expect(badRol.json.issues[0].path).toBe("body.rolId");
    expect((await edit({ id, naam: "", rolId: koppelRol.id })).status).toBe(400);
    expect((await edit({ id, naam: "X", rolId: teVeelRol.id })).status).toBe(403);

    const row = await db.apiKey.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: beheer.administratieNr, id } } });
    expect(row).toMatchObject({ naam: "Nieuwe naam", rolId: apiRol2.id, ingetrokkenOp: null });
    const theirs = await db.apiKey.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: other.administratieNr, id: otherKey.id } } });
    expect(theirs).toMatchObject({ naam: "Koppeling", ingetrokkenOp: null, keyHash: hashApiKey(otherKey.key) });
  });
});

describe("API description", () => {
  it("documents every Administraties call with its x-permission", async () => {
    const res = await call("GET", "/api/openapi");
    const paths = res.json.paths as Record<string, Record<string, { "x-permission"?: string; tags: string[] }>>;
    expect(paths["/api/Administraties/AddApiKey"]!.post!["x-permission"]).toBe("apiSleutelsBeheren");
    expect(paths["/api/Administraties/ChangeTaalCode"]!.post!["x-permission"]).toBe("administratieBeheren");
    // Any member, also one without rights (the shell needs it): documented as "lid".
    expect(paths["/api/Administraties/index"]!.get!["x-permission"]).toBe("lid");
    expect(paths["/api/Leerroutepakketten"]!.get!["x-permission"]).toBe("enigRecht");
    expect(paths["/api/Administraties/UpLoad"]!.post!.tags).toEqual(["Administraties"]);
  });
});
