import type { TenantContext } from "@/lib/api/context";
import { badRequest } from "@/lib/api/errors";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  bereidPakketVoor,
  bereidVerwachtingVoor,
  domeinBeheersingVan,
  leerrouteOp,
  tellingenUitAggregaat,
  verwachtingUit,
  type IndicatorRij,
  type NiveauAggregaat,
  type VerwachtingStatus,
} from "@/lib/beheersing";
import { deelIn, gemiddelde } from "@/lib/groepsplannen/clustering";
import { gemiddeldLabel, laadBasis, laadGroep, laadStructuur, laadVerwachtingData, type Basis } from "./monitor";

/**
 * The proposal of instruction groups for a group plan (issue 30): each pupil's figure — the
 * percentage of the expected level of lib/beheersing (formula 6, the same number as
 * Monitor/BeheersingPerLeerling), averaged over the package's domains or the one chosen — and the
 * cluster of lib/groepsplannen/clustering.ts (relative to the group: mean ± max(½ SD, 5)).
 *
 * Why it is cheap: the statements are a constant handful (base, pupils, indicators, domains,
 * competences, expectations, sums — the last five at once), and the pupils' standing does not
 * travel. The monitor's loader sends every standing (pupil × indicator, and the period before)
 * to Node: for 30 pupils on a 1,000-indicator package ~44,000 rows, sorted on text keys, most of
 * a second on a quiet machine and several under load. Here Postgres takes formula 2 (the latest
 * evaluation at or before the period) with a hash aggregate over a sortable key and sums the
 * standing per pupil, domain, competence and level (`NiveauAggregaat`): a few thousand numbers
 * as one JSON row per pupil. `tellingenUitAggregaat` turns them into formula 3's tallies.
 */

const LEEG = new Map<number, number>();

/**
 * Formula 2 and the sums per level, one statement. The latest evaluation of a pupil and an
 * indicator at or before the period is the one with the greatest (school year, period): the key
 * (first year of 'YYYY-YYYY' × 1000 + period) × 1000 + score orders as (schooljaar, periodeNummer)
 * and carries the score in its last three digits, so max() picks it without a sort (a pupil has
 * one evaluation per indicator and period: the primary key). Pupils: those assigned to the group
 * on some day of the period (as laadGroep).
 */
async function laadSommen(ctx: TenantContext, basis: Basis, groepNr: number): Promise<Map<number, NiveauAggregaat[]>> {
  const adm = ctx.administratieNr;
  const { schooljaar, nummer, ingangsdatum, einddatum } = basis.periode;
  const rijen = await leesRijen<{ leerlingId: number; sommen: [number, number, number, number, number, number][] }>(Prisma.sql`
    WITH l AS (
      SELECT DISTINCT t."leerlingId" AS id FROM "Leerlingtoewijzing" t
       WHERE t."administratieNr" = ${adm} AND t."groepNr" = ${groepNr}
         AND t.ingangsdatum <= ${einddatum}::date AND t.einddatum >= ${ingangsdatum}::date),
    stand AS (
      SELECT e."leerlingId", e."indicatorId",
             max((left(e.schooljaar, 4)::bigint * 1000 + e."periodeNummer") * 1000 + e.score) % 1000 AS score
        FROM "Evaluatie" e
       WHERE e."administratieNr" = ${adm} AND e."leerroutepakketId" = ${basis.pakketId}
         AND e."leerlingId" IN (SELECT id FROM l)
         AND (e.schooljaar, e."periodeNummer") <= (${schooljaar}::text, ${nummer}::int)
       GROUP BY 1, 2),
    niveau AS (
      SELECT s."leerlingId", i."domeinId", i."competentieId", i."niveauNummer",
             count(*)::int AS n, (count(*) FILTER (WHERE s.score = 100))::int AS beheerst, sum(s.score)::int AS som
        FROM stand s JOIN "Indicator" i ON i.id = s."indicatorId" AND i."leerroutepakketId" = ${basis.pakketId}
       GROUP BY 1, 2, 3, 4)
    SELECT "leerlingId", json_agg(json_build_array("domeinId", "competentieId", "niveauNummer", n, beheerst, som)) AS sommen
      FROM niveau GROUP BY 1`);
  return new Map(
    rijen.map((r) => [r.leerlingId, r.sommen.map(([domeinId, competentieId, niveauNummer, n, beheerst, som]) => ({ domeinId, competentieId, niveauNummer, n, beheerst, som }))]),
  );
}

