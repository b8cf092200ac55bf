import { z } from "@hono/zod-openapi";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";
import { addTraject, deleteTraject, editTraject, getTraject, trajectenVanLeerroute, trajectenVoorSchoolsoort } from "@/lib/services/leerroutes";
import { defineRoute, idParam } from "../route";
import { schoolsoortCode, trajectAntwoord, trajectBody, trajectenVanLeerrouteAntwoord, trajectVerwijderdAntwoord } from "@/lib/schemas/leerroutetrajecten";
import { leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

const schoolsoortParam = () =>
  schoolsoortCode().openapi({ type: "string", enum: [...SCHOOLSOORTEN], description: "Schoolsoort (code, hoofdletterongevoelig)", param: { required: true } });

const leerrouteParam = () => idParam("Nummer van de leerroute in het pakket");

/**
 * Leerroutetrajecten (§7.7): the trajectory of a route in one school type. Positional ids:
 * Schoolsoort/{a}/{b} — a = package id, b = schoolsoort; Leerroute/{a}/{b} — a = package id,
 * b = leerroute nummer; Details/{a}/{b}/{c} and Delete/{a}/{b}/{c} — package id, leerroute
 * nummer, schoolsoort. Schoolsoort: BO, SBO, SO, VSO, PRO or VO, any case.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Leerroutetrajecten/Schoolsoort/{a}/{b}",
    summary: "Trajecten van alle leerroutes van het pakket in één schoolsoort, op leerroutenummer (a = pakket-id, b = schoolsoort)",
    params: z.object({ a: pakketIdParam(), b: schoolsoortParam() }),
    response: z.array(trajectAntwoord),
    handler: ({ params }, ctx) => trajectenVoorSchoolsoort(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutetrajecten/Leerroute/{a}/{b}",
    summary: "Trajecten van één leerroute per schoolsoort met hun stappen, en de fasen van het pakket om uit te kiezen (a = pakket-id, b = leerroutenummer)",
    params: z.object({ a: pakketIdParam(), b: leerrouteParam() }),
    response: trajectenVanLeerrouteAntwoord,
    handler: ({ params }, ctx) => trajectenVanLeerroute(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutetrajecten/Details/{a}/{b}/{c}",
    summary: "Eén traject met zijn stappen in volgorde: volgnummer, leerjaar, fasenummer en -naam (a = pakket-id, b = leerroutenummer, c = schoolsoort)",
    params: z.object({ a: pakketIdParam(), b: leerrouteParam(), c: schoolsoortParam() }),
    response: trajectAntwoord,
    handler: ({ params }, ctx) => getTraject(ctx, params.a, params.b, params.c),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutetrajecten/Add",
    summary:
      "Traject toevoegen. Body: { leerroutepakketId, leerrouteNummer, schoolsoort, naam?, omschrijving?, stappen: [{ leerjaar, faseNummer }] }; de fasen moeten bij het pakket horen (400); één traject per leerroute en schoolsoort (409)",
    permission: leerroutepakketBeheren,
    body: trajectBody,
    response: trajectAntwoord,
    handler: ({ body }, ctx) => addTraject(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutetrajecten/Edit",
    summary: "Naam, omschrijving en alle stappen van een traject vervangen (zelfde body als Add; leerroute en schoolsoort wijzen het traject aan)",
    permission: leerroutepakketBeheren,
    body: trajectBody,
    response: trajectAntwoord,
    handler: ({ body }, ctx) => editTraject(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerroutetrajecten/Delete/{a}/{b}/{c}",
    summary: "Traject met zijn stappen verwijderen (a = pakket-id, b = leerroutenummer, c = schoolsoort)",
    permission: leerroutepakketBeheren,
    params: z.object({ a: pakketIdParam(), b: leerrouteParam(), c: schoolsoortParam() }),
    response: trajectVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteTraject(ctx, params.a, params.b, params.c),
  }),
];
