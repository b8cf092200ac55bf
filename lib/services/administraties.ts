import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { actievePeriode, huidigSchooljaar, isoDatum } from "@/lib/schooljaar";

/** The administration as the shell needs it: info, licences, modules and the current period. */
export async function getAdministratieContext(ctx: TenantContext) {
  const schooljaar = huidigSchooljaar();
  const [administratie, perioden] = await Promise.all([
    db.administratie.findUniqueOrThrow({
      where: { administratieNr: ctx.administratieNr },
      select: {
        administratieNr: true,
        naam: true,
        klantId: true,
        taalCode: true,
        sector: true,
        licenties: { select: { licentienummer: true, code: true, omschrijving: true, actief: true }, orderBy: { licentienummer: "asc" } },
      },
    }),
    db.periode.findMany({ where: { administratieNr: ctx.administratieNr, schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true } }),
  ]);
  const actief = actievePeriode(perioden, schooljaar);
  return {
    ...administratie,
    huidigePeriode: actief ? { schooljaar, nummer: actief.nummer, ingangsdatum: isoDatum(actief.ingangsdatum), einddatum: isoDatum(actief.einddatum) } : null,
    huidigSchooljaar: schooljaar,
  };
}

/** Permissions for the client: bits per area plus all and own branches (with names) and own groups. */
export async function getPermissionsView(ctx: TenantContext) {
  const vestigingen = await db.vestiging.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { nr: true, naam: true },
    orderBy: { naam: "asc" },
  });
  const eigen = new Set(ctx.permissions.eigenVestigingen);
  return {
    ...ctx.permissions,
    administratieNr: ctx.administratieNr,
    gebruikerId: ctx.gebruikerId,
    vestigingen,
    eigenVestigingenDetails: vestigingen.filter((v) => eigen.has(v.nr)),
  };
}
