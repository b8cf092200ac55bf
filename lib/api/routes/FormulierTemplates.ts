import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { badRequest, unsupportedMediaType } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { bestandTeGroot, leesMultipartBestand } from "@/lib/api/upload-stroom";
import { exportTemplate, formulierTemplateBeheer, importTemplate } from "@/lib/services/formuliertemplates";
import * as schemas from "@/lib/schemas/formuliertemplates";
import { MAX_UITWISSEL_BYTES } from "@/lib/templates";
import { defineRoute, requires } from "../route";
import { templateRoutes } from "../template-routes";
import { FORMULIER_TEMPLATES } from "@/lib/templates/kind-formulier";

const r = templateRoutes({
  soort: FORMULIER_TEMPLATES,
  lezen: requires(g.formulierTemplatesLezen),
  beheren: requires(g.formuliertemplates),
  schemas,
  dienst: formulierTemplateBeheer,
});

export default [
  r.lijstMetFilter("Alle formuliertemplates op naam, met aantallen items en formulieren (actief=true: alleen actieve)"),
  r.details("Eén formuliertemplate met zijn items (definities) op volgorde"),
  r.definitie("/FormulierTemplates/Definitie/{a}/{b}", "Eén item van een formuliertemplate: a = template-id, b = item-id"),
  defineRoute({
    method: "get",
    path: "/FormulierTemplates/Export/{id}",
    summary: "Een formuliertemplate als JSON-bestand, om in een andere administratie te importeren (Leerlingformulieren beheren)",
    permission: r.beheren,
    params: z.object({ id: r.templateId() }),
    answer: "file",
    fileType: "application/json",
    response: schemas.uitwisselBestandAntwoord,
    handler: async ({ params }, ctx) => {
      const { inhoud, bestandsnaam } = await exportTemplate(ctx, params.id);
      return fileResponse(inhoud, bestandsnaam, "application/json; charset=utf-8");
    },
  }),
  r.toevoegen("Formuliertemplate toevoegen (naam uniek in de administratie); begint actief en zonder items"),
  r.bijwerken("Naam en omschrijving van een formuliertemplate wijzigen"),
  r.actief("Formuliertemplate (de)activeren; een inactieve template wordt niet meer aangeboden voor nieuwe formulieren"),
  r.definitieToevoegen("Item toevoegen aan het eind van een formuliertemplate (soort AUB … HTN, label, toelichting, verplicht, opties)"),
  r.definitieBijwerken("Item van een formuliertemplate wijzigen; het type van een al ingevuld item blijft (409)"),
  r.herordenen("Volgorde van de items van een formuliertemplate: volgorde noemt elk item precies één keer"),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/Import",
    summary: "Formuliertemplate importeren uit een met Export gemaakt JSON-bestand (multipart, veld bestand, hoogstens 1 MB); onbekende itemtypen worden geweigerd",
    permission: r.beheren,
    bodyType: "multipart",
    stream: true,
    body: z.object({ bestand: z.any().optional().openapi({ type: "string", format: "binary", description: "Het JSON-bestand van Export" }) }),
    response: schemas.templateAntwoord,
    handler: async (_input, ctx, req) => {
      const { bestand, aantal } = await leesMultipartBestand(req, { veld: "bestand", maxBytes: MAX_UITWISSEL_BYTES, teGroot: bestandTeGroot });
      if (aantal > 1) throw badRequest("bestand: hoogstens 1 bestand(en) tegelijk.", [{ path: "body.bestand", message: "hoogstens 1 bestanden" }]);
      if (!bestand) throw badRequest("bestand: kies een JSON-bestand om te importeren (multipart-veld 'bestand').", [{ path: "body.bestand", message: "kies een bestand" }]);
      if (bestand.size === 0) throw badRequest(`bestand: '${bestand.name}' is leeg.`, [{ path: "body.bestand", message: "het bestand is leeg" }]);
      let tekst: string;
      try {
        tekst = new TextDecoder("utf-8", { fatal: true }).decode(await bestand.arrayBuffer());
      } catch {
        throw unsupportedMediaType("Dit bestand is geen tekst (JSON); kies een bestand dat met Exporteren is gemaakt.");
      }
      if (!/^\s*[{[]/.test(tekst.replace(/^\uFEFF/, ""))) throw unsupportedMediaType("Dit bestand is geen JSON-bestand; kies een bestand dat met Exporteren is gemaakt.");
      return importTemplate(ctx, tekst.replace(/^\uFEFF/, ""));
    },
  }),
  r.verwijderen("Formuliertemplate met zijn items verwijderen; geweigerd (409) zolang er formulieren mee zijn ingevuld"),
  r.definitieVerwijderen("Item van een formuliertemplate verwijderen (a = template-id, b = item-id); geweigerd (409) zolang het is ingevuld"),
];
