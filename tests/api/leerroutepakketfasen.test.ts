import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";

const F = Functiegebied;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let eigenaar: Tenant; // owns the package, Leerroutepakketten manage
let lezer: User; // same administration, no manage right
let zuster: Tenant; // another administration of the same klantId, with manage
let vreemd: Tenant; // another klantId, with manage

const manage = { [F.Leerroutepakketten]: Bits.Manage, [F.Leerlingen]: Combinations.Read };

const q = (t: Tenant = eigenaar) => ({ administratieNr: t.administratieNr });
const as = (t: Tenant = eigenaar) => ({ query: q(t), cookie: t.user.cookie });
const alsLezer = () => ({ query: q(eigenaar), cookie: lezer.cookie });

const get = (path: string, opts = as()) => call("GET", path.startsWith("/api/") ? path : `/api/Leerroutepakketfasen${path}`, opts);
/** The lessons of a cell (catalogue order: package, domain, phase, route). */
const lessenPad = (pakket: number, domein: number, fase: number, leerroute: number) => `/api/LesBundels/faseKoppelingen/${pakket}/${domein}/${fase}/${leerroute}`;
const post = (path: string, body: unknown, opts = as()) => call("POST", `/api/Leerroutepakketfasen/${path}`, { ...opts, body });

interface Fixture {
  id: number;
  taal: number;
  rekenen: number;
  /** Indicator ids by name. */
  ind: Record<string, number>;
  /** Lessons of a bundle of the owner (same klant). */
  lessen: number[];
  /** A lesson of a bundle of another customer. */
  vreemdeLes: number;
  /** A lesson of an unpublished, unshared bundle of the sister administration (same klant). */
  priveLes: number;
  /** A domain of another package of the owner. */
  anderDomein: number;
  anderIndicator: number;
}

/** A bundle with lessons, written by the administration's first staff member. */
async function maakBundel(t: Tenant, naam: string, lessen: string[], opts: { gepubliceerd?: boolean } = {}) {
  const adm = await db.administratie.findUniqueOrThrow({ where: { administratieNr: t.administratieNr }, select: { klantId: true } });
  const b = await db.lesBundel.create({
    data: { administratieNr: t.administratieNr, klantId: adm.klantId, auteurId: t.user.id, naam, gepubliceerd: opts.gepubliceerd ?? false },
  });
  const ids: number[] = [];
  for (const [i, n] of lessen.entries()) ids.push((await db.les.create({ data: { lesBundelId: b.id, klantId: adm.klantId, naam: n, volgnummer: i + 1 } })).id);
  return ids;
}

/**
 * A package of the owner: 3 levels, domains Taal (Spellen before Lezen) and Rekenen (Tellen),
 * phases "Groep 3" (nummer 2, shown first) and "Groep 1-2" (nummer 1), routes 1 and 2.
 */
