import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db, sqlTeller } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { fileExists } from "@/lib/storage";
import { call, makeTenant, makeUser, routeVoor } from "./helpers";
import { makePlan } from "./leerroute-fixtures";

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let A: Tenant; // A.user: Lessen + Leerroutepakketten manage, Handelingsplannen all
let auteur: User; // A, Lessen write (no manage): writes the bundles
let collega: User; // A, Lessen write, not the author
let Z: Tenant; // sister administration of the same customer; Z.user Lessen write
let V: Tenant; // another customer, Lessen manage
let storageDir: string;
const oudeStorage = process.env.STORAGE_DIR;

const beheer = { [F.Lessen]: Bits.Manage | Combinations.Write, [F.Leerroutepakketten]: Bits.Manage, [F.Handelingsplannen]: Combinations.ManageWriteReadAll, [F.Leerlingen]: Combinations.Read };
const schrijver = { [F.Lessen]: Combinations.Write, [F.Leerlingen]: Combinations.Read };

const als = (u: User, t: Tenant = A) => ({ query: { administratieNr: t.administratieNr }, cookie: u.cookie });
/** Every successful call of this file is held to its route's statement budget (defineRoute `queries`, default 5). */
async function gemeten(method: string, pad: string, opts: Parameters<typeof call>[2]) {
  const voor = sqlTeller.statements;
  const res = await call(method, pad, opts);
  const route = routeVoor(method, pad);
  if (res.status === 200 && route) expect(sqlTeller.statements - voor, `${method} ${route.path}`).toBeLessThanOrEqual(route.queries ?? 5);
  return res;
}
const get = (p: string, o = als(A.user), query: Record<string, string | number> = {}) => gemeten("GET", `/api${p}`, { ...o, query: { ...o.query, ...query } });
const post = (p: string, body: unknown, o = als(A.user)) => gemeten("POST", `/api${p}`, { ...o, body });
const del = (p: string, o = als(A.user)) => gemeten("DELETE", `/api${p}`, o);

async function rolMet(t: Tenant, permissies: Record<number, number>) {
  return db.rol.create({ data: { administratieNr: t.administratieNr, naam: `Rol ${Math.random()}`, permissies: { create: Object.entries(permissies).map(([f, bits]) => ({ functiegebied: Number(f), bits })) } } });
}

/** A multipart request as a browser sends it. */
async function multipart(p: string, velden: Record<string, string>, file: { bytes: Uint8Array; name: string } | null, o = als(A.user)) {
  const form = new FormData();
  for (const [k, v] of Object.entries(velden)) form.append(k, v);
  if (file) form.append("file", new File([file.bytes as BlobPart], file.name, { type: "application/octet-stream" }));
  const url = `http://localhost/api${p}?administratieNr=${o.query.administratieNr}`;
  const res = await getApi().fetch(new Request(url, { method: "POST", headers: { "x-csrf": "1", cookie: o.cookie }, body: form }));
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}
async function download(p: string, o = als(A.user)) {
  const res = await getApi().fetch(new Request(`http://localhost/api${p}?administratieNr=${o.query.administratieNr}`, { headers: { "x-csrf": "1", cookie: o.cookie } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0x00, 0xb8, 0x00, 0x01, 0x02]);
let PNG: Uint8Array;

async function gebruikteBytes(t: Tenant) {
  return (await get("/Administraties/GetUsedBytes", als(t.user))).json.gebruikteBytes as number;
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "leerroute-les-"));
  process.env.STORAGE_DIR = storageDir;
  PNG = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } }).png().toBuffer());
  A = await makeTenant({ permissies: beheer });
  const rolA = await rolMet(A, schrijver);
  auteur = await makeUser(A.administratieNr, rolA.id);
  collega = await makeUser(A.administratieNr, rolA.id);
  Z = await makeTenant({ permissies: schrijver });
  await db.administratie.update({ where: { administratieNr: Z.administratieNr }, data: { klantId: A.administratieNr } });
  V = await makeTenant({ permissies: beheer });
});

afterAll(async () => {
  if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = oudeStorage;
  await rm(storageDir, { recursive: true, force: true });
});

