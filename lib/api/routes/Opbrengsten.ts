import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  beheersingDomeinPerSchooljaarAntwoord,
  beheersingPerDomeinAntwoord,
  competentieBeheersingPerPeriodeAntwoord,
  leerlingVakgebiedBeheersingAntwoord,
  leerlingVakgebiedBody,
  leerrouteDomeinAntwoord,
  leerrouteSchooljaarAntwoord,
  opbrengstFilter,
} from "@/lib/schemas/opbrengsten";
import {
  beheersingDomeinPerSchooljaar,
  beheersingPerDomein,
  competentieBeheersingPerPeriode,
  leerlingVakgebiedBeheersing,
  leerrouteDomein,
  leerrouteSchooljaar,
} from "@/lib/services/opbrengsten";
import { prognoseRisico as prognoseRisicoAntwoord } from "@/lib/schemas/prognose";
import { prognoseRisicoPerGroep } from "@/lib/services/prognose";
import { defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/*
 * Opbrengsten (§7.3): the overviews of mastery (screen overzichten/{periode}). Positional ids as
 * documented in each summary; 0 in a "0 = alle" position means no narrowing. Each call sends one
 * statement besides authentication (and a named group's check) whatever the number of pupils (lib/services/opbrengsten.ts);
 * the figures are means with their counts (lib/beheersing, formula 7). Who is counted: the pupils
 * whose evaluations the user may read (§6: own group / own branch / all) in a group during the period.
 */

const pad = (beschrijving: string, opties: { min?: number; max?: number } = {}) => getalTekst(beschrijving, opties).openapi({ param: { required: true } });
const jaarParam = schooljaarParam;
const jaarQuery = z.object({ jaar: z.string({ error: "geef het schooljaar (jaar), bijvoorbeeld 2025-2026" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026").openapi({ description: "Schooljaar, bijvoorbeeld 2025-2026" }) });
const periodeParam = (beschrijving = "Nummer van de periode") => pad(beschrijving, { max: 99 });
const aantalJarenParam = () => pad("Aantal schooljaren tot en met het gekozen schooljaar (1–10)", { max: 10 });
// Statements: authentication (2) + the overview (1: package, periods and pupils in one) + a group check.
const QUERIES = 4;

export default [
  defineRoute({
    method: "get",
    path: "/Opbrengsten/PrognoseRisico/{a}/{b}/{c}",
    summary:
      "Prognose per [[groep]] en domein (issue 34): hoeveel [[leerlingen]] van de [[groep]] de prognose van de monitor (Monitor/PrognosePerLeerling, dezelfde berekening) op risico zet, van hoeveel; a = leerroutepakket, b = periode, c = [[vestiging]] (0 = alle leesbare); query jaar = [[schooljaar]]. Alleen [[groepen]] waarvan de gebruiker de beoordelingen mag zien",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({ a: idParam("Leerroutepakket"), b: periodeParam(), c: pad("[[Vestiging]] (0 = alle)", { min: 0 }) }),
    query: jaarQuery,
    // The forecast's two statements for all groups at once, whatever their number.
    queries: 5,
    response: prognoseRisicoAntwoord,
    handler: ({ params, query }, ctx) => prognoseRisicoPerGroep(ctx, { schooljaar: query.jaar, periode: params.b, pakketId: params.a, vestigingNr: params.c }),
  }),
  defineRoute({
    method: "post",
    path: "/Opbrengsten/CompententieBeheersingPerPeriode/{a}/{b}/{c}/{d}/{e}",
    summary:
      "Beheersing per competentie per periode van een schooljaar (a = leerroutepakket, b = domein (0 = alle), c = competentie (0 = alle), d = eerste en e = laatste periodenummer; query jaar = schooljaar; body = filter: vestigingNr, groepNr, leerrouteNummer, vakgebiedNr, eigen). Per periode het gemiddelde niveau en percentage met n",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({
      a: idParam("Leerroutepakket"),
      b: pad("Domein (0 = alle)", { min: 0 }),
      c: pad("Competentie (0 = alle van het domein)", { min: 0 }),
      d: periodeParam("Eerste periodenummer"),
      e: periodeParam("Laatste periodenummer"),
    }),
    query: jaarQuery,
    body: opbrengstFilter,
    queries: QUERIES,
    response: competentieBeheersingPerPeriodeAntwoord,
    handler: ({ params, query, body }, ctx) =>
      competentieBeheersingPerPeriode(ctx, { pakketId: params.a, domeinId: params.b, competentieId: params.c, van: params.d, tot: params.e, schooljaar: query.jaar, filter: body }),
  }),
  defineRoute({
    method: "post",
    path: "/Opbrengsten/LeerlingVakgebiedBeheersingPerPeriode/{a}/{b}/{c}/{d}",
    summary:
      "Beheersing van een vakgebied per leerling per periode (a = leerroutepakket, b = vakgebied (0 = het hele pakket), c = eerste en d = laatste periodenummer; query jaar = schooljaar; body = filter plus page/pageSize). Leerlingen zonder leerroute staan erin, gemarkeerd; het gemiddelde per periode met n",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({
      a: idParam("Leerroutepakket"),
      b: pad("Vakgebied (0 = het hele pakket)", { min: 0 }),
      c: periodeParam("Eerste periodenummer"),
      d: periodeParam("Laatste periodenummer"),
    }),
    query: jaarQuery,
    body: leerlingVakgebiedBody,
    queries: QUERIES,
    response: leerlingVakgebiedBeheersingAntwoord,
    handler: ({ params, query, body }, ctx) =>
      leerlingVakgebiedBeheersing(ctx, { pakketId: params.a, vakgebiedNr: params.b, van: params.c, tot: params.d, schooljaar: query.jaar, filter: body }),
  }),
  defineRoute({
    method: "get",
    path: "/Opbrengsten/BeheersingPerDomein/{a}/{b}/{c}/{d}",
    summary: "Beheersing per domein in één periode (a = leerroutepakket, b = schooljaar, c = periodenummer, d = vestiging (0 = alle leesbare)): per domein gemiddeld niveau en percentage van het verwachte niveau, met n",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({ a: idParam("Leerroutepakket"), b: jaarParam, c: periodeParam(), d: pad("Vestiging (0 = alle leesbare)", { min: 0 }) }),
    queries: QUERIES,
    response: beheersingPerDomeinAntwoord,
    handler: ({ params }, ctx) => beheersingPerDomein(ctx, { pakketId: params.a, schooljaar: params.b, periodeNummer: params.c, vestigingNr: params.d }),
  }),
  defineRoute({
    method: "get",
    path: "/Opbrengsten/BeheersingDomeinPerSchooljaar/{a}/{b}/{c}/{d}/{e}/{f}",
    summary:
      "Trend per domein over schooljaren, telkens in hetzelfde periodenummer (a = leerroutepakket, b = domein (0 = alle), c = vestiging (0 = alle leesbare), d = laatste schooljaar, e = periodenummer, f = aantal schooljaren 1–10)",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({
      a: idParam("Leerroutepakket"),
      b: pad("Domein (0 = alle)", { min: 0 }),
      c: pad("Vestiging (0 = alle leesbare)", { min: 0 }),
      d: jaarParam,
      e: periodeParam(),
      f: aantalJarenParam(),
    }),
    queries: QUERIES,
    response: beheersingDomeinPerSchooljaarAntwoord,
    handler: ({ params }, ctx) =>
      beheersingDomeinPerSchooljaar(ctx, { pakketId: params.a, domeinId: params.b, vestigingNr: params.c, schooljaar: params.d, periodeNummer: params.e, aantalJaren: params.f }),
  }),
  defineRoute({
    method: "get",
    path: "/Opbrengsten/LeerrouteDomein/{a}/{b}/{c}/{d}",
    summary: "Beheersing per leerroute en domein in één periode (a = leerroutepakket, b = schooljaar, c = periodenummer, d = vestiging (0 = alle leesbare)); leerlingen zonder leerroute als eigen groep",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({ a: idParam("Leerroutepakket"), b: jaarParam, c: periodeParam(), d: pad("Vestiging (0 = alle leesbare)", { min: 0 }) }),
    queries: QUERIES,
    response: leerrouteDomeinAntwoord,
    handler: ({ params }, ctx) => leerrouteDomein(ctx, { pakketId: params.a, schooljaar: params.b, periodeNummer: params.c, vestigingNr: params.d }),
  }),
  defineRoute({
    method: "get",
    path: "/Opbrengsten/LeerrouteSchooljaar/{a}/{b}/{c}/{d}/{e}/{f}",
    summary:
      "Trend per leerroute over schooljaren, telkens in hetzelfde periodenummer (a = leerroutepakket, b = leerroute (0 = alle), c = vestiging (0 = alle leesbare), d = laatste schooljaar, e = periodenummer, f = aantal schooljaren 1–10)",
    permission: requires(guards.evaluatiesLezen),
    params: z.object({
      a: idParam("Leerroutepakket"),
      b: pad("Leerroute (0 = alle)", { min: 0 }),
      c: pad("Vestiging (0 = alle leesbare)", { min: 0 }),
      d: jaarParam,
      e: periodeParam(),
      f: aantalJarenParam(),
    }),
    queries: QUERIES,
    response: leerrouteSchooljaarAntwoord,
    handler: ({ params }, ctx) =>
      leerrouteSchooljaar(ctx, { pakketId: params.a, leerrouteNummer: params.b, vestigingNr: params.c, schooljaar: params.d, periodeNummer: params.e, aantalJaren: params.f }),
  }),
];
