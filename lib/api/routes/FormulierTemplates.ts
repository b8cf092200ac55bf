import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { uploadBestanden } from "@/lib/api/documenten";
import {
  addDefinitie,
  addTemplate,
  changeActief,
  deleteDefinitie,
  deleteTemplate,
  editDefinitie,
  exportTemplate,
  getDefinitie,
  getTemplate,
  importTemplate,
  listTemplates,
  reorganize,
  updateTemplate,
} from "@/lib/services/formuliertemplates";
import {
  definitieAntwoord,
  definitieBijwerken,
  definitieToevoegen,
  definitieVerwijderd,
  templateActief,
  templateAntwoord,
  templateBijwerken,
  templateHerordenen,
  templateSamenvatting,
  templateVelden,
  templateVerwijderd,
} from "@/lib/schemas/formuliertemplates";
import { MAX_UITWISSEL_BYTES } from "@/lib/templates";
import { defineRoute, idParam, requires } from "../route";

const lezen = requires(g.formulierTemplatesLezen);
const beheren = requires(g.formuliertemplates);
const templateId = () => idParam("Id van de formuliertemplate");

export default [
  defineRoute({
    method: "get",
    path: "/FormulierTemplates",
    summary: "Alle formuliertemplates op naam, met aantallen items en formulieren (actief=true: alleen actieve)",
    permission: lezen,
    query: z.object({ actief: z.enum(["true", "false"], { error: "gebruik true of false" }).optional().openapi({ description: "Alleen actieve (true) of inactieve (false)" }) }),
    response: z.array(templateSamenvatting),
    handler: ({ query }, ctx) => listTemplates(ctx, { actief: query.actief === undefined ? undefined : query.actief === "true" }),
  }),
  defineRoute({
    method: "get",
    path: "/FormulierTemplates/Details/{id}",
    summary: "Eén formuliertemplate met zijn items (definities) op volgorde",
    permission: lezen,
    params: z.object({ id: templateId() }),
    response: templateAntwoord,
    handler: ({ params }, ctx) => getTemplate(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/FormulierTemplates/Definitie/{a}/{b}",
    summary: "Eén item van een formuliertemplate: a = template-id, b = item-id",
    permission: lezen,
    params: z.object({ a: templateId(), b: idParam("Id van het item (definitie)") }),
    response: definitieAntwoord,
    handler: ({ params }, ctx) => getDefinitie(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/FormulierTemplates/Export/{id}",
    summary: "Een formuliertemplate als JSON-bestand, om in een andere administratie te importeren (Leerlingformulieren beheren)",
    permission: beheren,
    params: z.object({ id: templateId() }),
    answer: "file",
    fileType: "application/json",
    handler: async ({ params }, ctx) => {
      const { inhoud, bestandsnaam } = await exportTemplate(ctx, params.id);
      return fileResponse(inhoud, bestandsnaam, "application/json; charset=utf-8");
    },
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/Add",
    summary: "Formuliertemplate toevoegen (naam uniek in de administratie); begint actief en zonder items",
    permission: beheren,
    body: templateVelden,
    response: templateAntwoord,
    handler: ({ body }, ctx) => addTemplate(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/Update",
    summary: "Naam en omschrijving van een formuliertemplate wijzigen",
    permission: beheren,
    body: templateBijwerken,
    response: templateAntwoord,
    handler: ({ body }, ctx) => updateTemplate(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/ChangeActief",
    summary: "Formuliertemplate (de)activeren; een inactieve template wordt niet meer aangeboden voor nieuwe formulieren",
    permission: beheren,
    body: templateActief,
    response: templateAntwoord,
    handler: ({ body }, ctx) => changeActief(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/AddDefinitie",
    summary: "Item toevoegen aan het eind van een formuliertemplate (soort AUB … HTN, label, toelichting, verplicht, opties)",
    permission: beheren,
    body: definitieToevoegen,
    response: definitieAntwoord,
    handler: ({ body }, ctx) => addDefinitie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/EditDefinitie",
    summary: "Item van een formuliertemplate wijzigen; het type van een al ingevuld item blijft (409)",
    permission: beheren,
    body: definitieBijwerken,
    response: definitieAntwoord,
    handler: ({ body }, ctx) => editDefinitie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/Reorganize",
    summary: "Volgorde van de items van een formuliertemplate: volgorde noemt elk item precies één keer",
    permission: beheren,
    body: templateHerordenen,
    response: templateAntwoord,
    handler: ({ body }, ctx) => reorganize(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/FormulierTemplates/Import",
    summary: "Formuliertemplate importeren uit een met Export gemaakt JSON-bestand (multipart, veld bestand, hoogstens 1 MB); onbekende itemtypen worden geweigerd",
    permission: beheren,
    bodyType: "multipart",
    body: z.object({ bestand: z.any().optional().openapi({ type: "string", format: "binary", description: "Het JSON-bestand van Export" }) }),
    response: templateAntwoord,
    handler: async ({ body }, ctx) => {
      const [bestand] = await uploadBestanden(body, "bestand", { maxBytes: MAX_UITWISSEL_BYTES, max: 1 });
      if (!bestand) throw badRequest("bestand: kies een JSON-bestand om te importeren (multipart-veld 'bestand').", [{ path: "body.bestand", message: "kies een bestand" }]);
      if (bestand.bytes.length > MAX_UITWISSEL_BYTES) throw payloadTooLarge("Het bestand is te groot; een templatebestand is hoogstens 1 MB.");
      let tekst: string;
      try {
        tekst = new TextDecoder("utf-8", { fatal: true }).decode(bestand.bytes);
      } catch {
        throw unsupportedMediaType("Dit bestand is geen tekst (JSON); kies een bestand dat met Exporteren is gemaakt.");
      }
      if (!/^\s*[{[]/.test(tekst.replace(/^\uFEFF/, ""))) throw unsupportedMediaType("Dit bestand is geen JSON-bestand; kies een bestand dat met Exporteren is gemaakt.");
      return importTemplate(ctx, tekst.replace(/^\uFEFF/, ""));
    },
  }),
  defineRoute({
    method: "delete",
    path: "/FormulierTemplates/Delete/{id}",
    summary: "Formuliertemplate met zijn items verwijderen; geweigerd (409) zolang er formulieren mee zijn ingevuld",
    permission: beheren,
    params: z.object({ id: templateId() }),
    response: templateVerwijderd,
    handler: ({ params }, ctx) => deleteTemplate(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/FormulierTemplates/DeleteDefinitie/{a}/{b}",
    summary: "Item van een formuliertemplate verwijderen (a = template-id, b = item-id); geweigerd (409) zolang het is ingevuld",
    permission: beheren,
    params: z.object({ a: templateId(), b: idParam("Id van het item (definitie)") }),
    response: definitieVerwijderd,
    handler: ({ params }, ctx) => deleteDefinitie(ctx, params.a, params.b),
  }),
];
