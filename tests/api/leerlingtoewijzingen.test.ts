import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { maakLeerling, pupilTenant } from "./leerlingen-setup";

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
let ada: { id: number };
let bob: { id: number };
const q = () => ({ administratieNr: t.administratieNr });
const plus = (iso: string, dagen: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + dagen * 86_400_000).toISOString().slice(0, 10);
const toewijzingen = (leerlingId: number) => db.leerlingtoewijzing.findMany({ where: { administratieNr: t.administratieNr, leerlingId }, orderBy: { ingangsdatum: "asc" } });

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  await db.periode.create({ data: { administratieNr: t.administratieNr, schooljaar: t.schooljaar, nummer: 1, ingangsdatum: new Date(`${t.start}T00:00:00Z`), einddatum: new Date(`${plus(t.start, 90)}T00:00:00Z`) } });
  ada = await maakLeerling(t.administratieNr, { roepnaam: "Ada", achternaam: "Indeling" }, 1);
  bob = await maakLeerling(t.administratieNr, { roepnaam: "Bob", achternaam: "Indeling" });
});

describe("Leerlingtoewijzingen reads", () => {
  it("VoorGroep, VoorPeriode, VoorLeerling", async () => {
    const groep = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/1`, { query: { ...q(), isActief: "true" }, cookie: t.leerkracht.cookie });
    expect(groep.status).toBe(200);
    expect(groep.json).toMatchObject([{ leerlingId: ada.id, leerlingNaam: "Ada Indeling", groepNaam: "Groep 5", ingangsdatum: t.start, einddatum: t.eind }]);
    const periode = await call("GET", `/api/Leerlingtoewijzingen/VoorPeriode/${t.schooljaar}/1/1`, { query: q(), cookie: t.user.cookie });
    expect(periode.json).toHaveLength(1);
    const geenPeriode = await call("GET", `/api/Leerlingtoewijzingen/VoorPeriode/${t.schooljaar}/7/1`, { query: q(), cookie: t.user.cookie });
    expect(geenPeriode.status).toBe(404);
    const leerling = await call("GET", `/api/Leerlingtoewijzingen/VoorLeerling/${t.administratieNr}/${ada.id}/${t.schooljaar}`, { query: q(), cookie: t.user.cookie });
    expect(leerling.json.map((x: { groepNr: number }) => x.groepNr)).toEqual([1]);
    const verboden = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/2`, { query: q(), cookie: t.leerkracht.cookie });
    expect(verboden.status).toBe(403);
    const zonder = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/1`, { query: q(), cookie: t.zonder.cookie });
    expect(zonder.status).toBe(403);
    const jaar = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/1990-1991/1`, { query: q(), cookie: t.user.cookie });
    expect(jaar.status).toBe(404);
    const ander = await call("GET", `/api/Leerlingtoewijzingen/VoorLeerling/${t.administratieNr}/${ada.id}/${t.schooljaar}`, { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie });
    expect(ander.status).toBe(400);
    const andereAdm = await call("GET", `/api/Leerlingtoewijzingen/VoorLeerling/${other.administratieNr}/${ada.id}/${t.schooljaar}`, { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie });
    expect(andereAdm.status).toBe(404);
    const isActief = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/1`, { query: { ...q(), isActief: "ja" }, cookie: t.user.cookie });
    expect(isActief.status).toBe(400);
  });
});

describe("Leerlingtoewijzingen writes", () => {
  it("adds pupils to a group; refuses two classes at once (400, nothing written) and dates outside the year", async () => {
    const add = await call("POST", "/api/Leerlingtoewijzingen/Add/2", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [bob.id], ingangsdatum: t.start } });
    expect(add.status).toBe(200);
    expect(add.json[0]).toMatchObject({ leerlingId: bob.id, groepNr: 2, einddatum: t.eind });
    const voor = await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } });
    const dubbel = await call("POST", "/api/Leerlingtoewijzingen/Add/1", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id, bob.id], ingangsdatum: plus(t.start, 10) } });
    expect(dubbel.status).toBe(400);
    expect(dubbel.json.message).toMatch(/niet tegelijk in twee klassen/);
    expect(dubbel.json.message).toMatch(/Groep 5|Groep 6/);
    const buiten = await call("POST", "/api/Leerlingtoewijzingen/Add/3", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id], ingangsdatum: plus(t.start, -1) } });
    expect(buiten.status).toBe(400);
    expect(buiten.json.issues[0].path).toBe("body.ingangsdatum");
    const voorbij = await call("POST", "/api/Leerlingtoewijzingen/Add/3", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id], ingangsdatum: t.start, einddatum: plus(t.eind, 1) } });
    expect(voorbij.status).toBe(400);
    expect(voorbij.json.issues[0].path).toBe("body.einddatum");
    const onbekend = await call("POST", "/api/Leerlingtoewijzingen/Add/3", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [999999], ingangsdatum: t.start } });
    expect(onbekend.status).toBe(400);
    expect(await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    const lees = await call("POST", "/api/Leerlingtoewijzingen/Add/3", { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id], ingangsdatum: t.start } });
    expect(lees.status).toBe(200);
    const tweedeLees = await db.groep.create({ data: { administratieNr: t.administratieNr, nr: 4, naam: "Rekengroep", schooljaar: t.schooljaar, vestigingNr: 1, soort: "Onderwijsgroep" } });
    const tweeOnderwijs = await call("POST", `/api/Leerlingtoewijzingen/Add/${tweedeLees.nr}`, { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id], ingangsdatum: t.start } });
    expect(tweeOnderwijs.status).toBe(400);
    expect(tweeOnderwijs.json.message).toMatch(/twee onderwijsgroepen/);
    // A reading group and a maths group (different subject areas) may overlap.
    await db.hoofdvakgebied.create({ data: { administratieNr: t.administratieNr, nr: 1, naam: "Taal", volgnummer: 1 } });
    await db.vakgebied.createMany({ data: [1, 2].map((nr) => ({ administratieNr: t.administratieNr, nr, naam: nr === 1 ? "Lezen" : "Rekenen", volgnummer: nr, hoofdvakgebiedNr: 1 })) });
    await db.groep.update({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 3 } }, data: { vakgebiedNr: 1 } });
    await db.groep.update({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 4 } }, data: { vakgebiedNr: 2 } });
    const anderVak = await call("POST", `/api/Leerlingtoewijzingen/Add/${tweedeLees.nr}`, { query: q(), cookie: t.user.cookie, body: { leerlingIds: [ada.id], ingangsdatum: t.start } });
    expect(anderVak.status).toBe(200);
    const leerkracht = await call("POST", "/api/Leerlingtoewijzingen/Add/2", { query: q(), cookie: t.leerkracht.cookie, body: { leerlingIds: [ada.id], ingangsdatum: t.start } });
    expect(leerkracht.status).toBe(403);
  });

  it("moves a pupil from a date: the old assignment ends the day before, in one go; the career shows both", async () => {
    const [huidig] = await toewijzingen(bob.id);
    const datum = plus(t.start, 30);
    const res = await call("POST", `/api/Leerlingtoewijzingen/Move/${huidig!.id}`, { query: q(), cookie: t.user.cookie, body: { groepNr: 1, datum } });
    expect(res.status).toBe(200);
    expect(res.json.beeindigd).toMatchObject({ groepNr: 2, einddatum: plus(datum, -1) });
    expect(res.json.nieuw).toMatchObject({ groepNr: 1, ingangsdatum: datum, einddatum: t.eind });
    const loopbaan = await call("GET", `/api/Leerlingtoewijzingen/schoolloopbaan/${t.administratieNr}/${bob.id}`, { query: q(), cookie: t.user.cookie });
    expect(loopbaan.status).toBe(200);
    expect(loopbaan.json[0]).toMatchObject({ schooljaar: t.schooljaar, ingangsdatum: t.start, einddatum: t.eind, vestiging: { nr: 1, naam: "Hoofdlocatie" } });
    expect(loopbaan.json[0].groepen.map((g: { groepNaam: string }) => g.groepNaam)).toEqual(["Groep 6", "Groep 5"]);

    const nieuw = res.json.nieuw.id as number;
    const zelfde = await call("POST", `/api/Leerlingtoewijzingen/Move/${nieuw}`, { query: q(), cookie: t.user.cookie, body: { groepNr: 1, datum: plus(datum, 5) } });
    expect(zelfde.status).toBe(400);
    const teVroeg = await call("POST", `/api/Leerlingtoewijzingen/Move/${nieuw}`, { query: q(), cookie: t.user.cookie, body: { groepNr: 2, datum } });
    expect(teVroeg.status).toBe(400);
    expect(teVroeg.json.issues[0].path).toBe("body.datum");
    const verboden = await call("POST", `/api/Leerlingtoewijzingen/Move/${nieuw}`, { query: q(), cookie: t.leerkracht.cookie, body: { groepNr: 2, datum: plus(datum, 5) } });
    expect(verboden.status).toBe(403);
    const onbekend = await call("POST", `/api/Leerlingtoewijzingen/Move/99999999`, { query: q(), cookie: t.user.cookie, body: { groepNr: 2, datum: plus(datum, 5) } });
    expect(onbekend.status).toBe(404);
    expect((await toewijzingen(bob.id)).map((x) => x.groepNr)).toEqual([2, 1]);
  });

  it("edits the dates of an assignment within the rules", async () => {
    const [eerste, tweede] = await toewijzingen(bob.id);
    const ok = await call("POST", `/api/Leerlingtoewijzingen/edit/${eerste!.id}`, { query: q(), cookie: t.user.cookie, body: { ingangsdatum: plus(t.start, 1), einddatum: plus(t.start, 20) } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ ingangsdatum: plus(t.start, 1), einddatum: plus(t.start, 20) });
    const overlap = await call("POST", `/api/Leerlingtoewijzingen/edit/${eerste!.id}`, { query: q(), cookie: t.user.cookie, body: { ingangsdatum: plus(t.start, 1), einddatum: plus(t.start, 40) } });
    expect(overlap.status).toBe(400);
    expect(overlap.json.message).toMatch(/Groep 5/);
    const omgekeerd = await call("POST", `/api/Leerlingtoewijzingen/edit/${tweede!.id}`, { query: q(), cookie: t.user.cookie, body: { ingangsdatum: plus(t.start, 40), einddatum: plus(t.start, 35) } });
    expect(omgekeerd.status).toBe(400);
    expect(omgekeerd.json.issues[0].path).toBe("body.einddatum");
    const rij = await db.leerlingtoewijzing.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: eerste!.id } } });
    expect(rij.einddatum.toISOString().slice(0, 10)).toBe(plus(t.start, 20));
  });

  it("deletes an assignment by pupil, group and start date", async () => {
    const [eerste] = await toewijzingen(bob.id);
    const start = eerste!.ingangsdatum.toISOString().slice(0, 10);
    const verboden = await call("DELETE", `/api/Leerlingtoewijzingen/delete/${t.administratieNr}/${bob.id}/2/${start}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(verboden.status).toBe(403);
    const fout = await call("DELETE", `/api/Leerlingtoewijzingen/delete/${t.administratieNr}/${bob.id}/2/gisteren`, { query: q(), cookie: t.user.cookie });
    expect(fout.status).toBe(400);
    const geen = await call("DELETE", `/api/Leerlingtoewijzingen/delete/${t.administratieNr}/${bob.id}/2/${plus(start, 1)}`, { query: q(), cookie: t.user.cookie });
    expect(geen.status).toBe(404);
    const ok = await call("DELETE", `/api/Leerlingtoewijzingen/delete/${t.administratieNr}/${bob.id}/2/${start}`, { query: q(), cookie: t.user.cookie });
    expect(ok.status).toBe(200);
    expect((await toewijzingen(bob.id)).map((x) => x.groepNr)).toEqual([1]);
  });
});
