/**
 * Realistic, reproducible Dutch data for Leerroute: `genereer(pool, { tenants, pupils, years, seed })`.
 *
 * Administrations are grouped into customers (school boards, klantId) of one to four schools. Per
 * customer: a learning-route package owned by its first school, lesson bundles written there and
 * shared with the others, then each school with its staff, pupils, careers, plans and evaluations.
 * A customer is generated in memory and written in foreign-key order with multi-row INSERTs.
 *
 * Bulk mode (the default, as pg_restore does it): the whole run is one transaction that first drops
 * the foreign keys and the non-unique indexes, writes every customer, then creates them again with
 * the same names and definitions. Adding a foreign key makes Postgres check all rows with one
 * set-based query, so the data is still fully checked by the database before COMMIT, at a fraction
 * of the cost of a per-row check; a violation rolls the whole run back. The tables are locked for
 * other sessions until the run ends. Without bulk mode (`bulk: false`, used by the demo seed) each
 * customer is its own transaction with per-row checks, `workers` customers at a time.
 *
 * Ids of autoincrement columns are handed out by this process and the sequences are moved past
 * them: run it on a database nothing else writes to at the same time.
 */
import { Faker, base, en, nl } from "@faker-js/faker";
import type pg from "pg";
import { hashPassword } from "@/lib/auth/passwords";
import { vandaag as vandaagNl } from "@/lib/schooljaar";
import { DEMO_PASSWORD } from "@/prisma/demo-constants";
import { deelLesbundels, maakLesbundels, maakPakket } from "./pakket";
import { Rng, hashString, plusDagen, tijdstip } from "./random";
import { BESTUREN, NIEUWS, NIEUWS_CATEGORIEEN, SCHOOLNAMEN } from "./teksten";
import { maakTenant, type KlantContext, type Med, type SchoolType, type TenantSpec } from "./tenant";
import { Pijplijn, Rijen, Schrijver } from "./writer";

export interface GeneratorOpties {
  tenants: number;
  pupils: number;
  years: number;
  seed: number;
  /** First administratieNr; default: above every existing one (at least 3001). */
  startAdministratieNr?: number;
  /** Bulk mode (default true): one transaction, keys and indexes recreated at the end. */
  bulk?: boolean;
  /** Without bulk mode: customers written at the same time (default 2). */
  workers?: number;
  /** "Today" (default: today in the Netherlands); decides the current school year. */
  vandaag?: Date;
  log?: (regel: string) => void;
}

export interface GeneratorResultaat {
  administratieNrs: number[];
  klantIds: number[];
  /** Rows written per table. */
  rijen: Record<string, number>;
  totaal: number;
  ms: number;
  /** Milliseconds the server spent on each table's statements (bulk mode: send to done). */
  schrijfMs: Record<string, number>;
  /** Bulk mode: milliseconds spent recreating (and so checking) the foreign keys and indexes. */
  sleutelsMs: number;
}

export interface KlantPlan {
  klantId: number;
  naam: string;
  tenants: TenantSpec[];
  /** Position in the run: with the seed it decides the content (not the numbers given out). */
  index: number;
  /** Overrides for the demo. */
  pakketNaam?: string;
  seedLabel?: string;
}

interface Gedeeld {
  schrijver: Schrijver;
  vandaag: Date;
  wachtwoordHash: string | null;
  nieuwsCategorieen: number[];
  seed: number;
  log: (regel: string) => void;
  totaal: Map<string, number>;
}

