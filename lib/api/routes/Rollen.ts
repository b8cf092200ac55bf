import { z } from "@hono/zod-openapi";
import { ALL_BITS, guards } from "@/lib/permissions";
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
import { defineRoute, idParam, requires } from "../route";

const idParams = z.object({ id: idParam("Id van de rol") });
const naam = z.string({ error: "vul de naam van de rol in" }).trim().min(1, "vul de naam van de rol in").max(100, "mag hoogstens 100 tekens lang zijn");
const permissies = z
  .array(
    z.object({
      functiegebied: z.number({ error: "vul het functiegebied in (0-15)" }).int("moet een geheel getal zijn").min(0, "moet 0 tot en met 15 zijn").max(15, "moet 0 tot en met 15 zijn"),
      bits: z
        .number({ error: `vul de rechtenbits in (0-${ALL_BITS})` })
        .int("moet een geheel getal zijn")
        .min(0, `moet een combinatie van de rechtenbits zijn (0 tot en met ${ALL_BITS})`)
        .max(ALL_BITS, `moet een combinatie van de rechtenbits zijn (0 tot en met ${ALL_BITS})`),
    }),
  )
  .max(16, "hoogstens 16 functiegebieden")
  .openapi({ description: "Bitmasker per functiegebied (spec §6: 1 LezenEigenKlas … 64 Beheren); niet genoemde gebieden houden hun rechten" });
const rolId = z.number({ error: "vul het id van de rol in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export default [
  defineRoute({
    method: "get",
    path: "/Rollen",
    summary: "Alle rollen, op naam, met het aantal medewerkers en API-sleutels per rol",
    permission: requires(guards.rollen),
    handler: (_i, ctx) => listRollen(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/allowedFunctiegebieden",
    summary: "De functiegebieden die de administratie mag gebruiken, met hun naam in de taal van de administratie",
    permission: requires(guards.rollen),
    handler: (_i, ctx) => listAllowedFunctiegebieden(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/details/{id}",
    summary: "Eén rol met haar rechtenbits per toegestaan functiegebied",
    permission: requires(guards.rollen),
    params: idParams,
    handler: ({ params }, ctx) => getRol(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Rollen/details/{id}/medewerkers",
    summary: "De medewerkers met deze rol, op achternaam",
    permission: requires(guards.rollen),
    params: idParams,
    handler: ({ params }, ctx) => getRolMedewerkers(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/Edit",
    summary: "Naam en rechten van een rol wijzigen; geweigerd als daarna geen actieve medewerker nog Gebruikers beheren mag",
    permission: requires(guards.rollen),
    body: z.object({ id: rolId, naam, permissies: permissies.optional() }),
    handler: ({ body }, ctx) => editRol(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/add",
    summary: "Rol toevoegen; zonder rechten krijgt zij de standaardrechten per functiegebied (spec §6)",
    permission: requires(guards.rollen),
    body: z.object({ naam, permissies: permissies.optional() }),
    handler: ({ body }, ctx) => addRol(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Rollen/assignMedewerkers",
    summary: "De medewerkers van een rol vastleggen (de hele lijst); geweigerd als daarna geen actieve medewerker nog Gebruikers beheren mag",
    permission: requires(guards.rollen),
    body: z.object({
      id: rolId,
      medewerkers: z
        .array(z.uuid({ error: "moet een geldige id (uuid) van een medewerker zijn" }), { error: "geef de lijst met medewerkers (ids)" })
        .max(10_000, "te veel medewerkers in één keer"),
    }),
    handler: ({ body }, ctx) => assignMedewerkers(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Rollen/delete/{id}",
    summary: "Rol verwijderen; geweigerd zolang medewerkers of actieve API-sleutels de rol hebben",
    permission: requires(guards.rollen),
    params: idParams,
    handler: ({ params }, ctx) => deleteRol(ctx, params.id),
  }),
];
