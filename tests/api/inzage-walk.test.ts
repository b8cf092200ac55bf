import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { isRouterPrefetch } from "@/lib/auth/prefetch";
import { db, sqlTeller } from "@/lib/db/client";
import { logInzage, logInzageGroepsplan } from "@/lib/services/dossier-inzage";
import { genereer } from "@/lib/generator";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { call, makeUser } from "./helpers";
import { multipart, PDF } from "./leerlingdossier-setup";
import { Ids, leesOperaties, type Operatie } from "./openapi-walk";

/**
 * Issue 28 item 11: every read (GET) of the pupil-file and plan areas writes an access-log row.
 * The reads are taken from /api/openapi by area, so a read added later to one of these areas is
 * walked too and fails here until it logs (or is listed below with the reason it reads no pupil's
 * file). Each read is called by a reader of its own: a view repeated by the same reader within a
 * minute is one row (lib/services/dossier-inzage.ts), and a walk must not lean on that.
 */

const GEBIEDEN = ["Leerlingdossier", "Notities", "OntwikkelingsPerspectieven", "Leerlingplan", "Handelingsplannen", "GroepsPlannen", "Instructiegroepen", "Formulieren", "Oudergesprek"];

/** Reads of these areas that are not a read of one pupil's file or plan, and why. */
const GEEN_INZAGE: Record<string, string> = {
  "/Leerlingdossier/Inzage/{admnr}/{leerlingId}": "the access log itself (administrators), not the file",
  "/Leerlingdossier/InzageExport/{admnr}/{leerlingId}": "the access log itself, as CSV",
  "/Notities/GroepNotities/{admnr}/{groepNr}": "a group's notes, about no pupil",
  "/OntwikkelingsPerspectieven/EigenLeerlingen/{id}": "overview across pupils (names, status); opening one is logged",
  "/OntwikkelingsPerspectieven/Actief/{a}/{b}": "overview across pupils; opening one is logged",
  "/Leerlingplan/AlleLeerlingplannen/{a}/{b}": "overview across pupils; opening one is logged",
  "/Leerlingplan/EigenLeerlingplannen/{id}": "overview across pupils; opening one is logged",
  "/Handelingsplannen/AlleHandelingsplannen/{a}/{b}": "overview across pupils (title, dates); opening one is logged",
  "/Handelingsplannen/EigenHandelingsplannen/{schooljaar}": "overview across pupils; opening one is logged",
  "/Handelingsplannen/indicatorSelectors/{a}/{b}": "a package's indicators, no pupil",
  "/GroepsPlannen/AlleGroepsplannen/{a}/{b}": "overview of group plans (counts), no pupil's content",
  "/GroepsPlannen/EigenGroepsplannen/{schooljaar}": "overview of group plans (counts)",
  "/GroepsPlannen/ForGroep/{admnr}/{groepNr}": "a group's plans (counts)",
  "/GroepsPlannen/FilledPerioden/{admnr}/{groepNr}": "which periods have a plan",
  "/GroepsPlannen/Indelingsvoorstel/{admnr}/{groepNr}/{periode}": "a group's standing per pupil from evaluations, as the monitor shows it (the monitor's reads are not logged); the plan written from it is",
  "/GroepsPlannen/indicatorSelector/{a}/{b}/{c}": "a package's indicators, no pupil",
  "/Formulieren/Actief/{a}/{b}": "overview across pupils (title, template); opening one is logged",
  "/Formulieren/Inactief/{id}": "overview across pupils; opening one is logged",
  "/Formulieren/Eigen/{id}": "overview across pupils; opening one is logged",
};

let pool: pg.Pool;
let adm = 0;
let rolId = 0;
let cookie = "";
let ids = new Ids();
let operaties: Operatie[] = [];
type Poging = { pad: string; query: Record<string, string | number> };
/** Path templates whose ids the generic walk cannot guess (a pupil's note, a file, a plan's key), filled from the generated data. */
const eigenPaden = new Map<string, Poging[]>();

