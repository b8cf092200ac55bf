import { randomUUID } from "node:crypto";
import { createServer as httpServer, type Server as HttpServer } from "node:http";
import { createServer as tcpServer, type Server as TcpServer } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { hashPassword } from "@/lib/auth/passwords";
import { aanmeldmethodenVoor, lokaleProvidersToegestaan, magProviderAdres, ssoGrenzen } from "@/lib/services/sso";
import { readFileSync } from "node:fs";
import { startOidcProvider, type TestAccount, type TestProvider } from "../oidc/provider";
import { call, makeTenant } from "./helpers";

/**
 * Issue 31: sign-in through the school's own accounts. The settings calls, and the whole
 * authorization code flow against a real OpenID Connect provider (oidc-provider on 127.0.0.1,
 * tests/oidc/provider.ts) through the app's Auth.js route in-process: who may enter, and each
 * refusal with its message on the sign-in page.
 */

const APP = "http://localhost";
let idp: TestProvider;
/** An account whose address at the provider changes between sign-ins. */
const verhuisd: TestAccount = { login: "verhuisd", email: "", email_verified: true };
let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let domein: string;
let p1: string; // provider of t
let p2: string; // provider of the other administration, same domain
const q = () => ({ administratieNr: t.administratieNr });

async function medewerker(administratieNr: number, rolId: number, email: string, actief = true) {
  const g = await db.gebruiker.create({ data: { email } });
  await db.medewerker.create({ data: { administratieNr, gebruikerId: g.id, roepnaam: "Juf", achternaam: "Test", actief, rollen: { create: [{ rolId }] } } });
  return g.id;
}

beforeAll(async () => {
  t = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Gebruikers]: Bits.Manage | Combinations.Write | Combinations.Read } });
  other = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage } });
  domein = `school-${t.administratieNr}.test`;
  verhuisd.email = `verhuisd@${domein}`;
  idp = await startOidcProvider({
    clients: [
      { client_id: "leerroute-a", client_secret: "geheim-a-0123456789" },
      { client_id: "leerroute-b", client_secret: "geheim-b-0123456789" },
    ],
    accounts: [
      { login: "juf", email: `juf@${domein}`, email_verified: true },
      { login: "onbekend", email: `niemand@${domein}`, email_verified: true },
      { login: "onbevestigd", email: `meester@${domein}`, email_verified: false },
      { login: "ander-domein", email: `juf@elders-${t.administratieNr}.test`, email_verified: true },
      { login: "oud", email: `oud@${domein}`, email_verified: true },
      { login: "elders", email: `elders@${domein}`, email_verified: true },
      { login: "gekoppeld", email: `gekoppeld@${domein}`, email_verified: true },
      { login: "indringer", email: `gekoppeld@${domein}`, email_verified: true },
      { login: "gedeeld", email: `gedeeld@${domein}`, email_verified: true },
      { login: "entra", email: `entra@${domein}`, xms_edov: true },
      verhuisd,
    ],
    redirectPrefix: [`${APP}/api/auth/callback/`, "http://127.0.0.1"],
  });
  await medewerker(t.administratieNr, t.rolId, `juf@${domein}`);
  await medewerker(t.administratieNr, t.rolId, `meester@${domein}`);
  await medewerker(t.administratieNr, t.rolId, `oud@${domein}`, false);
  await medewerker(other.administratieNr, other.rolId, `elders@${domein}`);
  const a = await call("POST", "/api/Inlogmethoden/Add", {
    query: q(),
    cookie: t.user.cookie,
    body: { naam: "Microsoft", issuer: idp.issuer, clientId: "leerroute-a", clientSecret: "geheim-a-0123456789", domeinen: [domein], wachtwoordToegestaan: true },
  });
  expect(a.status).toBe(200);
  p1 = `oidc-${t.administratieNr}-${a.json.id}`;
  const b = await call("POST", "/api/Inlogmethoden/Add", {
    query: { administratieNr: other.administratieNr },
    cookie: other.user.cookie,
    body: { naam: "Google", issuer: idp.issuer, clientId: "leerroute-b", clientSecret: "geheim-b-0123456789", domeinen: [domein], wachtwoordToegestaan: true },
  });
  expect(b.status).toBe(200);
  p2 = `oidc-${other.administratieNr}-${b.json.id}`;
});

afterAll(async () => {
  await idp?.stop();
});

// --- A browser, in-process: cookie jars for the app and for the provider --------------------------

