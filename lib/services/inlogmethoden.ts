import { db } from "@/lib/db/client";
import { fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { versleutel } from "@/lib/connector/geheim";
import { appUrl } from "@/lib/mail";
import type { InlogmethodeBijwerken, InlogmethodeToevoegen } from "@/lib/schemas/inlogmethoden";

/**
 * Sign-in methods of an administration (issue 31): the OpenID Connect providers its staff may
 * sign in with (Microsoft Entra ID, Google Workspace, Entree). The client secret is encrypted at
 * rest as the connector's key is (lib/connector/geheim.ts) and never answered. Every change is a
 * log line (`at: "inlogmethode"`) naming who changed what, without the secret.
 */

/** The Auth.js provider id of a stored method; its callback is /api/auth/callback/<id>. */
export const providerId = (administratieNr: number, id: number) => `oidc-${administratieNr}-${id}`;

const select = { id: true, naam: true, issuer: true, clientId: true, domeinen: true, wachtwoordToegestaan: true, klantId: true, actief: true, updatedAt: true, administratieNr: true } as const;
type Rij = { id: number; naam: string; issuer: string; clientId: string; domeinen: string[]; wachtwoordToegestaan: boolean; klantId: number | null; actief: boolean; updatedAt: Date; administratieNr: number };

function weergave(r: Rij) {
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

export async function listInlogmethoden(ctx: TenantContext) {
  const rows = await db.inlogmethode.findMany({ where: { administratieNr: ctx.administratieNr }, select, orderBy: [{ naam: "asc" }, { id: "asc" }] });
  return rows.map(weergave);
}

export async function getInlogmethode(ctx: TenantContext, id: number) {
  const r = await db.inlogmethode.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select });
  if (!r) throw notFound(`Inlogmethode ${id}`);
  return weergave(r);
}

export async function addInlogmethode(ctx: TenantContext, input: InlogmethodeToevoegen) {
  controleerKlant(ctx, input.klantId);
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
  return weergave(r);
}

export async function updateInlogmethode(ctx: TenantContext, input: InlogmethodeBijwerken) {
  controleerKlant(ctx, input.klantId);
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
  return weergave(r);
}

export async function deleteInlogmethode(ctx: TenantContext, id: number) {
  const { administratieNr } = ctx;
  const r = await db.inlogmethode.findUnique({ where: { administratieNr_id: { administratieNr, id } }, select: { id: true, naam: true } });
  if (!r) throw notFound(`Inlogmethode ${id}`);
  await db.inlogmethode.deleteMany({ where: { administratieNr, id } });
  log(ctx, "verwijderd", r);
  return { id: r.id, naam: r.naam, verwijderd: true };
}
