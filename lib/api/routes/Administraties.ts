import { getAdministratieContext, getPermissionsView } from "@/lib/services/administraties";
import { defineRoute } from "../route";

export default [
  defineRoute({
    method: "get",
    path: "/Administraties/Context",
    summary: "Gegevens van de administratie (naam, klantId, taalCode, sector, licenties, modules) en de huidige periode",
    handler: (_i, ctx) => getAdministratieContext(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Permissies",
    summary: "Rechten van de aangemelde gebruiker: bits per functiegebied, toegestane functiegebieden, alle en eigen vestigingen, eigen groepen",
    handler: (_i, ctx) => getPermissionsView(ctx),
  }),
];
