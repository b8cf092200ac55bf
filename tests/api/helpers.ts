import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { buildApp, getApi } from "@/lib/api/app";
import { hashApiKey } from "@/lib/api/context";
import type { AnyRoute } from "@/lib/api/route";
import { routes } from "@/lib/api/routes";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/passwords";
import { SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";

export const SECRET = () => process.env.AUTH_SECRET!;

/** A session cookie exactly as Auth.js would set it after sign-in (with its session row). */
export async function sessionCookie(gebruikerId: string, sv = 0): Promise<string> {
  const sid = await startSessie(gebruikerId, SESSION_MAX_AGE_S);
  const token = await encode({ token: { sub: gebruikerId, sv, sid }, secret: SECRET(), salt: "authjs.session-token" });
  return `authjs.session-token=${token}`;
}

export interface CallOptions {
  query?: Record<string, string | number | (string | number)[] | undefined>;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  csrf?: boolean;
  app?: ReturnType<typeof buildApp>;
}

/** Calls the API app in-process, as the catch-all route handler would. */
export async function call(method: string, path: string, opts: CallOptions = {}) {
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
  }
  const headers: Record<string, string> = { ...(opts.csrf === false ? {} : { "x-csrf": "1" }), ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const res = await (opts.app ?? getApi()).fetch(new Request(url, { method, headers, body }));
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!opts.app) controleerAntwoord(method, url.pathname, res, json);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, json: json as any };
}

const routeVormen = routes.map((r) => ({ route: r, delen: `/api${r.path}`.split("/") }));

/** The catalogued route a request reaches (paths match case-insensitively; the most fixed segments win). */
export function routeVoor(method: string, pathname: string): AnyRoute | undefined {
  const delen = pathname.split("/");
  let beste: { route: AnyRoute; vast: number } | undefined;
  for (const { route, delen: vorm } of routeVormen) {
    if (route.method !== method.toLowerCase() || vorm.length !== delen.length) continue;
    let vast = 0;
    const past = vorm.every((d, i) => (d.startsWith("{") ? delen[i] !== "" : d.toLowerCase() === delen[i]!.toLowerCase() && ++vast > 0));
    if (past && (!beste || vast > beste.vast)) beste = { route, vast };
  }
  return beste?.route;
}

/**
 * Every answer the API tests receive is held to what /api/openapi documents: a failure has the
 * error shape, a JSON success matches the route's response schema. A mismatch fails the test.
 */
function controleerAntwoord(method: string, pathname: string, res: Response, json: unknown) {
  const isJson = /json/.test(res.headers.get("content-type") ?? "");
  if (res.status >= 400) {
    const fout = json as { error?: unknown; message?: unknown } | undefined;
    if (!isJson || typeof fout?.error !== "string" || typeof fout.message !== "string")
      throw new Error(`${method} ${pathname} → ${res.status} zonder de gedocumenteerde foutvorm: ${JSON.stringify(json)?.slice(0, 200)}`);
    return;
  }
  const route = routeVoor(method, pathname);
  if (!route?.response || !isJson || res.status !== 200) return;
  const r = route.response.safeParse(json);
  if (!r.success)
    throw new Error(`${method} ${pathname}: het antwoord past niet bij het gedocumenteerde schema: ${r.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
}

/** A fresh administration number from the suite's sequence (see global-setup.ts). */
async function nextAdmnr(): Promise<number> {
  const [rij] = await db.$queryRaw<{ nr: bigint }[]>`SELECT nextval('test_administratienr') AS nr`;
  return Number(rij!.nr);
}

/**
 * A fresh administration with two branches, a group in the current school year, a role with the
 * given bits per area and one active staff member holding it. Unique numbers per call so test
 * files never collide.
 */
export async function makeTenant(opts: { permissies?: Record<number, number>; naam?: string } = {}) {
  const administratieNr = await nextAdmnr();
  const schooljaar = huidigSchooljaar();
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.administratie.create({
    data: {
      administratieNr,
      naam: opts.naam ?? `Testschool ${administratieNr}`,
      klantId: administratieNr,
      vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }, { nr: 2, naam: "Dependance" }] },
      schooljaren: { create: [{ schooljaar, ingangsdatum, einddatum }] },
    },
  });
  await db.groep.create({ data: { administratieNr, nr: 1, naam: "Groep 5", schooljaar, vestigingNr: 1 } });
  const rol = await db.rol.create({ data: { administratieNr, naam: "Testrol" } });
  const permissies = opts.permissies ?? {};
  if (Object.keys(permissies).length)
    await db.rolPermissie.createMany({
      data: Object.entries(permissies).map(([f, bits]) => ({ administratieNr, rolId: rol.id, functiegebied: Number(f), bits })),
    });
  const user = await makeUser(administratieNr, rol.id);
  return { administratieNr, rolId: rol.id, user, schooljaar };
}

export async function makeUser(administratieNr: number, rolId: number, password = "Geheim-wachtwoord-1") {
  const email = `t-${randomUUID()}@leerroute.test`;
  const gebruiker = await db.gebruiker.create({ data: { email, passwordHash: await hashPassword(password) } });
  await db.medewerker.create({
    data: { administratieNr, gebruikerId: gebruiker.id, roepnaam: "Test", achternaam: "Gebruiker", rollen: { create: [{ rolId }] } },
  });
  return { id: gebruiker.id, email, password, cookie: await sessionCookie(gebruiker.id, 0) };
}

export async function makeApiKey(administratieNr: number, rolId: number) {
  const key = `lr_${randomUUID().replace(/-/g, "")}`;
  const row = await db.apiKey.create({ data: { administratieNr, naam: "Koppeling", prefix: key.slice(0, 8), keyHash: hashApiKey(key), rolId } });
  return { key, id: row.id };
}