describe("LesBundels: bundles, rights (§6) and sharing over administrations of one customer", () => {
  let id: number;

  it("Add makes the caller the author; bad input is 400 naming the field and writes nothing", async () => {
    const leeg = await post("/LesBundels/Add", { naam: "  " }, als(auteur));
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    expect(await db.lesBundel.count({ where: { auteurId: auteur.id } })).toBe(0);

    const res = await post("/LesBundels/Add", { naam: "Aanvankelijk lezen", omschrijving: "Groep 3" }, als(auteur));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ naam: "Aanvankelijk lezen", eigen: true, magBeheren: true, gepubliceerd: false, gedeeld: false, lessen: [], magKoppelen: false });
    expect(res.json.auteur.id).toBe(auteur.id);
    id = res.json.id;
    const mijn = await get("/LesBundels/MijnLesbundels", als(auteur));
    expect(mijn.json.map((b: { id: number }) => b.id)).toEqual([id]);
  });

  it("Add needs Lessen write or manage: a read-only role (a director) is refused and writes nothing (issue 30 item 8)", async () => {
    const lezer = await makeUser(A.administratieNr, (await rolMet(A, { [F.Lessen]: Bits.ReadAlle | Bits.ReadEigenVestiging, [F.Leerlingen]: Combinations.Read })).id);
    const res = await post("/LesBundels/Add", { naam: "Van de directeur" }, als(lezer));
    expect(res.status).toBe(403);
    expect(await db.lesBundel.count({ where: { auteurId: lezer.id } })).toBe(0);
  });

  it("a private bundle: invisible to a colleague (404), manageable by a Lessen manager, 404 for another customer and the sister", async () => {
    expect((await get(`/LesBundels/Details/${id}`, als(collega))).status).toBe(404);
    expect((await post("/LesBundels/rename", { id, naam: "Weg" }, als(collega))).status).toBe(404);
    const mgr = await get(`/LesBundels/Details/${id}`);
    expect(mgr.status).toBe(200);
    expect(mgr.json).toMatchObject({ eigen: false, magBeheren: true, magKoppelen: true });
    expect((await get(`/LesBundels/Details/${id}`, als(V.user, V))).status).toBe(404);
    expect((await get(`/LesBundels/Details/${id}`, als(Z.user, Z))).status).toBe(404);
    const lijst = await get("/LesBundels", als(collega));
    expect(lijst.json.items.map((b: { id: number }) => b.id)).not.toContain(id);
  });

  it("share: view-only gives read (403 on rename), edit right gives rename; a staff member of another customer is 400", async () => {
    const lezen = await post("/LesBundels/share", { id, gedeeld: false, medewerkers: [{ gebruikerId: collega.id, magBewerken: false }] }, als(auteur));
    expect(lezen.status).toBe(200);
    expect(lezen.json.medewerkers).toEqual([expect.objectContaining({ id: collega.id, administratieNr: A.administratieNr, magBewerken: false })]);
    expect((await get(`/LesBundels/Details/${id}`, als(collega))).json).toMatchObject({ gedeeldMetMij: true, magBeheren: false });
    expect((await post("/LesBundels/rename", { id, naam: "Weg" }, als(collega))).status).toBe(403);
    const gedeeld = await get("/LesBundels", als(collega), { soort: "gedeeld" });
    expect(gedeeld.json.items.map((b: { id: number }) => b.id)).toContain(id);

    const vreemd = await post("/LesBundels/share", { id, gedeeld: false, medewerkers: [{ gebruikerId: V.user.id, administratieNr: V.administratieNr, magBewerken: true }] }, als(auteur));
    expect(vreemd.status).toBe(400);
    expect(vreemd.json.issues[0].path).toBe("body.medewerkers.0.gebruikerId");

    const zuster = await post(
      "/LesBundels/share",
      { id, gedeeld: false, medewerkers: [{ gebruikerId: collega.id, magBewerken: true }, { gebruikerId: Z.user.id, administratieNr: Z.administratieNr, magBewerken: true }] },
      als(auteur),
    );
    expect(zuster.status).toBe(200);
    expect((await post("/LesBundels/rename", { id, naam: "Lezen groep 3" }, als(collega))).json.naam).toBe("Lezen groep 3");
    // The sister's staff member edits it from their own administration.
    const upd = await post("/LesBundels/Update", { id, naam: "Lezen groep 3", omschrijving: "Door zuster", volgnummer: 4 }, als(Z.user, Z));
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ omschrijving: "Door zuster", volgnummer: 4, magBeheren: true, administratieNr: A.administratieNr });
    // Another customer still never sees it.
    expect((await post("/LesBundels/Update", { id, naam: "x" }, als(V.user, V))).status).toBe(404);
  });

  it("Collegas: staff of every administration of the customer (not the author, not another customer's), searchable; 403 for a reader", async () => {
    const res = await get(`/LesBundels/Collegas/${id}`, als(auteur));
    expect(res.status).toBe(200);
    const ids = res.json.map((c: { id: string }) => c.id);
    expect(ids).toContain(collega.id);
    expect(ids).toContain(Z.user.id);
    expect(ids).not.toContain(auteur.id);
    expect(ids).not.toContain(V.user.id);
    const zus = res.json.find((c: { id: string }) => c.id === Z.user.id);
    expect(zus).toMatchObject({ administratieNr: Z.administratieNr, administratieNaam: expect.any(String) });
    const naam = `Zoekbaar${Date.now()}`;
    await db.medewerker.updateMany({ where: { gebruikerId: collega.id }, data: { achternaam: naam } });
    const gezocht = await get(`/LesBundels/Collegas/${id}`, als(auteur), { zoek: naam.toUpperCase() });
    expect(gezocht.json.map((c: { id: string }) => c.id)).toContain(collega.id);
    expect(gezocht.json.map((c: { id: string }) => c.id)).not.toContain(Z.user.id);
    // The details name the school of each share.
    const details = await get(`/LesBundels/Details/${id}`, als(auteur));
    expect(details.json.medewerkers.find((m: { id: string }) => m.id === Z.user.id)).toMatchObject({ administratieNaam: zus.administratieNaam });
    // Who may not change the bundle may not list colleagues; another customer sees nothing.
    const lezer = await makeUser(A.administratieNr, (await rolMet(A, schrijver)).id);
    await post("/LesBundels/share", { id, gedeeld: true, medewerkers: details.json.medewerkers.map((m: { id: string; administratieNr: number; magBewerken: boolean }) => ({ gebruikerId: m.id, administratieNr: m.administratieNr, magBewerken: m.magBewerken })) }, als(auteur));
    expect((await get(`/LesBundels/Collegas/${id}`, als(lezer))).status).toBe(403);
    expect((await get(`/LesBundels/Collegas/${id}`, als(V.user, V))).status).toBe(404);
    expect((await get(`/LesBundels/Collegas/${id}`, als(auteur), { zoek: "x".repeat(101) })).status).toBe(400);
    // Revoking one share keeps the others (the list replaces the previous one).
    const rest = details.json.medewerkers.filter((m: { id: string }) => m.id !== collega.id);
    const ingetrokken = await post("/LesBundels/share", { id, gedeeld: false, medewerkers: rest.map((m: { id: string; administratieNr: number; magBewerken: boolean }) => ({ gebruikerId: m.id, administratieNr: m.administratieNr, magBewerken: m.magBewerken })) }, als(auteur));
    expect(ingetrokken.json.medewerkers.map((m: { id: string }) => m.id)).toEqual([Z.user.id]);
    expect((await get(`/LesBundels/Details/${id}`, als(collega))).status).toBe(404);
    expect((await get(`/LesBundels/Details/${id}`, als(lezer))).status).toBe(404);
    await post("/LesBundels/share", { id, gedeeld: false, medewerkers: details.json.medewerkers.map((m: { id: string; administratieNr: number; magBewerken: boolean }) => ({ gebruikerId: m.id, administratieNr: m.administratieNr, magBewerken: m.magBewerken })) }, als(auteur));
  });

  it("Publish: visible in every administration of the customer (read-only there), never in another customer's", async () => {
    const b = await post("/LesBundels/Add", { naam: "Gepubliceerde bundel" }, als(auteur));
    const pid = b.json.id;
    expect((await post("/LesBundels/Publish", { id: pid, gepubliceerd: true }, als(collega))).status).toBe(404);
    const res = await post("/LesBundels/Publish", { id: pid, gepubliceerd: true }, als(auteur));
    expect(res.json.gepubliceerd).toBe(true);
    expect((await post("/LesBundels/Publish", { id: pid, gepubliceerd: false }, als(collega))).status).toBe(403);
    const z = await get("/LesBundels", als(Z.user, Z), { soort: "gepubliceerd" });
    expect(z.json.items.map((x: { id: number }) => x.id)).toContain(pid);
    expect((await get(`/LesBundels/Details/${pid}`, als(Z.user, Z))).json.magBeheren).toBe(false);
    expect((await post("/LesBundels/rename", { id: pid, naam: "x" }, als(Z.user, Z))).status).toBe(403);
    const v = await get("/LesBundels", als(V.user, V));
    expect(v.json.items.map((x: { id: number }) => x.id)).not.toContain(pid);
    expect((await get(`/LesBundels/Lessen/${pid}`, als(V.user, V))).status).toBe(404);
    expect((await post("/LesBundels/Publish", { id: pid, gepubliceerd: "ja" }, als(auteur))).status).toBe(400);
  });

  it("the list pages, searches and sorts", async () => {
    const r = await get("/LesBundels", als(A.user), { zoek: "gepubliceerde", pageSize: 1, page: 1 });
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(1);
    expect(r.json.items[0].naam).toBe("Gepubliceerde bundel");
    const alle = await get("/LesBundels", als(A.user), { sorteer: "bijgewerkt" });
    expect(alle.json.total).toBeGreaterThanOrEqual(2);
    expect((await get("/LesBundels", als(A.user), { pageSize: 500 })).status).toBe(400);
    expect((await get("/LesBundels", als(A.user), { soort: "iets" })).status).toBe(400);
  });
});

