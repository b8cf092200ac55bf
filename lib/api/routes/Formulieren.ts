import { z } from "@hono/zod-openapi";
import { guards as g } from "@/lib/permissions";
import { addFormulier, deleteFormulier, formulierenVoorLeerling, getFormulier, listFormulieren, updateFormulier, type FormulierLijst } from "@/lib/services/formulieren";
import { formulierAntwoord, formulierBijwerken, formulierDetails, formulierenPagina, formulierToevoegen, formulierVerwijderd } from "@/lib/schemas/formulieren";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";
import { formulierPdf } from "@/lib/services/leerlingdossier-pdf";

const lezen = requires(g.formulierenLezen);
const schrijven = requires(g.formulierenSchrijven);

const lijstQuery = z.object({
  page: getalTekst("Pagina (vanaf 1)").optional(),
  pageSize: getalTekst("Regels per pagina (hoogstens 200, standaard 50)", { max: 200 }).optional(),
  search: z.string().max(100, "hoogstens 100 tekens").optional().openapi({ description: "Zoek op [[leerling]], template of titel" }),
  vestiging: getalTekst("Alleen deze [[vestiging]] (0 of weg = alle leesbare)", { min: 0 }).optional(),
});
type LijstQuery = z.output<typeof lijstQuery>;
const lijst = (schooljaar: string, filter: FormulierLijst["filter"], q: LijstQuery): FormulierLijst => ({
  schooljaar,
  filter,
  ...(q.vestiging ? { vestiging: q.vestiging } : {}),
  search: q.search,
  page: q.page,
  pageSize: q.pageSize,
});

export default [
  defineRoute({
    method: "get",
    path: "/Formulieren/ForLeerling/{admnr}/{leerlingId}",
    summary: "De formulieren van één [[leerling]], nieuwste eerst: admnr = administratienummer, leerlingId = [[leerling]]-id",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), leerlingId: idParam("Id van de [[leerling]]") }),
    response: z.array(formulierAntwoord),
    handler: ({ params }, ctx) => formulierenVoorLeerling(ctx, params.leerlingId),
  }),
  defineRoute({
    method: "get",
    path: "/Formulieren/Details/{admnr}/{id}",
    summary: "Eén formulier met de items van zijn template en de ingevulde waarden: admnr = administratienummer, id = formulier-id",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het formulier") }),
    response: formulierDetails,
    handler: ({ params }, ctx) => getFormulier(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Formulieren/Pdf/{admnr}/{id}",
    summary: "Eén ingevuld formulier als PDF om af te drukken, opgemaakt uit zijn template (elk itemtype op zijn eigen manier; een kop begint een nieuw deel); wordt gelogd (pad niet in de catalogus)",
    permission: lezen,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het formulier") }),
    answer: "file",
    fileType: "application/pdf",
    queries: 8,
    handler: ({ params }, ctx) => formulierPdf(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Formulieren/Actief/{a}/{b}",
    summary: "Formulierenlijst 'Actief' (met filter=Alle: ook van uitgeschreven [[leerlingen]]) van een schooljaar: a = schooljaar, b = [[vestiging]] (0 = alle leesbare); gepagineerd",
    permission: lezen,
    params: z.object({ a: schooljaarParam, b: getalTekst("[[Vestiging]]snummer (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    query: lijstQuery.extend({ filter: z.enum(["Actief", "Alle"], { error: "gebruik Actief of Alle" }).optional() }),
    queries: 6,
    response: formulierenPagina,
    handler: ({ params, query }, ctx) => listFormulieren(ctx, lijst(params.a, query.filter ?? "Actief", { ...query, vestiging: params.b || undefined })),
  }),
  defineRoute({
    method: "get",
    path: "/Formulieren/Inactief/{id}",
    summary: "Formulierenlijst 'Inactief' van een schooljaar (id = schooljaar): formulieren van uitgeschreven [[leerlingen]] (Leerlingen beheren); gepagineerd",
    permission: lezen,
    params: z.object({ id: schooljaarParam }),
    query: lijstQuery,
    queries: 6,
    response: formulierenPagina,
    handler: ({ params, query }, ctx) => listFormulieren(ctx, lijst(params.id, "Inactief", query)),
  }),
  defineRoute({
    method: "get",
    path: "/Formulieren/Eigen/{id}",
    summary: "Formulierenlijst 'Eigen' van een schooljaar (id = schooljaar): formulieren van [[leerlingen]] in de eigen [[groepen]]; gepagineerd",
    permission: lezen,
    params: z.object({ id: schooljaarParam }),
    query: lijstQuery,
    queries: 6,
    response: formulierenPagina,
    handler: ({ params, query }, ctx) => listFormulieren(ctx, lijst(params.id, "Eigen", query)),
  }),
  defineRoute({
    method: "post",
    path: "/Formulieren/Add/{id}",
    summary: "Formulier invullen voor een [[leerling]] (id = [[leerling]]-id) uit een actieve template; waarden per item-id, gecontroleerd per itemtype",
    permission: schrijven,
    params: z.object({ id: idParam("Id van de [[leerling]]") }),
    body: formulierToevoegen,
    queries: 12,
    response: formulierDetails,
    handler: ({ params, body }, ctx) => addFormulier(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Formulieren/Update/{id}",
    summary: "Formulier bijwerken (id = formulier-id): datum, titel en alle waarden (wat ontbreekt wordt leeggemaakt)",
    permission: schrijven,
    params: z.object({ id: idParam("Id van het formulier") }),
    body: formulierBijwerken,
    queries: 10,
    response: formulierDetails,
    handler: ({ params, body }, ctx) => updateFormulier(ctx, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Formulieren/Delete/{admnr}/{id}",
    summary: "Formulier met zijn waarden verwijderen: admnr = administratienummer, id = formulier-id",
    permission: schrijven,
    params: z.object({ admnr: admnrParam(), id: idParam("Id van het formulier") }),
    response: formulierVerwijderd,
    handler: ({ params }, ctx) => deleteFormulier(ctx, params.id),
  }),
];
