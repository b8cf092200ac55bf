import ExcelJS from "exceljs";
import { werkbladNaam } from "@/lib/api/files";
import { notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { formatLeeftijd, volledigeNaam } from "@/lib/format";
import { Bits, Functiegebied as F, hasBits, readableVestigingen } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";

/** One pupil × package × domain of a period: how many indicators were judged and how they scored. */
export interface VveResultaatRij {
  leerlingId: number;
  externeSleutel: string | null;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  geboortedatum: string | null;
  groepen: string;
  pakket: string;
  domein: string;
  beoordeeld: number;
  beheerst: number;
  gedeeltelijk: number;
  nietBeheerst: number;
  /** Average score 0..100 (0 niet, 50 gedeeltelijk, 100 beheerst). */
  gemiddelde: number;
  /** Label of the highest level with a mastered indicator. */
  hoogsteNiveau: string | null;
}

/**
 * The VVE results of one period (Observaties/Export/VveResultaten): per pupil, package and domain
 * the counts of the evaluations of that period. One grouped query; pupils limited to the branches
 * whose evaluations the user may read (ReadAlle: every pupil with evaluations; own branch: pupils
 * in a group of an own branch during the period).
 */
export async function vveResultaten(ctx: TenantContext, schooljaar: string, periodeNummer: number): Promise<{ periode: { ingangsdatum: string; einddatum: string }; rijen: VveResultaatRij[] }> {
  const { administratieNr } = ctx;
  const periode = await db.periode.findUnique({
    where: { administratieNr_schooljaar_nummer: { administratieNr, schooljaar, nummer: periodeNummer } },
    select: { ingangsdatum: true, einddatum: true },
  });
  if (!periode) throw notFound(`Periode ${periodeNummer} van schooljaar ${schooljaar}`);

  const alle = hasBits(ctx.permissions, F.Leerlingevaluaties, Bits.ReadAlle);
  const vestigingen = alle ? [] : readableVestigingen(ctx.permissions, F.Leerlingevaluaties);
  const rijen = await db.$queryRaw<(Omit<VveResultaatRij, "groepen" | "geboortedatum"> & { geboortedatum: Date | null })[]>`
    SELECT l.id AS "leerlingId", l."externeSleutel", l.roepnaam, l.tussenvoegsel, l.achternaam, l.geboortedatum,
           p.naam AS pakket, d.naam AS domein,
           count(*)::int AS beoordeeld,
           count(*) FILTER (WHERE e.score = 100)::int AS beheerst,
           count(*) FILTER (WHERE e.score > 0 AND e.score < 100)::int AS gedeeltelijk,
           count(*) FILTER (WHERE e.score = 0)::int AS "nietBeheerst",
           round(avg(e.score))::int AS gemiddelde,
           (array_agg(n.label ORDER BY n.volgnummer DESC) FILTER (WHERE e.score = 100))[1] AS "hoogsteNiveau"
      FROM "Evaluatie" e
      JOIN "Leerling" l ON l."administratieNr" = e."administratieNr" AND l.id = e."leerlingId"
      JOIN "Indicator" i ON i.id = e."indicatorId"
      JOIN "Domein" d ON d.id = i."domeinId"
      JOIN "Leerroutepakket" p ON p.id = e."leerroutepakketId"
      JOIN "Niveau" n ON n."leerroutepakketId" = e."leerroutepakketId" AND n.nummer = e."niveauNummer"
     WHERE e."administratieNr" = ${administratieNr} AND e.schooljaar = ${schooljaar} AND e."periodeNummer" = ${periodeNummer}
       AND (${alle} OR EXISTS (
             SELECT 1 FROM "Leerlingtoewijzing" t
               JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr"
              WHERE t."administratieNr" = e."administratieNr" AND t."leerlingId" = e."leerlingId"
                AND t.ingangsdatum <= ${periode.einddatum} AND t.einddatum >= ${periode.ingangsdatum}
                AND g."vestigingNr" = ANY(${vestigingen}::int[])))
     GROUP BY l."administratieNr", l.id, p.id, d.id
     ORDER BY l.achternaam, l.roepnaam, l.id, p.naam, d.volgnummer`;

  // The groups each pupil was in during the period (one query for all pupils).
  const ids = [...new Set(rijen.map((r) => r.leerlingId))];
  const toewijzingen = ids.length
    ? await db.leerlingtoewijzing.findMany({
        where: { administratieNr, leerlingId: { in: ids }, ingangsdatum: { lte: periode.einddatum }, einddatum: { gte: periode.ingangsdatum } },
        select: { leerlingId: true, groep: { select: { naam: true } } },
        orderBy: { ingangsdatum: "asc" },
      })
    : [];
  const groepen = new Map<number, Set<string>>();
  for (const t of toewijzingen) {
    const s = groepen.get(t.leerlingId) ?? new Set<string>();
    s.add(t.groep.naam);
    groepen.set(t.leerlingId, s);
  }
  return {
    periode: { ingangsdatum: isoDatum(periode.ingangsdatum), einddatum: isoDatum(periode.einddatum) },
    rijen: rijen.map((r) => ({
      ...r,
      geboortedatum: r.geboortedatum ? isoDatum(r.geboortedatum) : null,
      groepen: [...(groepen.get(r.leerlingId) ?? [])].join(", "),
    })),
  };
}

/** The same as an Excel workbook, one row per pupil × package × domain. */
export async function exportVveResultaten(ctx: TenantContext, schooljaar: string, periodeNummer: number): Promise<{ buffer: ArrayBuffer; bestandsnaam: string }> {
  const { periode, rijen } = await vveResultaten(ctx, schooljaar, periodeNummer);
  const wb = new ExcelJS.Workbook();
  wb.creator = "Leerroute";
  const ws = wb.addWorksheet(werkbladNaam(`VVE ${schooljaar} periode ${periodeNummer}`));
  ws.columns = [
    { header: "Sleutel", key: "sleutel", width: 12 },
    { header: "Naam", key: "naam", width: 26 },
    { header: "Geboortedatum", key: "geboortedatum", width: 14 },
    { header: "Leeftijd", key: "leeftijd", width: 9 },
    { header: "Groep", key: "groep", width: 18 },
    { header: "Leerroutepakket", key: "pakket", width: 24 },
    { header: "Domein", key: "domein", width: 24 },
    { header: "Beoordeeld", key: "beoordeeld", width: 11 },
    { header: "Beheerst", key: "beheerst", width: 10 },
    { header: "Gedeeltelijk", key: "gedeeltelijk", width: 12 },
    { header: "Niet beheerst", key: "niet", width: 13 },
    { header: "Beheersing %", key: "gemiddelde", width: 13 },
    { header: "Hoogste niveau beheerst", key: "niveau", width: 22 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (const r of rijen)
    ws.addRow({
      sleutel: r.externeSleutel ?? "",
      naam: volledigeNaam(r),
      geboortedatum: r.geboortedatum ?? "",
      // Age at the end of the period: what the results describe.
      leeftijd: formatLeeftijd(r.geboortedatum, periode.einddatum),
      groep: r.groepen,
      pakket: r.pakket,
      domein: r.domein,
      beoordeeld: r.beoordeeld,
      beheerst: r.beheerst,
      gedeeltelijk: r.gedeeltelijk,
      niet: r.nietBeheerst,
      gemiddelde: r.gemiddelde,
      niveau: r.hoogsteNiveau ?? "",
    });
  return { buffer: (await wb.xlsx.writeBuffer()) as ArrayBuffer, bestandsnaam: `vve-resultaten-${schooljaar}-periode-${periodeNummer}.xlsx` };
}
