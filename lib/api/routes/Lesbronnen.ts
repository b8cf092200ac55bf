import { z } from "@hono/zod-openapi";
import { badRequest, validationError } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { addBron, addImage, bronBestand, deleteBron, getBron, listBronnen, updateBron, type Upload } from "@/lib/services/lesbronnen";
import { lesbronAntwoord, lesbronBijwerken, lesbronToevoegenVelden, lesVerwijderd } from "@/lib/schemas/lesbundels";
import { defineRoute, idParam } from "../route";

/**
 * Lesbronnen (§7.8): sources of a bundle. Uploads are multipart (field `file`), at most 25 MB,
 * typed by their bytes; openFile answers inline only for safe types (images, PDF), everything
 * else (SVG, HTML, Office, …) as a download.
 */

const BESTAND_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg", "image/gif"] as const;

/** The one file of a multipart body (field `file`), or null. */
function eenBestand(body: unknown): Upload | null {
  const raw = (body as { file?: unknown }).file;
  const file = Array.isArray(raw) ? raw[0] : raw;
  if (!(file instanceof File)) return null;
  return { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
}

/** Text fields of a multipart body (the last value when sent twice; files ignored). */
function tekstVelden(body: unknown): Record<string, string> {
  const uit: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    const w = Array.isArray(v) ? v[v.length - 1] : v;
    if (typeof w === "string") uit[k] = w;
  }
  return uit;
}

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
    handler: async ({ body }, ctx) => {
      const velden = lesbronToevoegenVelden.safeParse(tekstVelden(body));
      if (!velden.success) throw validationError(velden.error, "body");
      return addBron(ctx, velden.data, eenBestand(body));
    },
  }),
  defineRoute({
    method: "post",
    path: "/Lesbronnen/AddImage/{id}",
    summary: "Afbeelding (PNG, JPEG of GIF; multipart veld file, hoogstens 25 MB) als bron aan les {id} toevoegen, met miniatuur",
    params: z.object({ id: idParam("Id van de les") }),
    bodyType: "multipart",
    body: z.object({ file: bestandVeld, naam: z.string().optional() }),
    queries: 16,
    response: lesbronAntwoord,
    handler: async ({ params, body }, ctx) => {
      const file = eenBestand(body);
      if (!file) throw badRequest("file: kies een afbeelding om te uploaden (multipart-veld 'file').", [{ path: "body.file", message: "kies een afbeelding om te uploaden" }]);
      const naam = tekstVelden(body).naam?.trim().slice(0, 200);
      return addImage(ctx, params.id, file, naam || undefined);
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
