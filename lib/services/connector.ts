import { randomUUID, X509Certificate } from "node:crypto";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { ontsleutel, versleutel } from "@/lib/connector/geheim";
import { SIS_PADEN, sisExpertiseProfiel, SisFout, sisFoutTekst, sisGet, sisLocatie, sisPing, sisTeam, type SisVerbinding } from "@/lib/connector/sis";
import { controleerCertificaat, csrOnderwerp, maakSleutelEnCsr, SLEUTEL_BITS, type CertificaatFout } from "@/lib/connector/x509";
import { db } from "@/lib/db/client";
import type { ImportSoort, Prisma } from "@/lib/generated/prisma/client";
import { CONNECTOR_QUEUE, CONNECTOR_RETRY, getBoss, type ConnectorJob } from "@/lib/jobs";
import { OMGEVINGEN, type ConnectorConfigVelden, type CsrVelden, type Omgeving } from "@/lib/schemas/connector";

/**
 * The connector to the student-information system (spec §7.13, issue 17): the client
 * certificate (key made and kept encrypted here, CSR out, signed certificate in), the
 * configuration per administration, live lists over mutual TLS, imports queued as pg-boss jobs
 * (lib/connector/import.ts runs them) and reviewed before anything is written, and a log per run.
 */
export const CONNECTOR_NAAM = "leerroute";

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

interface Instellingen {
  omgeving: Omgeving;
  host: string;
  klantcode: string;
  serverCa: string | null;
  importeerLeerlingen: boolean;
  importeerMedewerkers: boolean;
}

function leesInstellingen(json: Prisma.JsonValue | null | undefined): Instellingen | null {
  const o = (json ?? {}) as Partial<Instellingen>;
  if (!o.host || !o.omgeving || !OMGEVINGEN.includes(o.omgeving) || !o.klantcode) return null;
  return {
    omgeving: o.omgeving,
    host: o.host,
    klantcode: o.klantcode,
    serverCa: o.serverCa ?? null,
    importeerLeerlingen: o.importeerLeerlingen ?? true,
    importeerMedewerkers: o.importeerMedewerkers ?? false,
  };
}

/** Default hosts per environment (CONNECTOR_HOST_ONTWIKKELING / _TEST / _PRODUCTIE). */
export function standaardHosts(): Record<Omgeving, string | null> {
  return {
    ontwikkeling: process.env.CONNECTOR_HOST_ONTWIKKELING || null,
    test: process.env.CONNECTOR_HOST_TEST || null,
    productie: process.env.CONNECTOR_HOST_PRODUCTIE || null,
  };
}

export function getGlobalConfig() {
  const hosts = standaardHosts();
  return {
    connector: CONNECTOR_NAAM,
    cnVorm: `${CONNECTOR_NAAM}-{klantcode}-{administratienummer}`,
    sleutelBits: SLEUTEL_BITS,
    omgevingen: OMGEVINGEN.map((omgeving) => ({ omgeving, host: hosts[omgeving] })),
    simulator: process.env.CONNECTOR_SIMULATOR === "1",
  };
}

export async function getConfig(ctx: TenantContext) {
  const adm = ctx.administratieNr;
  const [config, locaties] = await db.$transaction([
    db.connectorConfiguratie.findUnique({ where: { administratieNr: adm } }),
    db.connectorLocatie.findMany({ where: { administratieNr: adm }, orderBy: { naam: "asc" } }),
  ]);
  const i = leesInstellingen(config?.instellingen);
  const hosts = standaardHosts();
  return {
    actief: config?.actief ?? false,
    omgeving: i?.omgeving ?? "test",
    host: i?.host ?? hosts.test ?? "",
    klantcode: i?.klantcode ?? "",
    serverCa: i?.serverCa ?? null,
    importeerLeerlingen: i?.importeerLeerlingen ?? true,
    importeerMedewerkers: i?.importeerMedewerkers ?? false,
    locaties: locaties.map((l) => ({ externeId: l.externeId, naam: l.naam, gekozen: l.gekozen, vestigingNr: l.vestigingNr })),
    laatsteImportOp: config?.laatsteImportOp?.toISOString() ?? null,
  };
}

