import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addNotitieSoort, deleteNotitieSoort, getNotitieSoort, listNotitieSoorten, updateNotitieSoort } from "@/lib/services/categorieen";
import { defineRoute, idParam, requires } from "../route";

const naam = z
  .string({ error: "vul de naam van de notitiesoort in" })
  .trim()
  .min(1, "vul de naam van de notitiesoort in")
  .max(100, "mag hoogstens 100 tekens lang zijn");
const nrParams = z.object({ nr: idParam("Nummer van de notitiesoort") });

export default [
  defineRoute({
    method: "get",
    path: "/NotitieSoorten",
    summary: "Alle notitiesoorten, op naam, met het aantal notities per soort (voor elke medewerker)",
    handler: (_i, ctx) => listNotitieSoorten(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/NotitieSoorten/details/{nr}",
    summary: "Eén notitiesoort",
    params: nrParams,
    handler: ({ params }, ctx) => getNotitieSoort(ctx, params.nr),
  }),
  defineRoute({
    method: "post",
    path: "/NotitieSoorten/Add",
    summary: "Notitiesoort toevoegen; de naam is uniek binnen de administratie (hoofdletters tellen niet)",
    permission: requires(guards.notitiesoorten),
    body: z.object({ naam }),
    handler: ({ body }, ctx) => addNotitieSoort(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/NotitieSoorten/Update",
    summary: "Notitiesoort hernoemen",
    permission: requires(guards.notitiesoorten),
    body: z.object({ nr: z.number({ error: "vul het nummer van de notitiesoort in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn"), naam }),
    handler: ({ body }, ctx) => updateNotitieSoort(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/NotitieSoorten/Delete/{nr}",
    summary: "Notitiesoort verwijderen; geweigerd zolang notities deze soort hebben",
    permission: requires(guards.notitiesoorten),
    params: nrParams,
    handler: ({ params }, ctx) => deleteNotitieSoort(ctx, params.nr),
  }),
];
