import { beforeAll, describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { actievePeriode } from "@/lib/schooljaar";
import { beheersingDomeinPerSchooljaar, groepVastlopen } from "@/lib/services/opbrengsten";
import { loadPermissions, type TenantPermissions } from "@/lib/services/permissions";
import { planningOverzicht } from "@/lib/services/planning";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";
import { opbrengstenSchool } from "./opbrengsten-fixture";

/*
 * The numbers below are worked out by hand from the fixture (tests/api/opbrengsten-fixture.ts) with
 * the formulas of lib/beheersing. Positions: level 1 = 1, level 2 = 2. Expected: Taal level 2,
 * Rekenen level 1 (route 1, phase 1).
 * Period 1:
 *   Anna  Lezen: L1 all mastered + c 50 → 1,5; Spellen 0 → Taal (1,5+0)/2 = 0,75 → 0,75/2 = 38 %.
 *         Tellen: L1 mastered, e unjudged → 1 → Rekenen 1/1 = 100 %.
 *   Bram  Lezen: a 100, b 0 → nothing full, (100+0)/200 = 0,5; Taal 0,25 → 13 %. Tellen d 0 → 0 → 0 %.
 *   Cas   Lezen 1 → Taal 0,5, no route → no percentage. Rekenen not judged.
 * Period 2 (carried forward, Anna's c now 100): Anna Lezen 2 → Taal 1 → 50 %.
 * Last year: Anna a 0 → Lezen 0 → Taal 0 %.
 */

let t: Awaited<ReturnType<typeof opbrengstenSchool>>;
beforeAll(async () => {
  t = await opbrengstenSchool();
});

const get = (pad: string, cookie = t.user.cookie, administratieNr = t.administratieNr) => call("GET", `/api/Opbrengsten/${pad}`, { cookie, query: { administratieNr } });
const post = (pad: string, body: unknown, query: Record<string, string | undefined> = { jaar: t.schooljaar }, cookie = t.user.cookie) =>
  call("POST", `/api/Opbrengsten/${pad}`, { cookie, body, query: { administratieNr: t.administratieNr, ...query } });

const leeg = { n: 0, gemiddeldPercentage: null, opKoers: 0, nNiveau: 0, gemiddeldNiveau: null, niveauLabel: null, zonderDoel: 0 };

describe("Opbrengsten/BeheersingPerDomein", () => {
  it("gives per domain the mean percentage and level with their counts", async () => {
    const res = await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/1/0`);
    expect(res.status).toBe(200);
    expect(res.json.leerlingen).toBe(3);
    expect(res.json.zonderLeerroute).toBe(1);
    const [taal, rekenen] = res.json.domeinen;
    expect(taal).toMatchObject({ naam: "Taal", hoofdvakgebied: "Taal" });
    expect(taal.cijfer).toEqual({ n: 2, gemiddeldPercentage: 25.5, opKoers: 0, nNiveau: 3, gemiddeldNiveau: 0.5, niveauLabel: "0,5", zonderDoel: 1, nietBeoordeeld: 0 });
    expect(rekenen).toMatchObject({ naam: "Rekenen", hoofdvakgebied: null });
    expect(rekenen.cijfer).toEqual({ n: 2, gemiddeldPercentage: 50, opKoers: 1, nNiveau: 2, gemiddeldNiveau: 0.5, niveauLabel: "0,5", zonderDoel: 0, nietBeoordeeld: 1 });
    // Per pupil the mean of its domains: Anna (38+100)/2 = 69, Bram (13+0)/2 = 6,5 → 37,75.
    expect(res.json.totaal).toMatchObject({ n: 2, gemiddeldPercentage: 37.75, nNiveau: 3, zonderDoel: 1 });
  });

  it("carries evaluations forward to a later period", async () => {
    const res = await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/2/0`);
    expect(res.status).toBe(200);
    // Anna 50 %, Bram still 13 %.
    expect(res.json.domeinen[0].cijfer).toMatchObject({ n: 2, gemiddeldPercentage: 31.5, nNiveau: 3 });
  });

  it("narrows to a branch, and a class teacher sees only the own group", async () => {
    const tak = await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/1/2`);
    expect(tak.json.leerlingen).toBe(1);
    expect(tak.json.domeinen[0].cijfer).toMatchObject({ n: 1, gemiddeldPercentage: 13 });
    const klas = await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/1/0`, t.leerkracht.cookie);
    expect(klas.status).toBe(200);
    expect(klas.json.leerlingen).toBe(2);
    expect(klas.json.domeinen[0].cijfer).toMatchObject({ n: 1, gemiddeldPercentage: 38, nNiveau: 2, zonderDoel: 1 });
  });
});

