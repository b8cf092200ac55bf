import { z } from "@hono/zod-openapi";
import { addDomein, deleteDomein, domeinIndicatoren, dropdownDomeinen, editDomein, getDomein } from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam } from "../route";
import { domeinDetailsAntwoord, domeinIndicatorenAntwoord, domeinKortAntwoord, domeinVelden, pakketOnderdeelVerwijderdAntwoord } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

const domeinParams = z.object({ a: pakketIdParam(), b: idParam("Id van het domein") });

/** Domeinen (§7.5). Positional ids: {a}/{b} — a = package id, b = domeinId. */
export default [
  defineRoute({
    method: "get",
    path: "/Domeinen/Dropdown/{id}",
    summary: "Domeinen van een leerroutepakket voor een keuzelijst, op naam",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(domeinKortAntwoord),
    handler: ({ params }, ctx) => dropdownDomeinen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Domeinen/Indicatoren/{a}/{b}",
    summary: "Indicatoren van een domein per competentie en niveau (a = pakket-id, b = domein-id)",
    params: domeinParams,
    response: domeinIndicatorenAntwoord,
    handler: ({ params }, ctx) => domeinIndicatoren(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Domeinen/details/{a}/{b}",
    summary: "Eén domein met zijn competenties in volgorde (a = pakket-id, b = domein-id)",
    params: domeinParams,
    response: domeinDetailsAntwoord,
    handler: ({ params }, ctx) => getDomein(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/Domeinen/Add",
    summary: "Domein achteraan toevoegen",
    permission: leerroutepakketBeheren,
    body: domeinVelden.extend({ leerroutepakketId: bodyId("leerroutepakketId") }),
    response: domeinDetailsAntwoord,
    handler: ({ body }, ctx) => addDomein(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Domeinen/Edit",
    summary: "Naam en code van een domein wijzigen",
    permission: leerroutepakketBeheren,
    body: domeinVelden.extend({ leerroutepakketId: bodyId("leerroutepakketId"), id: bodyId("id") }),
    response: domeinDetailsAntwoord,
    handler: ({ body }, ctx) => editDomein(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Domeinen/Delete/{a}/{b}",
    summary: "Domein met competenties en indicatoren verwijderen; geweigerd zolang evaluaties of plannen ervan afhangen of waarden in ontwikkelingsperspectieven of leerlingplannen ernaar verwijzen",
    permission: leerroutepakketBeheren,
    params: domeinParams,
    response: pakketOnderdeelVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteDomein(ctx, params.a, params.b),
  }),
];