export async function putConfig(ctx: TenantContext, v: ConnectorConfigVelden) {
  const instellingen: Instellingen = {
    omgeving: v.omgeving,
    host: new URL(v.host).origin,
    klantcode: v.klantcode,
    serverCa: v.serverCa?.trim() ? v.serverCa.trim() + "\n" : null,
    importeerLeerlingen: v.importeerLeerlingen,
    importeerMedewerkers: v.importeerMedewerkers,
  };
  await db.connectorConfiguratie.upsert({
    where: { administratieNr: ctx.administratieNr },
    create: { administratieNr: ctx.administratieNr, actief: v.actief, externeSchoolId: v.klantcode, instellingen: instellingen as unknown as Prisma.InputJsonValue },
    update: { actief: v.actief, externeSchoolId: v.klantcode, instellingen: instellingen as unknown as Prisma.InputJsonValue },
  });
  return { actief: v.actief, ...instellingen };
}

// ---------------------------------------------------------------------------------------------
// Certificate
// ---------------------------------------------------------------------------------------------

const certSelect = { id: true, csr: true, certificaat: true, onderwerp: true, geldigVanaf: true, geldigTot: true, createdAt: true, privateKeyVersleuteld: true } as const;

/** The active certificate (uploaded, not revoked) and the open request (CSR without certificate). */
async function certificaten(administratieNr: number, tx: Prisma.TransactionClient = db) {
  const rijen = await tx.connectorCertificaat.findMany({ where: { administratieNr, ingetrokkenOp: null }, select: certSelect, orderBy: { id: "desc" } });
  return { actief: rijen.find((r) => r.certificaat !== null) ?? null, aanvraag: rijen.find((r) => r.certificaat === null) ?? null };
}

const DAG = 86_400_000;

function certificaatView(c: Awaited<ReturnType<typeof certificaten>>, nu = new Date()) {
  const a = c.actief;
  const uitgever = a?.certificaat ? uitgeverVan(a.certificaat) : null;
  return {
    status: a ? (a.geldigTot && a.geldigTot <= nu ? ("verlopen" as const) : ("geldig" as const)) : c.aanvraag ? ("aangevraagd" as const) : ("geen" as const),
    onderwerp: a?.onderwerp ?? null,
    uitgever,
    geldigVanaf: a?.geldigVanaf?.toISOString() ?? null,
    geldigTot: a?.geldigTot?.toISOString() ?? null,
    dagenGeldig: a?.geldigTot ? Math.max(0, Math.floor((a.geldigTot.getTime() - nu.getTime()) / DAG)) : null,
    aanvraagOp: c.aanvraag?.createdAt.toISOString() ?? null,
    aanvraagOnderwerp: c.aanvraag ? onderwerpTekst(c.aanvraag.csr) : null,
  };
}

function uitgeverVan(pem: string): string | null {
  try {
    return new X509Certificate(pem).issuer.replace(/\n/g, ", ");
  } catch {
    return null;
  }
}

function onderwerpTekst(csrPem: string): string {
  const o = csrOnderwerp(csrPem);
  return `CN=${o.cn}, OU=${o.ou}, O=${o.o}, L=${o.l}, ST=${o.st}, C=${o.c}, emailAddress=${o.email}`;
}

async function instellingenOf400(administratieNr: number): Promise<Instellingen> {
  const config = await db.connectorConfiguratie.findUnique({ where: { administratieNr }, select: { instellingen: true } });
  const i = leesInstellingen(config?.instellingen);
  if (!i) throw badRequest("klantcode: stel eerst de koppeling in (omgeving, host en klantcode).", [{ path: "klantcode", message: "stel eerst de koppeling in" }]);
  return i;
}

/**
 * CreateCSR: a new RSA-4096 key (stored encrypted, never answered) and a request with the given
 * subject; CN is `leerroute-{klantcode}-{administratienummer}`. An earlier open request is
 * withdrawn; an active certificate stays until the new one is uploaded.
 */
export async function createCsr(ctx: TenantContext, velden: CsrVelden) {
  const adm = ctx.administratieNr;
  const i = await instellingenOf400(adm);
  const cn = `${CONNECTOR_NAAM}-${i.klantcode}-${adm}`;
  const { csrPem, privateKeyPem } = await maakSleutelEnCsr({ cn, ...velden });
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, certificaat: null, ingetrokkenOp: null }, data: { ingetrokkenOp: new Date() } }),
    db.connectorCertificaat.create({ data: { administratieNr: adm, csr: csrPem, privateKeyVersleuteld: versleutel(privateKeyPem) } }),
  ]);
  return { csrPem, bestandsnaam: `${cn}-${i.omgeving}.csr` };
}

/** CreateCSRRenew: a new request with the subject of the active certificate (or of the open request). */
export async function createCsrRenew(ctx: TenantContext) {
  const c = await certificaten(ctx.administratieNr);
  const bron = c.actief ?? c.aanvraag;
  if (!bron) throw badRequest("Er is nog geen certificaat om te vernieuwen; vraag eerst een certificaat aan.");
  const o = csrOnderwerp(bron.csr);
  return createCsr(ctx, { ou: o.ou, o: o.o, l: o.l, st: o.st, c: o.c, email: o.email });
}

