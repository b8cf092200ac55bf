import { db } from "@/lib/db/client";
import { forbidden } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { huidigSchooljaar } from "@/lib/schooljaar";

function requireUser(ctx: TenantContext): string {
  if (!ctx.gebruikerId) throw forbidden("Deze aanroep is alleen voor een aangemelde gebruiker, niet voor een API-sleutel.");
  return ctx.gebruikerId;
}

export async function getEigenGroepen(ctx: TenantContext) {
  const gebruikerId = requireUser(ctx);
  const rows = await db.medewerkerGroep.findMany({
    where: { administratieNr: ctx.administratieNr, gebruikerId, groep: { schooljaar: huidigSchooljaar() } },
    select: { groep: { select: { nr: true, naam: true, schooljaar: true, vestigingNr: true, vestiging: { select: { naam: true } } } } },
    orderBy: { groep: { naam: "asc" } },
  });
  return rows.map(({ groep }) => ({
    nr: groep.nr,
    naam: groep.naam,
    schooljaar: groep.schooljaar,
    vestigingNr: groep.vestigingNr,
    vestigingsnaam: groep.vestiging.naam,
  }));
}

export async function updateOwnName(
  ctx: TenantContext,
  data: { roepnaam: string; voornamen?: string | null; tussenvoegsel?: string | null; achternaam: string; geslacht?: number },
) {
  const gebruikerId = requireUser(ctx);
  const m = await db.medewerker.update({
    where: { administratieNr_gebruikerId: { administratieNr: ctx.administratieNr, gebruikerId } },
    data: {
      roepnaam: data.roepnaam,
      voornamen: data.voornamen || null,
      tussenvoegsel: data.tussenvoegsel || null,
      achternaam: data.achternaam,
      ...(data.geslacht !== undefined ? { geslacht: data.geslacht } : {}),
    },
    select: { gebruikerId: true, roepnaam: true, voornamen: true, tussenvoegsel: true, achternaam: true, geslacht: true },
  });
  return { id: m.gebruikerId, ...m };
}

/** The administrations a person works in (active memberships of active administrations). */
export async function listAdministratiesVoorGebruiker(gebruikerId: string) {
  const rows = await db.medewerker.findMany({
    where: { gebruikerId, actief: true, administratie: { actief: true } },
    select: { administratie: { select: { administratieNr: true, naam: true, sector: true, taalCode: true } } },
    orderBy: { administratie: { naam: "asc" } },
  });
  return rows.map((r) => r.administratie);
}

/** Display name of a staff member in one administration ("Anouk Visser"). */
export async function getMedewerkerNaam(administratieNr: number, gebruikerId: string): Promise<string> {
  const m = await db.medewerker.findUnique({
    where: { administratieNr_gebruikerId: { administratieNr, gebruikerId } },
    select: { roepnaam: true, tussenvoegsel: true, achternaam: true },
  });
  return m ? [m.roepnaam, m.tussenvoegsel, m.achternaam].filter(Boolean).join(" ") : "";
}
