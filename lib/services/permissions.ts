import { db } from "@/lib/db/client";
import type { UserPermissions } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";

/** An administration as the caller stands in it. */
export interface TenantPermissions {
  administratieNr: number;
  naam: string;
  klantId: number;
  taalCode: string;
  sector: string;
  gebruikerId: string | null;
  permissions: UserPermissions;
}

/**
 * Loads the caller's permissions in one administration: the OR of their roles' bits per area,
 * their own branches and their own groups of the current school year. Null when the person is
 * no active staff member there (or the administration is inactive).
 */
export async function loadPermissions(
  administratieNr: number,
  who: { gebruikerId: string } | { rolId: number },
): Promise<TenantPermissions | null> {
  const administratie = await db.administratie.findUnique({
    where: { administratieNr },
    select: {
      administratieNr: true,
      naam: true,
      klantId: true,
      taalCode: true,
      sector: true,
      actief: true,
      functiegebieden: true,
      licenties: { where: { actief: true }, select: { code: true } },
      vestigingen: { select: { nr: true }, orderBy: { nr: "asc" } },
    },
  });
  if (!administratie || !administratie.actief) return null;

  let rolIds: number[];
  let eigenVestigingen: number[] = [];
  let eigenGroepen: number[] = [];
  let gebruikerId: string | null = null;
  if ("gebruikerId" in who) {
    const medewerker = await db.medewerker.findUnique({
      where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: who.gebruikerId } },
      select: {
        actief: true,
        rollen: { select: { rolId: true } },
        vestigingen: { select: { vestigingNr: true } },
        groepen: { where: { groep: { schooljaar: huidigSchooljaar() } }, select: { groepNr: true } },
      },
    });
    if (!medewerker || !medewerker.actief) return null;
    rolIds = medewerker.rollen.map((r) => r.rolId);
    eigenVestigingen = medewerker.vestigingen.map((v) => v.vestigingNr);
    eigenGroepen = medewerker.groepen.map((g) => g.groepNr);
    gebruikerId = who.gebruikerId;
  } else {
    rolIds = [who.rolId];
  }

  const rows = rolIds.length
    ? await db.rolPermissie.findMany({ where: { administratieNr, rolId: { in: rolIds } }, select: { functiegebied: true, bits: true } })
    : [];
  const permissies: Record<number, number> = {};
  for (let area = 0; area < 16; area++) permissies[area] = 0;
  for (const row of rows) permissies[row.functiegebied] = (permissies[row.functiegebied] ?? 0) | row.bits;

  return {
    administratieNr,
    naam: administratie.naam,
    klantId: administratie.klantId,
    taalCode: administratie.taalCode,
    sector: administratie.sector,
    gebruikerId,
    permissions: {
      permissies: permissies as UserPermissions["permissies"],
      toegestaneFunctiegebieden: administratie.functiegebieden as UserPermissions["toegestaneFunctiegebieden"],
      eigenVestigingen,
      alleVestigingen: administratie.vestigingen.map((v) => v.nr),
      eigenGroepen,
      klantId: administratie.klantId,
      licentiecodes: administratie.licenties.map((l) => l.code),
      gebruikerId: gebruikerId ?? "",
    },
  };
}
