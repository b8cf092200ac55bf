import https from "node:https";
import * as z from "zod";

/**
 * The student-information system (Nedap Ons style) over mutual TLS: every call presents the
 * administration's client certificate; JSON only. `GET /ping` answers 200, 403 (a certificate of
 * another environment) or 495 (invalid or expired certificate). Resources live under
 * `/v0/administration/`. The host is configuration, so the simulator (lib/connector/simulator.ts)
 * and a real host need the same code.
 */
export interface SisVerbinding {
  /** https://host[:port] */
  host: string;
  certPem: string;
  keyPem: string;
  /** Extra trusted CA for the server (the simulator's test CA); a real host needs none. */
  serverCaPem?: string | null;
  timeoutMs?: number;
}

export type SisFoutSoort = "verkeerdeOmgeving" | "certificaatOngeldig" | "server" | "netwerk" | "tijd" | "antwoord";

export class SisFout extends Error {
  constructor(
    readonly soort: SisFoutSoort,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SisFout";
  }
}

/** Dutch reason of a failed SIS call, for logs and the screen. */
export function sisFoutTekst(e: unknown): string {
  if (e instanceof SisFout) return e.message;
  return e instanceof Error ? `Onverwachte fout: ${e.message}` : "Onverwachte fout bij de leerlingadministratie.";
}

export async function sisGet<T>(v: SisVerbinding, pad: string, schema: z.ZodType<T>): Promise<T> {
  const url = new URL(pad, v.host);
  if (url.protocol !== "https:") throw new SisFout("netwerk", "De koppeling werkt alleen over https.");
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: "GET",
        key: v.keyPem,
        cert: v.certPem,
        ...(v.serverCaPem ? { ca: v.serverCaPem } : {}),
        headers: { accept: "application/json" },
        timeout: v.timeoutMs ?? 15_000,
        agent: false,
      },
      (res) => {
        const delen: Buffer[] = [];
        res.on("data", (d: Buffer) => delen.push(d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(delen).toString("utf8") }));
        res.on("error", (e) => reject(new SisFout("netwerk", `De verbinding met de leerlingadministratie viel weg (${e.message}).`)));
        res.on("aborted", () => reject(new SisFout("netwerk", "De verbinding met de leerlingadministratie viel weg tijdens het antwoord.")));
      },
    );
    req.on("timeout", () => req.destroy(new SisFout("tijd", `De leerlingadministratie antwoordde niet binnen ${Math.round((v.timeoutMs ?? 15_000) / 1000)} seconden.`)));
    req.on("error", (e) =>
      reject(e instanceof SisFout ? e : new SisFout("netwerk", `De leerlingadministratie is niet bereikbaar (${(e as NodeJS.ErrnoException).code ?? e.message}).`)),
    );
    req.end();
  });
  if (status === 403) throw new SisFout("verkeerdeOmgeving", "De leerlingadministratie weigert het certificaat voor deze omgeving (403): het hoort bij een andere omgeving.", 403);
  if (status === 495) throw new SisFout("certificaatOngeldig", "De leerlingadministratie vindt het certificaat ongeldig of verlopen (495).", 495);
  if (status < 200 || status >= 300) throw new SisFout("server", `De leerlingadministratie gaf een fout (${status}).`, status);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new SisFout("antwoord", `Het antwoord van de leerlingadministratie op ${url.pathname} is onvolledig of geen JSON.`);
  }
  const r = schema.safeParse(json);
  if (!r.success) throw new SisFout("antwoord", `Het antwoord van de leerlingadministratie op ${url.pathname} heeft niet de verwachte vorm (${r.error.issues[0]?.path.join(".") || "?"}).`);
  return r.data;
}

// The resources the connector reads.

export const sisPing = z.object({ status: z.string() }).passthrough();
export const sisLocatie = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string().nullish() });
export const sisTeam = z.object({ id: z.number().int(), name: z.string(), locationId: z.number().int().nullish() });
export const sisExpertiseProfiel = z.object({ id: z.number().int(), name: z.string() });
export const sisClient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  givenName: z.string().nullish(),
  prefix: z.string().nullish(),
  lastName: z.string(),
  birthDate: z.string().nullish(),
  gender: z.enum(["MALE", "FEMALE", "OTHER", "UNKNOWN"]).nullish(),
  locationId: z.number().int(),
  teamId: z.number().int().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
});
export const sisEmployee = z.object({
  id: z.number().int(),
  firstName: z.string(),
  prefix: z.string().nullish(),
  lastName: z.string(),
  email: z.string().nullish(),
  locationIds: z.array(z.number().int()).default([]),
  teamIds: z.array(z.number().int()).default([]),
  expertiseProfileIds: z.array(z.number().int()).default([]),
});
export type SisClient = z.output<typeof sisClient>;
export type SisEmployee = z.output<typeof sisEmployee>;

export const SIS_PADEN = {
  ping: "/ping",
  locaties: "/v0/administration/locations",
  teams: "/v0/administration/teams",
  expertiseProfielen: "/v0/administration/expertise_profiles",
  clients: (locatieId: number) => `/v0/administration/clients?locationId=${locatieId}`,
  employees: (locatieId: number) => `/v0/administration/employees?locationId=${locatieId}`,
  /** Bulk changes since a moment (incremental import): every record changed or added after `since`. */
  clientUpdates: (since: string) => `/v0/xstream/clients/updates?since=${encodeURIComponent(since)}`,
  employeeUpdates: (since: string) => `/v0/xstream/employees/updates?since=${encodeURIComponent(since)}`,
} as const;
