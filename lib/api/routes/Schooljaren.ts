import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import {
  addSchooljaar,
  deleteSchooljaar,
  editSchooljaar,
  getActievePeriode,
  getHuidigSchooljaar,
  getPeriode,
  getSchooljaar,
  listPerioden,
  listSchooljaren,
} from "@/lib/services/schooljaren";
import { huidigSchooljaar } from "@/lib/schooljaar";
import {
  huidigSchooljaarAntwoord,
  periodeAntwoord,
  periodeMetSchooljaar,
  schooljaarAntwoord,
  schooljaarBewerken,
  schooljaarToevoegen,
  schooljaarVerwijderd,
} from "@/lib/schemas/schooljaren";
import { defineRoute, getalTekst, iederLid, requires } from "../route";

const schooljaarParam = z
  .string()
  .regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026")
  .openapi({ description: "Schooljaar, bijvoorbeeld 2025-2026", param: { required: true } });

export default [
  defineRoute({
    method: "get",
    path: "/Schooljaren",
    summary: "Schooljaren van de administratie met hun perioden, nieuwste eerst",
    permission: iederLid,
    query: z.object({ aantal: getalTekst("Hoeveel [[schooljaren]] (nieuwste eerst)", { max: 100 }).optional() }),
    response: z.array(schooljaarAntwoord),
    handler: ({ query }, ctx) => listSchooljaren(ctx, query.aantal),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/HuidigSchooljaar",
    summary: "Het huidige schooljaar (1 augustus t/m 31 juli) met perioden; bestaat=false als het niet is ingericht",
    permission: iederLid,
    response: huidigSchooljaarAntwoord,
    handler: (_i, ctx) => getHuidigSchooljaar(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/HuidigePeriode",
    summary: "De actieve periode van het huidige schooljaar (vandaag, begrensd tot het schooljaar)",
    permission: iederLid,
    response: periodeMetSchooljaar,
    handler: (_i, ctx) => getActievePeriode(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/Periode/{schooljaar}/{nummer}",
    summary: "Eén periode van een schooljaar",
    permission: iederLid,
    params: z.object({ schooljaar: schooljaarParam, nummer: getalTekst("Nummer van de periode").openapi({ param: { required: true } }) }),
    response: periodeMetSchooljaar,
    handler: ({ params }, ctx) => getPeriode(ctx, params.schooljaar, params.nummer),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/Details/{schooljaar}",
    summary: "Eén schooljaar met perioden",
    permission: iederLid,
    params: z.object({ schooljaar: schooljaarParam }),
    response: schooljaarAntwoord,
    handler: ({ params }, ctx) => getSchooljaar(ctx, params.schooljaar),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/Perioden",
    summary: "Perioden van het huidige schooljaar",
    permission: iederLid,
    response: z.array(periodeAntwoord),
    handler: (_i, ctx) => listPerioden(ctx, huidigSchooljaar()),
  }),
  defineRoute({
    method: "get",
    path: "/Schooljaren/Perioden/{schooljaar}",
    summary: "Perioden van een schooljaar",
    permission: iederLid,
    params: z.object({ schooljaar: schooljaarParam }),
    response: z.array(periodeAntwoord),
    handler: ({ params }, ctx) => listPerioden(ctx, params.schooljaar),
  }),
  defineRoute({
    method: "post",
    path: "/Schooljaren/Toevoegen",
    summary: "Schooljaar toevoegen; zonder perioden krijgt het vier standaardperioden",
    permission: requires(guards.schooljaren),
    body: schooljaarToevoegen,
    response: schooljaarAntwoord,
    handler: ({ body }, ctx) => addSchooljaar(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Schooljaren/Edit",
    summary: "Perioden van een schooljaar wijzigen (de hele lijst; weggelaten perioden worden verwijderd)",
    permission: requires(guards.schooljaren),
    body: schooljaarBewerken,
    response: schooljaarAntwoord,
    handler: ({ body }, ctx) => editSchooljaar(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Schooljaren/Delete/{schooljaar}",
    summary: "Schooljaar verwijderen; geweigerd zolang er groepen of andere gegevens in staan",
    permission: requires(guards.schooljaren),
    params: z.object({ schooljaar: schooljaarParam }),
    response: schooljaarVerwijderd,
    handler: ({ params }, ctx) => deleteSchooljaar(ctx, params.schooljaar),
  }),
];