async function maakPakket(naam: string): Promise<Fixture> {
  const A = eigenaar.administratieNr;
  const pakket = await db.leerroutepakket.create({ data: { administratieNr: A, klantId: A, naam } });
  const id = pakket.id;
  await db.administratieLeerroutepakket.create({ data: { administratieNr: A, leerroutepakketId: id, klantId: A } });
  for (const n of [1, 2, 3]) await db.niveau.create({ data: { leerroutepakketId: id, nummer: n, waarde: String(n), label: n === 3 ? "3F" : `Niveau ${n}`, volgnummer: n } });
  const taal = (await db.domein.create({ data: { leerroutepakketId: id, naam: "Taal", volgnummer: 1 } })).id;
  const rekenen = (await db.domein.create({ data: { leerroutepakketId: id, naam: "Rekenen", volgnummer: 2 } })).id;
  const lezen = (await db.competentie.create({ data: { leerroutepakketId: id, domeinId: taal, naam: "Lezen", volgnummer: 2 } })).id;
  const spellen = (await db.competentie.create({ data: { leerroutepakketId: id, domeinId: taal, naam: "Spellen", volgnummer: 1 } })).id;
  const tellen = (await db.competentie.create({ data: { leerroutepakketId: id, domeinId: rekenen, naam: "Tellen", volgnummer: 1 } })).id;
  const ind: Record<string, number> = {};
  const maak = async (domeinId: number, competentieId: number, niveauNummer: number, namen: string[]) => {
    await db.competentieniveau.create({ data: { leerroutepakketId: id, competentieId, niveauNummer } });
    for (const [i, n] of namen.entries())
      ind[n] = (await db.indicator.create({ data: { leerroutepakketId: id, domeinId, competentieId, niveauNummer, naam: n, volgnummer: namen.length - i } })).id;
  };
  // volgnummer runs backwards, so the answer's order must come from volgnummer, not from the id.
  await maak(taal, lezen, 2, ["Leest zinnen", "Leest woorden"]);
  await maak(taal, lezen, 1, ["Kent letters"]);
  await maak(taal, spellen, 1, ["Spelt klankzuivere woorden"]);
  await maak(rekenen, tellen, 1, ["Telt tot 10"]);
  await db.fase.create({ data: { leerroutepakketId: id, nummer: 1, naam: "Groep 1-2", volgnummer: 2 } });
  await db.fase.create({ data: { leerroutepakketId: id, nummer: 2, naam: "Groep 3", omschrijving: "Aanvankelijk lezen", volgnummer: 1 } });
  await db.leerroute.create({ data: { leerroutepakketId: id, nummer: 1, naam: "Leerroute 1" } });
  await db.leerroute.create({ data: { leerroutepakketId: id, nummer: 2, naam: "Leerroute 2" } });

  const ander = await db.leerroutepakket.create({ data: { administratieNr: A, klantId: A, naam: `${naam} (ander)` } });
  const anderDomein = (await db.domein.create({ data: { leerroutepakketId: ander.id, naam: "Taal", volgnummer: 1 } })).id;
  const anderComp = (await db.competentie.create({ data: { leerroutepakketId: ander.id, domeinId: anderDomein, naam: "Lezen", volgnummer: 1 } })).id;
  await db.niveau.create({ data: { leerroutepakketId: ander.id, nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 } });
  await db.competentieniveau.create({ data: { leerroutepakketId: ander.id, competentieId: anderComp, niveauNummer: 1 } });
  const anderIndicator = (await db.indicator.create({ data: { leerroutepakketId: ander.id, domeinId: anderDomein, competentieId: anderComp, niveauNummer: 1, naam: "Elders", volgnummer: 1 } })).id;

  const lessen = await maakBundel(eigenaar, `Leesbundel ${naam}`, ["Klankgebaren", "Rijmen", "Hakken en plakken"]);
  const [vreemdeLes] = await maakBundel(vreemd, "Vreemde bundel", ["Niet van ons"], { gepubliceerd: true });
  const [priveLes] = await maakBundel(zuster, "Privé bundel zuster", ["Niet gedeeld"]);
  return { id, taal, rekenen, ind, lessen, vreemdeLes: vreemdeLes!, priveLes: priveLes!, anderDomein, anderIndicator };
}

const cel = (pk: Fixture, extra: Record<string, unknown> = {}) => ({ leerroutepakketId: pk.id, faseNummer: 2, leerrouteNummer: 1, domeinId: pk.taal, ...extra });

