import { randomUUID, X509Certificate } from "node:crypto";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { ontsleutel, versleutel } from "@/lib/connector/geheim";
import type { LeerlingItem, MedewerkerItem } from "@/lib/connector/items";
import { SIS_PADEN, sisExpertiseProfiel, SisFout, sisFoutTekst, sisGet, sisLocatie, sisPing, sisTeam, type SisVerbinding } from "@/lib/connector/sis";
import { controleerCertificaat, csrOnderwerp, maakSleutelEnCsr, SLEUTEL_BITS, type CertificaatFout } from "@/lib/connector/x509";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma, type ImportSoort } from "@/lib/generated/prisma/client";
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
  /** Which SIS team feeds which group. */
  teams: TeamKoppeling[];
  /** Per kind of import: when the SIS data of the last saved import was read, and with which choice (incremental imports). */
  sinds: Partial<Record<ImportSoort, { op: string; sleutel: string }>>;
}

export interface TeamKoppeling {
  teamId: number;
  naam: string;
  groepNr: number;
}

export function leesInstellingen(json: Prisma.JsonValue | null | undefined): Instellingen | null {
  const o = (json ?? {}) as Partial<Instellingen>;
  if (!o.host || !o.omgeving || !OMGEVINGEN.includes(o.omgeving) || !o.klantcode) return null;
  return {
    omgeving: o.omgeving,
    host: o.host,
    klantcode: o.klantcode,
    serverCa: o.serverCa ?? null,
    importeerLeerlingen: o.importeerLeerlingen ?? true,
    importeerMedewerkers: o.importeerMedewerkers ?? false,
    teams: Array.isArray(o.teams) ? o.teams : [],
    sinds: o.sinds && typeof o.sinds === "object" ? o.sinds : {},
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
  const [config, locaties] = await Promise.all([
    db.connectorConfiguratie.findUnique({ where: { administratieNr: adm } }),
    db.connectorLocatie.findMany({ where: { administratieNr: adm }, orderBy: { naam: "asc" } }),
  ]);
  const i = leesInstellingen(config?.instellingen);
  const groepNrs = [...new Set((i?.teams ?? []).map((t) => t.groepNr))];
  const groepen = groepNrs.length ? await db.groep.findMany({ where: { administratieNr: adm, nr: { in: groepNrs } }, select: { nr: true, naam: true } }) : [];
  const groepNaam = new Map(groepen.map((g) => [g.nr, g.naam]));
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
    teams: (i?.teams ?? []).map((t) => ({ ...t, groepNaam: groepNaam.get(t.groepNr) ?? null })).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    laatsteImportOp: config?.laatsteImportOp?.toISOString() ?? null,
  };
}

export async function putConfig(ctx: TenantContext, v: ConnectorConfigVelden) {
  const adm = ctx.administratieNr;
  const vorige = leesInstellingen((await db.connectorConfiguratie.findUnique({ where: { administratieNr: adm }, select: { instellingen: true } }))?.instellingen);
  const teams = v.teams ?? vorige?.teams ?? [];
  if (v.teams) {
    const dubbel = v.teams.findIndex((t, i) => v.teams!.findIndex((x) => x.teamId === t.teamId) !== i);
    if (dubbel >= 0) throw badRequest(`teams: het team ${v.teams[dubbel]!.naam} staat er twee keer in.`, [{ path: `teams.${dubbel}.teamId`, message: "dit team staat er twee keer in" }]);
    const nrs = [...new Set(v.teams.map((t) => t.groepNr))];
    // A team feeds a group of this administration whose school year has not ended.
    const bestaand = nrs.length ? await db.groep.findMany({ where: { administratieNr: adm, nr: { in: nrs }, schooljaarRef: { einddatum: { gte: vandaagDatum() } } }, select: { nr: true } }) : [];
    const ok = new Set(bestaand.map((g) => g.nr));
    const fout = v.teams.findIndex((t) => !ok.has(t.groepNr));
    if (fout >= 0) throw badRequest(`teams: kies voor ${v.teams[fout]!.naam} een bestaande [[groep]] van een lopend [[schooljaar]].`, [{ path: `teams.${fout}.groepNr`, message: "kies een bestaande [[groep]] van een lopend [[schooljaar]]" }]);
  }
  const instellingen: Instellingen = {
    omgeving: v.omgeving,
    host: new URL(v.host).origin,
    klantcode: v.klantcode,
    serverCa: v.serverCa?.trim() ? v.serverCa.trim() + "\n" : null,
    importeerLeerlingen: v.importeerLeerlingen,
    importeerMedewerkers: v.importeerMedewerkers,
    teams,
    sinds: vorige?.sinds ?? {},
  };
  await db.connectorConfiguratie.upsert({
    where: { administratieNr: adm },
    create: { administratieNr: adm, actief: v.actief, externeSchoolId: v.klantcode, instellingen: instellingen as unknown as Prisma.InputJsonValue },
    update: { actief: v.actief, externeSchoolId: v.klantcode, instellingen: instellingen as unknown as Prisma.InputJsonValue },
  });
  const { sinds: _sinds, ...zichtbaar } = instellingen;
  return { actief: v.actief, ...zichtbaar };
}