class Jar {
  waarden = new Map<string, string>();
  neem(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [paar] = c.split(";");
      const i = paar!.indexOf("=");
      const naam = paar!.slice(0, i).trim();
      const waarde = paar!.slice(i + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || waarde === "") this.waarden.delete(naam);
      else this.waarden.set(naam, waarde);
    }
  }
  get header() {
    return [...this.waarden].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

async function app(method: "GET" | "POST", url: string, jar: Jar, body?: URLSearchParams) {
  const req = new NextRequest(new URL(url, APP), {
    method,
    headers: { cookie: jar.header, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body,
  });
  const res = await (method === "GET" ? authGet(req) : authPost(req));
  jar.neem(res);
  return res;
}

interface Aanmelding {
  /** Where the app sends the browser after the callback. */
  locatie: string;
  jar: Jar;
}

/**
 * Signs in through a provider as far as the callback: the app's sign-in POST (CSRF token), the
 * provider's authorize and its development login form, then the app's callback, optionally
 * tampered with on the way.
 */
async function aanmelden(provider: string, login: string, opts: { knoei?: (callback: URL, jar: Jar) => void; wacht?: number; via?: TestProvider } = {}): Promise<Aanmelding> {
  const bron = opts.via ?? idp;
  const jar = new Jar();
  const csrf = await app("GET", "/api/auth/csrf", jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const start = await app("POST", `/api/auth/signin/${provider}`, jar, new URLSearchParams({ csrfToken, callbackUrl: "/" }));
  expect(start.status).toBe(302);
  let url = start.headers.get("location")!;
  expect(url.startsWith(bron.issuer)).toBe(true);
  const authorize = new URL(url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();

  const idpJar = new Jar();
  for (let stap = 0; stap < 10; stap++) {
    if (url.startsWith(APP)) break;
    const interactie = /\/interaction\/([^/?]+)$/.exec(new URL(url).pathname);
    const res = interactie
      ? await fetch(url, { method: "POST", redirect: "manual", headers: { cookie: idpJar.header, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ prompt: "login", login, password: "wat-dan-ook" }) })
      : await fetch(url, { redirect: "manual", headers: { cookie: idpJar.header } });
    idpJar.neem(res);
    const volgende = res.headers.get("location");
    if (!volgende) throw new Error(`De provider stuurde niet door (${res.status}): ${(await res.text()).slice(0, 300)}`);
    url = new URL(volgende, url).toString();
  }
  const callback = new URL(url);
  expect(callback.pathname).toBe(`/api/auth/callback/${provider}`);
  opts.knoei?.(callback, jar);
  if (opts.wacht) await new Promise((r) => setTimeout(r, opts.wacht));
  const terug = await app("GET", callback.toString(), jar);
  expect(terug.status).toBe(302);
  return { locatie: terug.headers.get("location")!, jar };
}

const sessieCookie = (jar: Jar) => [...jar.waarden].filter(([k]) => k.includes("authjs.session-token")).map(([k, v]) => `${k}=${v}`).join("; ");

describe("Inlogmethoden (settings)", () => {
  it("adds, lists, shows, changes and deletes a method; the secret is stored encrypted and never answered", async () => {
    const add = await call("POST", "/api/Inlogmethoden/Add", {
      query: q(),
      cookie: t.user.cookie,
      body: { naam: " Entree ", issuer: " https://login.entree.test/ ", clientId: "abc", clientSecret: "zeer-geheim-42", domeinen: ["@Regenboog.NL", "bestuur.nl"], wachtwoordToegestaan: false, klantId: t.administratieNr },
    });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ naam: "Entree", issuer: "https://login.entree.test/", clientId: "abc", domeinen: ["regenboog.nl", "bestuur.nl"], wachtwoordToegestaan: false, klantId: t.administratieNr, actief: true, geheimOpgeslagen: true });
    expect(add.json.redirectUri).toMatch(new RegExp(`/api/auth/callback/oidc-${t.administratieNr}-${add.json.id}$`));
    expect(JSON.stringify(add.json)).not.toContain("zeer-geheim-42");
    const rij = await db.inlogmethode.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: add.json.id } } });
    expect(rij.clientSecret).toMatch(/^v1\./);
    expect(rij.clientSecret).not.toContain("zeer-geheim-42");

    const lijst = await call("GET", "/api/Inlogmethoden", { query: q(), cookie: t.user.cookie });
    expect(lijst.status).toBe(200);
    expect(lijst.json.map((m: { naam: string }) => m.naam)).toEqual(["Entree", "Microsoft"]);
    expect(JSON.stringify(lijst.json)).not.toMatch(/geheim-a|zeer-geheim|v1\./);
    const details = await call("GET", `/api/Inlogmethoden/details/${add.json.id}`, { query: q(), cookie: t.user.cookie });
    expect(details.json).toEqual(add.json);

    // Without a new secret the stored one stays.
    const upd = await call("POST", "/api/Inlogmethoden/Update", {
      query: q(),
      cookie: t.user.cookie,
      body: { id: add.json.id, naam: "Entree federatie", issuer: "https://login.entree.test", clientId: "abc", domeinen: ["regenboog.nl"], wachtwoordToegestaan: true, klantId: null },
    });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ naam: "Entree federatie", domeinen: ["regenboog.nl"], klantId: null, wachtwoordToegestaan: true });
    expect((await db.inlogmethode.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: add.json.id } } })).clientSecret).toBe(rij.clientSecret);

    const del = await call("DELETE", `/api/Inlogmethoden/Delete/${add.json.id}`, { query: q(), cookie: t.user.cookie });
    expect(del.json).toEqual({ id: add.json.id, naam: "Entree federatie", verwijderd: true });
    expect((await call("GET", `/api/Inlogmethoden/details/${add.json.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
  });

  it("answers 403 without Administratie manage, 404 for another administration's method, 400 naming the field", async () => {
    const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Leerkracht" } });
    await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: rol.id, functiegebied: F.Leerlingen, bits: Combinations.Read } });
    const { sessionCookie } = await import("./helpers");
    const leerkracht = await medewerker(t.administratieNr, rol.id, `lk-${randomUUID()}@leerroute.test`);
    const cookie = await sessionCookie(leerkracht);
    expect((await call("GET", "/api/Inlogmethoden", { query: q(), cookie })).status).toBe(403);

    const eigen = Number(p1.split("-")[2]);
    const vreemd = Number(p2.split("-")[2]);
    expect((await call("GET", `/api/Inlogmethoden/details/${vreemd}`, { query: q(), cookie: t.user.cookie })).status).toBe(vreemd === eigen ? 200 : 404);
    const updVreemd = await call("POST", "/api/Inlogmethoden/Update", {
      query: { administratieNr: other.administratieNr },
      cookie: other.user.cookie,
      body: { id: eigen, naam: "Overgenomen", issuer: idp.issuer, clientId: "x", domeinen: [domein], wachtwoordToegestaan: true },
    });
    expect(updVreemd.status).toBe(404);
    expect((await call("DELETE", `/api/Inlogmethoden/Delete/${eigen}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie })).status).toBe(404);
    // Not a member of the other administration at all: 404 as for every call.
    expect((await call("GET", "/api/Inlogmethoden", { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie })).status).toBe(404);

    const slecht = async (body: Record<string, unknown>) =>
      call("POST", "/api/Inlogmethoden/Add", { query: q(), cookie: t.user.cookie, body: { naam: "X", issuer: "https://idp.test", clientId: "c", clientSecret: "s", domeinen: ["a.nl"], wachtwoordToegestaan: true, ...body } });
    const issuer = await slecht({ issuer: "http://idp.example.com" });
    expect(issuer.status).toBe(400);
    expect(issuer.json.issues[0].path).toBe("body.issuer");
    const domeinen = await slecht({ domeinen: ["geen domein"] });
    expect(domeinen.status).toBe(400);
    expect(domeinen.json.issues[0].path).toMatch(/^body\.domeinen/);
    const geheim = await slecht({ clientSecret: undefined });
    expect(geheim.status).toBe(400);
    expect(geheim.json.issues[0]).toEqual({ path: "body.clientSecret", message: "vul het clientgeheim in" });
    const klant = await slecht({ klantId: 999_999 });
    expect(klant.status).toBe(400);
    expect(klant.json.issues[0].path).toBe("body.klantId");
    expect(await db.inlogmethode.count({ where: { administratieNr: t.administratieNr } })).toBe(1);
  });
});

