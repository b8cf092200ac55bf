import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  addBeoordelaar,
  beoordelingenPerVakgebied,
  deleteBeoordelaar,
  editBeoordelaar,
  getBeoordelaar,
  listBeoordelaars,
  listBeoordelaarsVoorVakgebied,
} from "@/lib/services/beoordelaars";
import {
  beoordelaarAntwoord,
  beoordelaarBijwerken,
  beoordelaarDetailsAntwoord,
  beoordelaarKortAntwoord,
  beoordelaarVelden,
  beoordelaarVerwijderdAntwoord,
  beoordelingenPerVakgebiedAntwoord,
} from "@/lib/schemas/beoordelaars";
import { defineRoute, idParam, requires } from "../route";

const permission = requires(guards.beoordelaars);

export default [
  defineRoute({
    method: "get",
    path: "/Beoordelaars",
    summary: "Beoordelaars op naam met hun vakgebieden; zoek op naam",
    permission,
    query: z.object({ zoek: z.string().max(100).optional() }),
    response: z.array(beoordelaarAntwoord),
    handler: ({ query }, ctx) => listBeoordelaars(ctx, query.zoek),
  }),
  defineRoute({
    method: "get",
    path: "/Beoordelaars/Vakgebied/{id}",
    summary: "Beoordelaars van één vakgebied; id = vakgebied-nr",
    permission,
    params: z.object({ id: idParam("Nummer van het vakgebied") }),
    response: z.array(beoordelaarKortAntwoord),
    handler: ({ params }, ctx) => listBeoordelaarsVoorVakgebied(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Beoordelaars/BeoordelingenPerVakgebied/{id}",
    summary: "Beoordelingen van een beoordelaar, gegroepeerd per vakgebied; id = beoordelaar-nr",
    permission,
    params: z.object({ id: idParam("Nummer van de beoordelaar") }),
    response: beoordelingenPerVakgebiedAntwoord,
    handler: ({ params }, ctx) => beoordelingenPerVakgebied(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Beoordelaars/add",
    summary: "Beoordelaar toevoegen, eventueel met vakgebieden",
    permission,
    body: beoordelaarVelden,
    response: beoordelaarDetailsAntwoord,
    handler: ({ body }, ctx) => addBeoordelaar(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Beoordelaars/edit",
    summary: "Beoordelaar wijzigen; vakgebiedNrs (indien meegegeven) vervangt de vakgebieden",
    permission,
    body: beoordelaarBijwerken,
    response: beoordelaarDetailsAntwoord,
    handler: ({ body }, ctx) => editBeoordelaar(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Beoordelaars/details/{id}",
    summary: "Eén beoordelaar met vakgebieden en aantal beoordelingen; id = beoordelaar-nr",
    permission,
    params: z.object({ id: idParam("Nummer van de beoordelaar") }),
    response: beoordelaarDetailsAntwoord,
    handler: ({ params }, ctx) => getBeoordelaar(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Beoordelaars/delete/{id}",
    summary: "Beoordelaar verwijderen; geweigerd zolang beoordelingen, handelingsplannen of evaluaties naar hem verwijzen",
    permission,
    params: z.object({ id: idParam("Nummer van de beoordelaar") }),
    response: beoordelaarVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteBeoordelaar(ctx, params.id),
  }),
];
