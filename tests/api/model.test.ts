import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { schooljaarGrenzen } from "@/lib/schooljaar";
import { makeTenant } from "./helpers";

/**
 * The database refuses impossible states by itself (foreign keys, unique keys, CHECK and EXCLUDE
 * constraints of prisma/migrations). Every refusal is checked for its error code and the name of
 * the constraint, next to an allowed variant, so a test fails when the constraint is missing.
 */

interface Verwacht {
  /** Prisma's code: P2002 unique, P2003 foreign key, P2039 (other database errors, see pg). */
  prisma?: string;
  /** Postgres SQLSTATE: 23505 unique, 23503 foreign key, 23514 check, 23P01 exclusion. */
  pg: string;
  constraint: RegExp;
}

async function weigert(poging: Promise<unknown>, verwacht: Verwacht) {
  const fout = (await poging.then(
    () => null,
    (e: unknown) => e,
  )) as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string; originalMessage?: string } } } } | null;
  expect(fout, "de database had dit moeten weigeren").not.toBeNull();
  const oorzaak = fout!.meta?.driverAdapterError?.cause;
  if (verwacht.prisma) expect(fout!.code).toBe(verwacht.prisma);
  expect(oorzaak?.originalCode).toBe(verwacht.pg);
  expect(oorzaak?.originalMessage).toMatch(verwacht.constraint);
}

const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

type Tenant = Awaited<ReturnType<typeof makeTenant>>;

/** A minimal learning-route package of a tenant: two levels, two domains, one competency, two indicators. */
async function maakPakket(t: Tenant) {
  const { administratieNr } = t;
  const klantId = administratieNr; // makeTenant uses the number as klantId
  const pakket = await db.leerroutepakket.create({ data: { administratieNr, klantId, naam: `Pakket ${administratieNr}` } });
  const leerroutepakketId = pakket.id;
  await db.niveau.createMany({
    data: [1, 2].map((nummer) => ({ leerroutepakketId, nummer, waarde: String(nummer), label: `Niveau ${nummer}`, volgnummer: nummer })),
  });
  const taal = await db.domein.create({ data: { leerroutepakketId, naam: "Nederlandse taal", volgnummer: 1 } });
  const rekenen = await db.domein.create({ data: { leerroutepakketId, naam: "Rekenen/wiskunde", volgnummer: 2 } });
  const lezen = await db.competentie.create({ data: { leerroutepakketId, domeinId: taal.id, naam: "Technisch lezen", volgnummer: 1 } });
  await db.competentieniveau.createMany({ data: [1, 2].map((niveauNummer) => ({ leerroutepakketId, competentieId: lezen.id, niveauNummer })) });
  const ind1 = await db.indicator.create({ data: { leerroutepakketId, domeinId: taal.id, competentieId: lezen.id, niveauNummer: 1, naam: "Herkent de eigen naam", volgnummer: 1 } });
  const ind2 = await db.indicator.create({ data: { leerroutepakketId, domeinId: taal.id, competentieId: lezen.id, niveauNummer: 2, naam: "Leest mkm-woorden", volgnummer: 1 } });
  await db.fase.create({ data: { leerroutepakketId, nummer: 1, naam: "Fase 1", volgnummer: 1 } });
  await db.leerroute.create({ data: { leerroutepakketId, nummer: 1, naam: "Leerroute 1" } });
  await db.leerroutepakketfase.createMany({
    data: [taal, rekenen].map((dom) => ({ leerroutepakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: dom.id, niveauNummer: 1 })),
  });
  await db.administratieLeerroutepakket.create({ data: { administratieNr, leerroutepakketId, klantId } });
  return { leerroutepakketId, klantId, taal, rekenen, lezen, ind1, ind2 };
}

let a: Tenant;
let b: Tenant;
let jaar: { ingangsdatum: Date; einddatum: Date };
let pakketA: Awaited<ReturnType<typeof maakPakket>>;

async function leerling(t: Tenant, roepnaam = "Sanne") {
  return db.leerling.create({ data: { administratieNr: t.administratieNr, roepnaam, achternaam: "Jansen", ingangsdatum: jaar.ingangsdatum } });
}