/** The groups a team can feed (the settings screen): groups of school years that have not ended. */
export async function teamGroepKeuzes(ctx: TenantContext) {
  const rijen = await db.groep.findMany({
    where: { administratieNr: ctx.administratieNr, schooljaarRef: { einddatum: { gte: vandaagDatum() } } },
    select: { nr: true, naam: true, schooljaar: true },
    orderBy: [{ schooljaar: "asc" }, { naam: "asc" }],
  });
  return rijen.map((g) => ({ nr: g.nr, naam: `${g.naam} (${g.schooljaar})` }));
}

/** Today as a date (midnight UTC), as @db.Date columns compare. */
function vandaagDatum() {
  return new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
}

// ---------------------------------------------------------------------------------------------
// Certificate
// ---------------------------------------------------------------------------------------------

const certSelect = { id: true, omgeving: true, csr: true, certificaat: true, onderwerp: true, geldigVanaf: true, geldigTot: true, createdAt: true, privateKeyVersleuteld: true } as const;
type CertRij = Prisma.ConnectorCertificaatGetPayload<{ select: typeof certSelect }>;

/** Of one environment: the active certificate (uploaded, not revoked) and the open request (CSR without certificate). */
function perOmgeving(rijen: CertRij[], omgeving: Omgeving) {
  const eigen = rijen.filter((r) => r.omgeving === omgeving);
  return { actief: eigen.find((r) => r.certificaat !== null) ?? null, aanvraag: eigen.find((r) => r.certificaat === null) ?? null };
}

async function certificaten(administratieNr: number, omgeving: Omgeving, tx: Prisma.TransactionClient = db) {
  const rijen = await tx.connectorCertificaat.findMany({ where: { administratieNr, omgeving, ingetrokkenOp: null }, select: certSelect, orderBy: { id: "desc" } });
  return perOmgeving(rijen, omgeving);
}

/** The environment a certificate call is about: the one asked for, else the configured one (one certificate per environment). */
async function omgevingVan(administratieNr: number, gevraagd: Omgeving | undefined): Promise<Omgeving> {
  if (gevraagd) return gevraagd;
  const config = await db.connectorConfiguratie.findUnique({ where: { administratieNr }, select: { instellingen: true } });
  return leesInstellingen(config?.instellingen)?.omgeving ?? "test";
}

const DAG = 86_400_000;

function certificaatView(c: ReturnType<typeof perOmgeving>, nu = new Date()) {
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
export async function createCsr(ctx: TenantContext, velden: CsrVelden, gevraagd?: Omgeving, geladen?: Instellingen) {
  const adm = ctx.administratieNr;
  const i = geladen ?? (await instellingenOf400(adm));
  const omgeving = gevraagd ?? i.omgeving;
  const cn = `${CONNECTOR_NAAM}-${i.klantcode}-${adm}`;
  const { csrPem, privateKeyPem } = await maakSleutelEnCsr({ cn, ...velden });
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, omgeving, certificaat: null, ingetrokkenOp: null }, data: { ingetrokkenOp: new Date() } }),
    db.connectorCertificaat.create({ data: { administratieNr: adm, omgeving, csr: csrPem, privateKeyVersleuteld: versleutel(privateKeyPem) } }),
  ]);
  return { csrPem, bestandsnaam: `${cn}-${omgeving}.csr` };
}

