import { z } from "@hono/zod-openapi";
import { admnrParam, defineRoute } from "../route";
import { getPermissionsView } from "@/lib/services/administraties";
import { getEigenGroepen, listAdministratiesVoorGebruiker, updateOwnName } from "@/lib/services/medewerkers";

export default [
  defineRoute({
    method: "get",
    path: "/Accounts/Permissions",
    summary: "Rechten van de aangemelde gebruiker in de administratie (oudere client; zelfde antwoord als Administraties/Permissies)",
    handler: (_input, ctx) => getPermissionsView(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Accounts/Administraties",
    access: "user",
    summary: "De administraties waarin de aangemelde gebruiker werkt (zonder administratieNr)",
    handler: (_input, ctx) => listAdministratiesVoorGebruiker(ctx.gebruikerId),
  }),
  defineRoute({
    method: "get",
    path: "/Accounts/EigenGroepen/{admnr}",
    summary: "Eigen groepen van de aangemelde gebruiker in het huidige schooljaar",
    params: z.object({ admnr: admnrParam() }),
    handler: (_input, ctx) => getEigenGroepen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Accounts/Update",
    summary: "Eigen naamgegevens wijzigen",
    body: z.object({
      roepnaam: z.string().trim().min(1, "vul de roepnaam in").max(100),
      voornamen: z.string().trim().max(200).nullish(),
      tussenvoegsel: z.string().trim().max(30).nullish(),
      achternaam: z.string().trim().min(1, "vul de achternaam in").max(100),
      geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "kies 0, 1, 2 of 9" }).optional(),
    }),
    handler: ({ body }, ctx) => updateOwnName(ctx, body),
  }),
];
