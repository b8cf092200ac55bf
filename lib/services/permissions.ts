import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
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
  /** The administration's branches by name (small; read in the same statement, so the
   * permissions answer needs no statement of its own). */
  vestigingen: { nr: number; naam: string }[];
  permissions: UserPermissions;
}

interface Rij {
  administratieNr: number;
  naam: string;
  klantId: number;
  taalCode: string;
  sector: string;
  actief: boolean;
  functiegebieden: number[];
  licenties: string[];
  modules: string[];
  vestigingen: { nr: number; naam: string }[] | null;
  lid: boolean | null;
  eigenVestigingen: number[];
  eigenGroepen: number[];
  permissies: Record<string, number> | null;
  sessieGeldig: boolean;
}

/**
 * Loads the caller's permissions in one administration: the OR of their roles' bits per area,
 * their own branches and their own groups of the current school year. Null when the person is
 * no active staff member there (or the administration is inactive). One statement: every API call
 * and page starts with it, so it must not cost more (issue 19). With `sessie` the same statement
 * also checks that the session is still valid (not signed out, expired or ended by a new
 * password), and answers "afgemeld" when it is not.
 */
export async function loadPermissions(administratieNr: number, who: { gebruikerId: string; sessie?: undefined } | { rolId: number }): Promise<TenantPermissions | null>;
export async function loadPermissions(
  administratieNr: number,
  who: { gebruikerId: string; sessie?: { id: string; versie: number } },
): Promise<TenantPermissions | null | "afgemeld">;
export async function loadPermissions(
  administratieNr: number,
  who: { gebruikerId: string; sessie?: { id: string; versie: number } } | { rolId: number },
): Promise<TenantPermissions | null | "afgemeld"> {
  const gebruikerId = "gebruikerId" in who ? who.gebruikerId : null;
  const rolId = "rolId" in who ? who.rolId : null;
  const sessie = "gebruikerId" in who ? (who.sessie ?? null) : null;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (gebruikerId !== null && !uuid.test(gebruikerId)) return sessie ? "afgemeld" : null;
  if (sessie && (!uuid.test(sessie.id) || !Number.isSafeInteger(sessie.versie))) return "afgemeld";
  const schooljaar = huidigSchooljaar();
  const rijen = await leesRijen<Rij>(Prisma.sql`
    SELECT (${sessie?.id ?? null}::uuid IS NULL OR EXISTS (
        SELECT 1 FROM "Sessie" s JOIN "Gebruiker" gb ON gb.id = s."gebruikerId"
        WHERE s.id = ${sessie?.id ?? null}::uuid AND s."gebruikerId" = ${gebruikerId}::uuid
          AND s."verlooptOp" > now() AND gb."sessieVersie" = ${sessie?.versie ?? 0}::int)) AS "sessieGeldig",
      a."administratieNr", a.naam, a."klantId", a."taalCode", a.sector::text AS sector, a.actief, a.functiegebieden, a.modules,
      ARRAY(SELECT l.code FROM "Licentie" l WHERE l."administratieNr" = a."administratieNr" AND l.actief) AS licenties,
      (SELECT json_agg(json_build_object('nr', v.nr, 'naam', v.naam) ORDER BY v.naam, v.nr) FROM "Vestiging" v WHERE v."administratieNr" = a."administratieNr") AS vestigingen,
      m.actief AS lid,
      ARRAY(SELECT mv."vestigingNr" FROM "MedewerkerVestiging" mv WHERE mv."administratieNr" = a."administratieNr" AND mv."gebruikerId" = m."gebruikerId") AS "eigenVestigingen",
      ARRAY(SELECT mg."groepNr" FROM "MedewerkerGroep" mg JOIN "Groep" g ON g."administratieNr" = mg."administratieNr" AND g.nr = mg."groepNr"
            WHERE mg."administratieNr" = a."administratieNr" AND mg."gebruikerId" = m."gebruikerId" AND g.schooljaar = ${schooljaar}) AS "eigenGroepen",
      (SELECT json_object_agg(x.functiegebied, x.bits) FROM (
         SELECT rp.functiegebied, bit_or(rp.bits) AS bits FROM "RolPermissie" rp
         WHERE rp."administratieNr" = a."administratieNr"
           AND (rp."rolId" = ${rolId}::int OR rp."rolId" IN (SELECT mr."rolId" FROM "MedewerkerRol" mr WHERE mr."administratieNr" = a."administratieNr" AND mr."gebruikerId" = m."gebruikerId"))
         GROUP BY rp.functiegebied) x) AS permissies
    FROM (SELECT 1) een
    LEFT JOIN "Administratie" a ON a."administratieNr" = ${administratieNr}
    LEFT JOIN "Medewerker" m ON m."administratieNr" = a."administratieNr" AND m."gebruikerId" = ${gebruikerId}::uuid`);
  const r = rijen[0];
  // An ended session is 401 whatever the administration; an unknown administration reads as one
  // the caller is no member of.
  if (r && !r.sessieGeldig) return "afgemeld";
  if (!r || !r.actief) return null;
  if (gebruikerId !== null && r.lid !== true) return null;

  const permissies: Record<number, number> = {};
  for (let area = 0; area < 16; area++) permissies[area] = 0;
  for (const [area, bits] of Object.entries(r.permissies ?? {})) permissies[Number(area)] = bits;

  const vestigingen = r.vestigingen ?? [];
  return {
    administratieNr,
    vestigingen,
    naam: r.naam,
    klantId: r.klantId,
    taalCode: r.taalCode,
    sector: r.sector,
    gebruikerId,
    permissions: {
      permissies: permissies as UserPermissions["permissies"],
      toegestaneFunctiegebieden: r.functiegebieden as UserPermissions["toegestaneFunctiegebieden"],
      eigenVestigingen: gebruikerId ? r.eigenVestigingen : [],
      alleVestigingen: vestigingen.map((v) => v.nr).sort((a, b) => a - b),
      eigenGroepen: gebruikerId ? r.eigenGroepen : [],
      klantId: r.klantId,
      licentiecodes: r.licenties,
      gebruikerId: gebruikerId ?? "",
      modules: r.modules,
    },
  };
}
