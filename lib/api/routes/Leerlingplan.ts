import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  alleLeerlingplannen,
  eigenLeerlingplannen,
  leerlingplanBijwerken,
  leerlingplanDetails,
  leerlingplanMonitorlijnen,
  leerlingplannenVoorLeerling,
  leerlingplanOnderwijsplannen,
  leerlingplanToevoegen,
  leerlingplanVerwijderen,
} from "@/lib/services/leerlingplannen";
import { leerlingplanPdf } from "@/lib/services/plan-afdrukken";
import {
  leerlingplanBijwerken as bijwerkenBody,
  leerlingplanDetails as detailsAntwoord,
  leerlingplanRij,
  leerlingplanToevoegen as toevoegenBody,
  leerlingplanVerwijderd,
  monitorlijnAntwoord,
  onderwijsplanAntwoord,
} from "@/lib/schemas/leerlingplannen";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/**
 * Leerlingplan (§7.10; screens planning/leerlingsplannen/**, adm/leerlingen/leerlingplannen/{id}
 * and the pupil tab leerlingplannen). A plan belongs to a pupil and a school year; its values,
 * monitor lines' evaluations and teaching plans are shown per period (0 = the active period).
 * The teaching plans' lessons are the OnderwijsplanLessen calls.
 */
const lezen = requires(g.leerlingplannenLezen);
const schrijven = requires(g.leerlingplannenSchrijven);
const planId = idParam("Id van het leerlingplan");
const periodeParam = getalTekst("Nummer van de periode (0 = de actieve periode)", { min: 0 }).openapi({ param: { required: true } });

export default [
  defineRoute({
    method: "get",
    path: "/Leerlingplan/AlleLeerlingplannen/{a}/{b}",
    summary: "De leerlingplannen van het [[schooljaar]] van [[leerlingen]] in de leesbare [[vestigingen]]; a = [[schooljaar]], b = [[vestiging]] (0 = alle leesbare)",
    permission: requires(g.leerlingplannenAlleLezen),
    params: z.object({ a: schooljaarParam, b: getalTekst("Nummer van de [[vestiging]] (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    response: z.array(leerlingplanRij),
    handler: ({ params }, ctx) => alleLeerlingplannen(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/EigenLeerlingplannen/{id}",
    summary: "De leerlingplannen van het [[schooljaar]] (id) van [[leerlingen]] in de eigen [[groepen]]",
    permission: requires(g.leerlingplannenEigenLezen),
    params: z.object({ id: schooljaarParam }),
    response: z.array(leerlingplanRij),
    handler: ({ params }, ctx) => eigenLeerlingplannen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/Details/{a}/{b}/{c}",
    summary: "Eén leerlingplan in één periode: items met waarden, monitorlijnen met evaluaties en onderwijsplannen met lessen; a = administratie, b = id, c = periode (0 = actieve; 404 'geen actieve periode gevonden')",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: planId, c: periodeParam }),
    response: detailsAntwoord,
    handler: ({ params }, ctx) => leerlingplanDetails(ctx, params.b, params.c),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/Pdf/{a}/{b}/{c}",
    summary:
      "Eén leerlingplan in één periode als PDF om af te drukken: [[leerling]], items met waarden, monitorlijnen van de periode (bereikt niveau, gemiddelde score, doel bereikt) en onderwijsplannen met lessen; a = administratie, b = id, c = periode (0 = actieve; 404 'geen actieve periode gevonden'). Wordt gelogd (pad niet in de catalogus)",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: planId, c: periodeParam }),
    answer: "file",
    fileType: "application/pdf",
    // The plan, its evaluations, its teaching plans, the names of package content, the log line, the school.
    queries: 8,
    handler: ({ params }, ctx) => leerlingplanPdf(ctx, params.b, params.c),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/monitorlijnen/{a}/{b}/{c}",
    summary: "De monitorlijnen van een leerlingplan met per periode de evaluaties van [[de leerling]] (bereikt niveau, gemiddelde score); a = administratie, b = id, c = periode (0 = actieve)",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: planId, c: periodeParam }),
    response: z.array(monitorlijnAntwoord),
    handler: ({ params }, ctx) => leerlingplanMonitorlijnen(ctx, params.b, params.c),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/Onderwijsplannen/{a}/{b}/{c}",
    summary: "De onderwijsplannen van een leerlingplan in een periode, met hun lessen; a = administratie, b = id, c = periode (0 = actieve)",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: planId, c: periodeParam }),
    response: z.array(onderwijsplanAntwoord),
    handler: ({ params }, ctx) => leerlingplanOnderwijsplannen(ctx, params.b, params.c),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingplan/ForLeerling/{a}/{b}",
    summary: "De leerlingplannen van één [[leerling]], nieuwste [[schooljaar]] eerst (tab leerlingplannen); a = administratie, b = [[leerling]]",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: idParam("Id van de [[leerling]]") }),
    response: z.array(leerlingplanRij),
    handler: ({ params }, ctx) => leerlingplannenVoorLeerling(ctx, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingplan/Add",
    summary: "Leerlingplan maken voor een [[leerling]] in een [[schooljaar]] uit een actieve template (één per [[leerling]], template en [[schooljaar]])",
    permission: schrijven,
    body: toevoegenBody,
    queries: 10,
    response: detailsAntwoord,
    handler: ({ body }, ctx) => leerlingplanToevoegen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingplan/update",
    summary: "Leerlingplan bijwerken in één periode: waarden van de items, monitorlijnen (hele lijst) en onderwijsplannen van de periode (hele lijst)",
    permission: schrijven,
    body: bijwerkenBody,
    queries: 40,
    response: detailsAntwoord,
    handler: ({ body }, ctx) => leerlingplanBijwerken(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerlingplan/Delete/{id}",
    summary: "Leerlingplan verwijderen met zijn waarden, monitorlijnen en onderwijsplannen (met lessen)",
    permission: schrijven,
    params: z.object({ id: planId }),
    response: leerlingplanVerwijderd,
    handler: ({ params }, ctx) => leerlingplanVerwijderen(ctx, params.id),
  }),
];
