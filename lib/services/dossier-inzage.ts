import { z } from "zod";
import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";

/**
 * The access log of the pupil file (issue 16): every read of a pupil's notes, a note's document,
 * the dossier, a dossier item or document, the forms or a form is added as one row (who, when,
 * what, which pupil) in DossierInzage, which a trigger keeps append-only. An administrator
 * (Leerlingdossiers manage) reads it per pupil and exports it.
 */

export type InzageSoort = "notities" | "notitie" | "notitiedocument" | "dossier" | "dossieritem" | "dossierdocument" | "formulieren" | "formulier" | "notitieafdruk" | "dossieritemafdruk" | "formulierafdruk" | "export" | "wissen" | "ontwikkelingsperspectieven" | "ontwikkelingsperspectief" | "leerlingplannen" | "leerlingplan" | "ontwikkelingsperspectiefafdruk" | "leerlingplanafdruk";

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
};

/** Adds one row (one statement). */
export async function logInzage(ctx: TenantContext, leerlingId: number, soort: InzageSoort, objectId: number | null = null) {
  await db.dossierInzage.create({
    data: {
      administratieNr: ctx.administratieNr,
      leerlingId,
      soort,
      objectId,
      gebruikerId: ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null,
      apiKeyId: ctx.principal.kind === "apikey" ? ctx.principal.keyId : null,
    },
  });
}

const rij = z.object({
  id: z.number(),
  tijdstip: z.date(),
  soort: z.string(),
  objectId: z.number().nullable(),
  gebruikerId: z.string().nullable(),
  apiKeyId: z.number().nullable(),
  naam: z.string().nullable(),
  email: z.string().nullable(),
});

/** The log of one pupil, newest first (with the reader's name and e-mail where known); at most `max` rows. */
export async function inzagesVoorLeerling(ctx: TenantContext, leerlingId: number, max = 1000) {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT i.id, i.tijdstip, i.soort, i."objectId", i."gebruikerId"::text AS "gebruikerId", i."apiKeyId",
           CASE WHEN m."gebruikerId" IS NULL THEN NULL ELSE concat_ws(' ', m.roepnaam, m.tussenvoegsel, m.achternaam) END AS naam,
           g.email
    FROM "DossierInzage" i
    LEFT JOIN "Medewerker" m ON m."administratieNr" = i."administratieNr" AND m."gebruikerId" = i."gebruikerId"
    LEFT JOIN "Gebruiker" g ON g.id = i."gebruikerId"
    WHERE i."administratieNr" = ${ctx.administratieNr} AND i."leerlingId" = ${leerlingId}
      AND EXISTS (SELECT 1 FROM "Leerling" l WHERE l."administratieNr" = ${ctx.administratieNr} AND l.id = ${leerlingId})
    ORDER BY i.tijdstip DESC, i.id DESC
    LIMIT ${max}`;
  if (rows.length === 0) {
    const bestaat = await db.leerling.count({ where: { administratieNr: ctx.administratieNr, id: leerlingId } });
    if (!bestaat) throw notFound(`[[Leerling]] ${leerlingId}`);
  }
  return rows.map((r) => {
    const v = rij.parse(r);
    return {
      id: v.id,
      tijdstip: v.tijdstip.toISOString(),
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