describe("Opbrengsten/BeheersingDomeinPerSchooljaar", () => {
  it("gives the same period number per school year, oldest first", async () => {
    const res = await get(`BeheersingDomeinPerSchooljaar/${t.pakket.id}/${t.pakket.domeinen.taal}/0/${t.schooljaar}/1/2`);
    expect(res.status).toBe(200);
    expect(res.json.domeinen.map((d: { naam: string }) => d.naam)).toEqual(["Taal"]);
    const [vorig, nu] = res.json.schooljaren;
    expect(vorig).toMatchObject({ schooljaar: t.vorigJaar, periodeNummer: 1, leerlingen: 1 });
    expect(vorig.domeinen[0].cijfer).toEqual({ ...leeg, n: 1, gemiddeldPercentage: 0, nNiveau: 1, gemiddeldNiveau: 0, niveauLabel: "0", nietBeoordeeld: 0 });
    expect(nu).toMatchObject({ schooljaar: t.schooljaar, leerlingen: 3 });
    expect(nu.domeinen[0].cijfer.gemiddeldPercentage).toBe(25.5);
  });
});

describe("Opbrengsten/LeerrouteDomein", () => {
  it("groups by learning route, pupils without one in a group of their own", async () => {
    const res = await get(`LeerrouteDomein/${t.pakket.id}/${t.schooljaar}/1/0`);
    expect(res.status).toBe(200);
    const routes = res.json.leerroutes as { leerrouteNummer: number | null; naam: string | null; leerlingen: number; domeinen: { cijfer: Record<string, unknown> }[] }[];
    expect(routes.map((r) => [r.leerrouteNummer, r.naam, r.leerlingen])).toEqual([
      [1, "Basis", 2],
      [2, "Breed", 0],
      [null, null, 1],
    ]);
    expect(routes[0]!.domeinen[0]!.cijfer).toMatchObject({ n: 2, gemiddeldPercentage: 25.5 });
    expect(routes[1]!.domeinen[0]!.cijfer).toEqual({ ...leeg, nietBeoordeeld: 0 });
    expect(routes[2]!.domeinen[0]!.cijfer).toMatchObject({ n: 0, gemiddeldPercentage: null, nNiveau: 1, zonderDoel: 1 });
  });
});

describe("Opbrengsten/LeerrouteSchooljaar", () => {
  it("gives per route and school year the pupils' mean over the domains", async () => {
    const res = await get(`LeerrouteSchooljaar/${t.pakket.id}/0/0/${t.schooljaar}/1/2`);
    expect(res.status).toBe(200);
    const [vorig, nu] = res.json.schooljaren;
    expect(vorig.leerroutes[0]).toMatchObject({ leerrouteNummer: 1, leerlingen: 1, cijfer: { n: 1, gemiddeldPercentage: 0 } });
    expect(nu.leerroutes[0]).toMatchObject({ leerrouteNummer: 1, leerlingen: 2, cijfer: { n: 2, gemiddeldPercentage: 37.75 } });
    expect(nu.leerroutes.at(-1)).toMatchObject({ leerrouteNummer: null, leerlingen: 1, cijfer: { n: 0, zonderDoel: 1 } });
    const een = await get(`LeerrouteSchooljaar/${t.pakket.id}/2/0/${t.schooljaar}/1/2`);
    expect(een.json.leerroutes).toEqual([{ leerrouteNummer: 2, naam: "Breed" }]);
  });
});