const CERT_FOUTEN: Record<CertificaatFout, string> = {
  geenPem: "dit is geen certificaat in PEM-vorm (-----BEGIN CERTIFICATE-----)",
  ongeldig: "het certificaat kan niet worden gelezen",
  sleutelPastNiet: "het certificaat hoort niet bij de laatste aanvraag (de sleutel past niet)",
  verlopen: "het certificaat is verlopen",
  nogNietGeldig: "het certificaat is nog niet geldig",
};

/** UploadCertificate: checks (PEM, parses, matches the open request's key, valid now) and activates it. */
export async function uploadCertificaat(ctx: TenantContext, pem: string) {
  const adm = ctx.administratieNr;
  const c = await certificaten(adm);
  if (!c.aanvraag) throw badRequest("certificaat: er is geen openstaande aanvraag; maak eerst een CSR.", [{ path: "certificaat", message: "maak eerst een CSR" }]);
  const r = controleerCertificaat(pem, ontsleutel(c.aanvraag.privateKeyVersleuteld));
  if (!r.ok) throw badRequest(`certificaat: ${CERT_FOUTEN[r.fout]}.`, [{ path: "certificaat", message: CERT_FOUTEN[r.fout] }]);
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, ingetrokkenOp: null, certificaat: { not: null } }, data: { ingetrokkenOp: new Date() } }),
    db.connectorCertificaat.update({
      where: { administratieNr_id: { administratieNr: adm, id: c.aanvraag.id } },
      data: { certificaat: r.pem, onderwerp: r.info.onderwerp, geldigVanaf: r.info.geldigVanaf, geldigTot: r.info.geldigTot },
    }),
    db.connectorLog.create({ data: { administratieNr: adm, bericht: `Certificaat geüpload: ${r.info.onderwerp}, geldig tot ${r.info.geldigTot.toISOString().slice(0, 10)}.` } }),
  ]);
  return {
    onderwerp: r.info.onderwerp,
    uitgever: r.info.uitgever,
    geldigVanaf: r.info.geldigVanaf.toISOString(),
    geldigTot: r.info.geldigTot.toISOString(),
    dagenGeldig: Math.floor((r.info.geldigTot.getTime() - Date.now()) / DAG),
  };
}

/** DeleteCertificate: withdraws the active certificate and any open request; answers the removed PEM. */
export async function deleteCertificaat(ctx: TenantContext) {
  const adm = ctx.administratieNr;
  const c = await certificaten(adm);
  const weg = c.actief ?? c.aanvraag;
  if (!weg) throw notFound("Het certificaat");
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, ingetrokkenOp: null }, data: { ingetrokkenOp: new Date() } }),
    db.connectorLog.create({ data: { administratieNr: adm, niveau: "Waarschuwing", bericht: "Certificaat en openstaande aanvraag verwijderd." } }),
  ]);
  return weg.certificaat ? { pem: weg.certificaat, bestandsnaam: "verwijderd-certificaat.pem" } : { pem: weg.csr, bestandsnaam: "verwijderde-aanvraag.csr" };
}

// ---------------------------------------------------------------------------------------------
// Live calls
// ---------------------------------------------------------------------------------------------

/** The mTLS connection of an administration, or a Dutch 400 when it cannot be made. */
export async function verbindingVan(administratieNr: number): Promise<SisVerbinding> {
  const [config, c] = await Promise.all([db.connectorConfiguratie.findUnique({ where: { administratieNr }, select: { instellingen: true } }), certificaten(administratieNr)]);
  const i = leesInstellingen(config?.instellingen);
  if (!i) throw badRequest("De koppeling is nog niet ingesteld (omgeving, host en klantcode).");
  if (!c.actief?.certificaat) throw badRequest("Er is geen geldig certificaat: vraag een certificaat aan en upload het.");
  return { host: i.host, certPem: c.actief.certificaat, keyPem: ontsleutel(c.actief.privateKeyVersleuteld), serverCaPem: i.serverCa, timeoutMs: 15_000 };
}

/** A failed live call as the API answers it: 502-like, but our catalogue says 400 with the reason. */
function sisFout(e: unknown): never {
  if (e instanceof SisFout) throw badRequest(e.message);
  throw e;
}

