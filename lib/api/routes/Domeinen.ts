import { z } from "@hono/zod-openapi";
import { addDomein, deleteDomein, domeinIndicatoren, dropdownDomeinen, editDomein, getDomein } from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam } from "../route";
import { bodyId, leerroutepakketBeheren, naamVeld, optioneleTekst, pakketIdParam } from "./_leerroutepakket";

const domeinParams = z.object({ a: pakketIdParam(), b: idParam("Id van het domein") });

/** Domeinen (§7.5). Positional ids: {a}/{b} — a = package id, b = domeinId. */
export default [
  defineRoute({
    method: "get",
    path: "/Domeinen/Dropdown/{id}",
    summary: "Domeinen van een leerroutepakket voor een keuzelijst, op naam",
    params: z.object({ id: pakketIdParam() }),
    handler: ({ params }, ctx) => dropdownDomeinen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Domeinen/Indicatoren/{a}/{b}",
    summary: "Indicatoren van een domein per competentie en niveau (a = pakket-id, b = domein-id)",
    params: domeinParams,
    handler: ({ params }, ctx) => domeinIndicatoren(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Domeinen/details/{a}/{b}",
    summary: "Eén domein met zijn competenties in volgorde (a = pakket-id, b = domein-id)",
    params: domeinParams,
    handler: ({ params }, ctx) => getDomein(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/Domeinen/Add",
    summary: "Domein achteraan toevoegen",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), naam: naamVeld("naam", "de naam van het domein"), code: optioneleTekst(20) }),
    handler: ({ body }, ctx) => addDomein(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Domeinen/Edit",
    summary: "Naam en code van een domein wijzigen",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), id: bodyId("id"), naam: naamVeld("naam", "de naam van het domein"), code: optioneleTekst(20) }),
    handler: ({ body }, ctx) => editDomein(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Domeinen/Delete/{a}/{b}",
    summary: "Domein met competenties en indicatoren verwijderen; geweigerd zolang evaluaties of plannen ervan afhangen",
    permission: leerroutepakketBeheren,
    params: domeinParams,
    handler: ({ params }, ctx) => deleteDomein(ctx, params.a, params.b),
  }),
];