/** CreateCSRRenew: a new request with the subject of the active certificate (or of the open request). */
export async function createCsrRenew(ctx: TenantContext, gevraagd?: Omgeving) {
  const i = await instellingenOf400(ctx.administratieNr);
  const omgeving = gevraagd ?? i.omgeving;
  const c = await certificaten(ctx.administratieNr, omgeving);
  const bron = c.actief ?? c.aanvraag;
  if (!bron) throw badRequest(`Er is nog geen certificaat voor de omgeving ${omgeving} om te vernieuwen; vraag eerst een certificaat aan.`);
  const o = csrOnderwerp(bron.csr);
  return createCsr(ctx, { ou: o.ou, o: o.o, l: o.l, st: o.st, c: o.c, email: o.email }, omgeving, i);
}

const CERT_FOUTEN: Record<CertificaatFout, string> = {
  geenPem: "dit is geen certificaat in PEM-vorm (-----BEGIN CERTIFICATE-----)",
  ongeldig: "het certificaat kan niet worden gelezen",
  sleutelPastNiet: "het certificaat hoort niet bij de laatste aanvraag (de sleutel past niet)",
  verlopen: "het certificaat is verlopen",
  nogNietGeldig: "het certificaat is nog niet geldig",
};

/** UploadCertificate: checks (PEM, parses, matches the open request's key, valid now) and activates it. */
export async function uploadCertificaat(ctx: TenantContext, pem: string, gevraagd?: Omgeving) {
  const adm = ctx.administratieNr;
  const omgeving = await omgevingVan(adm, gevraagd);
  const c = await certificaten(adm, omgeving);
  if (!c.aanvraag) throw badRequest(`certificaat: er is geen openstaande aanvraag voor de omgeving ${omgeving}; maak eerst een CSR.`, [{ path: "certificaat", message: "maak eerst een CSR" }]);
  const r = controleerCertificaat(pem, ontsleutel(c.aanvraag.privateKeyVersleuteld));
  if (!r.ok) throw badRequest(`certificaat: ${CERT_FOUTEN[r.fout]}.`, [{ path: "certificaat", message: CERT_FOUTEN[r.fout] }]);
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, omgeving, ingetrokkenOp: null, certificaat: { not: null } }, data: { ingetrokkenOp: new Date() } }),
    db.connectorCertificaat.update({
      where: { administratieNr_id: { administratieNr: adm, id: c.aanvraag.id } },
      data: { certificaat: r.pem, onderwerp: r.info.onderwerp, geldigVanaf: r.info.geldigVanaf, geldigTot: r.info.geldigTot },
    }),
    db.connectorLog.create({ data: { administratieNr: adm, bericht: `Certificaat voor ${omgeving} geüpload: ${r.info.onderwerp}, geldig tot ${r.info.geldigTot.toISOString().slice(0, 10)}.` } }),
  ]);
  return {
    omgeving,
    onderwerp: r.info.onderwerp,
    uitgever: r.info.uitgever,
    geldigVanaf: r.info.geldigVanaf.toISOString(),
    geldigTot: r.info.geldigTot.toISOString(),
    dagenGeldig: Math.floor((r.info.geldigTot.getTime() - Date.now()) / DAG),
  };
}

/** DeleteCertificate: withdraws the active certificate and any open request; answers the removed PEM. */
export async function deleteCertificaat(ctx: TenantContext, gevraagd?: Omgeving) {
  const adm = ctx.administratieNr;
  const omgeving = await omgevingVan(adm, gevraagd);
  const c = await certificaten(adm, omgeving);
  const weg = c.actief ?? c.aanvraag;
  if (!weg) throw notFound(`Het certificaat voor ${omgeving}`);
  await db.$transaction([
    db.connectorCertificaat.updateMany({ where: { administratieNr: adm, omgeving, ingetrokkenOp: null }, data: { ingetrokkenOp: new Date() } }),
    db.connectorLog.create({ data: { administratieNr: adm, niveau: "Waarschuwing", bericht: `Certificaat en openstaande aanvraag voor ${omgeving} verwijderd.` } }),
  ]);
  return weg.certificaat ? { pem: weg.certificaat, bestandsnaam: "verwijderd-certificaat.pem" } : { pem: weg.csr, bestandsnaam: "verwijderde-aanvraag.csr" };
}

// ---------------------------------------------------------------------------------------------
// Live calls
// ---------------------------------------------------------------------------------------------

