import { db } from "@/lib/db/client";

/** A package owned and used by the administration: two domains, three competencies. */
export async function makePakket(administratieNr: number, naam = `Pakket ${administratieNr}`) {
  const adm = await db.administratie.findUniqueOrThrow({ where: { administratieNr }, select: { klantId: true } });
  const pakket = await db.leerroutepakket.create({ data: { administratieNr, klantId: adm.klantId, naam } });
  await db.administratieLeerroutepakket.create({ data: { administratieNr, leerroutepakketId: pakket.id, klantId: adm.klantId } });
  const taal = await db.domein.create({ data: { leerroutepakketId: pakket.id, naam: "Taal", code: "NT", volgnummer: 1 } });
  const rekenen = await db.domein.create({ data: { leerroutepakketId: pakket.id, naam: "Rekenen", code: "RW", volgnummer: 2 } });
  const lezen = await db.competentie.create({ data: { leerroutepakketId: pakket.id, domeinId: taal.id, naam: "Lezen", volgnummer: 1 } });
  const spellen = await db.competentie.create({ data: { leerroutepakketId: pakket.id, domeinId: taal.id, naam: "Spellen", volgnummer: 2 } });
  const tellen = await db.competentie.create({ data: { leerroutepakketId: pakket.id, domeinId: rekenen.id, naam: "Tellen", volgnummer: 1 } });
  return { id: pakket.id, domeinen: { taal: taal.id, rekenen: rekenen.id }, competenties: { lezen: lezen.id, spellen: spellen.id, tellen: tellen.id } };
}

/** Period 1 of the school year (created once), a pupil and a plan of the given subject area. */
export async function makePlan(administratieNr: number, schooljaar: string, vakgebiedNr: number | null) {
  const start = Number(schooljaar.slice(0, 4));
  await db.periode.upsert({
    where: { administratieNr_schooljaar_nummer: { administratieNr, schooljaar, nummer: 1 } },
    create: { administratieNr, schooljaar, nummer: 1, ingangsdatum: new Date(`${start}-08-01`), einddatum: new Date(`${start + 1}-07-31`) },
    update: {},
  });
  const leerling = await db.leerling.create({ data: { administratieNr, roepnaam: "Sam", achternaam: "de Vries", ingangsdatum: new Date(`${start}-08-01`) } });
  const plan = await db.onderwijsplan.create({
    data: { administratieNr, soort: "Handelingsplan", schooljaar, periodeNummer: 1, vakgebiedNr, titel: "Plan lezen" },
  });
  return { leerlingId: leerling.id, onderwijsplanId: plan.id };
}
