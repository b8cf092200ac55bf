import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { leerlingLeerroute, leerrouteGezet, leerrouteZetten } from "@/lib/schemas/leerling-leerroutes";
import { leerroutesVanLeerling, zetLeerroute } from "@/lib/services/leerling-leerroutes";
import { defineRoute, idParam, requires } from "../route";

/**
 * A pupil's learning route (issue 12). No catalogued call sets it; these two are documented
 * additions in the Leerlingen area (docs/api.md "Evaluaties en monitor").
 */
export default [
  defineRoute({
    method: "get",
    path: "/Leerlingen/Leerroutes/{id}",
    summary: "De leerroutes van een leerling (per pakket: leerroute, uitstroombestemming, van–tot), nieuwste eerst",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ id: idParam("Leerling-id") }),
    response: z.array(leerlingLeerroute),
    handler: ({ params }, ctx) => leerroutesVanLeerling(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingen/Leerroute",
    summary: "Leerroute (en uitstroombestemming) van één of veel leerlingen in een pakket zetten vanaf een datum; een lopende leerroute eindigt de dag ervoor; leerrouteNummer null beëindigt alleen",
    permission: requires(guards.leerlingenSchrijven),
    body: leerrouteZetten,
    queries: 12,
    response: leerrouteGezet,
    handler: ({ body }, ctx) => zetLeerroute(ctx, body),
  }),
];
