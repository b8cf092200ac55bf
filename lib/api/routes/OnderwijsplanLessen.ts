import { z } from "@hono/zod-openapi";
import { addPlanLessen, deletePlanLes, getPlanLesbundels, getPlanLessen, reorganizePlanLessen, updatePlanLes } from "@/lib/services/onderwijsplanlessen";
import { lesVerwijderd, planLesAntwoord, planLesBijwerken, planLesBundel, planLessenOrdenen, planLessenToevoegen } from "@/lib/schemas/lesbundels";
import { defineRoute, idParam } from "../route";

/** OnderwijsplanLessen (§7.8): the ordered lessons of a teaching plan (lib/services/onderwijsplanlessen). */
const planId = () => idParam("Id van het onderwijsplan");

export default [
  defineRoute({
    method: "get",
    path: "/OnderwijsplanLessen/Lessen/{id}",
    summary: "De lessen van een onderwijsplan in volgorde, met opmerking en uitvoerdatum",
    params: z.object({ id: planId() }),
    queries: 6,
    response: z.array(planLesAntwoord),
    handler: ({ params }, ctx) => getPlanLessen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/OnderwijsplanLessen/Lesbundels/{id}",
    summary: "De zichtbare lesbundels met hun lessen om uit te kiezen voor onderwijsplan {id}; inPlan markeert lessen die er al in staan",
    params: z.object({ id: planId() }),
    queries: 7,
    response: z.array(planLesBundel),
    handler: ({ params }, ctx) => getPlanLesbundels(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/OnderwijsplanLessen/Add",
    summary: "Lessen achteraan een onderwijsplan toevoegen; 409 als een les er al in staat",
    body: planLessenToevoegen,
    queries: 12,
    response: z.array(planLesAntwoord),
    handler: ({ body }, ctx) => addPlanLessen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/OnderwijsplanLessen/update",
    summary: "Opmerking en uitvoerdatum van een les in een onderwijsplan wijzigen",
    body: planLesBijwerken,
    queries: 8,
    response: planLesAntwoord,
    handler: ({ body }, ctx) => updatePlanLes(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/OnderwijsplanLessen/reorganize",
    summary: "De lessen van een onderwijsplan in een nieuwe volgorde (alle lessen, elk eenmaal)",
    body: planLessenOrdenen,
    queries: 8,
    response: z.array(planLesAntwoord),
    handler: ({ body }, ctx) => reorganizePlanLessen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/OnderwijsplanLessen/Delete/{a}/{b}",
    summary: "Een les uit een onderwijsplan halen (a = plan-id, b = les-id)",
    params: z.object({ a: planId(), b: idParam("Id van de les") }),
    queries: 7,
    response: lesVerwijderd,
    handler: ({ params }, ctx) => deletePlanLes(ctx, params.a, params.b),
  }),
];
