import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import {
  addToewijzingen,
  deleteToewijzing,
  editToewijzing,
  moveToewijzing,
  schoolloopbaan,
  voorGroep,
  voorGroepPagina,
  voorLeerling,
  voorPeriode,
} from "@/lib/services/leerlingtoewijzingen";
import { schoolloopbaanJaar, toewijzingAntwoord, toewijzingVerwijderdAntwoord, verhuisAntwoord, voorGroepAntwoord } from "@/lib/schemas/leerlingtoewijzingen";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

const datum = (leeg: string) => z.iso.date({ error: leeg });

export default [
  defineRoute({
    method: "get",
    path: "/Leerlingtoewijzingen/VoorGroep/{schooljaar}/{groepNr}",
    summary:
      "Indelingen van een groep in zijn schooljaar, op naam; isActief=true: alleen de huidige; search: op naam van de leerling. Met page of pageSize één pagina { items, total, page, pageSize }, anders de hele lijst",
    permission: requires(g.groepenLezen),
    params: z.object({ schooljaar: schooljaarParam, groepNr: idParam("Groepnummer") }),
    query: z.object({
      isActief: z.enum(["true", "false"], { error: "gebruik true of false" }).optional(),
      search: z.string().max(100, "hoogstens 100 tekens").optional().openapi({ description: "Zoek op naam van de leerling" }),
      page: getalTekst("Pagina (vanaf 1)").optional(),
      pageSize: getalTekst("Regels per pagina (hoogstens 200, standaard 50)", { max: 200 }).optional(),
    }),
    response: voorGroepAntwoord,
    handler: ({ params, query }, ctx) => {
      const o = { isActief: query.isActief === "true", search: query.search };
      return query.page === undefined && query.pageSize === undefined
        ? voorGroep(ctx, params.schooljaar, params.groepNr, o)
        : voorGroepPagina(ctx, params.schooljaar, params.groepNr, { ...o, page: query.page, pageSize: query.pageSize });
    },
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingtoewijzingen/VoorPeriode/{schooljaar}/{periode}/{groepNr}",
    summary: "Indelingen van een groep die een periode van het schooljaar overlappen",
    permission: requires(g.groepenLezen),
    params: z.object({ schooljaar: schooljaarParam, periode: idParam("Periodenummer"), groepNr: idParam("Groepnummer") }),
    response: z.array(toewijzingAntwoord),
    handler: ({ params }, ctx) => voorPeriode(ctx, params.schooljaar, params.periode, params.groepNr),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingtoewijzingen/VoorLeerling/{admnr}/{leerlingId}/{schooljaar}",
    summary: "Indelingen van een leerling in de groepen van een schooljaar",
    permission: requires(g.leerlingenLezen),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Leerling-id"), schooljaar: schooljaarParam }),
    response: z.array(toewijzingAntwoord),
    handler: ({ params }, ctx) => voorLeerling(ctx, params.leerlingId, params.schooljaar),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingtoewijzingen/schoolloopbaan/{admnr}/{leerlingId}",
    summary: "Schoolloopbaan van een leerling: per schooljaar de loopbaanregel en de groepsgeschiedenis, nieuwste eerst",
    permission: requires(g.leerlingenLezen),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Leerling-id") }),
    response: z.array(schoolloopbaanJaar),
    handler: ({ params }, ctx) => schoolloopbaan(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingtoewijzingen/edit/{id}",
    summary: "Data van een indeling wijzigen (binnen het schooljaar van de groep)",
    permission: requires(g.groepenSchrijven),
    params: z.object({ id: idParam("Indeling-id") }),
    body: z.object({ ingangsdatum: datum("vul een datum in (jjjj-mm-dd)"), einddatum: datum("vul een datum in (jjjj-mm-dd)").nullish() }),
    response: toewijzingAntwoord,
    handler: ({ params, body }, ctx) => editToewijzing(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingtoewijzingen/Move/{id}",
    summary: "Leerling vanaf een datum naar een andere groep: de huidige indeling eindigt de dag ervoor",
    permission: requires(g.groepenSchrijven),
    params: z.object({ id: idParam("Indeling-id") }),
    body: z.object({ groepNr: z.number({ error: "kies een [[groep]]" }).int().positive("kies een [[groep]]"), datum: datum("vul de datum in (jjjj-mm-dd)") }),
    response: verhuisAntwoord,
    handler: ({ params, body }, ctx) => moveToewijzing(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingtoewijzingen/Add/{groepNr}",
    summary: "Leerlingen in een groep plaatsen vanaf een datum (allemaal of geen)",
    permission: requires(g.groepenSchrijven),
    params: z.object({ groepNr: idParam("Groepnummer") }),
    body: z.object({
      leerlingIds: z.array(z.number().int().positive(), { error: "kies een of meer [[leerlingen]]" }).min(1, "kies een of meer [[leerlingen]]").max(500),
      ingangsdatum: datum("vul de ingangsdatum in (jjjj-mm-dd)"),
      einddatum: datum("vul een datum in (jjjj-mm-dd)").nullish(),
    }),
    response: z.array(toewijzingAntwoord),
    handler: ({ params, body }, ctx) => addToewijzingen(ctx, params.groepNr, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerlingtoewijzingen/delete/{admnr}/{leerlingId}/{groepNr}/{ingangsdatum}",
    summary: "Eén indeling verwijderen (leerling, groep en ingangsdatum)",
    permission: requires(g.groepenSchrijven),
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Leerling-id"), groepNr: idParam("Groepnummer"), ingangsdatum: datum("gebruik jjjj-mm-dd").openapi({ param: { required: true } }) }),
    response: toewijzingVerwijderdAntwoord,
    handler: ({ params }, ctx) => deleteToewijzing(ctx, params.leerlingId, params.groepNr, params.ingangsdatum),
  }),
];