describe("Aanmelden via de inlogdienst van de school", () => {
  it("lets an active staff member in, stores the sub link at the first sign-in and matches on it later", async () => {
    const eerste = await aanmelden(p1, "juf");
    expect(eerste.locatie).toBe(`${APP}/`);
    const cookie = sessieCookie(eerste.jar);
    expect(cookie).not.toBe("");
    const tags = await call("GET", "/api/Tag", { query: q(), cookie });
    expect(tags.status).toBe(200);
    const gebruiker = await db.gebruiker.findUniqueOrThrow({ where: { email: `juf@${domein}` }, select: { id: true } });
    expect(await db.inlogKoppeling.findUnique({ where: { issuer_sub: { issuer: idp.issuer, sub: "juf" } } })).toMatchObject({ gebruikerId: gebruiker.id });
    expect(await db.sessie.count({ where: { gebruikerId: gebruiker.id } })).toBeGreaterThan(0);

    // Her address changes in the app; the provider's sub still finds her.
    await db.gebruiker.update({ where: { id: gebruiker.id }, data: { email: `juf-nieuw-${randomUUID()}@leerroute.test` } });
    const later = await aanmelden(p1, "juf");
    expect(later.locatie).toBe(`${APP}/`);
    await db.gebruiker.update({ where: { id: gebruiker.id }, data: { email: `juf@${domein}` } });

    // Signing out ends that session on the server too.
    const { csrfToken } = (await (await app("GET", "/api/auth/csrf", later.jar)).json()) as { csrfToken: string };
    const uit = await app("POST", "/api/auth/signout", later.jar, new URLSearchParams({ csrfToken, callbackUrl: "/account/login" }));
    expect(uit.status).toBe(302);
    expect((await call("GET", "/api/Tag", { query: q(), cookie: sessieCookie(later.jar) || "x=y" })).status).toBe(401);
  });

  it("refuses an e-mail address no staff member has, never making an account", async () => {
    const voor = await db.gebruiker.count();
    const r = await aanmelden(p1, "onbekend");
    expect(r.locatie).toBe(`${APP}/account/login?sso=onbekend`);
    expect(sessieCookie(r.jar)).toBe("");
    expect(await db.gebruiker.count()).toBe(voor);
    expect(await db.inlogKoppeling.count({ where: { sub: "onbekend" } })).toBe(0);
  });

  it("refuses an address the provider has not verified", async () => {
    const r = await aanmelden(p1, "onbevestigd");
    expect(r.locatie).toBe(`${APP}/account/login?sso=onbevestigd`);
    expect(sessieCookie(r.jar)).toBe("");
  });

  it("refuses an address of a domain the method does not serve", async () => {
    const r = await aanmelden(p1, "ander-domein");
    expect(r.locatie).toBe(`${APP}/account/login?sso=domein`);
  });

  it("refuses a deactivated staff member", async () => {
    const r = await aanmelden(p1, "oud");
    expect(r.locatie).toBe(`${APP}/account/login?sso=inactief`);
    expect(await db.inlogKoppeling.count({ where: { sub: "oud" } })).toBe(0);
  });

  it("refuses a provider of another administration than the one the person works in", async () => {
    const r = await aanmelden(p2, "juf");
    expect(r.locatie).toBe(`${APP}/account/login?sso=andereAdministratie`);
    // …and the other way round: staff of the other administration through this one's provider.
    expect((await aanmelden(p1, "elders")).locatie).toBe(`${APP}/account/login?sso=andereAdministratie`);
    // Their own administration's provider lets them in.
    expect((await aanmelden(p2, "elders")).locatie).toBe(`${APP}/`);
  });

  it("refuses a tampered state", async () => {
    const r = await aanmelden(p1, "juf", { knoei: (url) => url.searchParams.set("state", `${url.searchParams.get("state")}x`) });
    expect(r.locatie).toBe(`${APP}/account/login?sso=state`);
    expect(sessieCookie(r.jar)).toBe("");
  });

  it("refuses a tampered nonce", async () => {
    const r = await aanmelden(p1, "juf", {
      knoei: (_url, jar) => {
        const naam = [...jar.waarden.keys()].find((k) => k.endsWith("authjs.nonce"))!;
        expect(naam).toBeTruthy();
        jar.waarden.set(naam, `${jar.waarden.get(naam)!.slice(0, -4)}AAAA`);
      },
    });
    expect(r.locatie).toBe(`${APP}/account/login?sso=nonce`);
    expect(sessieCookie(r.jar)).toBe("");
  });

  it("refuses an expired code", async () => {
    idp.codeTtl = 1;
    try {
      const r = await aanmelden(p1, "juf", { wacht: 2_200 });
      expect(r.locatie).toBe(`${APP}/account/login?sso=code`);
      expect(sessieCookie(r.jar)).toBe("");
    } finally {
      idp.codeTtl = 60;
    }
  });

  it("ends the SSO session when the staff member is deactivated", async () => {
    const r = await aanmelden(p1, "juf");
    const cookie = sessieCookie(r.jar);
    expect((await call("GET", "/api/Tag", { query: q(), cookie })).status).toBe(200);
    const gebruiker = await db.gebruiker.findUniqueOrThrow({ where: { email: `juf@${domein}` }, select: { id: true } });
    const uit = await call("DELETE", `/api/Medewerkers/Deactivate/${gebruiker.id}`, { query: q(), cookie: t.user.cookie });
    expect(uit.status).toBe(200);
    expect((await call("GET", "/api/Tag", { query: q(), cookie })).status).not.toBe(200);
    // …and a new SSO sign-in is refused.
    expect((await aanmelden(p1, "juf")).locatie).toBe(`${APP}/account/login?sso=inactief`);
  });

  it("offers the providers of an address's domain on the sign-in page, and the password unless one switched it off", async () => {
    const keuze = await aanmeldmethodenVoor(`iemand@${domein.toUpperCase()}`);
    expect(keuze.methoden.map((m) => m.providerId).sort()).toEqual([p1, p2].sort());
    expect(keuze.methoden.find((m) => m.providerId === p1)).toMatchObject({ naam: "Microsoft", administratie: `Testschool ${t.administratieNr}` });
    expect(keuze.wachtwoord).toBe(true);
    expect(await aanmeldmethodenVoor("iemand@nergens.test")).toEqual({ methoden: [], wachtwoord: true });
    await db.inlogmethode.updateMany({ where: { administratieNr: t.administratieNr }, data: { wachtwoordToegestaan: false } });
    expect((await aanmeldmethodenVoor(`iemand@${domein}`)).wachtwoord).toBe(false);
  });
});

