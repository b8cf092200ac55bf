import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, canRead, Functiegebied as F, hasBits } from "@/lib/permissions";
import { actievePeriode, isoDatum } from "@/lib/schooljaar";

/**
 * The planning page (`planning`): the teacher's start of the week — the active period, the user's
 * own groups of the school year with what was evaluated this period, and the plans of the period
 * (group plans present, action plans still to be evaluated). Counts are only given for groups
 * whose evaluations or plans the user may read (§6, object rule per group).
 */
export async function planningOverzicht(ctx: TenantContext, schooljaar: string) {
  const adm = ctx.administratieNr;
  const p = ctx.permissions;
  const perioden = await db.periode.findMany({ where: { administratieNr: adm, schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true }, orderBy: { nummer: "asc" } });
  const actief = actievePeriode(perioden, schooljaar);
  const nummer = actief?.nummer ?? 0;
  const van = actief?.ingangsdatum ?? new Date("1900-01-01");
  const tot = actief?.einddatum ?? new Date("1900-01-01");
  const gebruikerId = p.gebruikerId || "00000000-0000-0000-0000-000000000000";
  // One statement: the own groups with their counts for the active period.
  const groepen = await leesRijen<{ nr: number; naam: string; vestigingNr: number; vestigingNaam: string; leerlingen: number; beoordeeld: number; evaluaties: number; groepsplan: boolean; handelingsplannen: number; teEvalueren: number }>(Prisma.sql`
    WITH g AS (
      SELECT g.nr, g.naam, g."vestigingNr", v.naam AS "vestigingNaam"
        FROM "MedewerkerGroep" mg
        JOIN "Groep" g ON g."administratieNr" = mg."administratieNr" AND g.nr = mg."groepNr"
        JOIN "Vestiging" v ON v."administratieNr" = g."administratieNr" AND v.nr = g."vestigingNr"
       WHERE mg."administratieNr" = ${adm} AND mg."gebruikerId" = ${gebruikerId}::uuid AND g.schooljaar = ${schooljaar}
    ), ll AS (
      SELECT DISTINCT g.nr, t."leerlingId"
        FROM g JOIN "Leerlingtoewijzing" t ON t."administratieNr" = ${adm} AND t."groepNr" = g.nr AND t.ingangsdatum <= ${tot} AND t.einddatum >= ${van}
    )
    SELECT g.nr, g.naam, g."vestigingNr", g."vestigingNaam",
           (SELECT count(*) FROM ll WHERE ll.nr = g.nr)::int AS leerlingen,
           (SELECT count(DISTINCT e."leerlingId") FROM ll JOIN "Evaluatie" e ON e."administratieNr" = ${adm} AND e."leerlingId" = ll."leerlingId"
             WHERE ll.nr = g.nr AND e.schooljaar = ${schooljaar} AND e."periodeNummer" = ${nummer})::int AS beoordeeld,
           (SELECT count(*) FROM ll JOIN "Evaluatie" e ON e."administratieNr" = ${adm} AND e."leerlingId" = ll."leerlingId"
             WHERE ll.nr = g.nr AND e.schooljaar = ${schooljaar} AND e."periodeNummer" = ${nummer})::int AS evaluaties,
           EXISTS (SELECT 1 FROM "Groepsplan" gp WHERE gp."administratieNr" = ${adm} AND gp."groepNr" = g.nr AND gp."periodeNummer" = ${nummer} AND gp.schooljaar = ${schooljaar}) AS groepsplan,
           (SELECT count(*) FROM ll JOIN "Handelingsplan" h ON h."administratieNr" = ${adm} AND h."leerlingId" = ll."leerlingId"
              JOIN "Onderwijsplan" o ON o."administratieNr" = h."administratieNr" AND o.id = h."onderwijsplanId"
             WHERE ll.nr = g.nr AND o.schooljaar = ${schooljaar} AND o."periodeNummer" = ${nummer})::int AS handelingsplannen,
           (SELECT count(*) FROM ll JOIN "Handelingsplan" h ON h."administratieNr" = ${adm} AND h."leerlingId" = ll."leerlingId"
              JOIN "Onderwijsplan" o ON o."administratieNr" = h."administratieNr" AND o.id = h."onderwijsplanId"
             WHERE ll.nr = g.nr AND o.schooljaar = ${schooljaar} AND o."periodeNummer" = ${nummer}
               AND NOT EXISTS (SELECT 1 FROM "OnderwijsplanEvaluatie" oe WHERE oe."administratieNr" = o."administratieNr" AND oe."onderwijsplanId" = o.id))::int AS "teEvalueren"
      FROM g
     ORDER BY g.naam, g.nr`);
  const pakketten = await db.administratieLeerroutepakket.findMany({
    where: { administratieNr: adm, actief: true },
    select: { leerroutepakket: { select: { id: true, naam: true } } },
    orderBy: { leerroutepakket: { naam: "asc" } },
  });
  return {
    schooljaar,
    periode: actief ? { nummer: actief.nummer, ingangsdatum: isoDatum(actief.ingangsdatum), einddatum: isoDatum(actief.einddatum) } : null,
    pakketten: pakketten.map((x) => x.leerroutepakket),
    magAlleGroepen: hasBits(p, F.Groepen, Bits.ReadAlle | Bits.ReadEigenVestiging),
    groepen: groepen.map((g) => {
      const obj = { vestigingNr: g.vestigingNr, groepNrs: [g.nr] };
      const evaluaties = canRead(p, F.Leerlingevaluaties, obj);
      const plannen = canRead(p, F.Handelingsplannen, obj);
      return {
        nr: g.nr,
        naam: g.naam,
        vestigingNaam: g.vestigingNaam,
        leerlingen: g.leerlingen,
        magEvaluatiesLezen: evaluaties,
        beoordeeld: evaluaties && actief ? g.beoordeeld : null,
        evaluaties: evaluaties && actief ? g.evaluaties : null,
        groepsplan: canRead(p, F.Groepsplannen, obj) && actief ? g.groepsplan : null,
        handelingsplannen: plannen && actief ? g.handelingsplannen : null,
        teEvalueren: plannen && actief ? g.teEvalueren : null,
      };
    }),
  };
}
export type PlanningOverzicht = Awaited<ReturnType<typeof planningOverzicht>>;
