import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { canRead, canWrite, Functiegebied as F } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";
import type { LeerrouteZetten } from "@/lib/schemas/leerling-leerroutes";
import { dag, geldtVoorLeerling, leerlingObjecten, vandaagIso } from "./leerling-gemeen";

const select = {
  leerlingId: true,
  leerroutepakketId: true,
  leerrouteNummer: true,
  uitstroombestemmingNummer: true,
  ingangsdatum: true,
  einddatum: true,
  leerroute: { select: { naam: true, leerroutepakket: { select: { naam: true } } } },
  uitstroombestemming: { select: { naam: true } },
} as const;

type Rij = { leerlingId: number; leerroutepakketId: number; leerrouteNummer: number; uitstroombestemmingNummer: number | null; ingangsdatum: Date; einddatum: Date; leerroute: { naam: string; leerroutepakket: { naam: string } }; uitstroombestemming: { naam: string } | null };

const uit = (r: Rij) => ({
  leerlingId: r.leerlingId,
  leerroutepakketId: r.leerroutepakketId,
  pakketNaam: r.leerroute.leerroutepakket.naam,
  leerrouteNummer: r.leerrouteNummer,
  leerrouteNaam: r.leerroute.naam,
  uitstroombestemmingNummer: r.uitstroombestemmingNummer,
  uitstroombestemmingNaam: r.uitstroombestemming?.naam ?? null,
  ingangsdatum: isoDatum(r.ingangsdatum),
  einddatum: isoDatum(r.einddatum),
});

/** Leerlingen/Leerroutes/{id}: every route link of a pupil, newest first (read on the pupil, §6 Leerlingen). */
export async function leerroutesVanLeerling(ctx: TenantContext, leerlingId: number) {
  const [leerling, objecten, rijen] = await Promise.all([
    db.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: { id: true } }),
    leerlingObjecten(ctx, [leerlingId]),
    db.leerlingLeerroute.findMany({ where: { administratieNr: ctx.administratieNr, leerlingId }, select, orderBy: [{ ingangsdatum: "desc" }, { leerroutepakketId: "asc" }] }),
  ]);
  if (!leerling) throw notFound(`Leerling ${leerlingId}`);
  if (!geldtVoorLeerling(objecten.get(leerlingId), (o) => canRead(ctx.permissions, F.Leerlingen, o))) throw forbidden("U mag [[deze leerling]] niet bekijken.");
  return rijen.map(uit);
}

/**
 * Leerlingen/Leerroute: sets (or ends) the route of one or many pupils in a package from a date.
 * Per pupil, in one transaction: a link running on that date is ended the day before (or replaced
 * when it starts that very day or later), and the new link runs from the date with an open end.
 */
export async function zetLeerroute(ctx: TenantContext, input: LeerrouteZetten) {
  const adm = ctx.administratieNr;
  let ids = [...new Set(input.leerlingIds ?? [])];
  if (input.groepNr !== undefined) {
    // The group's pupils today (404 for an unknown group; none → 400).
    const nu = dag(vandaagIso());
    const groep = await db.groep.findUnique({
      where: { administratieNr_nr: { administratieNr: adm, nr: input.groepNr } },
      select: { toewijzingen: { where: { ingangsdatum: { lte: nu }, einddatum: { gte: nu } }, select: { leerlingId: true } } },
    });
    if (!groep) throw notFound(`Groep ${input.groepNr}`);
    ids = [...new Set(groep.toewijzingen.map((t) => t.leerlingId))];
    if (!ids.length) throw badRequest("Deze [[groep]] heeft vandaag geen [[leerlingen]].", [{ path: "body.groepNr", message: "geen [[leerlingen]] in de [[groep]]" }]);
  }
  const [gebruik, route, bestaand, objecten] = await Promise.all([
    db.administratieLeerroutepakket.findUnique({ where: { administratieNr_leerroutepakketId: { administratieNr: adm, leerroutepakketId: input.leerroutepakketId } }, select: { leerroutepakketId: true } }),
    input.leerrouteNummer === null
      ? null
      : db.leerroute.findUnique({
          where: { leerroutepakketId_nummer: { leerroutepakketId: input.leerroutepakketId, nummer: input.leerrouteNummer } },
          select: { nummer: true, uitstroombestemmingen: { select: { uitstroombestemmingNummer: true } } },
        }),
    db.leerling.findMany({ where: { administratieNr: adm, id: { in: ids } }, select: { id: true } }),
    leerlingObjecten(ctx, ids),
  ]);
  if (!gebruik) throw badRequest(`Leerroutepakket ${input.leerroutepakketId} wordt in deze administratie niet gebruikt.`, [{ path: "body.leerroutepakketId", message: "onbekend leerroutepakket" }]);
  if (input.leerrouteNummer !== null && !route) throw badRequest(`Leerroute ${input.leerrouteNummer} bestaat niet in dit pakket.`, [{ path: "body.leerrouteNummer", message: "onbekende leerroute" }]);
  const uitstroom = input.leerrouteNummer === null ? null : (input.uitstroombestemmingNummer ?? null);
  if (uitstroom !== null && !route!.uitstroombestemmingen.some((u) => u.uitstroombestemmingNummer === uitstroom))
    throw badRequest(`Uitstroombestemming ${uitstroom} hoort niet bij deze leerroute.`, [{ path: "body.uitstroombestemmingNummer", message: "geen uitstroombestemming van deze leerroute" }]);
  const gevonden = new Set(bestaand.map((l) => l.id));
  const onbekend = ids.find((id) => !gevonden.has(id));
  if (onbekend !== undefined) throw notFound(`Leerling ${onbekend}`);
  const geweigerd = ids.find((id) => !geldtVoorLeerling(objecten.get(id), (o) => canWrite(ctx.permissions, F.Leerlingen, o)));
  if (geweigerd !== undefined) throw forbidden(`U mag [[leerling]] ${geweigerd} niet bewerken.`);

  const vanaf = dag(input.ingangsdatum);
  const dagErvoor = new Date(vanaf.getTime() - 86400000);
  const waar = { administratieNr: adm, leerroutepakketId: input.leerroutepakketId, leerlingId: { in: ids } };
  const [, , , rijen] = await db.$transaction([
    // Links starting on or after the date are replaced.
    db.leerlingLeerroute.deleteMany({ where: { ...waar, ingangsdatum: { gte: vanaf } } }),
    // A link running on the date ends the day before.
    db.leerlingLeerroute.updateMany({ where: { ...waar, ingangsdatum: { lt: vanaf }, einddatum: { gte: vanaf } }, data: { einddatum: dagErvoor } }),
    db.leerlingLeerroute.createMany({
      data:
        input.leerrouteNummer === null
          ? []
          : ids.map((leerlingId) => ({ administratieNr: adm, leerlingId, leerroutepakketId: input.leerroutepakketId, leerrouteNummer: input.leerrouteNummer!, uitstroombestemmingNummer: uitstroom, ingangsdatum: vanaf })),
    }),
    db.leerlingLeerroute.findMany({ where: waar, select, orderBy: [{ leerlingId: "asc" }, { ingangsdatum: "desc" }] }),
  ]);
  return { aantal: ids.length, leerroutes: rijen.map(uit) };
}
