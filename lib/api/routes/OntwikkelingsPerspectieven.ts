import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  actieveOpps,
  eigenOpps,
  handelingsdeelBijwerken as handelingsdeelOpslaan,
  oppBijwerken,
  oppCategorie,
  oppDetails,
  oppHandelingsdeel,
  oppItemVerwijderen,
  oppPeriodeWijzigen,
  oppsVoorLeerling,
  oppToevoegen,
  oppVaststellen,
  oppVerwijderen,
} from "@/lib/services/ontwikkelingsperspectieven";
import { oppPdf } from "@/lib/services/plan-afdrukken";
import {
  categorieCode,
  handelingsdeelAntwoord,
  handelingsdeelBijwerken,
  itemVerwijderd,
  oppBijwerken as bijwerkenBody,
  oppCategorieDetails,
  oppDetails as detailsAntwoord,
  oppRij,
  oppToevoegen as toevoegenBody,
  oppVerwijderd,
  periodeWijzigen,
  vaststellen,
  versieSleutel,
} from "@/lib/schemas/ontwikkelingsperspectieven";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/**
 * OntwikkelingsPerspectieven (§7.10, issue 15; screens planning/ontwikkelingsperspectieven/** and
 * the pupil tab ontwikkelingsperspectieven). An OPP is named by its id; a version by CONCEPT or
 * its date; a page (category) by the template category's code.
 */

const lezen = requires(g.oppLezen);
const schrijven = requires(g.oppSchrijven);
const oppId = idParam("Id van het ontwikkelingsperspectief");

