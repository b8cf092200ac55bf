import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { schooljaarGrenzen, vandaagIso } from "@/lib/schooljaar";
import { call, makeTenant } from "./helpers";
import { makePakket } from "./leerroute-fixtures";
import { ALLES, maakLeerling } from "./leerlingen-setup";

/**
 * Deleting a route, domain or level of a package while the stored values of plan-only items
 * (LR, DOM, MON in OPPs of every version and in pupil plans) still point at it is refused (409,
 * the count named), like the structured dependencies beside it. Package A (school) and package B
 * (same school) both have routes 1–3 and levels 1–3; pupils follow route 3, so the routes and
 * levels the values name have no structured dependencies. Another customer's school ("vreemd")
 * names the same numbers in its own package; a sister administration (same customer) uses A.
 */

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type Pakket = Awaited<ReturnType<typeof maakPakket>>;
const permissies = { [F.Leerroutepakketten]: ALLES, [F.Leerlingen]: ALLES, [F.Ontwikkelingsperspectieven]: ALLES, [F.Leerlingplannen]: ALLES };

let school: Tenant;
let zuster: Tenant;
let vreemd: Tenant;
let a: Pakket;
let b: Pakket;

async function maakPakket(adm: number, naam: string) {
  const p = await makePakket(adm, naam);
  await db.niveau.createMany({ data: [1, 2, 3].map((n) => ({ leerroutepakketId: p.id, nummer: n, waarde: String(n), label: `Niveau ${n}`, volgnummer: n })) });
  await db.leerroute.createMany({ data: [1, 2, 3].map((n) => ({ leerroutepakketId: p.id, nummer: n, naam: `Route ${n}` })) });
  await db.uitstroombestemming.create({ data: { leerroutepakketId: p.id, nummer: 1, naam: "Arbeid" } });
  return p;
}

const templates = new Map<number, { opp: number; lp: number; oppDef: Record<string, number>; lpDef: Record<string, number> }>();

/** Period 1 and an OPP template (page PL) and a pupil-plan template with the plan-only items, once per administration. */
async function templatesVan(adm: number, schooljaar: string) {
  const bekend = templates.get(adm);
  if (bekend) return bekend;
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.periode.create({ data: { administratieNr: adm, schooljaar, nummer: 1, ingangsdatum, einddatum } });
  const opp = await db.oppTemplate.create({ data: { administratieNr: adm, naam: "OPP", actief: true } });
  const cat = await db.oppTemplateCategorie.create({ data: { administratieNr: adm, templateId: opp.id, code: "PL", naam: "Perspectief", volgnummer: 1 } });
  const lp = await db.leerlingplanTemplate.create({ data: { administratieNr: adm, naam: "Plan" } });
  const oppDef: Record<string, number> = {};
  const lpDef: Record<string, number> = {};
  for (const [i, soort] of (["LR", "OB", "DOM", "MON"] as const).entries()) {
    oppDef[soort] = (await db.oppTemplateDefinitie.create({ data: { administratieNr: adm, templateId: opp.id, categorieId: cat.id, soort, label: soort, volgnummer: i + 1 } })).id;
    lpDef[soort] = (await db.leerlingplanTemplateDefinitie.create({ data: { administratieNr: adm, templateId: lp.id, soort, label: soort, volgnummer: i + 1 } })).id;
  }
  const t = { opp: opp.id, lp: lp.id, oppDef, lpDef };
  templates.set(adm, t);
  return t;
}

