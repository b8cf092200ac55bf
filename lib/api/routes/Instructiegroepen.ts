import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  instructiegroepBeoordelingen,
  instructiegroepBijwerken,
  instructiegroepDetails,
  instructiegroepEvaluaties,
  instructiegroepEvalueren,
  instructiegroepToevoegen,
  instructiegroepVerwijderen,
} from "@/lib/services/groepsplannen";
import {
  beoordelingenAntwoord,
  evaluatieAntwoord,
  evaluatieInvoer,
  evaluatieOpgeslagen,
  instructiegroepBijwerken as bijwerkenSchema,
  instructiegroepDetails as detailsAntwoord,
  instructiegroepToevoegen as toevoegenSchema,
  verwijderd,
} from "@/lib/schemas/groepsplannen";
import { admnrParam, defineRoute, idParam, requires } from "../route";

/**
 * Instructiegroepen (§7.10): an instruction group is named by {admnr}/{groepNr}/{periode}/{igNr}
 * (the routes of planning/groepsplannen/evalueren|bewerken/{nr}/{periode}/{igNr}); writes take the
 * group plan's id in the body. Documents are added with GroepsPlannen/Edit (instructiegroepNr).
 */

const lezen = requires(g.groepsplannenLezen);
const schrijven = requires(g.groepsplannenSchrijven);
const vier = z.object({ admnr: admnrParam(), groepNr: idParam("[[Groep]]nummer"), periode: idParam("Nummer van de periode"), igNr: idParam("Nummer van de instructiegroep") });

export default [
  defineRoute({
    method: "get",
    path: "/Instructiegroepen/details/{admnr}/{groepNr}/{periode}/{igNr}",
    summary: "Eén instructiegroep met [[leerlingen]], doelen, aanpak, documenten en laatste evaluatie, en de kop van zijn groepsplan",
    permission: lezen,
    params: vier,
    response: detailsAntwoord,
    handler: ({ params }, ctx) => instructiegroepDetails(ctx, params.groepNr, params.periode, params.igNr),
  }),
  defineRoute({
    method: "get",
    path: "/Instructiegroepen/Beeordelingen/{admnr}/{groepNr}/{periode}/{igNr}",
    summary: "De beoordelingen van de instructiegroep: doelen, [[leerlingen]], actieve beoordelaars en de gegeven beoordelingen (0 niet, 50 gedeeltelijk, 100 behaald)",
    permission: lezen,
    params: vier,
    response: beoordelingenAntwoord,
    handler: ({ params }, ctx) => instructiegroepBeoordelingen(ctx, params.groepNr, params.periode, params.igNr),
  }),
  defineRoute({
    method: "get",
    path: "/Instructiegroepen/Evaluaties/{admnr}/{groepNr}/{periode}/{igNr}",
    summary: "De evaluaties van de instructiegroep, nieuwste eerst",
    permission: lezen,
    params: vier,
    response: z.array(evaluatieAntwoord),
    handler: ({ params }, ctx) => instructiegroepEvaluaties(ctx, params.groepNr, params.periode, params.igNr),
  }),
  defineRoute({
    method: "post",
    path: "/Instructiegroepen/evalueer/{id}",
    summary: "Instructiegroep evalueren (id = onderwijsplan-id van de instructiegroep): evaluatie (nieuw of evaluatieId) met beoordelingen per [[leerling]] en doel; schrijven op evaluaties voor [[de groep]] nodig",
    permission: requires(g.evaluatiesSchrijven),
    params: z.object({ id: idParam("Onderwijsplan-id van de instructiegroep") }),
    body: evaluatieInvoer,
    queries: 12,
    response: evaluatieOpgeslagen,
    handler: ({ params, body }, ctx) => instructiegroepEvalueren(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Instructiegroepen/update",
    summary: "Instructiegroep wijzigen: naam, vakgebied, leerroutepakket, doel, aanpak, [[leerlingen]] (uit andere instructiegroepen van het plan hierheen verplaatst) en doelen",
    permission: schrijven,
    body: bijwerkenSchema,
    queries: 20,
    response: detailsAntwoord,
    handler: ({ body }, ctx) => instructiegroepBijwerken(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Instructiegroepen/Add",
    summary: "Instructiegroep achteraan toevoegen aan het groepsplan, met [[leerlingen]] en doelen",
    permission: schrijven,
    body: toevoegenSchema,
    queries: 20,
    response: detailsAntwoord,
    handler: ({ body }, ctx) => instructiegroepToevoegen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Instructiegroepen/deleteinstructiegroep/{admnr}/{groepNr}/{periode}/{igNr}",
    summary: "Instructiegroep verwijderen met haar doelen, evaluaties, beoordelingen en documenten; haar [[leerlingen]] worden weer niet ingedeeld",
    permission: schrijven,
    params: vier,
    queries: 12,
    response: verwijderd,
    handler: ({ params }, ctx) => instructiegroepVerwijderen(ctx, params.groepNr, params.periode, params.igNr),
  }),
];
