import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { TenantContext } from "@/lib/api/context";
import { currentGebruiker } from "@/lib/auth";
import { PREFETCH_HEADER } from "@/lib/auth/prefetch";
import { loginUrl } from "@/lib/auth/return-url";
import type { Guard } from "@/lib/permissions";
import { loadPermissions } from "@/lib/services/permissions";

/** The signed-in person for a page, or a redirect to sign-in with this page as returnurl. */
export const requireGebruiker = cache(async () => {
  const gebruiker = await currentGebruiker();
  if (!gebruiker) redirect(loginUrl((await headers()).get("x-url") ?? "/"));
  return gebruiker;
});

/** The caller's standing in the administration of the route, or the not-found page. */
export const requireTenant = cache(async (admnrParam: string) => {
  if (!/^[1-9][0-9]{0,9}$/.test(admnrParam)) notFound();
  const gebruiker = await requireGebruiker();
  const tenant = await loadPermissions(Number(admnrParam), { gebruikerId: gebruiker.id });
  if (!tenant) notFound();
  const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId: gebruiker.id }, requestId: "page", prefetch: (await headers()).get(PREFETCH_HEADER) === "1" };
  return { gebruiker, tenant, ctx };
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
