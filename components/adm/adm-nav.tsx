"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ListFilter } from "@/components/kit/list-screen";
import { RouteTabs } from "@/components/kit/route-tabs";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { usePermissions } from "@/lib/client/hooks";
import { Functiegebied, guards, permittedFilters, type FilterNaam } from "@/lib/permissions";
import { eindadres } from "@/lib/routes/doorverwijzing";

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
  // Each tab links to its list at the address its redirect would give (one router request, not two).
  const items = [
    ...(permittedFilters(perms, Functiegebied.Leerlingen).length ? [{ href: eindadres(`${basis}/leerlingen`, perms), label: t("leerlingen") }] : []),
    ...(guards.groepenLezen(perms) ? [{ href: eindadres(`${basis}/groepen`, perms), label: t("groepen") }] : []),
    ...(permittedFilters(perms, Functiegebied.Leerlingformulieren).length ? [{ href: eindadres(`${basis}/formulieren`, perms), label: t("formulieren") }] : []),
  ];
  if (items.length < 2) return null;
  return <RouteTabs label={t("label")} items={items} />;
}

/**
 * The lists with a branch select. A type of its own: a union of string literals written at the
 * prop itself reads to scripts/client-berichten.ts as a value every page gives the prop, which
 * shipped the groups list's messages with the pupil list too (issue 27).
 */
type AdmLijst = "groepen" | "leerlingen" | "formulieren";

/**
 * The branch select of an Administratie list, beside its filter bar (ListScreen's `filter.naast`),
 * when there is more than one branch to choose; `href` is the list's URL for a filter and branch.
 */
export function VestigingKeuze({
  lijst,
  filter,
  vestiging,
  vestigingen,
  alleVestigingen,
  href,
}: {
  lijst: AdmLijst;
  filter: FilterNaam;
  vestiging: number | null;
  vestigingen: readonly { nr: number; naam: string }[];
  /** Whether "all branches" is a choice. */
  alleVestigingen: boolean;
  href: (filter: FilterNaam, vestiging: number | null) => string;
}) {
  const t = useTranslations(`adm.${lijst}`);
  const router = useRouter();
  if (vestigingen.length < 2) return null;
  return (
    <KeuzeVeld
      id="vestiging"
      label={t("vestiging")}
      value={vestiging ?? ""}
      onChange={(w) => router.push(href(filter, w ? Number(w) : null))}
      opties={vestigingen.map((v) => ({ waarde: v.nr, label: v.naam }))}
      leeg={alleVestigingen ? t("alleVestigingen") : undefined}
      breedte="w-56"
    />
  );
}

/**
 * The filter bar of an Administratie list (ListScreen's `filter`): the permitted filters as links
 * that keep the branch, "Zoek in alle …" without it, and the branch select beside them. `tekst` is
 * the list's namespace (filters, filter.<naam>, zoekInAlle).
 */
export function admFilter({
  tekst,
  lijst,
  filter,
  filters,
  vestiging,
  vestigingen,
  alleVestigingen,
  href,
}: {
  tekst: (sleutel: string) => string;
  lijst: AdmLijst;
  filter: FilterNaam;
  filters: readonly FilterNaam[];
  vestiging: number | null;
  vestigingen: readonly { nr: number; naam: string }[];
  alleVestigingen: boolean;
  href: (filter: FilterNaam, vestiging: number | null) => string;
}): ListFilter<FilterNaam> {
  return {
    huidig: filter,
    filters,
    href: (f) => href(f, vestiging),
    zoekHref: (f) => href(f, null),
    label: tekst("filters"),
    naam: (f) => tekst(`filter.${f}`),
    zoekInAlle: tekst("zoekInAlle"),
    naast: <VestigingKeuze lijst={lijst} filter={filter} vestiging={vestiging} vestigingen={vestigingen} alleVestigingen={alleVestigingen} href={href} />,
  };
}
