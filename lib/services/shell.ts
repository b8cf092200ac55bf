import "server-only";
import { cache } from "react";
import type { TenantContext } from "@/lib/api/context";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export interface ShellSchooljaar {
  schooljaar: string;
  perioden: { nummer: number; ingangsdatum: string; einddatum: string }[];
}

/** What the tenant shell shows around every page: who is signed in, the school years to choose from. */
export interface Shell {
  email: string;
  /** Display name of the staff member in this administration ("" when none is set). */
  naam: string;
  /** Active administrations of this person (the menu offers switching when more than one). */
  administraties: number;
  schooljaren: ShellSchooljaar[];
}

/**
 * The shell's data in one statement (issue 27): every page paid three before (name, the
 * administrations to switch to, the school years with their periods), once per request (React
 * cache: the layout and a page that shows the same share it). Dates come as ISO text.
 */
export const getShell = cache(async (ctx: TenantContext, gebruikerId: string): Promise<Shell> => {
  const a = ctx.administratieNr;
  const [r] = await leesRijen<Shell>(Prisma.sql`
    SELECT
      coalesce((SELECT g.email FROM "Gebruiker" g WHERE g.id = ${gebruikerId}::uuid), '') AS email,
      coalesce((SELECT concat_ws(' ', nullif(m.roepnaam, ''), nullif(m.tussenvoegsel, ''), nullif(m.achternaam, ''))
        FROM "Medewerker" m WHERE m."administratieNr" = ${a} AND m."gebruikerId" = ${gebruikerId}::uuid), '') AS naam,
      (SELECT count(*) FROM "Medewerker" m JOIN "Administratie" ad ON ad."administratieNr" = m."administratieNr"
        WHERE m."gebruikerId" = ${gebruikerId}::uuid AND m.actief AND ad.actief)::int AS administraties,
      coalesce((SELECT json_agg(json_build_object('schooljaar', s.schooljaar, 'perioden', coalesce((
          SELECT json_agg(json_build_object('nummer', p.nummer, 'ingangsdatum', to_char(p.ingangsdatum, 'YYYY-MM-DD'), 'einddatum', to_char(p.einddatum, 'YYYY-MM-DD')) ORDER BY p.nummer)
          FROM "Periode" p WHERE p."administratieNr" = s."administratieNr" AND p.schooljaar = s.schooljaar), '[]'::json)) ORDER BY s.schooljaar DESC)
        FROM "Schooljaar" s WHERE s."administratieNr" = ${a}), '[]'::json) AS schooljaren`);
  return r!;
});
