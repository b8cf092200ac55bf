import { z } from "@hono/zod-openapi";
import { addCompetentie, deleteCompetentie, editCompetentie, getCompetentie, listCompetenties, reorganizeCompetenties } from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam } from "../route";
import { competentieAntwoord, competentieDetailsAntwoord, competentieMetDomeinAntwoord, competentieNaam, pakketOnderdeelVerwijderdAntwoord } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam, volgorde } from "./_leerroutepakket";

const compParams = z.object({ a: pakketIdParam(), b: idParam("Id van de competentie") });

/** Competenties (§7.5). Positional ids: {a}/{b} — a = package id, b = competentieId. */
export default [
  defineRoute({
    method: "get",
    path: "/Competenties/Leerroutepakket/{id}",
    summary: "Competenties van een leerroutepakket, per domein in volgorde",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(competentieMetDomeinAntwoord),
    handler: ({ params }, ctx) => listCompetenties(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Competenties/details/{a}/{b}",
    summary: "Eén competentie met alle niveaus: beschrijving en aantal indicatoren (a = pakket-id, b = competentie-id)",
    params: compParams,
    response: competentieDetailsAntwoord,
    handler: ({ params }, ctx) => getCompetentie(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/Competenties/Add",
    summary: "Competentie achteraan in een domein toevoegen",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), domeinId: bodyId("domeinId"), naam: competentieNaam }),
    response: competentieDetailsAntwoord,
    handler: ({ body }, ctx) => addCompetentie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Competenties/Edit",
    summary: "Naam van een competentie wijzigen",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), id: bodyId("id"), naam: competentieNaam }),
    response: competentieDetailsAntwoord,
    handler: ({ body }, ctx) => editCompetentie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Competenties/reorganize",
    summary: "Nieuwe volgorde van alle competenties van één domein, in één keer",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), domeinId: bodyId("domeinId"), ids: volgorde("ids") }),
    response: z.array(competentieAntwoord),
    handler: ({ body }, ctx) => reorganizeCompetenties(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Competenties/Delete/{a}/{b}",
    summary: "Competentie met indicatoren verwijderen; geweigerd zolang evaluaties of plannen ervan afhangen",
    permission: leerroutepakketBeheren,
    params: compParams,
    response: pakketOnderdeelVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteCompetentie(ctx, params.a, params.b),
  }),
];