export async function genereer(pool: pg.Pool, opts: GeneratorOpties): Promise<GeneratorResultaat> {
  const start = performance.now();
  const log = opts.log ?? (() => {});
  const vandaag = opts.vandaag ?? vandaagNl();
  const client = await pool.connect();
  let gedeeld: Gedeeld;
  let plannen: KlantPlan[];
  try {
    const schrijver = await Schrijver.open(client);
    const { rows } = await client.query<{ adm: number | null; klant: number | null }>('SELECT max("administratieNr") AS adm, max("klantId") AS klant FROM "Administratie"');
    const eersteAdm = opts.startAdministratieNr ?? Math.max(3001, (rows[0]?.adm ?? 0) + 1);
    const bezet = await client.query<{ n: number }>('SELECT "administratieNr" AS n FROM "Administratie" WHERE "administratieNr" BETWEEN $1 AND $2', [eersteAdm, eersteAdm + opts.tenants - 1]);
    if (bezet.rowCount) throw new Error(`Administratienummer ${bezet.rows[0]!.n} bestaat al; kies een ander --start-admnr.`);
    const eersteKlant = Math.max(2, (rows[0]?.klant ?? 0) + 1);
    gedeeld = {
      schrijver,
      vandaag,
      wachtwoordHash: await hashPassword(DEMO_PASSWORD),
      nieuwsCategorieen: await nieuwsCategorieen(client),
      seed: opts.seed,
      log,
      totaal: new Map(),
    };
    plannen = planKlanten(opts, eersteAdm, eersteKlant);
  } finally {
    client.release();
  }
  log(`${opts.tenants} administraties (${plannen.length} klanten) met elk ${opts.pupils} leerlingen over ${opts.years} schooljaren, seed ${opts.seed}.`);

  let sleutelsMs = 0;
  if (opts.bulk ?? true) {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL synchronous_commit = off");
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      const herstel = await sleutelsUit(client);
      log(`Bulkmodus: ${herstel.aantal} foreign keys en indexen tijdelijk uit (binnen deze transactie).`);
      // One pipeline for the run: while the server takes a customer's last statement (its
      // evaluations, written last as there are no foreign keys to respect now) the next customer
      // is generated.
      const pijplijn = new Pijplijn(client);
      for (const plan of plannen) await schrijfRijen(pijplijn, gedeeld, plan, maakKlant(gedeeld, plan), { bulk: true });
      await pijplijn.klaar();
      const t = performance.now();
      await herstel.zetAan();
      sleutelsMs = performance.now() - t;
      log(`Foreign keys en indexen weer aangemaakt; alle rijen gecontroleerd in ${(sleutelsMs / 1000).toFixed(1)} s.`);
      await gedeeld.schrijver.sluitReeksen(client);
      await client.query("COMMIT");
    } catch (e) {
      await client.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  } else {
    const wachtrij = [...plannen];
    const workers = Array.from({ length: Math.max(1, opts.workers ?? 2) }, async () => {
      for (let plan = wachtrij.shift(); plan; plan = wachtrij.shift()) await schrijfKlant(pool, gedeeld, plan);
    });
    await Promise.all(workers);
  }

  const rijen = Object.fromEntries([...gedeeld.totaal.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return {
    administratieNrs: plannen.flatMap((p) => p.tenants.map((t) => t.administratieNr)),
    klantIds: plannen.map((p) => p.klantId),
    rijen,
    totaal: Object.values(rijen).reduce((a, b) => a + b, 0),
    ms: performance.now() - start,
    schrijfMs: Object.fromEntries(gedeeld.schrijver.tijden),
    sleutelsMs,
  };
}

/** Generates and writes one customer in its own transaction (used without bulk mode and by the demo seed). */
export async function schrijfKlant(pool: pg.Pool, g: Gedeeld, plan: KlantPlan): Promise<void> {
  const rijen = maakKlant(g, plan);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL synchronous_commit = off");
    await schrijfRijen(new Pijplijn(client), g, plan, rijen, { bulk: false });
    await g.schrijver.sluitReeksen(client);
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** All rows of one customer, in memory. */
function maakKlant(g: Gedeeld, plan: KlantPlan): Rijen & { evaluaties: number; ms: number } {
  const t0 = performance.now();
  const label = plan.seedLabel ?? `klant-${plan.index}`;
  const rng = Rng.derive(g.seed, label);
  const faker = new Faker({ locale: [nl, en, base] });
  faker.seed((hashString(label) ^ g.seed) >>> 0);
  const r = new Rijen();
  const ctx: KlantContext = { w: g.schrijver, r, rng, faker, seed: g.seed, vandaag: g.vandaag, wachtwoordHash: g.wachtwoordHash, lessen: [], medewerkers: new Map() };

  const eigenaar = plan.tenants[0]!;
  const huidigJaar = g.vandaag.getUTCMonth() >= 7 ? g.vandaag.getUTCFullYear() : g.vandaag.getUTCFullYear() - 1;
  const begin = new Date(Date.UTC(huidigJaar - eigenaar.jaren, 5, 1));
  ctx.pakket = maakPakket(g.schrijver, r, rng, { administratieNr: eigenaar.administratieNr, klantId: plan.klantId, naam: plan.pakketNaam ?? `Leerroutes SO/VSO - ${plan.naam}`, aangemaakt: begin });

  let evaluaties = 0;
  for (const [i, spec] of plan.tenants.entries()) {
    const uitkomst = maakTenant(ctx, spec, (staff) => {
      if (i !== 0) return;
      const auteurs = staff.filter((s) => s.rol !== "directeur").map((s) => ({ administratieNr: spec.administratieNr, gebruikerId: s.gebruikerId }));
      ctx.lessen = maakLesbundels(g.schrijver, r, rng, { pakket: ctx.pakket!, klantId: plan.klantId, administratieNr: spec.administratieNr, auteurs, aangemaakt: begin });
    });
    evaluaties += uitkomst.evaluaties;
  }
  const anderen = plan.tenants.slice(1).flatMap((t) => (ctx.medewerkers.get(t.administratieNr) ?? []).filter((m) => m.rol === "leerkracht" || m.rol === "ib").map((m) => ({ administratieNr: t.administratieNr, gebruikerId: m.gebruikerId })));
  deelLesbundels(g.schrijver, r, rng, { pakket: ctx.pakket, klantId: plan.klantId, lessen: ctx.lessen, delenMet: anderen, datum: plusDagen(begin, 120) });
  nieuws(ctx, g, eigenaar.administratieNr, plan.klantId, ctx.medewerkers.get(eigenaar.administratieNr) ?? [], begin);
  return Object.assign(r, { evaluaties, ms: performance.now() - t0 });
}

async function schrijfRijen(pijplijn: Pijplijn, g: Gedeeld, plan: KlantPlan, r: Rijen & { evaluaties: number; ms: number }, o: { bulk: boolean }) {
  const t0 = performance.now();
  await g.schrijver.schrijf(pijplijn, r, {
    voortgang: (tabel, klaar, totaal) => {
      if (totaal >= 50_000) g.log(`  klant ${plan.klantId}: ${tabel} ${klaar.toLocaleString("nl-NL")}/${totaal.toLocaleString("nl-NL")}`);
    },
    ...(o.bulk ? { achteraan: ["Evaluatie"], doorgaan: true } : {}),
  });
  for (const [tabel, rows] of r.tabellen) g.totaal.set(tabel, (g.totaal.get(tabel) ?? 0) + rows.length);
  g.log(
    `Klant ${plan.klantId} "${plan.naam}": administraties ${plan.tenants.map((t) => t.administratieNr).join(", ")}; ` +
      `${r.aantal().toLocaleString("nl-NL")} rijen (waarvan ${r.evaluaties.toLocaleString("nl-NL")} evaluaties), ` +
      `gemaakt in ${(r.ms / 1000).toFixed(1)} s, ${o.bulk ? "verstuurd" : "geschreven"} in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
  );
}

/**
 * Drops every foreign key and every non-unique index of the current schema inside the caller's
 * transaction; zetAan() creates them again from their own definitions (pg_get_constraintdef,
 * pg_get_indexdef), which validates every row. Primary keys, unique, check and exclusion
 * constraints and triggers stay on during the load.
 */
async function sleutelsUit(client: pg.PoolClient) {
  const { rows: fks } = await client.query<{ tabel: string; naam: string; def: string }>(
    `SELECT cl.relname AS tabel, k.conname AS naam, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()
      ORDER BY 1, 2`,
  );
  const { rows: indexen } = await client.query<{ naam: string; def: string }>(
    `SELECT ic.relname AS naam, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class tc ON tc.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = tc.relnamespace
      WHERE n.nspname = current_schema() AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
        AND tc.relname <> '_prisma_migrations'
      ORDER BY 1`,
  );
  for (const fk of fks) await client.query(`ALTER TABLE "${fk.tabel}" DROP CONSTRAINT "${fk.naam}"`);
  for (const ix of indexen) await client.query(`DROP INDEX "${ix.naam}"`);
  return {
    aantal: fks.length + indexen.length,
    zetAan: async () => {
      for (const ix of indexen) await client.query(ix.def);
      for (const fk of fks) await client.query(`ALTER TABLE "${fk.tabel}" ADD CONSTRAINT "${fk.naam}" ${fk.def}`);
    },
  };
}

/** The schools and customers of a run, decided by the seed. */
function planKlanten(opts: GeneratorOpties, eersteAdm: number, eersteKlant: number): KlantPlan[] {
  const rng = Rng.derive(opts.seed, "plan");
  const plannen: KlantPlan[] = [];
  const gebruikt = new Set<string>();
  let adm = eersteAdm;
  for (let over = opts.tenants; over > 0; ) {
    const grootte = Math.min(over, rng.weighted([[1, 2], [2, 3], [3, 3], [4, 2]] as const));
    over -= grootte;
    const klantId = eersteKlant + plannen.length;
    const bestuur = `${BESTUREN[plannen.length % BESTUREN.length]!}${plannen.length >= BESTUREN.length ? ` ${Math.floor(plannen.length / BESTUREN.length) + 1}` : ""}`;
    const tenants: TenantSpec[] = [];
    for (let i = 0; i < grootte; i++) {
      const soort = rng.weighted<SchoolType>([["SO", 55], ["SBO", 25], ["BO", 20]]);
      let naam = rng.pick(SCHOOLNAMEN[soort]);
      for (let k = 2; gebruikt.has(naam); k++) naam = `${rng.pick(SCHOOLNAMEN[soort])}${k > 3 ? ` ${k}` : ""}`;
      gebruikt.add(naam);
      tenants.push({
        administratieNr: adm++,
        klantId,
        naam,
        soort,
        leerlingen: opts.pupils,
        jaren: opts.years,
        verloop: true,
        perioden: rng.weighted([[4, 70], [2, 20], [3, 10]] as const),
      });
    }
    plannen.push({ klantId, naam: bestuur, tenants, index: plannen.length });
  }
  return plannen;
}

async function nieuwsCategorieen(client: pg.PoolClient): Promise<number[]> {
  for (const [i, naam] of NIEUWS_CATEGORIEEN.entries()) {
    await client.query('INSERT INTO "NieuwsCategorie" (naam, volgnummer) VALUES ($1, $2) ON CONFLICT (naam) DO NOTHING', [naam, i + 1]);
  }
  const { rows } = await client.query<{ id: number; naam: string }>('SELECT id, naam FROM "NieuwsCategorie" WHERE naam = ANY($1)', [NIEUWS_CATEGORIEEN]);
  return NIEUWS_CATEGORIEEN.map((naam) => rows.find((r) => r.naam === naam)!.id);
}

function nieuws(ctx: KlantContext, g: Gedeeld, adm: number, klantId: number, staff: Med[], begin: Date) {
  const { r, rng, w } = ctx;
  const auteur = staff.find((m) => m.rol === "beheerder") ?? staff[0];
  if (!auteur) return;
  for (const artikel of rng.sample(NIEUWS, 3)) {
    const id = w.id("NieuwsArtikel");
    const dag = plusDagen(begin, rng.int(60, 500));
    if (dag > ctx.vandaag) continue;
    const t = tijdstip(rng, dag);
    r.add("NieuwsArtikel", { id, administratieNr: adm, klantId, auteurId: auteur.gebruikerId, titel: artikel.titel, samenvatting: artikel.samenvatting, inhoud: `<p>${artikel.samenvatting}</p><p>Met vriendelijke groet, het team.</p>`, publicatiedatum: dag, gepubliceerd: true, voorIedereen: false, createdAt: t, updatedAt: t });
    r.add("NieuwsArtikelCategorie", { artikelId: id, categorieId: g.nieuwsCategorieen[NIEUWS_CATEGORIEEN.indexOf(artikel.categorie)]! });
    // The generator writes no file bytes: an image row would be a broken image on every home page.
    // The draws stay, so the rest of the generated data does not change.
    if (rng.chance(0.5)) {
      w.id("Bestand");
      rng.int(50_000, 600_000);
    }
  }
}

/** Shared state for writing customers outside genereer (the demo seed). */
export async function bereid(pool: pg.Pool, o: { seed: number; vandaag?: Date; log?: (regel: string) => void }): Promise<Gedeeld> {
  const client = await pool.connect();
  try {
    return {
      schrijver: await Schrijver.open(client),
      vandaag: o.vandaag ?? vandaagNl(),
      wachtwoordHash: await hashPassword(DEMO_PASSWORD),
      nieuwsCategorieen: await nieuwsCategorieen(client),
      seed: o.seed,
      log: o.log ?? (() => {}),
      totaal: new Map(),
    };
  } finally {
    client.release();
  }
}
