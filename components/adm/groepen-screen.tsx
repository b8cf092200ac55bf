"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { admFilter, AdmNav } from "@/components/adm/adm-nav";
import { AddButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { type Column } from "@/components/kit/data-table";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { Functiegebied, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";
import { GroepFormDialog, schrijfbareVestigingen } from "./groep-form";

/** The groups call of a filter: Eigen → own groups; otherwise the branch's (or all readable) groups. */
export function groepenAanroep(filter: FilterNaam, schooljaar: string, vestiging: number | null): string {
  if (filter === "Eigen") return `/api/Groepen/Eigen/${schooljaar}`;
  return vestiging ? `/api/Groepen/vestiging/${schooljaar}/${vestiging}` : `/api/Groepen/All/${schooljaar}`;
}

/** Actief: groups with pupils today; Inactief: groups without (spec filters applied to groups). */
export function filterGroepen(groepen: GroepView[], filter: FilterNaam, vestiging: number | null): GroepView[] {
  return groepen
    .filter((g) => vestiging === null || g.vestigingNr === vestiging)
    .filter((g) => (filter === "Actief" ? g.aantalLeerlingen > 0 : filter === "Inactief" ? g.aantalLeerlingen === 0 : true));
}

export function GroepenScreen({
  admnr,
  schooljaar,
  filter,
  vestiging,
  keuzes,
}: {
  admnr: number;
  schooljaar: string;
  filter: FilterNaam;
  vestiging: number | null;
  keuzes: GroepKeuzes;
}) {
  const t = useTranslations("adm.groepen");
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const { data } = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, filter, vestiging),
    queryFn: async ({ signal }) => (await api.getJson<GroepView[]>(groepenAanroep(filter, schooljaar, vestiging), { administratieNr: admnr, signal })) ?? [],
  });
  const groepen = data ? filterGroepen(data, filter, vestiging) : undefined;
  const filters = perms ? permittedFilters(perms, Functiegebied.Groepen) : [filter];
  const leesbaar = perms ? readableVestigingen(perms, Functiegebied.Groepen) : [];
  const vestigingen = perms ? perms.vestigingen.filter((v) => leesbaar.includes(v.nr)) : [];
  const schrijfbaar = schrijfbareVestigingen(view);
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;
  // Groepen + Alle needs a branch (spec §2): that filter links to the current or first readable branch.
  const href = (f: FilterNaam, v: number | null) => {
    const vest = f === "Alle" ? (v ?? leesbaar[0] ?? null) : v;
    return `${basis}?filter=${f}${vest ? `&vestiging=${vest}` : ""}`;
  };
  const kolommen: Column<GroepView>[] = [
    { id: "naam", accessorKey: "naam", header: t("kolommen.groep"), cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.nr}`}>{row.original.naam}</RowLink> },
    { accessorKey: "vestigingNaam", header: t("kolommen.vestiging") },
    { id: "soort", accessorFn: (g) => t(g.soort === "Klas" ? "soorten.klas" : "soorten.onderwijsgroep"), header: t("kolommen.soort") },
    { id: "leerkrachten", accessorFn: (g) => g.leerkrachten.join(", "), header: t("kolommen.leerkrachten") },
    { accessorKey: "aantalLeerlingen", header: t("kolommen.leerlingen") },
  ];

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg", { schooljaar })}
      actions={
        schrijfbaar.length > 0 ? (
          <GroepFormDialog
            admnr={admnr}
            schooljaar={schooljaar}
            vestigingen={schrijfbaar}
            standaardVestiging={vestiging}
            keuzes={keuzes}
            trigger={<AddButton label={t("toevoegen")} />}
          />
        ) : null
      }
      columns={kolommen}
      data={groepen}
      getRowId={(g) => String(g.nr)}
      search={{ label: t("zoeken"), text: (g) => g.naam }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} />}
      nav={<AdmNav admnr={admnr} schooljaar={schooljaar} />}
      filter={admFilter({ tekst: t, lijst: "groepen", filter, filters, vestiging, vestigingen: filter === "Eigen" ? [] : vestigingen, alleVestigingen: filter !== "Alle", href })}
    />
  );
}