describe("Opbrengsten/CompententieBeheersingPerPeriode", () => {
  it("gives per competence and period the mean against the domain's expected level", async () => {
    const res = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/2`, {});
    expect(res.status).toBe(200);
    const [lezen, spellen, tellen] = res.json.competenties;
    expect(lezen.naam).toBe("Lezen");
    // P1: Anna 1,5/2 = 75 %, Bram 0,5/2 = 25 %, Cas (no route) level 1. P2: Anna 2/2 = 100 %.
    expect(lezen.perioden[0].cijfer).toEqual({ n: 2, gemiddeldPercentage: 50, opKoers: 0, nNiveau: 3, gemiddeldNiveau: 1, niveauLabel: "1", zonderDoel: 1, nietBeoordeeld: 0 });
    expect(lezen.perioden[1].cijfer).toEqual({ n: 2, gemiddeldPercentage: 62.5, opKoers: 1, nNiveau: 3, gemiddeldNiveau: 1.17, niveauLabel: "1,17", zonderDoel: 1, nietBeoordeeld: 0 });
    expect(spellen.perioden[0].cijfer).toEqual({ ...leeg, nietBeoordeeld: 3 });
    expect(tellen.perioden[0].cijfer).toMatchObject({ n: 2, gemiddeldPercentage: 50, opKoers: 1, nietBeoordeeld: 1 });
  });

  it("applies the filter object (group, route, subject area)", async () => {
    const groep = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { groepNr: 1 });
    expect(groep.json.competenties[0].perioden[0].cijfer).toMatchObject({ n: 1, gemiddeldPercentage: 75, nNiveau: 2 });
    const route = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { leerrouteNummer: 1 });
    expect(route.json.competenties[0].perioden[0].cijfer).toMatchObject({ n: 2, nNiveau: 2, zonderDoel: 0 });
    const vak = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { vakgebiedNr: 1 });
    expect(vak.json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Lezen"]);
    const een = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/${t.pakket.domeinen.rekenen}/${t.pakket.competenties.tellen}/1/1`, {});
    expect(een.json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Tellen"]);
  });

  it("refuses a class teacher another group (403) and allows the own one", async () => {
    expect((await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { groepNr: 2 }, undefined, t.leerkracht.cookie)).status).toBe(403);
    const eigen = await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { groepNr: 1 }, undefined, t.leerkracht.cookie);
    expect(eigen.status).toBe(200);
    expect(eigen.json.competenties[0].perioden[0].leerlingen).toBe(2);
  });
});

describe("Opbrengsten/LeerlingVakgebiedBeheersingPerPeriode", () => {
  it("lists every pupil with the subject area's figure per period, the one without a route marked", async () => {
    const res = await post(`LeerlingVakgebiedBeheersingPerPeriode/${t.pakket.id}/1/1/2`, {});
    expect(res.status).toBe(200);
    expect(res.json.vakgebied).toEqual({ nr: 1, naam: "Lezen" });
    expect(res.json.total).toBe(3);
    const rij = (i: number) => res.json.items[i].perioden.map((p: Record<string, unknown>) => [p.percentage, p.niveau, p.niveauLabel, p.status]);
    expect(res.json.items.map((i: { naam: string; groep: string; leerroute: string | null }) => [i.naam, i.groep, i.leerroute])).toEqual([
      ["Anna Aalders", "Groep 5", "Basis"],
      ["Bram Bakker", "Groep 6", "Basis"],
      ["Cas Claes", "Groep 5", null],
    ]);
    expect(rij(0)).toEqual([
      [75, 1.5, "1,5", "ok"],
      [100, 2, "2", "ok"],
    ]);
    expect(rij(1)).toEqual([
      [25, 0.5, "0,5", "ok"],
      [25, 0.5, "0,5", "ok"],
    ]);
    expect(rij(2)).toEqual([
      [null, 1, "1", "zonderLeerroute"],
      [null, 1, "1", "zonderLeerroute"],
    ]);
    expect(res.json.gemiddelde[0]).toMatchObject({ periodeNummer: 1, leerlingen: 3, cijfer: { n: 2, gemiddeldPercentage: 50, zonderDoel: 1 } });
    expect(res.json.gemiddelde[1].cijfer).toMatchObject({ n: 2, gemiddeldPercentage: 62.5, opKoers: 1 });
  });

  it("pages the pupils while the means stay over all of them", async () => {
    const res = await post(`LeerlingVakgebiedBeheersingPerPeriode/${t.pakket.id}/1/1/1`, { page: 2, pageSize: 2 });
    expect(res.json.items.map((i: { naam: string }) => i.naam)).toEqual(["Cas Claes"]);
    expect(res.json).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(res.json.gemiddelde[0].leerlingen).toBe(3);
  });
});

