import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { inlogkoppelingAntwoord, inlogkoppelingVerwijderd, inlogkoppelingVerwijderen, inlogmethodeAntwoord, inlogmethodeBijwerken, inlogmethodeToevoegen, inlogmethodeVerwijderd } from "@/lib/schemas/inlogmethoden";
import { addInlogmethode, deleteInlogkoppeling, deleteInlogmethode, getInlogmethode, listInlogkoppelingen, listInlogmethoden, updateInlogmethode } from "@/lib/services/inlogmethoden";
import { defineRoute, idParam, requires } from "../route";

/**
 * Sign-in methods (issue 31): the OpenID Connect providers an administration's staff sign in
 * with. Administratie manage, as the other settings of the administration (guard `inlogmethoden`).
 * The client secret goes in, never out.
 */
const beheer = requires(guards.inlogmethoden);
const idParams = z.object({ id: idParam("Nummer van de inlogmethode") });

export default [
  defineRoute({
    method: "get",
    path: "/Inlogmethoden",
    summary: "De inlogmethoden (OpenID Connect-providers) die medewerkers van de administratie kunnen aanmelden, op naam: de eigen en de klantbrede van andere administraties van de klant (eigen: false, hier alleen te lezen); zonder clientgeheim",
    permission: beheer,
    response: z.array(inlogmethodeAntwoord),
    handler: (_i, ctx) => listInlogmethoden(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Inlogmethoden/details/{id}",
    summary: "Eén inlogmethode, met de redirect-URI om bij de provider te registreren; zonder clientgeheim",
    permission: beheer,
    params: idParams,
    response: inlogmethodeAntwoord,
    handler: ({ params }, ctx) => getInlogmethode(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Inlogmethoden/Add",
    summary: "Inlogmethode toevoegen: naam, issuer (https), client-id, clientgeheim (versleuteld bewaard), e-maildomeinen, of wachtwoord-aanmelden blijft, klantId voor alle administraties van de klant",
    permission: beheer,
    body: inlogmethodeToevoegen,
    response: inlogmethodeAntwoord,
    handler: ({ body }, ctx) => addInlogmethode(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Inlogmethoden/Update",
    summary: "Inlogmethode wijzigen; zonder clientSecret blijft het opgeslagen geheim",
    permission: beheer,
    body: inlogmethodeBijwerken,
    response: inlogmethodeAntwoord,
    handler: ({ body }, ctx) => updateInlogmethode(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Inlogmethoden/Delete/{id}",
    summary: "Inlogmethode verwijderen; wie ermee aanmeldde, meldt daarna aan met een andere methode",
    permission: beheer,
    params: idParams,
    response: inlogmethodeVerwijderd,
    handler: ({ params }, ctx) => deleteInlogmethode(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Inlogmethoden/Koppelingen",
    summary: "De koppelingen (issuer, sub) van medewerkers van de administratie aan hun account bij de inlogmethoden die zij vertrouwt; een koppeling ontstaat bij de eerste aanmelding",
    permission: beheer,
    response: z.array(inlogkoppelingAntwoord),
    handler: (_i, ctx) => listInlogkoppelingen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Inlogmethoden/Koppelingen/Delete",
    summary: "Koppeling van een medewerker verwijderen (bijvoorbeeld als het account bij de provider opnieuw is aangemaakt); bij de volgende aanmelding wordt de nieuwe sub bewaard",
    permission: beheer,
    body: inlogkoppelingVerwijderen,
    response: inlogkoppelingVerwijderd,
    handler: ({ body }, ctx) => deleteInlogkoppeling(ctx, body),
  }),
];
