import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  addMedewerker,
  changeMedewerkerEmail,
  deactivateMedewerker,
  deleteMedewerker,
  editMedewerker,
  getMedewerkerDetails,
  getMedewerkerGroepen,
  getMedewerkerLesbundels,
  getMedewerkerRollen,
  getMedewerkerVestigingen,
  heractiveringBevestiging,
  listMedewerkerOverzicht,
  listMedewerkers,
  reactivateMedewerker,
} from "@/lib/services/medewerkers";
import { fileResponse } from "../files";
import { defineRoute, requires, uuidParam } from "../route";

const idParams = z.object({ id: uuidParam("Id van de medewerker (de gebruiker-uuid)") });
const idBody = z.uuid({ error: "moet een geldige id (uuid) zijn" });

const nummers = (wat: string) =>
  z
    .array(z.number({ error: `elk ${wat}nummer moet een getal zijn` }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" }), {
      error: `geef een lijst van ${wat}nummers`,
    })
    .max(500);

const naamVelden = {
  roepnaam: z.string({ error: "vul de roepnaam in" }).trim().min(1, "vul de roepnaam in").max(100, "mag hoogstens 100 tekens zijn"),
  voornamen: z.string().trim().max(200, "mag hoogstens 200 tekens zijn").nullish(),
  tussenvoegsel: z.string().trim().max(30, "mag hoogstens 30 tekens zijn").nullish(),
  achternaam: z.string({ error: "vul de achternaam in" }).trim().min(1, "vul de achternaam in").max(100, "mag hoogstens 100 tekens zijn"),
  geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "kies 0 (onbekend), 1 (man), 2 (vrouw) of 9 (niet gespecificeerd)" }).optional(),
};

const koppelingen = {
  rollen: nummers("rol").optional().openapi({ description: "Rol-ids; vervangt de huidige rollen" }),
  vestigingen: nummers("vestiging").optional().openapi({ description: "Vestigingnummers; vervangt de huidige vestigingen" }),
  groepen: nummers("groep").optional().openapi({ description: "Groepnummers (alle schooljaren); vervangt de huidige groepen" }),
};

const emailVeld = z
  .string({ error: "vul het e-mailadres in" })
  .trim()
  .min(1, "vul het e-mailadres in")
  .max(254, "mag hoogstens 254 tekens zijn")
  .pipe(z.email({ error: "vul een geldig e-mailadres in" }));

export default [
  defineRoute({
    method: "get",
    path: "/Medewerkers/Overzicht",
    summary: "Medewerkers met rollen, vestigingen en status, gesorteerd op achternaam; filter actief (standaard), gedeactiveerd of alle; zoeken op naam of e-mail",
    permission: requires(guards.gebruikers),
    query: z.object({
      filter: z.enum(["actief", "gedeactiveerd", "alle"], { error: "kies actief, gedeactiveerd of alle" }).optional(),
      zoek: z.string().max(100, "mag hoogstens 100 tekens zijn").optional().openapi({ description: "Woorden die in naam of e-mailadres voorkomen" }),
    }),
    handler: ({ query }, ctx) => listMedewerkerOverzicht(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers",
    summary: "Actieve medewerkers (id en naam) voor keuzelijsten; voor iedere medewerker van de administratie",
    handler: (_i, ctx) => listMedewerkers(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Rollen/{id}",
    summary: "Rollen van een medewerker",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => getMedewerkerRollen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Vestigingen/{id}",
    summary: "Vestigingen van een medewerker",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => getMedewerkerVestigingen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Groepen/{id}",
    summary: "Groepen van een medewerker in alle schooljaren (nieuwste eerst); met schooljaar alleen dat schooljaar",
    permission: requires(guards.gebruikers),
    params: idParams,
    query: z.object({
      schooljaar: z.string().regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026").optional().openapi({ description: "Alleen dit schooljaar, bijvoorbeeld 2025-2026" }),
    }),
    handler: ({ params, query }, ctx) => getMedewerkerGroepen(ctx, params.id, query.schooljaar),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Lesbundels/{id}",
    summary: "Lesbundels die de medewerker schreef of die met de medewerker zijn gedeeld",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => getMedewerkerLesbundels(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Details/{id}",
    summary: "Gegevens van een medewerker: namen, aanhef, e-mail, status, rollen, vestigingen, groepen en waarvan de medewerker auteur is",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => getMedewerkerDetails(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Add",
    summary: "Medewerker toevoegen (maakt het account aan als het e-mailadres nieuw is) en een activatielink sturen; al lid van deze administratie → 409",
    permission: requires(guards.gebruikers),
    body: z.object({ email: emailVeld, ...naamVelden, ...koppelingen }),
    handler: ({ body }, ctx) => addMedewerker(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Reactivate",
    summary: "Medewerker heractiveren; zonder wachtwoord volgt een nieuwe activatielink. Antwoordt met een tekstbestand als bevestiging",
    permission: requires(guards.gebruikers),
    body: z.object({ id: idBody }),
    answer: "file",
    handler: async ({ body }, ctx) => {
      const { bestandsnaam, tekst } = heractiveringBevestiging(ctx, await reactivateMedewerker(ctx, body.id));
      return fileResponse(tekst, bestandsnaam, "text/plain; charset=utf-8");
    },
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/ChangeEmailAdress",
    summary: "Aanmeld-e-mailadres wijzigen; geweigerd als een ander account het heeft of als de persoon ook in een andere administratie werkt",
    permission: requires(guards.gebruikers),
    body: z.object({ id: idBody, email: emailVeld }),
    handler: ({ body }, ctx) => changeMedewerkerEmail(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Edit",
    summary: "Namen, geslacht en (indien meegegeven) rollen, vestigingen en groepen van een medewerker wijzigen, in één transactie",
    permission: requires(guards.gebruikers),
    body: z.object({ id: idBody, ...naamVelden, ...koppelingen }),
    handler: ({ body }, ctx) => editMedewerker(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Medewerkers/Delete/{id}",
    summary: "Medewerker verwijderen; geweigerd zolang de medewerker auteur is van gegevens, voor uzelf en voor de laatste beheerder",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => deleteMedewerker(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Medewerkers/Deactivate/{id}",
    summary: "Medewerker deactiveren: de toegang vervalt direct; niet voor uzelf en niet voor de laatste beheerder",
    permission: requires(guards.gebruikers),
    params: idParams,
    handler: ({ params }, ctx) => deactivateMedewerker(ctx, params.id),
  }),
];
