import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { addBeoordeling, deleteBeoordeling, editBeoordeling } from "@/lib/services/beoordelaars";
import { fileResponse } from "../files";
import { defineRoute, idParam, requires } from "../route";

const permission = requires(guards.beoordelaars);
const nr = (wat: string) => z.number({ error: `geef ${wat} op (een geheel getal)` }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" });
const velden = {
  onderwijsplanId: nr("het onderwijsplan"),
  doelId: nr("het doel").nullish(),
  leerlingId: nr("de leerling"),
  beoordelaarNr: nr("de beoordelaar"),
  score: z.number({ error: "vul een score van 0 tot en met 100 in" }).int({ error: "de score moet een geheel getal zijn" }).min(0, "de score is minstens 0").max(100, "de score is hoogstens 100"),
  opmerking: z.string().max(2000, "de opmerking mag hoogstens 2000 tekens zijn").nullish(),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
};

export default [
  defineRoute({
    method: "post",
    path: "/Beoordeling/add",
    summary: "Beoordeling (score 0–100) van een leerling op een onderwijsplan toevoegen",
    permission,
    body: z.object(velden),
    handler: ({ body }, ctx) => addBeoordeling(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Beoordeling/edit",
    summary: "Beoordeling wijzigen",
    permission,
    body: z.object({ id: nr("de beoordeling"), ...velden }),
    handler: ({ body }, ctx) => editBeoordeling(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Beoordeling/delete/{a}/{b}/{c}",
    summary: "Beoordeling verwijderen: a = onderwijsplan-id, b = leerling-id, c = beoordeling-id; antwoordt met de verwijderde beoordeling als JSON-bestand",
    permission,
    answer: "file",
    params: z.object({ a: idParam("Id van het onderwijsplan"), b: idParam("Id van de leerling"), c: idParam("Id van de beoordeling") }),
    handler: async ({ params }, ctx) => {
      const weg = await deleteBeoordeling(ctx, params.a, params.b, params.c);
      return fileResponse(JSON.stringify(weg, null, 2), `beoordeling-${weg.id}-verwijderd.json`, "application/json; charset=utf-8");
    },
  }),
];