/** The package's indicators as far as formula 3 needs them (no names). */
const laadPakketIndicatoren = (pakketId: number) =>
  leesRijen<IndicatorRij>(Prisma.sql`SELECT id, "domeinId", "competentieId", "niveauNummer" FROM "Indicator" WHERE "leerroutepakketId" = ${pakketId}`);

/**
 * Each pupil of the group in the period with figure and cluster, and the rule's figures. `bron`
 * names where the package and domain came from (a 400 names `body.domeinId` or `query.domeinId`).
 * 403 without read on the group's evaluations (laadGroep, §6).
 */
export async function berekenVoorstel(ctx: TenantContext, a: { schooljaar: string; periode: number; groepNr: number; pakketId: number; domeinId: number | null }, bron: "body" | "query") {
  const basis = await laadBasis(ctx, a.schooljaar, a.periode, a.pakketId, bron === "body");
  const [groep, indicatoren, structuur, vd, sommen] = await Promise.all([
    laadGroep(ctx, basis, a.groepNr),
    laadPakketIndicatoren(a.pakketId),
    laadStructuur(a.pakketId),
    laadVerwachtingData(ctx, a.pakketId),
    laadSommen(ctx, basis, a.groepNr),
  ]);
  if (a.domeinId !== null && !structuur.domeinen.some((d) => d.id === a.domeinId))
    throw badRequest(`domeinId: domein ${a.domeinId} hoort niet bij het leerroutepakket.`, [{ path: `${bron}.domeinId`, message: "onbekend domein" }]);
  const domeinen = structuur.domeinen.filter((d) => a.domeinId === null || d.id === a.domeinId);
  const competentieIds = new Map(domeinen.map((d) => [d.id, structuur.competenties.filter((c) => c.domeinId === d.id).map((c) => c.id)]));
  const pakket = bereidPakketVoor(basis.niveaus, indicatoren);
  const verwachtingen = bereidVerwachtingVoor(vd.stappen, vd.leerjaarFasen, vd.cellen);
  const waarde = new Map(basis.niveaus.map((n) => [n.nummer, n.waarde]));

  const cijfers = groep.leerlingen.map((l) => {
    const route = l.route ? leerrouteOp([l.route], l.id, a.pakketId, basis.periode.einddatum) : null;
    const tellingen = tellingenUitAggregaat(pakket, sommen.get(l.id) ?? []);
    const perDomein = domeinen.map((d) => {
      const v = verwachtingUit(verwachtingen, route, l.loopbaan, d.id);
      return { v, b: domeinBeheersingVan(pakket, { domeinId: d.id, competentieIds: competentieIds.get(d.id)!, scores: LEEG, verwachting: v, tellingen }) };
    });
    // The levels beside the figure: of the domains the percentage is over (else of all with a level).
    const metFiguur = perDomein.filter((x) => x.b.percentage !== null);
    const bereikt = (metFiguur.length ? metFiguur : perDomein).map((x) => x.b.bereikt).filter((b): b is number => b !== null);
    const verwacht = new Set(metFiguur.map((x) => waarde.get(x.v.niveauNummer!) ?? null));
    const percentages = perDomein.map((x) => x.b.percentage);
    const heeft = (s: VerwachtingStatus) => perDomein.some((x) => x.v.status === s);
    const status: VerwachtingStatus = heeft("zonderLeerroute") ? "zonderLeerroute" : heeft("zonderFase") ? "zonderFase" : gemiddelde(percentages) === null ? "zonderDoel" : "ok";
    return {
      leerlingId: l.id,
      naam: l.naam,
      percentages,
      niveau: bereikt.length ? gemiddeldLabel(basis.niveaus, bereikt.reduce((s, b) => s + b, 0) / bereikt.length) : null,
      verwachtNiveau: verwacht.size === 1 ? ([...verwacht][0] ?? null) : null,
      status,
    };
  });
  const { indeling, grenzen } = deelIn(cijfers);
  return {
    regel: grenzen,
    leerlingen: cijfers.map(({ percentages: _, ...c }, i) => ({ ...c, percentage: indeling[i]!.percentage, cluster: indeling[i]!.cluster, zonderGegevens: indeling[i]!.zonderGegevens })),
  };
}
