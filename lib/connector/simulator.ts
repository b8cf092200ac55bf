import https from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { maakCa, maakServerCertificaat, tekenCsr, type Ca } from "./x509";

/**
 * A small student-information-system simulator (Nedap Ons style) for tests, `npm run dev` and
 * docker-compose: an HTTPS server with its own test CA that asks every caller for a client
 * certificate signed by that CA, and serves /ping and the /v0/administration resources with
 * generated locations, teams, expertise profiles, clients and employees. It can answer 403
 * (certificate of another environment), 495 (invalid or expired certificate), 500, answer
 * slowly, or die halfway through a list. It also plays the vendor: POST /simulator/sign signs a
 * CSR (body: the PEM; ?omgeving=), GET /simulator/ca gives its CA.
 */
export type SimulatorModus = "ok" | "403" | "495" | "500" | "traag" | "sterft";
export type Omgeving = "ontwikkeling" | "test" | "productie";

export interface Simulator {
  url: string;
  ca: Ca;
  omgeving: Omgeving;
  /** Signs a CSR as the vendor would, for an environment (default the simulator's). */
  teken: (csrPem: string, opties?: { omgeving?: Omgeving; vanaf?: Date; tot?: Date }) => Promise<string>;
  zetModus: (m: SimulatorModus) => void;
  /** Requests per path, for tests. */
  verzoeken: Map<string, number>;
  /** Changes a client or employee as the SIS would (its updatedAt becomes now), for incremental imports. */
  wijzig: (soort: "clients" | "employees", id: number, velden: Record<string, unknown>) => void;
  /** Adds a client (updatedAt now). */
  voegToe: (client: { firstName: string; lastName: string; locationId: number; teamId?: number | null; birthDate?: string | null }) => number;
  stop: () => Promise<void>;
}

const VOORNAMEN = ["Noor", "Daan", "Emma", "Sem", "Julia", "Lucas", "Mila", "Finn", "Tess", "Levi", "Sara", "Milan", "Zoë", "Adam", "Lotte", "Bram", "Evi", "Jesse", "Fenna", "Thijs"];
const ACHTERNAMEN: [string | null, string][] = [[null, "Jansen"], ["de", "Vries"], ["van", "Dijk"], [null, "Bakker"], ["de", "Boer"], [null, "Visser"], [null, "Smit"], ["van den", "Berg"], [null, "Mulder"], ["de", "Graaf"]];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The simulator's data: deterministic from the seed. */
export function simulatorData(seed = 17, perLocatie = 12) {
  const r = random(seed);
  const kies = <T>(lijst: readonly T[]) => lijst[Math.floor(r() * lijst.length)]!;
  const locaties = [
    { id: 101, name: "Locatie Noord", abbreviation: "NRD" },
    { id: 102, name: "Locatie Zuid", abbreviation: "ZD" },
    { id: 103, name: "Dagbesteding De Linde", abbreviation: "LND" },
  ];
  const teams = locaties.flatMap((l, i) => [
    { id: 200 + i * 2, name: `Team ${l.abbreviation} 1`, locationId: l.id },
    { id: 201 + i * 2, name: `Team ${l.abbreviation} 2`, locationId: l.id },
  ]);
  const expertise_profiles = [
    { id: 301, name: "Leerkracht" },
    { id: 302, name: "Intern begeleider" },
    { id: 303, name: "Gedragsdeskundige" },
    { id: 304, name: "Onderwijsassistent" },
  ];
  let clientId = 5000;
  const clients = locaties.flatMap((l) =>
    Array.from({ length: perLocatie }, () => {
      const [prefix, lastName] = kies(ACHTERNAMEN);
      const jaar = 2012 + Math.floor(r() * 8);
      return {
        id: ++clientId,
        firstName: kies(VOORNAMEN),
        givenName: null,
        prefix,
        lastName,
        birthDate: `${jaar}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-${String(1 + Math.floor(r() * 28)).padStart(2, "0")}`,
        gender: r() < 0.5 ? ("FEMALE" as const) : ("MALE" as const),
        locationId: l.id,
        teamId: teams.find((t) => t.locationId === l.id)!.id,
        startDate: `${jaar + 4}-08-01`,
        endDate: null,
      };
    }),
  );
  let employeeId = 8000;
  const employees = locaties.flatMap((l) =>
    Array.from({ length: 3 }, () => {
      const [prefix, lastName] = kies(ACHTERNAMEN);
      const id = ++employeeId;
      return {
        id,
        firstName: kies(VOORNAMEN),
        prefix,
        lastName,
        email: `medewerker${id}@sis.test`,
        locationIds: [l.id],
        teamIds: teams.filter((t) => t.locationId === l.id).map((t) => t.id),
        expertiseProfileIds: [kies(expertise_profiles).id],
      };
    }),
  );
  // Every record was last changed at the simulator's "start of data"; wijzig/voegToe move it on.
  const updatedAt = "2026-01-01T00:00:00.000Z";
  return {
    locaties,
    teams,
    expertise_profiles,
    clients: clients.map((c) => ({ ...c, updatedAt }) as typeof c & { updatedAt: string }),
    employees: employees.map((e) => ({ ...e, updatedAt }) as typeof e & { updatedAt: string }),
  };
}

