import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  beheersingPerLeerling,
  competentieBeheersingPerLeerling,
  competentieNiveauBeheersingPerLeerling,
  vakgebiedBeheersingPerLeerling,
} from "@/lib/services/monitor";
import { slaEvaluatiesOp } from "@/lib/services/observaties";
import { prognosePerLeerling } from "@/lib/services/prognose";
import { prognosePerLeerling as prognoseAntwoord } from "@/lib/schemas/prognose";
import {
  beheersingPerLeerling as beheersingAntwoord,
  competentieBeheersingPerLeerling as competentieAntwoord,
  competentieNiveauBeheersingPerLeerling as niveauAntwoord,
  evaluatiesOpslaan,
  opgeslagenAntwoord,
  vakgebiedBeheersingPerLeerling as vakgebiedAntwoord,
} from "@/lib/schemas/monitor";
import { defineRoute, requires } from "../route";
import { P } from "./Observaties";

/**
 * Monitor (§7.3, screen planning/monitor/{periode}). Positional ids in the Observaties order:
 * a = schooljaar, b = periode, c = leerroutepakket, d = groep, then vakgebied (e) or domein (e),
 * competentie (f), niveau (g). Arithmetic: lib/beheersing.
 */
export default [
  defineRoute({
    method: "get",
    path: "/Monitor/BeheersingPerLeerling/{a}/{b}/{c}/{d}",
    summary: "Per leerling van de groep en per domein: bereikt niveau, verwacht niveau volgens de leerroute en percentage (≥ 100 = op koers); a = schooljaar, b = periode, c = leerroutepakket, d = groep",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep }),
    queries: 10,
    response: beheersingAntwoord,
    handler: ({ params: p }, ctx) => beheersingPerLeerling(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d }),
  }),
  defineRoute({
    method: "get",
    path: "/Monitor/PrognosePerLeerling/{a}/{b}/{c}/{d}",
    summary:
      "Prognose per leerling van de groep en per domein (issue 34): Theil–Sen-trend van het bereikte niveau over de perioden met beoordelingen, geprojecteerd naar het einde van het schooljaar en van de fase met een 80 %-voorspellingsinterval, tegen het verwachte niveau van de leerroute (voor / op koers / risico; minder dan 3 perioden: te weinig gegevens); a = schooljaar, b = periode, c = leerroutepakket, d = groep",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep }),
    queries: 5,
    response: prognoseAntwoord,
    handler: ({ params: p }, ctx) => prognosePerLeerling(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d }),
  }),
  defineRoute({
    method: "get",
    path: "/Monitor/VakgebiedBeheersingPerLeerling/{a}/{b}/{c}/{d}/{e}",
    summary: "Per leerling van de groep het niveau van elke competentie van een vakgebied; a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = vakgebied",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.vakgebied }),
    queries: 10,
    response: vakgebiedAntwoord,
    handler: ({ params: p }, ctx) => vakgebiedBeheersingPerLeerling(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, vakgebiedNr: p.e }),
  }),
  defineRoute({
    method: "get",
    path: "/Monitor/CompetentieBeheersingPerLeerling/{a}/{b}/{c}/{d}/{e}/{f}",
    summary: "Per leerling van de groep het niveau van één competentie en de beheersing per niveau, met het niveauvenster; a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = domein, f = competentie",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.domein, f: P.competentie }),
    queries: 10,
    response: competentieAntwoord,
    handler: ({ params: p }, ctx) => competentieBeheersingPerLeerling(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, domeinId: p.e, competentieId: p.f }),
  }),
  defineRoute({
    method: "get",
    path: "/Monitor/CompetentieNiveauBeheersingPerLeerling/{a}/{b}/{c}/{d}/{e}/{f}/{g}",
    summary: "Het beoordelingsraster van één niveau van een competentie met per leerling de beheersing ervan; a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = domein, f = competentie, g = niveau",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.domein, f: P.competentie, g: P.niveau }),
    queries: 9,
    response: niveauAntwoord,
    handler: ({ params: p }, ctx) => competentieNiveauBeheersingPerLeerling(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, domeinId: p.e, competentieId: p.f, niveauNummer: p.g }),
  }),
  defineRoute({
    method: "post",
    path: "/Monitor",
    summary: "Beoordelingen uit het monitorraster opslaan (zelfde invoer en regels als Observaties/Update)",
    permission: requires(g.evaluatiesSchrijven),
    body: evaluatiesOpslaan,
    queries: 12,
    response: opgeslagenAntwoord,
    handler: ({ body }, ctx) => slaEvaluatiesOp(ctx, body),
  }),
];
