import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addDossierCategorie, deleteDossierCategorie, listDossierCategorieen, updateDossierCategorie } from "@/lib/services/categorieen";
import { defineRoute, idParam, requires } from "../route";

const naam = z
  .string({ error: "vul de naam van de dossiercategorie in" })
  .trim()
  .min(1, "vul de naam van de dossiercategorie in")
  .max(100, "mag hoogstens 100 tekens lang zijn");

export default [
  defineRoute({
    method: "get",
    path: "/LeerlingdossierCategorieen",
    summary: "Alle categorieën van het leerlingdossier, op naam, met het aantal dossieritems per categorie (voor elke medewerker)",
    handler: (_i, ctx) => listDossierCategorieen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingdossierCategorieen/Add",
    summary: "Dossiercategorie toevoegen; de naam is uniek binnen de administratie (hoofdletters tellen niet)",
    permission: requires(guards.dossierCategorieen),
    body: z.object({ naam }),
    handler: ({ body }, ctx) => addDossierCategorie(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/LeerlingdossierCategorieen/Update",
    summary: "Dossiercategorie hernoemen",
    permission: requires(guards.dossierCategorieen),
    body: z.object({ nr: z.number({ error: "vul het nummer van de dossiercategorie in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn"), naam }),
    handler: ({ body }, ctx) => updateDossierCategorie(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/LeerlingdossierCategorieen/Delete/{nr}",
    summary: "Dossiercategorie verwijderen; geweigerd zolang dossieritems deze categorie hebben",
    permission: requires(guards.dossierCategorieen),
    params: z.object({ nr: idParam("Nummer van de dossiercategorie") }),
    handler: ({ params }, ctx) => deleteDossierCategorie(ctx, params.nr),
  }),
];
