"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Fragment, useMemo, type ReactNode } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { useUrlState } from "@/components/kit/url-state";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { queryKeys } from "@/lib/client/keys";
import type { MedewerkerFilter, MedewerkerOverzichtItem } from "@/lib/services/medewerkers";
import { isMedewerkerFilter, MEDEWERKER_FILTERS } from "./medewerker-keuzes";

/** Which linked pages the viewer may open (computed on the server from the same guards). */
export interface MedewerkerLinks {
  vestigingen: boolean;
  groepen: boolean;
}

export function useMedewerkerOverzicht(admnr: number, filter: MedewerkerFilter) {
  return useQuery({
    queryKey: queryKeys.medewerkersOverzicht(admnr, filter, ""),
    queryFn: async ({ signal }) => (await api.getJson<MedewerkerOverzichtItem[]>("/api/Medewerkers/Overzicht", { administratieNr: admnr, query: { filter }, signal })) ?? [],
    placeholderData: keepPreviousData,
  });
}

/** Status of a staff member in words (colour never carries the meaning alone). */
export function MedewerkerStatus({ actief, geactiveerd }: { actief: boolean; geactiveerd: boolean }) {
  const t = useTranslations("beheer.gebruikers.status");
  if (!actief) return <Badge variant="outline">{t("gedeactiveerd")}</Badge>;
  if (!geactiveerd) return <Badge variant="secondary">{t("uitgenodigd")}</Badge>;
  return <Badge>{t("actief")}</Badge>;
}

/** Names as links, comma separated; `geen` when there are none. */
export function NaamLinks<T>({ items, href, naam, geen }: { items: readonly T[]; href: (item: T) => string | null; naam: (item: T) => string; geen: ReactNode }) {
  if (items.length === 0) return <span className="text-muted-foreground">{geen}</span>;
  return items.map((item, i) => {
    const doel = href(item);
    return (
      <Fragment key={doel ?? naam(item)}>
        {i > 0 ? ", " : null}
        {doel ? <RowLink href={doel}>{naam(item)}</RowLink> : naam(item)}
      </Fragment>
    );
  });
}

export function GebruikersScreen({ admnr, links }: { admnr: number; links: MedewerkerLinks }) {
  const t = useTranslations("beheer.gebruikers.lijst");
  const [filterUrl, setFilter] = useUrlState("filter", "actief");
  const [, setPagina] = useUrlState("pagina", "1");
  const filter: MedewerkerFilter = isMedewerkerFilter(filterUrl) ? filterUrl : "actief";
  const { data } = useMedewerkerOverzicht(admnr, filter);
  // Each row's edit link (an icon button with lucide's pencil, ~0.7 KB of HTML a row) comes after
  // hydration (issue 27: HTML ≤ 60 KB with ~40 staff); the name links to the details, which edit too.
  const gehydrateerd = useGehydrateerd();

  const kolommen = useMemo<Column<MedewerkerOverzichtItem>[]>(
    () => [
      {
        id: "naam",
        accessorKey: "sorteerNaam",
        header: t("kolommen.naam"),
        cell: ({ row }) => <RowLink href={`/${admnr}/beheer/Gebruikers/details/${row.original.id}`}>{row.original.sorteerNaam}</RowLink>,
      },
      { accessorKey: "email", header: t("kolommen.email"), cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">{t("geenEmail")}</span> },
      {
        id: "rollen",
        accessorFn: (m) => m.rollen.map((r) => r.naam).join(", "),
        header: t("kolommen.rollen"),
        cell: ({ row }) => <NaamLinks items={row.original.rollen} naam={(r) => r.naam} href={(r) => `/${admnr}/beheer/rollen/details/${r.id}`} geen={t("geen")} />,
      },
      {
        id: "vestigingen",
        accessorFn: (m) => m.vestigingen.map((v) => v.naam).join(", "),
        header: t("kolommen.vestigingen"),
        cell: ({ row }) => (
          <NaamLinks
            items={row.original.vestigingen}
            naam={(v) => v.naam}
            href={(v) => (links.vestigingen ? `/${admnr}/beheer/Vestigingen/details/${v.nr}` : null)}
            geen={t("geen")}
          />
        ),
      },
      {
        id: "status",
        accessorFn: (m) => (!m.actief ? 2 : !m.geactiveerd ? 1 : 0),
        header: t("kolommen.status"),
        cell: ({ row }) => <MedewerkerStatus actief={row.original.actief} geactiveerd={row.original.geactiveerd} />,
      },
      actionsColumn(t("kolommen.acties"), (row) =>
        gehydrateerd ? <EditButton href={`/${admnr}/beheer/Gebruikers/bewerken/${row.original.id}`} label={t("bewerkenNaam", { naam: row.original.naam })} /> : null,
      ),
    ],
    [admnr, links.vestigingen, t, gehydrateerd],
  );

  const toevoegen = <AddButton href={`/${admnr}/beheer/Gebruikers/toevoegen`} label={t("toevoegen")} />;

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegen}
      columns={kolommen}
      data={data}
      getRowId={(m) => m.id}
      search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder"), text: (m) => `${m.sorteerNaam} ${m.naam} ${m.email ?? ""}` }}
      toolbar={
        <div className="flex items-center gap-2">
          <Label htmlFor="gebruikers-filter">{t("filter")}</Label>
          <NativeSelect
            id="gebruikers-filter"
            value={filter}
            onChange={(e) => {
              if (!isMedewerkerFilter(e.target.value)) return;
              setFilter(e.target.value);
              setPagina("1");
            }}
            wrapperClassName="w-48"
          >
            {MEDEWERKER_FILTERS.map((f) => (
              <NativeSelectOption key={f} value={f}>
                {t(`filters.${f}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      }
      empty={<EmptyState title={t(`leeg.${filter}`)} description={filter === "gedeactiveerd" ? undefined : t("leegUitleg")} />}
    />
  );
}
