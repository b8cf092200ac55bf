import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { currentGebruiker } from "@/lib/auth";
import { loginUrl } from "@/lib/auth/return-url";
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
  return { gebruiker, tenant };
});
