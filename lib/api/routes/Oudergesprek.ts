import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { oudergesprekAntwoord } from "@/lib/schemas/oudergesprek";
import { LAATSTE_NOTITIES, oudergesprek, oudergesprekPdf } from "@/lib/services/oudergesprek";
import { admnrParam, defineRoute, idParam, idTekst, requires } from "../route";

/**
 * The parent-meeting page of one pupil (issue 34, screen adm/leerlingen/oudergesprek/{id}): its
 * data and its PDF. §6 per pupil as the evaluations area (teacher: own groups, else 403; another
 * administration's pupil 404); the OPP, action plans and notes only for who may read those areas
 * for the pupil. Both reads are written to the access log (DossierInzage).
 */

const leerlingId = idParam("Id van de [[leerling]]");
const keuze = {
  schooljaar: z
    .string()
    .regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026")
    .optional()
    .openapi({ description: "Schooljaar van de prognose en de handelingsplannen (standaard het huidige)" }),
  leerroutepakket: idTekst("Leerroutepakket van de prognose (standaard dat van de leerroute van de [[leerling]], anders het eerste actieve)").optional(),
};
const notities = z
  .string()
  .regex(new RegExp(`^[0-9]{1,10}(,[0-9]{1,10}){0,${LAATSTE_NOTITIES - 1}}$`), `ids van notities, met komma's gescheiden (hoogstens ${LAATSTE_NOTITIES})`)
  .transform((s) => s.split(",").map(Number))
  .optional()
  .openapi({ type: "string", description: "Ids van de notities die in de PDF komen, met komma's (van de laatste notities van de [[leerling]]; andere worden overgeslagen)" });

export default [
  defineRoute({
    method: "get",
    path: "/Oudergesprek/Details/{admnr}/{id}",
    summary:
      "Oudergesprek van één [[leerling]]: stand en prognose per domein (zelfde berekening als Monitor/PrognosePerLeerling, actieve periode en [[groep]] van de [[leerling]]), het lopende ontwikkelingsperspectief (nieuwste vastgestelde versie), de handelingsplannen van het [[schooljaar]] met doelen en evaluaties en de laatste notities. Wordt gelogd in het inzagelog",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ admnr: admnrParam(), id: leerlingId }),
    query: z.object(keuze),
    // The pupil with everything but the forecast, the forecast's two, the log line.
    queries: 5,
    response: oudergesprekAntwoord,
    handler: ({ params, query }, ctx) => oudergesprek(ctx, params.id, { schooljaar: query.schooljaar, leerroutepakketId: query.leerroutepakket }),
  }),
  defineRoute({
    method: "get",
    path: "/Oudergesprek/Pdf/{admnr}/{id}",
    summary: "Het oudergesprek als PDF (opmaak van de plannen: logo, Nederlandse data, paginanummers) met de aangevinkte notities. Wordt gelogd in het inzagelog als afdruk",
    permission: requires(g.evaluatiesLezen),
    params: z.object({ admnr: admnrParam(), id: leerlingId }),
    query: z.object({ ...keuze, notities }),
    answer: "file",
    fileType: "application/pdf",
    // As Details, plus the school's name and logo.
    queries: 5,
    handler: ({ params, query }, ctx) => oudergesprekPdf(ctx, params.id, { schooljaar: query.schooljaar, leerroutepakketId: query.leerroutepakket, notities: query.notities ?? [] }),
  }),
];