// --- An outside review of issue 31: takeover, lock-out, hostile providers -------------------------


async function luister<S extends HttpServer | TcpServer>(server: S): Promise<{ server: S; url: string }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

async function voegToe(body: Record<string, unknown>) {
  return call("POST", "/api/Inlogmethoden/Add", {
    query: q(),
    cookie: t.user.cookie,
    body: { naam: "Extra", issuer: idp.issuer, clientId: "leerroute-a", clientSecret: "geheim-a-0123456789", domeinen: [domein], wachtwoordToegestaan: true, ...body },
  });
}

/** The sign-in POST that sends the browser to the provider (the discovery document is fetched here). */
async function start(provider: string, headers: Record<string, string> = {}) {
  const jar = new Jar();
  const { csrfToken } = (await (await app("GET", "/api/auth/csrf", jar)).json()) as { csrfToken: string };
  const req = new NextRequest(new URL(`/api/auth/signin/${provider}`, APP), {
    method: "POST",
    headers: { cookie: jar.header, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/" }),
  });
  return authPost(req);
}

/** Password sign-in through Auth.js's credentials callback: where it sends the browser. */
async function wachtwoordAanmelding(email: string, password: string) {
  const jar = new Jar();
  const { csrfToken } = (await (await app("GET", "/api/auth/csrf", jar)).json()) as { csrfToken: string };
  const res = await app("POST", "/api/auth/callback/credentials", jar, new URLSearchParams({ csrfToken, email, password, callbackUrl: "/" }));
  return { locatie: res.headers.get("location") ?? "", sessie: sessieCookie(jar) };
}

describe("Aanmelden via de inlogdienst: buitenstaande controle", () => {
  it("refuses a different sub that claims the address of a staff member already linked at this issuer", async () => {
    const id = await medewerker(t.administratieNr, t.rolId, `gekoppeld@${domein}`);
    expect((await aanmelden(p1, "gekoppeld")).locatie).toBe(`${APP}/`);
    const r = await aanmelden(p1, "indringer");
    expect(r.locatie).toBe(`${APP}/account/login?sso=koppeling`);
    expect(sessieCookie(r.jar)).toBe("");
    expect(await db.inlogKoppeling.findMany({ where: { gebruikerId: id }, select: { sub: true } })).toEqual([{ sub: "gekoppeld" }]);
  });

  it("keeps finding a linked person by sub when their address at the provider changes", async () => {
    const id = await medewerker(t.administratieNr, t.rolId, `verhuisd@${domein}`);
    expect((await aanmelden(p1, "verhuisd")).locatie).toBe(`${APP}/`);
    verhuisd.email = `verhuisd-nieuw@${domein}`;
    expect((await aanmelden(p1, "verhuisd")).locatie).toBe(`${APP}/`);
    expect(await db.inlogKoppeling.count({ where: { gebruikerId: id } })).toBe(1);
    // A new address outside the method's domains is refused, link or not.
    verhuisd.email = `verhuisd@elders-${t.administratieNr}.test`;
    expect((await aanmelden(p1, "verhuisd")).locatie).toBe(`${APP}/account/login?sso=domein`);
  });

  it("refuses a provider when the person also works in an administration that does not trust it (sessions span administrations)", async () => {
    const id = await medewerker(t.administratieNr, t.rolId, `gedeeld@${domein}`);
    await db.medewerker.create({ data: { administratieNr: other.administratieNr, gebruikerId: id, roepnaam: "Juf", achternaam: "Gedeeld", rollen: { create: [{ rolId: other.rolId }] } } });
    const r = await aanmelden(p2, "gedeeld");
    expect(r.locatie).toBe(`${APP}/account/login?sso=nietVertrouwd`);
    expect(sessieCookie(r.jar)).toBe("");
    expect(await db.inlogKoppeling.count({ where: { gebruikerId: id } })).toBe(0);
    // Inactive in the other administration: only the trusting one counts.
    await db.medewerker.updateMany({ where: { administratieNr: other.administratieNr, gebruikerId: id }, data: { actief: false } });
    expect((await aanmelden(p1, "gedeeld")).locatie).toBe(`${APP}/`);
  });

  it("accepts Microsoft Entra ID's xms_edov in place of email_verified", async () => {
    await medewerker(t.administratieNr, t.rolId, `entra@${domein}`);
    expect((await aanmelden(p1, "entra")).locatie).toBe(`${APP}/`);
  });

  it("lets another administration's method switch off only its own staff's passwords", async () => {
    const email = `wachtwoord-${randomUUID().slice(0, 8)}@${domein}`;
    const g = await db.gebruiker.create({ data: { email, passwordHash: await hashPassword("Geheim-wachtwoord-1") } });
    await db.medewerker.create({ data: { administratieNr: t.administratieNr, gebruikerId: g.id, roepnaam: "Juf", achternaam: "Wachtwoord", rollen: { create: [{ rolId: t.rolId }] } } });
    await db.inlogmethode.updateMany({ where: { administratieNr: t.administratieNr }, data: { wachtwoordToegestaan: true } });
    // The other administration (another customer) claims the same domain and switches passwords off.
    await db.inlogmethode.updateMany({ where: { administratieNr: other.administratieNr }, data: { wachtwoordToegestaan: false } });
    try {
      const ok = await wachtwoordAanmelding(email, "Geheim-wachtwoord-1");
      expect(ok.locatie).not.toMatch(/error=/);
      expect(ok.sessie).not.toBe("");
      // Her own administration switches it off: refused, but only once the password is right (no account oracle).
      await db.inlogmethode.updateMany({ where: { administratieNr: t.administratieNr }, data: { wachtwoordToegestaan: false } });
      const uit = await wachtwoordAanmelding(email, "Geheim-wachtwoord-1");
      expect(uit.locatie).toMatch(/code=sso/);
      expect(uit.sessie).toBe("");
      const fout = await wachtwoordAanmelding(email, "Verkeerd-wachtwoord-1");
      expect(fout.locatie).toMatch(/error=CredentialsSignin/);
      expect(fout.locatie).not.toMatch(/code=sso/);
    } finally {
      await db.inlogmethode.updateMany({ where: { administratieNr: { in: [t.administratieNr, other.administratieNr] } }, data: { wachtwoordToegestaan: true } });
      await db.aanmeldPoging.deleteMany({ where: { sleutel: `account:${email}` } });
    }
  });

  it("refuses switching passwords off for one's own domain before having signed in through that issuer", async () => {
    const r = await voegToe({ domeinen: ["leerroute.test"], wachtwoordToegestaan: false });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].path).toBe("body.wachtwoordToegestaan");
    // Once the administrator signed in through the issuer, it may be switched off.
    await db.inlogKoppeling.create({ data: { issuer: idp.issuer, sub: `beheerder-${t.administratieNr}`, gebruikerId: t.user.id } });
    const ok = await voegToe({ domeinen: ["leerroute.test"], wachtwoordToegestaan: false });
    expect(ok.status).toBe(200);
    await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: ok.json.id } });
    await db.inlogKoppeling.deleteMany({ where: { gebruikerId: t.user.id } });
  });

  it("normalises e-mail domains: case, a trailing dot, international domain names", async () => {
    const r = await voegToe({ domeinen: ["Bücher.NL.", "@School.nl.", "school.nl"] });
    expect(r.status).toBe(200);
    expect(r.json.domeinen).toEqual(["xn--bcher-kva.nl", "school.nl"]);
    expect((await aanmeldmethodenVoor("iemand@BÜCHER.nl")).methoden.map((m) => m.providerId)).toContain(`oidc-${t.administratieNr}-${r.json.id}`);
    await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: r.json.id } });
  });

  it("refuses an issuer whose discovery document names another issuer", async () => {
    const { server, url } = await luister(
      httpServer((req, res) => {
        void fetch(`${idp.issuer}${req.url}`).then(async (a) => {
          res.writeHead(a.status, { "content-type": "application/json" });
          res.end(await a.text());
        });
      }),
    );
    try {
      const m = await voegToe({ issuer: url, naam: "Verkeerde issuer" });
      expect(m.status).toBe(200);
      const res = await start(`oidc-${t.administratieNr}-${m.json.id}`);
      expect(res.headers.get("location")).toBe(`${APP}/account/login?sso=mislukt`);
      await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: m.json.id } });
    } finally {
      server.close();
    }
  });

  it("does not hang a sign-in on a provider that never answers", async () => {
    const { server, url } = await luister(tcpServer(() => {}));
    const oud = ssoGrenzen.timeoutMs;
    ssoGrenzen.timeoutMs = 500;
    try {
      const m = await voegToe({ issuer: url, naam: "Stil" });
      expect(m.status).toBe(200);
      const begin = Date.now();
      const res = await start(`oidc-${t.administratieNr}-${m.json.id}`);
      expect(Date.now() - begin).toBeLessThan(5_000);
      expect(res.headers.get("location")).toBe(`${APP}/account/login?sso=mislukt`);
      await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: m.json.id } });
    } finally {
      ssoGrenzen.timeoutMs = oud;
      server.close();
    }
  }, 15_000);

  it("fetches nothing from private or loopback addresses when the app runs on the internet", async () => {
    for (const adres of ["http://127.0.0.1:9/x", "https://10.1.2.3/", "https://192.168.0.1/", "https://172.16.5.4/", "https://169.254.169.254/latest", "https://[::1]/", "https://[fd00::1]/", "https://[::ffff:127.0.0.1]/", "https://100.64.0.1/", "https://0.0.0.0/", "https://localhost/"])
      expect([adres, await magProviderAdres(new URL(adres), false)]).toEqual([adres, false]);
    expect(await magProviderAdres(new URL("https://8.8.8.8/.well-known/openid-configuration"), false)).toBe(true);
    expect(await magProviderAdres(new URL("http://127.0.0.1:9/x"), true)).toBe(true);
    // A production server that names no APP_URL is not taken for a local one.
    const env = process.env as Record<string, string | undefined>;
    const bewaard = { APP_URL: env.APP_URL, AUTH_URL: env.AUTH_URL, NODE_ENV: env.NODE_ENV };
    try {
      Object.assign(env, { NODE_ENV: "production" });
      delete env.APP_URL;
      delete env.AUTH_URL;
      expect(lokaleProvidersToegestaan()).toBe(false);
      env.APP_URL = "http://localhost:3231";
      expect(lokaleProvidersToegestaan()).toBe(true);
    } finally {
      for (const [k, v] of Object.entries(bewaard)) if (v === undefined) delete env[k];
      else env[k] = v;
    }
    // …and the settings refuse such an issuer there.
    const oud = process.env.APP_URL;
    process.env.APP_URL = "https://leerroute.example";
    try {
      for (const issuer of [idp.issuer, "https://10.1.2.3", "https://localhost"]) {
        const r = await voegToe({ issuer });
        expect([issuer, r.status, r.json.issues?.[0]?.path]).toEqual([issuer, 400, "body.issuer"]);
      }
    } finally {
      if (oud === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = oud;
    }
  });

  it("limits the SSO entry points per client address", async () => {
    const oud = ssoGrenzen.perAdres;
    ssoGrenzen.perAdres = 3;
    const adres = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    try {
      for (let i = 0; i < 3; i++) expect((await start(p1, { "x-forwarded-for": adres })).status).toBe(302);
      const te = await start(p1, { "x-forwarded-for": adres });
      expect(te.status).toBe(302);
      expect(te.headers.get("location")).toBe(`${APP}/account/login?sso=teVaak`);
      expect((await aanmeldmethodenVoor(`iemand@${domein}`, adres)).methoden).toEqual([]);
      expect((await aanmeldmethodenVoor(`iemand@${domein}`, "198.51.100.0")).methoden.length).toBeGreaterThan(0);
    } finally {
      ssoGrenzen.perAdres = oud;
      await db.aanmeldPoging.deleteMany({ where: { sleutel: { startsWith: "sso:198.51.100." } } });
    }
  });
});

