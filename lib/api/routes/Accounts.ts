import { z } from "@hono/zod-openapi";
import { admnrParam, defineRoute, iederLid } from "../route";
import { getPermissionsView } from "@/lib/services/administraties";
import { administratieKeuze, eigenGegevensAntwoord, eigenGegevensBody, eigenGroep, permissiesAntwoord } from "@/lib/schemas/accounts";
import { getEigenGroepen, listAdministratiesVoorGebruiker, updateOwnName } from "@/lib/services/medewerkers";

export default [
  defineRoute({
    method: "get",
    path: "/Accounts/Permissions",
    summary: "Rechten van de aangemelde gebruiker in de administratie (oudere client; zelfde antwoord als Administraties/Permissies)",
    permission: iederLid,
    // One statement: the session with the caller's standing and the branches (loadPermissions).
    queries: 1,
    response: permissiesAntwoord,
    handler: (_input, ctx) => getPermissionsView(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Accounts/Administraties",
    access: "user",
    summary: "De administraties waarin de aangemelde gebruiker werkt (zonder administratieNr)",
    response: z.array(administratieKeuze),
    handler: (_input, ctx) => listAdministratiesVoorGebruiker(ctx.gebruikerId),
  }),
  defineRoute({
    method: "get",
    path: "/Accounts/EigenGroepen/{admnr}",
    summary: "Eigen groepen van de aangemelde gebruiker in het huidige schooljaar",
    permission: iederLid,
    params: z.object({ admnr: admnrParam() }),
    response: z.array(eigenGroep),
    handler: (_input, ctx) => getEigenGroepen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Accounts/Update",
    summary: "Eigen naamgegevens wijzigen",
    permission: iederLid,
    body: eigenGegevensBody,
    response: eigenGegevensAntwoord,
    handler: ({ body }, ctx) => updateOwnName(ctx, body),
  }),
];
