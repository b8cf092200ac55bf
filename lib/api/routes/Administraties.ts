import { z } from "@hono/zod-openapi";
import { Bits, Functiegebied, hasArea, hasBits } from "@/lib/permissions";
import {
  addApiKey,
  beeindigLicentie,
  changeActief,
  changeTaalCode,
  editApiKey,
  getAdministratie,
  getAdministratieContext,
  getAdministratieDetails,
  getCurrent,
  getGebruikteBytes,
  getLogo,
  getModules,
  getPermissionsView,
  heractiveerLicentie,
  listApiKeys,
  LOGO_MAX_BYTES,
  listLicenties,
  refreshApiKey,
  removeApiKey,
  uploadLogo,
} from "@/lib/services/administraties";
import { badRequest } from "../errors";
import { fileResponse } from "../files";
import { permissiesAntwoord } from "@/lib/schemas/accounts";
import {
  actiefAntwoord,
  administratieAntwoord,
  administratieContextAntwoord,
  administratieCurrentAntwoord,
  administratieDetailsAntwoord,
  apiKeyAntwoord,
  apiKeyBody,
  apiKeyEditBody,
  gebruikteOpslagAntwoord,
  licentieAntwoord,
  moduleAntwoord,
  nieuweApiKeyAntwoord,
  taalCodeAntwoord,
  taalCodeBody,
} from "@/lib/schemas/administraties";
import { bestandTeGroot, leesMultipartBestand } from "../upload-stroom";
import { defineRoute, idParam, idTekst, iederLid, type Permission } from "../route";

/**
 * Route permissions of this area that no guard of lib/permissions names (spec §6 has no settings
 * item for them). Reads the shell needs (index, Modules, Current, Logo, details, GetUsedBytes)
 * are open to every member.
 */
export const administratiePermissies = {
  /** Licences, language, logo upload and the active flag: Administratie manage. */
  beheren: {
    name: "administratieBeheren",
    check: (p) => hasBits(p, Functiegebied.Administratie, Bits.Manage),
  },
  /** API keys: Administratie manage AND a right in the Api area (the area a key needs to work). */
  apiSleutels: {
    name: "apiSleutelsBeheren",
    check: (p) => hasBits(p, Functiegebied.Administratie, Bits.Manage) && hasArea(p, Functiegebied.Api),
  },
} satisfies Record<string, Permission>;

const P = administratiePermissies;

const administratieId = () => idParam("Nummer van de administratie (alleen de eigen administratie bestaat)");


