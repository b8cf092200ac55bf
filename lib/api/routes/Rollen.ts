import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  addRol,
  assignMedewerkers,
  deleteRol,
  editRol,
  getRol,
  getRolMedewerkers,
  listAllowedFunctiegebieden,
  listRollen,
} from "@/lib/services/rollen";
import {
  functiegebiedAntwoord,
  rolAntwoord,
  rolBewerken,
  rolLijstAntwoord,
  rolMedewerkerAntwoord,
  rolMedewerkers,
  rolMedewerkersVastgelegdAntwoord,
  rolToevoegen,
  rolVerwijderdAntwoord,
} from "@/lib/schemas/rollen";
import { defineRoute, idParam, requires } from "../route";

const idParams = z.object({ id: idParam("Id van de rol") });
export default [
  defineRoute({
    method: "get",
    path: "/Rollen",
    summary: "Alle rollen, op naam, met het aantal medewerkers en API-sleutels per rol",
    permission: requires(guards.rollen),
    response: z.array(rolLijstAntwoord),
    handler: (_i, ctx) => listRollen(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/allowedFunctiegebieden",
    summary: "De functiegebieden die de administratie mag gebruiken, met hun naam in de taal van de administratie",
    permission: requires(guards.rollen),
    response: z.array(functiegebiedAntwoord),
    handler: (_i, ctx) => listAllowedFunctiegebieden(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/details/{id}",
    summary: "Eén rol met haar rechtenbits per toegestaan functiegebied",
    permission: requires(guards.rollen),
    params: idParams,
    response: rolAntwoord,
    handler: ({ params }, ctx) => getRol(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/details/{id}/medewerkers",
    summary: "De medewerkers met deze rol, op achternaam",
    permission: requires(guards.rollen),
    params: idParams,
    response: z.array(rolMedewerkerAntwoord),
    handler: ({ params }, ctx) => getRolMedewerkers(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/Edit",
    summary: "Naam en rechten van een rol wijzigen; geweigerd als daarna geen actieve medewerker nog Gebruikers beheren mag",
    permission: requires(guards.rollen),
    body: rolBewerken,
    response: rolAntwoord,
    handler: ({ body }, ctx) => editRol(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/add",
    summary: "Rol toevoegen; zonder rechten krijgt zij de standaardrechten per functiegebied (spec §6)",
    permission: requires(guards.rollen),
    body: rolToevoegen,
    response: rolAntwoord,
    handler: ({ body }, ctx) => addRol(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/assignMedewerkers",
    summary: "De medewerkers van een rol vastleggen (de hele lijst); geweigerd als daarna geen actieve medewerker nog Gebruikers beheren mag",
    permission: requires(guards.rollen),
    body: rolMedewerkers,
    response: rolMedewerkersVastgelegdAntwoord,
    handler: ({ body }, ctx) => assignMedewerkers(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Rollen/delete/{id}",
    summary: "Rol verwijderen; geweigerd zolang medewerkers of actieve API-sleutels de rol hebben",
    permission: requires(guards.rollen),
    params: idParams,
    response: rolVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteRol(ctx, params.id),
  }),
];
