/**
 * What the benchmarks share to act as a signed-in person without going through the sign-in form
 * (its argon2 hash would be the benchmark): a session row and the encoded JWT cookie, exactly as
 * Auth.js writes them; and the real ids of an administration's data that the measured screens use.
 */
import { encode } from "next-auth/jwt";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
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

/**
 * The ten busiest screens of an administration (given, or the one with the most pupils), signed in
 * as its administrator: the staff member who reads pupils, evaluations, group plans and packages of
 * every group. Used by bench/lighthouse.ts and bench/paginabezoek.ts.
 */
export async function drukstePaginas(admnr?: number): Promise<{ adm: number; cookie: string; paginas: { naam: string; pad: string }[] }> {
  const sj = huidigSchooljaar();
  const [wie] = await leesRijen<{ gebruikerId: string; sv: number; adm: number }>(Prisma.sql`
    SELECT m."gebruikerId", g."sessieVersie" AS sv, m."administratieNr" AS adm
    FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
      JOIN "MedewerkerRol" mr ON mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId"
      JOIN "Rol" r ON r."administratieNr" = mr."administratieNr" AND r.id = mr."rolId"
    WHERE m.actief AND ${admnr !== undefined ? Prisma.sql`m."administratieNr" = ${admnr}` : Prisma.sql`TRUE`}
      AND (SELECT count(DISTINCT rp.functiegebied) FROM "RolPermissie" rp WHERE rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
           AND rp.functiegebied IN (${F.Leerlingen}, ${F.Leerlingevaluaties}, ${F.Groepsplannen}, ${F.Leerroutepakketten}) AND rp.bits & ${Bits.ReadAlle | Bits.Manage} <> 0) = 4
    ORDER BY (SELECT count(*) FROM "Leerling" l WHERE l."administratieNr" = m."administratieNr") DESC, m."administratieNr", (r.naam = 'Beheerder') DESC, m."gebruikerId" LIMIT 1`);
  if (!wie) throw new Error("Geen medewerker die leerlingen, evaluaties, groepsplannen en leerroutepakketten van alle groepen mag lezen: seed of genereer eerst data.");
  const adm = wie.adm;
  const ids = await schermIds(adm, sj);
  // The group plan's first instruction group (the evaluation screen is one instruction group's).
  const [ig] = ids.plangroep !== null
    ? await leesRijen<{ nr: number }>(Prisma.sql`
        SELECT i.nr FROM "Instructiegroep" i JOIN "Groepsplan" gp ON gp."administratieNr" = i."administratieNr" AND gp.id = i."groepsplanId"
        WHERE gp."administratieNr" = ${adm} AND gp.schooljaar = ${sj} AND gp."groepNr" = ${ids.plangroep} AND gp."periodeNummer" = ${ids.planperiode}
        ORDER BY i.volgnummer, i.nr LIMIT 1`)
    : [];
  const cookie = await sessieCookie(wie.gebruikerId, wie.sv);
  const jaar = `/${adm}/schooljaar/${sj}`;
  const { periode, pakket, groep, leerling, competentie, plangroep, planperiode } = ids;
  const paginas = [
    { naam: "home", pad: `/${adm}` },
    { naam: "leerlingen", pad: `${jaar}/adm/leerlingen?filter=Alle` },
    ...(leerling !== null ? [{ naam: "leerling", pad: `${jaar}/adm/leerlingen/details/${leerling}` }] : []),
    ...(periode !== null && pakket !== null && groep !== null
      ? [{ naam: "monitor", pad: `${jaar}/planning/monitor/${periode}/PerCompetentie?filter=Alle&leerroutepakket=${pakket}&groep=${groep}${competentie !== null ? `&competentie=${competentie}` : ""}` }]
      : []),
    ...(periode !== null ? [{ naam: "overzicht", pad: `${jaar}/overzichten/${periode}/Pervakgebied${pakket !== null ? `?leerroutepakket=${pakket}` : ""}` }] : []),
    ...(pakket !== null ? [{ naam: "stroomplan", pad: `/${adm}/leerroutepakketten/${pakket}/details/stroomplan` }] : []),
    ...(plangroep !== null ? [{ naam: "groepsplan", pad: `${jaar}/planning/groepsplannen/details/${plangroep}/${planperiode}` }] : []),
    ...(plangroep !== null && ig ? [{ naam: "evalueren", pad: `${jaar}/planning/groepsplannen/evalueren/${plangroep}/${planperiode}/${ig.nr}` }] : []),
    ...(leerling !== null ? [{ naam: "dossier", pad: `${jaar}/adm/leerlingen/details/${leerling}/dossiers` }] : []),
    { naam: "hplannen", pad: `${jaar}/planning/handelingsplannen?filter=Alle` },
  ];
  return { adm, cookie, paginas };
}
