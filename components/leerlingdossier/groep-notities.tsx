"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { api } from "@/lib/client/api";
import { useEindadres, usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { canRead, canWrite, Functiegebied } from "@/lib/permissions";
import type { GroepView } from "@/lib/services/groepen";
import { Notities } from "./notities";

type PermissieView = NonNullable<ReturnType<typeof usePermissions>["data"]>;
const alsPerms = (view: PermissieView) => ({ ...view, gebruikerId: view.gebruikerId ?? "" });

/** A group's tabs: leerlingen, and notities when the user may read the group's notes (§6 on the group). */
export function GroepTabs({ admnr, basis, nr, groep, label, leerlingenLabel }: { admnr: number; basis: string; nr: number; groep: { nr: number; vestigingNr: number } | undefined; label: string; leerlingenLabel: string }) {
  const t = useTranslations("adm.groepTabs");
  const { data: view } = usePermissions(admnr);
  const notities = view && groep ? canRead(alsPerms(view), Functiegebied.Notities, { vestigingNr: groep.vestigingNr, groepNrs: [groep.nr] }) : false;
  const groepsplannen = view && groep ? canRead(alsPerms(view), Functiegebied.Groepsplannen, { vestigingNr: groep.vestigingNr, groepNrs: [groep.nr] }) : false;
  return (
    <RouteTabs
      label={label}
      items={[
        { href: `${basis}/details/${nr}`, label: leerlingenLabel },
        ...(groepsplannen ? [{ href: `${basis}/details/${nr}/groepsplannen`, label: t("groepsplannen") }] : []),
        ...(notities ? [{ href: `${basis}/details/${nr}/notities`, label: t("notities") }] : []),
      ]}
    />
  );
}

/** adm/groepen/details/{nr}/notities: the group's notes under its header and tabs. */
export function GroepNotitiesScreen({ admnr, schooljaar, nr }: { admnr: number; schooljaar: string; nr: number }) {
  const t = useTranslations("adm.groepDetails");
  const { data: view } = usePermissions(admnr);
  // Back to the list at the address its redirect would give (one router request, not two).
  const lijst = useEindadres(admnr, `/${admnr}/schooljaar/${schooljaar}/adm/groepen`);
  const { data: groep } = useQuery({
    queryKey: queryKeys.groep(admnr, nr),
    queryFn: ({ signal }) => api.getJson<GroepView>(`/api/Groepen/Details/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });
  if (!groep) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;
  const magSchrijven = view ? canWrite(alsPerms(view), Functiegebied.Notities, { vestigingNr: groep.vestigingNr, groepNrs: [groep.nr] }) : false;
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: lijst, label: t("terug") }} title={groep.naam} />
      <GroepTabs admnr={admnr} basis={basis} nr={groep.nr} groep={groep} label={t("onderdelen")} leerlingenLabel={t("tabLeerlingen")} />
      <Notities admnr={admnr} doel={{ soort: "groep", id: groep.nr }} magSchrijven={magSchrijven} />
    </section>
  );
}