async function gekoppeld(pk: Fixture, fase = 2, lr = 1, domeinId = pk.taal) {
  const rows = await db.leerroutepakketfaseIndicator.findMany({ where: { leerroutepakketId: pk.id, faseNummer: fase, leerrouteNummer: lr, domeinId }, select: { indicatorId: true } });
  return rows.map((r) => r.indicatorId).sort((a, b) => a - b);
}
async function lessenVan(pk: Fixture, fase = 2, lr = 1, domeinId = pk.taal) {
  const rows = await db.leerroutepakketfaseLes.findMany({ where: { leerroutepakketId: pk.id, faseNummer: fase, leerrouteNummer: lr, domeinId }, orderBy: { volgnummer: "asc" }, select: { lesId: true } });
  return rows.map((r) => r.lesId);
}
const celBestaat = async (pk: Fixture, fase: number, lr: number, domeinId: number) =>
  (await db.leerroutepakketfase.count({ where: { leerroutepakketId: pk.id, faseNummer: fase, leerrouteNummer: lr, domeinId } })) === 1;
const sorteer = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  eigenaar = await makeTenant({ permissies: manage });
  const leesRol = await db.rol.create({ data: { administratieNr: eigenaar.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: eigenaar.administratieNr, rolId: leesRol.id, functiegebied: F.Leerlingen, bits: Combinations.Read } });
  lezer = await makeUser(eigenaar.administratieNr, leesRol.id);
  zuster = await makeTenant({ permissies: manage });
  await db.administratie.update({ where: { administratieNr: zuster.administratieNr }, data: { klantId: eigenaar.administratieNr } });
  vreemd = await makeTenant({ permissies: manage });
});