describe("Lessen: lessons with sanitised rich text, order, move and delete", () => {
  let bundel: number;
  let ander: number;
  const lessen: number[] = [];

  beforeAll(async () => {
    bundel = (await post("/LesBundels/Add", { naam: "Rekenbundel" }, als(auteur))).json.id;
    ander = (await post("/LesBundels/Add", { naam: "Andere bundel" }, als(auteur))).json.id;
  });

  it("Add stores the text through the allow-list: no script, event handler or javascript: URL survives", async () => {
    const inhoud = '<p onclick="x()">Tel <strong>tot 10</strong><img src=x onerror=alert(1)><script>alert(1)</script> <a href="javascript:alert(1)">klik</a> <a href="https://rekenen.nl">bron</a></p>';
    const res = await post("/Lessen/Add", { lesBundelId: bundel, naam: "Tellen", inhoud, duurMinuten: 30 }, als(auteur));
    expect(res.status).toBe(200);
    lessen.push(res.json.id);
    const opgeslagen = (await db.les.findUniqueOrThrow({ where: { id: res.json.id } })).inhoud!;
    for (const s of [opgeslagen, res.json.inhoud as string]) {
      expect(s).toContain("<strong>tot 10</strong>");
      expect(s).toContain('href="https://rekenen.nl"');
      expect(s).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    }
    for (const naam of ["Optellen", "Aftellen"]) lessen.push((await post("/Lessen/Add", { lesBundelId: bundel, naam }, als(auteur))).json.id);
    expect((await post("/Lessen/Add", { lesBundelId: bundel, naam: "x", duurMinuten: 0 }, als(auteur))).json.issues[0].path).toBe("body.duurMinuten");
    expect((await post("/Lessen/Add", { lesBundelId: bundel, naam: "x" }, als(collega))).status).toBe(404);
    expect((await post("/Lessen/Add", { lesBundelId: bundel, naam: "x" }, als(V.user, V))).status).toBe(404);
  });

  it("Lessen/{id} and Details list by volgnummer then name; reorganise takes a permutation", async () => {
    const voor = await get(`/LesBundels/Lessen/${bundel}`, als(auteur));
    expect(voor.json.map((l: { id: number }) => l.id)).toEqual(lessen);
    const nieuw = [lessen[2]!, lessen[0]!, lessen[1]!];
    const res = await post("/Lessen/reorganise", { lesBundelId: bundel, lesIds: nieuw }, als(auteur));
    expect(res.status).toBe(200);
    expect(res.json.map((l: { id: number }) => l.id)).toEqual(nieuw);
    expect((await get(`/LesBundels/Details/${bundel}`, als(auteur))).json.lessen.map((l: { id: number }) => l.id)).toEqual(nieuw);
    const fout = await post("/Lessen/reorganise", { lesBundelId: bundel, lesIds: [lessen[0]] }, als(auteur));
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("body.lesIds");
    expect((await post("/Lessen/reorganise", { lesBundelId: bundel, lesIds: nieuw }, als(collega))).status).toBe(404);
  });

  it("Update (403 for a reader), Details, Move to another bundle and Delete", async () => {
    const les = lessen[1]!;
    const upd = await post("/Lessen/Update", { id: les, naam: "Optellen tot 20", inhoud: "<h2>Doel</h2><p>Optellen</p>", duurMinuten: 45 }, als(auteur));
    expect(upd.json).toMatchObject({ naam: "Optellen tot 20", duurMinuten: 45, inhoud: "<h2>Doel</h2><p>Optellen</p>" });
    await post("/LesBundels/share", { id: bundel, gedeeld: true, medewerkers: [] }, als(auteur));
    expect((await get(`/Lessen/Details/${les}`, als(Z.user, Z))).json.lesBundel.magBeheren).toBe(false);
    expect((await post("/Lessen/Update", { id: les, naam: "x" }, als(Z.user, Z))).status).toBe(403);
    const mv = await post("/Lessen/Move", { id: les, lesBundelId: ander }, als(auteur));
    expect(mv.json.lesBundel.id).toBe(ander);
    expect((await post("/Lessen/Move", { id: les, lesBundelId: ander }, als(auteur))).status).toBe(400);
    const vreemd = (await post("/LesBundels/Add", { naam: "Van V" }, als(V.user, V))).json.id;
    expect((await post("/Lessen/Move", { id: les, lesBundelId: vreemd }, als(auteur))).status).toBe(404);
    expect((await del(`/Lessen/Delete/${les}`, als(collega))).status).toBe(404);
    await post("/LesBundels/share", { id: ander, gedeeld: true, medewerkers: [] }, als(auteur));
    expect((await del(`/Lessen/Delete/${les}`, als(collega))).status).toBe(403);
    expect((await del(`/Lessen/Delete/${les}`, als(auteur))).json).toEqual({ id: les, verwijderd: true });
    expect((await get(`/Lessen/Details/${les}`, als(auteur))).status).toBe(404);
  });
});

