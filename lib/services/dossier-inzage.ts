import { z } from "zod";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TenantContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { isPrefetchRender } from "@/lib/auth/prefetch-render";

/**
 * The access log of the pupil file (issue 16): every read of a pupil's notes, a note's document,
 * the dossier, a dossier item or document, the forms or a form is added as one row (who, when,
 * what, which pupil) in DossierInzage, which a trigger keeps append-only. An administrator
 * (Leerlingdossiers manage) reads it per pupil and exports it.
 */

export type InzageSoort = "notities" | "notitie" | "notitiedocument" | "dossier" | "dossieritem" | "dossierdocument" | "formulieren" | "formulier" | "notitieafdruk" | "dossieritemafdruk" | "formulierafdruk" | "export" | "wissen" | "ontwikkelingsperspectieven" | "ontwikkelingsperspectief" | "leerlingplannen" | "leerlingplan" | "ontwikkelingsperspectiefafdruk" | "leerlingplanafdruk" | "handelingsplannen" | "handelingsplan" | "handelingsplanafdruk" | "groepsplan" | "groepsplanafdruk" | "groepsplandocument" | "instructiegroep" | "overzicht" | "oudergesprek" | "oudergesprekafdruk";

export const INZAGE_OMSCHRIJVING: Readonly<Record<InzageSoort, string>> = {
  notities: "Notities bekeken",
  notitie: "Notitie bekeken",
  notitiedocument: "Document van een notitie gedownload",
  dossier: "Dossier bekeken",
  dossieritem: "Dossieritem bekeken",
  dossierdocument: "Document uit het dossier gedownload",
  formulieren: "Formulieren bekeken",
  formulier: "Formulier bekeken",
  export: "Volledig dossier geëxporteerd (zip)",
  wissen: "Volledig dossier gewist",
  notitieafdruk: "Notitie afgedrukt (PDF)",
  dossieritemafdruk: "Dossieritem afgedrukt (PDF)",
  formulierafdruk: "Formulier afgedrukt (PDF)",
  ontwikkelingsperspectieven: "Ontwikkelingsperspectieven bekeken",
  ontwikkelingsperspectief: "Ontwikkelingsperspectief bekeken",
  leerlingplannen: "Leerlingplannen bekeken",
  leerlingplan: "Leerlingplan bekeken",
  ontwikkelingsperspectiefafdruk: "Ontwikkelingsperspectief afgedrukt (PDF)",
  leerlingplanafdruk: "Leerlingplan afgedrukt (PDF)",
  handelingsplannen: "Handelingsplannen bekeken",
  handelingsplan: "Handelingsplan bekeken",
  handelingsplanafdruk: "Handelingsplan afgedrukt (PDF)",
  groepsplan: "Groepsplan bekeken",
  groepsplanafdruk: "Groepsplan afgedrukt (PDF)",
  groepsplandocument: "Document van een groepsplan gedownload",
  instructiegroep: "Instructiegroep bekeken",
  overzicht: "Overzicht van het volledige dossier bekeken",
  oudergesprek: "Oudergesprek bekeken",
  oudergesprekafdruk: "Oudergesprek afgedrukt (PDF)",
};

/**
 * Reads that a screen shows. Opening such a screen reads in the page's server render; the screen's
 * own API call reads the same view again when it refetches (its data gone stale, the window focused
 * again, a retry). One opening is one row, and every opening is one: the page's render writes its
 * row marked `pagina`, and an API read
 * of the same view by the same person within NA_DE_PAGINA of such a row is that screen's re-read
 * (or a refresh of the screen still open), not a row of its own. Nothing else is merged: a second
 * opening renders the page again and writes again, an API-only read (a dialog, an API key) always
 * writes, and a download, print, export or erasure is always a row of its own. A screen the router
 * shows from its cache without rendering the page still re-reads through the API: that read, with
 * no page row before it, is the row.
 */
const WEERGAVEN: ReadonlySet<InzageSoort> = new Set(["notities", "notitie", "dossier", "dossieritem", "formulieren", "formulier", "ontwikkelingsperspectieven", "ontwikkelingsperspectief", "leerlingplannen", "leerlingplan", "handelingsplannen", "handelingsplan", "groepsplan", "instructiegroep", "overzicht", "oudergesprek"]);
const NA_DE_PAGINA = Prisma.sql`interval '60 seconds'`;

/** Who reads: the signed-in person or the API key. */
function lezer(ctx: TenantContext) {
  return { gebruikerId: ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null, apiKeyId: ctx.principal.kind === "apikey" ? ctx.principal.keyId : null };
}

/** A page's server render (lib/auth/page.ts gives its context the request id "page"), not an API call. */
const isPagina = (ctx: TenantContext) => ctx.requestId === "page" && ctx.principal.kind === "user";

/**
 * The rows to add as `SELECT`s of (administratieNr, leerlingId, soort, objectId, gebruikerId,
 * apiKeyId, pagina), in one statement; an API read of a view skips a pupil whose page row by the
 * same person is recent.
 */