beforeAll(async () => {
  a = await makeTenant();
  b = await makeTenant();
  jaar = schooljaarGrenzen(a.schooljaar);
  const start = jaar.ingangsdatum.getUTCFullYear();
  for (const t of [a, b]) {
    await db.periode.createMany({
      data: [
        { administratieNr: t.administratieNr, schooljaar: t.schooljaar, nummer: 1, ingangsdatum: d(`${start}-08-01`), einddatum: d(`${start}-12-31`) },
        { administratieNr: t.administratieNr, schooljaar: t.schooljaar, nummer: 2, ingangsdatum: d(`${start + 1}-01-01`), einddatum: d(`${start + 1}-07-31`) },
      ],
    });
  }
  pakketA = await maakPakket(a);
});

describe("school years and periods", () => {
  it("refuses two periods with the same number in one school year", async () => {
    const { administratieNr, schooljaar } = a;
    await weigert(db.periode.create({ data: { administratieNr, schooljaar, nummer: 1, ingangsdatum: jaar.einddatum, einddatum: jaar.einddatum } }), {
      prisma: "P2002",
      pg: "23505",
      constraint: /Periode_pkey/,
    });
  });

  it("refuses overlapping periods in one school year, allows a period in another year", async () => {
    const { administratieNr, schooljaar } = a;
    const start = jaar.ingangsdatum.getUTCFullYear();
    await weigert(db.periode.create({ data: { administratieNr, schooljaar, nummer: 3, ingangsdatum: d(`${start}-12-31`), einddatum: d(`${start + 1}-01-15`) } }), {
      pg: "23P01",
      constraint: /Periode_geen_overlap/,
    });
    const vorig = `${start - 1}-${start}`;
    await db.schooljaar.create({ data: { administratieNr, schooljaar: vorig, ...schooljaarGrenzen(vorig) } });
    await db.periode.create({ data: { administratieNr, schooljaar: vorig, nummer: 1, ingangsdatum: d(`${start - 1}-08-01`), einddatum: d(`${start}-07-31`) } });
  });

  it("refuses a school year that is not two consecutive years, and an end before the start", async () => {
    const { administratieNr } = a;
    await weigert(db.schooljaar.create({ data: { administratieNr, schooljaar: "2030-2032", ingangsdatum: d("2030-08-01"), einddatum: d("2031-07-31") } }), {
      pg: "23514",
      constraint: /Schooljaar_schooljaar_check/,
    });
    await weigert(db.schooljaar.create({ data: { administratieNr, schooljaar: "2030-2031", ingangsdatum: d("2031-08-01"), einddatum: d("2031-07-31") } }), {
      pg: "23514",
      constraint: /Schooljaar_datums_check/,
    });
  });
});

