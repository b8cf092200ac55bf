import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { isoDatum, schooljaarGrenzen, vandaagIso } from "@/lib/schooljaar";
import { makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";
import { ALLES, maakLeerling } from "./leerlingen-setup";

const dag = (iso: string) => new Date(`${iso}T00:00:00Z`);
const plus = (iso: string, n: number) => isoDatum(new Date(dag(iso).getTime() + n * 86400000));

/**
 * A school for the evaluation and monitor tests:
 * - school year S with period 1 (closed: before today) and period 2 (active: today to the end);
 *   the school year before with one period (for carry-forward across years);
 * - a package with levels 1–3; Lezen (Taal) has two indicators per level, Tellen (Rekenen) one
 *   on levels 1 and 2; route 1 with a BO traject "Groep 5" → phase 1, whose Taal cell expects
 *   level 2 and links the two level-2 Lezen indicators;
 * - Anna (group 1, route 1, Groep 5 BO) and Bram (group 2, branch 2, no route);
 * - a beheerder (all bits on evaluations), a class teacher of group 1 (own-class read/write),
 *   a subject area "Lezen" holding the Lezen competence.
 */
export async function monitorSchool() {
  const t = await makeTenant({ permissies: { [F.Leerlingen]: ALLES, [F.Groepen]: ALLES, [F.Leerlingevaluaties]: ALLES } });
  const { administratieNr: adm, schooljaar } = t;
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  const start = isoDatum(ingangsdatum);
  const eind = isoDatum(einddatum);
  const vandaag = vandaagIso();
  const p2Start = vandaag > start ? vandaag : plus(start, 1);
  await db.periode.createMany({
    data: [
      { administratieNr: adm, schooljaar, nummer: 1, ingangsdatum: dag(start), einddatum: dag(plus(p2Start, -1)) },
      { administratieNr: adm, schooljaar, nummer: 2, ingangsdatum: dag(p2Start), einddatum: dag(eind) },
    ],
  });
  const jaar = Number(schooljaar.slice(0, 4));
  const vorigJaar = `${jaar - 1}-${jaar}`;
  await db.schooljaar.create({ data: { administratieNr: adm, schooljaar: vorigJaar, ingangsdatum: dag(`${jaar - 1}-08-01`), einddatum: dag(`${jaar}-07-31`) } });
  await db.periode.create({ data: { administratieNr: adm, schooljaar: vorigJaar, nummer: 1, ingangsdatum: dag(`${jaar - 1}-08-01`), einddatum: dag(`${jaar}-07-31`) } });
  await db.groep.create({ data: { administratieNr: adm, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 2 } });

  const pakket = await makePakket(adm, "Monitorpakket");
  const pakketId = pakket.id;
  await db.niveau.createMany({ data: [1, 2, 3].map((n) => ({ leerroutepakketId: pakketId, nummer: n, waarde: String(n), label: `Niveau ${n}`, volgnummer: n })) });
  const ind: Record<string, { id: number; competentieId: number; niveauNummer: number; domeinId: number }> = {};
  const maak = async (sleutel: string, competentieId: number, domeinId: number, niveauNummer: number, volgnummer: number) => {
    await db.competentieniveau.upsert({
      where: { leerroutepakketId_competentieId_niveauNummer: { leerroutepakketId: pakketId, competentieId, niveauNummer } },
      create: { leerroutepakketId: pakketId, competentieId, niveauNummer },
      update: {},
    });
    const i = await db.indicator.create({ data: { leerroutepakketId: pakketId, domeinId, competentieId, niveauNummer, naam: `Indicator ${sleutel}`, volgnummer } });
    ind[sleutel] = { id: i.id, competentieId, niveauNummer, domeinId };
  };
  const { lezen, tellen } = pakket.competenties;
  const { taal, rekenen } = pakket.domeinen;
  for (const n of [1, 2, 3]) for (const v of [1, 2]) await maak(`L${n}${v}`, lezen, taal, n, v);
  await maak("T1", tellen, rekenen, 1, 1);
  await maak("T2", tellen, rekenen, 2, 1);

  await db.fase.create({ data: { leerroutepakketId: pakketId, nummer: 1, naam: "Fase 1", volgnummer: 1 } });
  await db.leerroute.create({ data: { leerroutepakketId: pakketId, nummer: 1, naam: "Route 1" } });
  await db.leerroutetraject.create({ data: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "BO" } });
  await db.leerroutetrajectFase.create({ data: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "BO", volgnummer: 1, faseNummer: 1, leerjaar: "Groep 5" } });
  await db.leerroutepakketfase.create({ data: { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: taal, niveauNummer: 2 } });
  await db.leerroutepakketfaseIndicator.createMany({
    data: ["L21", "L22"].map((k) => ({ leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: taal, indicatorId: ind[k]!.id })),
  });
  await db.leerjaar.create({ data: { administratieNr: adm, nr: 5, naam: "Groep 5", volgnummer: 5 } });

  const anna = await maakLeerling(adm, { roepnaam: "Anna", achternaam: "Aalders" }, 1);
  const bram = await maakLeerling(adm, { roepnaam: "Bram", achternaam: "Bakker" }, 2);
  await db.leerlingLeerroute.create({ data: { administratieNr: adm, leerlingId: anna.id, leerroutepakketId: pakketId, ingangsdatum: dag(`${jaar - 1}-08-01`), leerrouteNummer: 1 } });
  await db.schoolloopbaan.create({ data: { administratieNr: adm, leerlingId: anna.id, schooljaar, ingangsdatum: ingangsdatum, einddatum: einddatum, leerjaarNr: 5, schoolsoort: "BO" } });

  const hvg = await db.hoofdvakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Taal", volgnummer: 1 } });
  await db.vakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Lezen", volgnummer: 1, hoofdvakgebiedNr: hvg.nr } });
  await db.vakgebiedCompetentie.create({ data: { administratieNr: adm, vakgebiedNr: 1, leerroutepakketId: pakketId, competentieId: lezen } });

  const klasRol = await db.rol.create({ data: { administratieNr: adm, naam: "Leerkracht" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr: adm, rolId: klasRol.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
      { administratieNr: adm, rolId: klasRol.id, functiegebied: F.Leerlingen, bits: Bits.ReadEigenKlas },
    ],
  });
  const leerkracht = await makeUser(adm, klasRol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: adm, gebruikerId: leerkracht.id, groepNr: 1 } });

  /** Writes an evaluation directly (for closed periods and other years). */
  const evalueer = (leerlingId: number, sleutel: string, score: number, sj = schooljaar, periodeNummer = 1) =>
    db.evaluatie.create({
      data: { administratieNr: adm, leerlingId, leerroutepakketId: pakketId, indicatorId: ind[sleutel]!.id, competentieId: ind[sleutel]!.competentieId, niveauNummer: ind[sleutel]!.niveauNummer, schooljaar: sj, periodeNummer, score, datum: dag(start) },
    });
  /**
   * The evaluations before the active period that the evaluation and monitor tests start from:
   * last school year Anna mastered both level-1 Lezen indicators (carried forward); period 1 of
   * this year (closed) L21 partly, and Bram L11 with `bramL11`.
   */
  const eerdereEvaluaties = async (bramL11: number) => {
    await evalueer(anna.id, "L11", 100, vorigJaar, 1);
    await evalueer(anna.id, "L12", 100, vorigJaar, 1);
    await evalueer(anna.id, "L21", 50);
    await evalueer(bram.id, "L11", bramL11);
  };
  return { ...t, adm, pakketId, ind, anna, bram, leerkracht, vorigJaar, taal, rekenen, lezen, tellen, evalueer, eerdereEvaluaties };
}