async function voegToe(ctx: TenantContext, leerlingen: Prisma.Sql, soort: InzageSoort, objectId: number | null) {
  const { gebruikerId, apiKeyId } = lezer(ctx);
  const pagina = isPagina(ctx);
  const nieuw = Prisma.sql`
    SELECT ${ctx.administratieNr}::int AS a, l.id AS leerling, ${soort}::text AS soort, ${objectId}::int AS object, ${gebruikerId}::uuid AS gebruiker, ${apiKeyId}::int AS sleutel
    FROM (${leerlingen}) l(id)`;
  const herlezing =
    !pagina && gebruikerId !== null && WEERGAVEN.has(soort)
      ? Prisma.sql`WHERE NOT EXISTS (
        SELECT 1 FROM "DossierInzage" i
        WHERE i."administratieNr" = n.a AND i."leerlingId" = n.leerling AND i.soort = n.soort AND i."objectId" IS NOT DISTINCT FROM n.object
          AND i."gebruikerId" = n.gebruiker AND i.pagina AND i.tijdstip > now() - ${NA_DE_PAGINA})`
      : Prisma.empty;
  await db.$executeRaw`
    INSERT INTO "DossierInzage" ("administratieNr", "leerlingId", soort, "objectId", "gebruikerId", "apiKeyId", pagina)
    SELECT n.a, n.leerling, n.soort, n.object, n.gebruiker, n.sleutel, ${pagina} FROM (${nieuw}) n ${herlezing}`;
}

/** A page (or its metadata) rendered for the router's prefetch (lib/auth/prefetch-render.ts). */
const isPrefetch = (ctx: TenantContext) => ctx.prefetch === true || (isPagina(ctx) && isPrefetchRender());

/**
 * Adds one row (one statement). Nothing is written for a page rendered for the router's prefetch
 * (ctx.prefetch): nobody opened it, and the log must list only reads a person did.
 */
export async function logInzage(ctx: TenantContext, leerlingId: number, soort: InzageSoort, objectId: number | null = null) {
  if (isPrefetch(ctx)) return;
  await voegToe(ctx, Prisma.sql`VALUES (${leerlingId}::int)`, soort, objectId);
}

/**
 * A group plan (or one instruction group of it, `instructiegroepNr`) is read: one row per pupil
 * placed in its instruction groups, in one INSERT … SELECT. Those pupils are whom the plan's goals,
 * approach, evaluations and ratings are about; the group's other pupils appear only by name (as in
 * the group's list), which is not their file. `objectId` is the group plan's id.
 */
export async function logInzageGroepsplan(ctx: TenantContext, groepsplanId: number, soort: InzageSoort, instructiegroepNr: number | null = null) {
  if (isPrefetch(ctx)) return;
  const leerlingen = Prisma.sql`
    SELECT DISTINCT il."leerlingId" FROM "InstructiegroepLeerling" il
    WHERE il."administratieNr" = ${ctx.administratieNr} AND il."groepsplanId" = ${groepsplanId}
      ${instructiegroepNr === null ? Prisma.empty : Prisma.sql`AND il."instructiegroepNr" = ${instructiegroepNr}`}`;
  await voegToe(ctx, leerlingen, soort, groepsplanId);
}

const rij = z.object({
  id: z.number(),
  tijdstip: z.string(),
  soort: z.string(),
  objectId: z.number().nullable(),
  gebruikerId: z.string().nullable(),
  apiKeyId: z.number().nullable(),
  naam: z.string().nullable(),
  email: z.string().nullable(),
});

/** The log of one pupil, newest first (with the reader's name and e-mail where known); at most `max` rows. */
export async function inzagesVoorLeerling(ctx: TenantContext, leerlingId: number, max = 1000) {
  const rows = await leesRijen<Record<string, unknown>>(Prisma.sql`
    SELECT i.id, to_char(i.tijdstip, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tijdstip, i.soort, i."objectId", i."gebruikerId"::text AS "gebruikerId", i."apiKeyId",
           CASE WHEN m."gebruikerId" IS NULL THEN NULL ELSE concat_ws(' ', m.roepnaam, m.tussenvoegsel, m.achternaam) END AS naam,
           g.email
    FROM "DossierInzage" i
    LEFT JOIN "Medewerker" m ON m."administratieNr" = i."administratieNr" AND m."gebruikerId" = i."gebruikerId"
    LEFT JOIN "Gebruiker" g ON g.id = i."gebruikerId"
    WHERE i."administratieNr" = ${ctx.administratieNr} AND i."leerlingId" = ${leerlingId}
      AND EXISTS (SELECT 1 FROM "Leerling" l WHERE l."administratieNr" = ${ctx.administratieNr} AND l.id = ${leerlingId})
    ORDER BY i.tijdstip DESC, i.id DESC
    LIMIT ${max}`);
  if (rows.length === 0) {
    const bestaat = await db.leerling.count({ where: { administratieNr: ctx.administratieNr, id: leerlingId } });
    if (!bestaat) throw notFound(`[[Leerling]] ${leerlingId}`);
  }
  return rows.map((r) => {
    const v = rij.parse(r);
    return {
      id: v.id,
      tijdstip: v.tijdstip,
      soort: v.soort,
      omschrijving: INZAGE_OMSCHRIJVING[v.soort as InzageSoort] ?? v.soort,
      objectId: v.objectId,
      door: v.naam ?? (v.apiKeyId ? `API-sleutel ${v.apiKeyId}` : null),
      email: v.email,
    };
  });
}

/** The log of one pupil as a CSV file (semicolons, as Dutch spreadsheets expect). */
export async function inzagesCsv(ctx: TenantContext, leerlingId: number) {
  const rows = await inzagesVoorLeerling(ctx, leerlingId, 100_000);
  const veld = (s: string | number | null) => {
    const t = s === null ? "" : String(s);
    return /[";\n\r]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
  };
  const regels = [["tijdstip", "wat", "soort", "object", "door", "e-mail"].join(";"), ...rows.map((r) => [r.tijdstip, r.omschrijving, r.soort, r.objectId, r.door, r.email].map(veld).join(";"))];
  return { inhoud: `\uFEFF${regels.join("\r\n")}\r\n`, bestandsnaam: `inzage-leerling-${leerlingId}.csv` };
}