describe("Opbrengsten: rights, tenants and input", () => {
  const paden = () => [
    ["GET", `BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/1/0`],
    ["GET", `BeheersingDomeinPerSchooljaar/${t.pakket.id}/0/0/${t.schooljaar}/1/2`],
    ["GET", `LeerrouteDomein/${t.pakket.id}/${t.schooljaar}/1/0`],
    ["GET", `LeerrouteSchooljaar/${t.pakket.id}/0/0/${t.schooljaar}/1/2`],
    ["POST", `CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/2`],
    ["POST", `LeerlingVakgebiedBeheersingPerPeriode/${t.pakket.id}/0/1/2`],
  ];
  const doe = (methode: string, pad: string, cookie: string, administratieNr = t.administratieNr) =>
    call(methode, `/api/Opbrengsten/${pad}`, { cookie, query: { administratieNr, ...(methode === "POST" ? { jaar: t.schooljaar } : {}) }, ...(methode === "POST" ? { body: {} } : {}) });

  it("answers 403 without a read right on evaluations", async () => {
    const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Alleen leerlingen" } });
    await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: rol.id, functiegebied: F.Leerlingen, bits: Bits.ReadAlle } });
    const zonder = await makeUser(t.administratieNr, rol.id);
    for (const [m, p] of paden()) expect((await doe(m!, p!, zonder.cookie)).status, p).toBe(403);
  });

  it("answers 404 for another administration's package, period or member", async () => {
    const ander = await makeTenant({ permissies: { [F.Leerlingevaluaties]: Bits.ReadAlle } });
    const anderPakket = await makePakket(ander.administratieNr, "Ander pakket");
    expect((await get(`BeheersingPerDomein/${anderPakket.id}/${t.schooljaar}/1/0`)).status).toBe(404);
    expect((await post(`CompententieBeheersingPerPeriode/${anderPakket.id}/0/0/1/1`, {})).status).toBe(404);
    // A member of the other administration asking for this one.
    for (const [m, p] of paden()) expect((await doe(m!, p!, ander.user.cookie)).status, p).toBe(404);
    expect((await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/9/0`)).status).toBe(404);
    expect((await get(`BeheersingPerDomein/${t.pakket.id}/2001-2002/1/0`)).status).toBe(404);
    expect((await get(`BeheersingDomeinPerSchooljaar/${t.pakket.id}/${anderPakket.domeinen.taal}/0/${t.schooljaar}/1/2`)).status).toBe(404);
    expect((await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/1`, { groepNr: 999 })).status).toBe(404);
    expect((await get(`LeerrouteDomein/${t.pakket.id}/${t.schooljaar}/1/7`)).status).toBe(404);
  });

  it("answers 400 naming the field for malformed input", async () => {
    const fout = async (res: { status: number; json: { message: string } }, veld: RegExp) => {
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(veld);
    };
    await fout(await get(`BeheersingPerDomein/${t.pakket.id}/${t.schooljaar}/een/0`), /\bc\b/);
    await fout(await get(`BeheersingPerDomein/${t.pakket.id}/2025/1/0`), /\bb\b/);
    await fout(await get(`LeerrouteSchooljaar/${t.pakket.id}/0/0/${t.schooljaar}/1/11`), /\bf\b/);
    await fout(await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/2`, {}, {}), /jaar/);
    await fout(await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/2`, { onbekend: 1 }), /onbekend|body/);
    await fout(await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/1/2`, { groepNr: "een" }), /groepNr/);
    await fout(await post(`CompententieBeheersingPerPeriode/${t.pakket.id}/0/0/2/1`, {}), /\bd\b/);
    await fout(await post(`LeerlingVakgebiedBeheersingPerPeriode/${t.pakket.id}/0/1/2`, { vakgebiedNr: 99 }), /vakgebiedNr/);
  });
});

describe("query budget of the overviews", () => {
  it("each call stays within its declared budget: one statement for the overview whatever the pupils", async () => {
    const { routes } = await import("@/lib/api/routes");
    const { sqlTeller } = await import("@/lib/db/client");
    const p = t.pakket.id;
    const gevallen: [string, string, string, unknown?][] = [
      ["get", "/Opbrengsten/BeheersingPerDomein/{a}/{b}/{c}/{d}", `BeheersingPerDomein/${p}/${t.schooljaar}/1/0`],
      ["get", "/Opbrengsten/BeheersingDomeinPerSchooljaar/{a}/{b}/{c}/{d}/{e}/{f}", `BeheersingDomeinPerSchooljaar/${p}/0/0/${t.schooljaar}/1/3`],
      ["get", "/Opbrengsten/LeerrouteDomein/{a}/{b}/{c}/{d}", `LeerrouteDomein/${p}/${t.schooljaar}/1/0`],
      ["get", "/Opbrengsten/LeerrouteSchooljaar/{a}/{b}/{c}/{d}/{e}/{f}", `LeerrouteSchooljaar/${p}/0/0/${t.schooljaar}/1/3`],
      ["post", "/Opbrengsten/CompententieBeheersingPerPeriode/{a}/{b}/{c}/{d}/{e}", `CompententieBeheersingPerPeriode/${p}/0/0/1/2`, { groepNr: 1 }],
      ["post", "/Opbrengsten/LeerlingVakgebiedBeheersingPerPeriode/{a}/{b}/{c}/{d}", `LeerlingVakgebiedBeheersingPerPeriode/${p}/0/1/2`, { groepNr: 1 }],
    ];
    const aantallen: number[] = [];
    for (const [method, template, pad, body] of gevallen) {
      const verzoek = () => (method === "get" ? get(pad) : post(pad, body));
      await verzoek();
      const voor = sqlTeller.statements;
      const res = await verzoek();
      expect(res.status, pad).toBe(200);
      const n = sqlTeller.statements - voor;
      expect(n, pad).toBeLessThanOrEqual(routes.find((r) => r.method === method && r.path === template)!.queries!);
      aantallen.push(body ? n - 1 : n);
    }
    // Every call the same: authentication and the one overview statement (a named group adds its check, subtracted above).
    expect(new Set(aantallen).size, String(aantallen)).toBe(1);
    // The service itself: one statement for three school years of every pupil.
    const ctx: TenantContext = { ...((await loadPermissions(t.administratieNr, { gebruikerId: t.user.id })) as TenantPermissions), principal: { kind: "user", gebruikerId: t.user.id }, requestId: "test" };
    const voor = sqlTeller.statements;
    await beheersingDomeinPerSchooljaar(ctx, { pakketId: p, domeinId: 0, vestigingNr: 0, schooljaar: t.schooljaar, periodeNummer: 1, aantalJaren: 3 });
    expect(sqlTeller.statements - voor).toBe(1);
  });
});

describe("the planning page's services (groepVastlopen, planningOverzicht)", () => {
  const ctxVan = async (gebruikerId: string): Promise<TenantContext> => {
    const tenant = (await loadPermissions(t.administratieNr, { gebruikerId })) as TenantPermissions;
    return { ...tenant, principal: { kind: "user", gebruikerId }, requestId: "test" };
  };

  it("ranks the expected cell's indicators most of the group has not mastered", async () => {
    const ctx = await ctxVan(t.leerkracht.id);
    // Groep 5 in period 1: Anna expects c (Taal cell, route 1, phase 1) and has it at 50; Cas has no route.
    const p1 = await groepVastlopen(ctx, { pakketId: t.pakket.id, groepNr: 1, schooljaar: t.schooljaar, periodeNummer: 1 });
    expect(p1).toMatchObject({ leerlingen: 2, metVerwachting: 1, zonderVerwachting: 1, aantalVastlopers: 1 });
    expect(p1.vastlopers.map((v) => [v.indicator, v.verwacht, v.beheerst, v.gedeeltelijk, v.nietBeheerst, v.domein, v.leerroute, v.faseNummer])).toEqual([["Indicator c", 1, 0, 1, 1, "Taal", "Basis", 1]]);
    // Period 2: c mastered, nothing left.
    const p2 = await groepVastlopen(ctx, { pakketId: t.pakket.id, groepNr: 1, schooljaar: t.schooljaar, periodeNummer: 2 });
    expect(p2.vastlopers).toEqual([]);
    // Another class: 403; a group that does not exist: 404.
    await expect(groepVastlopen(ctx, { pakketId: t.pakket.id, groepNr: 2, schooljaar: t.schooljaar, periodeNummer: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(groepVastlopen(ctx, { pakketId: t.pakket.id, groepNr: 99, schooljaar: t.schooljaar, periodeNummer: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it("lists the user's own groups with this period's evaluations", async () => {
    const ctx = await ctxVan(t.leerkracht.id);
    const o = await planningOverzicht(ctx, t.schooljaar);
    expect(o.periode?.nummer).toBe(actievePeriode(await db.periode.findMany({ where: { administratieNr: t.administratieNr, schooljaar: t.schooljaar } }), t.schooljaar)?.nummer);
    expect(o.groepen.map((g) => [g.naam, g.leerlingen, g.magEvaluatiesLezen])).toEqual([["Groep 5", 2, true]]);
    // Evaluated this period (P1: Anna 4, Cas 2; P2: Anna 1); no right on action plans → no count.
    const verwacht = o.periode?.nummer === 1 ? [2, 6] : [1, 1];
    expect([o.groepen[0]!.beoordeeld, o.groepen[0]!.evaluaties]).toEqual(verwacht);
    expect(o.groepen[0]!.teEvalueren).toBeNull();
    // The administrator has no own groups.
    expect((await planningOverzicht(await ctxVan(t.user.id), t.schooljaar)).groepen).toEqual([]);
  });
});
