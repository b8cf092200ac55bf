import { z } from "@hono/zod-openapi";
import { badRequest } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { guards as g } from "@/lib/permissions";
import {
  NIEUWS_AFBEELDING_MAX_BYTES,
  nieuwsAfbeeldingAntwoord,
  nieuwsBijwerken,
  nieuwsCategorieAntwoord,
  nieuwsDetailsAntwoord,
  nieuwsPaginaAntwoord,
  nieuwsVelden,
  nieuwsVerwijderdAntwoord,
} from "@/lib/schemas/nieuws";
import {
  addNieuws,
  addNieuwsAfbeelding,
  deleteNieuws,
  getNieuws,
  listEigenNieuws,
  listNieuws,
  listNieuwsCategorieen,
  openNieuwsAfbeelding,
  updateNieuws,
} from "@/lib/services/nieuws";
import { bestandTeGroot, leesMultipartBestand } from "@/lib/api/upload-stroom";
import { defineRoute, getalTekst, idParam, idTekst, iederLid, requires } from "../route";

/**
 * News (spec §7.14). Reading is for every member (the home page shows it); writing needs the
 * guard `nieuws` (Administratie manage) and a signed-in person (the author).
 */
const pagina = z.object({
  page: getalTekst("Paginanummer (vanaf 1)").optional(),
  pageSize: getalTekst("Artikelen per pagina (1–50, standaard 10)", { max: 50 }).optional(),
});

export default [
  defineRoute({
    method: "get",
    path: "/Nieuws",
    summary: "Het nieuws van de administratie en het algemene nieuws: gepubliceerd, nieuwste eerst, per pagina",
    permission: iederLid,
    query: pagina.extend({ categorie: idTekst("Alleen artikelen van deze categorie").optional() }),
    response: nieuwsPaginaAntwoord,
    handler: ({ query }, ctx) => listNieuws(ctx, { page: query.page ?? 1, pageSize: query.pageSize ?? 10, categorie: query.categorie }),
  }),
  defineRoute({
    method: "get",
    path: "/Nieuws/categorieen",
    summary: "De nieuwscategorieën (zonder administratienummer)",
    access: "user",
    response: z.array(nieuwsCategorieAntwoord),
    handler: () => listNieuwsCategorieen(),
  }),
  defineRoute({
    method: "get",
    path: "/Nieuws/openImage/{a}/{b}",
    summary: "Een afbeelding van een artikel dat de gebruiker mag lezen; a is het artikel, b het bestand",
    permission: iederLid,
    params: z.object({ a: idParam("Nummer van het artikel"), b: idParam("Nummer van het bestand") }),
    answer: "file",
    fileType: ["image/png", "image/jpeg"],
    handler: async ({ params }, ctx) => {
      const f = await openNieuwsAfbeelding(ctx, params.a, params.b);
      return fileResponse(f.bytes, f.bestandsnaam, f.mimeType, true);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Nieuws/eigenartikelen",
    summary: "Alle artikelen van deze administratie, ook ongepubliceerde, nieuwste eerst, per pagina",
    permission: requires(g.nieuws),
    query: pagina,
    response: nieuwsPaginaAntwoord,
    handler: ({ query }, ctx) => listEigenNieuws(ctx, { page: query.page ?? 1, pageSize: query.pageSize ?? 10 }),
  }),
  defineRoute({
    method: "get",
    path: "/Nieuws/details/{id}",
    summary: "Eén artikel met de opgeschoonde tekst, categorieën en afbeeldingen",
    permission: iederLid,
    params: z.object({ id: idParam("Nummer van het artikel") }),
    response: nieuwsDetailsAntwoord,
    handler: ({ params }, ctx) => getNieuws(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Nieuws/AddImage",
    summary: "Afbeelding toevoegen aan een artikel (multipart: artikelId en file; PNG of JPEG, hoogstens 2 MB, 10 per artikel)",
    permission: requires(g.nieuws),
    bodyType: "multipart",
    stream: true,
    body: z.object({
      artikelId: z.any().optional().openapi({ type: "integer", description: "Nummer van het artikel" }),
      file: z.any().optional().openapi({ type: "string", format: "binary", description: "De afbeelding (PNG of JPEG)" }),
    }),
    queries: 9,
    response: nieuwsAfbeeldingAntwoord.extend({ artikelId: z.number().int() }),
    handler: async (_input, ctx, req) => {
      const { velden, bestand: file } = await leesMultipartBestand(req, { veld: "file", maxBytes: NIEUWS_AFBEELDING_MAX_BYTES, teGroot: bestandTeGroot });
      const artikelId = idTekst("artikelId").safeParse(velden.artikelId ?? "");
      if (!artikelId.success) throw badRequest("artikelId: geef het nummer van het artikel.", [{ path: "artikelId", message: "geef het nummer van het artikel" }]);
      if (!file) throw badRequest("file: kies een afbeelding om te uploaden (multipart-veld 'file').", [{ path: "file", message: "kies een afbeelding om te uploaden" }]);
      return addNieuwsAfbeelding(ctx, artikelId.data, { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) });
    },
  }),
  defineRoute({
    method: "post",
    path: "/Nieuws/add",
    summary: "Artikel schrijven (titel, samenvatting, inhoud als HTML die wordt opgeschoond, categorieIds, publicatiedatum, gepubliceerd)",
    permission: requires(g.nieuws),
    body: nieuwsVelden,
    queries: 10,
    response: nieuwsDetailsAntwoord,
    handler: ({ body }, ctx) => addNieuws(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Nieuws/update",
    summary: "Artikel van deze administratie bijwerken (id en dezelfde velden als add)",
    permission: requires(g.nieuws),
    body: nieuwsBijwerken,
    queries: 12,
    response: nieuwsDetailsAntwoord,
    handler: ({ body }, ctx) => updateNieuws(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Nieuws/delete",
    summary: "Artikel van deze administratie verwijderen met zijn afbeeldingen (id in de query)",
    permission: requires(g.nieuws),
    query: z.object({ id: idParam("Nummer van het artikel") }),
    queries: 9,
    response: nieuwsVerwijderdAntwoord,
    handler: ({ query }, ctx) => deleteNieuws(ctx, query.id),
  }),
];