describe("Leerroutepakketfasen: reads", () => {
  let pk: Fixture;
  beforeAll(async () => {
    pk = await maakPakket("Leespakket");
  });

  it("voorPakket lists the phases in volgnummer order with empty counts, and is not taken for {a}/{b}", async () => {
    const res = await get(`/voorPakket/${pk.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { nummer: 2, naam: "Groep 3", omschrijving: "Aanvankelijk lezen", volgnummer: 1, aantalCellen: 4, aantalGevuldeCellen: 0, aantalIndicatoren: 0, aantalLessen: 0 },
      { nummer: 1, naam: "Groep 1-2", omschrijving: null, volgnummer: 2, aantalCellen: 4, aantalGevuldeCellen: 0, aantalIndicatoren: 0, aantalLessen: 0 },
    ]);
    // Paths match case-insensitively; still the voorPakket call.
    const klein = await call("GET", `/api/leerroutepakketfasen/voorpakket/${pk.id}`, as());
    expect(klein.status).toBe(200);
    expect(Array.isArray(klein.json)).toBe(true);
    // {a}/{b} with a package id and a phase number is the phase.
    const fase = await get(`/${pk.id}/2`);
    expect(fase.status).toBe(200);
    expect(fase.json.fase).toMatchObject({ nummer: 2, naam: "Groep 3" });
    // Ids are positive integers: "voorPakket" in the b position, or a bad id, is a 400 naming the parameter.
    const omgekeerd = await get(`/${pk.id}/voorPakket`);
    expect(omgekeerd.status).toBe(400);
    expect(omgekeerd.json.issues[0].path).toBe("b");
    const geenId = await get(`/voorPakket/abc`);
    expect(geenId.status).toBe(400);
    expect(geenId.json.issues[0].path).toBe("id");
    expect((await get(`/0/2`)).status).toBe(400);
  });

  it("{a}/{b} shows every route × domain, missing cells empty, and 404 for an unknown phase", async () => {
    const res = await get(`/${pk.id}/2`);
    expect(res.json.leerroutepakket).toEqual({ id: pk.id, naam: "Leespakket", beheerbaar: true });
    expect(res.json.domeinen.map((d: { naam: string }) => d.naam)).toEqual(["Taal", "Rekenen"]);
    expect(res.json.niveaus.map((n: { niveauLabel: string }) => n.niveauLabel)).toEqual(["Niveau 1", "Niveau 2", "3F"]);
    expect(res.json.leerroutes).toHaveLength(2);
    expect(res.json.leerroutes[0]).toEqual({
      nummer: 1,
      naam: "Leerroute 1",
      cellen: [
        { domeinId: pk.taal, bestaat: false, niveauNummer: null, niveauLabel: null, omschrijving: null, aantalIndicatoren: 0, aantalLessen: 0 },
        { domeinId: pk.rekenen, bestaat: false, niveauNummer: null, niveauLabel: null, omschrijving: null, aantalIndicatoren: 0, aantalLessen: 0 },
      ],
    });
    expect((await get(`/${pk.id}/9`)).status).toBe(404);
    expect((await get(`/999999/2`)).status).toBe(404);
  });

  it("indicatoren: the cell and the domain's indicators grouped competentie → niveau in order, with gekoppeld", async () => {
    await db.leerroutepakketfase.create({ data: { leerroutepakketId: pk.id, faseNummer: 2, leerrouteNummer: 1, domeinId: pk.taal, niveauNummer: 2, omschrijving: "Leest" } });
    await db.leerroutepakketfaseIndicator.create({ data: { leerroutepakketId: pk.id, faseNummer: 2, leerrouteNummer: 1, domeinId: pk.taal, indicatorId: pk.ind["Leest zinnen"]! } });
    const res = await get(`/${pk.id}/2/1/${pk.taal}/indicatoren`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      fase: { nummer: 2, naam: "Groep 3" },
      leerroute: { nummer: 1, naam: "Leerroute 1" },
      domein: { id: pk.taal, naam: "Taal" },
      cel: { bestaat: true, niveauNummer: 2, niveauLabel: "Niveau 2", omschrijving: "Leest", aantalIndicatoren: 1, aantalLessen: 0 },
      aantalIndicatoren: 4,
    });
    const vorm = res.json.competenties.map((c: { naam: string; niveaus: { nummer: number; indicatoren: { naam: string; gekoppeld: boolean }[] }[] }) => ({
      naam: c.naam,
      niveaus: c.niveaus.map((n) => ({ nummer: n.nummer, indicatoren: n.indicatoren.map((i) => `${i.naam}${i.gekoppeld ? " ✓" : ""}`) })),
    }));
    expect(vorm).toEqual([
      { naam: "Spellen", niveaus: [{ nummer: 1, indicatoren: ["Spelt klankzuivere woorden"] }] },
      {
        naam: "Lezen",
        niveaus: [
          { nummer: 1, indicatoren: ["Kent letters"] },
          { nummer: 2, indicatoren: ["Leest woorden", "Leest zinnen ✓"] },
        ],
      },
    ]);
    // Another phase's same route and domain: not linked there.
    const ander = await get(`/${pk.id}/1/1/${pk.taal}/indicatoren`);
    expect(ander.json.cel.bestaat).toBe(false);
    expect(ander.json.competenties.flatMap((c: { niveaus: { indicatoren: { gekoppeld: boolean }[] }[] }) => c.niveaus.flatMap((n) => n.indicatoren)).some((i: { gekoppeld: boolean }) => i.gekoppeld)).toBe(false);
    // Unknown phase, route, or a domain of another package: 404.
    expect((await get(`/${pk.id}/9/1/${pk.taal}/indicatoren`)).status).toBe(404);
    expect((await get(`/${pk.id}/2/9/${pk.taal}/indicatoren`)).status).toBe(404);
    expect((await get(`/${pk.id}/2/1/${pk.anderDomein}/indicatoren`)).status).toBe(404);
    expect((await get(lessenPad(pk.id, pk.taal, 2, 1))).status).toBe(200);
    await db.leerroutepakketfase.deleteMany({ where: { leerroutepakketId: pk.id } });
  });

  it("another administration's package is 404 for every read; the sister reads it once published, read-only", async () => {
    for (const t of [vreemd, zuster]) {
      for (const path of [`/voorPakket/${pk.id}`, `/${pk.id}/2`, `/${pk.id}/2/1/${pk.taal}/indicatoren`, lessenPad(pk.id, pk.taal, 2, 1)]) {
        expect((await get(path, as(t))).status, path).toBe(404);
      }
    }
    await db.leerroutepakket.update({ where: { id: pk.id }, data: { gepubliceerd: true } });
    try {
      expect((await get(`/voorPakket/${pk.id}`, as(zuster))).status).toBe(200);
      const fase = await get(`/${pk.id}/2`, as(zuster));
      expect(fase.json.leerroutepakket.beheerbaar).toBe(false);
      const lessen = await get(lessenPad(pk.id, pk.taal, 2, 1), as(zuster));
      expect(lessen.status).toBe(200);
      expect(lessen.json.beschikbaar).toEqual([]);
      expect((await get(`/${pk.id}/2`, as(vreemd))).status).toBe(404);
    } finally {
      await db.leerroutepakket.update({ where: { id: pk.id }, data: { gepubliceerd: false } });
    }
  });
});

describe("Leerroutepakketfasen: Linkindicatoren and Update", () => {
  let pk: Fixture;
  beforeAll(async () => {
    pk = await maakPakket("Koppelpakket");
  });

  it("Linkindicatoren creates the cell and sets exactly the given indicators; the counts follow", async () => {
    const eerste = await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.ind["Kent letters"], pk.ind["Leest woorden"]] }));
    expect(eerste.status).toBe(200);
    expect(eerste.json).toMatchObject({ ...cel(pk), bestaat: true, niveauNummer: null, aantalIndicatoren: 2 });
    expect(await gekoppeld(pk)).toEqual(sorteer([pk.ind["Kent letters"]!, pk.ind["Leest woorden"]!]));
    const tweede = await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.ind["Leest woorden"], pk.ind["Spelt klankzuivere woorden"]] }));
    expect(tweede.json.aantalIndicatoren).toBe(2);
    expect(await gekoppeld(pk)).toEqual(sorteer([pk.ind["Leest woorden"]!, pk.ind["Spelt klankzuivere woorden"]!]));

    const fasen = await get(`/voorPakket/${pk.id}`);
    expect(fasen.json[0]).toMatchObject({ nummer: 2, aantalGevuldeCellen: 1, aantalIndicatoren: 2 });
    expect(fasen.json[1]).toMatchObject({ nummer: 1, aantalGevuldeCellen: 0, aantalIndicatoren: 0 });
    const raster = await get(`/${pk.id}/2`);
    expect(raster.json.leerroutes[0].cellen[0]).toMatchObject({ domeinId: pk.taal, bestaat: true, aantalIndicatoren: 2 });

    // An empty list unlinks everything; the cell stays.
    const leeg = await post("Linkindicatoren", cel(pk, { indicatorIds: [] }));
    expect(leeg.json.aantalIndicatoren).toBe(0);
    expect(await gekoppeld(pk)).toEqual([]);
    expect(await celBestaat(pk, 2, 1, pk.taal)).toBe(true);
  });

  it("refuses an indicator of another domain or package with 400 naming indicatorIds, and writes nothing", async () => {
    await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.ind["Kent letters"]] }));
    const anderDomein = await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.ind["Leest zinnen"], pk.ind["Telt tot 10"]] }));
    expect(anderDomein.status).toBe(400);
    expect(anderDomein.json.issues[0].path).toBe("body.indicatorIds");
    expect(anderDomein.json.message).toContain(`indicator ${pk.ind["Telt tot 10"]} hoort niet bij domein "Taal"`);
    const anderPakket = await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.anderIndicator] }));
    expect(anderPakket.status).toBe(400);
    expect(anderPakket.json.issues[0].path).toBe("body.indicatorIds");
    const dubbel = await post("Linkindicatoren", cel(pk, { indicatorIds: [pk.ind["Leest zinnen"], pk.ind["Leest zinnen"]] }));
    expect(dubbel.status).toBe(400);
    expect(dubbel.json.message).toContain("meer dan eens");
    const geenLijst = await post("Linkindicatoren", cel(pk, { indicatorIds: "alle" }));
    expect(geenLijst.status).toBe(400);
    expect(geenLijst.json.issues[0].path).toBe("body.indicatorIds");
    expect(await gekoppeld(pk)).toEqual([pk.ind["Kent letters"]]);
    // A phase, route or domain that is not of the package: 400 naming the field; no cell is made.
    for (const [veld, waarde] of [
      ["faseNummer", 9],
      ["leerrouteNummer", 9],
      ["domeinId", pk.anderDomein],
    ] as const) {
      const res = await post("Linkindicatoren", cel(pk, { [veld]: waarde, indicatorIds: [] }));
      expect(res.status, veld).toBe(400);
      expect(res.json.issues[0].path).toBe(`body.${veld}`);
    }
    expect(await db.leerroutepakketfase.count({ where: { leerroutepakketId: pk.id } })).toBe(1);
  });

  it("two saves of one cell at the same time end with exactly one of the two lists", async () => {
    const a = [pk.ind["Kent letters"]!, pk.ind["Leest woorden"]!];
    const b = [pk.ind["Leest zinnen"]!, pk.ind["Spelt klankzuivere woorden"]!];
    const k = cel(pk, { leerrouteNummer: 2 });
    for (let ronde = 0; ronde < 10; ronde++) {
      const [ra, rb] = await Promise.all([post("Linkindicatoren", { ...k, indicatorIds: a }), post("Linkindicatoren", { ...k, indicatorIds: b })]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      expect([sorteer(a), sorteer(b)]).toContainEqual(await gekoppeld(pk, 2, 2, pk.taal));
    }
  });

  it("Update sets the level aimed at and the description (creating the cell); null clears the level", async () => {
    const res = await post("Update", cel(pk, { faseNummer: 1, niveauNummer: 3, omschrijving: "  Naar 3F  " }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ faseNummer: 1, bestaat: true, niveauNummer: 3, niveauLabel: "3F", omschrijving: "Naar 3F", aantalIndicatoren: 0 });
    const raster = await get(`/${pk.id}/1`);
    expect(raster.json.leerroutes[0].cellen[0]).toMatchObject({ bestaat: true, niveauNummer: 3, niveauLabel: "3F", omschrijving: "Naar 3F" });
    expect((await get(`/voorPakket/${pk.id}`)).json[1]).toMatchObject({ nummer: 1, aantalGevuldeCellen: 1 });
    // Without omschrijving the description stays; null clears the level.
    const wis = await post("Update", cel(pk, { faseNummer: 1, niveauNummer: null }));
    expect(wis.json).toMatchObject({ niveauNummer: null, niveauLabel: null, omschrijving: "Naar 3F" });
  });

  it("Update refuses a level that is not of the package (400 niveauNummer) and bad input, writing nothing", async () => {
    await post("Update", cel(pk, { niveauNummer: 1, omschrijving: "Vast" }));
    const geenNiveau = await post("Update", cel(pk, { niveauNummer: 7, omschrijving: "Anders" }));
    expect(geenNiveau.status).toBe(400);
    expect(geenNiveau.json.issues[0].path).toBe("body.niveauNummer");
    const tekst = await post("Update", cel(pk, { niveauNummer: "twee" }));
    expect(tekst.status).toBe(400);
    expect(tekst.json.issues[0].path).toBe("body.niveauNummer");
    const lang = await post("Update", cel(pk, { niveauNummer: 2, omschrijving: "x".repeat(2001) }));
    expect(lang.status).toBe(400);
    expect(lang.json.issues[0].path).toBe("body.omschrijving");
    const geenCel = await post("Update", cel(pk, { leerrouteNummer: 9, niveauNummer: 2 }));
    expect(geenCel.status).toBe(400);
    expect(geenCel.json.issues[0].path).toBe("body.leerrouteNummer");
    const rij = await db.leerroutepakketfase.findUniqueOrThrow({
      where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId: { leerroutepakketId: pk.id, faseNummer: 2, leerrouteNummer: 1, domeinId: pk.taal } },
    });
    expect(rij).toMatchObject({ niveauNummer: 1, omschrijving: "Vast" });
  });

  it("every write needs the manage right (403), another administration's package is 404, a published one is 403 for the sister", async () => {
    const voor = { cellen: await db.leerroutepakketfase.count({ where: { leerroutepakketId: pk.id } }), links: await db.leerroutepakketfaseIndicator.count({ where: { leerroutepakketId: pk.id } }) };
    const writes: [string, Record<string, unknown>][] = [
      ["Linkindicatoren", cel(pk, { faseNummer: 1, leerrouteNummer: 2, indicatorIds: [pk.ind["Kent letters"]] })],
      ["Update", cel(pk, { faseNummer: 1, leerrouteNummer: 2, niveauNummer: 2 })],
      ["UpdateLessen", cel(pk, { faseNummer: 1, leerrouteNummer: 2, lesIds: [pk.lessen[0]] })],
      ["AddLessen", cel(pk, { faseNummer: 1, leerrouteNummer: 2, lesIds: [pk.lessen[0]] })],
    ];
    for (const [path, body] of writes) {
      const lz = await post(path, body, alsLezer());
      expect(lz.status, path).toBe(403);
      for (const t of [vreemd, zuster]) expect((await post(path, body, as(t))).status, `${path} ${t.administratieNr}`).toBe(404);
    }
    await db.leerroutepakket.update({ where: { id: pk.id }, data: { gepubliceerd: true } });
    try {
      for (const [path, body] of writes) {
        const res = await post(path, body, as(zuster));
        expect(res.status, path).toBe(403);
        expect(res.json.message).toContain("alleen worden bekeken");
      }
      expect((await get(`/${pk.id}/1/2/${pk.taal}/indicatoren`, as(zuster))).status).toBe(200);
    } finally {
      await db.leerroutepakket.update({ where: { id: pk.id }, data: { gepubliceerd: false } });
    }
    expect(await db.leerroutepakketfase.count({ where: { leerroutepakketId: pk.id } })).toBe(voor.cellen);
    expect(await db.leerroutepakketfaseIndicator.count({ where: { leerroutepakketId: pk.id } })).toBe(voor.links);
    expect(await celBestaat(pk, 1, 2, pk.taal)).toBe(false);
  });
});

describe("Leerroutepakketfasen: lessons of a cell", () => {
  let pk: Fixture;
  beforeAll(async () => {
    pk = await maakPakket("Lespakket");
  });

  it("the lessen read offers the lessons of the customer's visible bundles to a manager", async () => {
    const res = await get(lessenPad(pk.id, pk.taal, 2, 1));
    expect(res.status).toBe(200);
    expect(res.json.lessen).toEqual([]);
    const namen = res.json.beschikbaar.map((b: { naam: string }) => b.naam);
    expect(namen).toContain("Leesbundel Lespakket");
    expect(namen).not.toContain("Vreemde bundel");
    expect(namen).not.toContain("Privé bundel zuster");
    const bundel = res.json.beschikbaar.find((b: { naam: string }) => b.naam === "Leesbundel Lespakket");
    expect(bundel.lessen.map((l: { id: number }) => l.id)).toEqual(pk.lessen);
    // Not offered to a user who cannot manage.
    expect((await get(lessenPad(pk.id, pk.taal, 2, 1), alsLezer())).json.beschikbaar).toEqual([]);
  });

  it("AddLessen appends, ignores lessons already linked, and answers with the ordered list", async () => {
    const [l1, l2, l3] = pk.lessen as [number, number, number];
    const eerste = await post("AddLessen", cel(pk, { lesIds: [l2, l1] }));
    expect(eerste.status).toBe(200);
    expect(eerste.json.lessen.map((l: { id: number }) => l.id)).toEqual([l2, l1]);
    expect(eerste.json.toegevoegd).toEqual([l2, l1]);
    const tweede = await post("AddLessen", cel(pk, { lesIds: [l1, l3] }));
    expect(tweede.status).toBe(200);
    expect(tweede.json.toegevoegd).toEqual([l3]);
    expect(tweede.json.genegeerd).toEqual([l1]);
    expect(tweede.json.lessen).toEqual([
      { id: l2, naam: "Rijmen", duurMinuten: null, lesBundelId: expect.any(Number), lesBundelNaam: "Leesbundel Lespakket" },
      { id: l1, naam: "Klankgebaren", duurMinuten: null, lesBundelId: expect.any(Number), lesBundelNaam: "Leesbundel Lespakket" },
      { id: l3, naam: "Hakken en plakken", duurMinuten: null, lesBundelId: expect.any(Number), lesBundelNaam: "Leesbundel Lespakket" },
    ]);
    expect(await lessenVan(pk)).toEqual([l2, l1, l3]);
    expect((await get(`/${pk.id}/2`)).json.leerroutes[0].cellen[0].aantalLessen).toBe(3);
  });

  it("UpdateLessen replaces and orders the list; leaving one out unlinks it", async () => {
    const [l1, l2, l3] = pk.lessen as [number, number, number];
    const res = await post("UpdateLessen", cel(pk, { lesIds: [l3, l2, l1] }));
    expect(res.status).toBe(200);
    expect(res.json.lessen.map((l: { id: number }) => l.id)).toEqual([l3, l2, l1]);
    expect(await lessenVan(pk)).toEqual([l3, l2, l1]);
    const minder = await post("UpdateLessen", cel(pk, { lesIds: [l1, l3] }));
    expect(minder.json.lessen.map((l: { id: number }) => l.id)).toEqual([l1, l3]);
    expect(await lessenVan(pk)).toEqual([l1, l3]);
    // The lesson itself stays in its bundle.
    expect(await db.les.count({ where: { id: l2 } })).toBe(1);
  });

  it("refuses duplicates and lessons of another customer or of an invisible bundle with 400 naming lesIds, writing nothing", async () => {
    const [l1, l2, l3] = pk.lessen as [number, number, number];
    const voor = await lessenVan(pk);
    const gevallen: [string, Record<string, unknown>, string][] = [
      ["UpdateLessen", cel(pk, { lesIds: [l1, l1, l3] }), "meer dan eens"],
      ["UpdateLessen", cel(pk, { lesIds: [l1, l3, pk.vreemdeLes] }), `les ${pk.vreemdeLes} hoort niet bij een lesbundel van deze klant`],
      ["UpdateLessen", cel(pk, { lesIds: [pk.priveLes, l1, l3] }), `les ${pk.priveLes} hoort niet`],
      ["AddLessen", cel(pk, { lesIds: [l2, pk.vreemdeLes] }), "hoort niet bij een lesbundel van deze klant"],
      ["AddLessen", cel(pk, { lesIds: [l2, l2] }), "meer dan eens"],
      ["AddLessen", cel(pk, { lesIds: [] }), "kies minstens één les"],
      ["AddLessen", cel(pk, { lesIds: [999_999_999] }), "hoort niet"],
    ];
    for (const [path, body, tekst] of gevallen) {
      const res = await post(path, body);
      expect(res.status, `${path} ${tekst}`).toBe(400);
      expect(res.json.issues[0].path).toBe("body.lesIds");
      expect(res.json.message).toContain(tekst);
    }
    expect(await lessenVan(pk)).toEqual(voor);
    // A new cell is not left behind by a refused write.
    const nieuw = await post("AddLessen", cel(pk, { faseNummer: 1, lesIds: [pk.vreemdeLes] }));
    expect(nieuw.status).toBe(400);
    expect(await celBestaat(pk, 1, 1, pk.taal)).toBe(false);
  });
});
