import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { fileResponse } from "@/lib/api/files";
import { importEdex, kiesStap, MAX_EDEX_BYTES, opslaan, samenvatting, voorbeeldBestand, type EdexStap } from "@/lib/services/edex";
import { edexOpslaanAntwoord, edexStapAntwoord, importEdexAntwoord } from "@/lib/schemas/edex";
import { bestandTeGroot, leesMultipartBestand } from "@/lib/api/upload-stroom";
import { defineRoute, idTekst, requires } from "../route";

const TEKST = "text/plain; charset=utf-8";
const XML = "application/xml; charset=utf-8";

const importId = z
  .number({ error: "geef het nummer van de import op (importId)" })
  .int({ error: "importId moet een geheel getal zijn" })
  .positive({ error: "importId moet groter dan 0 zijn" })
  .openapi({ description: "Nummer van de import (antwoord van ImportEdex)" });

const stapBody = z.object({
  importId,
  keuzes: z
    .array(z.string({ error: "elke keuze is de sleutel van een item" }).min(1).max(200), { error: "keuzes is een lijst met sleutels" })
    .max(100_000)
    .optional()
    .openapi({ description: "Sleutels van de items die worden toegepast; zonder keuzes wordt alleen de vergelijking getoond" }),
});

const stap = (path: string, s: EdexStap, wat: string) =>
  defineRoute({
    method: "post",
    path: `/Edex/${path}`,
    summary: `EDEX-import: ${wat} uit het bestand tegenover de administratie (nieuw, gewijzigd, ongewijzigd); met keuzes wordt de keuze bewaard`,
    permission: requires(guards.import),
    body: stapBody,
    response: edexStapAntwoord,
    handler: ({ body }, ctx) => kiesStap(ctx, s, body),
  });

export default [
  defineRoute({
    method: "post",
    path: "/Edex/ImportEdex",
    summary:
      "EDEX-bestand (EDEXML 1.0.3, 2.0 of 2.1) uploaden: lezen, controleren en bewaren voor de volgende stappen; een record dat een regel breekt wordt een geblokkeerd item van zijn stap, alleen een bestand dat geen EDEX is wordt geweigerd; antwoord importId en samenvatting",
    permission: requires(guards.import),
    bodyType: "multipart",
    stream: true,
    body: z.object({ bestand: z.any().openapi({ type: "string", format: "binary", description: "Het EDEX-bestand (.xml)" }) }),
    response: importEdexAntwoord,
    handler: async (_input, ctx, req) => {
      const { bestand, aantal } = await leesMultipartBestand(req, { veld: "bestand", maxBytes: MAX_EDEX_BYTES, teGroot: bestandTeGroot });
      // More than one file: importEdex refuses the list (one file per import), as before.
      return importEdex(ctx, aantal > 1 ? Array.from({ length: aantal }, () => bestand) : (bestand ?? undefined));
    },
  }),
  stap("KiesVestigingen", "vestigingen", "vestigingen"),
  stap("KiesKlassen", "klassen", "klassen (groepen)"),
  stap("KiesOnderwijsgroepen", "onderwijsgroepen", "onderwijsgroepen (samengestelde groepen)"),
  stap("KiesLeerlingen", "leerlingen", "leerlingen (op sleutel, dan eckid)"),
  stap("KiesLeerlingtoewijzingen", "toewijzingen", "groepstoewijzingen van de leerlingen"),
  stap("KiesMedewerkers", "medewerkers", "leerkrachten (op e-mailadres, zonder e-mailadres op naam; die krijgen geen login tot er een e-mailadres is) met hun groepen"),
  defineRoute({
    method: "post",
    path: "/Edex/Opslaan",
    summary: "EDEX-import opslaan: alle keuzes in één transactie; antwoord aantallen per soort (aangemaakt, bijgewerkt, ongewijzigd, overgeslagen) en wat is overgeslagen met de reden",
    permission: requires(guards.import),
    body: z.object({ importId }),
    response: edexOpslaanAntwoord,
    handler: ({ body }, ctx) => opslaan(ctx, body.importId),
  }),
  defineRoute({
    method: "get",
    path: "/Edex/Samenvatting",
    summary: "Samenvatting van een opgeslagen EDEX-import als tekstbestand: aantallen per soort en alles wat is overgeslagen, met de reden",
    permission: requires(guards.import),
    query: z.object({ importId: idTekst("Nummer van de import (antwoord van ImportEdex)").openapi({ param: { required: true } }) }),
    answer: "file",
    fileType: TEKST,
    conflict: "De import is nog niet opgeslagen",
    handler: async ({ query }, ctx) => {
      const { bestandsnaam, tekst } = await samenvatting(ctx, query.importId);
      return fileResponse(tekst, bestandsnaam, TEKST);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Edex/Voorbeeld",
    summary: "Voorbeeld van een EDEX-bestand (EDEXML 2.1) met het huidige schooljaar van de administratie, om te bekijken of te uploaden",
    permission: requires(guards.import),
    answer: "file",
    fileType: XML,
    handler: async (_input, ctx) => {
      const { bestandsnaam, xml } = await voorbeeldBestand(ctx);
      return fileResponse(xml, bestandsnaam, XML);
    },
  }),
];
