import ExcelJS from "exceljs";
import { werkbladNaam } from "@/lib/api/files";
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatLeeftijd, volledigeNaam } from "@/lib/format";
import { Bits, canWrite, Functiegebied as F, hasBits, readableVestigingen } from "@/lib/permissions";
import { isoDatum, vandaagIso } from "@/lib/schooljaar";
import { competentieNiveau, scoresVanLeerling } from "@/lib/beheersing";
import type { EvaluatiesOpslaan } from "@/lib/schemas/monitor";
import { geldtVoorLeerling, leerlingObjecten } from "./leerling-gemeen";
import { laadBasis, laadIndicatoren, laadLeerling, laadStanden, laadStructuur, leerlingKop, type Basis } from "./monitor";

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
  const rijen = await leesRijen<Omit<VveResultaatRij, "groepen">>(Prisma.sql`
    SELECT l.id AS "leerlingId", l."externeSleutel", l.roepnaam, l.tussenvoegsel, l.achternaam, to_char(l.geboortedatum, 'YYYY-MM-DD') AS geboortedatum,
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
              WHERE t."administratieNr" = e."administratieNr" AND t."leerlingId" = e."leerlingId"
                AND t.ingangsdatum <= ${periode.einddatum} AND t.einddatum >= ${periode.ingangsdatum}
                AND t."groepVestigingNr" = ANY(${vestigingen}::int[])))
     GROUP BY l."administratieNr", l.id, p.id, d.id
     ORDER BY l.achternaam, l.roepnaam, l.id, p.naam, d.volgnummer`);

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

// ---------------------------------------------------------------------------------------------
// Reading and writing evaluations (issue 12). The grid loaders and the arithmetic live in
// lib/services/monitor.ts and lib/beheersing; these are the Observaties calls on top of them.

/** LeerlingVakgebiedEvaluatie: a pupil's standings for the competences of a subject area, now and one period before. */
export async function leerlingVakgebiedEvaluatie(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; leerlingId: number; vakgebiedNr: number }) {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const [leerling, indicatoren, structuur, vakgebied] = await Promise.all([
    laadLeerling(ctx, basis, p.leerlingId),
    laadIndicatoren(ctx, p.pakketId, { vakgebiedNr: p.vakgebiedNr }),
    laadStructuur(p.pakketId),
    db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: p.vakgebiedNr } }, select: { nr: true, naam: true } }),
  ]);
  if (!vakgebied) throw notFound(`Vakgebied ${p.vakgebiedNr}`);
  const standen = await laadStanden(ctx, basis, [leerling.id], indicatoren.map((i) => i.id));
  const scores = scoresVanLeerling(standen.huidig, leerling.id);
  const naarEvaluatie = (e: { indicatorId: number; competentieId: number; niveauNummer: number; score: number; schooljaar: string; periodeNummer: number }) => ({
    indicatorId: e.indicatorId,
    competentieId: e.competentieId,
    niveauNummer: e.niveauNummer,
    score: e.score,
    schooljaar: e.schooljaar,
    periodeNummer: e.periodeNummer,
  });
  const compIds = new Set(indicatoren.map((i) => i.competentieId));
  const competenties = structuur.competenties
    .filter((c) => compIds.has(c.id))
    .sort((a, b) => (structuur.volgorde.competentie.get(a.id) ?? 0) - (structuur.volgorde.competentie.get(b.id) ?? 0))
    .map((c) => {
      const u = competentieNiveau(basis.niveaus, indicatoren.filter((i) => i.competentieId === c.id), scores);
      return { id: c.id, naam: c.naam, domeinId: c.domeinId, niveauLabel: u.label, waarde: Math.round(u.waarde * 100) / 100 };
    });
  return {
    leerling: leerlingKop(leerling),
    vakgebied,
    periode: { schooljaar: basis.periode.schooljaar, nummer: basis.periode.nummer },
    vorigePeriode: basis.vorige,
    competenties,
    currentEvaluaties: [...standen.huidig.values()].map(naarEvaluatie),
    previousEvaluaties: [...standen.vorige.values()].map(naarEvaluatie),
  };
}

/** Throws 400 when the period is not open for writing (only the active period of its school year is). */
function eisOpen(basis: Basis, veld: string) {
  if (!basis.periode.open)
    throw badRequest(`Periode ${basis.periode.nummer} van ${basis.periode.schooljaar} is gesloten: alleen in de actieve periode kunnen beoordelingen worden gewijzigd.`, [{ path: veld, message: "de periode is gesloten" }]);
}

/** Write on evaluations for each pupil (§6 per pupil: own group / own branch / all); 404 for a pupil of another administration. */
async function eisSchrijven(ctx: TenantContext, leerlingIds: number[]) {
  const [bestaand, objecten] = await Promise.all([
    db.leerling.findMany({ where: { administratieNr: ctx.administratieNr, id: { in: leerlingIds } }, select: { id: true } }),
    leerlingObjecten(ctx, leerlingIds),
  ]);
  const ids = new Set(bestaand.map((l) => l.id));
  const onbekend = leerlingIds.find((id) => !ids.has(id));
  if (onbekend !== undefined) throw notFound(`Leerling ${onbekend}`);
  const geweigerd = leerlingIds.find((id) => !geldtVoorLeerling(objecten.get(id), (o) => canWrite(ctx.permissions, F.Leerlingevaluaties, o)));
  if (geweigerd !== undefined) throw forbidden(`U mag [[leerling]] ${geweigerd} niet beoordelen.`);
}

/**
 * Observaties/Update and POST Monitor: many cells in one transaction. Every cell is checked
 * first (indicator of the package, its level and competence when given, the period open, write
 * on each pupil); then one DELETE for the cleared cells and one INSERT … ON CONFLICT DO UPDATE
 * for the others, in key order so concurrent saves of the same cells cannot deadlock. Per cell
 * the last write wins; a cell given twice in one call takes its last value.
 */
