import { z } from "@hono/zod-openapi";
import { veiligInline } from "@/lib/services/lesbronnen";
import { addLes, deleteLes, getLes, koppelBronnen, moveLes, reorganiseLessen, unlinkBron, updateLes } from "@/lib/services/lesbundels";
import type { TenantContext } from "@/lib/api/context";
import { bronnenKoppelen, lesBijwerken, lesDetails, lesKort, lessenOrdenen, lesToevoegen, lesVerplaatsen, lesVerwijderd } from "@/lib/schemas/lesbundels";
import { defineRoute, idParam } from "../route";

/** Lessen (§7.8): lessons of a bundle; changing them follows the bundle's rights (lib/services/lesbundels). */
const details = (ctx: TenantContext, id: number) => getLes(ctx, id, veiligInline);

export default [
  defineRoute({
    method: "get",
    path: "/Lessen/Details/{id}",
    summary: "Eén les met lestekst (geschoonde HTML), gekoppelde bronnen in volgorde, overige bronnen van de bundel en indicatoren",
    params: z.object({ id: idParam("Id van de les") }),
    response: lesDetails,
    handler: ({ params }, ctx) => details(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Lessen/Add",
    summary: "Les achteraan een lesbundel toevoegen; de lestekst (HTML) wordt op de server geschoond",
    body: lesToevoegen,
    queries: 12,
    response: lesDetails,
    handler: async ({ body }, ctx) => details(ctx, (await addLes(ctx, body)).id),
  }),
  defineRoute({
    method: "post",
    path: "/Lessen/Update",
    summary: "Les wijzigen (naam, omschrijving, lestekst, duur; optioneel de indicatoren, die de lijst vervangen)",
    body: lesBijwerken,
    queries: 12,
    response: lesDetails,
    handler: async ({ body }, ctx) => details(ctx, await updateLes(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/Lessen/Move",
    summary: "Les verplaatsen naar (het einde van) een andere lesbundel van dezelfde klant; koppelingen met bronnen van de oude bundel vervallen",
    body: lesVerplaatsen,
    queries: 12,
    response: lesDetails,
    handler: async ({ body }, ctx) => details(ctx, await moveLes(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/Lessen/reorganise",
    summary: "De lessen van een lesbundel in een nieuwe volgorde (alle lessen, elk eenmaal)",
    body: lessenOrdenen,
    response: z.array(lesKort),
    handler: ({ body }, ctx) => reorganiseLessen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Lessen/koppelBronnen",
    summary: "Bronnen van de lesbundel aan een les koppelen (achteraan; al gekoppelde worden overgeslagen)",
    body: bronnenKoppelen,
    queries: 10,
    response: lesDetails,
    handler: async ({ body }, ctx) => details(ctx, await koppelBronnen(ctx, body)),
  }),
  defineRoute({
    method: "delete",
    path: "/Lessen/unlinkBron/{b}/{a}",
    summary: "Een bron van een les loskoppelen (b = bron-id, a = les-id); de bron blijft in de bundel",
    params: z.object({ b: idParam("Id van de bron"), a: idParam("Id van de les") }),
    response: lesDetails,
    handler: async ({ params }, ctx) => details(ctx, await unlinkBron(ctx, params.b, params.a)),
  }),
  defineRoute({
    method: "delete",
    path: "/Lessen/Delete/{id}",
    summary: "Les verwijderen (met koppelingen aan fasecellen en bronnen); 409 zolang een plan de les gebruikt. Antwoordt JSON (de catalogus noemt een blob)",
    params: z.object({ id: idParam("Id van de les") }),
    queries: 10,
    response: lesVerwijderd,
    handler: ({ params }, ctx) => deleteLes(ctx, params.id),
  }),
];
