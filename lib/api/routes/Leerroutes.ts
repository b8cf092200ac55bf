import { z } from "@hono/zod-openapi";
import { addLeerroute, deleteLeerroute, editLeerroute, getLeerroute, listLeerroutesVanPakket, uitstroombestemmingenVoorLeerroute } from "@/lib/services/leerroutes";
import { defineRoute, idParam } from "../route";
import { leerrouteVelden } from "@/lib/schemas/leerroutepakketten";
import { uitstroombestemmingNaam } from "@/lib/schemas/uitstroombestemmingen";
import { leerrouteAntwoord, leerrouteLijstAntwoord, leerrouteVerwijderdAntwoord, uitstroombestemmingKeuzeAntwoord } from "@/lib/schemas/leerroutes";
import { bodyId, leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

const leerrouteBody = {
  leerroutepakketId: bodyId("leerroutepakketId"),
  ...leerrouteVelden.shape,
  uitstroombestemmingen: z
    .array(bodyId("uitstroombestemmingen"), { error: "geef de nummers van de uitstroombestemmingen als lijst" })
    .max(500, "hoogstens 500 uitstroombestemmingen")
    .optional()
    .openapi({ description: "Nummers van bestaande uitstroombestemmingen van het pakket: de volledige set die aan de leerroute gekoppeld is (weglaten bij Edit: ongewijzigd)" }),
  nieuweUitstroombestemmingen: z
    .array(uitstroombestemmingNaam, { error: "geef de namen van de nieuwe uitstroombestemmingen als lijst" })
    .max(50, "hoogstens 50 nieuwe uitstroombestemmingen tegelijk")
    .optional()
    .openapi({ description: "Namen van uitstroombestemmingen die ook gekoppeld worden; een naam die het pakket nog niet heeft wordt als nieuwe uitstroombestemming aangemaakt" }),
};

const leerrouteParam = () => idParam("Nummer van de leerroute in het pakket");

/**
 * Leerroutes (§7.7). Positional ids: Details/{a}/{b}, Uitstroombestemmingen/{a}/{b} and
 * Delete/{a}/{b} — a = package id, b = leerroute nummer. Body of Add and Edit:
 * { leerroutepakketId, (Edit: nummer,) naam, omschrijving?, uitstroombestemmingen?: nummers,
 *   nieuweUitstroombestemmingen?: namen }.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Leerroutes/Leerroutepakket/{id}",
    summary: "Leerroutes van een leerroutepakket op nummer, met hun uitstroombestemmingen en de schoolsoorten waarvoor ze een traject hebben",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(leerrouteLijstAntwoord),
    handler: ({ params }, ctx) => listLeerroutesVanPakket(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutes/Details/{a}/{b}",
    summary: "Eén leerroute met uitstroombestemmingen en een overzicht van de trajecten per schoolsoort (a = pakket-id, b = leerroutenummer)",
    params: z.object({ a: pakketIdParam(), b: leerrouteParam() }),
    response: leerrouteAntwoord,
    handler: ({ params }, ctx) => getLeerroute(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutes/Uitstroombestemmingen/{a}/{b}",
    summary: "Alle uitstroombestemmingen van het pakket op naam, elk met gekoppeld=true/false voor deze leerroute (a = pakket-id, b = leerroutenummer)",
    params: z.object({ a: pakketIdParam(), b: leerrouteParam() }),
    response: z.array(uitstroombestemmingKeuzeAntwoord),
    handler: ({ params }, ctx) => uitstroombestemmingenVoorLeerroute(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutes/Add",
    summary:
      "Leerroute toevoegen met het volgende vrije nummer. Body: { leerroutepakketId, naam, omschrijving?, uitstroombestemmingen?: [nummer], nieuweUitstroombestemmingen?: [naam] } — een nieuwe naam maakt meteen een uitstroombestemming van het pakket aan. Naam uniek per pakket (409)",
    permission: leerroutepakketBeheren,
    body: z.object(leerrouteBody),
    response: leerrouteAntwoord,
    handler: ({ body }, ctx) => addLeerroute(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutes/Edit",
    summary:
      "Leerroute wijzigen. Body: { leerroutepakketId, nummer, naam, omschrijving?, uitstroombestemmingen?: [nummer] (de volledige set; weglaten = ongewijzigd), nieuweUitstroombestemmingen?: [naam] (aanmaken en koppelen) }. Loskoppelen van een bestemming die leerlingen of ontwikkelingsperspectieven met deze leerroute gebruiken: 409",
    permission: leerroutepakketBeheren,
    body: z.object({ ...leerrouteBody, nummer: bodyId("nummer") }),
    response: leerrouteAntwoord,
    handler: ({ body }, ctx) => editLeerroute(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerroutes/Delete/{a}/{b}",
    summary:
      "Leerroute verwijderen met haar trajecten en koppelingen; geweigerd (409) zolang leerlingen, ontwikkelingsperspectieven of gevulde fasen (indicatoren, lessen) ervan afhangen of waarden in ontwikkelingsperspectieven of leerlingplannen ernaar verwijzen (a = pakket-id, b = leerroutenummer)",
    permission: leerroutepakketBeheren,
    params: z.object({ a: pakketIdParam(), b: leerrouteParam() }),
    response: leerrouteVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteLeerroute(ctx, params.a, params.b),
  }),
];
