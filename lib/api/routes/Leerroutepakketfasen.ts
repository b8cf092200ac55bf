import { z } from "@hono/zod-openapi";
import { addLessen, getCelIndicatoren, getFase, linkIndicatoren, listFasenVanPakket, updateCel, updateLessen } from "@/lib/services/leerroutepakketfasen";
import { defineRoute, idParam } from "../route";
import { celBijwerken, celIndicatorenAntwoord, celSamenvattingAntwoord, celSleutel, faseAntwoord, faseOverzichtAntwoord } from "@/lib/schemas/leerroutepakketfasen";
import { celLessenAntwoord, celLessenToegevoegdAntwoord } from "@/lib/schemas/lesbundels";
import { bodyId, leerroutepakketBeheren, pakketIdParam } from "./_leerroutepakket";

const celParams = z.object({
  a: pakketIdParam(),
  b: idParam("Nummer van de fase"),
  c: idParam("Nummer van de leerroute"),
  d: idParam("Id van het domein"),
});
const celVanParams = (p: z.infer<typeof celParams>) => ({ leerroutepakketId: p.a, faseNummer: p.b, leerrouteNummer: p.c, domeinId: p.d });

const celBody = celSleutel;

const idLijst = (veld: string, wat: string, max: number) =>
  z.array(bodyId(veld), { error: `${veld}: geef een lijst van ids van ${wat}` }).max(max, `${veld}: hoogstens ${max} ${wat} tegelijk`);

/**
 * Leerroutepakketfasen (§7.7): the cells of the stroomplan per phase (fase × leerroute × domein).
 * Positional ids: {a}/{b} — a = package id, b = fase nummer; {a}/{b}/{c}/{d}/indicatoren —
 * a = package id, b = fase nummer, c = leerroute nummer, d = domein id;
 * voorPakket/{id} — the package id. Reads: any member for a visible package; writes:
 * leerroutepakketBeheren and the package's own administration.
 */
export default [
  // Registered before {a}/{b}: "voorPakket" is not a package id, and the first route that matches wins.
  defineRoute({
    method: "get",
    path: "/Leerroutepakketfasen/voorPakket/{id}",
    summary: "Fasen van een leerroutepakket in volgorde, met per fase het aantal gevulde cellen, gekoppelde indicatoren en lessen",
    params: z.object({ id: pakketIdParam() }),
    response: z.array(faseOverzichtAntwoord),
    handler: ({ params }, ctx) => listFasenVanPakket(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketfasen/{a}/{b}",
    summary: "Eén fase met een cel per leerroute × domein: doelniveau, aantal indicatoren en lessen; ontbrekende cellen leeg (a = pakket-id, b = fasenummer)",
    params: z.object({ a: pakketIdParam(), b: idParam("Nummer van de fase") }),
    response: faseAntwoord,
    handler: ({ params }, ctx) => getFase(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerroutepakketfasen/{a}/{b}/{c}/{d}/indicatoren",
    summary:
      "Eén cel met alle indicatoren van het domein per competentie en niveau, elk met gekoppeld (a = pakket-id, b = fasenummer, c = leerroutenummer, d = domein-id)",
    params: celParams,
    response: celIndicatorenAntwoord,
    handler: ({ params }, ctx) => getCelIndicatoren(ctx, celVanParams(params)),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketfasen/Linkindicatoren",
    summary: "Gekoppelde indicatoren van een cel vervangen door precies deze lijst (indicatoren van het domein van de cel); maakt de cel zo nodig aan",
    permission: leerroutepakketBeheren,
    body: z.object({ ...celBody, indicatorIds: idLijst("indicatorIds", "indicatoren", 10_000) }),
    response: celSamenvattingAntwoord,
    handler: ({ body }, ctx) => linkIndicatoren(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketfasen/Update",
    summary: "Doelniveau (een niveau van het pakket, of null) en omschrijving van een cel; maakt de cel zo nodig aan",
    permission: leerroutepakketBeheren,
    body: celBijwerken,
    response: celSamenvattingAntwoord,
    handler: ({ body }, ctx) => updateCel(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketfasen/UpdateLessen",
    summary: "Lessen van een cel vervangen door deze lijst, in deze volgorde (weglaten = ontkoppelen); nieuwe lessen moeten van een lesbundel van de klant zijn",
    permission: leerroutepakketBeheren,
    body: z.object({ ...celBody, lesIds: idLijst("lesIds", "lessen", 500) }),
    response: celLessenAntwoord,
    handler: ({ body }, ctx) => updateLessen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerroutepakketfasen/AddLessen",
    summary: "Lessen achteraan aan een cel toevoegen; al gekoppelde lessen worden overgeslagen (genegeerd in het antwoord)",
    permission: leerroutepakketBeheren,
    body: z.object({ ...celBody, lesIds: idLijst("lesIds", "lessen", 500).min(1, "lesIds: kies minstens één les") }),
    response: celLessenToegevoegdAntwoord,
    handler: ({ body }, ctx) => addLessen(ctx, body),
  }),
];
