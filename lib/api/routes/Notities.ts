import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { notitiePdf } from "@/lib/services/leerlingdossier-pdf";
import { MAX_DOCUMENT_BYTES, metDocumenten } from "@/lib/api/documenten";
import {
  addGroepNotitie,
  addLeerlingNotitie,
  deleteNotitie,
  deleteNotitieDocument,
  editNotitie,
  getNotitie,
  notitieDocument,
  notitiesVoorGroep,
  notitiesVoorLeerling,
} from "@/lib/services/notities";
import { documentVerwijderd, notitieAntwoord, notitieVelden, notitieVerwijderd } from "@/lib/schemas/notities";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";

const lezen = requires(g.notitiesLezen);
const schrijven = requires(g.notitiesSchrijven);
const filter = z.object({
  soortNr: getalTekst("Alleen notities van deze notitiesoort").optional(),
  tagNr: getalTekst("Alleen notities met deze tag").optional(),
});

/** How the multipart body is documented in /api/openapi (the handler streams it and checks it with notitieVelden). */
const notitieMultipart = z.object({
  titel: z.string().optional().openapi({ description: "Titel (verplicht, één regel)" }),
  tekst: z.string().optional().openapi({ description: "Tekst (meerdere regels)" }),
  datum: z.string().optional().openapi({ description: "Datum (jjjj-mm-dd, verplicht)" }),
  soortNr: z.string().optional().openapi({ description: "Nummer van de notitiesoort" }),
  tags: z.any().optional().openapi({ type: "array", items: { type: "string" }, description: "Tagnummers; het veld mag vaker voorkomen" }),
  documenten: z.any().optional().openapi({ type: "array", items: { type: "string", format: "binary" }, description: "Bestanden (PDF, afbeeldingen, Office, tekst; elk hoogstens 10 MB, hoogstens 10)" }),
});
const multipart = { bodyType: "multipart" as const, stream: true, body: notitieMultipart };

export default [
  defineRoute({
    method: "get",
    path: "/Notities/ForLeerling/{admnr}/{leerlingId}",
    summary: "De notities over één [[leerling]], nieuwste eerst, met soort, tags, auteur en documenten (filter soortNr, tagNr)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    query: filter,
    response: z.array(notitieAntwoord),
    handler: ({ params, query }, ctx) => notitiesVoorLeerling(ctx, params.leerlingId, query),
  }),
  defineRoute({
    method: "get",
    path: "/Notities/GroepNotities/{admnr}/{groepNr}",
    summary: "De notities over één [[groep]], nieuwste eerst (filter soortNr, tagNr)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), groepNr: idParam("[[Groep]]nummer") }),
    query: filter,
    response: z.array(notitieAntwoord),
    handler: ({ params, query }, ctx) => notitiesVoorGroep(ctx, params.groepNr, query),
  }),
  defineRoute({
    method: "get",
    path: "/Notities/Details/{admnr}/{id}",
    summary: "Eén notitie met soort, tags, auteur en documenten",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van de notitie") }),
    response: notitieAntwoord,
    handler: ({ params }, ctx) => getNotitie(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Notities/Pdf/{admnr}/{id}",
    summary: "Eén notitie als PDF om af te drukken (schoolnaam en logo, datum, soort, auteur, tags, tekst en de namen van de documenten); wordt gelogd (pad niet in de catalogus)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van de notitie") }),
    answer: "file",
    fileType: "application/pdf",
    queries: 8,
    handler: ({ params }, ctx) => notitiePdf(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Notities/Document/{admnr}/{id}/{bestandId}",
    summary: "Een document van een notitie downloaden (altijd als bijlage)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van de notitie"), bestandId: idParam("Id van het document (bestand)") }),
    answer: "file",
    fileType: "application/octet-stream",
    handler: ({ params }, ctx) => notitieDocument(ctx, params.id, params.bestandId),
  }),
  defineRoute({
    method: "post",
    path: "/Notities/AddLeerlingNotitie/{id}",
    summary: `Notitie over een [[leerling]] (id = [[leerling]]-id) schrijven, multipart met titel, tekst, datum, soortNr, tags en documenten (elk hoogstens ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB; het type volgt uit de inhoud, HTML en SVG nooit)`,
    permission: schrijven,
    params: z.object({ id: idParam("Id van de [[leerling]]") }),
    ...multipart,
    queries: 40,
    response: notitieAntwoord,
    handler: ({ params }, ctx, req) => metDocumenten(req, ctx, notitieVelden, (velden, uploads) => addLeerlingNotitie(ctx, params.id, velden, uploads)),
  }),
  defineRoute({
    method: "post",
    path: "/Notities/AddGroepNotitie/{id}",
    summary: "Notitie over een [[groep]] (id = [[groep]]nummer) schrijven; velden als AddLeerlingNotitie",
    permission: schrijven,
    params: z.object({ id: idParam("[[Groep]]nummer") }),
    ...multipart,
    queries: 40,
    response: notitieAntwoord,
    handler: ({ params }, ctx, req) => metDocumenten(req, ctx, notitieVelden, (velden, uploads) => addGroepNotitie(ctx, params.id, velden, uploads)),
  }),
  defineRoute({
    method: "post",
    path: "/Notities/Edit/{id}",
    summary: "Notitie wijzigen (id = notitie-id): velden en tags worden vervangen, meegestuurde documenten toegevoegd",
    permission: schrijven,
    params: z.object({ id: idParam("Id van de notitie") }),
    ...multipart,
    queries: 40,
    response: notitieAntwoord,
    handler: ({ params }, ctx, req) => metDocumenten(req, ctx, notitieVelden, (velden, uploads) => editNotitie(ctx, params.id, velden, uploads)),
  }),
  defineRoute({
    method: "delete",
    path: "/Notities/deletedocument/{admnr}/{id}/{bestandId}",
    summary: "Een document van een notitie verwijderen (rij en bestand)",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van de notitie"), bestandId: idParam("Id van het document (bestand)") }),
    queries: 10,
    response: documentVerwijderd,
    handler: ({ params }, ctx) => deleteNotitieDocument(ctx, params.id, params.bestandId),
  }),
  defineRoute({
    method: "delete",
    path: "/Notities/Delete/{admnr}/{id}",
    summary: "Notitie verwijderen met haar tags en documenten",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van de notitie") }),
    queries: 10,
    response: notitieVerwijderd,
    handler: ({ params }, ctx) => deleteNotitie(ctx, params.id),
  }),
];
