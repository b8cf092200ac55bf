import { z } from "@hono/zod-openapi";
import { Combinations, guards } from "@/lib/permissions";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";
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

const nummer = (leeg: string) => z.number({ error: leeg }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");
const nrParam = z.object({ nr: idParam("Nummer van de vestiging (uniek binnen de administratie)") });
const naam = z
  .string({ error: "vul de naam van [[de vestiging]] in" })
  .trim()
  .min(1, "vul de naam van [[de vestiging]] in")
  .max(100, "mag hoogstens 100 tekens lang zijn");
const schoolsoort = z
  .enum(SCHOOLSOORTEN, { error: `kies een van ${SCHOOLSOORTEN.join(", ")}` })
  .nullish()
  .openapi({ description: "Schoolsoort van de vestiging (leeg: onbekend)" });
const schooljaar = (veld: string) =>
  z.string({ error: `vul het ${veld} in` }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026").refine((s) => Number(s.slice(5)) === Number(s.slice(0, 4)) + 1, "gebruik twee opeenvolgende jaren");

export default [
  defineRoute({
    method: "get",
    path: "/Vestigingen",
    summary: "Alle vestigingen van de administratie, op naam, met aantal medewerkers en groepen in het huidige schooljaar (voor elke medewerker: vestigingsfilters)",
    handler: (_i, ctx) => listVestigingen(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Vestigingen/Details/{nr}",
    summary: "Eén vestiging met haar medewerkers; vraagt leesrecht op die vestiging",
    permission: requiresVoorVestiging(guards.vestigingDetails, Combinations.Read),
    params: nrParam,
    handler: ({ params }, ctx) => getVestiging(ctx, params.nr),
  }),
  defineRoute({
    method: "get",
    path: "/Vestigingen/Schooljaren/{nr}",
    summary: "De schooljaren waarin de vestiging groepen heeft (nieuwste eerst), elk met die groepen, hun medewerkers en aantal leerlingen",
    permission: requiresVoorVestiging(guards.vestigingDetails, Combinations.Read),
    params: nrParam,
    handler: ({ params }, ctx) => getVestigingSchooljaren(ctx, params.nr),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/Add",
    summary: "Vestiging toevoegen (krijgt het volgende vrije nummer); de naam is uniek binnen de administratie",
    permission: requires(guards.vestigingToevoegen),
    body: z.object({ naam, schoolsoort }),
    handler: ({ body }, ctx) => addVestiging(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/Edit",
    summary: "Naam en schoolsoort van een vestiging wijzigen; vraagt schrijfrecht op die vestiging",
    permission: requiresVoorVestiging(guards.vestigingBewerken, Combinations.Write),
    body: z.object({ nr: nummer("vul het nummer van de vestiging in"), naam, schoolsoort }),
    handler: ({ body }, ctx) => editVestiging(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Vestigingen/GroepIndelingOvernemen",
    summary:
      "De groepen van een vestiging uit het ene schooljaar in één keer aanmaken in een ander schooljaar (naam, soort, jaargroep en medewerkers; bestaande namen worden overgeslagen)",
    permission: requires(guards.vestigingen),
    body: z.object({
      vestigingNr: nummer("kies een vestiging"),
      vanSchooljaar: schooljaar("bronschooljaar"),
      naarSchooljaar: schooljaar("doelschooljaar"),
      medewerkersOvernemen: z.boolean({ error: "moet true of false zijn" }).optional(),
    }),
    handler: ({ body }, ctx) => groepIndelingOvernemen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Vestigingen/delete/{nr}",
    summary: "Vestiging verwijderen; geweigerd zolang groepen, leerlingen (schoolloopbaan) of koppelingslocaties haar gebruiken",
    permission: requires(guards.vestigingen),
    params: nrParam,
    handler: ({ params }, ctx) => deleteVestiging(ctx, params.nr),
  }),
];
