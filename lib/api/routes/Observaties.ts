import { z } from "@hono/zod-openapi";
import { fileResponse, XLSX } from "@/lib/api/files";
import { guards, guards as g } from "@/lib/permissions";
import { vveResultatenParams } from "@/lib/schemas/export";
import { evaluatieRaster, evaluatiesOpslaan, evaluatieVerwijderdAntwoord, leerlingVakgebiedEvaluatie as leerlingVakgebiedAntwoord, opgeslagenAntwoord } from "@/lib/schemas/monitor";
import { exportVveResultaten, leerlingVakgebiedEvaluatie, slaEvaluatiesOp, verwijderEvaluatie } from "@/lib/services/observaties";
import { groepRaster, leerlingRaster } from "@/lib/services/monitor";
import { defineRoute, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/**
 * Positional ids of the evaluation calls, one order for all (docs/api.md "Evaluaties en monitor"):
 * schooljaar, periode, leerroutepakket, then groep or leerling, then domein, competentie, niveau
 * (or vakgebied). The answers' arithmetic is lib/beheersing.
 */
export const P = {
  schooljaar: schooljaarParam,
  periode: idParam("Nummer van de periode"),
  pakket: idParam("Id van het leerroutepakket"),
  groep: idParam("[[Groep]]nummer"),
  leerling: idParam("Id van de [[leerling]]"),
  domein: idParam("Id van het domein"),
  competentie: idParam("Id van de competentie"),
  niveau: idParam("Nummer van het niveau"),
  vakgebied: idParam("Nummer van het vakgebied"),
  indicator: idParam("Id van de indicator"),
};

/** Observaties (§7.3): the evaluation grid's reads and writes and the VVE export. */
export default [
  defineRoute({
    method: "get",
    path: "/Observaties/All/{a}/{b}/{c}/{d}/{e}",
    summary: "Beoordelingsraster van een groep voor één domein: a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = domein; per leerling en indicator de stand (laatste beoordeling t/m de periode) en de vorige stand",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.domein }),
    queries: 9,
    response: evaluatieRaster,
    handler: ({ params: p }, ctx) => groepRaster(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, domeinId: p.e }),
  }),
  defineRoute({
    method: "get",
    path: "/Observaties/groepCompetentieEvaluaties/{a}/{b}/{c}/{d}/{e}/{f}",
    summary: "Beoordelingsraster van een groep voor één competentie (alle niveaus): a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = domein, f = competentie",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.domein, f: P.competentie }),
    queries: 9,
    response: evaluatieRaster,
    handler: ({ params: p }, ctx) => groepRaster(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, domeinId: p.e, competentieId: p.f }),
  }),
  defineRoute({
    method: "get",
    path: "/Observaties/groepCompetentieNiveauEvaluaties/{a}/{b}/{c}/{d}/{e}/{f}/{g}",
    summary: "Beoordelingsraster van een groep voor één niveau van een competentie: a = schooljaar, b = periode, c = leerroutepakket, d = groep, e = domein, f = competentie, g = niveau",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.groep, e: P.domein, f: P.competentie, g: P.niveau }),
    queries: 9,
    response: evaluatieRaster,
    handler: ({ params: p }, ctx) => groepRaster(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, groepNr: p.d, domeinId: p.e, competentieId: p.f, niveauNummer: p.g }),
  }),
  defineRoute({
    method: "get",
    path: "/Observaties/LeerlingEvaluaties/{a}/{b}/{c}/{d}/{e}/{f}/{g}",
    summary: "De beoordelingen van één leerling voor één niveau van een competentie: a = schooljaar, b = periode, c = leerroutepakket, d = leerling, e = domein, f = competentie, g = niveau",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.leerling, e: P.domein, f: P.competentie, g: P.niveau }),
    queries: 9,
    response: evaluatieRaster,
    handler: ({ params: p }, ctx) => leerlingRaster(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, leerlingId: p.d, domeinId: p.e, competentieId: p.f, niveauNummer: p.g }),
  }),
  defineRoute({
    method: "get",
    path: "/Observaties/LeerlingVakgebiedEvaluatie/{a}/{b}/{c}/{d}/{e}",
    summary: "De beoordelingen van één leerling voor de competenties van een vakgebied, nu (currentEvaluaties) en een periode eerder (previousEvaluaties): a = schooljaar, b = periode, c = leerroutepakket, d = leerling, e = vakgebied",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.leerling, e: P.vakgebied }),
    queries: 10,
    response: leerlingVakgebiedAntwoord,
    handler: ({ params: p }, ctx) => leerlingVakgebiedEvaluatie(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, leerlingId: p.d, vakgebiedNr: p.e }),
  }),
  defineRoute({
    method: "post",
    path: "/Observaties/Update",
    summary: "Beoordelingen opslaan: veel cellen (leerling × indicator) in één transactie, gecontroleerd tegen het pakket; alleen in de actieve periode; per cel wint de laatste schrijver; score null wist de cel",
    permission: requires(g.evaluatiesSchrijven),
    body: evaluatiesOpslaan,
    queries: 12,
    response: opgeslagenAntwoord,
    handler: ({ body }, ctx) => slaEvaluatiesOp(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Observaties/DeleteEvaluatie/{a}/{b}/{c}/{d}/{e}/{f}/{g}",
    summary: "De beoordeling van één cel in een periode verwijderen: a = schooljaar, b = periode, c = leerroutepakket, d = leerling, e = competentie, f = niveau, g = indicator; antwoordt met de verwijderde beoordeling als JSON-bestand",
    permission: requires(g.evaluatiesSchrijven),
    params: z.object({ a: P.schooljaar, b: P.periode, c: P.pakket, d: P.leerling, e: P.competentie, f: P.niveau, g: P.indicator }),
    answer: "file",
    fileType: "application/json; charset=utf-8",
    response: evaluatieVerwijderdAntwoord,
    queries: 10,
    handler: async ({ params: p }, ctx) => {
      const weg = await verwijderEvaluatie(ctx, { schooljaar: p.a, periode: p.b, pakketId: p.c, leerlingId: p.d, competentieId: p.e, niveauNummer: p.f, indicatorId: p.g });
      return fileResponse(JSON.stringify(weg, null, 2), `beoordeling-${p.d}-${p.g}-verwijderd.json`, "application/json; charset=utf-8");
    },
  }),
  defineRoute({
    method: "get",
    path: "/Observaties/Export/VveResultaten/{a}/{b}",
    summary: "VVE-resultaten van een periode als Excel-bestand: per leerling, pakket en domein het aantal beoordeelde, beheerste en gedeeltelijk beheerste indicatoren (a = schooljaar, b = periodenummer)",
    permission: requires(guards.export),
    // The export screen's form validates with the same schema (lib/schemas/export.ts).
    params: z.object({
      a: vveResultatenParams.shape.a.openapi({ description: "Schooljaar, bijvoorbeeld 2025-2026", param: { required: true } }),
      b: vveResultatenParams.shape.b.openapi({ type: "integer", description: "Nummer van de periode", param: { required: true } }),
    }),
    answer: "file",
    fileType: XLSX,
    handler: async ({ params }, ctx) => {
      const { buffer, bestandsnaam } = await exportVveResultaten(ctx, params.a, params.b);
      return fileResponse(buffer, bestandsnaam, XLSX);
    },
  }),
];
