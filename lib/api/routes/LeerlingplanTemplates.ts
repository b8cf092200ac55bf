import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  addLpDefinitie,
  addLpTemplate,
  changeLpActief,
  deleteLpDefinitie,
  deleteLpTemplate,
  getLpDefinitie,
  getLpTemplate,
  listLpTemplates,
  organizeLpDefinities,
  updateLpDefinitie,
  updateLpTemplate,
} from "@/lib/services/leerlingplantemplates";
import {
  lpDefinitieAntwoord,
  lpDefinitieBijwerken,
  lpDefinitiesOrdenen,
  lpDefinitieToevoegen,
  lpDefinitieVerwijderd,
  lpTemplateAntwoord,
  lpTemplateSamenvatting,
  lpTemplateVerwijderd,
  templateActief,
  templateBijwerken,
  templateVelden,
} from "@/lib/schemas/leerlingplannen";
import { defineRoute, idParam, requires } from "../route";

/**
 * LeerlingplanTemplates (§7.10; screen beheer/leerlingplantemplates). Reading serves whoever
 * writes or reads pupil plans; every change needs Leerlingplannen manage (§6).
 */
const lezen = requires(g.leerlingplanTemplatesLezen);
const beheren = requires(g.leerlingplantemplates);
const templateId = () => idParam("Id van de leerlingplantemplate");
const definitieId = () => idParam("Id van het item (definitie)");

export default [
  defineRoute({
    method: "get",
    path: "/LeerlingplanTemplates",
    summary: "Alle leerlingplantemplates op naam, met aantallen items en leerlingplannen",
    permission: lezen,
    response: z.array(lpTemplateSamenvatting),
    handler: (_i, ctx) => listLpTemplates(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/LeerlingplanTemplates/Actief",
    summary: "De actieve leerlingplantemplates op naam (aangeboden voor nieuwe leerlingplannen)",
    permission: lezen,
    response: z.array(lpTemplateSamenvatting),
    handler: (_i, ctx) => listLpTemplates(ctx, { actief: true }),
  }),
  defineRoute({
    method: "get",
    path: "/LeerlingplanTemplates/Definitie/{a}/{b}",
    summary: "Eén item van een leerlingplantemplate: a = template-id, b = item-id",
    permission: lezen,
    params: z.object({ a: templateId(), b: definitieId() }),
    response: lpDefinitieAntwoord,
    handler: ({ params }, ctx) => getLpDefinitie(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/LeerlingplanTemplates/{id}",
    summary: "Eén leerlingplantemplate met zijn items (definities) op volgorde",
    permission: lezen,
    params: z.object({ id: templateId() }),
    response: lpTemplateAntwoord,
    handler: ({ params }, ctx) => getLpTemplate(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/ChangeActief",
    summary: "Leerlingplantemplate (de)activeren; een inactieve template wordt niet meer aangeboden voor nieuwe leerlingplannen",
    permission: beheren,
    body: templateActief,
    response: lpTemplateAntwoord,
    handler: ({ body }, ctx) => changeLpActief(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/Add",
    summary: "Leerlingplantemplate toevoegen (naam uniek in de administratie); begint actief en zonder items",
    permission: beheren,
    body: templateVelden,
    response: lpTemplateAntwoord,
    handler: ({ body }, ctx) => addLpTemplate(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/Update",
    summary: "Naam en omschrijving van een leerlingplantemplate wijzigen",
    permission: beheren,
    body: templateBijwerken,
    response: lpTemplateAntwoord,
    handler: ({ body }, ctx) => updateLpTemplate(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/OrganizeDefinities",
    summary: "Volgorde van de items van een leerlingplantemplate: volgorde noemt elk item precies één keer",
    permission: beheren,
    body: lpDefinitiesOrdenen,
    response: lpTemplateAntwoord,
    handler: ({ body }, ctx) => organizeLpDefinities(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/UpdateLeerlingplanTemplateDefinitie",
    summary: "Item van een leerlingplantemplate wijzigen; het type van een al gebruikt item blijft (409)",
    permission: beheren,
    body: lpDefinitieBijwerken,
    response: lpDefinitieAntwoord,
    handler: ({ body }, ctx) => updateLpDefinitie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingplanTemplates/AddTemplateDefinitie",
    summary: "Item toevoegen aan het eind van een leerlingplantemplate (soort AUB … HTN, label, toelichting, verplicht, opties, vakgebied)",
    permission: beheren,
    body: lpDefinitieToevoegen,
    response: lpDefinitieAntwoord,
    handler: ({ body }, ctx) => addLpDefinitie(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/LeerlingplanTemplates/DeleteDefinitie/{a}/{b}",
    summary: "Item van een leerlingplantemplate verwijderen (a = template-id, b = item-id); geweigerd (409) zolang leerlingplannen het gebruiken",
    permission: beheren,
    params: z.object({ a: templateId(), b: definitieId() }),
    response: lpDefinitieVerwijderd,
    handler: ({ params }, ctx) => deleteLpDefinitie(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "delete",
    path: "/LeerlingplanTemplates/Delete/{id}",
    summary: "Leerlingplantemplate met zijn items verwijderen; geweigerd (409) zolang er leerlingplannen mee zijn gemaakt",
    permission: beheren,
    params: z.object({ id: templateId() }),
    response: lpTemplateVerwijderd,
    handler: ({ params }, ctx) => deleteLpTemplate(ctx, params.id),
  }),
];