export async function getConnector(ctx: TenantContext, ping: boolean) {
  const adm = ctx.administratieNr;
  const [config, c, laatste] = await Promise.all([
    db.connectorConfiguratie.findUnique({ where: { administratieNr: adm } }),
    certificaten(adm),
    db.connectorImport.findFirst({ where: { administratieNr: adm }, orderBy: { id: "desc" } }),
  ]);
  const i = leesInstellingen(config?.instellingen);
  let verbinding: "niet getest" | "ok" | "verkeerdeOmgeving" | "certificaatOngeldig" | "fout" | "geenCertificaat" = "niet getest";
  let verbindingMelding: string | null = null;
  if (ping) {
    if (!i || !c.actief?.certificaat) {
      verbinding = "geenCertificaat";
      verbindingMelding = !i ? "De koppeling is nog niet ingesteld." : "Er is geen geldig certificaat.";
    } else {
      try {
        await sisGet({ host: i.host, certPem: c.actief.certificaat, keyPem: ontsleutel(c.actief.privateKeyVersleuteld), serverCaPem: i.serverCa, timeoutMs: 10_000 }, SIS_PADEN.ping, sisPing);
        verbinding = "ok";
      } catch (e) {
        verbinding = e instanceof SisFout && (e.soort === "verkeerdeOmgeving" || e.soort === "certificaatOngeldig") ? e.soort : "fout";
        verbindingMelding = sisFoutTekst(e);
      }
    }
  }
  return {
    geconfigureerd: i !== null,
    actief: config?.actief ?? false,
    omgeving: i?.omgeving ?? null,
    host: i?.host ?? null,
    certificaat: certificaatView(c),
    verbinding,
    verbindingMelding,
    laatsteImport: laatste ? importView(laatste) : null,
  };
}

export async function getLocaties(ctx: TenantContext) {
  const v = await verbindingVan(ctx.administratieNr);
  const [live, opgeslagen] = await Promise.all([sisGet(v, SIS_PADEN.locaties, sisLocatie.array()).catch(sisFout), db.connectorLocatie.findMany({ where: { administratieNr: ctx.administratieNr } })]);
  const keuze = new Map(opgeslagen.map((l) => [l.externeId, l]));
  return live
    .map((l) => ({ externeId: String(l.id), naam: l.name, afkorting: l.abbreviation ?? null, gekozen: keuze.get(String(l.id))?.gekozen ?? false, vestigingNr: keuze.get(String(l.id))?.vestigingNr ?? null }))
    .sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}

export async function getTeams(ctx: TenantContext) {
  const v = await verbindingVan(ctx.administratieNr);
  const teams = await sisGet(v, SIS_PADEN.teams, sisTeam.array()).catch(sisFout);
  return teams.map((t) => ({ id: t.id, naam: t.name, locatieId: t.locationId ?? null })).sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}

export async function getExpertiseProfielen(ctx: TenantContext) {
  const v = await verbindingVan(ctx.administratieNr);
  const p = await sisGet(v, SIS_PADEN.expertiseProfielen, sisExpertiseProfiel.array()).catch(sisFout);
  return p.map((x) => ({ id: x.id, naam: x.name })).sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}

/** KiesLocatie: which SIS locations feed which branch (replaces the stored choice). */
export async function kiesLocaties(ctx: TenantContext, locaties: { externeId: string; naam: string; gekozen: boolean; vestigingNr: number | null }[]) {
  const adm = ctx.administratieNr;
  const uniek = new Map(locaties.map((l) => [l.externeId, l]));
  if (uniek.size !== locaties.length) throw badRequest("locaties: een locatie staat er twee keer in.", [{ path: "locaties", message: "een locatie staat er twee keer in" }]);
  for (const [i, l] of locaties.entries())
    if (l.gekozen && l.vestigingNr === null) throw badRequest(`locaties: kies een [[vestiging]] voor ${l.naam}.`, [{ path: `locaties.${i}.vestigingNr`, message: "kies een [[vestiging]]" }]);
  const nrs = [...new Set(locaties.flatMap((l) => (l.vestigingNr ? [l.vestigingNr] : [])))];
  await db.$transaction(async (tx) => {
    if (nrs.length) {
      const bestaand = await tx.vestiging.count({ where: { administratieNr: adm, nr: { in: nrs } } });
      if (bestaand !== nrs.length) throw badRequest("locaties: kies een bestaande [[vestiging]].", [{ path: "locaties", message: "kies een bestaande [[vestiging]]" }]);
    }
    await tx.connectorLocatie.deleteMany({ where: { administratieNr: adm } });
    if (locaties.length) await tx.connectorLocatie.createMany({ data: locaties.map((l) => ({ administratieNr: adm, externeId: l.externeId, naam: l.naam, gekozen: l.gekozen, vestigingNr: l.vestigingNr })) });
  });
  return { aantal: locaties.length, gekozen: locaties.filter((l) => l.gekozen).length };
}

