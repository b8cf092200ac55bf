import { randomUUID } from "node:crypto";
import { z } from "@hono/zod-openapi";
import type { TenantContext } from "@/lib/api/context";
import { validationError } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { leesMultipartStroom } from "@/lib/api/upload-stroom";
import { addBron, addImage, bronBestand, deleteBron, getBron, LESBRON_MAX_BYTES, listBronnen, teGrootTekst, updateBron, type GestreamdeInvoer } from "@/lib/services/lesbronnen";
import { deleteFile } from "@/lib/storage";
import { lesbronAntwoord, lesbronBijwerken, lesbronToevoegenVelden, lesVerwijderd } from "@/lib/schemas/lesbundels";
import { defineRoute, idParam } from "../route";

/**
 * Lesbronnen (§7.8): sources of a bundle. Uploads are multipart (field `file`), at most 25 MB,
 * streamed into storage as they arrive (never whole in memory: `stream: true` and
 * lib/api/upload-stroom.ts), typed by their first bytes; openFile answers inline only for safe types
 * (images, PDF), everything else (SVG, HTML, Office, …) as a download.
 */

const BESTAND_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg", "image/gif"] as const;

/** Streams the body: text fields, and the file (field `file`) staged in storage under the caller's administration. */
const leesBody = (req: Request, ctx: TenantContext) =>
  leesMultipartStroom(req, { veld: "file", maxBytes: LESBRON_MAX_BYTES, sleutel: `${ctx.administratieNr}/upload/${randomUUID()}`, teGroot: teGrootTekst });

/** Removes a staged upload that was not moved to its place (refused, or the call failed). */
const ruimOp = async (i: GestreamdeInvoer | null) => {
  if (i?.bestand) await deleteFile(i.bestand.sleutel).catch(() => {});
};

const bestandVeld = z.any().optional().openapi({ type: "string", format: "binary", description: "Het bestand (hoogstens 25 MB)" });

export default [
  defineRoute({
    method: "get",
    path: "/Lesbronnen/Lesbundel/{id}",
    summary: "De bronnen (bestanden, links, afbeeldingen) van een lesbundel, op naam",
    params: z.object({ id: idParam("Id van de lesbundel") }),
    response: z.array(lesbronAntwoord),
    handler: ({ params }, ctx) => listBronnen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Lesbronnen/details/{id}",
    summary: "Eén bron",
    params: z.object({ id: idParam("Id van de bron") }),
    response: lesbronAntwoord,
    handler: ({ params }, ctx) => getBron(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Lesbronnen/openFile/{a}/{b}",
    summary: "Het bestand van een bron (a = lesbundel-id, b = bron-id): inline voor afbeeldingen en PDF, anders als download",
    params: z.object({ a: idParam("Id van de lesbundel"), b: idParam("Id van de bron") }),
    answer: "file",
    fileType: BESTAND_TYPES,
    handler: async ({ params }, ctx) => {
      const f = await bronBestand(ctx, params.a, params.b, false);
      // A type that is not safe inline goes out as a download whatever was stored.
      return fileResponse(f.bytes, f.bestandsnaam, f.inline ? f.mimeType : "application/octet-stream", f.inline);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Lesbronnen/thumbnail/{a}/{b}",
    summary: "Miniatuur (WebP, hoogstens 320 × 320) van een afbeeldingsbron (a = lesbundel-id, b = bron-id); 404 voor andere bronnen (het scherm toont dan een icoon)",
    params: z.object({ a: idParam("Id van de lesbundel"), b: idParam("Id van de bron") }),
    answer: "file",
    fileType: "image/webp",
    handler: async ({ params }, ctx) => {
      const f = await bronBestand(ctx, params.a, params.b, true);
      return fileResponse(f.bytes, f.bestandsnaam, "image/webp", true);
    },
  }),
  defineRoute({
    method: "post",
    path: "/Lesbronnen/add",
    summary:
      "Bron toevoegen (multipart): een bestand (veld file, hoogstens 25 MB, type bepaald uit de inhoud) of een webadres (url); lesBundelId verplicht, lesId koppelt aan een les. 413 te groot of opslag vol, 415 type niet toegestaan",
    bodyType: "multipart",
    stream: true,
    body: z.object({
      file: bestandVeld,
      lesBundelId: z.string().openapi({ type: "integer", description: "Id van de lesbundel" }),
      lesId: z.string().optional().openapi({ type: "integer", description: "Koppel de bron aan deze les" }),
      naam: z.string().optional(),
      omschrijving: z.string().optional(),
      url: z.string().optional().openapi({ description: "Webadres (http of https) voor een link" }),
    }),
    queries: 16,
    response: lesbronAntwoord,
    handler: async (_i, ctx, req) => {
      const invoer = await leesBody(req, ctx);
      try {
        const velden = lesbronToevoegenVelden.safeParse(invoer.velden);
        if (!velden.success) throw validationError(velden.error, "body");
        return await addBron(ctx, velden.data, invoer.bestand);
      } finally {
        await ruimOp(invoer);
      }
    },
  }),
  defineRoute({
    method: "post",
    path: "/Lesbronnen/AddImage/{id}",
    summary: "Afbeelding (PNG, JPEG of GIF; multipart veld file, hoogstens 25 MB) als bron aan les {id} toevoegen, met miniatuur",
    params: z.object({ id: idParam("Id van de les") }),
    bodyType: "multipart",
    stream: true,
    body: z.object({ file: bestandVeld, naam: z.string().optional() }),
    queries: 16,
    response: lesbronAntwoord,
    handler: async ({ params }, ctx, req) => {
      // The lesson and the right to change it are checked before the body is read.
      let invoer: GestreamdeInvoer | null = null;
      try {
        return await addImage(ctx, params.id, async () => (invoer = await leesBody(req, ctx)));
      } finally {
        await ruimOp(invoer);
      }
    },
  }),
  defineRoute({
    method: "post",
    path: "/Lesbronnen/update",
    summary: "Naam, omschrijving en (voor een link) webadres van een bron wijzigen",
    body: lesbronBijwerken,
    response: lesbronAntwoord,
    handler: ({ body }, ctx) => updateBron(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Lesbronnen/delete/{id}",
    summary: "Bron verwijderen met haar koppelingen en bestanden (in één transactie; lukt het verwijderen van een bestand niet, dan blijft alles staan)",
    params: z.object({ id: idParam("Id van de bron") }),
    queries: 12,
    response: lesVerwijderd,
    handler: ({ params }, ctx) => deleteBron(ctx, params.id),
  }),
];
