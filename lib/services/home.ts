import { z } from "zod";
import type { TenantContext } from "@/lib/api/context";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { vandaag } from "@/lib/schooljaar";

/**
 * What is due for the user this period, per own group of the current school year (the home page):
 * whether the group plan of the period is written and how many of its instruction groups still
 * wait for an evaluation, the action plans of the period for the group's pupils without an
 * evaluation, and the pupils without any evaluated indicator this period. One statement.
 */
const rij = z.object({
  nr: z.number().int(),
  naam: z.string(),
  aantalLeerlingen: z.number().int(),
  groepsplanId: z.number().int().nullable(),
  instructiegroepenTeEvalueren: z.number().int(),
  handelingsplannenTeEvalueren: z.number().int(),
  leerlingenZonderEvaluatie: z.number().int(),
});
export type HomeTaak = z.output<typeof rij>;

export async function getHomeTaken(ctx: TenantContext, periode: { schooljaar: string; nummer: number }): Promise<HomeTaak[]> {
  if (ctx.principal.kind !== "user" || !ctx.gebruikerId) return [];
  const adm = ctx.administratieNr;
  const peildatum = vandaag();
  const rijen = await leesRijen<Record<string, unknown>>(Prisma.sql`
    WITH eigen AS (
      SELECT g.nr, g.naam FROM "MedewerkerGroep" mg
      JOIN "Groep" g ON g."administratieNr" = mg."administratieNr" AND g.nr = mg."groepNr"
      WHERE mg."administratieNr" = ${adm} AND mg."gebruikerId" = ${ctx.gebruikerId}::uuid AND g.schooljaar = ${periode.schooljaar}
    ), lln AS (
      SELECT DISTINCT e.nr, t."leerlingId" FROM eigen e
      JOIN "Leerlingtoewijzing" t ON t."administratieNr" = ${adm} AND t."groepNr" = e.nr AND t.ingangsdatum <= ${peildatum} AND t.einddatum >= ${peildatum}
    )
    SELECT e.nr, e.naam,
      (SELECT count(*)::int FROM lln WHERE lln.nr = e.nr) AS "aantalLeerlingen",
      gp.id AS "groepsplanId",
      (SELECT count(*)::int FROM "Instructiegroep" ig
        WHERE ig."administratieNr" = ${adm} AND ig."groepsplanId" = gp.id
          AND NOT EXISTS (SELECT 1 FROM "OnderwijsplanEvaluatie" ev WHERE ev."administratieNr" = ${adm} AND ev."onderwijsplanId" = ig."onderwijsplanId")) AS "instructiegroepenTeEvalueren",
      (SELECT count(*)::int FROM "Handelingsplan" h
        JOIN "Onderwijsplan" o ON o."administratieNr" = h."administratieNr" AND o.id = h."onderwijsplanId"
        WHERE h."administratieNr" = ${adm} AND o.schooljaar = ${periode.schooljaar} AND o."periodeNummer" = ${periode.nummer}
          AND h."leerlingId" IN (SELECT lln."leerlingId" FROM lln WHERE lln.nr = e.nr)
          AND NOT EXISTS (SELECT 1 FROM "OnderwijsplanEvaluatie" ev WHERE ev."administratieNr" = ${adm} AND ev."onderwijsplanId" = o.id)) AS "handelingsplannenTeEvalueren",
      (SELECT count(*)::int FROM lln
        WHERE lln.nr = e.nr AND NOT EXISTS (
          SELECT 1 FROM "Evaluatie" v WHERE v."administratieNr" = ${adm} AND v."leerlingId" = lln."leerlingId" AND v.schooljaar = ${periode.schooljaar} AND v."periodeNummer" = ${periode.nummer})) AS "leerlingenZonderEvaluatie"
    FROM eigen e
    LEFT JOIN "Groepsplan" gp ON gp."administratieNr" = ${adm} AND gp."groepNr" = e.nr AND gp.schooljaar = ${periode.schooljaar} AND gp."periodeNummer" = ${periode.nummer}
    ORDER BY e.naam, e.nr`);
  return z.array(rij).parse(rijen);
}