/** The mTLS connection of an administration, or a Dutch 400 when it cannot be made. */
export async function verbindingVan(administratieNr: number): Promise<SisVerbinding> {
  const config = await db.connectorConfiguratie.findUnique({ where: { administratieNr }, select: { instellingen: true } });
  const i = leesInstellingen(config?.instellingen);
  if (!i) throw badRequest("De koppeling is nog niet ingesteld (omgeving, host en klantcode).");
  // The certificate of the configured environment: switching environment switches certificate.
  const c = await certificaten(administratieNr, i.omgeving);
  if (!c.actief?.certificaat) throw badRequest(`Er is geen geldig certificaat voor de omgeving ${i.omgeving}: vraag een certificaat aan en upload het.`);
  return { host: i.host, certPem: c.actief.certificaat, keyPem: ontsleutel(c.actief.privateKeyVersleuteld), serverCaPem: i.serverCa, timeoutMs: 15_000 };
}

/** A failed live call as the API answers it: 502-like, but our catalogue says 400 with the reason. */
function sisFout(e: unknown): never {
  if (e instanceof SisFout) throw badRequest(e.message);
  throw e;
}

export async function getConnector(ctx: TenantContext, ping: boolean) {
  const adm = ctx.administratieNr;
  const [config, rijen, laatste] = await Promise.all([
    db.connectorConfiguratie.findUnique({ where: { administratieNr: adm } }),
    db.connectorCertificaat.findMany({ where: { administratieNr: adm, ingetrokkenOp: null }, select: certSelect, orderBy: { id: "desc" } }),
    db.connectorImport.findFirst({ where: { administratieNr: adm }, orderBy: { id: "desc" } }),
  ]);
  const i = leesInstellingen(config?.instellingen);
  const c = perOmgeving(rijen, i?.omgeving ?? "test");
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
    certificaten: OMGEVINGEN.map((omgeving) => ({ omgeving, ...certificaatView(perOmgeving(rijen, omgeving)) })),
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
  const [teams, config] = await Promise.all([sisGet(v, SIS_PADEN.teams, sisTeam.array()).catch(sisFout), db.connectorConfiguratie.findUnique({ where: { administratieNr: ctx.administratieNr }, select: { instellingen: true } })]);
  const groep = new Map((leesInstellingen(config?.instellingen)?.teams ?? []).map((t) => [t.teamId, t.groepNr]));
  return teams.map((t) => ({ id: t.id, naam: t.name, locatieId: t.locationId ?? null, groepNr: groep.get(t.id) ?? null })).sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
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
  /** Asked for a full import (QueueLeerlingenImport?volledig=true). */
  volledigGevraagd?: boolean;
  /** Incremental: the SIS changes since this moment; null: a full import. */
  sinds?: string | null;
  /** When the SIS data was read: the next incremental import asks for changes since then. */
  gelezenOp?: string;
  /** The choice of locations and teams the data was read with (lib/connector/import.ts keuzeSleutel). */
  sleutel?: string;
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
    volledig: res.gelezenOp ? !res.sinds : null,
    sinds: res.sinds ?? null,
    foutmelding: r.foutmelding,
    createdAt: r.createdAt.toISOString(),
    gestartOp: r.gestartOp?.toISOString() ?? null,
    voltooidOp: r.voltooidOp?.toISOString() ?? null,
  };
}

/** QueueLeerlingenImport / QueueMedewerkersImport: a new import run, handed to the job queue. */
export async function queueImport(ctx: TenantContext, soort: ImportSoort, volledig = false) {
  const adm = ctx.administratieNr;
  await verbindingVan(adm);
  const gekozen = await db.connectorLocatie.count({ where: { administratieNr: adm, gekozen: true } });
  if (!gekozen) throw badRequest("Kies eerst de locaties van de leerlingadministratie die u wilt importeren.");
  const bezig = await db.connectorImport.findFirst({ where: { administratieNr: adm, soort, status: { in: ["Wachtrij", "Bezig"] } }, select: { id: true } });
  if (bezig) throw conflict(`Er loopt al een import van ${soort.toLowerCase()} (nummer ${bezig.id}); wacht tot die klaar is.`);
  const rij = await db.connectorImport.create({
    data: { administratieNr: adm, soort, aangevraagdDoor: ctx.principal.kind === "user" ? ctx.gebruikerId : null, resultaat: { voortgang: 0, stap: "In de wachtrij", volledigGevraagd: volledig } },
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
  const [total, rijen] = await Promise.all([
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
    ? (await leesRijen<{ id: number }>(Prisma.sql`SELECT id FROM "ConnectorImport" WHERE "administratieNr" = ${administratieNr} AND id = ${id} FOR UPDATE`, tx)).length
      ? await tx.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr, id } } })
      : null
    : await tx.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr, id } } });
  if (!r) throw notFound("De import");
  const res = (r.resultaat ?? {}) as ImportResultaat;
  if (r.status !== "Voltooid") throw conflict(r.status === "Mislukt" ? `Deze import is mislukt: ${r.foutmelding ?? "zie het logbestand"}` : "Deze import is nog niet klaar; wacht tot het ophalen is voltooid.");
  if (res.opgeslagen) throw conflict("Deze import is al opgeslagen.");
  return { r, res };
}