describe("Lesbronnen: uploads through the storage module, downloads, thumbnails", () => {
  let bundel: number;
  let les: number;
  let png: number;

  beforeAll(async () => {
    bundel = (await post("/LesBundels/Add", { naam: "Bronnenbundel" }, als(auteur))).json.id;
    les = (await post("/Lessen/Add", { lesBundelId: bundel, naam: "Les met bronnen" }, als(auteur))).json.id;
  });

  it("add an image: typed by its bytes, a server-made thumbnail, counted in GetUsedBytes, linked to the lesson", async () => {
    const voor = await gebruikteBytes(A);
    const res = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), lesId: String(les) }, { bytes: PNG, name: "plaat.bin" }, als(auteur));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ soort: "Afbeelding", naam: "plaat.png", mimeType: "image/png", heeftThumbnail: true, inline: true, grootte: PNG.length, aantalLessen: 1 });
    png = res.json.id;
    expect(await gebruikteBytes(A)).toBeGreaterThan(voor + PNG.length);
    const open = await download(`/Lesbronnen/openFile/${bundel}/${png}`, als(auteur));
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("image/png");
    expect(open.headers.get("content-disposition")).toMatch(/^inline;/);
    // Shown inline only in a sandbox: no script, forms or plugins, and not the app's origin (issue 28).
    expect(open.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    expect(open.bytes).toEqual(PNG);
    const thumb = await download(`/Lesbronnen/thumbnail/${bundel}/${png}`, als(auteur));
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(thumb.bytes)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
    expect((await download(`/Lesbronnen/openFile/${bundel}/${png}`, als(V.user, V))).status).toBe(404);
    expect((await download(`/Lesbronnen/openFile/${bundel + 100000}/${png}`, als(auteur))).status).toBe(404);
  });

  it("a PDF opens inline without a thumbnail; SVG and HTML are refused (415) whatever their name", async () => {
    const pdf = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), naam: "Werkblad" }, { bytes: PDF, name: "werkblad.pdf" }, als(auteur));
    expect(pdf.json).toMatchObject({ soort: "Bestand", naam: "Werkblad", bestandsnaam: "werkblad.pdf", mimeType: "application/pdf", heeftThumbnail: false, inline: true });
    expect((await download(`/Lesbronnen/thumbnail/${bundel}/${pdf.json.id}`, als(auteur))).status).toBe(404);
    const open = await download(`/Lesbronnen/openFile/${bundel}/${pdf.json.id}`, als(auteur));
    expect(open.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(open.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(open.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: SVG, name: "plaatje.png" }, als(auteur))).status).toBe(415);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    expect((await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: html, name: "les.txt" }, als(auteur))).status).toBe(415);
  });

  it("a Word document is stored but only ever downloaded", async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    const res = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: docx, name: "handleiding.docx" }, als(auteur));
    expect(res.json).toMatchObject({ mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", inline: false });
    const open = await download(`/Lesbronnen/openFile/${bundel}/${res.json.id}`, als(auteur));
    expect(open.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(open.headers.get("content-type")).toBe("application/octet-stream");
    expect(open.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("415 for an executable, 413 over 25 MB, 400 without file or url, a javascript: link refused", async () => {
    const exe = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: EXE, name: "les.pdf" }, als(auteur));
    expect(exe.status).toBe(415);
    expect(exe.json.message).toMatch(/bestandstype/);
    const groot = new Uint8Array(25 * 1024 * 1024 + 1);
    groot.set(PDF);
    expect((await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: groot, name: "groot.pdf" }, als(auteur))).status).toBe(413);
    const niets = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, null, als(auteur));
    expect(niets.status).toBe(400);
    const js = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), url: "javascript:alert(1)" }, null, als(auteur));
    expect(js.status).toBe(400);
    expect(js.json.issues[0].path).toBe("body.url");
    expect((await multipart("/Lesbronnen/add", { lesBundelId: "abc" }, null, als(auteur))).json.issues[0].path).toBe("body.lesBundelId");
    expect((await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), url: "https://x.nl" }, null, als(collega))).status).toBe(404);
    expect(await db.lesbron.count({ where: { lesBundelId: bundel } })).toBe(3);
  });

  it("uploads stream into storage: a 24 MB file arrives whole; a 40 MB stream without content-length is cut off with a Dutch 413 and leaves nothing", async () => {
    const { readdir, stat } = await import("node:fs/promises");
    const staged = async () => (await readdir(path.join(storageDir, String(A.administratieNr), "upload")).catch(() => [] as string[])).length;
    const groot = new Uint8Array(24 * 1024 * 1024);
    groot.set(PDF);
    groot[groot.length - 1] = 7;
    const ok = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), naam: "Groot werkblad" }, { bytes: groot, name: "groot.pdf" }, als(auteur));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ mimeType: "application/pdf", grootte: groot.length });
    const rij = await db.bestand.findFirstOrThrow({ where: { lesbronnen: { some: { id: ok.json.id } } } });
    expect((await stat(path.join(storageDir, rij.opslagsleutel))).size).toBe(groot.length);
    const terug = await download(`/Lesbronnen/openFile/${bundel}/${ok.json.id}`, als(auteur));
    expect(terug.bytes.length).toBe(groot.length);
    expect(terug.bytes[groot.length - 1]).toBe(7);
    expect(await staged()).toBe(0);
    // Gone again, so the bundle's sources are what the later tests count.
    expect((await del(`/Lesbronnen/delete/${ok.json.id}`, als(auteur))).json).toEqual({ id: ok.json.id, verwijderd: true });

    // A body streamed in chunks (no content-length): cut off at 25 MB, 413, no row and no file.
    const grens = "----leerroute-test";
    const kop = new TextEncoder().encode(`--${grens}\r\nContent-Disposition: form-data; name="lesBundelId"\r\n\r\n${bundel}\r\n--${grens}\r\nContent-Disposition: form-data; name="file"; filename="enorm.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const staart = new TextEncoder().encode(`\r\n--${grens}--\r\n`);
    const MB = new Uint8Array(1024 * 1024);
    MB.set(PDF);
    let n = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (n === 0) c.enqueue(kop);
        if (n < 40) c.enqueue(MB);
        else {
          c.enqueue(staart);
          c.close();
        }
        n++;
      },
    });
    const voor = await db.lesbron.count({ where: { lesBundelId: bundel } });
    const res = await getApi().fetch(
      new Request(`http://localhost/api/Lesbronnen/add?administratieNr=${A.administratieNr}`, {
        method: "POST",
        headers: { "x-csrf": "1", cookie: auteur.cookie, "content-type": `multipart/form-data; boundary=${grens}` },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/te groot.*hoogstens 25 MB/);
    expect(await db.lesbron.count({ where: { lesBundelId: bundel } })).toBe(voor);
    expect(await staged()).toBe(0);
    // A declared content-length over the limit is refused before anything is read.
    const vooraf = await getApi().fetch(
      new Request(`http://localhost/api/Lesbronnen/add?administratieNr=${A.administratieNr}`, {
        method: "POST",
        headers: { "x-csrf": "1", cookie: auteur.cookie, "content-type": `multipart/form-data; boundary=${grens}`, "content-length": String(60 * 1024 * 1024) },
        body: new ReadableStream({ start: (c) => c.close() }),
        duplex: "half",
      } as RequestInit),
    );
    expect(vooraf.status).toBe(413);
    // AddImage checks the lesson before it reads a byte: who cannot see it gets 404 with nothing staged.
    expect((await multipart(`/Lesbronnen/AddImage/${les}`, {}, { bytes: PNG, name: "p.png" }, als(collega))).status).toBe(404);
    expect(await staged()).toBe(0);
  });

  it("AddImage links an image to the lesson (415 for a PDF); a link; update, koppelBronnen, unlinkBron", async () => {
    expect((await multipart(`/Lesbronnen/AddImage/${les}`, {}, { bytes: PDF, name: "x.pdf" }, als(auteur))).status).toBe(415);
    const img = await multipart(`/Lesbronnen/AddImage/${les}`, { naam: "Plaat" }, { bytes: PNG, name: "p.png" }, als(auteur));
    expect(img.json).toMatchObject({ soort: "Afbeelding", naam: "Plaat", aantalLessen: 1 });
    const link = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel), url: "https://www.rekenweb.nl/spel" }, null, als(auteur));
    expect(link.json).toMatchObject({ soort: "Link", naam: "www.rekenweb.nl", url: "https://www.rekenweb.nl/spel" });
    const upd = await post("/Lesbronnen/update", { id: link.json.id, naam: "Rekenspel", url: "https://www.rekenweb.nl/spel2" }, als(auteur));
    expect(upd.json).toMatchObject({ naam: "Rekenspel", url: "https://www.rekenweb.nl/spel2" });
    expect((await post("/Lesbronnen/update", { id: link.json.id, naam: "x", url: "data:text/html,x" }, als(auteur))).status).toBe(400);
    expect((await post("/Lesbronnen/update", { id: link.json.id, naam: "x" }, als(V.user, V))).status).toBe(404);
    const k = await post("/Lessen/koppelBronnen", { lesId: les, lesbronIds: [link.json.id] }, als(auteur));
    expect(k.json.bronnen.map((b: { id: number }) => b.id)).toEqual([png, img.json.id, link.json.id]);
    expect((await get(`/Lesbronnen/details/${link.json.id}`, als(auteur))).json.aantalLessen).toBe(1);
    const un = await del(`/Lessen/unlinkBron/${link.json.id}/${les}`, als(auteur));
    expect(un.json.bronnen.map((b: { id: number }) => b.id)).toEqual([png, img.json.id]);
    expect(un.json.overigeBronnen.map((b: { id: number }) => b.id)).toContain(link.json.id);
    expect((await del(`/Lessen/unlinkBron/${link.json.id}/${les}`, als(auteur))).status).toBe(404);
    const ander = (await post("/LesBundels/Add", { naam: "Leeg" }, als(auteur))).json.id;
    const andereLes = (await post("/Lessen/Add", { lesBundelId: ander, naam: "Elders" }, als(auteur))).json.id;
    expect((await post("/Lessen/koppelBronnen", { lesId: andereLes, lesbronIds: [png] }, als(auteur))).status).toBe(400);
    const lijst = await get(`/Lesbronnen/Lesbundel/${bundel}`, als(auteur));
    expect(lijst.json).toHaveLength(5);
  });

  it("delete removes the row, its Bestand rows and the files (and the used bytes)", async () => {
    const bron = await db.lesbron.findFirstOrThrow({ where: { id: png }, include: { bestand: true, thumbnail: true } });
    const voor = await gebruikteBytes(A);
    expect((await del(`/Lesbronnen/delete/${png}`, als(collega))).status).toBe(404);
    expect((await del(`/Lesbronnen/delete/${png}`, als(auteur))).json).toEqual({ id: png, verwijderd: true });
    expect(await fileExists(bron.bestand!.opslagsleutel)).toBe(false);
    expect(await fileExists(bron.thumbnail!.opslagsleutel)).toBe(false);
    expect(await db.bestand.count({ where: { administratieNr: A.administratieNr, id: { in: [bron.bestandId!, bron.thumbnailBestandId!] } } })).toBe(0);
    expect(await gebruikteBytes(A)).toBeLessThan(voor);
  });
});

