import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  alleHandelingsplannen,
  eigenHandelingsplannen,
  handelingsplanBeoordelingen,
  handelingsplanBewerken,
  handelingsplanDetails,
  handelingsplanEvaluaties,
  handelingsplanEvalueren,
  handelingsplannenVoorLeerling,
  handelingsplanToevoegen,
  handelingsplanVerwijderen,
} from "@/lib/services/handelingsplannen";
import { indicatorSelector } from "@/lib/services/onderwijsplan-gemeen";
import { handelingsplanPdf } from "@/lib/services/plan-documenten";
import {
  beoordelingenAntwoord,
  evaluatieAntwoord,
  evaluatieOpgeslagen,
  handelingsplanDetails as detailsAntwoord,
  handelingsplanEvaluatie,
  handelingsplanRij,
  handelingsplanVelden,
  indicatorSelectorAntwoord,
  verwijderd,
} from "@/lib/schemas/groepsplannen";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/**
 * Handelingsplannen (§7.10, screens planning/handelingsplannen/** and
 * adm/leerlingen/handelingsplannen/{onderwijsplanId}). A plan is named by its onderwijsplan id.
 * The plan's lessons (tab lesspapers) are the OnderwijsplanLessen calls.
 */

const lezen = requires(g.handelingsplannenLezen);
const schrijven = requires(g.handelingsplannenSchrijven);
const planId = idParam("Id van het handelingsplan (onderwijsplan-id)");

export default [
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/AlleHandelingsplannen/{a}/{b}",
    summary: "De handelingsplannen van het [[schooljaar]] van [[leerlingen]] in de leesbare [[vestigingen]]; a = [[schooljaar]], b = [[vestiging]] (0 = alle leesbare)",
    permission: requires(g.handelingsplannenAlleLezen),
    params: z.object({ a: schooljaarParam, b: getalTekst("Nummer van de [[vestiging]] (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    response: z.array(handelingsplanRij),
    handler: ({ params }, ctx) => alleHandelingsplannen(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/EigenHandelingsplannen/{schooljaar}",
    summary: "De handelingsplannen van het [[schooljaar]] van [[leerlingen]] in de eigen [[groepen]]",
    permission: requires(g.handelingsplannenEigenLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    response: z.array(handelingsplanRij),
    handler: ({ params }, ctx) => eigenHandelingsplannen(ctx, params.schooljaar),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/ForLeerling/{admnr}/{leerlingId}",
    summary: "De handelingsplannen van één [[leerling]], nieuwste eerst (tab handelingsplannen)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    response: z.array(handelingsplanRij),
    handler: ({ params }, ctx) => handelingsplannenVoorLeerling(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/Details/{admnr}/{id}",
    summary: "Eén handelingsplan: beginsituatie en hulpvraag, geplande doelen met niveau, aanpak, periode en data, beoordelaar, ouders geïnformeerd, evaluaties",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: planId }),
    response: detailsAntwoord,
    handler: ({ params }, ctx) => handelingsplanDetails(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/Document/{admnr}/{id}",
    summary: "Het handelingsplan als PDF (logo, Nederlandse data, paginanummers, doelen, aanpak en evaluatie); niet in de catalogus van de specificatie",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: planId }),
    answer: "file",
    fileType: "application/pdf",
    handler: async ({ params }, ctx) => handelingsplanPdf(ctx, await handelingsplanDetails(ctx, params.id, "handelingsplanafdruk")),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/indicatorSelectors/{a}/{b}",
    summary: "De indicatoren van het leerroutepakket per domein, competentie en niveau om doelen uit te kiezen; a = leerroutepakket, b = vakgebied (0 = alle)",
    permission: lezen,
    params: z.object({ a: idParam("Id van het leerroutepakket"), b: getalTekst("Nummer van het vakgebied (0 = alle)", { min: 0 }).openapi({ param: { required: true } }) }),
    response: indicatorSelectorAntwoord,
    handler: ({ params }, ctx) => indicatorSelector(ctx, { pakketId: params.a, vakgebiedNr: params.b || null, leerrouteNummer: null, fasen: [] }),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/Evaluatie/{admnr}/{id}",
    summary: "De evaluaties van het handelingsplan, nieuwste eerst",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: planId }),
    response: z.array(evaluatieAntwoord),
    handler: ({ params }, ctx) => handelingsplanEvaluaties(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Handelingsplannen/Beeordelingen/{admnr}/{id}",
    summary: "De beoordelingen van het handelingsplan per doel, met de actieve beoordelaars",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: planId }),
    response: beoordelingenAntwoord,
    handler: ({ params }, ctx) => handelingsplanBeoordelingen(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Handelingsplannen/Add/{a}/{b}",
    summary: "Handelingsplan voor een [[leerling]] schrijven; a = [[schooljaar]], b = id van de [[leerling]]",
    permission: schrijven,
    params: z.object({ a: schooljaarParam, b: idParam("Id van de [[leerling]]") }),
    body: handelingsplanVelden,
    queries: 20,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => handelingsplanToevoegen(ctx, params.a, params.b, body),
  }),
  defineRoute({
    method: "post",
    path: "/Handelingsplannen/Edit/{id}",
    summary: "Handelingsplan wijzigen (alle velden; doelen die blijven houden hun beoordelingen)",
    permission: schrijven,
    params: z.object({ id: planId }),
    body: handelingsplanVelden,
    queries: 20,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => handelingsplanBewerken(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Handelingsplannen/Evaluatie",
    summary: "Handelingsplan evalueren: datum, tekst, doel behaald, beoordelingen per doel (schrijven op evaluaties voor [[de leerling]] nodig)",
    permission: requires(g.evaluatiesSchrijven),
    body: handelingsplanEvaluatie,
    queries: 12,
    response: evaluatieOpgeslagen,
    handler: ({ body }, ctx) => handelingsplanEvalueren(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Handelingsplannen/Delete/{id}",
    summary: "Handelingsplan verwijderen met zijn doelen, lessen, evaluaties en beoordelingen",
    permission: schrijven,
    params: z.object({ id: planId }),
    queries: 8,
    response: verwijderd,
    handler: ({ params }, ctx) => handelingsplanVerwijderen(ctx, params.id),
  }),
];
