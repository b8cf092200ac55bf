import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { fileExists } from "@/lib/storage";
import { call } from "./helpers";
import { dossierTenant, download, multipart, PDF, SVG } from "./leerlingdossier-setup";

let t: Awaited<ReturnType<typeof dossierTenant>>;
let other: Awaited<ReturnType<typeof dossierTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const vandaag = () => new Date().toISOString().slice(0, 10);
const aantalBestanden = (admnr: number) => db.bestand.count({ where: { administratieNr: admnr, gebied: "notitie" } });

beforeAll(async () => {
  t = await dossierTenant();
  other = await dossierTenant();
  await db.notitieSoort.create({ data: { administratieNr: t.administratieNr, nr: 1, naam: "Gesprek" } });
  await db.tag.createMany({ data: [{ administratieNr: t.administratieNr, nr: 1, naam: "Zorg" }, { administratieNr: t.administratieNr, nr: 2, naam: "Ouders" }] });
});

describe("Notities", () => {
  it("writes a pupil note with kind, tags and a document; lists by tag; downloads; edits; deletes a document and the note", async () => {
    const add = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.leerkracht.cookie, {
      titel: "Gesprek met moeder",
      tekst: "Afspraken gemaakt.\nVolgende maand opnieuw.",
      datum: vandaag(),
      soortNr: "1",
      tags: ["1", "2"],
      documenten: PDF(),
    });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ leerlingId: t.ada.id, groepNr: null, soortNaam: "Gesprek", auteur: "Test Gebruiker", tags: [{ naam: "Ouders" }, { naam: "Zorg" }], magBewerken: true });
    expect(add.json.documenten).toEqual([expect.objectContaining({ bestandsnaam: "verslag.pdf", mimeType: "application/pdf" })]);
    const id = add.json.id as number;
    const bestandId = add.json.documenten[0].id as number;
    const zonderTag = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "Kort", datum: vandaag() });
    expect(zonderTag.status).toBe(200);
    const perTag = await call("GET", `/api/Notities/ForLeerling/${t.administratieNr}/${t.ada.id}`, { query: { ...q(), tagNr: 1 }, cookie: t.leerkracht.cookie });
    expect(perTag.json.map((n: { id: number }) => n.id)).toEqual([id]);
    const alle = await call("GET", `/api/Notities/ForLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(alle.json).toHaveLength(2);
    const det = await call("GET", `/api/Notities/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie });
    expect(det.json.tekst).toContain("Volgende maand");
    const doc = await download(`/api/Notities/Document/${t.administratieNr}/${id}/${bestandId}`, t.administratieNr, t.leerkracht.cookie);
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment; filename="verslag\.pdf"/);
    expect(doc.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new TextDecoder().decode(doc.bytes)).toMatch(/^%PDF-1\.4/);
    const edit = await multipart("POST", `/api/Notities/Edit/${id}`, t.administratieNr, t.leerkracht.cookie, {
      titel: "Gesprek met ouders",
      tekst: "Bijgewerkt",
      datum: vandaag(),
      tags: "2",
      documenten: new File(["Aantekeningen van het gesprek"], "aantekeningen.txt"),
    });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ titel: "Gesprek met ouders", soortNr: null, tags: [{ nr: 2 }] });
    expect(edit.json.documenten.map((d: { mimeType: string }) => d.mimeType)).toEqual(["application/pdf", "text/plain"]);
    const sleutel = (await db.bestand.findFirstOrThrow({ where: { administratieNr: t.administratieNr, id: bestandId } })).opslagsleutel;
    const delDoc = await call("DELETE", `/api/Notities/deletedocument/${t.administratieNr}/${id}/${bestandId}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(delDoc.json).toEqual({ id, bestandId, verwijderd: true });
    expect(await fileExists(sleutel)).toBe(false);
    const del = await call("DELETE", `/api/Notities/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(del.json).toEqual({ id, verwijderd: true, documenten: 1 });
    expect(await db.notitie.count({ where: { administratieNr: t.administratieNr, id } })).toBe(0);
    expect(await aantalBestanden(t.administratieNr)).toBe(0);
  });

  it("group notes: written and read per §6 on the group", async () => {
    const add = await multipart("POST", "/api/Notities/AddGroepNotitie/1", t.administratieNr, t.leerkracht.cookie, { titel: "Groepsklimaat", datum: vandaag(), tekst: "Rustig" });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ groepNr: 1, leerlingId: null });
    const lijst = await call("GET", `/api/Notities/GroepNotities/${t.administratieNr}/1`, { query: q(), cookie: t.leerkracht.cookie });
    expect(lijst.json.map((n: { id: number }) => n.id)).toEqual([add.json.id]);
    expect((await call("GET", `/api/Notities/GroepNotities/${t.administratieNr}/2`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await multipart("POST", "/api/Notities/AddGroepNotitie/2", t.administratieNr, t.leerkracht.cookie, { titel: "x", datum: vandaag() })).status).toBe(403);
    expect((await call("GET", `/api/Notities/GroepNotities/${t.administratieNr}/99`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
  });

  it("413/415 uploads and 400 fields: nothing written, no file left", async () => {
    const voorN = await db.notitie.count({ where: { administratieNr: t.administratieNr } });
    const svg = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "Met plaatje", datum: vandaag(), documenten: SVG() });
    expect(svg.status).toBe(415);
    const html = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "Html", datum: vandaag(), documenten: new File(["<!doctype html><script>x</script>"], "a.txt") });
    expect(html.status).toBe(415);
    const groot = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "Groot", datum: vandaag(), documenten: new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41)], "groot.txt") });
    expect(groot.status).toBe(413);
    const geenTitel = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: " ", datum: vandaag() });
    expect(geenTitel.status).toBe(400);
    expect(geenTitel.json.issues[0].path).toBe("body.titel");
    const datum = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "x", datum: "31-12-2025" });
    expect(datum.json.issues[0].path).toBe("body.datum");
    const tag = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.ada.id}`, t.administratieNr, t.user.cookie, { titel: "x", datum: vandaag(), tags: "9", documenten: PDF() });
    expect(tag.status).toBe(400);
    expect(tag.json.issues[0].path).toBe("body.tags");
    expect(await db.notitie.count({ where: { administratieNr: t.administratieNr } })).toBe(voorN);
    expect(await aantalBestanden(t.administratieNr)).toBe(0);
  });

  it("403 per §6: a teacher outside the pupil's group, a reader writing, no Notities rights", async () => {
    const bob = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.bob.id}`, t.administratieNr, t.user.cookie, { titel: "Over Bob", datum: vandaag(), documenten: PDF() });
    expect(bob.status).toBe(200);
    const id = bob.json.id as number;
    const bestandId = bob.json.documenten[0].id as number;
    expect((await call("GET", `/api/Notities/ForLeerling/${t.administratieNr}/${t.bob.id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Notities/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await download(`/api/Notities/Document/${t.administratieNr}/${id}/${bestandId}`, t.administratieNr, t.leerkracht.cookie)).status).toBe(403);
    expect((await multipart("POST", `/api/Notities/AddLeerlingNotitie/${t.bob.id}`, t.administratieNr, t.leerkracht.cookie, { titel: "x", datum: vandaag() })).status).toBe(403);
    expect((await call("DELETE", `/api/Notities/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Notities/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(200);
    expect((await multipart("POST", `/api/Notities/Edit/${id}`, t.administratieNr, t.lezer.cookie, { titel: "x", datum: vandaag() })).status).toBe(403);
    expect((await call("DELETE", `/api/Notities/deletedocument/${t.administratieNr}/${id}/${bestandId}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Notities/ForLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.zonder.cookie })).status).toBe(403);
    expect(await db.notitieDocument.count({ where: { administratieNr: t.administratieNr, notitieId: id } })).toBe(1);
  });

  it("another administration's note, document, pupil or group is 404", async () => {
    const n = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${other.ada.id}`, other.administratieNr, other.user.cookie, { titel: "Geheim", datum: vandaag(), documenten: PDF() });
    expect(n.status).toBe(200);
    const id = n.json.id as number;
    const bestandId = n.json.documenten[0].id as number;
    expect((await call("GET", `/api/Notities/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await download(`/api/Notities/Document/${t.administratieNr}/${id}/${bestandId}`, t.administratieNr, t.user.cookie)).status).toBe(404);
    expect((await call("GET", `/api/Notities/ForLeerling/${t.administratieNr}/${other.ada.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await multipart("POST", `/api/Notities/Edit/${id}`, t.administratieNr, t.user.cookie, { titel: "Gekaapt", datum: vandaag() })).status).toBe(404);
    expect((await call("DELETE", `/api/Notities/deletedocument/${t.administratieNr}/${id}/${bestandId}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/Notities/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    const other403 = await download(`/api/Notities/Document/${other.administratieNr}/${id}/${bestandId}`, other.administratieNr, t.user.cookie);
    expect(other403.status).toBe(404);
    expect((await db.notitie.findFirstOrThrow({ where: { administratieNr: other.administratieNr, id } })).titel).toBe("Geheim");
  });
});