describe("groups and branches", () => {
  it("refuses a group that points at another administration's branch", async () => {
    await db.vestiging.create({ data: { administratieNr: b.administratieNr, nr: 7, naam: "Alleen in B" } });
    await weigert(
      db.groep.create({ data: { administratieNr: a.administratieNr, nr: 70, naam: "Groep 7", schooljaar: a.schooljaar, vestigingNr: 7 } }),
      { prisma: "P2003", pg: "23503", constraint: /Groep_administratieNr_vestigingNr_fkey/ },
    );
    await db.groep.create({ data: { administratieNr: b.administratieNr, nr: 70, naam: "Groep 7", schooljaar: b.schooljaar, vestigingNr: 7 } });
  });

  it("refuses deleting a branch that has groups, allows deleting an empty one", async () => {
    await weigert(db.vestiging.delete({ where: { administratieNr_nr: { administratieNr: a.administratieNr, nr: 1 } } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /Groep_administratieNr_vestigingNr_fkey/,
    });
    await db.vestiging.create({ data: { administratieNr: a.administratieNr, nr: 9, naam: "Leeg" } });
    await db.vestiging.delete({ where: { administratieNr_nr: { administratieNr: a.administratieNr, nr: 9 } } });
  });

  it("refuses deleting a school year that has groups", async () => {
    await weigert(db.schooljaar.delete({ where: { administratieNr_schooljaar: { administratieNr: a.administratieNr, schooljaar: a.schooljaar } } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /Groep_administratieNr_schooljaar_fkey/,
    });
  });
});

describe("group assignments", () => {
  it("refuses the same pupil twice in the same group from the same date", async () => {
    const l = await leerling(a);
    const data = { administratieNr: a.administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: jaar.ingangsdatum };
    await db.leerlingtoewijzing.create({ data });
    await weigert(db.leerlingtoewijzing.create({ data }), { prisma: "P2002", pg: "23505", constraint: /Leerlingtoewijzing_administratieNr_leerlingId_groepNr_ingan_key/ });
  });

  it("refuses overlapping assignments to the same group, allows consecutive ones", async () => {
    const l = await leerling(a);
    const { administratieNr } = a;
    const start = jaar.ingangsdatum.getUTCFullYear();
    await db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: jaar.ingangsdatum, einddatum: d(`${start}-12-31`) } });
    await weigert(db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: d(`${start}-12-01`) } }), {
      pg: "23P01",
      constraint: /Leerlingtoewijzing_groep_geen_overlap/,
    });
    await db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: d(`${start + 1}-01-01`) } });
  });

  it("refuses a pupil in two classes at the same time, allows a class plus an Onderwijsgroep", async () => {
    const { administratieNr, schooljaar } = a;
    await db.groep.createMany({
      data: [
        { administratieNr, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 1, soort: "Klas" },
        { administratieNr, nr: 3, naam: "Leesgroep", schooljaar, vestigingNr: 1, soort: "Onderwijsgroep" },
      ],
    });
    const l = await leerling(a);
    await db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: jaar.ingangsdatum } });
    await weigert(db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 2, ingangsdatum: d(`${jaar.ingangsdatum.getUTCFullYear() + 1}-01-10`) } }), {
      pg: "23P01",
      constraint: /Leerlingtoewijzing_een_klas/,
    });
    const og = await db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 3, ingangsdatum: jaar.ingangsdatum } });
    // The database copies the group's kind, whatever the caller says.
    expect(og.groepSoort).toBe("Onderwijsgroep");
    // Turning the reading group into a class would put the pupil in two classes: refused.
    await weigert(db.groep.update({ where: { administratieNr_nr: { administratieNr, nr: 3 } }, data: { soort: "Klas" } }), {
      pg: "23P01",
      constraint: /Leerlingtoewijzing_een_klas/,
    });
  });

  it("copies the group's school year and branch onto each assignment and keeps them equal", async () => {
    const { administratieNr, schooljaar } = a;
    const volgend = `${jaar.ingangsdatum.getUTCFullYear() + 1}-${jaar.ingangsdatum.getUTCFullYear() + 2}`;
    const grenzen = schooljaarGrenzen(volgend);
    await db.schooljaar.create({ data: { administratieNr, schooljaar: volgend, ...grenzen } });
    await db.vestiging.create({ data: { administratieNr, nr: 7, naam: "Vestiging Oost" } });
    await db.groep.createMany({
      data: [
        { administratieNr, nr: 70, naam: "Groep 7a", schooljaar, vestigingNr: 1, soort: "Klas" },
        { administratieNr, nr: 71, naam: "Groep 7b", schooljaar: volgend, vestigingNr: 7, soort: "Onderwijsgroep" },
      ],
    });
    const l = await leerling(a);
    const kopie = (id: number) =>
      db.leerlingtoewijzing.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr, id } }, select: { groepSoort: true, groepSchooljaar: true, groepVestigingNr: true } });
    // Whatever the caller says, the database writes the group's values (Prisma and plain SQL alike).
    const t = await db.leerlingtoewijzing.create({ data: { administratieNr, leerlingId: l.id, groepNr: 70, ingangsdatum: jaar.ingangsdatum, groepSchooljaar: "1999-2000", groepVestigingNr: 99 } });
    expect(await kopie(t.id)).toEqual({ groepSoort: "Klas", groepSchooljaar: schooljaar, groepVestigingNr: 1 });
    const [ingevoegd] = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum) VALUES (${administratieNr}, ${l.id}, 71, ${grenzen.ingangsdatum}) RETURNING id`;
    const sqlId = ingevoegd!.id;
    expect(await kopie(sqlId)).toEqual({ groepSoort: "Onderwijsgroep", groepSchooljaar: volgend, groepVestigingNr: 7 });
    // Moving the assignment to another group takes that group's values.
    await db.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr, id: t.id } }, data: { groepNr: 71, ingangsdatum: jaar.ingangsdatum, einddatum: jaar.ingangsdatum } });
    expect(await kopie(t.id)).toEqual({ groepSoort: "Onderwijsgroep", groepSchooljaar: volgend, groepVestigingNr: 7 });
    // A group moved to another branch or year carries its assignments' copies along (ON UPDATE CASCADE).
    await db.groep.update({ where: { administratieNr_nr: { administratieNr, nr: 71 } }, data: { vestigingNr: 1, schooljaar } });
    expect(await kopie(t.id)).toEqual({ groepSoort: "Onderwijsgroep", groepSchooljaar: schooljaar, groepVestigingNr: 1 });
    expect(await kopie(sqlId)).toEqual({ groepSoort: "Onderwijsgroep", groepSchooljaar: schooljaar, groepVestigingNr: 1 });
    // A copy that disagrees with its group is refused.
    await weigert(db.$executeRaw`UPDATE "Leerlingtoewijzing" SET "groepVestigingNr" = 7 WHERE "administratieNr" = ${administratieNr} AND id = ${t.id}`, {
      pg: "23503",
      constraint: /Leerlingtoewijzing_groepkopie_fkey/,
    });
  });

  it("refuses assigning a pupil to another administration's group and dates in the wrong order", async () => {
    const l = await leerling(a);
    await db.groep.create({ data: { administratieNr: b.administratieNr, nr: 50, naam: "Groep B", schooljaar: b.schooljaar, vestigingNr: 1 } });
    await weigert(db.leerlingtoewijzing.create({ data: { administratieNr: a.administratieNr, leerlingId: l.id, groepNr: 50, ingangsdatum: jaar.ingangsdatum } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /Leerlingtoewijzing_administratieNr_groepNr_fkey/,
    });
    await weigert(
      db.leerlingtoewijzing.create({ data: { administratieNr: a.administratieNr, leerlingId: l.id, groepNr: 1, ingangsdatum: jaar.einddatum, einddatum: jaar.ingangsdatum } }),
      { pg: "23514", constraint: /Leerlingtoewijzing_datums_check/ },
    );
  });
});

describe("evaluations and learning-route packages", () => {
  async function evaluatie(t: Tenant, leerlingId: number, extra: Partial<{ niveauNummer: number; score: number; indicatorId: number; periodeNummer: number }> = {}) {
    return db.evaluatie.create({
      data: {
        administratieNr: t.administratieNr,
        leerlingId,
        leerroutepakketId: pakketA.leerroutepakketId,
        indicatorId: pakketA.ind1.id,
        competentieId: pakketA.lezen.id,
        niveauNummer: 1,
        schooljaar: t.schooljaar,
        periodeNummer: 1,
        score: 100,
        datum: jaar.ingangsdatum,
        ...extra,
      },
    });
  }

  it("refuses deleting a pupil with evaluations, allows deleting one without", async () => {
    const l = await leerling(a);
    await evaluatie(a, l.id);
    await weigert(db.leerling.delete({ where: { administratieNr_id: { administratieNr: a.administratieNr, id: l.id } } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /Evaluatie_administratieNr_leerlingId_fkey/,
    });
    const zonder = await leerling(a, "Bram");
    await db.leerling.delete({ where: { administratieNr_id: { administratieNr: a.administratieNr, id: zonder.id } } });
  });

  it("refuses a second evaluation of the same indicator in the same period", async () => {
    const l = await leerling(a);
    await evaluatie(a, l.id);
    await weigert(evaluatie(a, l.id, { score: 50 }), { prisma: "P2002", pg: "23505", constraint: /Evaluatie_pkey/ });
    await evaluatie(a, l.id, { periodeNummer: 2 });
  });

  it("refuses a level other than the indicator's, a period that does not exist and a score above 100", async () => {
    const l = await leerling(a);
    await weigert(evaluatie(a, l.id, { niveauNummer: 2 }), { prisma: "P2003", pg: "23503", constraint: /Evaluatie_leerroutepakketId_competentieId_niveauNummer_ind_fkey/ });
    await weigert(evaluatie(a, l.id, { periodeNummer: 9 }), { prisma: "P2003", pg: "23503", constraint: /Evaluatie_administratieNr_schooljaar_periodeNummer_fkey/ });
    await weigert(evaluatie(a, l.id, { score: 101 }), { pg: "23514", constraint: /Evaluatie_score_check/ });
  });

  it("refuses evaluations in a package the administration does not use", async () => {
    const l = await leerling(b);
    await weigert(evaluatie(b, l.id), { prisma: "P2003", pg: "23503", constraint: /Evaluatie_administratieNr_leerroutepakketId_fkey/ });
  });

  it("lets an administration use only packages of its own customer", async () => {
    // b has another klantId: neither its own klantId nor the package's will do.
    for (const klantId of [b.administratieNr, pakketA.klantId]) {
      await weigert(db.administratieLeerroutepakket.create({ data: { administratieNr: b.administratieNr, leerroutepakketId: pakketA.leerroutepakketId, klantId } }), {
        prisma: "P2003",
        pg: "23503",
        constraint: /AdministratieLeerroutepakket_.*_fkey/,
      });
    }
  });

  it("refuses an indicator of another domain in a phase cell", async () => {
    const cel = { leerroutepakketId: pakketA.leerroutepakketId, faseNummer: 1, leerrouteNummer: 1 };
    await weigert(db.leerroutepakketfaseIndicator.create({ data: { ...cel, domeinId: pakketA.rekenen.id, indicatorId: pakketA.ind1.id } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /LeerroutepakketfaseIndicator_leerroutepakketId_domeinId_in_fkey/,
    });
    await db.leerroutepakketfaseIndicator.create({ data: { ...cel, domeinId: pakketA.taal.id, indicatorId: pakketA.ind1.id } });
  });

  it("refuses deleting a package in use or a level still in use, and deletes an unused package with its content", async () => {
    await weigert(db.leerroutepakket.delete({ where: { id: pakketA.leerroutepakketId } }), { prisma: "P2003", pg: "23503", constraint: /_fkey/ });
    // Checked at commit (deferred), so that deleting a whole package can cascade in any order.
    await weigert(db.niveau.delete({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketA.leerroutepakketId, nummer: 1 } } }), {
      pg: "23503",
      constraint: /(Competentieniveau|Leerroutepakketfase)_leerroutepakketId_niveauNummer_fkey/,
    });
    const ongebruikt = await maakPakket(b);
    await db.administratieLeerroutepakket.delete({
      where: { administratieNr_leerroutepakketId: { administratieNr: b.administratieNr, leerroutepakketId: ongebruikt.leerroutepakketId } },
    });
    await db.leerroutepakket.delete({ where: { id: ongebruikt.leerroutepakketId } });
    expect(await db.indicator.count({ where: { leerroutepakketId: ongebruikt.leerroutepakketId } })).toBe(0);
  });
});

describe("plans, perspectives and notes", () => {
  it("lets a Handelingsplan point only at an Onderwijsplan of its own kind", async () => {
    const { administratieNr, schooljaar } = a;
    const l = await leerling(a);
    const plan = await db.onderwijsplan.create({ data: { administratieNr, soort: "Instructiegroep", schooljaar, periodeNummer: 1 } });
    const hp = { administratieNr, onderwijsplanId: plan.id, leerlingId: l.id, ingangsdatum: jaar.ingangsdatum, einddatum: jaar.einddatum };
    await weigert(db.handelingsplan.create({ data: hp }), { prisma: "P2003", pg: "23503", constraint: /Handelingsplan_administratieNr_onderwijsplanId_soort_fkey/ });
    await weigert(db.handelingsplan.create({ data: { ...hp, soort: "Instructiegroep" } }), { pg: "23514", constraint: /Handelingsplan_soort_check/ });
    const eigen = await db.onderwijsplan.create({ data: { administratieNr, soort: "Handelingsplan", schooljaar, periodeNummer: 1 } });
    await db.handelingsplan.create({ data: { ...hp, onderwijsplanId: eigen.id } });
  });

  it("refuses a plan lesson of another customer", async () => {
    const { administratieNr, schooljaar } = a;
    const auteur = { administratieNr: b.administratieNr, auteurId: b.user.id };
    const bundel = await db.lesBundel.create({ data: { ...auteur, klantId: b.administratieNr, naam: "Bundel van B" } });
    const les = await db.les.create({ data: { lesBundelId: bundel.id, klantId: b.administratieNr, naam: "Les 1", volgnummer: 1 } });
    const plan = await db.onderwijsplan.create({ data: { administratieNr, soort: "Handelingsplan", schooljaar, periodeNummer: 1 } });
    for (const klantId of [a.administratieNr, b.administratieNr]) {
      await weigert(db.onderwijsplanLes.create({ data: { administratieNr, onderwijsplanId: plan.id, lesId: les.id, klantId, volgnummer: 1 } }), {
        prisma: "P2003",
        pg: "23503",
        constraint: /OnderwijsplanLes_.*_fkey/,
      });
    }
  });

  it("keeps at most one Concept (version 0, no date) per development perspective", async () => {
    const { administratieNr, schooljaar } = a;
    const l = await leerling(a);
    const tpl = await db.oppTemplate.create({ data: { administratieNr, naam: `OPP ${l.id}` } });
    const opp = await db.ontwikkelingsperspectief.create({ data: { administratieNr, leerlingId: l.id, templateId: tpl.id, schooljaar, periodeNummer: 1 } });
    const v = { administratieNr, ontwikkelingsperspectiefId: opp.id };
    await db.ontwikkelingsperspectiefVersie.create({ data: { ...v, versie: 0 } });
    await weigert(db.ontwikkelingsperspectiefVersie.create({ data: { ...v, versie: 0 } }), { prisma: "P2002", pg: "23505", constraint: /OntwikkelingsperspectiefVersie_pkey/ });
    await weigert(db.ontwikkelingsperspectiefVersie.create({ data: { ...v, versie: 1 } }), { pg: "23514", constraint: /OntwikkelingsperspectiefVersie_concept_check/ });
    await weigert(db.ontwikkelingsperspectiefVersie.create({ data: { ...v, versie: 0, vastgesteldOp: jaar.ingangsdatum } }), { pg: "23514", constraint: /OntwikkelingsperspectiefVersie_concept_check/ });
    await db.ontwikkelingsperspectiefVersie.create({ data: { ...v, versie: 1, vastgesteldOp: jaar.ingangsdatum } });
  });

  it("keeps a note about exactly one pupil or group", async () => {
    const { administratieNr } = a;
    const l = await leerling(a);
    const basis = { administratieNr, titel: "Gesprek", tekst: "Tekst", datum: jaar.ingangsdatum };
    await weigert(db.notitie.create({ data: basis }), { pg: "23514", constraint: /Notitie_leerling_of_groep_check/ });
    await weigert(db.notitie.create({ data: { ...basis, leerlingId: l.id, groepNr: 1 } }), { pg: "23514", constraint: /Notitie_leerling_of_groep_check/ });
    await db.notitie.create({ data: { ...basis, leerlingId: l.id } });
    await db.notitie.create({ data: { ...basis, groepNr: 1 } });
  });

  it("refuses deleting a staff member who wrote notes (deactivate instead)", async () => {
    const { administratieNr } = a;
    const l = await leerling(a);
    await db.notitie.create({ data: { administratieNr, leerlingId: l.id, titel: "Observatie", tekst: "Tekst", datum: jaar.ingangsdatum, auteurId: a.user.id } });
    await weigert(db.medewerker.delete({ where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: a.user.id } } }), {
      prisma: "P2003",
      pg: "23503",
      constraint: /Notitie_administratieNr_auteurId_fkey/,
    });
  });

  it("refuses deleting a stored file that is still a note's document", async () => {
    const { administratieNr } = a;
    const l = await leerling(a);
    const notitie = await db.notitie.create({ data: { administratieNr, leerlingId: l.id, titel: "Verslag", tekst: "Zie bijlage", datum: jaar.ingangsdatum } });
    const bestand = await db.bestand.create({ data: { administratieNr, gebied: "notitie", opslagsleutel: `${administratieNr}/notitie/test-${notitie.id}`, bestandsnaam: "verslag.pdf", mimeType: "application/pdf", grootte: 1234 } });
    await db.notitieDocument.create({ data: { administratieNr, notitieId: notitie.id, bestandId: bestand.id } });
    await weigert(db.bestand.delete({ where: { administratieNr_id: { administratieNr, id: bestand.id } } }), { prisma: "P2003", pg: "23503", constraint: /NotitieDocument_administratieNr_bestandId_fkey/ });
    await weigert(db.notitie.delete({ where: { administratieNr_id: { administratieNr, id: notitie.id } } }), { prisma: "P2003", pg: "23503", constraint: /NotitieDocument_administratieNr_notitieId_fkey/ });
    const gebruikt = await db.bestand.aggregate({ where: { administratieNr }, _sum: { grootte: true } });
    expect(gebruikt._sum.grootte).toBe(1234);
  });
});
