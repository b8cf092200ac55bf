import { z } from "@hono/zod-openapi";
import { fileResponse } from "@/lib/api/files";
import { guards as g } from "@/lib/permissions";
import {
  certificaatGeuploadAntwoord,
  certificaatUpload,
  connectorAntwoord,
  connectorConfigAntwoord,
  connectorConfigOpgeslagen,
  connectorConfigVelden,
  connectorGlobalConfigAntwoord,
  connectorImportAntwoord,
  connectorLogAntwoord,
  connectorOpslaanAntwoord,
  connectorReviewAntwoord,
  csrVelden,
  importIdVeld,
  kiesItemsVelden,
  kiesLocatieAntwoord,
  kiesLocatieVelden,
  omgevingQuery,
  sisExpertiseAntwoord,
  sisLocatieAntwoord,
  sisTeamAntwoord,
} from "@/lib/schemas/connector";
import {
  createCsr,
  createCsrRenew,
  deleteCertificaat,
  downloadLog,
  getConfig,
  getConnector,
  getExpertiseProfielen,
  getGlobalConfig,
  getImport,
  getLocaties,
  getTeams,
  kiesItems,
  kiesLocaties,
  listLogs,
  opslaanImport,
  putConfig,
  queueImport,
  uploadCertificaat,
} from "@/lib/services/connector";
import { heeftModule } from "@/lib/modules";
import { defineRoute, getalTekst, idParam, requires, type Permission } from "../route";

/**
 * The connector to the student-information system (spec §7.13; the area is named after that
 * system and recorded as Connector). Certificate and configuration need Administratie manage
 * (guard `connector`); reading its lists, queuing imports, the review and saving need the import
 * right (Leerlingen manage and write on pupils and groups, guard `import`).
 */
const CSR = "application/pkcs10";
/** Without the module CONNECTOR the connector does not exist for the administration: every call answers 403. */
const metModule = (p: Permission): Permission => ({ name: p.name, check: (u) => heeftModule(u, "CONNECTOR") && p.check(u) });
const beheer = metModule(requires(g.connector));
const importeren = metModule(requires(g.import));
const volledigQuery = z.object({
  volledig: z.enum(["true", "false"]).optional().openapi({ description: "true: alles opnieuw ophalen; anders na een eerste volledige import alleen de wijzigingen sinds de vorige (…/updates?since=)" }),
});

