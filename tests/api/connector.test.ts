import { createPublicKey } from "node:crypto";
import "reflect-metadata";
import * as x509 from "@peculiar/x509";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ontsleutel } from "@/lib/connector/geheim";
import { voerImportUit } from "@/lib/connector/import";
import { startSimulator, type Simulator } from "@/lib/connector/simulator";
import { maakSleutelEnCsr } from "@/lib/connector/x509";
import { db } from "@/lib/db/client";
import { CONNECTOR_QUEUE, getBoss, maakBoss, startBoss, stopBoss } from "@/lib/jobs";
import { startConnectorWorker } from "@/lib/jobs/worker";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { getApi } from "@/lib/api/app";
import { call, makeTenant, makeUser } from "./helpers";

let sim: Simulator;
let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let zonder: Awaited<ReturnType<typeof makeUser>>;
let alleenBeheer: Awaited<ReturnType<typeof makeUser>>;
const q = () => ({ administratieNr: t.administratieNr });
const RECHTEN = { [F.Administratie]: Bits.Manage, [F.Leerlingen]: Bits.Manage | Bits.WriteAlle | Bits.ReadAlle, [F.Groepen]: Bits.WriteAlle | Bits.ReadAlle };

/** A file answer (CSR, log) as text. */
async function bestand(method: string, pad: string, cookie: string, body?: unknown, admnr = t.administratieNr) {
  const res = await getApi().fetch(
    new Request(`http://localhost${pad}${pad.includes("?") ? "&" : "?"}administratieNr=${admnr}`, {
      method,
      headers: { "x-csrf": "1", cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  return { status: res.status, type: res.headers.get("content-type"), tekst: await res.text() };
}

async function wachtOp(id: number, statussen: string[], ms = 60_000) {
  const eind = Date.now() + ms;
  for (;;) {
    const r = await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id } });
    if (statussen.includes(r.json.status)) return r.json;
    if (Date.now() > eind) throw new Error(`import ${id} bleef ${r.json.status}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const config = () => ({ actief: true, omgeving: "test", host: sim.url, klantcode: "RB01", serverCa: sim.ca.certPem, importeerLeerlingen: true, importeerMedewerkers: true });
const subject = { ou: "ICT", o: "De Regenboog", l: "Utrecht", st: "Utrecht", c: "nl", email: "ict@regenboog.test" };

beforeAll(async () => {
  sim = await startSimulator({ omgeving: "test", perLocatie: 5 });
  t = await makeTenant({ permissies: RECHTEN });
  other = await makeTenant({ permissies: RECHTEN });
  // The connector exists only with the module CONNECTOR.
  await db.administratie.updateMany({ where: { administratieNr: { in: [t.administratieNr, other.administratieNr] } }, data: { modules: { push: "CONNECTOR" } } });
  const leeg = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Zonder" } });
  zonder = await makeUser(t.administratieNr, leeg.id);
  const beheerRol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Alleen beheer", permissies: { create: [{ functiegebied: F.Administratie, bits: Bits.Manage }] } } });
  alleenBeheer = await makeUser(t.administratieNr, beheerRol.id);
}, 60_000);

afterAll(async () => {
  await stopBoss();
  await sim?.stop();
});

describe("Connector: configuration and certificate", () => {
  it("without the module CONNECTOR every call answers 403, whatever the rights", async () => {
    const zonderModule = await makeTenant({ permissies: RECHTEN });
    const als = { query: { administratieNr: zonderModule.administratieNr }, cookie: zonderModule.user.cookie };
    for (const [method, pad, body] of [
      ["GET", "/api/Connector/GetConnector"],
      ["GET", "/api/Connector/GetConfig"],
      ["GET", "/api/Connector/GetLocaties"],
      ["GET", "/api/Connector/QueueLeerlingenImport"],
      ["POST", "/api/Connector/CreateCSR", subject],
    ] as const)
      expect((await call(method, pad, { ...als, body })).status, pad).toBe(403);
    // With the module the same user gets on.
    await db.administratie.update({ where: { administratieNr: zonderModule.administratieNr }, data: { modules: ["CONNECTOR"] } });
    expect((await call("GET", "/api/Connector/GetConfig", als)).status).toBe(200);
  });

  it("GetGlobalConfig and GetConfig answer defaults; PutConfig checks and saves; rights", async () => {
    const glob = await call("GET", "/api/Connector/GetGlobalConfig", { query: q(), cookie: t.user.cookie });
    expect(glob.status).toBe(200);
    expect(glob.json).toMatchObject({ connector: "leerroute", sleutelBits: 4096 });
    expect((await call("GET", "/api/Connector/GetConfig", { query: q(), cookie: t.user.cookie })).json).toMatchObject({ actief: false, klantcode: "", locaties: [] });
    // CreateCSR needs the configuration (the customer code is part of the CN).
    const vroeg = await call("POST", "/api/Connector/CreateCSR", { query: q(), cookie: t.user.cookie, body: subject });
    expect(vroeg.status).toBe(400);
    expect(vroeg.json.issues[0].path).toBe("klantcode");
    const fout = await call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: t.user.cookie, body: { ...config(), host: "http://onveilig.test" } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toContain("host");
    expect((await call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: zonder.cookie, body: config() })).status).toBe(403);
    const ok = await bestand("PUT", "/api/Connector/PutConfig", t.user.cookie, config());
    expect(ok.status).toBe(200);
    expect(ok.type).toContain("application/json");
    expect(JSON.parse(ok.tekst)).toMatchObject({ omgeving: "test", host: sim.url, klantcode: "RB01" });
    expect((await call("GET", "/api/Connector/GetConfig", { query: q(), cookie: t.user.cookie })).json).toMatchObject({ actief: true, klantcode: "RB01", host: sim.url });
    expect((await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: zonder.cookie })).status).toBe(403);
    // Another administration's configuration is its own.
    expect((await call("GET", "/api/Connector/GetConfig", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie })).json.klantcode).toBe("");
  });

  it("CreateCSR makes an RSA-4096 request with the subject; the key is stored encrypted and never answered", async () => {
    const fout = await call("POST", "/api/Connector/CreateCSR", { query: q(), cookie: t.user.cookie, body: { ...subject, c: "Nederland" } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("body.c");
    const res = await bestand("POST", "/api/Connector/CreateCSR", t.user.cookie, subject);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pkcs10");
    expect(res.tekst).toContain("-----BEGIN CERTIFICATE REQUEST-----");
    expect(res.tekst).not.toContain("PRIVATE KEY");
    const csr = new x509.Pkcs10CertificateRequest(res.tekst);
    expect(csr.subject).toBe(`CN=leerroute-RB01-${t.administratieNr}, OU=ICT, O=De Regenboog, L=Utrecht, ST=Utrecht, C=NL, E=ict@regenboog.test`);
    expect(await csr.verify()).toBe(true);
    expect(createPublicKey({ key: Buffer.from(csr.publicKey.rawData), format: "der", type: "spki" }).asymmetricKeyDetails?.modulusLength).toBe(4096);
    const rij = await db.connectorCertificaat.findFirstOrThrow({ where: { administratieNr: t.administratieNr, ingetrokkenOp: null } });
    expect(rij.privateKeyVersleuteld).not.toContain("PRIVATE KEY");
    expect(ontsleutel(rij.privateKeyVersleuteld)).toContain("-----BEGIN PRIVATE KEY-----");
    const staat = await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: t.user.cookie });
    expect(staat.json.certificaat).toMatchObject({ status: "aangevraagd" });
    expect(JSON.stringify(staat.json)).not.toContain("PRIVATE");
  }, 120_000);

  it("UploadCertificate refuses a bad PEM, another key's certificate and an expired one, and accepts the signed one", async () => {
    const rij = await db.connectorCertificaat.findFirstOrThrow({ where: { administratieNr: t.administratieNr, ingetrokkenOp: null } });
    const upload = (certificaat: string) => call("POST", "/api/Connector/UploadCertificate", { query: q(), cookie: t.user.cookie, body: { certificaat } });
    const geenPem = await upload("dit is geen certificaat");
    expect(geenPem.status).toBe(400);
    expect(geenPem.json.issues[0]).toMatchObject({ path: "certificaat", message: expect.stringContaining("PEM") });
    expect((await upload("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----")).json.issues[0].message).toContain("niet worden gelezen");
    const vreemd = await maakSleutelEnCsr({ cn: "x", ou: "x", o: "x", l: "x", st: "x", c: "NL", email: "x@x.test" }, 2048);
    const mismatch = await upload(await sim.teken(vreemd.csrPem));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.issues[0].message).toContain("sleutel past niet");
    const verlopen = await upload(await sim.teken(rij.csr, { vanaf: new Date("2020-01-01"), tot: new Date("2021-01-01") }));
    expect(verlopen.status).toBe(400);
    expect(verlopen.json.issues[0].message).toContain("verlopen");
    expect((await call("POST", "/api/Connector/UploadCertificate", { query: q(), cookie: zonder.cookie, body: { certificaat: "x" } })).status).toBe(403);
    expect((await db.connectorCertificaat.findFirstOrThrow({ where: { id: rij.id, administratieNr: t.administratieNr } })).certificaat).toBeNull();

    // Signed for the production environment: uploads fine, but the test host answers 403.
    const ok = await upload(await sim.teken(rij.csr, { omgeving: "productie" }));
    expect(ok.status).toBe(200);
    expect(ok.json.onderwerp).toContain(`CN=leerroute-RB01-${t.administratieNr}`);
    expect(ok.json.dagenGeldig).toBeGreaterThan(360);
    const ping = await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie });
    expect(ping.json).toMatchObject({ verbinding: "verkeerdeOmgeving", certificaat: { status: "geldig" } });
    expect(ping.json.verbindingMelding).toContain("403");
  }, 60_000);

  it("CreateCSRRenew keeps the subject; after the new upload /ping is 200; 495 and 500 are reported", async () => {
    const renew = await bestand("GET", "/api/Connector/CreateCSRRenew", t.user.cookie);
    expect(renew.status).toBe(200);
    expect(new x509.Pkcs10CertificateRequest(renew.tekst).subject).toContain(`CN=leerroute-RB01-${t.administratieNr}, OU=ICT`);
    // The old certificate stays active until the new one is uploaded.
    expect((await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: t.user.cookie })).json.certificaat).toMatchObject({ status: "geldig", aanvraagOp: expect.any(String) });
    const up = await call("POST", "/api/Connector/UploadCertificate", { query: q(), cookie: t.user.cookie, body: { certificaat: await sim.teken(renew.tekst) } });
    expect(up.status).toBe(200);
    const ping = (await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie })).json;
    expect(ping).toMatchObject({ verbinding: "ok", certificaat: { status: "geldig", aanvraagOp: null } });
    sim.zetModus("495");
    expect((await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie })).json.verbinding).toBe("certificaatOngeldig");
    sim.zetModus("500");
    expect((await call("GET", "/api/Connector/GetLocaties", { query: q(), cookie: t.user.cookie })).json.message).toContain("500");
    sim.zetModus("ok");
    expect(await db.connectorCertificaat.count({ where: { administratieNr: t.administratieNr, ingetrokkenOp: null } })).toBe(1);
  }, 120_000);
});

describe("Connector: one certificate per environment", () => {
  it("CSR, upload, state and delete per environment; switching environment uses that environment's certificate", async () => {
    const csr = await bestand("POST", "/api/Connector/CreateCSR?omgeving=productie", t.user.cookie, subject);
    expect(csr.status).toBe(200);
    expect(csr.tekst).toContain("BEGIN CERTIFICATE REQUEST");
    expect((await call("POST", "/api/Connector/CreateCSR", { query: { ...q(), omgeving: "acceptatie" }, cookie: t.user.cookie, body: subject })).status).toBe(400);
    let staat = (await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: t.user.cookie })).json;
    const per = (s: { certificaten: { omgeving: string; status: string }[] }) => Object.fromEntries(s.certificaten.map((c) => [c.omgeving, c.status]));
    expect(per(staat)).toEqual({ ontwikkeling: "geen", test: "geldig", productie: "aangevraagd" });
    // The configured environment (test) keeps its certificate; the open request is production's.
    expect(staat.certificaat).toMatchObject({ status: "geldig", aanvraagOp: null });
    // Without an open request of its own, the development environment refuses an upload.
    expect((await call("POST", "/api/Connector/UploadCertificate", { query: { ...q(), omgeving: "ontwikkeling" }, cookie: t.user.cookie, body: { certificaat: await sim.teken(csr.tekst) } })).status).toBe(400);
    const up = await call("POST", "/api/Connector/UploadCertificate", { query: { ...q(), omgeving: "productie" }, cookie: t.user.cookie, body: { certificaat: await sim.teken(csr.tekst, { omgeving: "productie" }) } });
    expect(up.status).toBe(200);
    expect(up.json.omgeving).toBe("productie");
    staat = (await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie })).json;
    expect(per(staat)).toEqual({ ontwikkeling: "geen", test: "geldig", productie: "geldig" });
    expect(staat.verbinding).toBe("ok");
    // Switch the configuration to production (the simulator plays the test host): production's certificate is presented and refused with 403.
    expect((await call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: t.user.cookie, body: { ...config(), omgeving: "productie" } })).status).toBe(200);
    staat = (await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie })).json;
    expect(staat).toMatchObject({ omgeving: "productie", verbinding: "verkeerdeOmgeving", certificaat: { status: "geldig" } });
    expect((await call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: t.user.cookie, body: config() })).status).toBe(200);
    expect((await call("GET", "/api/Connector/GetConnector", { query: { ...q(), ping: "true" }, cookie: t.user.cookie })).json.verbinding).toBe("ok");
    // Deleting production's certificate leaves test's.
    expect((await call("DELETE", "/api/Connector/DeleteCertificate", { query: { ...q(), omgeving: "productie" }, cookie: zonder.cookie })).status).toBe(403);
    const weg = await bestand("DELETE", "/api/Connector/DeleteCertificate?omgeving=productie", t.user.cookie);
    expect(weg.status).toBe(200);
    expect(per((await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: t.user.cookie })).json)).toEqual({ ontwikkeling: "geen", test: "geldig", productie: "geen" });
    expect((await call("DELETE", "/api/Connector/DeleteCertificate", { query: { ...q(), omgeving: "ontwikkeling" }, cookie: t.user.cookie })).status).toBe(404);
  }, 120_000);
});

describe("Connector: live lists, locations, queued import, review, save, logs", () => {
  it("GetLocaties, GetTeams, GetExpertiseProfiles come live from the SIS; KiesLocatie checks branches", async () => {
    const loc = await call("GET", "/api/Connector/GetLocaties", { query: q(), cookie: t.user.cookie });
    expect(loc.status).toBe(200);
    expect(loc.json.map((l: { naam: string }) => l.naam)).toEqual(["Dagbesteding De Linde", "Locatie Noord", "Locatie Zuid"]);
    expect((await call("GET", "/api/Connector/GetTeams", { query: q(), cookie: t.user.cookie })).json).toHaveLength(6);
    expect((await call("GET", "/api/Connector/GetExpertiseProfiles", { query: q(), cookie: t.user.cookie })).json.map((p: { naam: string }) => p.naam)).toContain("Gedragsdeskundige");
    expect((await call("GET", "/api/Connector/GetLocaties", { query: q(), cookie: zonder.cookie })).status).toBe(403);
    // Without a certificate of its own the other administration cannot call the SIS.
    expect((await call("GET", "/api/Connector/GetLocaties", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie })).status).toBe(400);

    const zonderVestiging = await call("POST", "/api/Connector/KiesLocatie", { query: q(), cookie: t.user.cookie, body: { locaties: [{ externeId: "101", naam: "Locatie Noord", gekozen: true, vestigingNr: null }] } });
    expect(zonderVestiging.status).toBe(400);
    expect(zonderVestiging.json.issues[0].path).toBe("locaties.0.vestigingNr");
    expect((await call("POST", "/api/Connector/KiesLocatie", { query: q(), cookie: t.user.cookie, body: { locaties: [{ externeId: "101", naam: "Locatie Noord", gekozen: true, vestigingNr: 99 }] } })).status).toBe(400);
    const ok = await call("POST", "/api/Connector/KiesLocatie", {
      query: q(),
      cookie: t.user.cookie,
      body: { locaties: [{ externeId: "101", naam: "Locatie Noord", gekozen: true, vestigingNr: 1 }, { externeId: "102", naam: "Locatie Zuid", gekozen: true, vestigingNr: 2 }, { externeId: "103", naam: "Dagbesteding De Linde", gekozen: false, vestigingNr: null }] },
    });
    expect(ok.json).toEqual({ aantal: 3, gekozen: 2 });
    expect((await call("GET", "/api/Connector/GetLocaties", { query: q(), cookie: t.user.cookie })).json.find((l: { externeId: string }) => l.externeId === "102")).toMatchObject({ gekozen: true, vestigingNr: 2 });
  });

  it("PutConfig maps SIS teams to groups (checked, kept when left out); GetConfig and GetTeams show the mapping", async () => {
    const put = (teams: unknown) => call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: t.user.cookie, body: { ...config(), teams } });
    const onbekend = await put([{ teamId: 200, naam: "Team NRD 1", groepNr: 99 }]);
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toBe("teams.0.groepNr");
    const dubbel = await put([{ teamId: 200, naam: "Team NRD 1", groepNr: 1 }, { teamId: 200, naam: "Team NRD 1", groepNr: 1 }]);
    expect(dubbel.status).toBe(400);
    expect(dubbel.json.issues[0].path).toBe("teams.1.teamId");
    expect((await put([{ teamId: "x", naam: "Team", groepNr: 1 }])).status).toBe(400);
    // A group of another administration is unknown here.
    await db.groep.create({ data: { administratieNr: other.administratieNr, nr: 7, naam: "Vreemd", schooljaar: other.schooljaar, vestigingNr: 1 } });
    expect((await put([{ teamId: 200, naam: "Team NRD 1", groepNr: 7 }])).status).toBe(400);
    expect((await put([{ teamId: 200, naam: "Team NRD 1", groepNr: 1 }])).status).toBe(200);
    // Saving the settings without teams keeps the mapping.
    expect((await call("PUT", "/api/Connector/PutConfig", { query: q(), cookie: t.user.cookie, body: config() })).status).toBe(200);
    expect((await call("GET", "/api/Connector/GetConfig", { query: q(), cookie: t.user.cookie })).json.teams).toEqual([{ teamId: 200, naam: "Team NRD 1", groepNr: 1, groepNaam: "Groep 5" }]);
    const teams = (await call("GET", "/api/Connector/GetTeams", { query: q(), cookie: t.user.cookie })).json as { id: number; groepNr: number | null }[];
    expect(teams.find((x) => x.id === 200)?.groepNr).toBe(1);
    expect(teams.filter((x) => x.groepNr !== null)).toHaveLength(1);
  });

  it("the loop: queue → worker fetches over mTLS → review → choice → save in one go → log", async () => {
    const voor = await db.leerling.count({ where: { administratieNr: t.administratieNr } });
    expect((await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: alleenBeheer.cookie })).status).toBe(403);
    const q1 = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie });
    expect(q1.status).toBe(200);
    expect(q1.json).toMatchObject({ soort: "Leerlingen", status: "Wachtrij" });
    expect((await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie })).status).toBe(409);
    // Not reviewable before it is fetched.
    expect((await call("POST", `/api/Connector/KiesLeerlingen/${q1.json.id}`, { query: q(), cookie: t.user.cookie, body: {} })).status).toBe(409);
    await startConnectorWorker(await getBoss(), 0.5);
    const klaar = await wachtOp(q1.json.id, ["Voltooid", "Mislukt"]);
    expect(klaar).toMatchObject({ status: "Voltooid", voortgang: 100, aantal: 10, opgeslagen: false });
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);

    const review = await call("POST", `/api/Connector/KiesLeerlingen/${q1.json.id}`, { query: q(), cookie: t.user.cookie, body: {} });
    expect(review.status).toBe(200);
    expect(review.json.aantallen).toMatchObject({ nieuw: 10, gewijzigd: 0, ongewijzigd: 0, gekozen: 10 });
    const keuze = review.json.items.slice(0, 7).map((i: { sleutel: string }) => i.sleutel);
    expect((await call("POST", `/api/Connector/KiesLeerlingen/${q1.json.id}`, { query: q(), cookie: t.user.cookie, body: { keuzes: ["sis:1"] } })).status).toBe(400);
    const gekozen = await call("POST", `/api/Connector/KiesLeerlingen/${q1.json.id}`, { query: q(), cookie: t.user.cookie, body: { keuzes: keuze } });
    expect(gekozen.json.aantallen.gekozen).toBe(7);
    // Another administration cannot see or save this import.
    expect((await call("POST", `/api/Connector/KiesLeerlingen/${q1.json.id}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: {} })).status).toBe(404);
    expect((await call("POST", "/api/Connector/Opslaan", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { id: q1.json.id } })).status).toBe(404);

    const opslaan = await call("POST", "/api/Connector/Opslaan", { query: q(), cookie: t.user.cookie, body: { id: q1.json.id } });
    expect(opslaan.status).toBe(200);
    expect(opslaan.json).toMatchObject({ aangemaakt: 7, bijgewerkt: 0, overgeslagen: 3 });
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, externeSleutel: { in: keuze } } })).toBe(7);
    // Team NRD 1 feeds Groep 5: the chosen pupils of Locatie Noord are placed in it, the others not.
    const uitNoord = (review.json.items as { sleutel: string; details: string }[]).filter((i) => keuze.includes(i.sleutel) && i.details.startsWith("Locatie Noord"));
    expect(uitNoord.length).toBeGreaterThan(0);
    expect(uitNoord.every((i) => i.details.endsWith("→ Groep 5"))).toBe(true);
    expect(opslaan.json.groepToewijzingen).toBe(uitNoord.length);
    const geplaatst = await db.leerlingtoewijzing.findMany({ where: { administratieNr: t.administratieNr, groepNr: 1 }, select: { leerling: { select: { externeSleutel: true } } } });
    expect(geplaatst.map((g) => g.leerling.externeSleutel).sort()).toEqual(uitNoord.map((i) => i.sleutel).sort());
    expect((await call("POST", "/api/Connector/Opslaan", { query: q(), cookie: t.user.cookie, body: { id: q1.json.id } })).status).toBe(409);

    // A second run sees the saved pupils as unchanged, and a changed name as changed.
    const een = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: keuze[0] } });
    await db.leerling.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: een.id } }, data: { roepnaam: "Anders" } });
    // A pupil of Team NRD 1 taken out of Groep 5 (the placement ended yesterday) shows as changed: back into the group.
    const weg = uitNoord.find((i) => i.sleutel !== keuze[0]);
    if (weg) {
      const lid = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: weg.sleutel } });
      await db.leerlingtoewijzing.deleteMany({ where: { administratieNr: t.administratieNr, leerlingId: lid.id } });
    }
    const q2 = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: { ...q(), volledig: "true" }, cookie: t.user.cookie });
    await wachtOp(q2.json.id, ["Voltooid"]);
    const r2 = await call("POST", `/api/Connector/KiesLeerlingen/${q2.json.id}`, { query: q(), cookie: t.user.cookie, body: {} });
    expect(r2.json.aantallen).toMatchObject({ nieuw: 3, gewijzigd: weg ? 2 : 1, ongewijzigd: weg ? 5 : 6 });
    expect(r2.json.items.find((i: { sleutel: string }) => i.sleutel === keuze[0]).wijzigingen[0]).toMatchObject({ veld: "roepnaam", oud: "Anders" });
    if (weg) expect(r2.json.items.find((i: { sleutel: string }) => i.sleutel === weg.sleutel).wijzigingen).toEqual([{ veld: "groep", oud: null, nieuw: "Groep 5" }]);

    const logs = await call("GET", "/api/Connector/Logfiles", { query: q(), cookie: t.user.cookie });
    expect(logs.json.items[0]).toMatchObject({ id: q2.json.id, status: "Voltooid", fouten: 0 });
    const bestandLog = await bestand("GET", `/api/Connector/DownloadLog/${q1.json.id}`, t.user.cookie);
    expect(bestandLog.type).toContain("text/plain");
    expect(bestandLog.tekst).toContain("Opgeslagen: 7 nieuw");
    expect(bestandLog.tekst).toContain("cliënten opgehaald van Locatie Noord");
    expect((await bestand("GET", `/api/Connector/DownloadLog/${q1.json.id}`, other.user.cookie, undefined, other.administratieNr)).status).toBe(404);
    await (await getBoss()).offWork(CONNECTOR_QUEUE);
  }, 120_000);

  it("after a full import the next one is incremental (…/updates?since=); a changed choice of locations makes it full again", async () => {
    const adm = t.administratieNr;
    const config0 = await db.connectorConfiguratie.findUniqueOrThrow({ where: { administratieNr: adm } });
    const sinds = (config0.instellingen as { sinds?: Record<string, { op: string }> }).sinds?.Leerlingen?.op;
    expect(sinds).toEqual(expect.any(String));
    const bestaand = await db.leerling.findFirstOrThrow({ where: { administratieNr: adm, externeSleutel: { startsWith: "sis:" }, roepnaam: { not: "Anders" } } });
    sim.wijzig("clients", Number(bestaand.externeSleutel!.slice(4)), { lastName: "Gewijzigd" });
    const nieuwId = sim.voegToe({ firstName: "Nieuwe", lastName: "Instromer", locationId: 101, teamId: 200, birthDate: "2018-04-05" });
    sim.voegToe({ firstName: "Andere", lastName: "Locatie", locationId: 103 });
    const updatesVoor = sim.verzoeken.get("/v0/xstream/clients/updates") ?? 0;

    const imp = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie });
    await voerImportUit({ administratieNr: adm, importId: imp.json.id }, { nummer: 1, laatste: true });
    const staat = (await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id: imp.json.id } })).json;
    expect(staat).toMatchObject({ status: "Voltooid", volledig: false, sinds, aantal: 2 });
    expect((sim.verzoeken.get("/v0/xstream/clients/updates") ?? 0) - updatesVoor).toBe(1);
    const review = await call("POST", `/api/Connector/KiesLeerlingen/${imp.json.id}`, { query: q(), cookie: t.user.cookie, body: {} });
    expect(review.json.aantallen).toMatchObject({ nieuw: 1, gewijzigd: 1, ongewijzigd: 0 });
    expect(review.json.items.find((i: { sleutel: string }) => i.sleutel === bestaand.externeSleutel).wijzigingen).toEqual([{ veld: "achternaam", oud: bestaand.achternaam, nieuw: "Gewijzigd" }]);
    const opslaan = await call("POST", "/api/Connector/Opslaan", { query: q(), cookie: t.user.cookie, body: { id: imp.json.id } });
    expect(opslaan.json).toMatchObject({ aangemaakt: 1, bijgewerkt: 1, groepToewijzingen: 1 });
    const nieuw = await db.leerling.findFirstOrThrow({ where: { administratieNr: adm, externeSleutel: `sis:${nieuwId}` }, include: { toewijzingen: true } });
    expect(nieuw.toewijzingen.map((x) => x.groepNr)).toEqual([1]);
    // The moment moved on: nothing changed since.
    const config1 = await db.connectorConfiguratie.findUniqueOrThrow({ where: { administratieNr: adm } });
    expect((config1.instellingen as { sinds: Record<string, { op: string }> }).sinds.Leerlingen!.op > sinds!).toBe(true);
    const leeg = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie });
    await voerImportUit({ administratieNr: adm, importId: leeg.json.id }, { nummer: 1, laatste: true });
    expect((await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id: leeg.json.id } })).json).toMatchObject({ volledig: false, aantal: 0 });

    // Another choice of locations: the next import reads everything again.
    const locaties = await db.connectorLocatie.findMany({ where: { administratieNr: adm } });
    const kies = (extra: boolean) =>
      call("POST", "/api/Connector/KiesLocatie", {
        query: q(),
        cookie: t.user.cookie,
        body: { locaties: locaties.map((l) => ({ externeId: l.externeId, naam: l.naam, gekozen: l.gekozen || (extra && l.externeId === "103"), vestigingNr: l.vestigingNr ?? (extra && l.externeId === "103" ? 1 : null) })) },
      });
    expect((await kies(true)).status).toBe(200);
    const vol = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie });
    await voerImportUit({ administratieNr: adm, importId: vol.json.id }, { nummer: 1, laatste: true });
    expect((await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id: vol.json.id } })).json).toMatchObject({ volledig: true, sinds: null, aantal: 17 });
    expect((await bestand("GET", `/api/Connector/DownloadLog/${vol.json.id}`, t.user.cookie)).tekst).toContain("de keuze van locaties of teams is veranderd");
    expect((await kies(false)).status).toBe(200);
  }, 60_000);

  it("a staff import reviews by e-mail and saves staff with their branches", async () => {
    const imp = await call("GET", "/api/Connector/QueueMedewerkersImport", { query: q(), cookie: t.user.cookie });
    expect(imp.status).toBe(200);
    await voerImportUit({ administratieNr: t.administratieNr, importId: imp.json.id }, { nummer: 1, laatste: true });
    const review = await call("POST", `/api/Connector/KiesLeerlingen/${imp.json.id}`, { query: q(), cookie: t.user.cookie, body: {} });
    expect(review.json).toMatchObject({ soort: "Medewerkers", aantallen: { nieuw: 6 } });
    const opslaan = await call("POST", "/api/Connector/Opslaan", { query: q(), cookie: t.user.cookie, body: { id: imp.json.id } });
    expect(opslaan.json).toMatchObject({ soort: "Medewerkers", aangemaakt: 6, groepToewijzingen: 3 });
    const m = await db.medewerker.findMany({ where: { administratieNr: t.administratieNr, gebruiker: { email: { endsWith: "@sis.test" } } }, include: { vestigingen: true, groepen: true } });
    expect(m).toHaveLength(6);
    expect(m.every((x) => x.vestigingen.length === 1)).toBe(true);
    // Staff of Team NRD 1 (Locatie Noord, branch 1) joined Groep 5.
    expect(m.filter((x) => x.groepen.some((g) => g.groepNr === 1)).map((x) => x.vestigingen[0]!.vestigingNr)).toEqual([1, 1, 1]);
  }, 60_000);

  it("a SIS that dies mid-import: nothing is written, the run fails and the log says why", async () => {
    const voor = await db.leerling.count({ where: { administratieNr: t.administratieNr } });
    const imp = await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie });
    sim.zetModus("sterft");
    await expect(voerImportUit({ administratieNr: t.administratieNr, importId: imp.json.id }, { nummer: 1, laatste: false })).rejects.toThrow();
    // A retry is due: the run waits in the queue with the reason.
    expect((await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id: imp.json.id } })).json).toMatchObject({ status: "Wachtrij", foutmelding: expect.stringMatching(/onvolledig|viel weg/) });
    await expect(voerImportUit({ administratieNr: t.administratieNr, importId: imp.json.id }, { nummer: 4, laatste: true })).rejects.toThrow();
    sim.zetModus("ok");
    const staat = (await call("POST", "/api/Connector/Import", { query: q(), cookie: t.user.cookie, body: { id: imp.json.id } })).json;
    expect(staat).toMatchObject({ status: "Mislukt" });
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    const log = await bestand("GET", `/api/Connector/DownloadLog/${imp.json.id}`, t.user.cookie);
    expect(log.tekst).toMatch(/FOUT\tPoging 1 mislukt: .*(onvolledig|viel weg).*Er is niets gewijzigd\./);
    expect(log.tekst).toContain("Poging 4 mislukt");
    expect((await call("POST", `/api/Connector/KiesLeerlingen/${imp.json.id}`, { query: q(), cookie: t.user.cookie, body: {} })).status).toBe(409);
  }, 60_000);

  it("two app instances on one database run each job exactly once", async () => {
    const adm = t.administratieNr;
    const twee = await Promise.all([startBoss(maakBoss()), startBoss(maakBoss())]);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await db.connectorImport.create({ data: { administratieNr: adm, soort: "Leerlingen" } });
      ids.push(r.id);
    }
    const pingsVoor = sim.verzoeken.get("/ping") ?? 0;
    const boss = await getBoss();
    for (const id of ids) await boss.send(CONNECTOR_QUEUE, { administratieNr: adm, importId: id }, { retryLimit: 0 });
    await Promise.all(twee.map((b) => startConnectorWorker(b, 0.5)));
    for (const id of ids) await wachtOp(id, ["Voltooid", "Mislukt"]);
    const starts = await db.connectorLog.groupBy({ by: ["importId"], where: { administratieNr: adm, importId: { in: ids }, bericht: { startsWith: "Poging", endsWith: "gestart." } }, _count: { _all: true } });
    expect(starts.map((s) => s._count._all)).toEqual(ids.map(() => 1));
    expect((sim.verzoeken.get("/ping") ?? 0) - pingsVoor).toBe(6);
    expect(await db.connectorImport.count({ where: { administratieNr: adm, id: { in: ids }, status: "Voltooid" } })).toBe(6);
    await Promise.all(twee.map((b) => b.stop({ graceful: false, wait: true })));
  }, 120_000);

  it("DeleteCertificate answers the removed certificate and leaves the connector without one", async () => {
    const weg = await bestand("DELETE", "/api/Connector/DeleteCertificate", t.user.cookie);
    expect(weg.status).toBe(200);
    expect(weg.tekst).toContain("-----BEGIN CERTIFICATE-----");
    expect((await call("GET", "/api/Connector/GetConnector", { query: q(), cookie: t.user.cookie })).json.certificaat.status).toBe("geen");
    expect((await call("DELETE", "/api/Connector/DeleteCertificate", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", "/api/Connector/QueueLeerlingenImport", { query: q(), cookie: t.user.cookie })).status).toBe(400);
  });
});