async function vulEigenPaden() {
  const een = async <T extends pg.QueryResultRow>(sql: string) => (await pool.query<T>(sql, [adm])).rows[0];
  const q = (extra: Record<string, string | number> = {}) => ({ administratieNr: adm, ...extra });
  const zet = (sjabloon: string, ...pogingen: (Poging | null)[]) => eigenPaden.set(sjabloon, pogingen.filter((x): x is Poging => x !== null));
  // Generated files have no stored content: a note, a dossier item and a group plan get a real one.
  const leerling = (await een<{ id: number }>(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1 ORDER BY id LIMIT 1`))!.id;
  const vandaag = new Date().toISOString().slice(0, 10);
  const notitie = (await multipart("POST", `/api/Notities/AddLeerlingNotitie/${leerling}`, adm, cookie, { titel: "Voor het log", datum: vandaag, documenten: PDF() })).json;
  zet("/Notities/Details/{admnr}/{id}", { pad: `/api/Notities/Details/${adm}/${notitie.id}`, query: q() });
  zet("/Notities/Pdf/{admnr}/{id}", { pad: `/api/Notities/Pdf/${adm}/${notitie.id}`, query: q() });
  zet("/Notities/Document/{admnr}/{id}/{bestandId}", { pad: `/api/Notities/Document/${adm}/${notitie.id}/${notitie.documenten[0].id}`, query: q() });
  const item = (await multipart("POST", "/api/Leerlingdossier/Add", adm, cookie, { leerlingId: String(leerling), titel: "Voor het log", datum: vandaag, documenten: PDF() })).json;
  zet("/Leerlingdossier/Details/{admnr}/{id}/Document/{bestandId}", { pad: `/api/Leerlingdossier/Details/${adm}/${item.id}/Document/${item.documenten[0].id}`, query: q() });
  // The item's own id: a guessed one may belong to another administration's item in the shared test database (404).
  zet("/Leerlingdossier/Details/{admnr}/{id}", { pad: `/api/Leerlingdossier/Details/${adm}/${item.id}`, query: q() });
  zet("/Leerlingdossier/Pdf/{admnr}/{id}", { pad: `/api/Leerlingdossier/Pdf/${adm}/${item.id}`, query: q() });
  const gp = await een<{ id: number; groepNr: number; periodeNummer: number; nr: number }>(
    `SELECT g.id, g."groepNr", g."periodeNummer", il."instructiegroepNr" AS nr FROM "Groepsplan" g
     JOIN "InstructiegroepLeerling" il ON il."administratieNr" = g."administratieNr" AND il."groepsplanId" = g.id
     WHERE g."administratieNr" = $1 ORDER BY g.id LIMIT 1`,
  );
  const gpDoc = (await multipart("POST", "/api/GroepsPlannen/Edit", adm, cookie, { id: String(gp!.id), instructiegroepNr: String(gp!.nr), documenten: PDF() })).json;
  const gpDocId = gpDoc.instructiegroepen.find((ig: { nr: number }) => ig.nr === gp!.nr).documenten[0].id as number;
  const gpPad = `${adm}/${gp!.groepNr}/${gp!.periodeNummer}`;
  zet("/GroepsPlannen/Details/{admnr}/{groepNr}/{periode}", { pad: `/api/GroepsPlannen/Details/${gpPad}`, query: q() });
  zet(
    "/GroepsPlannen/Document/{admnr}/{groepNr}/{periode}",
    { pad: `/api/GroepsPlannen/Document/${gpPad}`, query: q() },
    { pad: `/api/GroepsPlannen/Document/${gpPad}`, query: q({ bestandId: gpDocId }) },
  );
  for (const deel of ["details", "Beeordelingen", "Evaluaties"]) zet(`/Instructiegroepen/${deel}/{admnr}/{groepNr}/{periode}/{igNr}`, { pad: `/api/Instructiegroepen/${deel}/${gpPad}/${gp!.nr}`, query: q() });
  const hp = await een<{ id: number }>(`SELECT "onderwijsplanId" AS id FROM "Handelingsplan" WHERE "administratieNr" = $1 ORDER BY 1 LIMIT 1`);
  for (const deel of ["Details", "Document", "Evaluatie", "Beeordelingen"]) zet(`/Handelingsplannen/${deel}/{admnr}/{id}`, { pad: `/api/Handelingsplannen/${deel}/${adm}/${hp!.id}`, query: q() });
  const opp = await een<{ id: number }>(`SELECT id FROM "Ontwikkelingsperspectief" WHERE "administratieNr" = $1 ORDER BY 1 LIMIT 1`);
  // The parent-meeting page (issue 34): the page's data and its PDF, of a generated pupil.
  zet("/Oudergesprek/Details/{admnr}/{id}", { pad: `/api/Oudergesprek/Details/${adm}/${leerling}`, query: q() });
  zet("/Oudergesprek/Pdf/{admnr}/{id}", { pad: `/api/Oudergesprek/Pdf/${adm}/${leerling}`, query: q({ notities: notitie.id }) });
  zet("/OntwikkelingsPerspectieven/Details/{a}/{b}/{c}", { pad: `/api/OntwikkelingsPerspectieven/Details/${adm}/${opp!.id}/BS`, query: q() });
}

beforeAll(async () => {
  // The generator reads its sequences: as the schema's owner (the app's role may only use them).
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, max: 2 });
  adm = (await genereer(pool, { tenants: 1, pupils: 30, years: 1, seed: 28, startAdministratieNr: 928_000, bulk: false, workers: 1 })).administratieNrs[0]!;
  rolId = (await db.rol.create({ data: { administratieNr: adm, naam: "Alles" } })).id;
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: adm, rolId, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(adm, rolId)).cookie;
  ids = await Ids.van(pool, adm);
  await vulEigenPaden();
  operaties = (await leesOperaties(cookie)).filter((op) => op.method === "GET" && GEBIEDEN.includes(op.path.split("/")[2] ?? "") && !GEEN_INZAGE[op.path.replace(/^\/api/, "")]);
}, 240_000);

afterAll(async () => {
  await pool.end();
});

const rijen = async () => db.dossierInzage.count({ where: { administratieNr: adm } });

describe("access log over every read of the pupil file and plans", () => {
  it("each read that answers writes a row", async () => {
    const uitkomst: { route: string; gelukt: number; gelogd: number; statussen: number[] }[] = [];
    for (const op of operaties) {
      const r = { route: op.path.replace(/^\/api/, ""), gelukt: 0, gelogd: 0, statussen: [] as number[] };
      const pogingen = eigenPaden.get(r.route) ?? ids.voor(op).map((id) => ids.invullen(op, adm, id, huidigSchooljaar()));
      for (const { pad, query } of pogingen) {
        const lezer = (await makeUser(adm, rolId)).cookie;
        const voor = await rijen();
        const res = await call("GET", pad, { query, cookie: lezer });
        r.statussen.push(res.status);
        if (res.status >= 300) continue;
        r.gelukt++;
        if ((await rijen()) > voor) r.gelogd++;
      }
      uitkomst.push(r);
    }
    console.log(uitkomst.map((r) => `${r.gelogd}/${r.gelukt} ${r.route} ${r.statussen.join(",")}`).join("\n"));
    // Every read was reached, and every answer wrote a row.
    expect(uitkomst.filter((r) => r.gelukt === 0).map((r) => r.route)).toEqual([]);
    expect(uitkomst.filter((r) => r.gelogd < r.gelukt).map((r) => `${r.route}: ${r.gelogd} of ${r.gelukt}`)).toEqual([]);
    expect(uitkomst.length).toBeGreaterThan(20);
    // A walk over every read (a user made per request): minutes on a loaded 2-core machine, as the
    // query-budget walk. A timed-out walk kept sending statements into the next test's count.
  }, 300_000);
});

describe("the one logging call (logInzage)", () => {
  it("a page rendered for a router prefetch logs nothing; an opening (page render and the screen's re-read) is one row, every opening and every API-only read a row, a print always a row", async () => {
    const leerling = (await pool.query<{ id: number }>(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1 ORDER BY id DESC LIMIT 1`, [adm])).rows[0]!.id;
    const gebruikerId = (await makeUser(adm, rolId)).id;
    const api = { administratieNr: adm, principal: { kind: "user", gebruikerId }, requestId: "test" } as TenantContext;
    const pagina = { ...api, requestId: "page" } as TenantContext;
    const van = async () => (await db.dossierInzage.findMany({ where: { administratieNr: adm, leerlingId: leerling, gebruikerId }, select: { soort: true, objectId: true }, orderBy: { id: "asc" } })).map((r) => `${r.soort}${r.objectId ?? ""}`);
    // Next's prefetch requests carry these headers (node_modules/next/dist/client/components/segment-cache/cache.ts).
    expect(isRouterPrefetch(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isRouterPrefetch(new Headers({ "next-router-segment-prefetch": "/_tree" }))).toBe(true);
    expect(isRouterPrefetch(new Headers({ rsc: "1", "next-router-state-tree": "x" }))).toBe(false);
    await logInzage({ ...pagina, prefetch: true }, leerling, "leerlingplannen");
    expect(await van()).toEqual([]);
    // A screen shown without a page render (the router's cache): its API read is the row.
    await logInzage(api, leerling, "leerlingplannen");
    // API-only reads (a dialog, a script): each one a row.
    await logInzage(api, leerling, "leerlingplannen");
    expect(await van()).toEqual(["leerlingplannen", "leerlingplannen"]);
    // An opening: the page's render and the screen's re-read (and a refresh of it) are one row …
    await logInzage(pagina, leerling, "leerlingplannen");
    await logInzage(api, leerling, "leerlingplannen");
    await logInzage(api, leerling, "leerlingplannen");
    // … a second opening is a second row, another item or a print is never merged with it.
    await logInzage(pagina, leerling, "leerlingplannen");
    await logInzage(api, leerling, "leerlingplannen");
    await logInzage(api, leerling, "leerlingplan", 7);
    await logInzage(pagina, leerling, "leerlingplanafdruk", 1);
    await logInzage(api, leerling, "leerlingplanafdruk", 1);
    expect(await van()).toEqual(["leerlingplannen", "leerlingplannen", "leerlingplannen", "leerlingplannen", "leerlingplan7", "leerlingplanafdruk1", "leerlingplanafdruk1"]);
    // Another reader's re-read is never someone else's opening; an API key never pairs.
    const ander = { ...api, principal: { kind: "user", gebruikerId: (await makeUser(adm, rolId)).id } } as TenantContext;
    const voor = await db.dossierInzage.count({ where: { administratieNr: adm, leerlingId: leerling } });
    await logInzage(ander, leerling, "leerlingplannen");
    expect(await db.dossierInzage.count({ where: { administratieNr: adm, leerlingId: leerling } })).toBe(voor + 1);
  });

  it("a group plan: one row per pupil placed in it, in one statement", async () => {
    const plan = (await pool.query<{ id: number; n: number }>(
      `SELECT "groepsplanId" AS id, count(DISTINCT "leerlingId")::int AS n FROM "InstructiegroepLeerling" WHERE "administratieNr" = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [adm],
    )).rows[0]!;
    const ctx = { administratieNr: adm, principal: { kind: "user", gebruikerId: (await makeUser(adm, rolId)).id }, requestId: "test" } as TenantContext;
    const voor = sqlTeller.statements;
    await logInzageGroepsplan(ctx, plan.id, "groepsplanafdruk");
    expect(sqlTeller.statements - voor).toBe(1);
    expect(plan.n).toBeGreaterThan(1);
    expect(await db.dossierInzage.count({ where: { administratieNr: adm, soort: "groepsplanafdruk", objectId: plan.id, gebruikerId: (ctx.principal as { gebruikerId: string }).gebruikerId } })).toBe(plan.n);
  });
});
