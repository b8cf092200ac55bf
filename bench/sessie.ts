/**
 * What the benchmarks share to act as a signed-in person without going through the sign-in form
 * (its argon2 hash would be the benchmark): a session row and the encoded JWT cookie, exactly as
 * Auth.js writes them; and the real ids of an administration's data that the measured screens use.
 */
import { encode } from "next-auth/jwt";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";

/** A fresh session for the user and its cookie header value (`authjs.session-token=…`). */
export async function sessieCookie(gebruikerId: string, sessieVersie: number): Promise<string> {
  const sid = await startSessie(gebruikerId, SESSION_MAX_AGE_S);
  const token = await encode({ token: { sub: gebruikerId, sv: sessieVersie, sid }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" });
  return `authjs.session-token=${token}`;
}

export interface SchermIds {
  periode: number | null;
  pakket: number | null;
  leerling: number | null;
  groep: number | null;
  plangroep: number | null;
  planperiode: number | null;
  domein: number | null;
  competentie: number | null;
}

/**
 * Real ids for the measured screens: the active period, the first active package, a Klas group of
 * this year with pupils today (preferably the one with a group plan in the active period), one of
 * its pupils, the package's first competence (domain order, then competence order). Null where the
 * data has none.
 */
export async function schermIds(adm: number, sj: string): Promise<SchermIds> {
  const [ids] = await leesRijen<SchermIds>(Prisma.sql`
    WITH p AS (SELECT nummer FROM "Periode" WHERE "administratieNr" = ${adm} AND schooljaar = ${sj} AND current_date BETWEEN ingangsdatum AND einddatum LIMIT 1),
      pk AS (SELECT min("leerroutepakketId") AS id FROM "AdministratieLeerroutepakket" WHERE "administratieNr" = ${adm} AND actief),
      gp AS (SELECT gp."groepNr", gp."periodeNummer" FROM "Groepsplan" gp JOIN "Groep" g ON g."administratieNr" = gp."administratieNr" AND g.nr = gp."groepNr" AND g.schooljaar = gp.schooljaar
             WHERE gp."administratieNr" = ${adm} AND gp.schooljaar = ${sj} AND g.soort = 'Klas'
             ORDER BY (gp."periodeNummer" = (SELECT nummer FROM p)) DESC NULLS LAST, gp."groepNr", gp."periodeNummer" LIMIT 1),
      g AS (SELECT g.nr FROM "Groep" g WHERE g."administratieNr" = ${adm} AND g.schooljaar = ${sj} AND g.soort = 'Klas'
              AND EXISTS (SELECT 1 FROM "Leerlingtoewijzing" t WHERE t."administratieNr" = g."administratieNr" AND t."groepNr" = g.nr AND current_date BETWEEN t.ingangsdatum AND t.einddatum)
            ORDER BY (g.nr = (SELECT "groepNr" FROM gp)) DESC, g.nr LIMIT 1),
      c AS (SELECT c.id, c."domeinId" FROM "Competentie" c JOIN "Domein" d ON d."leerroutepakketId" = c."leerroutepakketId" AND d.id = c."domeinId"
            WHERE c."leerroutepakketId" = (SELECT id FROM pk) ORDER BY d.volgnummer, d.id, c.volgnummer, c.id LIMIT 1)
    SELECT (SELECT nummer FROM p) AS periode, (SELECT id FROM pk) AS pakket, (SELECT nr FROM g) AS groep,
      (SELECT "groepNr" FROM gp) AS plangroep, (SELECT "periodeNummer" FROM gp) AS planperiode,
      (SELECT t."leerlingId" FROM "Leerlingtoewijzing" t WHERE t."administratieNr" = ${adm} AND t."groepNr" = (SELECT nr FROM g) AND current_date BETWEEN t.ingangsdatum AND t.einddatum ORDER BY t."leerlingId" LIMIT 1) AS leerling,
      (SELECT "domeinId" FROM c) AS domein, (SELECT id FROM c) AS competentie`);
  return ids!;
}
