import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { fileExists } from "@/lib/storage";
import { call } from "./helpers";
import { dossierTenant, download, multipart, PDF, SVG } from "./leerlingdossier-setup";
import { maakLeerling } from "./leerlingen-setup";

let t: Awaited<ReturnType<typeof dossierTenant>>;
let other: Awaited<ReturnType<typeof dossierTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const vandaag = () => new Date().toISOString().slice(0, 10);
const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "scan.png");

beforeAll(async () => {
  t = await dossierTenant();
  other = await dossierTenant();
  await db.leerlingdossierCategorie.createMany({ data: [{ administratieNr: t.administratieNr, nr: 1, naam: "Onderzoek" }, { administratieNr: t.administratieNr, nr: 2, naam: "Rapport" }] });
  await db.tag.create({ data: { administratieNr: t.administratieNr, nr: 1, naam: "Dyslexie" } });
});

describe("Leerlingdossier", () => {
  it("adds an item with documents in a category, lists by category, downloads, updates (file answer), deletes", async () => {
    const add = await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.leerkracht.cookie, {
      leerlingId: String(t.ada.id),
      titel: "Dyslexieonderzoek",
      omschrijving: "Verklaring van het onderzoeksbureau",
      datum: vandaag(),
      categorieNr: "1",
      tags: "1",
      documenten: [PDF(), PNG()],
    });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ leerlingId: t.ada.id, categorieNaam: "Onderzoek", tags: [{ naam: "Dyslexie" }], auteur: "Test Gebruiker", magBewerken: true });
    expect(add.json.documenten.map((d: { mimeType: string }) => d.mimeType)).toEqual(["application/pdf", "image/png"]);
    const id = add.json.id as number;
    const [pdf, png] = add.json.documenten as { id: number }[];
    await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { leerlingId: String(t.ada.id), titel: "Rapport groep 4", datum: vandaag(), categorieNr: "2" });
    const cat = await call("GET", `/api/Leerlingdossier/forLeerling/${t.administratieNr}/${t.ada.id}`, { query: { ...q(), categorieNr: 1 }, cookie: t.leerkracht.cookie });
    expect(cat.json.map((i: { id: number }) => i.id)).toEqual([id]);
    const alle = await call("GET", `/api/Leerlingdossier/forLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(alle.json).toHaveLength(2);
    const det = await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie });
    expect(det.json.omschrijving).toBe("Verklaring van het onderzoeksbureau");
    const doc = await download(`/api/Leerlingdossier/Details/${t.administratieNr}/${id}/Document/${png!.id}`, t.administratieNr, t.leerkracht.cookie);
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("image/png");
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment; filename="scan\.png"/);
    const upd = await multipart("POST", "/api/Leerlingdossier/Update", t.administratieNr, t.leerkracht.cookie, { id: String(id), titel: "Dyslexieverklaring", datum: vandaag(), categorieNr: "" });
    expect(upd.status).toBe(200);
    expect(upd.headers.get("content-disposition")).toMatch(/^attachment; filename="dossieritem-\d+\.json"/);
    expect(JSON.parse(upd.text)).toMatchObject({ id, titel: "Dyslexieverklaring", categorieNr: null, tags: [], omschrijving: null });
    const sleutel = (await db.bestand.findFirstOrThrow({ where: { administratieNr: t.administratieNr, id: pdf!.id } })).opslagsleutel;
    const delDoc = await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}/Document/${pdf!.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(delDoc.json).toEqual({ id, bestandId: pdf!.id, verwijderd: true });
    expect(await fileExists(sleutel)).toBe(false);
    const del = await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(del.json).toEqual({ id, verwijderd: true, documenten: 1 });
    expect(await db.bestand.count({ where: { administratieNr: t.administratieNr, gebied: "dossier" } })).toBe(0);
  });

  it("413/415 uploads and 400 fields: nothing written", async () => {
    const voor = await db.leerlingdossierItem.count({ where: { administratieNr: t.administratieNr } });
    const basis = { leerlingId: String(t.ada.id), titel: "x", datum: vandaag() };
    expect((await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { ...basis, documenten: SVG() })).status).toBe(415);
    expect((await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { ...basis, documenten: new File([new Uint8Array(10 * 1024 * 1024 + 1)], "nul.bin") })).status).toBe(413);
    const zonderLeerling = await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { titel: "x", datum: vandaag() });
    expect(zonderLeerling.status).toBe(400);
    expect(zonderLeerling.json.issues[0].path).toBe("body.leerlingId");
    const cat = await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { ...basis, categorieNr: "7" });
    expect(cat.status).toBe(400);
    expect(cat.json.issues[0].path).toBe("body.categorieNr");
    expect(await db.leerlingdossierItem.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    expect(await db.bestand.count({ where: { administratieNr: t.administratieNr, gebied: "dossier" } })).toBe(0);
  });

  it("403 per §6: a teacher outside the pupil's group, a reader writing, no dossier rights", async () => {
    const bob = await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { leerlingId: String(t.bob.id), titel: "Over Bob", datum: vandaag(), documenten: PDF() });
    expect(bob.status).toBe(200);
    const id = bob.json.id as number;
    const bestandId = bob.json.documenten[0].id as number;
    expect((await call("GET", `/api/Leerlingdossier/forLeerling/${t.administratieNr}/${t.bob.id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await download(`/api/Leerlingdossier/Details/${t.administratieNr}/${id}/Document/${bestandId}`, t.administratieNr, t.leerkracht.cookie)).status).toBe(403);
    expect((await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.leerkracht.cookie, { leerlingId: String(t.bob.id), titel: "x", datum: vandaag() })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(200);
    expect((await multipart("POST", "/api/Leerlingdossier/Update", t.administratieNr, t.lezer.cookie, { id: String(id), titel: "x", datum: vandaag() })).status).toBe(403);
    expect((await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}/Document/${bestandId}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingdossier/forLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.zonder.cookie })).status).toBe(403);
  });

  it("another administration's item, document or pupil is 404", async () => {
    const i = await multipart("POST", "/api/Leerlingdossier/Add", other.administratieNr, other.user.cookie, { leerlingId: String(other.ada.id), titel: "Geheim", datum: vandaag(), documenten: PDF() });
    const id = i.json.id as number;
    const bestandId = i.json.documenten[0].id as number;
    expect((await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await download(`/api/Leerlingdossier/Details/${t.administratieNr}/${id}/Document/${bestandId}`, t.administratieNr, t.user.cookie)).status).toBe(404);
    expect((await call("GET", `/api/Leerlingdossier/forLeerling/${t.administratieNr}/${other.ada.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { leerlingId: String(other.ada.id), titel: "x", datum: vandaag() })).status).toBe(404);
    expect((await multipart("POST", "/api/Leerlingdossier/Update", t.administratieNr, t.user.cookie, { id: String(id), titel: "Gekaapt", datum: vandaag() })).status).toBe(404);
    expect((await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/Leerlingdossier/Delete/${t.administratieNr}/${id}/Document/${bestandId}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await db.leerlingdossierItem.findFirstOrThrow({ where: { administratieNr: other.administratieNr, id } })).titel).toBe("Geheim");
  });
});

describe("Inzagelog (access log of the pupil file)", () => {
  it("logs every read of notes, documents, dossier items and forms; an administrator reads and exports it; append-only", async () => {
    const l = (await maakLeerling(t.administratieNr, { roepnaam: "Cas", achternaam: "Logboek" }, 1)).id;
    const n = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${l}`, t.administratieNr, t.user.cookie, { titel: "Voor het log", datum: vandaag(), documenten: PDF() });
    const i = await multipart("POST", "/api/Leerlingdossier/Add", t.administratieNr, t.user.cookie, { leerlingId: String(l), titel: "Item voor het log", datum: vandaag(), documenten: PDF() });
    const voor = await db.dossierInzage.count({ where: { administratieNr: t.administratieNr, leerlingId: l } });
    expect(voor).toBe(0); // writes are not reads
    await download(`/api/Notities/Document/${t.administratieNr}/${n.json.id}/${n.json.documenten[0].id}`, t.administratieNr, t.leerkracht.cookie);
    await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${i.json.id}`, { query: q(), cookie: t.leerkracht.cookie });
    await download(`/api/Leerlingdossier/Details/${t.administratieNr}/${i.json.id}/Document/${i.json.documenten[0].id}`, t.administratieNr, t.leerkracht.cookie);
    await call("GET", `/api/Formulieren/ForLeerling/${t.administratieNr}/${l}`, { query: q(), cookie: t.leerkracht.cookie });
    // A refused read is not logged.
    await call("GET", `/api/Leerlingdossier/Details/${t.administratieNr}/${i.json.id}`, { query: q(), cookie: t.zonder.cookie });
    const log = await call("GET", `/api/Leerlingdossier/Inzage/${t.administratieNr}/${l}`, { query: q(), cookie: t.user.cookie });
    expect(log.status).toBe(200);
    expect(log.json.map((r: { soort: string }) => r.soort)).toEqual(["formulieren", "dossierdocument", "dossieritem", "notitiedocument"]);
    expect(log.json[0]).toMatchObject({ door: "Test Gebruiker", email: t.leerkracht.email, omschrijving: "Formulieren bekeken" });
    const csv = await download(`/api/Leerlingdossier/InzageExport/${t.administratieNr}/${l}`, t.administratieNr, t.user.cookie);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="inzage-leerling-\d+\.csv"/);
    const regels = new TextDecoder().decode(csv.bytes).trim().split("\r\n");
    expect(regels).toHaveLength(5);
    expect(regels[1]).toContain("Formulieren bekeken");
    // Nobody changes or removes a row, not even the database owner through the app's connection.
    await expect(db.$executeRaw`UPDATE "DossierInzage" SET soort = 'x' WHERE "administratieNr" = ${t.administratieNr}`).rejects.toThrow();
    await expect(db.$executeRaw`DELETE FROM "DossierInzage" WHERE "administratieNr" = ${t.administratieNr}`).rejects.toThrow();
    expect(await db.dossierInzage.count({ where: { administratieNr: t.administratieNr, leerlingId: l } })).toBe(4);
  });

  it("403 without Leerlingdossiers manage, 404 for another administration's pupil", async () => {
    expect((await call("GET", `/api/Leerlingdossier/Inzage/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingdossier/Inzage/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingdossier/Inzage/${t.administratieNr}/${other.ada.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await download(`/api/Leerlingdossier/InzageExport/${t.administratieNr}/${other.ada.id}`, t.administratieNr, t.user.cookie)).status).toBe(404);
  });
});