// ---------------------------------------------------------------------------------------------
// Imports
// ---------------------------------------------------------------------------------------------

export interface ImportResultaat {
  voortgang?: number;
  stap?: string | null;
  aantal?: number | null;
  /** What the SIS answered (normalised), kept for the review. */
  items?: unknown[];
  keuzes?: string[] | null;
  opgeslagen?: boolean;
}

type ImportRij = Prisma.ConnectorImportGetPayload<object>;

export function importView(r: ImportRij) {
  const res = (r.resultaat ?? {}) as ImportResultaat;
  return {
    id: r.id,
    soort: r.soort,
    status: r.status,
    voortgang: r.status === "Voltooid" ? 100 : Math.max(0, Math.min(100, Math.round(res.voortgang ?? 0))),
    stap: res.stap ?? null,
    aantal: res.aantal ?? null,
    opgeslagen: res.opgeslagen === true,
    foutmelding: r.foutmelding,
    createdAt: r.createdAt.toISOString(),
    gestartOp: r.gestartOp?.toISOString() ?? null,
    voltooidOp: r.voltooidOp?.toISOString() ?? null,
  };
}

/** QueueLeerlingenImport / QueueMedewerkersImport: a new import run, handed to the job queue. */
export async function queueImport(ctx: TenantContext, soort: ImportSoort) {
  const adm = ctx.administratieNr;
  await verbindingVan(adm);
  const gekozen = await db.connectorLocatie.count({ where: { administratieNr: adm, gekozen: true } });
  if (!gekozen) throw badRequest("Kies eerst de locaties van de leerlingadministratie die u wilt importeren.");
  const bezig = await db.connectorImport.findFirst({ where: { administratieNr: adm, soort, status: { in: ["Wachtrij", "Bezig"] } }, select: { id: true } });
  if (bezig) throw conflict(`Er loopt al een import van ${soort.toLowerCase()} (nummer ${bezig.id}); wacht tot die klaar is.`);
  const rij = await db.connectorImport.create({
    data: { administratieNr: adm, soort, aangevraagdDoor: ctx.principal.kind === "user" ? ctx.gebruikerId : null, resultaat: { voortgang: 0, stap: "In de wachtrij" } },
  });
  await db.connectorLog.create({ data: { administratieNr: adm, importId: rij.id, bericht: `Import van ${soort.toLowerCase()} in de wachtrij gezet.` } });
  try {
    const boss = await getBoss();
    await boss.send(CONNECTOR_QUEUE, { administratieNr: adm, importId: rij.id } satisfies ConnectorJob, { ...CONNECTOR_RETRY, singletonKey: `${adm}-${rij.id}`, id: randomUUID() });
  } catch (e) {
    await db.$transaction([
      db.connectorImport.update({ where: { administratieNr_id: { administratieNr: adm, id: rij.id } }, data: { status: "Mislukt", foutmelding: "De wachtrij is niet bereikbaar." } }),
      db.connectorLog.create({ data: { administratieNr: adm, importId: rij.id, niveau: "Fout", bericht: `De wachtrij is niet bereikbaar: ${(e as Error).message}` } }),
    ]);
    throw e;
  }
  return importView(rij);
}

export async function getImport(ctx: TenantContext, id: number) {
  const r = await db.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } } });
  if (!r) throw notFound("De import");
  return importView(r);
}

export async function listLogs(ctx: TenantContext, page: number, pageSize: number) {
  const adm = ctx.administratieNr;
  const [total, rijen] = await db.$transaction([
    db.connectorImport.count({ where: { administratieNr: adm } }),
    db.connectorImport.findMany({
      where: { administratieNr: adm },
      orderBy: { id: "desc" },
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { id: true, soort: true, status: true, createdAt: true, voltooidOp: true, foutmelding: true, _count: { select: { logs: true } } },
    }),
  ]);
  const fouten = rijen.length
    ? await db.connectorLog.groupBy({ by: ["importId"], where: { administratieNr: adm, importId: { in: rijen.map((r) => r.id) }, niveau: "Fout" }, _count: { _all: true } })
    : [];
  const foutPer = new Map(fouten.map((f) => [f.importId, f._count._all]));
  return {
    items: rijen.map((r) => ({
      id: r.id,
      soort: r.soort,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      voltooidOp: r.voltooidOp?.toISOString() ?? null,
      regels: r._count.logs,
      fouten: foutPer.get(r.id) ?? 0,
      laatsteMelding: r.foutmelding,
    })),
    total,
    page,
    pageSize,
  };
}

