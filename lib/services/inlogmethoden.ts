import { isIP } from "node:net";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { versleutel } from "@/lib/connector/geheim";
import { appUrl } from "@/lib/mail";
import { asciiDomein, type InlogkoppelingVerwijderen, type InlogmethodeBijwerken, type InlogmethodeToevoegen } from "@/lib/schemas/inlogmethoden";
import { lokaleProvidersToegestaan, magProviderAdres, providerId } from "@/lib/services/sso";

/**
 * Sign-in methods of an administration (issue 31): the OpenID Connect providers its staff may
 * sign in with (Microsoft Entra ID, Google Workspace, Entree). The client secret is encrypted at
 * rest as the connector's key is (lib/connector/geheim.ts) and never answered. Every change is a
 * log line (`at: "inlogmethode"`) naming who changed what, without the secret.
 */


const select = { id: true, naam: true, issuer: true, clientId: true, domeinen: true, wachtwoordToegestaan: true, klantId: true, actief: true, updatedAt: true, administratieNr: true } as const;
type Rij = { id: number; naam: string; issuer: string; clientId: string; domeinen: string[]; wachtwoordToegestaan: boolean; klantId: number | null; actief: boolean; updatedAt: Date; administratieNr: number };

function weergave(r: Rij, ctx: { administratieNr: number }, administratie?: string) {
  const eigen = r.administratieNr === ctx.administratieNr;
  return {
    id: r.id,
    naam: r.naam,
    issuer: r.issuer,
    clientId: r.clientId,
    domeinen: r.domeinen,
    wachtwoordToegestaan: r.wachtwoordToegestaan,
    klantId: r.klantId,
    actief: r.actief,
    geheimOpgeslagen: true,
    redirectUri: appUrl(`/api/auth/callback/${providerId(r.administratieNr, r.id)}`),
    gewijzigdOp: r.updatedAt.toISOString(),
    /** False: a customer-wide method of another administration of the customer, shown read-only here. */
    eigen,
    /** The administration that manages the method (where it is edited). */
    beheerdDoor: { administratieNr: r.administratieNr, naam: administratie ?? "" },
  };
}
export type InlogmethodeView = ReturnType<typeof weergave>;

function log(ctx: TenantContext, actie: "toegevoegd" | "gewijzigd" | "verwijderd", r: { id: number; naam: string }, velden?: string[]) {
  console.info(JSON.stringify({ at: "inlogmethode", actie, administratieNr: ctx.administratieNr, id: r.id, naam: r.naam, velden, door: ctx.gebruikerId, requestId: ctx.requestId }));
}

/** A klantId must be this administration's own customer: no one configures another customer's sign-in. */
function controleerKlant(ctx: TenantContext, klantId: number | null | undefined) {
  if (klantId != null && klantId !== ctx.klantId)
    throw fieldError("body.klantId", `moet de klant van deze administratie zijn (${ctx.klantId}) of leeg`);
}

/**
 * When the app runs on the internet (APP_URL not on this machine), an issuer must be https and not
 * on this server or a private network (SSRF; lib/services/sso.ts checks every fetch again, names
 * resolved). On this machine (development, tests) http://127.0.0.1 and localhost are allowed.
 */
async function controleerIssuer(issuer: string) {
  if (lokaleProvidersToegestaan()) return;
  const u = new URL(issuer);
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const naam = isIP(host) === 0 && host !== "localhost" && !host.endsWith(".localhost");
  if (u.protocol !== "https:" || (!naam && !(await magProviderAdres(u, false))))
    throw fieldError("body.issuer", "moet een https-adres op internet zijn; adressen op deze server of in een privénetwerk worden niet opgehaald");
}

/**
 * Switching password sign-in off must not lock out every administrator: it is refused while it
 * would apply to the administrator making the change (their address's domain is one of the
 * method's) and they have not yet signed in through this method's issuer. So whoever switches it
 * off has shown the method works for them, and can switch it on again. Through an API key
 * (nobody signed in) it cannot be switched off at all. Deactivating or deleting the method gives
 * passwords back.
 */
