import { z } from "@hono/zod-openapi";
import {
  addLeerroutepakket,
  competentiesVanPakketDomein,
  deleteLeerroutepakket,
  editLeerroutepakket,
  getLeerroutepakket,
  listDomeinen,
  listLeerroutepakketten,
  niveausByCompetentie,
  publishLeerroutepakket,
} from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam } from "../route";
import { competentieAntwoord, competentieOpNiveauAntwoord, domeinLijstAntwoord, leerroutepakketAntwoord, leerroutepakketVelden, leerroutepakketVerwijderdAntwoord } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

/**
 * Leerroutepakketten (spec 2-api-calls §7.7). Reads: every member of the administration, for its
 * own packages and the published ones of the same klantId. Writes: see leerroutepakketBeheren.
 * Positional ids: NiveausByCompetenties/{a}/{b} and competenties/{a}/{b} — a = package id,
 * b = competentieId resp. domeinId.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten",
    summary: "Leerroutepakketten van de administratie en gepubliceerde pakketten van dezelfde klant, op naam",
    query: z.object({ zoek: z.string().max(200).optional().openapi({ description: "Zoek op naam" }) }),
    response: z.array(leerroutepakketAntwoord),
    handler: ({ query }, ctx) => listLeerroutepakketten(ctx, { zoek: query.zoek }),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten/Actief",
    summary: "Leerroutepakketten die deze administratie actief gebruikt, op naam",
    response: z.array(leerroutepakketAntwoord),
    handler: (_i, ctx) => listLeerroutepakketten(ctx, { alleenActief: true }),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten/details/{id}",
    summary: "Eén leerroutepakket met aantallen en of de gebruiker het mag beheren",
    params: z.object({ id: pakketIdParam() }),
    response: leerroutepakketAntwoord,
    handler: ({ params }, ctx) => getLeerroutepakket(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten/NiveausByCompetenties/{a}/{b}",
    summary: "Niveaus waarop een competentie beschreven is of indicatoren heeft (a = pakket-id, b = competentie-id)",
    params: z.object({ a: pakketIdParam(), b: idParam("Id van de competentie") }),
    response: z.array(competentieOpNiveauAntwoord),
    handler: ({ params }, ctx) => niveausByCompetentie(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten/competenties/{a}/{b}",
    summary: "Competenties van een domein in volgorde (a = pakket-id, b = domein-id)",
    params: z.object({ a: pakketIdParam(), b: idParam("Id van het domein") }),
    response: z.array(competentieAntwoord),
    handler: ({ params }, ctx) => competentiesVanPakketDomein(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketten/Domeinen/{id}",
    summary: "Domeinen van een leerroutepakket in volgorde, met aantallen",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(domeinLijstAntwoord),
    handler: ({ params }, ctx) => listDomeinen(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketten/Add",
    summary: "Leerroutepakket toevoegen (eigendom van deze administratie, klant van de administratie)",
    permission: leerroutepakketBeheren,
    body: leerroutepakketVelden,
    response: leerroutepakketAntwoord,
    handler: ({ body }, ctx) => addLeerroutepakket(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketten/Edit",
    summary: "Naam en omschrijving wijzigen; actief = of deze administratie het pakket gebruikt",
    permission: leerroutepakketBeheren,
    body: leerroutepakketVelden.extend({ id: bodyId("id"), actief: z.boolean().optional() }),
    response: leerroutepakketAntwoord,
    handler: ({ body }, ctx) => editLeerroutepakket(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketten/Publish",
    summary: "Leerroutepakket publiceren voor de andere administraties van de klant (alleen-lezen); gepubliceerd=false trekt het terug",
    permission: leerroutepakketBeheren,
    body: z.object({ id: bodyId("id"), gepubliceerd: z.boolean({ error: "gepubliceerd: kies ja of nee" }).optional() }),
    response: leerroutepakketAntwoord,
    handler: ({ body }, ctx) => publishLeerroutepakket(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerroutepakketten/Delete/{id}",
    summary: "Leerroutepakket verwijderen; geweigerd zolang evaluaties, plannen of andere administraties ervan afhangen",
    permission: leerroutepakketBeheren,
    params: z.object({ id: pakketIdParam() }),
    response: leerroutepakketVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteLeerroutepakket(ctx, params.id),
  }),
];
