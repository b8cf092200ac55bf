import { z } from "@hono/zod-openapi";
import { addNiveau, deleteNiveau, editNiveau, getNiveau, getStroomplan, listNiveaus, organizeNiveaus } from "@/lib/services/leerroutepakketten";
import { defineRoute, idParam, idTekst } from "../route";
import { niveauAntwoord, niveauDetailsAntwoord, niveauMetAantalAntwoord, niveauVelden, niveauVerwijderdAntwoord, stroomplanAntwoord } from "@/lib/schemas/leerroutepakketten";
import { bodyId, leerroutepakketBeheren, pakketIdParam, volgorde } from "./_leerroutepakket";

const niveauBody = { leerroutepakketId: bodyId("leerroutepakketId"), ...niveauVelden.shape };

/** Niveaus (§7.5). Positional ids: details/{a}/{b} and Delete/{a}/{b} — a = package id, b = niveauNummer. */
export default [
  defineRoute({
    method: "get",
    path: "/Niveaus/Leerroutepakket/{id}",
    summary: "Niveaus van een leerroutepakket in volgorde, met aantal indicatoren",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(niveauMetAantalAntwoord),
    handler: ({ params }, ctx) => listNiveaus(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Niveaus/details/{a}/{b}",
    summary: "Eén niveau (a = pakket-id, b = niveaunummer)",
    params: z.object({ a: pakketIdParam(), b: idParam("Nummer van het niveau") }),
    response: niveauDetailsAntwoord,
    handler: ({ params }, ctx) => getNiveau(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Niveaus/stroomplan/{id}",
    summary: "Stroomplan: niveaus × competenties per domein met het aantal indicatoren per cel",
    params: z.object({ id: pakketIdParam() }),
    query: z.object({ domeinId: idTekst("Alleen dit domein").optional() }),
    response: stroomplanAntwoord,
    handler: ({ params, query }, ctx) => getStroomplan(ctx, params.id, query.domeinId),
  }),
  defineRoute({
    method: "post",
    path: "/Niveaus/add",
    summary: "Niveau achteraan toevoegen",
    permission: leerroutepakketBeheren,
    body: z.object(niveauBody),
    response: niveauDetailsAntwoord,
    handler: ({ body }, ctx) => addNiveau(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Niveaus/edit",
    summary: "Waarde, label en omschrijving van een niveau wijzigen",
    permission: leerroutepakketBeheren,
    body: z.object({ ...niveauBody, nummer: bodyId("nummer") }),
    response: niveauDetailsAntwoord,
    handler: ({ body }, ctx) => editNiveau(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Niveaus/Organize",
    summary: "Nieuwe volgorde van alle niveaus van het pakket (nummers), in één keer",
    permission: leerroutepakketBeheren,
    body: z.object({ leerroutepakketId: bodyId("leerroutepakketId"), nummers: volgorde("nummers") }),
    response: z.array(niveauAntwoord),
    handler: ({ body }, ctx) => organizeNiveaus(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Niveaus/Delete/{a}/{b}",
    summary: "Niveau met zijn indicatoren verwijderen; geweigerd zolang evaluaties of plannen ervan afhangen of waarden in ontwikkelingsperspectieven ernaar verwijzen (a = pakket-id, b = niveaunummer)",
    permission: leerroutepakketBeheren,
    params: z.object({ a: pakketIdParam(), b: idParam("Nummer van het niveau") }),
    response: niveauVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteNiveau(ctx, params.a, params.b),
  }),
];