describe("Phase links, suggestions, Stroomplan, Vakgebied", () => {
  let bundel: number;
  let pakket: number;
  let taal: number;
  let lesId: number;
  let indicator: number;
  const cel = () => ({ lesBundelId: bundel, leerroutepakketId: pakket, faseNummer: 1, leerrouteNummer: 1, domeinId: taal });

  beforeAll(async () => {
    const adm = A.administratieNr;
    const p = await db.leerroutepakket.create({ data: { administratieNr: adm, klantId: adm, naam: "Lespakket" } });
    pakket = p.id;
    await db.administratieLeerroutepakket.create({ data: { administratieNr: adm, leerroutepakketId: pakket, klantId: adm } });
    await db.niveau.create({ data: { leerroutepakketId: pakket, nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 } });
    taal = (await db.domein.create({ data: { leerroutepakketId: pakket, naam: "Taal", volgnummer: 1 } })).id;
    const comp = (await db.competentie.create({ data: { leerroutepakketId: pakket, domeinId: taal, naam: "Lezen", volgnummer: 1 } })).id;
    await db.competentieniveau.create({ data: { leerroutepakketId: pakket, competentieId: comp, niveauNummer: 1 } });
    indicator = (await db.indicator.create({ data: { leerroutepakketId: pakket, domeinId: taal, competentieId: comp, niveauNummer: 1, naam: "Kent letters", volgnummer: 1 } })).id;
    await db.fase.create({ data: { leerroutepakketId: pakket, nummer: 1, naam: "Groep 3", volgnummer: 1 } });
    await db.leerroute.create({ data: { leerroutepakketId: pakket, nummer: 1, naam: "Leerroute 1" } });
    await db.hoofdvakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Taal", volgnummer: 1 } });
    await db.vakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Taal", volgnummer: 1, hoofdvakgebiedNr: 1, competenties: { create: [{ leerroutepakketId: pakket, competentieId: comp }] } } });
    bundel = (await post("/LesBundels/Add", { naam: "Letterbundel" }, als(auteur))).json.id;
    lesId = (await post("/Lessen/Add", { lesBundelId: bundel, naam: "De a" }, als(auteur))).json.id;
  });

  it("LinkFase: linking needs Lessen manage (403 for the author); the author proposes, the manager accepts", async () => {
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "koppelen" }, als(auteur))).status).toBe(403);
    const voorstel = await post("/LesBundels/LinkFase", { ...cel(), actie: "voorstellen", toelichting: "Past bij Groep 3" }, als(auteur));
    expect(voorstel.status).toBe(200);
    expect(voorstel.json.suggesties).toHaveLength(1);
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "voorstellen" }, als(auteur))).status).toBe(409);
    const perPakket = await get(`/LesBundels/Suggesties/${pakket}`, als(A.user), { domeinnId: taal });
    expect(perPakket.json).toEqual([expect.objectContaining({ lesBundelId: bundel, toelichting: "Past bij Groep 3", faseNaam: "Groep 3", status: "Open" })]);
    const perCel = await get(`/LesBundels/Suggesties/${pakket}/${taal}/1/1`);
    expect(perCel.json).toHaveLength(1);
    // The list page's view: every open suggestion the caller may see, with whether they may judge it.
    const alle = await get("/LesBundels/Suggesties", als(A.user), { pageSize: 200 });
    expect(alle.status).toBe(200);
    expect(alle.json).toMatchObject({ magBeoordelen: true, page: 1 });
    expect(alle.json.items.filter((x: { lesBundelId: number }) => x.lesBundelId === bundel)).toEqual([expect.objectContaining({ toelichting: "Past bij Groep 3", domeinNaam: "Taal", leerroutepakketNaam: "Lespakket" })]);
    const doorAuteur = await get("/LesBundels/Suggesties", als(auteur));
    expect(doorAuteur.json.magBeoordelen).toBe(false);
    expect(doorAuteur.json.items.map((x: { lesBundelId: number }) => x.lesBundelId)).toContain(bundel);
    // A colleague who cannot see the private bundle, the sister (package not published) and another customer see none of it.
    expect((await get("/LesBundels/Suggesties", als(collega))).json.items.map((x: { lesBundelId: number }) => x.lesBundelId)).not.toContain(bundel);
    expect((await get("/LesBundels/Suggesties", als(Z.user, Z))).json.items.map((x: { lesBundelId: number }) => x.lesBundelId)).not.toContain(bundel);
    expect((await get("/LesBundels/Suggesties", als(V.user, V))).json.total).toBe(0);
    expect((await get("/LesBundels/Suggesties", als(A.user), { pageSize: 201 })).status).toBe(400);
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "accepteren" }, als(auteur))).status).toBe(403);
    const ok = await post("/LesBundels/LinkFase", { ...cel(), actie: "accepteren" });
    expect(ok.json.fasen).toEqual([expect.objectContaining({ leerroutepakketId: pakket, faseNummer: 1, domeinNaam: "Taal" })]);
    expect(ok.json.suggesties).toEqual([]);
    expect((await get(`/LesBundels/Suggesties/${pakket}/${taal}/1/1`)).json).toEqual([]);
    const fk = await get(`/LesBundels/faseKoppelingen/${pakket}/${taal}/1/1`);
    expect(fk.json.lesBundels.map((b: { id: number }) => b.id)).toEqual([bundel]);
    expect((await post("/LesBundels/LinkFase", { ...cel(), faseNummer: 9, actie: "koppelen" })).json.issues[0].path).toBe("body.faseNummer");
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "koppelen" }, als(V.user, V))).status).toBe(404);
  });

  it("Vakgebied lists the bundles linked in the subject area's domains; Stroomplan lays the lessons over the cells", async () => {
    const vak = await get(`/LesBundels/Vakgebied/1/${pakket}`, als(A.user), { fase: 1 });
    expect(vak.json.map((b: { id: number }) => b.id)).toEqual([bundel]);
    expect((await get(`/LesBundels/Vakgebied/1/${pakket}`, als(A.user), { fase: 2 })).json).toEqual([]);
    expect((await get(`/LesBundels/Vakgebied/99/${pakket}`)).status).toBe(404);
    // The list page's subject-area filter.
    expect((await get("/LesBundels", als(A.user), { vakgebiedNr: 1 })).json.items.map((b: { id: number }) => b.id)).toEqual([bundel]);
    expect((await get("/LesBundels", als(A.user), { vakgebiedNr: 2 })).json.total).toBe(0);
    await post("/Lessen/Update", { id: lesId, naam: "De a", indicatoren: [{ leerroutepakketId: pakket, indicatorId: indicator }] }, als(auteur));
    const sp = await get(`/LesBundels/Stroomplan/${pakket}`, als(A.user), { lesbundelId: bundel, domeinId: taal });
    expect(sp.json.cellen).toEqual([expect.objectContaining({ competentieNaam: "Lezen", niveauNummer: 1, lessen: [{ id: lesId, naam: "De a", lesBundelId: bundel }] })]);
    expect((await get(`/LesBundels/Stroomplan/${pakket}`, als(V.user, V))).status).toBe(404);
    const fout = await post("/Lessen/Update", { id: lesId, naam: "De a", indicatoren: [{ leerroutepakketId: pakket, indicatorId: 999999 }] }, als(auteur));
    expect(fout.json.issues[0].path).toBe("body.indicatoren");
  });

  it("ontkoppelen (404 when not linked)", async () => {
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "ontkoppelen" })).json.fasen).toEqual([]);
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "ontkoppelen" })).status).toBe(404);
    await post("/LesBundels/LinkFase", { ...cel(), actie: "voorstellen" }, als(auteur));
    expect((await post("/LesBundels/LinkFase", { ...cel(), actie: "afwijzen" })).json.suggesties).toEqual([]);
    expect(await db.lesBundelSuggestie.count({ where: { lesBundelId: bundel, status: "Afgewezen" } })).toBe(1);
  });
});

