import { z } from "@hono/zod-openapi";
import { Bits, Combinations, Functiegebied, guards as g, hasBits } from "@/lib/permissions";
import { fileResponse } from "@/lib/api/files";
import {
  addCategorie,
  deleteCategorie,
  getCategorie,
  listCategorieen,
  listItems,
  oppTemplateBeheer,
  reorganizeCategories,
  reorganizeItems,
  updateCategorie,
  updateDefinitie,
} from "@/lib/services/opptemplates";
import * as schemas from "@/lib/schemas/opptemplates";
import { defineRoute, idParam, requires } from "../route";
import { templateRoutes } from "../template-routes";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";

/**
 * OppTemplate (issue 15): the template, its items and its categories (one OPP page each). Reading
 * templates: whoever reads or writes perspectives (the OPP screens render from them); §6 manage
 * for changes.
 */
const r = templateRoutes({
  soort: OPP_TEMPLATES,
  lezen: {
    name: "oppTemplatesLezen",
    check: (p) => hasBits(p, Functiegebied.Ontwikkelingsperspectieven, Combinations.Read | Combinations.Write | Bits.Manage),
  },
  beheren: requires(g.opptemplates),
  schemas: { ...schemas, definitieVerwijderd: schemas.onderdeelVerwijderd },
  dienst: oppTemplateBeheer,
});
const categorieId = () => idParam("Id van de categorie");
const metCategorie = () => z.object({ a: r.templateId(), b: categorieId() });

export default [
  r.lijst("Alle ontwikkelingsperspectieftemplates op naam, met aantallen categorieën, items en perspectieven"),
  r.lijstActief("De actieve ontwikkelingsperspectieftemplates op naam (aangeboden voor nieuwe perspectieven)"),
  r.details("Eén ontwikkelingsperspectieftemplate met zijn categorieën en hun items, op volgorde"),
  defineRoute({
    method: "get",
    path: "/OppTemplate/Categorieen/{id}",
    summary: "De categorieën (code, naam, aantal items) van een ontwikkelingsperspectieftemplate, op volgorde",
    permission: r.lezen,
    params: z.object({ id: r.templateId() }),
    response: z.array(schemas.categorieSamenvatting),
    handler: ({ params }, ctx) => listCategorieen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/OppTemplate/Items/{a}/{b}",
    summary: "De items van een categorie op volgorde: a = template-id, b = categorie-id",
    permission: r.lezen,
    params: metCategorie(),
    response: z.array(schemas.definitieAntwoord),
    handler: ({ params }, ctx) => listItems(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/OppTemplate/Categorie/{a}/{b}",
    summary: "Eén categorie met zijn items: a = template-id, b = categorie-id",
    permission: r.lezen,
    params: metCategorie(),
    response: schemas.categorieAntwoord,
    handler: ({ params }, ctx) => getCategorie(ctx, params.a, params.b),
  }),
  r.definitie("/OppTemplate/OppItemDetails/{a}/{b}", "Eén item van een ontwikkelingsperspectieftemplate: a = template-id, b = item-id"),
  r.actief("Ontwikkelingsperspectieftemplate (de)activeren; een inactieve template wordt niet meer aangeboden voor nieuwe perspectieven"),
  r.bijwerken("Naam en omschrijving van een ontwikkelingsperspectieftemplate wijzigen (naam uniek in de administratie)"),
  defineRoute({
    method: "post",
    path: "/OppTemplate/ReorganizeCategories",
    summary: "Volgorde van de categorieën: volgorde noemt elke categorie van de template precies één keer",
    permission: r.beheren,
    body: schemas.categorieenHerordenen,
    response: schemas.templateAntwoord,
    handler: ({ body }, ctx) => reorganizeCategories(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: OPP_TEMPLATES.api.herordenen,
    summary: "Volgorde van de items van een categorie: volgorde noemt elk item van de categorie precies één keer",
    permission: r.beheren,
    body: schemas.itemsHerordenen,
    response: schemas.categorieAntwoord,
    handler: ({ body }, ctx) => reorganizeItems(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/OppTemplate/UpdateCategorie",
    summary: "Code en naam van een categorie wijzigen (code uniek in de template)",
    permission: r.beheren,
    body: schemas.categorieBijwerken,
    response: schemas.categorieAntwoord,
    handler: ({ body }, ctx) => updateCategorie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: OPP_TEMPLATES.api.definitieBijwerken,
    summary:
      "Item wijzigen (soort, label, toelichting, verplicht, opties; een andere categorieId verplaatst het naar het eind van die categorie); het type van een al ingevuld item blijft (409). Antwoord: het gewijzigde item als JSON-bestand",
    permission: r.beheren,
    body: schemas.definitieBijwerken,
    answer: "file",
    fileType: "application/json",
    response: schemas.definitieAntwoord,
    handler: async ({ body }, ctx) => {
      const d = await updateDefinitie(ctx, body);
      const naam = d.label.replace(/[^\p{L}\p{N} ._-]/gu, "").trim().slice(0, 80) || "item";
      return fileResponse(JSON.stringify(schemas.definitieAntwoord.parse(d)), `${naam}.json`, "application/json; charset=utf-8");
    },
  }),
  r.definitieToevoegen("Item toevoegen aan het eind van een categorie (soort AUB … HTN, label, toelichting, verplicht, opties)"),
  defineRoute({
    method: "post",
    path: "/OppTemplate/AddCategorie",
    summary: "Categorie (een pagina van het perspectief) toevoegen aan het eind van een template; code uniek in de template",
    permission: r.beheren,
    body: schemas.categorieToevoegen,
    response: schemas.categorieAntwoord,
    handler: ({ body }, ctx) => addCategorie(ctx, body),
  }),
  r.toevoegen("Ontwikkelingsperspectieftemplate toevoegen (naam uniek in de administratie); begint actief en zonder categorieën"),
  r.definitieVerwijderen("Item verwijderen (a = template-id, b = item-id); geweigerd (409) zolang het in perspectieven is ingevuld"),
  defineRoute({
    method: "delete",
    path: "/OppTemplate/DeleteCategorie/{a}/{b}",
    summary: "Categorie met zijn items verwijderen (a = template-id, b = categorie-id); geweigerd (409) zolang een item ervan is ingevuld",
    permission: r.beheren,
    params: metCategorie(),
    response: schemas.onderdeelVerwijderd,
    handler: ({ params }, ctx) => deleteCategorie(ctx, params.a, params.b),
  }),
  r.verwijderen("Ontwikkelingsperspectieftemplate met categorieën en items verwijderen; geweigerd (409) zolang perspectieven hem gebruiken (met het aantal)"),
];