/** A pupil's move into the group its SIS team feeds: the classes it ends, and the group. */
interface GroepPlan {
  groepNr: number;
  /** Current or future class assignments the move ends (a class that had not started yet becomes the new one). */
  beeindig: { id: number; ingangsdatum: Date }[];
}

/** The groups teams feed, with their school year (an assignment runs to its end). */
async function doelGroepen(tx: Prisma.TransactionClient, administratieNr: number, nrs: number[]) {
  const groepen = nrs.length
    ? await tx.groep.findMany({ where: { administratieNr, nr: { in: nrs } }, select: { nr: true, naam: true, soort: true, schooljaarRef: { select: { ingangsdatum: true, einddatum: true } } } })
    : [];
  return new Map(groepen.map((g) => [g.nr, g]));
}

/** The comparison of an import with the administration: items, status and default choice. */
async function maakReview(tx: Prisma.TransactionClient, administratieNr: number, soort: ImportSoort, res: ImportResultaat) {
  const items: ReviewItem[] = [];
  const vandaag = vandaagDatum();
  if (soort === "Leerlingen") {
    const lln = (res.items ?? []) as LeerlingItem[];
    const bestaand = lln.length
      ? await tx.leerling.findMany({
          where: { administratieNr, externeSleutel: { in: lln.map((l) => l.sleutel) } },
          select: { id: true, externeSleutel: true, roepnaam: true, tussenvoegsel: true, achternaam: true, geboortedatum: true, geslacht: true, einddatum: true },
        })
      : [];
    const per = new Map(bestaand.map((b) => [b.externeSleutel!, b]));
    // Teams feed groups (configuration): the groups, and the existing pupils' current and future assignments.
    const groepen = await doelGroepen(tx, administratieNr, [...new Set(lln.flatMap((l) => (l.groepNr ? [l.groepNr] : [])))]);
    const toewijzingen =
      groepen.size && bestaand.length
        ? await tx.leerlingtoewijzing.findMany({
            where: { administratieNr, leerlingId: { in: bestaand.map((b) => b.id) }, einddatum: { gte: vandaag } },
            select: { id: true, leerlingId: true, groepNr: true, groepSoort: true, ingangsdatum: true, groep: { select: { naam: true } } },
          })
        : [];
    const groepPlan = new Map<string, GroepPlan>();
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
      const g = l.groepNr ? groepen.get(l.groepNr) : undefined;
      if (g && g.schooljaarRef.einddatum >= vandaag) {
        const eigen = b ? toewijzingen.filter((t) => t.leerlingId === b.id) : [];
        if (!eigen.some((t) => t.groepNr === g.nr)) {
          // Into a class: the pupil's current (and future) class ends; into another group: added beside it.
          const klassen = g.soort === "Klas" ? eigen.filter((t) => t.groepSoort === "Klas") : [];
          groepPlan.set(l.sleutel, { groepNr: g.nr, beeindig: klassen.map((t) => ({ id: t.id, ingangsdatum: t.ingangsdatum })) });
          if (b) wijzigingen.push({ veld: "groep", oud: klassen.map((t) => t.groep.naam).join(", ") || null, nieuw: g.naam });
        }
      }
      items.push({
        sleutel: l.sleutel,
        naam: naamVan(l),
        status: !b ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
        details: [l.locatie, l.geboortedatum, g ? `→ ${g.naam}` : null].filter(Boolean).join(", "),
        wijzigingen,
        geblokkeerd: null,
        gekozen: false,
      });
    }
    return { items, bestaandeLeerlingen: per, leerlingen: lln, groepPlan, groepen };
  }
  const mws = (res.items ?? []) as MedewerkerItem[];
  const emails = mws.flatMap((m) => (m.email ? [m.email] : []));
  const gebruikers = emails.length
    ? await tx.gebruiker.findMany({
        where: { email: { in: emails, mode: "insensitive" } },
        select: { id: true, email: true, medewerkers: { where: { administratieNr }, select: { roepnaam: true, tussenvoegsel: true, achternaam: true, groepen: { select: { groepNr: true } } } } },
      })
    : [];
  const perEmail = new Map(gebruikers.map((g) => [(g.email ?? "").toLowerCase(), g]));
  const groepen = await doelGroepen(tx, administratieNr, [...new Set(mws.flatMap((m) => m.groepNrs ?? []))]);
  /** Per employee: the groups their teams feed that they are not in yet. */
  const nieuweGroepen = new Map<string, number[]>();
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
    const al = new Set(mw?.groepen.map((x) => x.groepNr) ?? []);
    const erbij = (m.groepNrs ?? []).filter((nr) => groepen.has(nr) && !al.has(nr));
    if (erbij.length) nieuweGroepen.set(m.sleutel, erbij);
    if (mw && erbij.length) wijzigingen.push({ veld: "groepen", oud: null, nieuw: erbij.map((nr) => groepen.get(nr)!.naam).join(", ") });
    items.push({
      sleutel: m.sleutel,
      naam: naamVan(m),
      status: !mw ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
      details: [m.email, m.locaties.join(", "), erbij.length ? `→ ${erbij.map((nr) => groepen.get(nr)!.naam).join(", ")}` : null].filter(Boolean).join(", "),
      wijzigingen,
      geblokkeerd: m.email ? null : "Geen e-mailadres in de leerlingadministratie; een gebruiker heeft een e-mailadres nodig.",
      gekozen: false,
    });
  }
  return { items, medewerkers: mws, gebruikers: perEmail, nieuweGroepen };
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
      const uitkomst = { importId: id, soort: r.soort, aangemaakt: 0, bijgewerkt: 0, ongewijzigd: plan.items.filter((i) => i.status === "ongewijzigd").length, overgeslagen: 0, groepToewijzingen: 0 };
      uitkomst.overgeslagen = plan.items.filter((i) => i.status !== "ongewijzigd" && !i.gekozen).length;
      const vandaagIso = new Date().toISOString().slice(0, 10);
      const d = (s: string | null) => (s ? new Date(`${s}T00:00:00Z`) : null);
      if (r.soort === "Leerlingen" && plan.leerlingen && plan.bestaandeLeerlingen && plan.groepPlan && plan.groepen) {
        const bestaand = plan.bestaandeLeerlingen;
        const nieuw = plan.leerlingen.filter((l) => gekozen.has(l.sleutel) && !bestaand.has(l.sleutel));
        const ids = new Map<string, number>([...bestaand].map(([k, b]) => [k, b.id]));
        if (nieuw.length) {
          const gemaakt = await tx.leerling.createManyAndReturn({
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
            select: { id: true, externeSleutel: true },
          });
          for (const g of gemaakt) ids.set(g.externeSleutel!, g.id);
        }
        uitkomst.aangemaakt = nieuw.length;
        for (const l of plan.leerlingen.filter((x) => gekozen.has(x.sleutel) && bestaand.has(x.sleutel))) {
          const b = bestaand.get(l.sleutel)!;
          if (b.roepnaam !== l.roepnaam || (b.tussenvoegsel ?? null) !== l.tussenvoegsel || b.achternaam !== l.achternaam || isoOfNull(b.geboortedatum) !== l.geboortedatum || b.geslacht !== l.geslacht)
            await tx.leerling.update({
              where: { administratieNr_id: { administratieNr: adm, id: b.id } },
              data: { roepnaam: l.roepnaam, tussenvoegsel: l.tussenvoegsel, achternaam: l.achternaam, geboortedatum: d(l.geboortedatum), geslacht: l.geslacht },
            });
          uitkomst.bijgewerkt++;
        }
        // Teams feed groups: end the current class the day before, then one multi-row insert.
        const vandaag = vandaagDatum();
        const gisteren = new Date(vandaag.getTime() - DAG);
        const nieuweToewijzingen: Prisma.LeerlingtoewijzingCreateManyInput[] = [];
        const beeindig: number[] = [];
        for (const l of plan.leerlingen) {
          const p = plan.groepPlan.get(l.sleutel);
          const g = p && plan.groepen.get(p.groepNr);
          const leerlingId = ids.get(l.sleutel);
          if (!p || !g || !gekozen.has(l.sleutel) || leerlingId === undefined) continue;
          const start = [vandaag, g.schooljaarRef.ingangsdatum, ...(bestaand.has(l.sleutel) ? [] : [d(l.ingangsdatum)])].reduce((a, b) => (b && b > a! ? b : a))!;
          if (start > g.schooljaarRef.einddatum) continue;
          const nogNietBegonnen = p.beeindig.find((t) => t.ingangsdatum >= vandaag);
          for (const t of p.beeindig) if (t.ingangsdatum < vandaag) beeindig.push(t.id);
          if (nogNietBegonnen) {
            // The class had not started yet: it becomes the new one.
            await tx.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: adm, id: nogNietBegonnen.id } }, data: { groepNr: g.nr, einddatum: g.schooljaarRef.einddatum } });
          } else nieuweToewijzingen.push({ administratieNr: adm, leerlingId, groepNr: g.nr, ingangsdatum: start, einddatum: g.schooljaarRef.einddatum });
          uitkomst.groepToewijzingen++;
        }
        if (beeindig.length) await tx.leerlingtoewijzing.updateMany({ where: { administratieNr: adm, id: { in: beeindig } }, data: { einddatum: gisteren } });
        if (nieuweToewijzingen.length) await tx.leerlingtoewijzing.createMany({ data: nieuweToewijzingen, skipDuplicates: true });
      } else if (plan.medewerkers && plan.gebruikers && plan.nieuweGroepen) {
        const gebruikers = plan.gebruikers;
        const staf = plan.medewerkers.filter((m) => gekozen.has(m.sleutel) && m.email);
        const zonderGebruiker = staf.filter((m) => !gebruikers.has(m.email!));
        const ids = new Map<string, string>([...gebruikers].map(([e, g]) => [e, g.id]));
        if (zonderGebruiker.length) {
          const nieuw = await tx.gebruiker.createManyAndReturn({ data: zonderGebruiker.map((m) => ({ email: m.email! })), select: { id: true, email: true } });
          for (const g of nieuw) ids.set((g.email ?? "").toLowerCase(), g.id);
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
        // Teams feed groups: the employee joins the groups of their teams.
        const groepen = staf.flatMap((m) => (plan.nieuweGroepen.get(m.sleutel) ?? []).map((groepNr) => ({ administratieNr: adm, gebruikerId: ids.get(m.email!)!, groepNr })));
        if (groepen.length) await tx.medewerkerGroep.createMany({ data: groepen, skipDuplicates: true });
        uitkomst.groepToewijzingen = groepen.length;
      }
      await tx.connectorImport.update({ where: { administratieNr_id: { administratieNr: adm, id } }, data: { resultaat: { ...res, opgeslagen: true, stap: "Opgeslagen" } as unknown as Prisma.InputJsonValue } });
      // The last import moment per kind: the next import asks the SIS only for changes since the data of this one.
      const sinds = res.gelezenOp ? { op: res.gelezenOp, sleutel: res.sleutel ?? "" } : null;
      await tx.$executeRaw`
        UPDATE "ConnectorConfiguratie" SET "laatsteImportOp" = now(), "updatedAt" = now(),
          instellingen = CASE WHEN ${sinds ? JSON.stringify(sinds) : null}::jsonb IS NULL THEN instellingen
            ELSE instellingen || jsonb_build_object('sinds', COALESCE(instellingen->'sinds', '{}'::jsonb) || jsonb_build_object(${r.soort}::text, ${sinds ? JSON.stringify(sinds) : null}::jsonb)) END
        WHERE "administratieNr" = ${adm}`;
      await tx.connectorLog.create({
        data: { administratieNr: adm, importId: id, bericht: `Opgeslagen: ${uitkomst.aangemaakt} nieuw, ${uitkomst.bijgewerkt} bijgewerkt, ${uitkomst.ongewijzigd} ongewijzigd, ${uitkomst.overgeslagen} overgeslagen.` },
      });
      return uitkomst;
    },
    { timeout: 60_000 },
  );
}