async function controleerWachtwoordUit(ctx: TenantContext, m: { issuer: string; domeinen: string[]; wachtwoordToegestaan: boolean; actief?: boolean }) {
  if (m.wachtwoordToegestaan || m.actief === false) return;
  const ik = ctx.principal.kind === "user"
    ? await db.gebruiker.findUnique({ where: { id: ctx.principal.gebruikerId }, select: { email: true, inlogKoppelingen: { where: { issuer: m.issuer }, select: { sub: true }, take: 1 } } })
    : null;
  if (!ik) throw fieldError("body.wachtwoordToegestaan", "kan alleen door een aangemelde beheerder worden uitgezet, niet met een API-sleutel");
  const at = ik.email?.lastIndexOf("@") ?? -1;
  const domein = ik.email && at > 0 ? asciiDomein(ik.email.slice(at + 1)) : null;
  if (domein && m.domeinen.includes(domein) && ik.inlogKoppelingen.length === 0)
    throw fieldError(
      "body.wachtwoordToegestaan",
      "kan pas uit als u zich zelf via deze inlogmethode hebt aangemeld (anders sluit u uzelf en de andere beheerders buiten): sla de methode eerst op met wachtwoord toegestaan, meld u ermee aan en zet het wachtwoord daarna uit",
    );
}

/**
 * The methods that can sign this administration's staff in: its own, and the customer-wide ones
 * (klantId) other administrations of the same customer manage, those read-only here (`eigen`
 * false, `beheerdDoor` names where they are edited). One statement (a join for the names).
 */
export async function listInlogmethoden(ctx: TenantContext) {
  const rows = await db.inlogmethode.findMany({
    where: { OR: [{ administratieNr: ctx.administratieNr }, { klantId: ctx.klantId, administratie: { klantId: ctx.klantId } }] },
    select: { ...select, administratie: { select: { naam: true } } },
    orderBy: [{ naam: "asc" }, { administratieNr: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => weergave(r, ctx, r.administratie.naam));
}

export async function getInlogmethode(ctx: TenantContext, id: number) {
  const r = await db.inlogmethode.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select });
  if (!r) throw notFound(`Inlogmethode ${id}`);
  return weergave(r, ctx, ctx.naam);
}

export async function addInlogmethode(ctx: TenantContext, input: InlogmethodeToevoegen) {
  controleerKlant(ctx, input.klantId);
  await controleerIssuer(input.issuer);
  await controleerWachtwoordUit(ctx, input);
  const r = await db.inlogmethode.create({
    data: {
      administratieNr: ctx.administratieNr,
      naam: input.naam,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: versleutel(input.clientSecret),
      domeinen: [...new Set(input.domeinen)],
      wachtwoordToegestaan: input.wachtwoordToegestaan,
      klantId: input.klantId ?? null,
      actief: input.actief ?? true,
    },
    select,
  });
  log(ctx, "toegevoegd", r);
  return weergave(r, ctx, ctx.naam);
}

export async function updateInlogmethode(ctx: TenantContext, input: InlogmethodeBijwerken) {
  controleerKlant(ctx, input.klantId);
  await controleerIssuer(input.issuer);
  await controleerWachtwoordUit(ctx, input);
  const { administratieNr } = ctx;
  const nieuwGeheim = input.clientSecret ? versleutel(input.clientSecret) : undefined;
  const data = {
    naam: input.naam,
    issuer: input.issuer,
    clientId: input.clientId,
    domeinen: [...new Set(input.domeinen)],
    wachtwoordToegestaan: input.wachtwoordToegestaan,
    klantId: input.klantId ?? null,
    ...(input.actief !== undefined ? { actief: input.actief } : {}),
    ...(nieuwGeheim ? { clientSecret: nieuwGeheim } : {}),
  };
  // updateMany names the administration: another administration's method is 0 rows (404).
  const bijgewerkt = await db.inlogmethode.updateMany({ where: { administratieNr, id: input.id }, data });
  if (bijgewerkt.count === 0) throw notFound(`Inlogmethode ${input.id}`);
  const r = await db.inlogmethode.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr, id: input.id } }, select });
  log(ctx, "gewijzigd", r, Object.keys(data).map((k) => (k === "clientSecret" ? "clientSecret (nieuw)" : k)));
  return weergave(r, ctx, ctx.naam);
}

