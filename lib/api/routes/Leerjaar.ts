import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addLeerjaar, deleteLeerjaar, getLeerjaar, koppelLeerjarenPakket, leerjaarPakketFasen, listLeerjaren, updateLeerjaar } from "@/lib/services/leerjaren";
import { nrVerwijderdAntwoord } from "@/lib/schemas/hoofdvakgebieden";
import { leerjaarAntwoord, leerjaarBijwerken, leerjaarPakketFasenAntwoord, leerjaarVelden } from "@/lib/schemas/leerjaren";
import { admnrParam, defineRoute, idParam, requires } from "../route";

const permission = requires(guards.leerjaren);
const nr = (wat: string) => z.number({ error: `geef ${wat} op (een geheel getal)` }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" });

export default [
  defineRoute({
    method: "get",
    path: "/Leerjaar/GetList",
    summary: "Leerjaren van de administratie in hun volgorde, met aantallen groepen en gekoppelde fasen",
    permission,
    response: z.array(leerjaarAntwoord),
    handler: (_i, ctx) => listLeerjaren(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Leerjaar/Details/{admnr}/{nr}",
    summary: "Eén leerjaar met de gekoppelde pakketfasen; admnr = administratienummer, nr = leerjaar-nr",
    permission,
    params: z.object({ admnr: admnrParam(), nr: idParam("Nummer van het leerjaar") }),
    response: leerjaarAntwoord,
    handler: ({ params }, ctx) => getLeerjaar(ctx, params.nr),
  }),
  defineRoute({
    method: "get",
    path: "/Leerjaar/LeerjaarPakketFasen/{id}",
    summary: "Fasen van een leerroutepakket en per leerjaar de gekoppelde fasen; id = leerroutepakket-id",
    permission,
    params: z.object({ id: idParam("Id van het leerroutepakket") }),
    response: leerjaarPakketFasenAntwoord,
    handler: ({ params }, ctx) => leerjaarPakketFasen(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Leerjaar/Add",
    summary: "Leerjaar toevoegen (achteraan in de volgorde)",
    permission,
    body: leerjaarVelden,
    response: leerjaarAntwoord,
    handler: ({ body }, ctx) => addLeerjaar(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerjaar/update",
    summary: "Naam en code van een leerjaar wijzigen",
    permission,
    body: leerjaarBijwerken,
    response: leerjaarAntwoord,
    handler: ({ body }, ctx) => updateLeerjaar(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerjaar/KoppelLeerjarenPakket",
    summary: "Per genoemd leerjaar precies deze fasen van het leerroutepakket koppelen",
    permission,
    body: z.object({
      leerroutepakketId: nr("het leerroutepakket"),
      leerjaren: z
        .array(z.object({ leerjaarNr: nr("het leerjaar"), faseNummers: z.array(nr("een fasenummer")).max(100) }), { error: "geef de leerjaren met hun fasen op" })
        .min(1, "geef minstens één leerjaar op")
        .max(100),
    }),
    response: leerjaarPakketFasenAntwoord,
    handler: ({ body }, ctx) => koppelLeerjarenPakket(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerjaar/Delete/{admnr}/{nr}",
    summary: "Leerjaar verwijderen; geweigerd zolang groepen of schoolloopbanen het gebruiken; admnr = administratienummer, nr = leerjaar-nr",
    permission,
    params: z.object({ admnr: admnrParam(), nr: idParam("Nummer van het leerjaar") }),
    response: nrVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteLeerjaar(ctx, params.nr),
  }),
];
