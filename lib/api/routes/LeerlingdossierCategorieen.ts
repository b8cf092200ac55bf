import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addDossierCategorie, deleteDossierCategorie, listDossierCategorieen, updateDossierCategorie } from "@/lib/services/categorieen";
import { dossierCategorieAntwoord, dossierCategorieBijwerken, dossierCategorieToevoegen, verwijderdAntwoord } from "@/lib/schemas/categorieen";
import { defineRoute, idParam, requires } from "../route";


export default [
  defineRoute({
    method: "get",
    path: "/LeerlingdossierCategorieen",
    summary: "Alle categorieën van het leerlingdossier, op naam, met het aantal dossieritems per categorie (voor elke medewerker)",
    response: z.array(dossierCategorieAntwoord),
    handler: (_i, ctx) => listDossierCategorieen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingdossierCategorieen/Add",
    summary: "Dossiercategorie toevoegen; de naam is uniek binnen de administratie (hoofdletters tellen niet)",
    permission: requires(guards.dossierCategorieen),
    body: dossierCategorieToevoegen,
    response: dossierCategorieAntwoord,
    handler: ({ body }, ctx) => addDossierCategorie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingdossierCategorieen/Update",
    summary: "Dossiercategorie hernoemen",
    permission: requires(guards.dossierCategorieen),
    body: dossierCategorieBijwerken,
    response: dossierCategorieAntwoord,
    handler: ({ body }, ctx) => updateDossierCategorie(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/LeerlingdossierCategorieen/Delete/{nr}",
    summary: "Dossiercategorie verwijderen; geweigerd zolang dossieritems deze categorie hebben",
    permission: requires(guards.dossierCategorieen),
    params: z.object({ nr: idParam("Nummer van de dossiercategorie") }),
    response: verwijderdAntwoord,
    handler: ({ params }, ctx) => deleteDossierCategorie(ctx, params.nr),
  }),
];
