import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";
import { ALLES, maakLeerling } from "./leerlingen-setup";

/**
 * A school whose numbers are worked out by hand in tests/api/opbrengsten.test.ts.
 *
 * Package (makePakket): domains Taal (Lezen, Spellen) and Rekenen (Tellen); levels 1 and 2 (waarde
 * "1", "2"). Indicators: Lezen L1 {a, b}, L2 {c}; Spellen L1 {s}; Tellen L1 {d}, L2 {e}.
 * Route 1 "Basis" (route 2 "Breed" has nobody); phase 1; leerjaar "Groep 5" → phase 1; the
 * stroomplan expects level 2 in Taal and level 1 in Rekenen for route 1 in phase 1.
 * Periods: 1 and 2 of this school year, 1 of last year. Pupils (assigned all year):
 * - Anna, Groep 5 (branch 1), route 1. P1: a 100, b 100, c 50, d 100. P2: c 100. Last year (Groep 4): a 0.
 * - Bram, Groep 6 (branch 2), route 1. P1: a 100, b 0, d 0.
 * - Cas, Groep 5, no route. P1: a 100, b 100.
 * Vakgebied 1 "Lezen" holds the competence Lezen.
 */
export async function opbrengstenSchool() {
  const t = await makeTenant({ permissies: { [F.Leerlingen]: ALLES, [F.Groepen]: ALLES, [F.Leerlingevaluaties]: Bits.ReadAlle } });
  const { administratieNr: adm, schooljaar } = t;
  const start = Number(schooljaar.slice(0, 4));
  const vorigJaar = `${start - 1}-${start}`;
  await db.schooljaar.create({ data: { administratieNr: adm, schooljaar: vorigJaar, ingangsdatum: new Date(`${start - 1}-08-01`), einddatum: new Date(`${start}-07-31`) } });
  await db.periode.createMany({
    data: [
      { administratieNr: adm, schooljaar: vorigJaar, nummer: 1, ingangsdatum: new Date(`${start - 1}-08-01`), einddatum: new Date(`${start}-07-31`) },
      { administratieNr: adm, schooljaar, nummer: 1, ingangsdatum: new Date(`${start}-08-01`), einddatum: new Date(`${start}-12-31`) },
      { administratieNr: adm, schooljaar, nummer: 2, ingangsdatum: new Date(`${start + 1}-01-01`), einddatum: new Date(`${start + 1}-07-31`) },
    ],
  });
  await db.groep.create({ data: { administratieNr: adm, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 2 } });
  await db.groep.create({ data: { administratieNr: adm, nr: 3, naam: "Groep 4", schooljaar: vorigJaar, vestigingNr: 1 } });

  const pakket = await makePakket(adm, "Leerlijnen");
  const pakketId = pakket.id;
  await db.niveau.createMany({
    data: [
      { leerroutepakketId: pakketId, nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 },
      { leerroutepakketId: pakketId, nummer: 2, waarde: "2", label: "Niveau 2", volgnummer: 2 },
    ],
  });
  const { lezen, spellen, tellen } = pakket.competenties;
  const { taal, rekenen } = pakket.domeinen;
  const ind: Record<string, { id: number; competentieId: number; niveauNummer: number }> = {};
  for (const [naam, competentieId, domeinId, niveauNummer] of [
    ["a", lezen, taal, 1],
    ["b", lezen, taal, 1],
    ["c", lezen, taal, 2],
    ["s", spellen, taal, 1],
    ["d", tellen, rekenen, 1],
    ["e", tellen, rekenen, 2],
  ] as const) {
    await db.competentieniveau.upsert({
      where: { leerroutepakketId_competentieId_niveauNummer: { leerroutepakketId: pakketId, competentieId, niveauNummer } },
      create: { leerroutepakketId: pakketId, competentieId, niveauNummer },
      update: {},
    });
    const i = await db.indicator.create({ data: { leerroutepakketId: pakketId, domeinId, competentieId, niveauNummer, naam: `Indicator ${naam}`, volgnummer: 1 } });
    ind[naam] = { id: i.id, competentieId, niveauNummer };
  }
  await db.fase.create({ data: { leerroutepakketId: pakketId, nummer: 1, naam: "Fase 1", volgnummer: 1 } });
  await db.leerroute.create({ data: { leerroutepakketId: pakketId, nummer: 1, naam: "Basis" } });
  await db.leerroute.create({ data: { leerroutepakketId: pakketId, nummer: 2, naam: "Breed" } });
  await db.leerroutepakketfase.createMany({
    data: [
      { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: taal, niveauNummer: 2 },
      { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: rekenen, niveauNummer: 1 },
    ],
  });
  await db.leerroutepakketfaseIndicator.create({ data: { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 1, domeinId: taal, indicatorId: ind.c!.id } });
  await db.leerjaar.create({ data: { administratieNr: adm, nr: 1, naam: "Groep 5", volgnummer: 1 } });
  await db.leerjaarFase.create({ data: { administratieNr: adm, leerjaarNr: 1, leerroutepakketId: pakketId, faseNummer: 1 } });
  await db.hoofdvakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Taal", volgnummer: 1 } });
  await db.vakgebied.create({ data: { administratieNr: adm, nr: 1, naam: "Lezen", volgnummer: 1, hoofdvakgebiedNr: 1 } });
  await db.vakgebiedCompetentie.create({ data: { administratieNr: adm, vakgebiedNr: 1, leerroutepakketId: pakketId, competentieId: lezen } });
  await db.hoofdvakgebiedDomein.create({ data: { administratieNr: adm, hoofdvakgebiedNr: 1, leerroutepakketId: pakketId, domeinId: taal } });

  const anna = await maakLeerling(adm, { roepnaam: "Anna", achternaam: "Aalders" }, 1);
  const bram = await maakLeerling(adm, { roepnaam: "Bram", achternaam: "Bakker" }, 2);
  const cas = await maakLeerling(adm, { roepnaam: "Cas", achternaam: "Claes" }, 1);
  await db.leerlingtoewijzing.create({ data: { administratieNr: adm, leerlingId: anna.id, groepNr: 3, ingangsdatum: new Date(`${start - 1}-08-01`), einddatum: new Date(`${start}-07-31`) } });
  for (const [l, jaar] of [
    [anna, schooljaar],
    [bram, schooljaar],
    [cas, schooljaar],
    [anna, vorigJaar],
  ] as const) {
    const s = Number(jaar.slice(0, 4));
    await db.schoolloopbaan.create({ data: { administratieNr: adm, leerlingId: l.id, schooljaar: jaar, ingangsdatum: new Date(`${s}-08-01`), einddatum: new Date(`${s + 1}-07-31`), leerjaarNr: 1, schoolsoort: "SBO" } });
  }
  for (const l of [anna, bram])
    await db.leerlingLeerroute.create({ data: { administratieNr: adm, leerlingId: l.id, leerroutepakketId: pakketId, ingangsdatum: new Date(`${start - 1}-08-01`), leerrouteNummer: 1 } });

  const evaluatie = (leerlingId: number, naam: string, score: number, periodeNummer: number, jaar = schooljaar) => ({
    administratieNr: adm,
    leerlingId,
    leerroutepakketId: pakketId,
    indicatorId: ind[naam]!.id,
    competentieId: ind[naam]!.competentieId,
    niveauNummer: ind[naam]!.niveauNummer,
    schooljaar: jaar,
    periodeNummer,
    score,
    datum: new Date(`${Number(jaar.slice(0, 4))}-10-01`),
  });
  await db.evaluatie.createMany({
    data: [
      evaluatie(anna.id, "a", 0, 1, vorigJaar),
      evaluatie(anna.id, "a", 100, 1),
      evaluatie(anna.id, "b", 100, 1),
      evaluatie(anna.id, "c", 50, 1),
      evaluatie(anna.id, "d", 100, 1),
      evaluatie(anna.id, "c", 100, 2),
      evaluatie(bram.id, "a", 100, 1),
      evaluatie(bram.id, "b", 0, 1),
      evaluatie(bram.id, "d", 0, 1),
      evaluatie(cas.id, "a", 100, 1),
      evaluatie(cas.id, "b", 100, 1),
    ],
  });

  /** A class teacher of Groep 5: reads evaluations of own groups only. */
  const leerkrachtRol = await db.rol.create({ data: { administratieNr: adm, naam: "Leerkracht" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr: adm, rolId: leerkrachtRol.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
      { administratieNr: adm, rolId: leerkrachtRol.id, functiegebied: F.Groepen, bits: Bits.ReadEigenKlas },
    ],
  });
  const leerkracht = await makeUser(adm, leerkrachtRol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: adm, gebruikerId: leerkracht.id, groepNr: 1 } });

  return { ...t, vorigJaar, pakket, ind, anna, bram, cas, leerkracht };
}