export async function slaEvaluatiesOp(ctx: TenantContext, input: EvaluatiesOpslaan) {
  const adm = ctx.administratieNr;
  const basis = await laadBasis(ctx, input.schooljaar, input.periodeNummer, input.leerroutepakketId, true);
  eisOpen(basis, "body.periodeNummer");
  const indicatorIds = [...new Set(input.evaluaties.map((e) => e.indicatorId))];
  const indicatoren = await db.indicator.findMany({
    where: { leerroutepakketId: input.leerroutepakketId, id: { in: indicatorIds } },
    select: { id: true, competentieId: true, niveauNummer: true },
  });
  const perId = new Map(indicatoren.map((i) => [i.id, i]));
  input.evaluaties.forEach((e, n) => {
    const i = perId.get(e.indicatorId);
    if (!i) throw badRequest(`Indicator ${e.indicatorId} hoort niet bij dit leerroutepakket.`, [{ path: `body.evaluaties.${n}.indicatorId`, message: "onbekende indicator" }]);
    if (e.competentieId !== undefined && e.competentieId !== i.competentieId)
      throw badRequest(`Indicator ${e.indicatorId} hoort niet bij competentie ${e.competentieId}.`, [{ path: `body.evaluaties.${n}.competentieId`, message: "niet de competentie van de indicator" }]);
    if (e.niveauNummer !== undefined && e.niveauNummer !== i.niveauNummer)
      throw badRequest(`Indicator ${e.indicatorId} hoort niet bij niveau ${e.niveauNummer}.`, [{ path: `body.evaluaties.${n}.niveauNummer`, message: "niet het niveau van de indicator" }]);
  });
  await eisSchrijven(ctx, [...new Set(input.evaluaties.map((e) => e.leerlingId))]);

  // The last value per cell, in key order (lock order).
  const cellen = new Map<string, (typeof input.evaluaties)[number]>();
  for (const e of input.evaluaties) cellen.set(`${e.leerlingId}:${e.indicatorId}`, e);
  const gesorteerd = [...cellen.values()].sort((a, b) => a.leerlingId - b.leerlingId || a.indicatorId - b.indicatorId);
  const wissen = gesorteerd.filter((e) => e.score === null);
  const zetten = gesorteerd.filter((e) => e.score !== null);
  const door = ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null;
  const datum = vandaagIso();
  const { schooljaar, periodeNummer, leerroutepakketId } = input;
  const stappen = [];
  if (wissen.length)
    stappen.push(db.$executeRaw`
      DELETE FROM "Evaluatie" e
       USING unnest(${wissen.map((e) => e.leerlingId)}::int[], ${wissen.map((e) => e.indicatorId)}::int[]) AS w(l, i)
       WHERE e."administratieNr" = ${adm} AND e."leerroutepakketId" = ${leerroutepakketId} AND e.schooljaar = ${schooljaar} AND e."periodeNummer" = ${periodeNummer}
         AND e."leerlingId" = w.l AND e."indicatorId" = w.i`);
  if (zetten.length)
    stappen.push(db.$executeRaw`
      INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "beoordeeldDoor", "updatedAt")
      SELECT ${adm}, z.l, ${leerroutepakketId}, z.i, ${schooljaar}, ${periodeNummer}, z.c, z.n, z.s, ${datum}::date, ${door}::uuid, now()
        FROM unnest(${zetten.map((e) => e.leerlingId)}::int[], ${zetten.map((e) => e.indicatorId)}::int[], ${zetten.map((e) => perId.get(e.indicatorId)!.competentieId)}::int[],
                    ${zetten.map((e) => perId.get(e.indicatorId)!.niveauNummer)}::int[], ${zetten.map((e) => e.score!)}::int[]) AS z(l, i, c, n, s)
       ORDER BY z.l, z.i
      ON CONFLICT ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer")
      DO UPDATE SET score = EXCLUDED.score, datum = EXCLUDED.datum, "beoordeeldDoor" = EXCLUDED."beoordeeldDoor", "updatedAt" = now()`);
  const uitkomst = await db.$transaction(stappen);
  const gewist = wissen.length ? (uitkomst[0] as number) : 0;
  return {
    opgeslagen: zetten.length,
    gewist,
    evaluaties: input.evaluaties.map((e) => ({ leerlingId: e.leerlingId, indicatorId: e.indicatorId, score: cellen.get(`${e.leerlingId}:${e.indicatorId}`)!.score })),
  };
}

/** Observaties/DeleteEvaluatie: removes one cell's evaluation of the period; answers it as a JSON file. */
export async function verwijderEvaluatie(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; leerlingId: number; competentieId: number; niveauNummer: number; indicatorId: number }) {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const indicator = await db.indicator.findFirst({ where: { leerroutepakketId: p.pakketId, id: p.indicatorId, competentieId: p.competentieId, niveauNummer: p.niveauNummer }, select: { id: true } });
  if (!indicator) throw notFound(`Indicator ${p.indicatorId} van competentie ${p.competentieId}, niveau ${p.niveauNummer}`);
  await eisSchrijven(ctx, [p.leerlingId]);
  eisOpen(basis, "params.b");
  const sleutel = { administratieNr: ctx.administratieNr, leerlingId: p.leerlingId, leerroutepakketId: p.pakketId, indicatorId: p.indicatorId, schooljaar: p.schooljaar, periodeNummer: p.periode };
  const weg = await db.evaluatie.deleteMany({ where: sleutel });
  if (!weg.count) throw notFound("De beoordeling van deze periode");
  return { ...sleutel, competentieId: p.competentieId, niveauNummer: p.niveauNummer, verwijderd: true };
}