export default [
  defineRoute({
    method: "get",
    path: "/Administraties/Context",
    summary: "Gegevens van de administratie (naam, klantId, taalCode, sector, licenties, modules) en de huidige periode",
    permission: iederLid,
    response: administratieContextAntwoord,
    handler: (_i, ctx) => getAdministratieContext(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Permissies",
    summary: "Rechten van de aangemelde gebruiker: bits per functiegebied, toegestane functiegebieden, alle en eigen vestigingen, eigen groepen",
    permission: iederLid,
    queries: 1,
    response: permissiesAntwoord,
    handler: (_i, ctx) => getPermissionsView(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/index",
    summary: "De eigen administratie: naam, klantId, taalCode, sector, actief, modules (codes), licenties en logo (metagegevens)",
    permission: iederLid,
    response: administratieAntwoord,
    handler: (_i, ctx) => getAdministratie(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Modules",
    summary: "Alle modules (code, naam, omschrijving) met per module of de administratie hem heeft (actief)",
    permission: iederLid,
    response: z.array(moduleAntwoord),
    handler: (_i, ctx) => getModules(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Current",
    summary: "De administratie en de huidige periode (schooljaar, nummer), voor oudere clients",
    permission: iederLid,
    response: administratieCurrentAntwoord,
    handler: (_i, ctx) => getCurrent(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Logo/{id}",
    summary: "Het logo van de administratie (PNG of JPEG); 404 als er geen logo is",
    permission: iederLid,
    params: z.object({ id: administratieId() }),
    answer: "file",
    fileType: ["image/png", "image/jpeg"],
    handler: async ({ params }, ctx) => {
      const logo = await getLogo(ctx, params.id);
      return fileResponse(logo.bytes, logo.bestandsnaam, logo.mimeType, true);
    },
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/GetUsedBytes",
    summary: "Gebruikte opslag: de som van de grootte van alle bestanden van de administratie (gebruikteBytes, aantalBestanden)",
    permission: iederLid,
    response: gebruikteOpslagAntwoord,
    handler: (_i, ctx) => getGebruikteBytes(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/details/{id}",
    summary: "De administratie met aantallen (vestigingen, actieve medewerkers en leerlingen, groepen dit schooljaar) en gebruikte opslag",
    permission: iederLid,
    params: z.object({ id: administratieId() }),
    response: administratieDetailsAntwoord,
    handler: ({ params }, ctx) => getAdministratieDetails(ctx, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/Administraties/UpLoad",
    summary: "Logo uploaden (multipart, veld file): alleen PNG of JPEG (gecontroleerd op inhoud), hoogstens 1 MB; vervangt het vorige logo en geeft het bestand terug",
    permission: P.beheren,
    bodyType: "multipart",
    stream: true,
    body: z.object({ file: z.any().optional().openapi({ type: "string", format: "binary", description: "De afbeelding (PNG of JPEG, hoogstens 1 MB)" }) }),
    answer: "file",
    fileType: ["image/png", "image/jpeg"],
    handler: async (_input, ctx, req) => {
      const { bestand: file } = await leesMultipartBestand(req, { veld: "file", maxBytes: LOGO_MAX_BYTES, teGroot: bestandTeGroot });
      if (!file)
        throw badRequest("file: kies een afbeelding om te uploaden (multipart-veld 'file').", [{ path: "body.file", message: "kies een afbeelding om te uploaden" }]);
      const logo = await uploadLogo(ctx, { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) });
      return fileResponse(logo.bytes, logo.bestandsnaam, logo.mimeType, true);
    },
  }),
  defineRoute({
    method: "post",
    path: "/Administraties/ChangeTaalCode",
    summary: "Taal van de interface wijzigen (taalCode met sectorvariant); geldt meteen voor de volgende pagina",
    permission: P.beheren,
    body: taalCodeBody,
    response: taalCodeAntwoord,
    handler: ({ body }, ctx) => changeTaalCode(ctx, body.taalCode),
  }),
  defineRoute({
    method: "post",
    path: "/Administraties/ChangeActief",
    summary: "Administratie (de)activeren; deactiveren sluit iedereen buiten (ook uzelf en API-sleutels) en vraagt de naam van de administratie als bevestiging",
    permission: P.beheren,
    body: z.object({
      actief: z.boolean({ error: "geef actief op (true of false)" }),
      bevestiging: z.string().max(200).optional().openapi({ description: "Bij deactiveren: de naam van de administratie" }),
    }),
    response: actiefAntwoord,
    handler: ({ body }, ctx) => changeActief(ctx, body),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/Licenties",
    summary: "Licenties van de administratie (licentienummer, code, omschrijving, actief, beeindigdOp), op omschrijving",
    permission: P.beheren,
    response: z.array(licentieAntwoord),
    handler: (_i, ctx) => listLicenties(ctx),
  }),
  defineRoute({
    method: "delete",
    path: "/Administraties/LicentieBeeindigen/{id}",
    summary: "Licentie beëindigen (id = licentienummer): actief wordt false, beeindigdOp nu",
    permission: P.beheren,
    params: z.object({ id: idParam("Licentienummer") }),
    response: licentieAntwoord,
    handler: ({ params }, ctx) => beeindigLicentie(ctx, params.id),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/LicentieHeractiveren",
    summary: "Een beëindigde licentie weer actief maken",
    permission: P.beheren,
    conflict: "De licentie is al actief",
    query: z.object({
      licentienummer: idTekst("Licentienummer").openapi({ param: { required: true } }),
    }),
    response: licentieAntwoord,
    handler: ({ query }, ctx) => heractiveerLicentie(ctx, query.licentienummer),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/ApiKeys",
    summary: "API-sleutels van de administratie (id, naam, prefix, rol, aangemaakt, laatst gebruikt, ingetrokken), zonder de sleutel zelf",
    permission: P.apiSleutels,
    response: z.array(apiKeyAntwoord),
    handler: (_i, ctx) => listApiKeys(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Administraties/AddApiKey",
    summary: "API-sleutel aanmaken voor een rol met rechten in het functiegebied API; de sleutel (lr_…) staat alleen in dit antwoord",
    permission: P.apiSleutels,
    body: apiKeyBody,
    response: nieuweApiKeyAntwoord,
    handler: ({ body }, ctx) => addApiKey(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Administraties/EditApiKey",
    summary: "Naam en rol van een API-sleutel wijzigen; de sleutel zelf blijft gelijk",
    permission: P.apiSleutels,
    body: apiKeyEditBody,
    response: apiKeyAntwoord,
    handler: ({ body }, ctx) => editApiKey(ctx, body),
  }),
  defineRoute({
    method: "get",
    path: "/Administraties/RefreshApiKey/{id}",
    summary: "Nieuwe sleutel voor dezelfde API-sleutel; de oude werkt meteen niet meer, de nieuwe staat alleen in dit antwoord",
    permission: P.apiSleutels,
    params: z.object({ id: idParam("Id van de API-sleutel") }),
    response: nieuweApiKeyAntwoord,
    handler: ({ params }, ctx) => refreshApiKey(ctx, params.id),
  }),
  defineRoute({
    method: "delete",
    path: "/Administraties/RemoveApiKey/{id}",
    summary: "API-sleutel intrekken; de sleutel werkt meteen niet meer (401) en blijft als ingetrokken in de lijst",
    permission: P.apiSleutels,
    params: z.object({ id: idParam("Id van de API-sleutel") }),
    response: apiKeyAntwoord,
    handler: ({ params }, ctx) => removeApiKey(ctx, params.id),
  }),
];