// --- Issue 31, the three gaps an outside check left -----------------------------------------------

describe("Aanmelden via de inlogdienst: issuer met slash, koppelingen, klantbrede methoden", () => {
  it("keeps an issuer that ends in '/' as given (spaces trimmed) and signs in through it", async () => {
    const schuin = await startOidcProvider({
      clients: [{ client_id: "leerroute-c", client_secret: "geheim-c-0123456789" }],
      accounts: [{ login: "schuin", email: `schuin@${domein}`, email_verified: true }],
      redirectPrefix: `${APP}/api/auth/callback/`,
      pad: "/tenant-c/",
    });
    try {
      expect(schuin.issuer).toMatch(/\/tenant-c\/$/);
      // The provider's own discovery document names the issuer with its slash.
      expect(((await (await fetch(`${schuin.issuer}.well-known/openid-configuration`)).json()) as { issuer: string }).issuer).toBe(schuin.issuer);
      const id = await medewerker(t.administratieNr, t.rolId, `schuin@${domein}`);
      const m = await voegToe({ naam: "Schuin", issuer: `  ${schuin.issuer} `, clientId: "leerroute-c", clientSecret: "geheim-c-0123456789" });
      expect(m.status).toBe(200);
      expect(m.json.issuer).toBe(schuin.issuer);
      const r = await aanmelden(`oidc-${t.administratieNr}-${m.json.id}`, "schuin", { via: schuin });
      expect(r.locatie).toBe(`${APP}/`);
      expect(await db.inlogKoppeling.findMany({ where: { gebruikerId: id }, select: { issuer: true, sub: true } })).toEqual([{ issuer: schuin.issuer, sub: "schuin" }]);
      await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: m.json.id } });
    } finally {
      await schuin.stop();
    }
  });

  it("lets the administrator see and remove a staff member's stale link; the next sign-in stores the new sub", async () => {
    const oud: TestAccount = { login: "herschapen-oud", email: `herschapen@${domein}`, email_verified: true };
    const nieuw: TestAccount = { login: "herschapen-nieuw", email: `herschapen@${domein}`, email_verified: true };
    const idp2 = await startOidcProvider({ clients: [{ client_id: "leerroute-d", client_secret: "geheim-d-0123456789" }], accounts: [oud, nieuw], redirectPrefix: `${APP}/api/auth/callback/` });
    try {
      const id = await medewerker(t.administratieNr, t.rolId, `herschapen@${domein}`);
      const m = await voegToe({ naam: "Herschapen", issuer: idp2.issuer, clientId: "leerroute-d", clientSecret: "geheim-d-0123456789" });
      expect(m.status).toBe(200);
      const p = `oidc-${t.administratieNr}-${m.json.id}`;
      expect((await aanmelden(p, "herschapen-oud", { via: idp2 })).locatie).toBe(`${APP}/`);
      // The account at the provider is recreated: a new sub for the same address is refused…
      expect((await aanmelden(p, "herschapen-nieuw", { via: idp2 })).locatie).toBe(`${APP}/account/login?sso=koppeling`);
      // …and the refusal tells where the administrator removes the old link.
      const berichten = JSON.parse(readFileSync("messages/nl/translation.json", "utf8")) as { auth?: { sso?: Record<string, string> } } & Record<string, unknown>;
      expect(JSON.stringify(berichten)).toMatch(/"koppeling":"[^"]*Inlogmethoden[^"]*"/);

      const lijst = await call("GET", "/api/Inlogmethoden/Koppelingen", { query: q(), cookie: t.user.cookie });
      expect(lijst.status).toBe(200);
      const koppeling = lijst.json.find((k: { gebruikerId: string }) => k.gebruikerId === id);
      expect(koppeling).toMatchObject({ issuer: idp2.issuer, sub: "herschapen-oud", naam: "Juf Test", email: `herschapen@${domein}`, actief: true });
      const sleutel = { gebruikerId: id, issuer: idp2.issuer, sub: "herschapen-oud" };

      // Another administration sees none of them and cannot remove it (404); without the right: 403.
      const elders = await call("GET", "/api/Inlogmethoden/Koppelingen", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
      expect(elders.status).toBe(200);
      expect(elders.json.map((k: { gebruikerId: string }) => k.gebruikerId)).not.toContain(id);
      expect((await call("POST", "/api/Inlogmethoden/Koppelingen/Delete", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: sleutel })).status).toBe(404);
      const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Alleen lezen" } });
      const { sessionCookie } = await import("./helpers");
      const lezer = await sessionCookie(await medewerker(t.administratieNr, rol.id, `lezer-${randomUUID()}@leerroute.test`));
      expect((await call("GET", "/api/Inlogmethoden/Koppelingen", { query: q(), cookie: lezer })).status).toBe(403);
      expect((await call("POST", "/api/Inlogmethoden/Koppelingen/Delete", { query: q(), cookie: lezer, body: sleutel })).status).toBe(403);
      expect((await call("POST", "/api/Inlogmethoden/Koppelingen/Delete", { query: q(), cookie: t.user.cookie, body: { ...sleutel, gebruikerId: "nee" } })).json.issues[0].path).toBe("body.gebruikerId");
      expect(await db.inlogKoppeling.count({ where: { gebruikerId: id } })).toBe(1);

      const weg = await call("POST", "/api/Inlogmethoden/Koppelingen/Delete", { query: q(), cookie: t.user.cookie, body: sleutel });
      expect(weg.status).toBe(200);
      expect(weg.json).toEqual({ ...sleutel, verwijderd: true });
      expect((await call("POST", "/api/Inlogmethoden/Koppelingen/Delete", { query: q(), cookie: t.user.cookie, body: sleutel })).status).toBe(404);
      expect((await aanmelden(p, "herschapen-nieuw", { via: idp2 })).locatie).toBe(`${APP}/`);
      expect(await db.inlogKoppeling.findMany({ where: { gebruikerId: id }, select: { sub: true } })).toEqual([{ sub: "herschapen-nieuw" }]);
      await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: m.json.id } });
    } finally {
      await idp2.stop();
    }
  });

  it("shows a customer-wide method read-only in every administration of the customer, and nowhere else", async () => {
    const zus = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage } });
    await db.administratie.update({ where: { administratieNr: zus.administratieNr }, data: { klantId: t.administratieNr } });
    const breed = await voegToe({ naam: "Klantbreed", klantId: t.administratieNr });
    expect(breed.status).toBe(200);
    expect(breed.json).toMatchObject({ eigen: true, beheerdDoor: { administratieNr: t.administratieNr } });
    const smal = await voegToe({ naam: "Alleen hier", klantId: null });
    try {
      const lijst = await call("GET", "/api/Inlogmethoden", { query: { administratieNr: zus.administratieNr }, cookie: zus.user.cookie });
      expect(lijst.status).toBe(200);
      expect(lijst.json.map((m: { naam: string }) => m.naam)).toContain("Klantbreed");
      expect(lijst.json.map((m: { naam: string }) => m.naam)).not.toContain("Alleen hier");
      expect(lijst.json.find((m: { naam: string }) => m.naam === "Klantbreed")).toMatchObject({ eigen: false, klantId: t.administratieNr, beheerdDoor: { administratieNr: t.administratieNr, naam: `Testschool ${t.administratieNr}` } });
      // Read-only there: edited only where it is managed.
      expect((await call("DELETE", `/api/Inlogmethoden/Delete/${breed.json.id}`, { query: { administratieNr: zus.administratieNr }, cookie: zus.user.cookie })).status).toBe(404);
      // Another customer's administration does not see it.
      const vreemd = await call("GET", "/api/Inlogmethoden", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie });
      expect(vreemd.json.map((m: { naam: string }) => m.naam)).not.toContain("Klantbreed");
      // The managing administration lists its own as its own.
      const eigen = await call("GET", "/api/Inlogmethoden", { query: q(), cookie: t.user.cookie });
      expect(eigen.json.find((m: { naam: string }) => m.naam === "Klantbreed")).toMatchObject({ eigen: true });
    } finally {
      await db.inlogmethode.deleteMany({ where: { administratieNr: t.administratieNr, id: { in: [breed.json.id, smal.json.id] } } });
    }
  });
});
