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
import { eigenGroep } from "@/lib/schemas/accounts";
import {
  emailGewijzigdAntwoord,
  emailWijzigen,
  medewerkerBewerken,
  medewerkerDetailsAntwoord,
  medewerkerId,
  medewerkerKeuzeAntwoord,
  medewerkerLesbundelAntwoord,
  medewerkerOverzichtAntwoord,
  medewerkerToegevoegdAntwoord,
  medewerkerToevoegen,
  medewerkerVerwijderdAntwoord,
  rolKort,
  vestigingKort,
} from "@/lib/schemas/medewerkers";
import { fileResponse } from "../files";
import { defineRoute, requires, uuidParam } from "../route";

/** Content type of the Reactivate confirmation. */
const TEKST = "text/plain; charset=utf-8";

const idParams = z.object({ id: uuidParam("Id van de medewerker (de gebruiker-uuid)") });

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
    response: z.array(medewerkerOverzichtAntwoord),
    handler: ({ query }, ctx) => listMedewerkerOverzicht(ctx, query),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers",
    summary: "Actieve medewerkers (id en naam) voor keuzelijsten; voor iedere medewerker van de administratie",
    response: z.array(medewerkerKeuzeAntwoord),
    handler: (_i, ctx) => listMedewerkers(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Rollen/{id}",
    summary: "Rollen van een medewerker",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: z.array(rolKort),
    handler: ({ params }, ctx) => getMedewerkerRollen(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Vestigingen/{id}",
    summary: "Vestigingen van een medewerker",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: z.array(vestigingKort),
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
    response: z.array(eigenGroep),
    handler: ({ params, query }, ctx) => getMedewerkerGroepen(ctx, params.id, query.schooljaar),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Lesbundels/{id}",
    summary: "Lesbundels die de medewerker schreef of die met de medewerker zijn gedeeld",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: z.array(medewerkerLesbundelAntwoord),
    handler: ({ params }, ctx) => getMedewerkerLesbundels(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Medewerkers/Details/{id}",
    summary: "Gegevens van een medewerker: namen, aanhef, e-mail, status, rollen, vestigingen, groepen en waarvan de medewerker auteur is",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: medewerkerDetailsAntwoord,
    handler: ({ params }, ctx) => getMedewerkerDetails(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Add",
    summary: "Medewerker toevoegen (maakt het account aan als het e-mailadres nieuw is) en een activatielink sturen; al lid van deze administratie → 409",
    permission: requires(guards.gebruikers),
    body: medewerkerToevoegen,
    response: medewerkerToegevoegdAntwoord,
    handler: ({ body }, ctx) => addMedewerker(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Reactivate",
    summary: "Medewerker heractiveren; zonder wachtwoord volgt een nieuwe activatielink. Antwoordt met een tekstbestand als bevestiging",
    permission: requires(guards.gebruikers),
    body: z.object({ id: medewerkerId }),
    answer: "file",
    fileType: TEKST,
    handler: async ({ body }, ctx) => {
      const { bestandsnaam, tekst } = heractiveringBevestiging(ctx, await reactivateMedewerker(ctx, body.id));
      return fileResponse(tekst, bestandsnaam, TEKST);
    },
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/ChangeEmailAdress",
    summary: "Aanmeld-e-mailadres wijzigen; geweigerd als een ander account het heeft of als de persoon ook in een andere administratie werkt",
    permission: requires(guards.gebruikers),
    body: emailWijzigen,
    response: emailGewijzigdAntwoord,
    handler: ({ body }, ctx) => changeMedewerkerEmail(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Medewerkers/Edit",
    summary: "Namen, geslacht en (indien meegegeven) rollen, vestigingen en groepen van een medewerker wijzigen, in één transactie",
    permission: requires(guards.gebruikers),
    body: medewerkerBewerken,
    response: medewerkerDetailsAntwoord,
    handler: ({ body }, ctx) => editMedewerker(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Medewerkers/Delete/{id}",
    summary: "Medewerker verwijderen; geweigerd zolang de medewerker auteur is van gegevens, voor uzelf en voor de laatste beheerder",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: medewerkerVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteMedewerker(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Medewerkers/Deactivate/{id}",
    summary: "Medewerker deactiveren: de toegang vervalt direct; niet voor uzelf en niet voor de laatste beheerder",
    permission: requires(guards.gebruikers),
    params: idParams,
    response: medewerkerDetailsAntwoord,
    handler: ({ params }, ctx) => deactivateMedewerker(ctx, params.id),
  }),
];
