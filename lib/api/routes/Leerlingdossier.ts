import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { metDocumenten } from "@/lib/api/documenten";
import { fileResponse } from "@/lib/api/files";
import { addDossierItem, deleteDossierDocument, deleteDossierItem, dossierDocument, dossierVoorLeerling, getDossierItem, updateDossierItem } from "@/lib/services/leerlingdossier";
import { documentVerwijderd, dossierBijwerken, dossierGewist, dossierItemAntwoord, dossierItemVerwijderd, dossierOverzichtAntwoord, dossierToevoegen, dossierWissen, inzageAntwoord } from "@/lib/schemas/notities";
import { dossierOverzicht, exporteerDossier, wisDossier } from "@/lib/services/leerlingdossier-volledig";
import { dossierItemPdf } from "@/lib/services/leerlingdossier-pdf";
import { inzagesCsv, inzagesVoorLeerling } from "@/lib/services/dossier-inzage";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";

const lezen = requires(g.dossiersLezen);
const schrijven = requires(g.dossiersSchrijven);

/** How the multipart body is documented in /api/openapi (the handler streams it and checks it with dossierToevoegen/-Bijwerken). */
const velden = {
  titel: z.string().optional().openapi({ description: "Titel (verplicht, één regel)" }),
  omschrijving: z.string().optional().openapi({ description: "Omschrijving (meerdere regels)" }),
  datum: z.string().optional().openapi({ description: "Datum (jjjj-mm-dd, verplicht)" }),
  categorieNr: z.string().optional().openapi({ description: "Nummer van de dossiercategorie" }),
  tags: z.any().optional().openapi({ type: "array", items: { type: "string" }, description: "Tagnummers; het veld mag vaker voorkomen" }),
  documenten: z.any().optional().openapi({ type: "array", items: { type: "string", format: "binary" }, description: "Bestanden (PDF, afbeeldingen, Office, tekst; elk hoogstens 10 MB, hoogstens 10)" }),
};