describe("OnderwijsplanLessen and deleting a bundle that plans use", () => {
  let bundel: number;
  let lessen: number[];
  let planId: number;

  beforeAll(async () => {
    bundel = (await post("/LesBundels/Add", { naam: "Planbundel" }, als(auteur))).json.id;
    lessen = [];
    for (const naam of ["Een", "Twee", "Drie"]) lessen.push((await post("/Lessen/Add", { lesBundelId: bundel, naam }, als(auteur))).json.id);
    await post("/LesBundels/Publish", { id: bundel, gepubliceerd: true }, als(auteur));
    planId = (await makePlan(A.administratieNr, A.schooljaar, null)).onderwijsplanId;
    await db.onderwijsplan.update({ where: { administratieNr_id: { administratieNr: A.administratieNr, id: planId } }, data: { titel: "Plan technisch lezen" } });
  });

  it("Add, Lessen, Lesbundels, update, reorganize, Delete", async () => {
    const add = await post("/OnderwijsplanLessen/Add", { onderwijsplanId: planId, lesIds: [lessen[0], lessen[1]] });
    expect(add.status).toBe(200);
    expect(add.json.map((l: { lesId: number }) => l.lesId)).toEqual([lessen[0], lessen[1]]);
    expect((await post("/OnderwijsplanLessen/Add", { onderwijsplanId: planId, lesIds: [lessen[0]] })).status).toBe(409);
    expect((await post("/OnderwijsplanLessen/Add", { onderwijsplanId: planId, lesIds: [] })).status).toBe(400);
    const keuze = await get(`/OnderwijsplanLessen/Lesbundels/${planId}`);
    const b = keuze.json.find((x: { id: number }) => x.id === bundel);
    expect(b.lessen.map((l: { inPlan: boolean }) => l.inPlan)).toEqual([true, true, false]);
    const upd = await post("/OnderwijsplanLessen/update", { onderwijsplanId: planId, lesId: lessen[1], opmerking: "Goed gegaan", uitgevoerdOp: "2025-10-01" });
    expect(upd.json).toMatchObject({ opmerking: "Goed gegaan", uitgevoerdOp: "2025-10-01" });
    expect((await post("/OnderwijsplanLessen/update", { onderwijsplanId: planId, lesId: lessen[1], uitgevoerdOp: "1-10-2025" })).status).toBe(400);
    const re = await post("/OnderwijsplanLessen/reorganize", { onderwijsplanId: planId, lesIds: [lessen[1], lessen[0]] });
    expect(re.json.map((l: { lesId: number }) => l.lesId)).toEqual([lessen[1], lessen[0]]);
    expect((await get(`/OnderwijsplanLessen/Lessen/${planId}`)).json.map((l: { lesId: number }) => l.lesId)).toEqual([lessen[1], lessen[0]]);
    // Without rights on action plans: 403; another administration: 404.
    expect((await get(`/OnderwijsplanLessen/Lessen/${planId}`, als(collega))).status).toBe(403);
    expect((await post("/OnderwijsplanLessen/Add", { onderwijsplanId: planId, lesIds: [lessen[2]] }, als(collega))).status).toBe(403);
    expect((await get(`/OnderwijsplanLessen/Lessen/${planId}`, als(V.user, V))).status).toBe(404);
    expect((await del(`/OnderwijsplanLessen/Delete/${planId}/${lessen[1]}`)).json).toEqual({ id: lessen[1], verwijderd: true });
    expect((await del(`/OnderwijsplanLessen/Delete/${planId}/${lessen[1]}`)).status).toBe(404);
  });

  it("Delete of a bundle is refused (409) while a plan uses its lessons, naming the plan; Lessen/Delete too", async () => {
    const res = await del(`/LesBundels/Delete/${bundel}`, als(auteur));
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("Plan technisch lezen");
    expect((await del(`/Lessen/Delete/${lessen[0]}`, als(auteur))).status).toBe(409);
    expect(await db.les.count({ where: { lesBundelId: bundel } })).toBe(3);
  });

  it("after the plan lets go, Delete removes bundle, lessons, sources and files (403 for a reader)", async () => {
    await del(`/OnderwijsplanLessen/Delete/${planId}/${lessen[0]}`);
    const bron = await multipart("/Lesbronnen/add", { lesBundelId: String(bundel) }, { bytes: PDF, name: "blad.pdf" }, als(auteur));
    const sleutel = (await db.bestand.findFirstOrThrow({ where: { lesbronnen: { some: { id: bron.json.id } } } })).opslagsleutel;
    expect(await fileExists(sleutel)).toBe(true);
    expect((await del(`/LesBundels/Delete/${bundel}`, als(Z.user, Z))).status).toBe(403);
    expect((await del(`/LesBundels/Delete/${bundel}`, als(V.user, V))).status).toBe(404);
    expect((await del(`/LesBundels/Delete/${bundel}`, als(auteur))).json).toEqual({ id: bundel, verwijderd: true });
    expect(await fileExists(sleutel)).toBe(false);
    expect(await db.les.count({ where: { lesBundelId: bundel } })).toBe(0);
    expect(await db.lesbron.count({ where: { lesBundelId: bundel } })).toBe(0);
  });
});