export async function deleteInlogmethode(ctx: TenantContext, id: number) {
  const { administratieNr } = ctx;
  const r = await db.inlogmethode.findUnique({ where: { administratieNr_id: { administratieNr, id } }, select: { id: true, naam: true } });
  if (!r) throw notFound(`Inlogmethode ${id}`);
  await db.inlogmethode.deleteMany({ where: { administratieNr, id } });
  log(ctx, "verwijderd", r);
  return { id: r.id, naam: r.naam, verwijderd: true };
}

// --- Links (issuer, sub) → login account of this administration's staff ---------------------------

/**
 * The stored links of this administration's staff at the issuers of the methods it trusts (its
 * own and the customer's customer-wide ones), with the staff member's name. When a person's
 * account at the provider is recreated (a new `sub`), sign-in is refused (`sso=koppeling`) until
 * the administrator removes the old link here; the next sign-in stores the new one. One statement.
 */
export async function listInlogkoppelingen(ctx: TenantContext) {
  const rijen = await leesRijen<{ issuer: string; sub: string; gebruikerId: string; aangemaaktOp: string; roepnaam: string; tussenvoegsel: string | null; achternaam: string; email: string | null; actief: boolean }>(Prisma.sql`
    SELECT k.issuer, k.sub, k."gebruikerId"::text AS "gebruikerId", to_char(k."aangemaaktOp", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "aangemaaktOp", m.roepnaam, m.tussenvoegsel, m.achternaam, g.email, m.actief
    FROM "InlogKoppeling" k
    JOIN "Medewerker" m ON m."gebruikerId" = k."gebruikerId" AND m."administratieNr" = ${ctx.administratieNr}
    JOIN "Gebruiker" g ON g.id = k."gebruikerId"
    WHERE k.issuer IN (
      SELECT i.issuer FROM "Inlogmethode" i JOIN "Administratie" a ON a."administratieNr" = i."administratieNr"
      WHERE i."administratieNr" = ${ctx.administratieNr} OR (i."klantId" = ${ctx.klantId} AND a."klantId" = ${ctx.klantId}))
    ORDER BY m.achternaam, m.roepnaam, k.issuer, k.sub
    LIMIT 5000`);
  return rijen.map((r) => ({
    issuer: r.issuer,
    sub: r.sub,
    gebruikerId: r.gebruikerId,
    naam: [r.roepnaam, r.tussenvoegsel, r.achternaam].filter(Boolean).join(" "),
    email: r.email,
    actief: r.actief,
    aangemaaktOp: r.aangemaaktOp,
  }));
}
export type InlogkoppelingView = Awaited<ReturnType<typeof listInlogkoppelingen>>[number];

/**
 * Removes one link: it must belong to a staff member of this administration, at the issuer of a
 * method it trusts; anything else is 404 (another administration's staff or link). One statement.
 * Logged (`at: "inlogkoppeling"`), the sub included (it is no secret, and the provider's support asks for it).
 */
export async function deleteInlogkoppeling(ctx: TenantContext, input: InlogkoppelingVerwijderen) {
  const rijen = await leesRijen<{ gebruikerId: string }>(Prisma.sql`
    DELETE FROM "InlogKoppeling" k
    WHERE k.issuer = ${input.issuer} AND k.sub = ${input.sub} AND k."gebruikerId" = ${input.gebruikerId}::uuid
      AND EXISTS (SELECT 1 FROM "Medewerker" m WHERE m."gebruikerId" = k."gebruikerId" AND m."administratieNr" = ${ctx.administratieNr})
      AND EXISTS (
        SELECT 1 FROM "Inlogmethode" i JOIN "Administratie" a ON a."administratieNr" = i."administratieNr"
        WHERE i.issuer = k.issuer AND (i."administratieNr" = ${ctx.administratieNr} OR (i."klantId" = ${ctx.klantId} AND a."klantId" = ${ctx.klantId})))
    RETURNING k."gebruikerId"`);
  if (rijen.length === 0) throw notFound("Inlogkoppeling");
  console.info(JSON.stringify({ at: "inlogkoppeling", actie: "verwijderd", administratieNr: ctx.administratieNr, gebruikerId: input.gebruikerId, issuer: input.issuer, sub: input.sub, door: ctx.gebruikerId, requestId: ctx.requestId }));
  return { ...input, verwijderd: true };
}