/** A pupil on route 3 of the package with an OPP and a pupil plan, and setters for their values (by item type). */
async function leerlingMetPlannen(t: Tenant, pakketId: number, roepnaam: string) {
  const adm = t.administratieNr;
  const tpl = await templatesVan(adm, t.schooljaar);
  const leerling = await maakLeerling(adm, { roepnaam, achternaam: "Plan" }, 1);
  await db.leerlingLeerroute.create({ data: { administratieNr: adm, leerlingId: leerling.id, leerroutepakketId: pakketId, ingangsdatum: schooljaarGrenzen(t.schooljaar).ingangsdatum, leerrouteNummer: 3 } });
  const opts = { query: { administratieNr: adm }, cookie: t.user.cookie };
  const nieuweOpp = async () => {
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${leerling.id}`, { ...opts, body: { templateId: tpl.opp, schooljaar: t.schooljaar, periodeNummer: 1 } });
    expect(r.status).toBe(200);
    return r.json.id as number;
  };
  const plan = await call("POST", "/api/Leerlingplan/Add", { ...opts, body: { leerlingId: leerling.id, templateId: tpl.lp, schooljaar: t.schooljaar } });
  expect(plan.status).toBe(200);
  const perSoort = (defs: Record<string, number>, w: Record<string, unknown>) => Object.fromEntries(Object.entries(w).map(([s, v]) => [defs[s]!, v]));
  const uit = {
    leerlingId: leerling.id,
    oppId: await nieuweOpp(),
    planId: plan.json.id as number,
    tpl,
    zetOpp: async (waarden: Record<string, unknown>) => {
      const r = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${uit.oppId}`, { ...opts, body: { categorie: "PL", waarden: perSoort(tpl.oppDef, waarden) } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    },
    zetPlan: async (waarden: Record<string, unknown>) => {
      const r = await call("POST", "/api/Leerlingplan/update", { ...opts, body: { id: uit.planId, periodeNummer: 1, waarden: perSoort(tpl.lpDef, waarden) } });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    },
    /** Deletes the OPP (with every version) and starts a new one. */
    nieuweOppInPlaatsVan: async () => {
      expect((await call("DELETE", `/api/OntwikkelingsPerspectieven/Delete/${adm}/${uit.oppId}`, opts)).status).toBe(200);
      uit.oppId = await nieuweOpp();
    },
  };
  return uit;
}

type Plannen = Awaited<ReturnType<typeof leerlingMetPlannen>>;
let anna: Plannen; // school, package A
let bram: Plannen; // school, package B
let zus: Plannen; // sister administration, package A (shared)
let ver: Plannen; // another customer, its own package

const del = (path: string) => call("DELETE", `/api${path}`, { query: { administratieNr: school.administratieNr }, cookie: school.user.cookie });

beforeAll(async () => {
  school = await makeTenant({ permissies });
  a = await maakPakket(school.administratieNr, "Pakket A");
  b = await maakPakket(school.administratieNr, "Pakket B");
  anna = await leerlingMetPlannen(school, a.id, "Anna");
  bram = await leerlingMetPlannen(school, b.id, "Bram");

  zuster = await makeTenant({ permissies });
  await db.administratie.update({ where: { administratieNr: zuster.administratieNr }, data: { klantId: school.administratieNr } });
  await db.leerroutepakket.update({ where: { id: a.id }, data: { gepubliceerd: true, gepubliceerdOp: new Date() } });
  await db.administratieLeerroutepakket.create({ data: { administratieNr: zuster.administratieNr, leerroutepakketId: a.id, klantId: school.administratieNr } });
  zus = await leerlingMetPlannen(zuster, a.id, "Zus");

  vreemd = await makeTenant({ permissies });
  const eigen = await maakPakket(vreemd.administratieNr, "Vreemd pakket");
  ver = await leerlingMetPlannen(vreemd, eigen.id, "Vera");
  // The same route and level numbers in another customer's package: never counted here.
  await ver.zetOpp({ LR: { leerrouteNummer: 1 }, DOM: { domeinIds: [eigen.domeinen.taal] }, MON: { niveaus: [{ domeinId: eigen.domeinen.taal, niveauNummer: 2 }] } });
  await ver.zetPlan({ LR: { leerrouteNummer: 1 }, DOM: { domeinIds: [eigen.domeinen.taal] } });
  // The same numbers in package B of this school: another package, not counted for A.
  await bram.zetOpp({ LR: { leerrouteNummer: 1 }, DOM: { domeinIds: [b.domeinen.taal] }, MON: { niveaus: [{ domeinId: b.domeinen.rekenen, niveauNummer: 2 }] } });
  await bram.zetPlan({ LR: { leerrouteNummer: 1 }, DOM: { domeinIds: [b.domeinen.taal] } });
});

