import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addBeoordeling, deleteBeoordeling, editBeoordeling } from "@/lib/services/beoordelaars";
import { beoordelingAntwoord, beoordelingBijwerken, beoordelingVelden } from "@/lib/schemas/beoordelaars";
import { fileResponse } from "../files";
import { defineRoute, idParam, requires } from "../route";

const permission = requires(guards.beoordelaars);

export default [
  defineRoute({
    method: "post",
    path: "/Beoordeling/add",
    summary: "Beoordeling (score 0–100) van een leerling op een onderwijsplan toevoegen",
    permission,
    body: beoordelingVelden,
    response: beoordelingAntwoord,
    handler: ({ body }, ctx) => addBeoordeling(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Beoordeling/edit",
    summary: "Beoordeling wijzigen",
    permission,
    body: beoordelingBijwerken,
    response: beoordelingAntwoord,
    handler: ({ body }, ctx) => editBeoordeling(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Beoordeling/delete/{a}/{b}/{c}",
    summary: "Beoordeling verwijderen: a = onderwijsplan-id, b = leerling-id, c = beoordeling-id; antwoordt met de verwijderde beoordeling als JSON-bestand",
    permission,
    answer: "file",
    params: z.object({ a: idParam("Id van het onderwijsplan"), b: idParam("Id van de leerling"), c: idParam("Id van de beoordeling") }),
    fileType: "application/json; charset=utf-8",
    response: beoordelingAntwoord,
    handler: async ({ params }, ctx) => {
      const weg = await deleteBeoordeling(ctx, params.a, params.b, params.c);
      return fileResponse(JSON.stringify(weg, null, 2), `beoordeling-${weg.id}-verwijderd.json`, "application/json; charset=utf-8");
    },
  }),
];
