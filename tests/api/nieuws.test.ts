import { beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { getFile } from "@/lib/storage";
import { call, makeTenant, makeUser } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let zonder: Awaited<ReturnType<typeof makeUser>>;
let cat: { algemeen: number; agenda: number };
const q = () => ({ administratieNr: t.administratieNr });

async function upload(admnr: number, cookie: string, velden: { artikelId?: string; file?: { bytes: Uint8Array; name: string } }) {
  const form = new FormData();
  if (velden.artikelId !== undefined) form.append("artikelId", velden.artikelId);
  if (velden.file) form.append("file", new File([velden.file.bytes as BlobPart], velden.file.name, { type: "image/png" }));
  const res = await getApi().fetch(new Request(`http://localhost/api/Nieuws/AddImage?administratieNr=${admnr}`, { method: "POST", headers: { "x-csrf": "1", cookie }, body: form }));
  return { status: res.status, json: await res.json() };
}

async function artikel(velden: Record<string, unknown> = {}, cookie = t.user.cookie) {
  return call("POST", "/api/Nieuws/add", {
    query: q(),
    cookie,
    body: { titel: "Schoolreis", samenvatting: "Op 12 juni", inhoud: "<p>We gaan <strong>naar</strong> de dierentuin.</p>", categorieIds: [cat.agenda], publicatiedatum: null, gepubliceerd: true, ...velden },
  });
}

beforeAll(async () => {
  t = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
  other = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
  const lezerRol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Lezer", permissies: { create: [{ functiegebied: Functiegebied.Leerlingen, bits: Bits.ReadAlle }] } } });
  lezer = await makeUser(t.administratieNr, lezerRol.id);
  const leeg = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Zonder" } });
  zonder = await makeUser(t.administratieNr, leeg.id);
  for (const [i, naam] of ["Algemeen", "Agenda"].entries()) await db.nieuwsCategorie.upsert({ where: { naam }, create: { naam, volgnummer: i + 1 }, update: {} });
  const rijen = await db.nieuwsCategorie.findMany({ where: { naam: { in: ["Algemeen", "Agenda"] } } });
  cat = { algemeen: rijen.find((r) => r.naam === "Algemeen")!.id, agenda: rijen.find((r) => r.naam === "Agenda")!.id };
});

describe("Nieuws/categorieen", () => {
  it("answers the categories without an administration number; needs a signed-in user", async () => {
    const res = await call("GET", "/api/Nieuws/categorieen", { cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json.map((c: { naam: string }) => c.naam)).toEqual(expect.arrayContaining(["Algemeen", "Agenda"]));
    expect((await call("GET", "/api/Nieuws/categorieen")).status).toBe(401);
  });
});

describe("Nieuws add, details, update, delete", () => {
  it("add sanitises the text and answers the article; readers see it, other administrations do not", async () => {
    const res = await artikel({ inhoud: '<p onclick="x()">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">klik</a> <a href="https://school.nl">site</a></p><img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    expect(res.json.inhoud).toBe('<p>Hallo <a rel="noopener noreferrer">klik</a> <a href="https://school.nl" rel="noopener noreferrer">site</a></p>');
    expect(res.json).toMatchObject({ titel: "Schoolreis", eigen: true, voorIedereen: false, gepubliceerd: true, auteur: "Test Gebruiker", categorieen: [{ id: cat.agenda, naam: "Agenda" }] });
    const id = res.json.id as number;
    const rij = await db.nieuwsArtikel.findUniqueOrThrow({ where: { id } });
    expect(rij).toMatchObject({ administratieNr: t.administratieNr, klantId: t.administratieNr, auteurId: t.user.id });
    // Any member reads it, also one without rights (the home page shows news to everyone).
    expect((await call("GET", `/api/Nieuws/details/${id}`, { query: q(), cookie: zonder.cookie })).status).toBe(200);
    const lijst = await call("GET", "/api/Nieuws", { query: q(), cookie: lezer.cookie });
    expect(lijst.json.items.map((a: { id: number }) => a.id)).toContain(id);
    expect(lijst.json.items[0]).not.toHaveProperty("inhoud");
    // Another administration: 404 on the article, and it is not in its list.
    const ander = await call("GET", `/api/Nieuws/details/${id}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
    expect(ander.status).toBe(404);
    const anderLijst = await call("GET", "/api/Nieuws", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
    expect(anderLijst.json.items.map((a: { id: number }) => a.id)).not.toContain(id);
    // Not a member of the other administration → 404.
    expect((await call("GET", `/api/Nieuws`, { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie })).status).toBe(404);
  });

  it("unpublished and future articles are only for writers; the category filter and paging work", async () => {
    const concept = (await artikel({ titel: "Concept", gepubliceerd: false })).json.id as number;
    const later = (await artikel({ titel: "Later", publicatiedatum: "2999-01-01" })).json.id as number;
    const algemeen = (await artikel({ titel: "Algemeen nieuws", categorieIds: [cat.algemeen] })).json.id as number;
    expect((await call("GET", `/api/Nieuws/details/${concept}`, { query: q(), cookie: lezer.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Nieuws/details/${later}`, { query: q(), cookie: lezer.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Nieuws/details/${concept}`, { query: q(), cookie: t.user.cookie })).status).toBe(200);
    const lijst = await call("GET", "/api/Nieuws", { query: q(), cookie: lezer.cookie });
    const ids = lijst.json.items.map((a: { id: number }) => a.id);
    expect(ids).not.toContain(concept);
    expect(ids).not.toContain(later);
    const perCategorie = await call("GET", "/api/Nieuws", { query: { ...q(), categorie: cat.algemeen }, cookie: lezer.cookie });
    expect(perCategorie.json.items.map((a: { id: number }) => a.id)).toEqual([algemeen]);
    const eigen = await call("GET", "/api/Nieuws/eigenartikelen", { query: { ...q(), pageSize: 2 }, cookie: t.user.cookie });
    expect(eigen.status).toBe(200);
    expect(eigen.json.items).toHaveLength(2);
    expect(eigen.json.total).toBeGreaterThanOrEqual(4);
    expect((await call("GET", "/api/Nieuws/eigenartikelen", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("GET", "/api/Nieuws", { query: { ...q(), pageSize: 51 }, cookie: lezer.cookie })).status).toBe(400);
  });

  it("a global article (voorIedereen) is read in every administration but changed only in its own", async () => {
    const id = (await artikel({ titel: "Nieuwe versie van Leerroute" })).json.id as number;
    await db.nieuwsArtikel.update({ where: { id }, data: { voorIedereen: true } });
    const bijAnder = await call("GET", `/api/Nieuws/details/${id}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
    expect(bijAnder.status).toBe(200);
    expect(bijAnder.json).toMatchObject({ eigen: false, voorIedereen: true });
    const wijzig = await call("POST", "/api/Nieuws/update", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { id, titel: "Gekaapt", inhoud: "<p>x</p>" } });
    expect(wijzig.status).toBe(404);
    expect((await call("POST", "/api/Nieuws/delete", { query: { administratieNr: other.administratieNr, id }, cookie: other.user.cookie })).status).toBe(404);
    expect((await db.nieuwsArtikel.findUniqueOrThrow({ where: { id } })).titel).toBe("Nieuwe versie van Leerroute");
  });

  it("update replaces fields and categories; bad input is 400 naming the field and writes nothing", async () => {
    const id = (await artikel()).json.id as number;
    const res = await call("POST", "/api/Nieuws/update", { query: q(), cookie: t.user.cookie, body: { id, titel: "Schoolreis (verzet)", inhoud: "<p>Nu op 19 juni</p>", categorieIds: [cat.algemeen, cat.agenda], gepubliceerd: true } });
    expect(res.status).toBe(200);
    expect(res.json.titel).toBe("Schoolreis (verzet)");
    expect(res.json.categorieen.map((c: { id: number }) => c.id).sort()).toEqual([cat.algemeen, cat.agenda].sort());
    for (const [body, veld] of [
      [{ id, titel: "", inhoud: "<p>x</p>" }, "titel"],
      [{ id, titel: "x", inhoud: "<script>alert(1)</script>" }, "inhoud"],
      [{ id, titel: "x", inhoud: "<p>x</p>", categorieIds: [2147483000] }, "categorieIds"],
      [{ id, titel: "x", inhoud: "<p>x</p>", publicatiedatum: "2025-02-30" }, "publicatiedatum"],
    ] as const) {
      const fout = await call("POST", "/api/Nieuws/update", { query: q(), cookie: t.user.cookie, body });
      expect(fout.status, veld).toBe(400);
      expect(fout.json.issues.map((i: { path: string }) => i.path).join(" "), veld).toContain(veld);
    }
    expect((await db.nieuwsArtikel.findUniqueOrThrow({ where: { id } })).titel).toBe("Schoolreis (verzet)");
    expect((await call("POST", "/api/Nieuws/update", { query: q(), cookie: lezer.cookie, body: { id, titel: "x", inhoud: "<p>x</p>" } })).status).toBe(403);
    expect((await call("POST", "/api/Nieuws/update", { query: q(), cookie: t.user.cookie, body: { id: 2147483000, titel: "x", inhoud: "<p>x</p>" } })).status).toBe(404);
  });

  it("add needs the right (403) and valid input (400), and writes nothing then", async () => {
    const voor = await db.nieuwsArtikel.count({ where: { administratieNr: t.administratieNr } });
    expect((await artikel({}, lezer.cookie)).status).toBe(403);
    const leeg = await artikel({ titel: "  " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toContain("titel");
    expect((await db.nieuwsArtikel.count({ where: { administratieNr: t.administratieNr } }))).toBe(voor);
  });
});

describe("Nieuws images", () => {
  it("AddImage stores a PNG, openImage gives it to readers; delete removes article, rows and file", async () => {
    const id = (await artikel()).json.id as number;
    const res = await upload(t.administratieNr, t.user.cookie, { artikelId: String(id), file: { bytes: PNG, name: "../foto.png" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ artikelId: id, bestandsnaam: "foto.png", url: `/api/Nieuws/openImage/${id}/${res.json.bestandId}` });
    const bestand = await db.bestand.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: res.json.bestandId } } });
    expect(bestand).toMatchObject({ gebied: "nieuws", opslagsleutel: `${t.administratieNr}/nieuws/${bestand.id}`, grootte: PNG.length });
    const beeld = await getApi().fetch(new Request(`http://localhost${res.json.url}?administratieNr=${t.administratieNr}`, { headers: { "x-csrf": "1", cookie: lezer.cookie } }));
    expect(beeld.status).toBe(200);
    expect(beeld.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await beeld.arrayBuffer())).toEqual(PNG);
    const details = await call("GET", `/api/Nieuws/details/${id}`, { query: q(), cookie: lezer.cookie });
    expect(details.json.afbeeldingen).toEqual([{ bestandId: bestand.id, bestandsnaam: "foto.png", url: res.json.url }]);
    // Another administration cannot read it.
    expect((await call("GET", `/api/Nieuws/openImage/${id}/${bestand.id}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie })).status).toBe(404);

    const weg = await call("POST", "/api/Nieuws/delete", { query: { ...q(), id }, cookie: t.user.cookie });
    expect(weg.status).toBe(200);
    expect(weg.json).toEqual({ id, verwijderd: true });
    expect(await db.nieuwsArtikel.findUnique({ where: { id } })).toBeNull();
    expect(await db.bestand.findUnique({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: bestand.id } } })).toBeNull();
    expect(await getFile(bestand.opslagsleutel)).toBeNull();
    expect((await call("POST", "/api/Nieuws/delete", { query: { ...q(), id }, cookie: t.user.cookie })).status).toBe(404);
  });

  it("AddImage refuses what is not an image (415), a missing article id (400), a reader (403), another administration's article (404)", async () => {
    const id = (await artikel()).json.id as number;
    const tekst = new TextEncoder().encode("<svg onload=alert(1)>");
    expect((await upload(t.administratieNr, t.user.cookie, { artikelId: String(id), file: { bytes: tekst, name: "x.png" } })).status).toBe(415);
    const zonderId = await upload(t.administratieNr, t.user.cookie, { file: { bytes: PNG, name: "x.png" } });
    expect(zonderId.status).toBe(400);
    expect(zonderId.json.issues[0].path).toBe("artikelId");
    expect((await upload(t.administratieNr, t.user.cookie, { artikelId: String(id) })).status).toBe(400);
    expect((await upload(t.administratieNr, lezer.cookie, { artikelId: String(id), file: { bytes: PNG, name: "x.png" } })).status).toBe(403);
    expect((await upload(other.administratieNr, other.user.cookie, { artikelId: String(id), file: { bytes: PNG, name: "x.png" } })).status).toBe(404);
    expect(await db.nieuwsAfbeelding.count({ where: { artikelId: id } })).toBe(0);
  });
});
