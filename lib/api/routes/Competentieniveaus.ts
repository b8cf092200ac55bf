import { z } from "@hono/zod-openapi";
import {
  addCompetentieniveau,
  deleteCompetentieniveau,
  editCompetentieniveau,
  getCompetentieniveau,
  listCompetentieniveaus,
} from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam } from "../route";
import { competentieniveauDetailsAntwoord, competentieniveauVerwijderdAntwoord, competentieOpNiveauAntwoord, optioneleTekst } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

const celParams = z.object({ a: pakketIdParam(), b: idParam("Id van de competentie"), c: idParam("Nummer van het niveau") });
const celBody = z.object({ leerroutepakketId: bodyId("leerroutepakketId"), competentieId: bodyId("competentieId"), niveauNummer: bodyId("niveauNummer"), omschrijving: optioneleTekst(4000) });

/**
 * Competentieniveaus (§7.5): what a competency means at one level. Positional ids:
 * competentie/{a}/{b} — a = package id, b = competentieId; {a}/{b}/{c} adds c = niveauNummer.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Competentieniveaus/competentie/{a}/{b}",
    summary: "Alle niveaus van een competentie met beschrijving en aantal indicatoren",
    params: z.object({ a: pakketIdParam(), b: idParam("Id van de competentie") }),
    response: z.array(competentieOpNiveauAntwoord),
    handler: ({ params }, ctx) => listCompetentieniveaus(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Competentieniveaus/details/{a}/{b}/{c}",
    summary: "Een competentie op één niveau met haar indicatoren in volgorde",
    params: celParams,
    response: competentieniveauDetailsAntwoord,
    handler: ({ params }, ctx) => getCompetentieniveau(ctx, params.a, params.b, params.c),
  }),
  defineRoute({
    method: "post",
    path: "/Competentieniveaus/Add",
    summary: "Een competentie op een niveau beschrijven",
    permission: leerroutepakketBeheren,
    body: celBody,
    response: competentieniveauDetailsAntwoord,
    handler: ({ body }, ctx) => addCompetentieniveau(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Competentieniveaus/Edit",
    summary: "De beschrijving van een competentie op een niveau wijzigen",
    permission: leerroutepakketBeheren,
    body: celBody,
    response: competentieniveauDetailsAntwoord,
    handler: ({ body }, ctx) => editCompetentieniveau(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Competentieniveaus/Delete/{a}/{b}/{c}",
    summary: "Competentie op een niveau met haar indicatoren verwijderen; geweigerd zolang evaluaties of plannen ervan afhangen",
    permission: leerroutepakketBeheren,
    params: celParams,
    response: competentieniveauVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteCompetentieniveau(ctx, params.a, params.b, params.c),
  }),
];
