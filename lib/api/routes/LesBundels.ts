import { z } from "@hono/zod-openapi";
import { getCelLessen } from "@/lib/services/leerroutepakketfasen";
import { defineRoute, idParam } from "../route";
import { pakketIdParam } from "./_leerroutepakket";
import { celLessenAntwoord } from "@/lib/schemas/lesbundels";

/**
 * LesBundels (§7.8). Only the phase-cell call yet: the lesbundels tab of a phase page
 * (/leerroutepakketten/{id}/{fase}/{lr}/{domein}/lesbundels) reads it; the bundle screens and
 * their calls come with the lessons issue. Path order as in the catalogue: a = package id,
 * d = domein id, b = fase nummer, c = leerroute nummer.
 */
export default [
  defineRoute({
    method: "get",
    path: "/LesBundels/faseKoppelingen/{a}/{d}/{b}/{c}",
    summary:
      "De lessen van een fasecel in volgorde met hun lesbundel, de gekoppelde lesbundels en (voor beheerders) de lessen van de klant die toegevoegd kunnen worden (a = pakket-id, d = domein-id, b = fasenummer, c = leerroutenummer)",
    params: z.object({ a: pakketIdParam(), d: idParam("Id van het domein"), b: idParam("Nummer van de fase"), c: idParam("Nummer van de leerroute") }),
    response: celLessenAntwoord,
    handler: ({ params }, ctx) => getCelLessen(ctx, { leerroutepakketId: params.a, faseNummer: params.b, leerrouteNummer: params.c, domeinId: params.d }),
  }),
];
