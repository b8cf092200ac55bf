"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit";
import { usePermissions } from "@/lib/client/hooks";
import { Functiegebied, guards, permittedFilters } from "@/lib/permissions";

/**
 * The Administratie area's lists as tabs that are routes: [[Leerlingen]] and [[Groepen]], each
 * only when the user may open it (the pages check the same).
 */
export function AdmNav({ admnr, schooljaar }: { admnr: number; schooljaar: string }) {
  const t = useTranslations("adm.nav");
  const { data: view } = usePermissions(admnr);
  if (!view) return null;
  const perms = { ...view, gebruikerId: view.gebruikerId ?? "" };
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const items = [
    ...(permittedFilters(perms, Functiegebied.Leerlingen).length ? [{ href: `${basis}/leerlingen`, label: t("leerlingen") }] : []),
    ...(guards.groepenLezen(perms) ? [{ href: `${basis}/groepen`, label: t("groepen") }] : []),
  ];
  if (items.length < 2) return null;
  return <RouteTabs label={t("label")} items={items} />;
}