const bestaatRoute = async (pakketId: number, nummer: number) => (await db.leerroute.count({ where: { leerroutepakketId: pakketId, nummer } })) === 1;

describe("deleting what plan values point at", () => {
  it("a route named by LR values (concept and established OPP versions, pupil plans) is 409 with the counts; free again, it is deleted", async () => {
    await anna.zetOpp({ LR: { leerrouteNummer: 1 } });
    await anna.zetPlan({ LR: { leerrouteNummer: 1 } });
    const r = await del(`/Leerroutes/Delete/${a.id}/1`);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('Leerroute "Route 1" kan niet worden verwijderd: er hangen nog 1 waarde in een ontwikkelingsperspectief en 1 waarde in een leerlingplan aan.');
    expect(await bestaatRoute(a.id, 1)).toBe(true);

    // Established, then a new Concept (a copy): two versions hold the value.
    const vast = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${anna.oppId}`, { query: { administratieNr: school.administratieNr }, cookie: school.user.cookie, body: { vastgesteldOp: vandaagIso() } });
    expect(vast.status).toBe(200);
    await anna.zetOpp({ LR: { leerrouteNummer: 1 } });
    expect((await del(`/Leerroutes/Delete/${a.id}/1`)).json.message).toContain("er hangen nog 2 waarden in ontwikkelingsperspectieven en 1 waarde in een leerlingplan aan");

    // Pointing elsewhere frees the pupil plan and the Concept; the established version stays until the OPP goes.
    await anna.zetPlan({ LR: { leerrouteNummer: 2 } });
    await anna.zetOpp({ LR: { leerrouteNummer: 2 } });
    const nog = await del(`/Leerroutes/Delete/${a.id}/1`);
    expect(nog.status).toBe(409);
    expect(nog.json.message).toContain("er hangen nog 1 waarde in een ontwikkelingsperspectief aan");
    await anna.nieuweOppInPlaatsVan();

    // The sister administration's plan uses package A too: its value counts.
    await zus.zetPlan({ LR: { leerrouteNummer: 1 } });
    expect((await del(`/Leerroutes/Delete/${a.id}/1`)).json.message).toContain("er hangen nog 1 waarde in een leerlingplan aan");
    await zus.zetPlan({});

    // Package B's route 1 (Bram's values) and the other customer's do not hold route 1 of A.
    expect((await del(`/Leerroutes/Delete/${a.id}/1`)).status).toBe(200);
    expect(await bestaatRoute(a.id, 1)).toBe(false);
    expect(await bestaatRoute(b.id, 1)).toBe(true);
  });

  it("a route the values name in another package only, or nowhere, is deleted", async () => {
    // Bram (package B) names route 1 of B; route 2 of B is free.
    const r = await del(`/Leerroutes/Delete/${b.id}/1`);
    expect(r.status).toBe(409);
    expect(r.json.message).toContain("1 waarde in een ontwikkelingsperspectief en 1 waarde in een leerlingplan");
    expect((await del(`/Leerroutes/Delete/${b.id}/2`)).status).toBe(200);
  });

  it("a domain named by DOM or MON values is 409 with the counts; free again, it is deleted", async () => {
    await anna.zetOpp({ DOM: { domeinIds: [a.domeinen.taal] }, MON: { niveaus: [{ domeinId: a.domeinen.rekenen, niveauNummer: 1 }] } });
    await anna.zetPlan({ DOM: { domeinIds: [a.domeinen.taal, a.domeinen.rekenen] } });
    // A value of Bram's plan (package B) holding A's domain id, written past the check: another package.
    await db.leerlingplanWaarde.updateMany({ where: { administratieNr: school.administratieNr, leerlingplanId: bram.planId, definitieId: bram.tpl.lpDef.DOM! }, data: { waarde: { domeinIds: [a.domeinen.rekenen] } } });

    const taal = await del(`/Domeinen/Delete/${a.id}/${a.domeinen.taal}`);
    expect(taal.status).toBe(409);
    expect(taal.json.message).toBe('Domein "Taal" kan niet worden verwijderd: er hangen nog 1 waarde in een ontwikkelingsperspectief en 1 waarde in een leerlingplan aan.');
    const rekenen = await del(`/Domeinen/Delete/${a.id}/${a.domeinen.rekenen}`);
    expect(rekenen.status).toBe(409);
    expect(rekenen.json.message).toContain("er hangen nog 1 waarde in een ontwikkelingsperspectief en 1 waarde in een leerlingplan aan");
    expect(await db.domein.count({ where: { leerroutepakketId: a.id } })).toBe(2);

    await anna.zetOpp({ DOM: { domeinIds: [a.domeinen.rekenen] }, MON: { niveaus: [{ domeinId: a.domeinen.rekenen, niveauNummer: 1 }] } });
    await anna.zetPlan({ DOM: { domeinIds: [a.domeinen.rekenen] } });
    expect((await del(`/Domeinen/Delete/${a.id}/${a.domeinen.taal}`)).status).toBe(200);
    // DOM and MON both name it now: two values of the OPP.
    expect((await del(`/Domeinen/Delete/${a.id}/${a.domeinen.rekenen}`)).json.message).toContain("er hangen nog 2 waarden in ontwikkelingsperspectieven en 1 waarde in een leerlingplan aan");
    await anna.zetOpp({});
    await anna.zetPlan({});
    expect((await del(`/Domeinen/Delete/${a.id}/${a.domeinen.rekenen}`)).status).toBe(200);
    expect(await db.domein.count({ where: { leerroutepakketId: b.id } })).toBe(2);
  });

  it("a level named by MON values is 409 with the count; free again, it is deleted; renaming and reordering keep the reference", async () => {
    const taal = (await db.domein.create({ data: { leerroutepakketId: a.id, naam: "Lezen", volgnummer: 3 } })).id;
    await anna.zetOpp({ MON: { niveaus: [{ domeinId: taal, niveauNummer: 2 }] } });
    const r = await del(`/Niveaus/Delete/${a.id}/2`);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe('Niveau "Niveau 2" kan niet worden verwijderd: er hangen nog 1 waarde in een ontwikkelingsperspectief aan.');

    // Renaming and reordering keep the number: the value still points at the level.
    const opts = { query: { administratieNr: school.administratieNr }, cookie: school.user.cookie };
    expect((await call("POST", "/api/Niveaus/edit", { ...opts, body: { leerroutepakketId: a.id, nummer: 2, waarde: "2b", label: "Niveau twee" } })).status).toBe(200);
    expect((await call("POST", "/api/Niveaus/Organize", { ...opts, body: { leerroutepakketId: a.id, nummers: [3, 2, 1] } })).status).toBe(200);
    expect((await del(`/Niveaus/Delete/${a.id}/2`)).json.message).toContain('Niveau "Niveau twee" kan niet worden verwijderd: er hangen nog 1 waarde in een ontwikkelingsperspectief aan');
    await anna.zetOpp({ MON: { niveaus: [{ domeinId: taal, niveauNummer: 2 }] } });

    // Package B's level 2 (Bram) and the other customer's do not count; level 3 of A is free.
    expect((await del(`/Niveaus/Delete/${a.id}/3`)).status).toBe(200);
    await anna.zetOpp({ MON: { niveaus: [{ domeinId: taal, niveauNummer: 1 }] } });
    expect((await del(`/Niveaus/Delete/${a.id}/2`)).status).toBe(200);
    expect(await db.niveau.count({ where: { leerroutepakketId: a.id } })).toBe(1);
  });
});

describe("a plan save and a delete at the same moment", () => {
  // A transaction of our own plays the other side, held open at the point where the race was:
  // a save between its check and its commit, a delete between its count and its commit.
  let c: Pakket;
  let cas: Plannen;
  const lrWaarde = () =>
    db.leerlingplanWaarde.findFirst({ where: { administratieNr: school.administratieNr, leerlingplanId: cas.planId, definitieId: cas.tpl.lpDef.LR! }, select: { waarde: true } });
  async function metTransactie(werk: (k: pg.Client) => Promise<void>) {
    const k = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await k.connect();
    try {
      await k.query("BEGIN");
      await werk(k);
    } finally {
      await k.end();
    }
  }

  beforeAll(async () => {
    c = await maakPakket(school.administratieNr, "Pakket C");
    cas = await leerlingMetPlannen(school, c.id, "Cas");
  });

  it("a delete waits for a save in flight and then counts its value (409)", async () => {
    await cas.zetPlan({ LR: { leerrouteNummer: 2 } });
    await metTransactie(async (k) => {
      // The save: the package held for it, then its value written (route 1), not yet committed.
      await k.query(`SELECT 1 FROM "Leerroutepakket" WHERE id = $1 FOR SHARE`, [c.id]);
      const verwijderen = del(`/Leerroutes/Delete/${c.id}/1`);
      await k.query(`UPDATE "LeerlingplanWaarde" SET waarde = '{"leerrouteNummer": 1}'::jsonb WHERE "administratieNr" = $1 AND "leerlingplanId" = $2 AND "definitieId" = $3`, [
        school.administratieNr,
        cas.planId,
        cas.tpl.lpDef.LR,
      ]);
      await new Promise((ok) => setTimeout(ok, 300));
      await k.query("COMMIT");
      const r = await verwijderen;
      expect(r.status, JSON.stringify(r.json)).toBe(409);
      expect(r.json.message).toContain("er hangen nog 1 waarde in een leerlingplan aan");
    });
    expect(await bestaatRoute(c.id, 1)).toBe(true);
    expect((await lrWaarde())?.waarde).toEqual({ leerrouteNummer: 1 });
  });

  it("a save waits for a delete in flight and then refuses the route that is gone (400)", async () => {
    await cas.zetPlan({});
    await metTransactie(async (k) => {
      // The delete: the package held for it, route 2 counted free and deleted, not yet committed.
      await k.query(`SELECT 1 FROM "Leerroutepakket" WHERE id = $1 FOR NO KEY UPDATE`, [c.id]);
      await k.query(`DELETE FROM "Leerroutepakketfase" WHERE "leerroutepakketId" = $1 AND "leerrouteNummer" = 2`, [c.id]);
      await k.query(`DELETE FROM "Leerroute" WHERE "leerroutepakketId" = $1 AND nummer = 2`, [c.id]);
      const opslaan = call("POST", "/api/Leerlingplan/update", {
        query: { administratieNr: school.administratieNr },
        cookie: school.user.cookie,
        body: { id: cas.planId, periodeNummer: 1, waarden: { [cas.tpl.lpDef.LR!]: { leerrouteNummer: 2 } } },
      });
      await new Promise((ok) => setTimeout(ok, 300));
      await k.query("COMMIT");
      const r = await opslaan;
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect(r.json.issues[0].path).toBe(`body.waarden.${cas.tpl.lpDef.LR}.leerrouteNummer`);
    });
    expect(await bestaatRoute(c.id, 2)).toBe(false);
    expect((await lrWaarde())?.waarde ?? null).not.toEqual({ leerrouteNummer: 2 });
  });
});
