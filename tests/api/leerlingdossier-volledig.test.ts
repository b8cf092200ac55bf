import { beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { db } from "@/lib/db/client";
import { fileExists } from "@/lib/storage";
import { call } from "./helpers";
import { dossierTenant, download, multipart, PDF } from "./leerlingdossier-setup";
import { maakLeerling } from "./leerlingen-setup";
import { pdfTekst } from "./pdf-tekst";

let t: Awaited<ReturnType<typeof dossierTenant>>;
let other: Awaited<ReturnType<typeof dossierTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const vandaag = () => new Date().toISOString().slice(0, 10);

/** The entries of a zip (name → bytes), read with yauzl: a broken zip fails the test. */
function leesZip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const uit = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const delen: Buffer[] = [];
          stream.on("data", (d: Buffer) => delen.push(d));
          stream.on("end", () => {
            uit.set(entry.fileName, Buffer.concat(delen));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(uit));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** A pupil with a note (with a document), a dossier item (with two documents) and a filled-in form. */
async function vulDossier(tenant: typeof t, roepnaam: string) {
  const l = (await maakLeerling(tenant.administratieNr, { roepnaam, achternaam: "Volledig" }, 1)).id;
  const n = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${l}`, tenant.administratieNr, tenant.user.cookie, { titel: "Gesprek met ouders", tekst: "Afspraken over <lezen> & rekenen", datum: vandaag(), documenten: PDF() });
  const i = await multipart("POST", "/api/Leerlingdossier/Add", tenant.administratieNr, tenant.user.cookie, {
    leerlingId: String(l),
    titel: "Onderzoeksverslag",
    datum: vandaag(),
    documenten: [PDF(), new File([new TextEncoder().encode("regel 1\nregel 2\n")], "notitie.txt")],
  });
  const tpl = await db.formulierTemplate.create({
    data: {
      administratieNr: tenant.administratieNr,
      naam: `Intake ${roepnaam}`,
      actief: true,
      definities: {
        create: [
          { soort: "LBL", label: "Thuissituatie", volgnummer: 1 },
          { soort: "SLE", label: "Broers en zussen", volgnummer: 2 },
          { soort: "CKB", label: "Toestemming foto's", volgnummer: 3 },
        ],
      },
    },
    select: { id: true, definities: { select: { id: true, soort: true } } },
  });
  const def = (s: string) => tpl.definities.find((d) => d.soort === s)!.id;
  const f = await call("POST", `/api/Formulieren/Add/${l}`, { query: { administratieNr: tenant.administratieNr }, cookie: tenant.user.cookie, body: { templateId: tpl.id, datum: vandaag(), waarden: { [def("SLE")]: { tekst: "twee zussen" }, [def("CKB")]: { aangevinkt: true } } } });
  expect([n.status, i.status, f.status]).toEqual([200, 200, 200]);
  return { leerlingId: l, notitie: n.json, item: i.json, formulier: f.json };
}

beforeAll(async () => {
  t = await dossierTenant();
  other = await dossierTenant();
});

describe("A pupil's whole file: export as zip", () => {
  it("zips a readable index, the data, the access log and every document; the export is logged", async () => {
    const d = await vulDossier(t, "Zip");
    const res = await download(`/api/Leerlingdossier/Export/${t.administratieNr}/${d.leerlingId}`, t.administratieNr, t.user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="dossier-Zip-Volledig-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = await leesZip(res.bytes);
    const namen = [...zip.keys()];
    expect(namen.slice(0, 3)).toEqual(["index.html", "gegevens.json", "inzagelog.csv"]);
    const docs = namen.filter((n) => n.startsWith("documenten/"));
    expect(docs).toHaveLength(3);
    expect(docs).toContain(`documenten/notities/${d.notitie.id}-${d.notitie.documenten[0].id}-verslag.pdf`);
    // The documents are the stored bytes.
    const txt = docs.find((n) => n.endsWith("notitie.txt"))!;
    expect(zip.get(txt)!.toString("utf8")).toBe("regel 1\nregel 2\n");
    expect(zip.get(docs.find((n) => n.startsWith("documenten/dossier/") && n.endsWith(".pdf"))!)!.subarray(0, 5).toString()).toBe("%PDF-");
    const index = zip.get("index.html")!.toString("utf8");
    expect(index).toContain("Dossier van Zip Volledig");
    expect(index).toContain("Afspraken over &lt;lezen&gt; &amp; rekenen"); // escaped, never markup
    expect(index).toContain(`href="documenten/notities/${d.notitie.id}-${d.notitie.documenten[0].id}-verslag.pdf"`);
    expect(index).toMatch(/<dt class="kop">Thuissituatie<\/dt><dt>Broers en zussen<\/dt><dd>twee zussen<\/dd><dt>Toestemming foto&#39;s<\/dt><dd>Ja<\/dd>/);
    const data = JSON.parse(zip.get("gegevens.json")!.toString("utf8"));
    expect(data.notities).toHaveLength(1);
    expect(data.dossier[0].documenten).toHaveLength(2);
    expect(data.formulieren[0].velden).toEqual([
      { label: "Broers en zussen", waarde: "twee zussen" },
      { label: "Toestemming foto's", waarde: "Ja" },
    ]);
    expect(zip.get("inzagelog.csv")!.toString("utf8")).toContain("Volledig dossier geëxporteerd (zip)");
    const log = await db.dossierInzage.findMany({ where: { administratieNr: t.administratieNr, leerlingId: d.leerlingId }, select: { soort: true, gebruikerId: true } });
    expect(log).toEqual([{ soort: "export", gebruikerId: t.user.id }]);
  });

  it("a document missing from storage is named in the index, not a broken zip", async () => {
    const d = await vulDossier(t, "Kwijt");
    const b = await db.bestand.findFirstOrThrow({ where: { administratieNr: t.administratieNr, id: d.notitie.documenten[0].id } });
    const { deleteFile } = await import("@/lib/storage");
    await deleteFile(b.opslagsleutel);
    const res = await download(`/api/Leerlingdossier/Export/${t.administratieNr}/${d.leerlingId}`, t.administratieNr, t.user.cookie);
    const zip = await leesZip(res.bytes);
    expect([...zip.keys()].filter((n) => n.startsWith("documenten/"))).toHaveLength(2);
    expect(zip.get("index.html")!.toString("utf8")).toContain("verslag.pdf — niet meer in de opslag gevonden");
  });

  it("an empty file still exports; 403 without Leerlingdossiers manage, 404 for another administration's pupil", async () => {
    const leeg = await download(`/api/Leerlingdossier/Export/${t.administratieNr}/${t.bob.id}`, t.administratieNr, t.user.cookie);
    expect(leeg.status).toBe(200);
    expect((await leesZip(leeg.bytes)).get("index.html")!.toString("utf8")).toContain("Geen notities.");
    for (const wie of [t.leerkracht, t.lezer, t.zonder]) expect((await download(`/api/Leerlingdossier/Export/${t.administratieNr}/${t.ada.id}`, t.administratieNr, wie.cookie)).status).toBe(403);
    expect((await download(`/api/Leerlingdossier/Export/${t.administratieNr}/${other.ada.id}`, t.administratieNr, t.user.cookie)).status).toBe(404);
    expect((await download(`/api/Leerlingdossier/Export/${t.administratieNr}/abc`, t.administratieNr, t.user.cookie)).status).toBe(400);
    expect(await db.dossierInzage.count({ where: { administratieNr: t.administratieNr, leerlingId: t.ada.id, soort: "export" } })).toBe(0);
  });
});

describe("A pupil's whole file: erasure on request", () => {
  it("names what goes, erases it in one transaction with the files, logs it and keeps the log", async () => {
    const d = await vulDossier(t, "Wis");
    const blijft = await vulDossier(t, "Blijft");
    const ov = await call("GET", `/api/Leerlingdossier/Overzicht/${t.administratieNr}/${d.leerlingId}`, { query: q(), cookie: t.user.cookie });
    expect(ov.status).toBe(200);
    expect(ov.json).toMatchObject({ leerlingNaam: "Wis Volledig", omvang: { notities: 1, dossieritems: 1, formulieren: 1, documenten: 3 } });
    expect(ov.json.onderdelen.map((o: { titel: string }) => o.titel).sort()).toEqual(["Gesprek met ouders", "Intake Wis", "Onderzoeksverslag"]);
    const sleutels = (await db.bestand.findMany({ where: { administratieNr: t.administratieNr, id: { in: [...d.notitie.documenten, ...d.item.documenten].map((x: { id: number }) => x.id) } } })).map((b) => b.opslagsleutel);
    expect(sleutels).toHaveLength(3);

    // Counts that no longer match (something was added after the overview): 409, nothing erased.
    const fout = await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: t.user.cookie, body: { leerlingId: d.leerlingId, bevestigd: { ...ov.json.omvang, notities: 0 } } });
    expect(fout.status).toBe(409);
    expect(await db.notitie.count({ where: { administratieNr: t.administratieNr, leerlingId: d.leerlingId } })).toBe(1);
    expect(await fileExists(sleutels[0]!)).toBe(true);

    const wis = await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: t.user.cookie, body: { leerlingId: d.leerlingId, bevestigd: ov.json.omvang } });
    expect(wis.status).toBe(200);
    expect(wis.json).toEqual({ leerlingId: d.leerlingId, gewist: { notities: 1, dossieritems: 1, formulieren: 1, documenten: 3 } });
    const w = { administratieNr: t.administratieNr, leerlingId: d.leerlingId };
    expect([await db.notitie.count({ where: w }), await db.leerlingdossierItem.count({ where: w }), await db.formulier.count({ where: w })]).toEqual([0, 0, 0]);
    expect(await db.formulierWaarde.count({ where: { administratieNr: t.administratieNr, formulierId: d.formulier.id } })).toBe(0);
    expect(await db.bestand.count({ where: { administratieNr: t.administratieNr, opslagsleutel: { in: sleutels } } })).toBe(0);
    for (const s of sleutels) expect(await fileExists(s)).toBe(false);
    // The pupil itself and another pupil's file stay; the erasure is in the (append-only) log.
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, id: d.leerlingId } })).toBe(1);
    const b = { administratieNr: t.administratieNr, leerlingId: blijft.leerlingId };
    expect([await db.notitie.count({ where: b }), await db.leerlingdossierItem.count({ where: b }), await db.formulier.count({ where: b })]).toEqual([1, 1, 1]);
    const log = await call("GET", `/api/Leerlingdossier/Inzage/${t.administratieNr}/${d.leerlingId}`, { query: q(), cookie: t.user.cookie });
    expect(log.json[0]).toMatchObject({ soort: "wissen", omschrijving: "Volledig dossier gewist", door: "Test Gebruiker" });
    const leeg = await call("GET", `/api/Leerlingdossier/Overzicht/${t.administratieNr}/${d.leerlingId}`, { query: q(), cookie: t.user.cookie });
    expect(leeg.json).toMatchObject({ omvang: { notities: 0, dossieritems: 0, formulieren: 0, documenten: 0 }, onderdelen: [] });
  });

  it("403 without Leerlingdossiers manage, 404 for another administration's pupil, 400 for bad input", async () => {
    const nul = { notities: 0, dossieritems: 0, formulieren: 0, documenten: 0 };
    for (const wie of [t.leerkracht, t.lezer, t.zonder]) {
      expect((await call("GET", `/api/Leerlingdossier/Overzicht/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: wie.cookie })).status).toBe(403);
      expect((await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: wie.cookie, body: { leerlingId: t.ada.id, bevestigd: nul } })).status).toBe(403);
    }
    const n = await multipart("POST", `/api/Notities/AddLeerlingNotitie/${other.ada.id}`, other.administratieNr, other.user.cookie, { titel: "Van een ander", datum: vandaag() });
    expect(n.status).toBe(200);
    expect((await call("GET", `/api/Leerlingdossier/Overzicht/${t.administratieNr}/${other.ada.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: t.user.cookie, body: { leerlingId: other.ada.id, bevestigd: { ...nul, notities: 1 } } })).status).toBe(404);
    expect(await db.notitie.count({ where: { administratieNr: other.administratieNr, id: n.json.id } })).toBe(1);
    const zonder = await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: t.user.cookie, body: { leerlingId: t.ada.id } });
    expect(zonder.status).toBe(400);
    expect(zonder.json.issues[0].path).toMatch(/^body\.bevestigd/);
    const negatief = await call("POST", "/api/Leerlingdossier/Wissen", { query: q(), cookie: t.user.cookie, body: { leerlingId: t.ada.id, bevestigd: { ...nul, documenten: -1 } } });
    expect(negatief.status).toBe(400);
    expect(negatief.json.issues[0].path).toBe("body.bevestigd.documenten");
  });
});

describe("Print / PDF per item of the pupil file", () => {
  it("a note, a dossier item and a filled-in form as PDF, each read logged", async () => {
    const d = await vulDossier(t, "Pdf");
    const notitie = await download(`/api/Notities/Pdf/${t.administratieNr}/${d.notitie.id}`, t.administratieNr, t.leerkracht.cookie);
    expect(notitie.status).toBe(200);
    expect(notitie.headers.get("content-type")).toBe("application/pdf");
    expect(notitie.headers.get("content-disposition")).toMatch(/^attachment; filename="notitie-\d{4}-\d{2}-\d{2}-Gesprek-met-ouders\.pdf"/);
    const nt = pdfTekst(notitie.bytes);
    for (const s of ["Gesprek met ouders", "Pdf Volledig", "Afspraken over <lezen> & rekenen", "verslag.pdf", "Pagina 1 van 1"]) expect(nt).toContain(s);

    const item = await download(`/api/Leerlingdossier/Pdf/${t.administratieNr}/${d.item.id}`, t.administratieNr, t.leerkracht.cookie);
    expect(item.status).toBe(200);
    const it = pdfTekst(item.bytes);
    for (const s of ["Onderzoeksverslag", "Zonder categorie", "notitie.txt"]) expect(it).toContain(s);

    const form = await download(`/api/Formulieren/Pdf/${t.administratieNr}/${d.formulier.id}`, t.administratieNr, t.leerkracht.cookie);
    expect(form.status).toBe(200);
    const ft = pdfTekst(form.bytes);
    // The heading (LBL) is a section; each item its label and its value in the type's print form.
    for (const s of ["Intake Pdf", "Thuissituatie", "Broers en zussen", "twee zussen", "Toestemming foto's", "Ja"]) expect(ft).toContain(s);
    expect(ft.indexOf("Thuissituatie")).toBeLessThan(ft.indexOf("Broers en zussen"));

    const log = await db.dossierInzage.findMany({ where: { administratieNr: t.administratieNr, leerlingId: d.leerlingId }, orderBy: { id: "asc" }, select: { soort: true, objectId: true } });
    expect(log).toEqual([
      { soort: "notitieafdruk", objectId: d.notitie.id },
      { soort: "dossieritemafdruk", objectId: d.item.id },
      { soort: "formulierafdruk", objectId: d.formulier.id },
    ]);
  });

  it("a group note as PDF; 403 per §6, 404 for another administration's item", async () => {
    const g = await multipart("POST", "/api/Notities/AddGroepNotitie/1", t.administratieNr, t.user.cookie, { titel: "Groepsoverleg", tekst: "Rustig begin", datum: vandaag() });
    const gp = await download(`/api/Notities/Pdf/${t.administratieNr}/${g.json.id}`, t.administratieNr, t.leerkracht.cookie);
    expect(gp.status).toBe(200);
    expect(pdfTekst(gp.bytes)).toContain("Notitie over Groep 5");
    const bob = await vulDossier(t, "Bobpdf");
    // Bob is in group 1 too; the reader of branch 2 reads branch 2 only, the member without file rights nothing.
    for (const [pad, id] of [["Notities", bob.notitie.id], ["Leerlingdossier", bob.item.id], ["Formulieren", bob.formulier.id]] as const) {
      expect((await download(`/api/${pad}/Pdf/${t.administratieNr}/${id}`, t.administratieNr, t.lezer.cookie)).status).toBe(403);
      expect((await download(`/api/${pad}/Pdf/${t.administratieNr}/${id}`, t.administratieNr, t.zonder.cookie)).status).toBe(403);
      expect((await download(`/api/${pad}/Pdf/${other.administratieNr}/${id}`, other.administratieNr, other.user.cookie)).status).toBe(404);
    }
    expect(await db.dossierInzage.count({ where: { administratieNr: t.administratieNr, leerlingId: bob.leerlingId } })).toBe(0);
  });
});
