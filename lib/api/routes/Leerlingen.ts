import { z } from "@hono/zod-openapi";
import { badRequest } from "@/lib/api/errors";
import { fileResponse, XLSX } from "@/lib/api/files";
import { guards } from "@/lib/permissions";
import {
  addLeerling,
  deleteLeerling,
  editLeerling,
  exportLeerlingen,
  getDependencies,
  getLeerling,
  importLeerlingen,
  LEERLINGEN_IMPORT_MAX_BYTES,
  listLeerlingen,
  samenvoegen,
  type LeerlingFilter,
  type LijstOpties,
} from "@/lib/services/leerlingen";
import {
  leerlingAfhankelijkheden,
  leerlingDetails,
  leerlingenPagina,
  leerlingImportAntwoord,
  leerlingVerwijderd,
  samenvoegenAntwoord,
} from "@/lib/schemas/leerlingen";
import { bestandTeGroot, leesMultipartBestand } from "@/lib/api/upload-stroom";
import { admnrParam, defineRoute, getalTekst, idParam, requires } from "../route";

export const schooljaarParam = z
  .string()
  .regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026")
  .openapi({ description: "Schooljaar, bijvoorbeeld 2025-2026", param: { required: true } });

const lijstQuery = z.object({
  page: getalTekst("Pagina (vanaf 1)").optional(),
  pageSize: getalTekst("Regels per pagina (hoogstens 200, standaard 50)", { max: 200 }).optional(),
  search: z.string().max(100, "hoogstens 100 tekens").optional().openapi({ description: "Zoek op naam of sleutel" }),
  sort: z.string().max(30).optional().openapi({ description: "achternaam, roepnaam, geboortedatum, ingangsdatum of einddatum; '-' ervoor = aflopend" }),
  vestiging: getalTekst("Alleen deze [[vestiging]] (0 of weg = alle leesbare)", { min: 0 }).optional(),
});
type LijstQuery = z.output<typeof lijstQuery>;

const opties = (schooljaar: string, filter: LeerlingFilter, q: LijstQuery, extra: Partial<LijstOpties> = {}): LijstOpties => ({
  schooljaar,
  filter,
  ...(q.vestiging ? { vestiging: q.vestiging } : {}),
  search: q.search,
  sort: q.sort,
  page: q.page,
  pageSize: q.pageSize,
  ...extra,
});

const EXPORT_FILTERS = ["Eigen", "Alle", "Actief", "Inactief", "GeenKlastoewijzing"] as const;

const tekst = (max: number) => z.string().max(max, `hoogstens ${max} tekens`);
const leerlingBody = z.object({
  roepnaam: tekst(100).trim().min(1, "vul de roepnaam in"),
  voornamen: tekst(200).nullish(),
  tussenvoegsel: tekst(30).nullish(),
  achternaam: tekst(100).trim().min(1, "vul de achternaam in"),
  geboortedatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }).nullish(),
  geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "gebruik 0 (onbekend), 1 (man), 2 (vrouw) of 9 (niet gespecificeerd)" }).optional(),
  ingangsdatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
  einddatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }).nullish(),
  externeSleutel: tekst(50).nullish(),
  eckid: tekst(200).nullish(),
});

