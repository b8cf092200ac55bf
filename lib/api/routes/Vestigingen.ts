import { z } from "@hono/zod-openapi";
import { Combinations, guards } from "@/lib/permissions";
import {
  groepIndelingOvernemen as groepIndelingBody,
  groepIndelingResultaat,
  vestigingAntwoord,
  vestigingBijwerken,
  vestigingDetails,
  vestigingLijstItem,
  vestigingSchooljaar,
  vestigingToevoegen,
  vestigingVerwijderd,
} from "@/lib/schemas/vestigingen";
import {
  addVestiging,
  deleteVestiging,
  editVestiging,
  getVestiging,
  getVestigingSchooljaren,
  groepIndelingOvernemen,
  listVestigingen,
} from "@/lib/services/vestigingen";
import { defineRoute, idParam, requires, requiresVoorVestiging } from "../route";

const nrParam = z.object({ nr: idParam("Nummer van de vestiging (uniek binnen de administratie)") });

export default [
  defineRoute({
    method: "get",
    path: "/Vestigingen",
    summary: "Alle vestigingen van de administratie, op naam, met aantal medewerkers en groepen in het huidige schooljaar (voor elke medewerker: vestigingsfilters)",
    response: z.array(vestigingLijstItem),
    handler: (_i, ctx) => listVestigingen(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Vestigingen/Details/{nr}",
    summary: "Eén vestiging met haar medewerkers; vraagt leesrecht op die vestiging",
    permission: requiresVoorVestiging(guards.vestigingDetails, Combinations.Read),
    params: nrParam,
    response: vestigingDetails,
    handler: ({ params }, ctx) => getVestiging(ctx, params.nr),
  }),
  defineRoute({
    method: "get",
    path: "/Vestigingen/Schooljaren/{nr}",
    summary: "De schooljaren waarin de vestiging groepen heeft (nieuwste eerst), elk met die groepen, hun medewerkers en aantal leerlingen",
    permission: requiresVoorVestiging(guards.vestigingDetails, Combinations.Read),
    params: nrParam,
    response: z.array(vestigingSchooljaar),
    handler: ({ params }, ctx) => getVestigingSchooljaren(ctx, params.nr),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/Add",
    summary: "Vestiging toevoegen (krijgt het volgende vrije nummer); de naam is uniek binnen de administratie",
    permission: requires(guards.vestigingToevoegen),
    body: vestigingToevoegen,
    response: vestigingAntwoord,
    handler: ({ body }, ctx) => addVestiging(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/Edit",
    summary: "Naam en schoolsoort van een vestiging wijzigen; vraagt schrijfrecht op die vestiging",
    permission: requiresVoorVestiging(guards.vestigingBewerken, Combinations.Write),
    body: vestigingBijwerken,
    response: vestigingAntwoord,
    handler: ({ body }, ctx) => editVestiging(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/GroepIndelingOvernemen",
    summary:
      "De groepen van een vestiging uit het ene schooljaar in één keer aanmaken in een ander schooljaar (naam, soort, jaargroep en medewerkers; bestaande namen worden overgeslagen)",
    permission: requires(guards.vestigingen),
    body: groepIndelingBody,
    response: groepIndelingResultaat,
    handler: ({ body }, ctx) => groepIndelingOvernemen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Vestigingen/delete/{nr}",
    summary: "Vestiging verwijderen; geweigerd zolang groepen, leerlingen (schoolloopbaan) of koppelingslocaties haar gebruiken",
    permission: requires(guards.vestigingen),
    params: nrParam,
    response: vestigingVerwijderd,
    handler: ({ params }, ctx) => deleteVestiging(ctx, params.nr),
  }),
];
