import { z } from "@hono/zod-openapi";
import { badRequest } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { addIndicatoren, deleteIndicator, editIndicator, getIndicator, listIndicatoren, reorganizeIndicatoren } from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam, idTekst } from "../route";
import { indicatorAntwoord, indicatorDetailsAntwoord, indicatorenToegevoegdAntwoord, indicatorNaam, indicatorVelden, pakketOnderdeelVerwijderdAntwoord } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam, volgorde } from "./_leerroutepakket";

/**
 * Indicatoren (§7.5). Positional ids as the catalogue writes them, {b}/{a}: the path is
 * Details/{indicatorId}/{leerroutepakketId} (a = package id, b = indicator id; the optional query
 * leerroutepakketId must then equal a). CompetentieNiveau/{a}/{b}/{c}: package id, competentieId,
 * niveauNummer.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Indicatoren/Details/{b}/{a}",
    summary: "Eén indicator met competentie, domein en niveau (b = indicator-id, a = pakket-id)",
    params: z.object({ b: idParam("Id van de indicator"), a: pakketIdParam() }),
    query: z.object({ leerroutepakketId: idTekst("Id van het leerroutepakket (gelijk aan a)").optional() }),
    response: indicatorDetailsAntwoord,
    handler: ({ params, query }, ctx) => {
      if (query.leerroutepakketId !== undefined && query.leerroutepakketId !== params.a)
        throw badRequest("leerroutepakketId: moet gelijk zijn aan het pakket-id in het pad.", [{ path: "query.leerroutepakketId", message: "moet gelijk zijn aan het pakket-id in het pad" }]);
      return getIndicator(ctx, params.a, params.b);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Indicatoren/CompetentieNiveau/{a}/{b}/{c}",
    summary: "Indicatoren van een competentie op een niveau in volgorde (a = pakket-id, b = competentie-id, c = niveaunummer)",
    params: z.object({ a: pakketIdParam(), b: idParam("Id van de competentie"), c: idParam("Nummer van het niveau") }),
    response: z.array(indicatorAntwoord),
    handler: ({ params }, ctx) => listIndicatoren(ctx, params.a, params.b, params.c),
  }),
  defineRoute({
    method: "post",
    path: "/Indicatoren/Edit",
    summary: "Omschrijving en code van een indicator wijzigen",
    permission: leerroutepakketBeheren,
    body: indicatorVelden.extend({ leerroutepakketId: bodyId("leerroutepakketId"), id: bodyId("id") }),
    response: indicatorDetailsAntwoord,
    handler: ({ body }, ctx) => editIndicator(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Indicatoren/Add",
    summary:
      "Indicator(en) achteraan toevoegen (naam, of namen voor een geplakte lijst); antwoordt met een JSON-bestand van de toegevoegde indicatoren",
    permission: leerroutepakketBeheren,
    answer: "file",
    body: z.object({
      leerroutepakketId: bodyId("leerroutepakketId"),
      competentieId: bodyId("competentieId"),
      niveauNummer: bodyId("niveauNummer"),
      naam: indicatorNaam.optional(),
      namen: z.array(z.string().max(1000, "mag hoogstens 1000 tekens hebben")).max(1000, "hoogstens 1000 indicatoren tegelijk").optional(),
      code: indicatorVelden.shape.code,
    }),
    fileType: "application/json; charset=utf-8",
    response: indicatorenToegevoegdAntwoord,
    handler: async ({ body }, ctx) => {
      const result = await addIndicatoren(ctx, body);
      return fileResponse(JSON.stringify(result), `indicatoren-${body.leerroutepakketId}-${body.competentieId}-${body.niveauNummer}.json`, "application/json; charset=utf-8");
    },
  }),
  defineRoute({
    method: "post",
    path: "/Indicatoren/reorganize",
    summary: "Nieuwe volgorde van alle indicatoren van een competentie op een niveau, in één keer",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), competentieId: bodyId("competentieId"), niveauNummer: bodyId("niveauNummer"), ids: volgorde("ids") }),
    response: z.array(indicatorAntwoord),
    handler: ({ body }, ctx) => reorganizeIndicatoren(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Indicatoren/Delete/{b}/{a}",
    summary: "Indicator verwijderen; geweigerd zolang evaluaties, plannen of lessen ervan afhangen (b = indicator-id, a = pakket-id)",
    permission: leerroutepakketBeheren,
    params: z.object({ b: idParam("Id van de indicator"), a: pakketIdParam() }),
    response: pakketOnderdeelVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteIndicator(ctx, params.a, params.b),
  }),
];
