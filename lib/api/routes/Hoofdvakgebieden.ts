import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  addHoofdvakgebied,
  createForLeerroutepakket,
  deleteHoofdvakgebied,
  editHoofdvakgebied,
  getHoofdvakgebied,
  getHoofdvakgebiedPerDomein,
  koppelDomeinen,
  listHoofdvakgebieden,
  listHoofdvakgebiedenVoorPakket,
  listNietGekoppeldeDomeinen,
  ontkoppelDomein,
  reorganizeHoofdvakgebieden,
  samenvoegenHoofdvakgebieden,
} from "@/lib/services/hoofdvakgebieden";
import { domeinId, hoofdvakgebiedBijwerken, hoofdvakgebiedenSamenvoegen, hoofdvakgebiedToevoegen } from "@/lib/schemas/hoofdvakgebieden";
import { defineRoute, idParam, requires } from "../route";

const permission = requires(guards.hoofdvakgebieden);
const nr = (wat: string) => z.number({ error: `geef ${wat} op (een geheel getal)` }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" });
const pakketQuery = z.coerce.number({ error: "moet een geheel getal zijn" }).int().positive().openapi({ type: "integer", description: "Id van het leerroutepakket" });

export default [
  defineRoute({
    method: "get",
    path: "/Hoofdvakgebieden",
    summary: "Hoofdvakgebieden in hun volgorde, met aantallen vakgebieden en domeinen; zoek op naam",
    permission,
    query: z.object({ zoek: z.string().max(100).optional() }),
    handler: ({ query }, ctx) => listHoofdvakgebieden(ctx, query.zoek),
  }),
  defineRoute({
    method: "get",
    path: "/Hoofdvakgebieden/PerDomein/{id}",
    summary: "Het hoofdvakgebied waaraan een domein gekoppeld is (of null); id = domein-id",
    permission,
    params: z.object({ id: idParam("Id van het domein") }),
    handler: ({ params }, ctx) => getHoofdvakgebiedPerDomein(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Hoofdvakgebieden/leerroutepakket/{id}",
    summary: "Hoofdvakgebieden met de gekoppelde domeinen van één leerroutepakket; id = leerroutepakket-id",
    permission,
    params: z.object({ id: idParam("Id van het leerroutepakket") }),
    handler: ({ params }, ctx) => listHoofdvakgebiedenVoorPakket(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Hoofdvakgebieden/Details/{id}",
    summary: "Eén hoofdvakgebied met gekoppelde domeinen en vakgebieden; id = hoofdvakgebied-nr",
    permission,
    params: z.object({ id: idParam("Nummer van het hoofdvakgebied") }),
    handler: ({ params }, ctx) => getHoofdvakgebied(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Hoofdvakgebieden/NietGekoppeldeDomeinen",
    summary: "Domeinen van de gebruikte leerroutepakketten die nog aan geen hoofdvakgebied gekoppeld zijn",
    permission,
    query: z.object({ leerroutepakketId: pakketQuery.optional() }),
    handler: ({ query }, ctx) => listNietGekoppeldeDomeinen(ctx, query.leerroutepakketId),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/Add",
    summary: "Hoofdvakgebied toevoegen (achteraan in de volgorde)",
    permission,
    body: hoofdvakgebiedToevoegen,
    handler: ({ body }, ctx) => addHoofdvakgebied(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/Edit",
    summary: "Naam van een hoofdvakgebied wijzigen",
    permission,
    body: hoofdvakgebiedBijwerken,
    handler: ({ body }, ctx) => editHoofdvakgebied(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden",
    summary: "Hoofdvakgebied bronNr samenvoegen in doelNr: domeinen en vakgebieden gaan mee, bronNr vervalt",
    permission,
    body: hoofdvakgebiedenSamenvoegen,
    handler: ({ body }, ctx) => samenvoegenHoofdvakgebieden(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/KoppelDomeinen",
    summary: "Domeinen van een leerroutepakket aan een hoofdvakgebied koppelen",
    permission,
    body: z.object({
      hoofdvakgebiedNr: nr("het hoofdvakgebied"),
      leerroutepakketId: nr("het leerroutepakket"),
      domeinIds: z.array(domeinId, { error: "geef een lijst domein-ids op" }).min(1, "kies minstens één domein").max(500),
    }),
    handler: ({ body }, ctx) => koppelDomeinen(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/reorganize",
    summary: "Nieuwe volgorde van de hoofdvakgebieden opslaan (alle nummers, elk één keer)",
    permission,
    body: z.object({ nrs: z.array(nr("een hoofdvakgebied-nr"), { error: "geef de nummers in de nieuwe volgorde op" }).max(1000) }),
    handler: ({ body }, ctx) => reorganizeHoofdvakgebieden(ctx, body.nrs),
  }),
  defineRoute({
    method: "post",
    path: "/Hoofdvakgebieden/CreateForLeerroutepakket",
    summary: "Per nog niet gekoppeld domein van het pakket een hoofdvakgebied met die naam aanmaken (of hergebruiken) en koppelen",
    permission,
    query: z.object({ leerroutepakketId: pakketQuery.openapi({ param: { required: true } }) }),
    handler: ({ query }, ctx) => createForLeerroutepakket(ctx, query.leerroutepakketId),
  }),
  defineRoute({
    method: "delete",
    path: "/Hoofdvakgebieden/Delete/{id}",
    summary: "Hoofdvakgebied verwijderen; geweigerd zolang er vakgebieden onder vallen; id = hoofdvakgebied-nr",
    permission,
    params: z.object({ id: idParam("Nummer van het hoofdvakgebied") }),
    handler: ({ params }, ctx) => deleteHoofdvakgebied(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Hoofdvakgebieden/OntKoppelDomeinen/{a}/{b}",
    summary: "Domein ontkoppelen: a = hoofdvakgebied-nr, b = domein-id",
    permission,
    params: z.object({ a: idParam("Nummer van het hoofdvakgebied"), b: idParam("Id van het domein") }),
    handler: ({ params }, ctx) => ontkoppelDomein(ctx, params.a, params.b),
  }),
];
