import { beforeAll, describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { leerrouteOp, scoresOp, standOp } from "@/lib/beheersing";
import { groepVastlopen, laadOverzicht } from "@/lib/services/opbrengsten";
import { loadPermissions, type TenantPermissions } from "@/lib/services/permissions";
import { call } from "./helpers";
import { monitorSchool } from "./monitor-fixture";
import { opbrengstenSchool } from "./opbrengsten-fixture";

/**
 * The answers of every mastery read on the two hand-made fixtures (tests/api/monitor-fixture.ts,
 * opbrengsten-fixture.ts), whole, against a snapshot recorded with the implementation BEFORE the
 * standing moved into one statement per overview (issue 12, commit 4b3bb5a): the set-based SQL
 * must answer the same numbers, labels, counts and order. Ids are replaced by the fixture's names
 * and school years by J-1/J/J+1, and the fields that depend on today's date (period dates, which
 * period is open) are left out, so the snapshot holds on any day and in any database.
 */

type Soort = "leerling" | "indicator" | "competentie" | "domein" | "pakket";
const SOORT_VAN_SLEUTEL: Record<string, Soort> = {
  leerlingId: "leerling",
  indicatorId: "indicator",
  indicatorIds: "indicator",
  competentieId: "competentie",
  domeinId: "domein",
  pakketId: "pakket",
  leerroutepakketId: "pakket",
};
/** `id` inside these containers is an id of that kind. */
const SOORT_VAN_HOUDER: Record<string, Soort> = {
  leerlingen: "leerling",
  items: "leerling",
  leerling: "leerling",
  indicatoren: "indicator",
  competenties: "competentie",
  competentie: "competentie",
  domeinen: "domein",
  pakket: "pakket",
};
const DATUMAFHANKELIJK = new Set(["ingangsdatum", "einddatum", "open", "actievePeriode"]);

function normaliseer(waarde: unknown, namen: Record<Soort, Map<number, string>>, sleutel = "", houder = ""): unknown {
  const soort = sleutel === "id" ? SOORT_VAN_HOUDER[houder] : SOORT_VAN_SLEUTEL[sleutel];
  const naam = (n: number) => {
    const gevonden = soort ? namen[soort].get(n) : undefined;
    if (soort && gevonden === undefined) throw new Error(`${houder}.${sleutel} = ${n}: geen ${soort} van de fixture`);
    return gevonden ?? n;
  };
  if (typeof waarde === "number") return soort ? naam(waarde) : waarde;
  if (Array.isArray(waarde)) return waarde.map((w) => normaliseer(w, namen, typeof w === "number" ? sleutel : "", sleutel || houder));
  if (waarde && typeof waarde === "object")
    return Object.fromEntries(
      Object.entries(waarde)
        .filter(([k]) => !DATUMAFHANKELIJK.has(k))
        .map(([k, v]) => [k, normaliseer(v, namen, k, Array.isArray(v) || (v && typeof v === "object") ? k : houder)]),
    );
  return waarde;
}

/** The answer as text with fixture names for ids and J-1/J/J+1 for the years around the fixture's school year. */
function alsTekst(antwoord: unknown, namen: Record<Soort, Map<number, string>>, schooljaar: string) {
  const j = Number(schooljaar.slice(0, 4));
  return JSON.stringify(normaliseer(antwoord, namen), null, 1)
    .replaceAll(String(j - 1), "J-1")
    .replaceAll(String(j + 1), "J+1")
    .replaceAll(String(j), "J");
}

async function namenVan(pakketId: number, leerlingen: Record<string, { id: number }>) {
  const [indicatoren, competenties, domeinen] = await Promise.all([
    db.indicator.findMany({ where: { leerroutepakketId: pakketId }, select: { id: true, naam: true } }),
    db.competentie.findMany({ where: { leerroutepakketId: pakketId }, select: { id: true, naam: true } }),
    db.domein.findMany({ where: { leerroutepakketId: pakketId }, select: { id: true, naam: true } }),
  ]);
  return {
    leerling: new Map(Object.entries(leerlingen).map(([naam, l]) => [l.id, naam])),
    indicator: new Map(indicatoren.map((i) => [i.id, i.naam])),
    competentie: new Map(competenties.map((c) => [c.id, c.naam])),
    domein: new Map(domeinen.map((d) => [d.id, d.naam])),
    pakket: new Map([[pakketId, "pakket"]]),
  };
}

async function antwoord(method: string, pad: string, opts: Parameters<typeof call>[2]) {
  const res = await call(method, pad, opts);
  expect(res.status, pad).toBe(200);
  return res.json;
}

describe("overviews (Opbrengsten) on the hand-made school", () => {
  let t: Awaited<ReturnType<typeof opbrengstenSchool>>;
  beforeAll(async () => {
    t = await opbrengstenSchool();
  });

  it("answer as before", async () => {
    const namen = await namenVan(t.pakket.id, { anna: t.anna, bram: t.bram, cas: t.cas });
    const p = t.pakket.id;
    const { taal, rekenen } = t.pakket.domeinen;
    const { tellen } = t.pakket.competenties;
    const get = (pad: string, cookie = t.user.cookie) => antwoord("GET", `/api/Opbrengsten/${pad}`, { cookie, query: { administratieNr: t.administratieNr } });
    const post = (pad: string, body: unknown, cookie = t.user.cookie) => antwoord("POST", `/api/Opbrengsten/${pad}`, { cookie, body, query: { administratieNr: t.administratieNr, jaar: t.schooljaar } });
    const sj = t.schooljaar;
    const antwoorden = {
      perDomeinP1: await get(`BeheersingPerDomein/${p}/${sj}/1/0`),
      perDomeinP2: await get(`BeheersingPerDomein/${p}/${sj}/2/0`),
      perDomeinTak2: await get(`BeheersingPerDomein/${p}/${sj}/1/2`),
      perDomeinKlas: await get(`BeheersingPerDomein/${p}/${sj}/1/0`, t.leerkracht.cookie),
      trendAlle: await get(`BeheersingDomeinPerSchooljaar/${p}/0/0/${sj}/1/2`),
      trendTaal: await get(`BeheersingDomeinPerSchooljaar/${p}/${taal}/0/${sj}/2/3`),
      routeDomein: await get(`LeerrouteDomein/${p}/${sj}/1/0`),
      routeDomeinP2: await get(`LeerrouteDomein/${p}/${sj}/2/1`),
      routeTrend: await get(`LeerrouteSchooljaar/${p}/0/0/${sj}/1/2`),
      routeTrendEen: await get(`LeerrouteSchooljaar/${p}/1/0/${sj}/1/2`),
      competentiePerPeriode: await post(`CompententieBeheersingPerPeriode/${p}/0/0/1/2`, {}),
      competentieGroep: await post(`CompententieBeheersingPerPeriode/${p}/0/0/1/2`, { groepNr: 1 }),
      competentieRoute: await post(`CompententieBeheersingPerPeriode/${p}/0/0/1/2`, { leerrouteNummer: 1 }),
      competentieVak: await post(`CompententieBeheersingPerPeriode/${p}/0/0/1/2`, { vakgebiedNr: 1 }),
      competentieTellen: await post(`CompententieBeheersingPerPeriode/${p}/${rekenen}/${tellen}/1/2`, {}),
      competentieEigen: await post(`CompententieBeheersingPerPeriode/${p}/0/0/1/2`, { eigen: true }, t.leerkracht.cookie),
      leerlingPakket: await post(`LeerlingVakgebiedBeheersingPerPeriode/${p}/0/1/2`, {}),
      leerlingVak: await post(`LeerlingVakgebiedBeheersingPerPeriode/${p}/1/1/2`, {}),
      leerlingPagina: await post(`LeerlingVakgebiedBeheersingPerPeriode/${p}/0/1/2`, { page: 2, pageSize: 2 }),
      leerlingTak: await post(`LeerlingVakgebiedBeheersingPerPeriode/${p}/0/1/2`, { vestigingNr: 1 }),
    };
    const tenant = (await loadPermissions(t.administratieNr, { gebruikerId: t.leerkracht.id })) as TenantPermissions;
    const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId: t.leerkracht.id }, requestId: "test" };
    const vastlopen = {
      p1: await groepVastlopen(ctx, { pakketId: p, groepNr: 1, schooljaar: sj, periodeNummer: 1 }),
      p2: await groepVastlopen(ctx, { pakketId: p, groepNr: 1, schooljaar: sj, periodeNummer: 2 }),
    };
    await expect(alsTekst({ antwoorden, vastlopen }, namen, sj)).toMatchFileSnapshot("./__snapshots__/beheersing-opbrengsten.json");
  });

  it("the standing the statement computes is formula 2 (standOp) for every pupil and period", async () => {
    // Formula 2 twice: from the evaluations the overview's statement reads once per pupil (their
    // period codes, scoresOp) and by standOp over every evaluation row of the package; they must
    // choose the same score.
    const ctx: TenantContext = { ...((await loadPermissions(t.administratieNr, { gebruikerId: t.user.id })) as TenantPermissions), principal: { kind: "user", gebruikerId: t.user.id }, requestId: "test" };
    const gevraagd = [
      { schooljaar: t.vorigJaar, nummer: 1 },
      { schooljaar: t.schooljaar, nummer: 1 },
      { schooljaar: t.schooljaar, nummer: 2 },
    ];
    const o = await laadOverzicht(ctx, t.pakket.id, gevraagd, {});
    expect(o.punten.map((p) => [p.schooljaar, p.nummer])).toEqual(gevraagd.map((g) => [g.schooljaar, g.nummer]));
    const rijen = await db.evaluatie.findMany({ where: { administratieNr: t.administratieNr, leerroutepakketId: t.pakket.id } });
    let vergeleken = 0;
    for (const r of o.rijen) {
      const punt = o.punten[r.idx]!;
      const sql = scoresOp(o.evaluaties.get(r.leerlingId), punt);
      const uitModule = new Map([...standOp(rijen.filter((e) => e.leerlingId === r.leerlingId), { schooljaar: punt.schooljaar, nummer: punt.nummer }).values()].map((e) => [e.indicatorId, e.score]));
      expect(sql, `${r.roepnaam} ${punt.schooljaar}/${punt.nummer}`).toEqual(uitModule);
      vergeleken += uitModule.size;
    }
    // Anna's carried-forward and replaced scores are among them (the comparison is not empty).
    expect(o.rijen.length).toBe(1 + 3 + 3);
    expect(vergeleken).toBeGreaterThan(10);
  });

  it("each period's row takes the route that holds at that period's end, when a pupil's route changes between them", async () => {
    // The statement reads a pupil's routes once for all periods; leerrouteOp must still give each
    // period its own: Cas is on route 2 until this year's first period ends, then on route 1.
    const ctx: TenantContext = { ...((await loadPermissions(t.administratieNr, { gebruikerId: t.user.id })) as TenantPermissions), principal: { kind: "user", gebruikerId: t.user.id }, requestId: "test" };
    const start = Number(t.schooljaar.slice(0, 4));
    const route = { administratieNr: t.administratieNr, leerlingId: t.cas.id, leerroutepakketId: t.pakket.id };
    await db.leerlingLeerroute.createMany({
      data: [
        { ...route, leerrouteNummer: 2, ingangsdatum: new Date(`${start - 1}-08-01`), einddatum: new Date(`${start}-12-31`) },
        { ...route, leerrouteNummer: 1, ingangsdatum: new Date(`${start + 1}-01-01`) },
      ],
    });
    try {
      const gevraagd = [
        { schooljaar: t.vorigJaar, nummer: 1 },
        { schooljaar: t.schooljaar, nummer: 1 },
        { schooljaar: t.schooljaar, nummer: 2 },
      ];
      const o = await laadOverzicht(ctx, t.pakket.id, gevraagd, {});
      const perPeriode = o.rijen
        .filter((r) => r.leerlingId === t.cas.id)
        .map((r) => [o.punten[r.idx]!.nummer, o.punten[r.idx]!.schooljaar, leerrouteOp(r.routes, r.leerlingId, t.pakket.id, o.punten[r.idx]!.einddatum)?.leerrouteNummer]);
      expect(perPeriode).toEqual([
        [1, t.schooljaar, 2],
        [2, t.schooljaar, 1],
      ]);
      // Every row against the table itself: the route whose dates hold the period's last day.
      for (const r of o.rijen) {
        const eind = new Date(o.punten[r.idx]!.einddatum);
        const inTabel = await db.leerlingLeerroute.findFirst({
          where: { ...route, leerlingId: r.leerlingId, ingangsdatum: { lte: eind }, einddatum: { gte: eind } },
          orderBy: { ingangsdatum: "desc" },
        });
        expect(leerrouteOp(r.routes, r.leerlingId, t.pakket.id, o.punten[r.idx]!.einddatum)?.leerrouteNummer ?? null, `${r.roepnaam} ${r.idx}`).toBe(inTabel?.leerrouteNummer ?? null);
      }
    } finally {
      await db.leerlingLeerroute.deleteMany({ where: route });
    }
  });
});