export default [
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/forLeerling/{admnr}/{leerlingId}",
    summary: "Het dossier van één [[leerling]], nieuwste eerst, met categorie, tags, auteur en documenten (filter categorieNr, tagNr)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    query: z.object({ categorieNr: getalTekst("Alleen deze dossiercategorie").optional(), tagNr: getalTekst("Alleen items met deze tag").optional() }),
    response: z.array(dossierItemAntwoord),
    handler: ({ params, query }, ctx) => dossierVoorLeerling(ctx, params.leerlingId, query),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Details/{admnr}/{id}",
    summary: "Eén dossieritem met categorie, tags, auteur en documenten",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het dossieritem") }),
    response: dossierItemAntwoord,
    handler: ({ params }, ctx) => getDossierItem(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Pdf/{admnr}/{id}",
    summary: "Eén dossieritem als PDF om af te drukken (schoolnaam en logo, datum, categorie, auteur, tags, omschrijving en de namen van de documenten); wordt gelogd (pad niet in de catalogus)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het dossieritem") }),
    answer: "file",
    fileType: "application/pdf",
    queries: 8,
    handler: ({ params }, ctx) => dossierItemPdf(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Details/{admnr}/{id}/Document/{bestandId}",
    summary: "Een document van een dossieritem downloaden (altijd als bijlage)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het dossieritem"), bestandId: idParam("Id van het document (bestand)") }),
    answer: "file",
    fileType: "application/octet-stream",
    handler: ({ params }, ctx) => dossierDocument(ctx, params.id, params.bestandId),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Inzage/{admnr}/{leerlingId}",
    summary: "Inzagelog van het [[leerling]]dossier (notities, documenten, dossier, formulieren): wie las wat en wanneer, nieuwste eerst, hoogstens 1000 regels (Leerlingdossiers beheren; pad niet in de catalogus)",
    permission: requires(g.dossierInzage),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    response: z.array(inzageAntwoord),
    handler: ({ params }, ctx) => inzagesVoorLeerling(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/InzageExport/{admnr}/{leerlingId}",
    summary: "Het hele inzagelog van één [[leerling]] als CSV-bestand (Leerlingdossiers beheren; pad niet in de catalogus)",
    permission: requires(g.dossierInzage),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    answer: "file",
    fileType: "text/csv",
    handler: async ({ params }, ctx) => {
      const { inhoud, bestandsnaam } = await inzagesCsv(ctx, params.leerlingId);
      return fileResponse(inhoud, bestandsnaam, "text/csv; charset=utf-8");
    },
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Overzicht/{admnr}/{leerlingId}",
    summary: "Wat het volledige dossier van één [[leerling]] bevat (notities, dossieritems, formulieren, documenten), voor de bevestiging van wissen (Leerlingdossiers beheren; pad niet in de catalogus)",
    permission: requires(g.dossierVolledig),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    response: dossierOverzichtAntwoord,
    // The default 5 and the access log's INSERT (issue 28, item 11).
    queries: 6,
    handler: ({ params }, ctx) => dossierOverzicht(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingdossier/Export/{admnr}/{leerlingId}",
    summary: "Het volledige dossier van één [[leerling]] als zip (index.html, gegevens.json, inzagelog.csv en de documenten), voor een inzageverzoek; wordt gelogd (Leerlingdossiers beheren; pad niet in de catalogus)",
    permission: requires(g.dossierVolledig),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    answer: "file",
    fileType: "application/zip",
    queries: 10,
    handler: ({ params }, ctx) => exporteerDossier(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingdossier/Wissen",
    summary: "Het volledige dossier van één [[leerling]] wissen (notities, dossieritems, formulieren en documenten) in één transactie; bevestigd noemt de aantallen uit Overzicht (anders 409); wordt gelogd (Leerlingdossiers beheren; pad niet in de catalogus)",
    permission: requires(g.dossierVolledig),
    body: dossierWissen,
    queries: 20,
    response: dossierGewist,
    handler: ({ body }, ctx) => wisDossier(ctx, body.leerlingId, body.bevestigd),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingdossier/Add",
    summary: "Dossieritem toevoegen, multipart met leerlingId, titel, omschrijving, datum, categorieNr, tags en documenten (het type volgt uit de inhoud, HTML en SVG nooit)",
    permission: schrijven,
    bodyType: "multipart",
    stream: true,
    body: z.object({ leerlingId: z.string().optional().openapi({ description: "Id van de [[leerling]] (verplicht)" }), ...velden }),
    queries: 40,
    response: dossierItemAntwoord,
    handler: (_i, ctx, req) => metDocumenten(req, ctx, dossierToevoegen, (v, uploads) => addDossierItem(ctx, v.leerlingId, v, uploads)),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingdossier/Update",
    summary: "Dossieritem wijzigen (multipart met id en de velden van Add; meegestuurde documenten worden toegevoegd); antwoordt het bijgewerkte item als JSON-bestand",
    permission: schrijven,
    bodyType: "multipart",
    stream: true,
    body: z.object({ id: z.string().optional().openapi({ description: "Id van het dossieritem (verplicht)" }), ...velden }),
    queries: 40,
    answer: "file",
    fileType: "application/json",
    response: dossierItemAntwoord,
    handler: (_i, ctx, req) =>
      metDocumenten(req, ctx, dossierBijwerken, async (v, uploads) => {
        const item = await updateDossierItem(ctx, v.id, v, uploads);
        return fileResponse(JSON.stringify(item), `dossieritem-${item.id}.json`, "application/json; charset=utf-8");
      }),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerlingdossier/Delete/{admnr}/{id}",
    summary: "Dossieritem verwijderen met zijn tags en documenten",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het dossieritem") }),
    queries: 10,
    response: dossierItemVerwijderd,
    handler: ({ params }, ctx) => deleteDossierItem(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerlingdossier/Delete/{admnr}/{id}/Document/{bestandId}",
    summary: "Een document van een dossieritem verwijderen (rij en bestand)",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het dossieritem"), bestandId: idParam("Id van het document (bestand)") }),
    queries: 10,
    response: documentVerwijderd,
    handler: ({ params }, ctx) => deleteDossierDocument(ctx, params.id, params.bestandId),
  }),
];
