import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { TenantContext } from "@/lib/api/context";
import { PREFETCH_HEADER } from "@/lib/auth/prefetch";
import { loginUrl } from "@/lib/auth/return-url";
import { sessieUitVerzoek } from "@/lib/auth/token-cache";
import type { Guard } from "@/lib/permissions";
import { getSessionGebruiker } from "@/lib/services/auth";
import { loadPermissions } from "@/lib/services/permissions";

/**
 * The session named by the request's cookie, as the API reads it (lib/api/context.ts): the JWT
 * decoded once per token (token-cache.ts), not Auth.js's whole `auth()` (≈ 2.8 ms a page). Whether
 * the session is still valid is checked in the database by the caller.
 */
const sessieUitCookie = cache(async () => sessieUitVerzoek(await headers()));

async function naarAanmelden(): Promise<never> {
  redirect(loginUrl((await headers()).get("x-url") ?? "/"));
}

/** The signed-in person for a page outside an administration, or a redirect to sign-in with this page as returnurl. */
export const requireGebruiker = cache(async () => {
  const s = await sessieUitCookie();
  const gebruiker = s ? await getSessionGebruiker(s.gebruikerId, s.sessie.versie, s.sessie.id) : null;
  if (!gebruiker) return naarAanmelden();
  return gebruiker;
});

/**
 * The caller's standing in an administration with the session checked in the same statement
 * (loadPermissions), once per request: pages, their metadata and the language (i18n/request.ts)
 * share it. "afgemeld": no valid session; null: no active member there.
 */
export const laadTenant = cache(async (admnr: number) => {
  const s = await sessieUitCookie();
  if (!s) return "afgemeld" as const;
  const tenant = await loadPermissions(admnr, { gebruikerId: s.gebruikerId, sessie: s.sessie });
  return tenant === "afgemeld" || !tenant ? tenant : { gebruikerId: s.gebruikerId, tenant };
});

/** The caller's standing in the administration of the route, or the not-found page. */
export const requireTenant = cache(async (admnrParam: string) => {
  if (!/^[1-9][0-9]{0,9}$/.test(admnrParam)) notFound();
  const geladen = await laadTenant(Number(admnrParam));
  if (geladen === "afgemeld") return naarAanmelden();
  if (!geladen) notFound();
  const { tenant, gebruikerId } = geladen;
  const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId }, requestId: "page", prefetch: (await headers()).get(PREFETCH_HEADER) === "1" };
  return { gebruiker: { id: gebruikerId }, tenant, ctx };
});

/**
 * A page behind one of the §6 guards: the same check the API makes. Denied shows the not-found
 * page, as the spec's access checks do.
 */
export async function requirePage(admnrParam: string, guard?: Guard) {
  const result = await requireTenant(admnrParam);
  if (guard && !guard(result.tenant.permissions)) notFound();
  return result;
}