describe("evaluation and monitor reads on the hand-made school", () => {
  let s: Awaited<ReturnType<typeof monitorSchool>>;
  beforeAll(async () => {
    // The evaluations of tests/api/monitor.test.ts.
    s = await monitorSchool();
    await s.eerdereEvaluaties(100);
    await s.evalueer(s.anna.id, "L21", 100, s.schooljaar, 2);
    await s.evalueer(s.anna.id, "L22", 100, s.schooljaar, 2);
    await s.evalueer(s.anna.id, "L31", 50, s.schooljaar, 2);
    await s.evalueer(s.bram.id, "T1", 0, s.schooljaar, 2);
  });

  it("answer as before", async () => {
    const namen = await namenVan(s.pakketId, { anna: s.anna, bram: s.bram });
    const als = (cookie: string) => ({ query: { administratieNr: String(s.adm) }, cookie });
    const get = (pad: string, cookie = s.user.cookie) => antwoord("GET", pad, als(cookie));
    const b = (periode: number) => `${s.schooljaar}/${periode}/${s.pakketId}`;
    const antwoorden: Record<string, unknown> = {};
    for (const periode of [1, 2]) {
      Object.assign(antwoorden, {
        [`beheersing${periode}`]: await get(`/api/Monitor/BeheersingPerLeerling/${b(periode)}/1`),
        [`beheersingGroep2_${periode}`]: await get(`/api/Monitor/BeheersingPerLeerling/${b(periode)}/2`),
        [`vakgebied${periode}`]: await get(`/api/Monitor/VakgebiedBeheersingPerLeerling/${b(periode)}/1/1`),
        [`competentie${periode}`]: await get(`/api/Monitor/CompetentieBeheersingPerLeerling/${b(periode)}/1/${s.taal}/${s.lezen}`),
        [`competentieRekenen${periode}`]: await get(`/api/Monitor/CompetentieBeheersingPerLeerling/${b(periode)}/1/${s.rekenen}/${s.tellen}`),
        [`niveau${periode}`]: await get(`/api/Monitor/CompetentieNiveauBeheersingPerLeerling/${b(periode)}/1/${s.taal}/${s.lezen}/2`),
        [`alles${periode}`]: await get(`/api/Observaties/All/${b(periode)}/1/${s.taal}`),
        [`groepCompetentie${periode}`]: await get(`/api/Observaties/groepCompetentieEvaluaties/${b(periode)}/1/${s.taal}/${s.lezen}`),
        [`groepNiveau${periode}`]: await get(`/api/Observaties/groepCompetentieNiveauEvaluaties/${b(periode)}/1/${s.taal}/${s.lezen}/2`),
        [`leerling${periode}`]: await get(`/api/Observaties/LeerlingEvaluaties/${b(periode)}/${s.anna.id}/${s.taal}/${s.lezen}/3`),
        [`leerlingVak${periode}`]: await get(`/api/Observaties/LeerlingVakgebiedEvaluatie/${b(periode)}/${s.anna.id}/1`, s.leerkracht.cookie),
      });
    }
    await expect(alsTekst(antwoorden, namen, s.schooljaar)).toMatchFileSnapshot("./__snapshots__/beheersing-monitor.json");
  });
});