export default [
  defineRoute({
    method: "get",
    path: "/Leerlingen/ActieveLeerlingen/{schooljaar}/{vestiging}",
    summary: "Leerlingenlijst 'Actief' (of met filter=Alle: ook inactieve) van de leesbare vestigingen in een schooljaar; vestiging 0 = alle; gepagineerd",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ schooljaar: schooljaarParam, vestiging: getalTekst("[[Vestiging]]snummer (0 = alle leesbare)", { min: 0 }).openapi({ param: { required: true } }) }),
    query: lijstQuery.extend({ filter: z.enum(["Actief", "Alle"], { error: "gebruik Actief of Alle" }).optional() }),
    // The session with the caller's standing, then the list itself (one statement, listLeerlingen).
    queries: 2,
    response: leerlingenPagina,
    handler: ({ params, query }, ctx) => listLeerlingen(ctx, opties(params.schooljaar, query.filter ?? "Actief", { ...query, vestiging: params.vestiging || undefined })),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/ActieveLeerlingenGroep/{schooljaar}/{groepNr}",
    summary: "Actieve leerlingen van één groep op de peildatum (vandaag binnen het schooljaar); gepagineerd",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ schooljaar: schooljaarParam, groepNr: idParam("Groepnummer") }),
    query: lijstQuery,
    queries: 2,
    response: leerlingenPagina,
    handler: ({ params, query }, ctx) => listLeerlingen(ctx, opties(params.schooljaar, "Groep", query, { groepNr: params.groepNr })),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/Eigenleerlingen/{schooljaar}",
    summary: "Leerlingenlijst 'Eigen': leerlingen van de eigen groepen van de gebruiker in het schooljaar; gepagineerd",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    query: lijstQuery,
    queries: 2,
    response: leerlingenPagina,
    handler: ({ params, query }, ctx) => listLeerlingen(ctx, opties(params.schooljaar, "Eigen", query)),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/InactieveLeerlingen/{schooljaar}",
    summary: "Leerlingenlijst 'Inactief': einddatum vóór vandaag en ingeschreven vóór het einde van het schooljaar (Leerlingen beheren); gepagineerd",
    permission: requires(guards.leerlingenBeheren),
    params: z.object({ schooljaar: schooljaarParam }),
    query: lijstQuery,
    queries: 2,
    response: leerlingenPagina,
    handler: ({ params, query }, ctx) => listLeerlingen(ctx, opties(params.schooljaar, "Inactief", query)),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/GeenKlastoewijzing/{schooljaar}",
    summary: "Ingeschreven leerlingen zonder klas in het schooljaar (leesrecht op alle leerlingen); gepagineerd",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ schooljaar: schooljaarParam }),
    query: lijstQuery,
    queries: 2,
    response: leerlingenPagina,
    handler: ({ params, query }, ctx) => listLeerlingen(ctx, opties(params.schooljaar, "GeenKlastoewijzing", query)),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/Details/{admnr}/{id}",
    summary: "Eén leerling met huidige groepen, de zichtbare tabbladen en of de gebruiker mag bewerken",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ admnr: admnrParam(), id: idParam("Leerling-id") }),
    queries: 7,
    response: leerlingDetails,
    handler: ({ params }, ctx) => getLeerling(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/Export/{schooljaar}/{filter}",
    summary: "De gekozen leerlingenlijst (filter Eigen, Alle, Actief, Inactief of GeenKlastoewijzing; query vestiging, search, sort) als Excel-bestand",
    permission: requires(guards.leerlingenLezen),
    params: z.object({
      schooljaar: schooljaarParam,
      filter: z.string().openapi({ param: { required: true } }),
    }),
    query: lijstQuery,
    answer: "file",
    fileType: XLSX,
    handler: async ({ params, query }, ctx) => {
      const filter = EXPORT_FILTERS.find((f) => f.toLowerCase() === params.filter.toLowerCase());
      if (!filter) throw badRequest(`filter: gebruik ${EXPORT_FILTERS.join(", ")}.`, [{ path: "filter", message: "onbekend filter" }]);
      const { buffer, bestandsnaam } = await exportLeerlingen(ctx, opties(params.schooljaar, filter, query));
      return fileResponse(buffer, bestandsnaam, XLSX);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Leerlingen/Dependencies/{id}",
    summary: "Wat nog naar een leerling verwijst: aantallen per soort",
    permission: requires(guards.leerlingenLezen),
    params: z.object({ id: idParam("Leerling-id") }),
    response: leerlingAfhankelijkheden,
    handler: ({ params }, ctx) => getDependencies(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingen/Add",
    summary: "Leerling toevoegen; met groepNr meteen in die groep geplaatst",
    permission: requires(guards.leerlingenSchrijven),
    body: leerlingBody.extend({
      groepNr: z.number({ error: "moet een [[groep]]nummer zijn" }).int().positive().optional(),
      ookAlsDubbel: z
        .boolean({ error: "moet true of false zijn" })
        .optional()
        .describe("true: ook toevoegen als er al een [[leerling]] met dezelfde roepnaam, achternaam en geboortedatum is (anders 409 met issue body.ookAlsDubbel)"),
    }),
    response: leerlingDetails,
    handler: ({ body }, ctx) => addLeerling(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingen/Edit/{id}",
    summary: "Gegevens van een leerling wijzigen",
    permission: requires(guards.leerlingenSchrijven),
    params: z.object({ id: idParam("Leerling-id") }),
    body: leerlingBody,
    response: leerlingDetails,
    handler: ({ params, body }, ctx) => editLeerling(ctx, params.id, body),
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingen/Import",
    summary:
      "Leerlingen importeren uit .xlsx of .csv (multipart: bestand, opslaan=true|false, schooljaar voor de kolom Groep, standaard het huidige); zonder opslaan een voorbeeld per rij",
    permission: requires(guards.import),
    bodyType: "multipart",
    stream: true,
    body: z.object({
      bestand: z.any().openapi({ type: "string", format: "binary" }),
      opslaan: z.string().optional().openapi({ description: "true = opslaan, anders alleen voorbeeld" }),
      schooljaar: z.string().optional().openapi({ description: "Schooljaar van de groepen in de kolom Groep, bijvoorbeeld 2025-2026 (standaard het huidige)" }),
    }),
    response: leerlingImportAntwoord,
    handler: async (_input, ctx, req) => {
      const { velden: b, bestand } = await leesMultipartBestand(req, { veld: "bestand", maxBytes: LEERLINGEN_IMPORT_MAX_BYTES, teGroot: bestandTeGroot });
      if (!bestand) throw badRequest("bestand: kies een bestand om te importeren.", [{ path: "body.bestand", message: "geen bestand" }]);
      const schooljaar = b.schooljaar === undefined || b.schooljaar === "" ? undefined : String(b.schooljaar);
      if (schooljaar !== undefined && !/^\d{4}-\d{4}$/.test(schooljaar))
        throw badRequest("schooljaar: gebruik de vorm 2025-2026.", [{ path: "body.schooljaar", message: "gebruik de vorm 2025-2026" }]);
      return importLeerlingen(ctx, bestand, String(b.opslaan ?? "false").toLowerCase() === "true", schooljaar);
    },
  }),
  defineRoute({
    method: "post",
    path: "/Leerlingen/Samenvoegen",
    summary: "Twee leerlingen samenvoegen: alles van samenvoegenId gaat naar behoudenId, daarna wordt samenvoegenId verwijderd (Leerlingen beheren)",
    permission: requires(guards.leerlingenBeheren),
    body: z.object({
      behoudenId: z.number({ error: "kies [[de leerling]] die blijft" }).int().positive(),
      samenvoegenId: z.number({ error: "kies [[de leerling]] die verdwijnt" }).int().positive(),
    }),
    response: samenvoegenAntwoord,
    handler: ({ body }, ctx) => samenvoegen(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Leerlingen/Delete/{id}",
    summary: "Leerling verwijderen (Leerlingen beheren); geweigerd zolang er nog gegevens naar verwijzen (die worden genoemd)",
    permission: requires(guards.leerlingenBeheren),
    params: z.object({ id: idParam("Leerling-id") }),
    response: leerlingVerwijderd,
    handler: ({ params }, ctx) => deleteLeerling(ctx, params.id),
  }),
];