export default [
  defineRoute({
    method: "get",
    path: "/Connector/GetConnector",
    summary: "De staat van de koppeling: omgeving, certificaat (onderwerp, geldig tot), laatste import; met ping=true ook de uitkomst van /ping",
    permission: beheer,
    query: z.object({ ping: z.enum(["true", "false"]).optional().openapi({ description: "Test de verbinding (GET /ping over mTLS, met het certificaat van de ingestelde omgeving)" }) }),
    response: connectorAntwoord,
    handler: ({ query }, ctx) => getConnector(ctx, query.ping === "true"),
  }),
  defineRoute({
    method: "post",
    path: "/Connector/CreateCSR",
    summary: "Nieuwe sleutel (RSA 4096, versleuteld bewaard) en een certificaataanvraag (CSR) voor één omgeving (?omgeving=, anders de ingestelde) met OU, O, L, ST, C en e-mail; CN is leerroute-{klantcode}-{administratienummer}",
    permission: beheer,
    query: omgevingQuery,
    body: csrVelden,
    answer: "file",
    fileType: CSR,
    handler: async ({ query, body }, ctx) => {
      const r = await createCsr(ctx, body, query.omgeving);
      return fileResponse(r.csrPem, r.bestandsnaam, CSR);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Connector/CreateCSRRenew",
    summary: "Nieuwe sleutel en aanvraag met het onderwerp van het huidige certificaat (vernieuwen vóór het verloopt)",
    permission: beheer,
    answer: "file",
    fileType: CSR,
    query: omgevingQuery,
    handler: async ({ query }, ctx) => {
      const r = await createCsrRenew(ctx, query.omgeving);
      return fileResponse(r.csrPem, r.bestandsnaam, CSR);
    },
  }),
  defineRoute({
    method: "post",
    path: "/Connector/UploadCertificate",
    summary: "Het ondertekende certificaat (PEM) uploaden: het moet te lezen zijn, bij de sleutel van de aanvraag horen en nu geldig zijn",
    permission: beheer,
    query: omgevingQuery,
    // One statement more than the default: which environment is configured (one certificate per environment).
    queries: 6,
    body: certificaatUpload,
    response: certificaatGeuploadAntwoord,
    handler: ({ query, body }, ctx) => uploadCertificaat(ctx, body.certificaat, query.omgeving),
  }),
  defineRoute({
    method: "delete",
    path: "/Connector/DeleteCertificate",
    summary: "Het certificaat en een openstaande aanvraag intrekken; geeft het verwijderde certificaat (PEM) terug",
    permission: beheer,
    answer: "file",
    fileType: ["application/x-pem-file", CSR],
    query: omgevingQuery,
    handler: async ({ query }, ctx) => {
      const r = await deleteCertificaat(ctx, query.omgeving);
      return fileResponse(r.pem, r.bestandsnaam, r.bestandsnaam.endsWith(".csr") ? CSR : "application/x-pem-file");
    },
  }),
  defineRoute({
    method: "get",
    path: "/Connector/GetConfig",
    summary: "De instellingen van de koppeling voor deze administratie, met de gekozen locaties en hun vestiging",
    permission: beheer,
    response: connectorConfigAntwoord,
    handler: (_i, ctx) => getConfig(ctx),
  }),
  defineRoute({
    method: "put",
    path: "/Connector/PutConfig",
    summary: "Instellingen opslaan (actief, omgeving, host, klantcode, extra server-CA, wat te importeren); geeft de opgeslagen instellingen als JSON-bestand",
    permission: beheer,
    body: connectorConfigVelden,
    answer: "file",
    fileType: "application/json",
    response: connectorConfigOpgeslagen,
    handler: async ({ body }, ctx) => {
      const r = await putConfig(ctx, body);
      return fileResponse(JSON.stringify(r, null, 2), "koppeling-instellingen.json", "application/json");
    },
  }),
  defineRoute({
    method: "get",
    path: "/Connector/GetGlobalConfig",
    summary: "Wat voor alle administraties geldt: naam en CN-vorm van het certificaat, sleutellengte, standaardhost per omgeving",
    permission: beheer,
    response: connectorGlobalConfigAntwoord,
    handler: () => getGlobalConfig(),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/GetLocaties",
    summary: "De locaties van de leerlingadministratie (live over mTLS), met de keuze en vestiging van deze administratie",
    permission: importeren,
    response: z.array(sisLocatieAntwoord),
    handler: (_i, ctx) => getLocaties(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/GetTeams",
    summary: "De teams van de leerlingadministratie (live over mTLS)",
    permission: importeren,
    response: z.array(sisTeamAntwoord),
    handler: (_i, ctx) => getTeams(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/GetExpertiseProfiles",
    summary: "De deskundigheidsprofielen van de leerlingadministratie (live over mTLS)",
    permission: importeren,
    response: z.array(sisExpertiseAntwoord),
    handler: (_i, ctx) => getExpertiseProfielen(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Connector/KiesLocatie",
    summary: "Welke locaties worden geïmporteerd en in welke vestiging (vervangt de vorige keuze)",
    permission: importeren,
    body: kiesLocatieVelden,
    queries: 8,
    response: kiesLocatieAntwoord,
    handler: ({ body }, ctx) => kiesLocaties(ctx, body.locaties),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/QueueLeerlingenImport",
    summary: "Een import van leerlingen (cliënten van de gekozen locaties) in de wachtrij zetten; het ophalen gebeurt op de achtergrond",
    permission: importeren,
    queries: 10,
    response: connectorImportAntwoord,
    query: volledigQuery,
    handler: ({ query }, ctx) => queueImport(ctx, "Leerlingen", query.volledig === "true"),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/QueueMedewerkersImport",
    summary: "Een import van medewerkers van de gekozen locaties in de wachtrij zetten",
    permission: importeren,
    queries: 10,
    response: connectorImportAntwoord,
    query: volledigQuery,
    handler: ({ query }, ctx) => queueImport(ctx, "Medewerkers", query.volledig === "true"),
  }),
  defineRoute({
    method: "post",
    path: "/Connector/Import",
    summary: "De voortgang en uitkomst van één import (id): status, voortgang, stap, aantal, fout",
    permission: importeren,
    body: importIdVeld,
    response: connectorImportAntwoord,
    handler: ({ body }, ctx) => getImport(ctx, body.id),
  }),
  defineRoute({
    method: "post",
    path: "/Connector/KiesLeerlingen/{id}",
    summary: "De controle van een voltooide import: nieuw, gewijzigd, ongewijzigd; met keuzes (sleutels) wordt de keuze eerst bewaard. Geldt ook voor een import van medewerkers",
    permission: importeren,
    params: z.object({ id: idParam("Nummer van de import") }),
    body: kiesItemsVelden,
    queries: 6,
    response: connectorReviewAntwoord,
    handler: ({ params, body }, ctx) => kiesItems(ctx, params.id, body.keuzes),
  }),
  defineRoute({
    method: "post",
    path: "/Connector/Opslaan",
    summary: "De gekozen nieuwe en gewijzigde items van een import opslaan, in één transactie",
    permission: importeren,
    body: importIdVeld,
    queries: 40,
    response: connectorOpslaanAntwoord,
    handler: ({ body }, ctx) => opslaanImport(ctx, body.id),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/Logfiles",
    summary: "De imports met hun logbestand (aantal regels en fouten), nieuwste eerst, per pagina",
    permission: importeren,
    query: z.object({ page: getalTekst("Paginanummer").optional(), pageSize: getalTekst("Per pagina (1–100)", { max: 100 }).optional() }),
    response: connectorLogAntwoord,
    handler: ({ query }, ctx) => listLogs(ctx, query.page ?? 1, query.pageSize ?? 20),
  }),
  defineRoute({
    method: "get",
    path: "/Connector/DownloadLog/{id}",
    summary: "Het logbestand van één import (tekst)",
    permission: importeren,
    params: z.object({ id: idParam("Nummer van de import") }),
    answer: "file",
    fileType: "text/plain",
    handler: async ({ params }, ctx) => {
      const r = await downloadLog(ctx, params.id);
      return fileResponse(r.tekst, r.bestandsnaam, "text/plain; charset=utf-8");
    },
  }),
];
