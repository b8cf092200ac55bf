import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addNotitieSoort, deleteNotitieSoort, getNotitieSoort, listNotitieSoorten, updateNotitieSoort } from "@/lib/services/categorieen";
import { notitieSoortAntwoord, notitieSoortBijwerken, notitieSoortToevoegen, verwijderdAntwoord } from "@/lib/schemas/categorieen";
import { defineRoute, idParam, requires } from "../route";

const nrParams = z.object({ nr: idParam("Nummer van de notitiesoort") });

export default [
  defineRoute({
    method: "get",
    path: "/NotitieSoorten",
    summary: "Alle notitiesoorten, op naam, met het aantal notities per soort (voor elke medewerker)",
    response: z.array(notitieSoortAntwoord),
    handler: (_i, ctx) => listNotitieSoorten(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/NotitieSoorten/details/{nr}",
    summary: "Eén notitiesoort",
    params: nrParams,
    response: notitieSoortAntwoord,
    handler: ({ params }, ctx) => getNotitieSoort(ctx, params.nr),
  }),
  defineRoute({
    method: "post",
    path: "/NotitieSoorten/Add",
    summary: "Notitiesoort toevoegen; de naam is uniek binnen de administratie (hoofdletters tellen niet)",
    permission: requires(guards.notitiesoorten),
    body: notitieSoortToevoegen,
    response: notitieSoortAntwoord,
    handler: ({ body }, ctx) => addNotitieSoort(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/NotitieSoorten/Update",
    summary: "Notitiesoort hernoemen",
    permission: requires(guards.notitiesoorten),
    body: notitieSoortBijwerken,
    response: notitieSoortAntwoord,
    handler: ({ body }, ctx) => updateNotitieSoort(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/NotitieSoorten/Delete/{nr}",
    summary: "Notitiesoort verwijderen; geweigerd zolang notities deze soort hebben",
    permission: requires(guards.notitiesoorten),
    params: nrParams,
    response: verwijderdAntwoord,
    handler: ({ params }, ctx) => deleteNotitieSoort(ctx, params.nr),
  }),
];
