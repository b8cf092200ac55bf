"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { type Column } from "@/components/kit/data-table";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { z } from "zod";
import type { groepsplanRij } from "@/lib/schemas/groepsplannen";

export type GroepsplanRij = z.output<typeof groepsplanRij>;
export type GroepsplanFilter = "Eigen" | "Alle";

export function lijstPad(filter: GroepsplanFilter, schooljaar: string) {
  return filter === "Eigen" ? `/api/GroepsPlannen/EigenGroepsplannen/${schooljaar}` : `/api/GroepsPlannen/AlleGroepsplannen/${schooljaar}/0`;
}

/** planning/groepsplannen: the plans of the school year, Eigen or Alle (the permitted filters). */
export function GroepsplannenLijst({ admnr, schooljaar, filter, filters }: { admnr: number; schooljaar: string; filter: GroepsplanFilter; filters: readonly GroepsplanFilter[] }) {
  const t = useTranslations("planning.groepsplannen");
  const { data, isError } = useQuery({
    queryKey: queryKeys.groepsplannenLijst(admnr, schooljaar, filter),
    queryFn: ({ signal }) => api.getJson<GroepsplanRij[]>(lijstPad(filter, schooljaar), { administratieNr: admnr, signal }),
  });
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen`;
  const kolommen: Column<GroepsplanRij>[] = [
    { id: "groep", header: t("kolommen.groep"), accessorFn: (r) => r.groepNaam, cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.groepNr}/${row.original.periodeNummer}`}>{row.original.groepNaam}</RowLink> },
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => r.periodeNummer },
    { id: "vestiging", header: t("kolommen.vestiging"), accessorFn: (r) => r.vestigingNaam },
    { id: "instructiegroepen", header: t("kolommen.instructiegroepen"), accessorFn: (r) => r.aantalInstructiegroepen },
    { id: "leerlingen", header: t("kolommen.leerlingen"), accessorFn: (r) => r.aantalLeerlingen },
    { id: "auteur", header: t("kolommen.auteur"), accessorFn: (r) => r.auteur ?? "" },
  ];
  return (
    <ListScreen
      title={t("titel")}
      description={t("lijstUitleg", { schooljaar })}
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken"), text: (r) => `${r.groepNaam} ${r.vestigingNaam} ${r.auteur ?? ""}` }}
      error={isError ? t("fout") : undefined}
      empty={<EmptyState title={t("leeg", { schooljaar })} description={t("leegUitleg")} />}
      filter={{ huidig: filter, filters, href: (f) => `${basis}?filter=${f}`, label: t("filters"), naam: (f) => t(`filter.${f}`), zoekInAlle: t("zoekInAlle") }}
    />
  );
}
