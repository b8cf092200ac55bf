import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { fileResponse, XLSX } from "@/lib/api/files";
import { addGroep, deleteGroep, editGroep, exportGroepLeerlingen, getGroep, listGroepen } from "@/lib/services/groepen";
import { groepAntwoord, groepNr, groepVelden, groepVerwijderd } from "@/lib/schemas/groepen";
import { admnrParam, defineRoute, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

const zoek = z.object({ search: z.string().max(100).optional().openapi({ description: "Zoek op groepsnaam" }) });

export default [
  defineRoute({
    method: "get",
    path: "/Groepen/All/{schooljaar}",
    summary: "Alle groepen van een schooljaar die de gebruiker mag zien, op naam",
    permission: requires(g.groepenAlleLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    query: zoek,
    queries: 9,
    response: z.array(groepAntwoord),
    handler: ({ params, query }, ctx) => listGroepen(ctx, { schooljaar: params.schooljaar, search: query.search }),
  }),
  defineRoute({
    method: "get",
    path: "/Groepen/Details/{admnr}/{nr}",
    summary: "Eén groep met vestiging, leerkrachten en aantal leerlingen",
    permission: requires(g.groepenLezen),
    params: z.object({ admnr: admnrParam(), nr: idParam("Groepnummer") }),
    response: groepAntwoord,
    handler: ({ params }, ctx) => getGroep(ctx, params.nr),
  }),
  defineRoute({
    method: "get",
    path: "/Groepen/Eigen/{schooljaar}",
    summary: "De eigen groepen van de gebruiker in een schooljaar",
    permission: requires(g.groepenEigenLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    query: zoek,
    response: z.array(groepAntwoord),
    handler: ({ params, query }, ctx) => listGroepen(ctx, { schooljaar: params.schooljaar, eigen: true, search: query.search }),
  }),
  defineRoute({
    method: "get",
    path: "/Groepen/vestiging/{schooljaar}/{vestigingNr}",
    summary: "De groepen van één vestiging in een schooljaar die de gebruiker mag zien",
    permission: requires(g.groepenAlleLezen),
    params: z.object({ schooljaar: schooljaarParam, vestigingNr: idParam("Vestigingsnummer") }),
    query: zoek,
    response: z.array(groepAntwoord),
    handler: ({ params, query }, ctx) => listGroepen(ctx, { schooljaar: params.schooljaar, vestiging: params.vestigingNr, search: query.search }),
  }),
  defineRoute({
    method: "post",
    path: "/Groepen/Add",
    summary: "Groep toevoegen in een schooljaar en vestiging",
    permission: requires(g.groepenSchrijven),
    body: groepVelden.extend({ schooljaar: schooljaarParam }),
    response: groepAntwoord,
    handler: ({ body }, ctx) => addGroep(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Groepen/Edit",
    summary: "Groep wijzigen (naam, vestiging, soort, jaargroep, leerjaar, vakgebied); het schooljaar blijft",
    permission: requires(g.groepenSchrijven),
    body: groepVelden.extend({ nr: groepNr }),
    response: groepAntwoord,
    handler: ({ body }, ctx) => editGroep(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Groepen/ExportLeerlingen",
    summary: "De leerlingen van een groep als Excel-bestand (isActief: alleen de huidige, standaard true)",
    permission: requires(g.groepenLezen),
    body: z.object({ groepNr, isActief: z.boolean().optional() }),
    answer: "file",
    fileType: XLSX,
    handler: async ({ body }, ctx) => {
      const { buffer, bestandsnaam } = await exportGroepLeerlingen(ctx, body.groepNr, body.isActief ?? true);
      return fileResponse(buffer, bestandsnaam, XLSX);
    },
  }),
  defineRoute({
    method: "delete",
    path: "/Groepen/Delete/{admnr}/{nr}",
    summary: "Groep verwijderen; geweigerd zolang er leerlingen in ingedeeld zijn",
    permission: requires(g.groepenSchrijven),
    params: z.object({ admnr: admnrParam(), nr: idParam("Groepnummer") }),
    response: groepVerwijderd,
    handler: ({ params }, ctx) => deleteGroep(ctx, params.nr),
  }),
];