export default [
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/EigenLeerlingen/{id}",
    summary: "De ontwikkelingsperspectieven van het [[schooljaar]] (id = [[schooljaar]]) van [[leerlingen]] in de eigen [[groepen]]",
    permission: requires(g.oppEigenLezen),
    params: z.object({ id: schooljaarParam }),
    response: z.array(oppRij),
    handler: ({ params }, ctx) => eigenOpps(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/Actief/{a}/{b}",
    summary: "De ontwikkelingsperspectieven van het [[schooljaar]] van ingeschreven [[leerlingen]] in de leesbare [[vestigingen]]; a = [[schooljaar]], b = [[vestiging]] (0 = alle leesbare)",
    permission: requires(g.oppActiefLezen),
    params: z.object({ a: schooljaarParam, b: getalTekst("Nummer van de [[vestiging]] (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    response: z.array(oppRij),
    handler: ({ params }, ctx) => actieveOpps(ctx, params.a, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/ForLeerling/{a}/{b}",
    summary: "De ontwikkelingsperspectieven van één [[leerling]] (tab ontwikkelingsperspectieven); a = administratienummer, b = id van de [[leerling]]",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: idParam("Id van de [[leerling]]") }),
    response: z.array(oppRij),
    handler: ({ params }, ctx) => oppsVoorLeerling(ctx, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/Details/{a}/{b}",
    summary: "Eén ontwikkelingsperspectief: versies (Concept eerst, dan vastgesteld, nieuwste eerst), pagina's (categorieën) en handelingsdeel; toont het Concept, anders de laatst vastgestelde versie; a = administratienummer, b = id",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: oppId }),
    response: detailsAntwoord,
    handler: ({ params }, ctx) => oppDetails(ctx, params.b),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/Details/{a}/{b}/{c}",
    summary: "Eén pagina (categorie) van een versie met de items en de ingevulde waarden; a = administratienummer, b = id, c = code van de categorie; version = CONCEPT of de datum (een onbekende versie wordt geweigerd)",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: oppId, c: categorieCode.openapi({ description: "Code van de categorie", param: { required: true } }) }),
    query: z.object({ version: versieSleutel.optional() }),
    response: oppCategorieDetails,
    handler: ({ params, query }, ctx) => oppCategorie(ctx, params.b, params.c, query.version),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/Pdf/{a}/{b}",
    summary:
      "Eén versie van een ontwikkelingsperspectief als PDF om af te drukken: [[leerling]], template, elke pagina (categorie) met zijn items per itemtype, het handelingsdeel en bij een vastgestelde versie het gesprek en akkoord van de ouders en hoe [[de leerling]] is gehoord; een Concept staat er als 'Concept — niet vastgesteld' op. a = administratienummer, b = id; version = CONCEPT of de datum (zonder: het Concept, anders de laatst vastgestelde; een onbekende versie wordt geweigerd). Wordt gelogd (pad niet in de catalogus)",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: oppId }),
    query: z.object({ version: versieSleutel.optional() }),
    answer: "file",
    fileType: "application/pdf",
    // The OPP, the names of its package content, the log line, the school's name and logo.
    queries: 6,
    handler: ({ params, query }, ctx) => oppPdf(ctx, params.b, query.version),
  }),
  defineRoute({
    method: "get",
    path: "/OntwikkelingsPerspectieven/Handelingsdeel/{a}/{b}",
    summary: "Het handelingsdeel (doelen per vakgebied, aanpak, evaluatie) en het akkoord van de ouders bij de laatste vaststelling; a = administratienummer, b = id",
    permission: lezen,
    params: z.object({ a: admnrParam(), b: oppId }),
    response: handelingsdeelAntwoord,
    handler: ({ params }, ctx) => oppHandelingsdeel(ctx, params.b),
  }),
  defineRoute({
    method: "post",
    path: "/OntwikkelingsPerspectieven/HandelingsdeelUpdate/{id}",
    summary: "Het handelingsdeel bijwerken (id = ontwikkelingsperspectief): alle regels op volgorde; wat ontbreekt vervalt",
    permission: schrijven,
    params: z.object({ id: oppId }),
    body: handelingsdeelBijwerken,
    queries: 8,
    response: handelingsdeelAntwoord,
    handler: ({ params, body }, ctx) => handelingsdeelOpslaan(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/OntwikkelingsPerspectieven/Update/{id}",
    summary: "De waarden van één categorie in het Concept (id = ontwikkelingsperspectief), gecontroleerd per itemtype; zonder Concept begint een nieuw Concept vanuit de laatst vastgestelde versie",
    permission: schrijven,
    params: z.object({ id: oppId }),
    body: bijwerkenBody,
    queries: 10,
    response: oppCategorieDetails,
    handler: ({ params, body }, ctx) => oppBijwerken(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/OntwikkelingsPerspectieven/ChangePeriode/{id}",
    summary: "[[Schooljaar]] en periode van het ontwikkelingsperspectief wijzigen (id = ontwikkelingsperspectief)",
    permission: schrijven,
    params: z.object({ id: oppId }),
    body: periodeWijzigen,
    queries: 6,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => oppPeriodeWijzigen(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/OntwikkelingsPerspectieven/Add/{id}",
    summary: "Een ontwikkelingsperspectief voor een [[leerling]] beginnen (id = [[leerling]]) uit een actieve OPP-template, met een leeg Concept",
    permission: schrijven,
    params: z.object({ id: idParam("Id van de [[leerling]]") }),
    body: toevoegenBody,
    queries: 7,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => oppToevoegen(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/OntwikkelingsPerspectieven/Vaststellen/{id}",
    summary: "Het Concept vaststellen (id = ontwikkelingsperspectief): het krijgt de datum, het gesprek en akkoord van de ouders op het handelingsdeel, hoe de [[leerling]] is gehoord en een kopie van het handelingsdeel; een vastgestelde versie verandert niet meer",
    permission: schrijven,
    params: z.object({ id: oppId }),
    body: vaststellen,
    queries: 6,
    response: detailsAntwoord,
    handler: ({ params, body }, ctx) => oppVaststellen(ctx, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/OntwikkelingsPerspectieven/Delete/{a}/{b}",
    summary: "Het ontwikkelingsperspectief met al zijn versies en handelingsdeel verwijderen; a = administratienummer, b = id",
    permission: schrijven,
    params: z.object({ a: admnrParam(), b: oppId }),
    response: oppVerwijderd,
    handler: ({ params }, ctx) => oppVerwijderen(ctx, params.b),
  }),
  defineRoute({
    method: "delete",
    path: "/OntwikkelingsPerspectieven/DeleteItem/{a}/{b}",
    summary: "Eén ingevuld item uit het Concept verwijderen (items van een vastgestelde versie veranderen niet: 409); a = administratienummer, b = item-id",
    permission: schrijven,
    params: z.object({ a: admnrParam(), b: idParam("Id van het item") }),
    response: itemVerwijderd,
    handler: ({ params }, ctx) => oppItemVerwijderen(ctx, params.b),
  }),
];