/** DownloadLog/{id}: the log of one import run as a text file. */
export async function downloadLog(ctx: TenantContext, id: number) {
  const adm = ctx.administratieNr;
  const r = await db.connectorImport.findUnique({
    where: { administratieNr_id: { administratieNr: adm, id } },
    select: { id: true, soort: true, status: true, logs: { orderBy: { id: "asc" }, select: { createdAt: true, niveau: true, bericht: true } } },
  });
  if (!r) throw notFound("Het logbestand");
  const regels = [`Import ${r.id} (${r.soort.toLowerCase()}), status ${r.status}`, ...r.logs.map((l) => `${l.createdAt.toISOString()}\t${l.niveau.toUpperCase()}\t${l.bericht}`)];
  return { tekst: regels.join("\n") + "\n", bestandsnaam: `koppeling-import-${r.id}.log` };
}

// ---------------------------------------------------------------------------------------------
// Review (KiesLeerlingen/{id}) and save (Opslaan): the EDEX wizard's shape
// ---------------------------------------------------------------------------------------------

type ItemStatus = "nieuw" | "gewijzigd" | "ongewijzigd";
interface Wijziging {
  veld: string;
  oud: string | null;
  nieuw: string | null;
}
interface ReviewItem {
  sleutel: string;
  naam: string;
  status: ItemStatus;
  details: string | null;
  wijzigingen: Wijziging[];
  geblokkeerd: string | null;
  gekozen: boolean;
}

function diff(velden: [string, string | number | null | undefined, string | number | null | undefined][]): Wijziging[] {
  const out: Wijziging[] = [];
  for (const [veld, oud, nieuw] of velden) {
    const o = oud === null || oud === undefined || oud === "" ? null : String(oud);
    const n = nieuw === null || nieuw === undefined || nieuw === "" ? null : String(nieuw);
    if (o !== n) out.push({ veld, oud: o, nieuw: n });
  }
  return out;
}
const naamVan = (p: { roepnaam: string; tussenvoegsel: string | null; achternaam: string }) => [p.roepnaam, p.tussenvoegsel, p.achternaam].filter(Boolean).join(" ");
const isoOfNull = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

