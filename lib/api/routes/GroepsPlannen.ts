import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { MAX_DOCUMENT_BYTES, metDocumenten } from "@/lib/api/documenten";
import {
  alleGroepsplannen,
  eigenGroepsplannen,
  genereerInstructiegroepen,
  gevuldePerioden,
  groepsplanBewerken,
  groepsplanDetails,
  groepsplanDocument,
  groepsplanDocumentVerwijderen,
  groepsplannenVoorGroep,
  groepsplanToevoegen,
  groepsplanVerwijderen,
  groepsplanVoorDocument,
  indelingsvoorstel,
  kopieerInstructiegroepen,
  reorganiseer,
} from "@/lib/services/groepsplannen";
import { indicatorSelector } from "@/lib/services/onderwijsplan-gemeen";
import { groepsplanPdf } from "@/lib/services/plan-documenten";
import {
  documentVerwijderdAntwoord,
  genereer,
  gevuldePeriode,
  groepsplanBewerken as groepsplanBewerkenSchema,
  groepsplanDetails as detailsAntwoord,
  groepsplanRij,
  groepsplanToevoegen as toevoegenSchema,
  indelingsvoorstel as voorstelAntwoord,
  indicatorSelectorAntwoord,
  kopieer,
  reorganiseer as reorganiseerSchema,
  verwijderd,
  volgordeAntwoord,
} from "@/lib/schemas/groepsplannen";
import { admnrParam, defineRoute, getalTekst, idParam, idTekst, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/**
 * GroepsPlannen (§7.10, screens planning/groepsplannen/**). Positional ids: a group plan is named
 * by {groepNr}/{periode} (the group's school year) or by its id; lists by schooljaar.
 * docs/api.md "Groepsplannen en handelingsplannen".
 */

const lezen = requires(g.groepsplannenLezen);
const schrijven = requires(g.groepsplannenSchrijven);
const groep = idParam("[[Groep]]nummer");
const periode = idParam("Nummer van de periode");
const lijstQuery = z.object({ periode: getalTekst("Alleen deze periode").optional() });

const faseWaarde = idTekst("Nummer van een fase");
const fasen = z
  .union([faseWaarde, z.array(faseWaarde)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.number()).max(50, "hoogstens 50 fasen"))
  .openapi({ type: "array", items: { type: "integer" }, description: "Fasen, herhaald: ?fasen=1&fasen=2 (weg = alle indicatoren)", param: { style: "form", explode: true } });

/** The multipart body of Edit: the fields (checked with the shared schema) and the documents. */
const bewerkenMultipart = z.object({
  id: z.string().openapi({ description: "Id van het groepsplan" }),
  beginsituatie: z.string().optional().openapi({ description: "Beginsituatie / analyse van [[de groep]] (opgemaakte tekst)" }),
  instructiegroepNr: z.string().optional().openapi({ description: "Documenten bij deze instructiegroep (weg = bij het plan zelf)" }),
  documenten: z.any().optional().openapi({ type: "array", items: { type: "string", format: "binary" }, description: "Bestanden (PDF, afbeeldingen, Office, tekst; elk hoogstens 10 MB, hoogstens 10)" }),
});
const getal = z.string().regex(/^[1-9][0-9]{0,9}$/, "moet een geheel getal groter dan 0 zijn").transform(Number).pipe(z.number().max(2147483647, "te groot"));

/** The text fields of Edit (the documents are streamed apart: metDocumenten). */
const bewerkVelden = groepsplanBewerkenSchema.extend({ id: getal, instructiegroepNr: z.union([getal, z.literal("")]).optional().transform((v) => (v === "" || v === undefined ? null : v)) });

export default [
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/AlleGroepsplannen/{a}/{b}",
    summary: "De groepsplannen van het [[schooljaar]] in de leesbare [[vestigingen]]; a = [[schooljaar]], b = [[vestiging]] (0 = alle leesbare); filter periode",
    permission: requires(g.groepsplannenAlleLezen),
    params: z.object({ a: schooljaarParam, b: getalTekst("Nummer van de [[vestiging]] (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    query: lijstQuery,
    response: z.array(groepsplanRij),
    handler: ({ params, query }, ctx) => alleGroepsplannen(ctx, params.a, params.b, query.periode),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/EigenGroepsplannen/{schooljaar}",
    summary: "De groepsplannen van de eigen [[groepen]] in het [[schooljaar]]; filter periode",
    permission: requires(g.groepsplannenEigenLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    query: lijstQuery,
    response: z.array(groepsplanRij),
    handler: ({ params, query }, ctx) => eigenGroepsplannen(ctx, params.schooljaar, query.periode),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/ForGroep/{admnr}/{groepNr}",
    summary: "De groepsplannen van één [[groep]] (tab groepsplannen van de [[groep]])",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), groepNr: groep }),
    response: z.array(groepsplanRij),
    handler: ({ params }, ctx) => groepsplannenVoorGroep(ctx, params.groepNr),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/Details/{admnr}/{groepNr}/{periode}",
    summary: "Het groepsplan van een [[groep]] in een periode: beginsituatie, instructiegroepen (volgorde, [[leerlingen]], doelen, aanpak, documenten, laatste evaluatie), niet-ingedeelde [[leerlingen]] en documenten",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), groepNr: groep, periode }),
    response: detailsAntwoord,
    handler: ({ params }, ctx) => groepsplanDetails(ctx, params.groepNr, params.periode),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/Document/{admnr}/{groepNr}/{periode}",
    summary: "Het groepsplan als PDF (logo, Nederlandse data, paginanummers, instructiegroepen met [[leerlingen]], doelen en aanpak); met ?bestandId= een bijgevoegd document van het plan",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), groepNr: groep, periode }),
    query: z.object({ bestandId: idTekst("Een bijgevoegd document in plaats van de PDF van het plan").optional() }),
    answer: "file",
    fileType: ["application/pdf", "application/octet-stream"],
    queries: 6,
    handler: async ({ params, query }, ctx) =>
      query.bestandId ? groepsplanDocument(ctx, params.groepNr, params.periode, query.bestandId) : groepsplanPdf(ctx, await groepsplanVoorDocument(ctx, params.groepNr, params.periode)),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/FilledPerioden/{admnr}/{groepNr}",
    summary: "De perioden van het [[schooljaar]] van de [[groep]], elk met het id van het groepsplan (null = nog geen plan) en of zij nu actief is",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), groepNr: groep }),
    response: z.array(gevuldePeriode),
    handler: ({ params }, ctx) => gevuldePerioden(ctx, params.groepNr),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/indicatorSelector/{a}/{b}/{c}",
    summary: "De indicatoren van het leerroutepakket per domein, competentie en niveau om doelen uit te kiezen; a = leerroutepakket, b = vakgebied (0 = alle), c = leerroute (0 = alle); ?fasen= beperkt tot de indicatoren van die fasen",
    // Any plan reader: the pupil-plan and OPP editors pick their goals here too.
    permission: requires(g.plannenLezen),
    params: z.object({
      a: idParam("Id van het leerroutepakket"),
      b: getalTekst("Nummer van het vakgebied (0 = alle)", { min: 0 }).openapi({ param: { required: true } }),
      c: getalTekst("Nummer van de leerroute (0 = alle)", { min: 0 }).openapi({ param: { required: true } }),
    }),
    query: z.object({ fasen }),
    response: indicatorSelectorAntwoord,
    handler: ({ params, query }, ctx) => indicatorSelector(ctx, { pakketId: params.a, vakgebiedNr: params.b || null, leerrouteNummer: params.c || null, fasen: query.fasen }),
  }),
  defineRoute({
    method: "post",
    path: "/GroepsPlannen/Add/{id}",
    summary: "Groepsplan voor een periode van het [[schooljaar]] van de [[groep]] maken (id = [[groep]]nummer); 409 als die periode al een plan heeft",
    permission: schrijven,
    params: z.object({ id: groep }),
    body: toevoegenSchema,
    queries: 10,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => groepsplanToevoegen(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/GroepsPlannen/Edit",
    summary: `Beginsituatie van het groepsplan wijzigen en documenten toevoegen (multipart: id, beginsituatie, instructiegroepNr, documenten; elk hoogstens ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB; het type volgt uit de inhoud)`,
    permission: schrijven,
    bodyType: "multipart",
    stream: true,
    body: bewerkenMultipart,
    queries: 40,
    response: detailsAntwoord,
    handler: (_i, ctx, req) => metDocumenten(req, ctx, bewerkVelden, (velden, uploads) => groepsplanBewerken(ctx, velden, uploads)),
  }),
  defineRoute({
    method: "post",
    path: "/GroepsPlannen/Reorganize/{id}",
    summary: "Volgorde van de instructiegroepen van het groepsplan (id = groepsplan-id; elke instructiegroep precies één keer)",
    permission: schrijven,
    params: z.object({ id: idParam("Id van het groepsplan") }),
    body: reorganiseerSchema,
    queries: 8,
    response: volgordeAntwoord,
    handler: ({ params, body }, ctx) => reorganiseer(ctx, params.id, body.volgorde),
  }),
  defineRoute({
    method: "get",
    path: "/GroepsPlannen/Indelingsvoorstel/{admnr}/{groepNr}/{periode}",
    summary:
      "Voorstel van de instructiegroepen intensief / basis / verdiept, zonder iets te schrijven: per [[leerling]] het percentage van het verwachte niveau van de leerroute (gemiddeld over de domeinen van het leerroutepakket, of het ene domeinId), het bereikte niveau en de groep; ten opzichte van [[de groep]]: onder gemiddelde − max(½ standaardafwijking, 5) intensief, erboven + max(½ standaardafwijking, 5) verdiept, anders (en zonder percentage) basis",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), groepNr: groep, periode }),
    query: z.object({ leerroutepakketId: idTekst("Id van het leerroutepakket"), domeinId: idTekst("Alleen dit domein van het leerroutepakket").optional() }),
    queries: 12,
    response: voorstelAntwoord,
    handler: ({ params, query }, ctx) => indelingsvoorstel(ctx, { groepNr: params.groepNr, periodeNummer: params.periode, leerroutepakketId: query.leerroutepakketId, domeinId: query.domeinId ?? null }),
  }),
  defineRoute({
    method: "post",
    path: "/GroepsPlannen/GenerateInstructiegroepen",
    summary:
      "De instructiegroepen intensief / basis / verdiept maken: met indeling (het voorstel van Indelingsvoorstel, zo nodig aangepast) precies zo, weggelaten [[leerlingen]] niet ingedeeld; zonder indeling volgens het voorstel; 409 als het plan al instructiegroepen heeft",
    permission: schrijven,
    body: genereer,
    queries: 30,
    response: detailsAntwoord.extend({
      indeling: z.array(z.object({ leerlingId: z.number().int(), cluster: z.enum(["intensief", "basis", "verdiept"]), percentage: z.number().nullable(), zonderGegevens: z.boolean() })),
    }),
    handler: ({ body }, ctx) => genereerInstructiegroepen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/GroepsPlannen/CopyInstructiegroepen",
    summary: "Instructiegroepen (namen, doelen, aanpak, [[leerlingen]] die nog in [[de groep]] zitten) overnemen uit het plan van een andere periode; nieuwe [[leerlingen]] blijven niet ingedeeld",
    permission: schrijven,
    body: kopieer,
    queries: 40,
    response: detailsAntwoord,
    handler: ({ body }, ctx) => kopieerInstructiegroepen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/GroepsPlannen/deletedocument/{admnr}/{id}/{bestandId}",
    summary: "Een document van het groepsplan (of van een instructiegroep) verwijderen, rij en bestand",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het groepsplan"), bestandId: idParam("Id van het document (bestand)") }),
    queries: 10,
    response: documentVerwijderdAntwoord,
    handler: ({ params }, ctx) => groepsplanDocumentVerwijderen(ctx, params.id, params.bestandId),
  }),
  defineRoute({
    method: "delete",
    path: "/GroepsPlannen/Delete/{admnr}/{id}",
    summary: "Groepsplan verwijderen met zijn instructiegroepen (doelen, evaluaties, beoordelingen) en documenten",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het groepsplan") }),
    queries: 12,
    response: verwijderd,
    handler: ({ params }, ctx) => groepsplanVerwijderen(ctx, params.id),
  }),
];