export async function startSimulator(
  opties: {
    omgeving?: Omgeving;
    poort?: number;
    host?: string;
    seed?: number;
    perLocatie?: number;
    ca?: Ca;
    /** The DNS name the app reaches the simulator by (docker-compose: sis-simulator); also in its server certificate. */
    naam?: string;
  } = {},
): Promise<Simulator> {
  const omgeving = opties.omgeving ?? "test";
  const ca = opties.ca ?? (await maakCa("Leerroute SIS-simulator test-CA"));
  const server = await maakServerCertificaat(ca, ["localhost", "127.0.0.1", ...(opties.naam ? [opties.naam] : [])]);
  const data = simulatorData(opties.seed, opties.perLocatie);
  /** Serial number → environment the simulator signed it for. */
  const uitgegeven = new Map<string, Omgeving>();
  let modus: SimulatorModus = "ok";
  const verzoeken = new Map<string, number>();

  const teken: Simulator["teken"] = async (csrPem, o = {}) => {
    const pem = await tekenCsr(ca, csrPem, o);
    const { X509Certificate } = await import("node:crypto");
    uitgegeven.set(new X509Certificate(pem).serialNumber.toUpperCase(), o.omgeving ?? omgeving);
    return pem;
  };

  const srv = https.createServer({ key: server.privateKeyPem, cert: server.certPem, ca: ca.certPem, requestCert: true, rejectUnauthorized: false }, async (req, res) => {
    const url = new URL(req.url ?? "/", "https://simulator");
    verzoeken.set(url.pathname, (verzoeken.get(url.pathname) ?? 0) + 1);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    // The vendor's side: sign a CSR, give the CA (no client certificate needed).
    if (url.pathname === "/simulator/ca") {
      res.writeHead(200, { "content-type": "application/x-pem-file" });
      return res.end(ca.certPem);
    }
    if (url.pathname === "/simulator/sign" && req.method === "POST") {
      const delen: Buffer[] = [];
      for await (const d of req) delen.push(d as Buffer);
      try {
        const o = url.searchParams.get("omgeving");
        const pem = await teken(Buffer.concat(delen).toString("utf8"), { omgeving: o === "ontwikkeling" || o === "productie" || o === "test" ? o : omgeving });
        res.writeHead(200, { "content-type": "application/x-pem-file" });
        return res.end(pem);
      } catch (e) {
        return json(400, { error: (e as Error).message });
      }
    }
    if (url.pathname === "/simulator/modus" && req.method === "POST") {
      const m = url.searchParams.get("modus") as SimulatorModus | null;
      if (m && ["ok", "403", "495", "500", "traag", "sterft"].includes(m)) modus = m;
      return json(200, { modus });
    }

    const socket = req.socket as TLSSocket;
    const peer = socket.getPeerCertificate();
    if (modus === "495" || !socket.authorized || !peer?.serialNumber) return json(495, { error: "SSL certificate error" });
    const peerOmgeving = uitgegeven.get(peer.serialNumber.toUpperCase());
    if (modus === "403" || (peerOmgeving && peerOmgeving !== omgeving)) return json(403, { error: "Forbidden: certificate not valid for this environment" });
    if (modus === "500") return json(500, { error: "Internal Server Error" });
    if (modus === "traag") await new Promise((r) => setTimeout(r, 30_000));

    const lijst = (rijen: unknown[]) => {
      if (modus === "sterft") {
        // Half an answer, then the connection dies.
        const tekst = JSON.stringify(rijen);
        res.writeHead(200, { "content-type": "application/json" });
        res.write(tekst.slice(0, Math.max(1, Math.floor(tekst.length / 2))));
        return setTimeout(() => res.destroy(), 20);
      }
      return json(200, rijen);
    };
    const locatie = Number(url.searchParams.get("locationId"));
    switch (url.pathname) {
      case "/ping":
        return json(200, { status: "ok", environment: omgeving });
      case "/v0/administration/locations":
        return lijst(data.locaties);
      case "/v0/administration/teams":
        return lijst(data.teams);
      case "/v0/administration/expertise_profiles":
        return lijst(data.expertise_profiles);
      case "/v0/administration/clients":
        return lijst(data.clients.filter((c) => !locatie || c.locationId === locatie));
      case "/v0/administration/employees":
        return lijst(data.employees.filter((e) => !locatie || e.locationIds.includes(locatie)));
      case "/v0/xstream/clients/data":
        return lijst(data.clients);
      case "/v0/xstream/employees/data":
        return lijst(data.employees);
      case "/v0/xstream/locations/data":
        return lijst(data.locaties);
      case "/v0/xstream/teams/data":
        return lijst(data.teams);
      case "/v0/xstream/clients/updates":
      case "/v0/xstream/employees/updates": {
        // Records changed after `since` (ISO 8601); without a valid moment: 400, as the real API.
        const since = Date.parse(url.searchParams.get("since") ?? "");
        if (Number.isNaN(since)) return json(400, { error: "since must be an ISO 8601 date-time" });
        const rijen = url.pathname.includes("clients") ? data.clients : data.employees;
        return lijst(rijen.filter((r) => Date.parse(r.updatedAt) > since));
      }
      default:
        return json(404, { error: "Not found" });
    }
  });
  await new Promise<void>((resolve) => srv.listen(opties.poort ?? 0, opties.host ?? "127.0.0.1", resolve));
  const { port } = srv.address() as AddressInfo;
  return {
    url: `https://${opties.naam ?? "localhost"}:${port}`,
    ca,
    omgeving,
    teken,
    zetModus: (m) => {
      modus = m;
    },
    verzoeken,
    wijzig: (soort, id, velden) => {
      const rij = (soort === "clients" ? data.clients : data.employees).find((r) => r.id === id);
      if (!rij) throw new Error(`onbekend: ${soort} ${id}`);
      Object.assign(rij, velden, { updatedAt: new Date().toISOString() });
    },
    voegToe: (c) => {
      const id = Math.max(...data.clients.map((x) => x.id)) + 1;
      data.clients.push({ id, givenName: null, prefix: null, gender: "FEMALE", startDate: null, endDate: null, teamId: null, birthDate: null, ...c, updatedAt: new Date().toISOString() } as unknown as (typeof data.clients)[number]);
      return id;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        srv.closeAllConnections();
        srv.close(() => resolve());
      }),
  };
}