async function laadVoorReview(tx: Prisma.TransactionClient, administratieNr: number, id: number, opslaan = false) {
  const r = opslaan
    ? (await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "ConnectorImport" WHERE "administratieNr" = ${administratieNr} AND id = ${id} FOR UPDATE`).length
      ? await tx.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr, id } } })
      : null
    : await tx.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr, id } } });
  if (!r) throw notFound("De import");
  const res = (r.resultaat ?? {}) as ImportResultaat;
  if (r.status !== "Voltooid") throw conflict(r.status === "Mislukt" ? `Deze import is mislukt: ${r.foutmelding ?? "zie het logbestand"}` : "Deze import is nog niet klaar; wacht tot het ophalen is voltooid.");
  if (res.opgeslagen) throw conflict("Deze import is al opgeslagen.");
  return { r, res };
}

/** The comparison of an import with the administration: items, status and default choice. */
async function maakReview(tx: Prisma.TransactionClient, administratieNr: number, soort: ImportSoort, res: ImportResultaat) {
  const items: ReviewItem[] = [];
  if (soort === "Leerlingen") {
    const lln = (res.items ?? []) as import("@/lib/connector/import").LeerlingItem[];
    const bestaand = lln.length
      ? await tx.leerling.findMany({
          where: { administratieNr, externeSleutel: { in: lln.map((l) => l.sleutel) } },
          select: { id: true, externeSleutel: true, roepnaam: true, tussenvoegsel: true, achternaam: true, geboortedatum: true, geslacht: true, einddatum: true },
        })
      : [];
    const per = new Map(bestaand.map((b) => [b.externeSleutel!, b]));
    for (const l of lln) {
      const b = per.get(l.sleutel);
      const wijzigingen = b
        ? diff([
            ["roepnaam", b.roepnaam, l.roepnaam],
            ["tussenvoegsel", b.tussenvoegsel, l.tussenvoegsel],
            ["achternaam", b.achternaam, l.achternaam],
            ["geboortedatum", isoOfNull(b.geboortedatum), l.geboortedatum],
            ["geslacht", b.geslacht, l.geslacht],
          ])
        : [];
      items.push({
        sleutel: l.sleutel,
        naam: naamVan(l),
        status: !b ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
        details: [l.locatie, l.geboortedatum].filter(Boolean).join(", "),
        wijzigingen,
        geblokkeerd: null,
        gekozen: false,
      });
    }
    return { items, bestaandeLeerlingen: per, leerlingen: lln };
  }
  const mws = (res.items ?? []) as import("@/lib/connector/import").MedewerkerItem[];
  const emails = mws.flatMap((m) => (m.email ? [m.email] : []));
  const gebruikers = emails.length
    ? await tx.gebruiker.findMany({
        where: { email: { in: emails, mode: "insensitive" } },
        select: { id: true, email: true, medewerkers: { where: { administratieNr }, select: { roepnaam: true, tussenvoegsel: true, achternaam: true } } },
      })
    : [];
  const perEmail = new Map(gebruikers.map((g) => [g.email.toLowerCase(), g]));
  for (const m of mws) {
    const g = m.email ? perEmail.get(m.email) : undefined;
    const mw = g?.medewerkers[0];
    const wijzigingen = mw
      ? diff([
          ["roepnaam", mw.roepnaam, m.roepnaam],
          ["tussenvoegsel", mw.tussenvoegsel, m.tussenvoegsel],
          ["achternaam", mw.achternaam, m.achternaam],
        ])
      : [];
    items.push({
      sleutel: m.sleutel,
      naam: naamVan(m),
      status: !mw ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
      details: [m.email, m.locaties.join(", ")].filter(Boolean).join(", "),
      wijzigingen,
      geblokkeerd: m.email ? null : "Geen e-mailadres in de leerlingadministratie; een gebruiker heeft een e-mailadres nodig.",
      gekozen: false,
    });
  }
  return { items, medewerkers: mws, gebruikers: perEmail };
}

function pasKeuzesToe(items: ReviewItem[], keuzes: string[] | null | undefined) {
  const gekozen = keuzes ? new Set(keuzes) : null;
  for (const i of items) i.gekozen = i.status !== "ongewijzigd" && !i.geblokkeerd && (gekozen ? gekozen.has(i.sleutel) : true);
}

function reviewAntwoord(importId: number, soort: ImportSoort, items: ReviewItem[]) {
  const tel = (s: ItemStatus) => items.filter((i) => i.status === s).length;
  return {
    importId,
    soort,
    items: items.sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    aantallen: { nieuw: tel("nieuw"), gewijzigd: tel("gewijzigd"), ongewijzigd: tel("ongewijzigd"), geblokkeerd: items.filter((i) => i.geblokkeerd).length, gekozen: items.filter((i) => i.gekozen).length },
  };
}

/** KiesLeerlingen/{id}: the review of an import (pupils or staff); with `keuzes` the choice is stored first. */
export async function kiesItems(ctx: TenantContext, id: number, keuzes?: string[]) {
  const adm = ctx.administratieNr;
  const { r, res } = await laadVoorReview(db, adm, id);
  const plan = await maakReview(db, adm, r.soort, res);
  if (keuzes) {
    const bekend = new Map(plan.items.map((i) => [i.sleutel, i]));
    const uniek = [...new Set(keuzes)];
    for (const k of uniek) {
      const item = bekend.get(k);
      if (!item) throw badRequest(`keuzes: '${k}' hoort niet bij deze import.`, [{ path: "keuzes", message: `onbekende sleutel '${k}'` }]);
      if (item.geblokkeerd) throw badRequest(`keuzes: '${item.naam}' kan niet worden gekozen: ${item.geblokkeerd}`, [{ path: "keuzes", message: item.geblokkeerd }]);
    }
    await db.connectorImport.update({ where: { administratieNr_id: { administratieNr: adm, id } }, data: { resultaat: { ...res, keuzes: uniek } as unknown as Prisma.InputJsonValue } });
    pasKeuzesToe(plan.items, uniek);
  } else pasKeuzesToe(plan.items, res.keuzes);
  return reviewAntwoord(id, r.soort, plan.items);
}

/** Opslaan: the chosen new and changed items, in one transaction; the import is then closed. */
export async function opslaanImport(ctx: TenantContext, id: number) {
  const adm = ctx.administratieNr;
  return db.$transaction(
    async (tx) => {
      const { r, res } = await laadVoorReview(tx, adm, id, true);
      const plan = await maakReview(tx, adm, r.soort, res);
      pasKeuzesToe(plan.items, res.keuzes);
      const gekozen = new Set(plan.items.filter((i) => i.gekozen).map((i) => i.sleutel));
      const uitkomst = { importId: id, soort: r.soort, aangemaakt: 0, bijgewerkt: 0, ongewijzigd: plan.items.filter((i) => i.status === "ongewijzigd").length, overgeslagen: 0 };
      uitkomst.overgeslagen = plan.items.filter((i) => i.status !== "ongewijzigd" && !i.gekozen).length;
      const vandaagIso = new Date().toISOString().slice(0, 10);
      const d = (s: string | null) => (s ? new Date(`${s}T00:00:00Z`) : null);
      if (r.soort === "Leerlingen" && plan.leerlingen && plan.bestaandeLeerlingen) {
        const bestaand = plan.bestaandeLeerlingen;
        const nieuw = plan.leerlingen.filter((l) => gekozen.has(l.sleutel) && !bestaand.has(l.sleutel));
        if (nieuw.length)
          await tx.leerling.createMany({
            data: nieuw.map((l) => ({
              administratieNr: adm,
              roepnaam: l.roepnaam,
              tussenvoegsel: l.tussenvoegsel,
              achternaam: l.achternaam,
              geboortedatum: d(l.geboortedatum),
              geslacht: l.geslacht,
              ingangsdatum: d(l.ingangsdatum ?? vandaagIso)!,
              externeSleutel: l.sleutel,
            })),
          });
        uitkomst.aangemaakt = nieuw.length;
        for (const l of plan.leerlingen.filter((x) => gekozen.has(x.sleutel) && bestaand.has(x.sleutel))) {
          await tx.leerling.update({
            where: { administratieNr_id: { administratieNr: adm, id: bestaand.get(l.sleutel)!.id } },
            data: { roepnaam: l.roepnaam, tussenvoegsel: l.tussenvoegsel, achternaam: l.achternaam, geboortedatum: d(l.geboortedatum), geslacht: l.geslacht },
          });
          uitkomst.bijgewerkt++;
        }
      } else if (plan.medewerkers && plan.gebruikers) {
        const gebruikers = plan.gebruikers;
        const staf = plan.medewerkers.filter((m) => gekozen.has(m.sleutel) && m.email);
        const zonderGebruiker = staf.filter((m) => !gebruikers.has(m.email!));
        const ids = new Map<string, string>([...gebruikers].map(([e, g]) => [e, g.id]));
        if (zonderGebruiker.length) {
          const nieuw = await tx.gebruiker.createManyAndReturn({ data: zonderGebruiker.map((m) => ({ email: m.email! })), select: { id: true, email: true } });
          for (const g of nieuw) ids.set(g.email.toLowerCase(), g.id);
        }
        const nieuweStaf = staf.filter((m) => !gebruikers.get(m.email!)?.medewerkers.length);
        if (nieuweStaf.length)
          await tx.medewerker.createMany({ data: nieuweStaf.map((m) => ({ administratieNr: adm, gebruikerId: ids.get(m.email!)!, roepnaam: m.roepnaam, tussenvoegsel: m.tussenvoegsel, achternaam: m.achternaam })) });
        uitkomst.aangemaakt = nieuweStaf.length;
        for (const m of staf.filter((x) => gebruikers.get(x.email!)?.medewerkers.length)) {
          await tx.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: adm, gebruikerId: ids.get(m.email!)! } }, data: { roepnaam: m.roepnaam, tussenvoegsel: m.tussenvoegsel, achternaam: m.achternaam } });
          uitkomst.bijgewerkt++;
        }
        const vestigingen = staf.flatMap((m) => m.vestigingNrs.map((vestigingNr) => ({ administratieNr: adm, gebruikerId: ids.get(m.email!)!, vestigingNr })));
        if (vestigingen.length) await tx.medewerkerVestiging.createMany({ data: vestigingen, skipDuplicates: true });
      }
      await tx.connectorImport.update({ where: { administratieNr_id: { administratieNr: adm, id } }, data: { resultaat: { ...res, opgeslagen: true, stap: "Opgeslagen" } as unknown as Prisma.InputJsonValue } });
      await tx.connectorConfiguratie.updateMany({ where: { administratieNr: adm }, data: { laatsteImportOp: new Date() } });
      await tx.connectorLog.create({
        data: { administratieNr: adm, importId: id, bericht: `Opgeslagen: ${uitkomst.aangemaakt} nieuw, ${uitkomst.bijgewerkt} bijgewerkt, ${uitkomst.ongewijzigd} ongewijzigd, ${uitkomst.overgeslagen} overgeslagen.` },
      });
      return uitkomst;
    },
    { timeout: 60_000 },
  );
}
