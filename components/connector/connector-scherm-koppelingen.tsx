"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useConnectorConfig, useLocaties, useLocatiesOpslaan, useTeams, useTeamsOpslaan } from "./connector-scherm-data";
import { useLocatieKeuze, useTeamKeuze } from "./connector-scherm-state";

/** What feeds what (connector-scherm.tsx): SIS locations into branches, SIS teams into groups. */

/** Which SIS locations are imported, each into which branch (the list kept in the browser shows when the SIS cannot be reached). */
export function LocatiesSectie({ admnr, vestigingen }: { admnr: number; vestigingen: readonly { nr: number; naam: string }[] }) {
  const t = useTranslations("beheer.connector.locaties");
  const foutTekst = useFoutTekst();
  const { query, bewaardeLijst, lijst } = useLocaties(admnr);
  const { rijen, zet } = useLocatieKeuze(lijst);
  const opslaan = useLocatiesOpslaan(admnr, () => rijen, t("opgeslagen"));
  const kolommen = useMemo<Column<(typeof rijen)[number]>[]>(
    () => [
      {
        id: "gekozen",
        header: t("importeren"),
        enableSorting: false,
        cell: ({ row }) => <Checkbox aria-label={t("kiezen", { naam: row.original.naam })} checked={row.original.gekozen} onCheckedChange={(c) => zet(row.original.externeId, { gekozen: c === true })} />,
      },
      { accessorKey: "naam", header: t("locatie") },
      {
        id: "vestiging",
        header: t("vestiging"),
        enableSorting: false,
        cell: ({ row }) => (
          <NativeSelect
            aria-label={t("vestigingVoor", { naam: row.original.naam })}
            value={row.original.vestigingNr ?? ""}
            onChange={(e) => zet(row.original.externeId, { vestigingNr: e.target.value ? Number(e.target.value) : null })}
          >
            <NativeSelectOption value="">{t("geenVestiging")}</NativeSelectOption>
            {vestigingen.map((v) => (
              <NativeSelectOption key={v.nr} value={v.nr}>
                {v.naam}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, vestigingen, rijen],
  );
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      {query.isError ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {foutTekst(query.error, t("ladenMislukt"))}
          {bewaardeLijst ? ` ${t("bewaardeLijst")}` : null}
        </p>
      ) : null}
      {!query.isError || bewaardeLijst ? (
        <DataTable label={t("titel")} columns={kolommen} data={lijst ? rijen : undefined} getRowId={(l) => l.externeId} urlKey={false} empty={<EmptyState title={t("leeg")} />} />
      ) : null}
      <Button type="button" className="mt-3" disabled={!lijst || opslaan.isPending} onClick={() => opslaan.mutate()}>
        {t("opslaan")}
      </Button>
    </SectionCard>
  );
}

/** Which SIS team feeds which group: pupils of the team are placed in it, staff of the team join it (saved in the configuration). */
export function TeamsSectie({ admnr, groepen }: { admnr: number; groepen: readonly { nr: number; naam: string }[] }) {
  const t = useTranslations("beheer.connector.teams");
  const foutTekst = useFoutTekst();
  const teams = useTeams(admnr);
  const config = useConnectorConfig(admnr);
  const { rijen, kies } = useTeamKeuze(teams.data);
  const opslaan = useTeamsOpslaan(admnr, config.data, () => rijen, t("opgeslagen"));
  const kolommen = useMemo<Column<(typeof rijen)[number]>[]>(
    () => [
      { accessorKey: "naam", header: t("team") },
      {
        id: "groep",
        header: t("groep"),
        enableSorting: false,
        cell: ({ row }) => (
          <NativeSelect aria-label={t("groepVoor", { naam: row.original.naam })} value={row.original.groepNr ?? ""} onChange={(e) => kies(row.original.id, e.target.value ? Number(e.target.value) : null)}>
            <NativeSelectOption value="">{t("geenGroep")}</NativeSelectOption>
            {groepen.map((g) => (
              <NativeSelectOption key={g.nr} value={g.nr}>
                {g.naam}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        ),
      },
    ],
    // kies only sets state (stable in what it does); the columns follow t and the groups.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, groepen],
  );
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      {teams.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {foutTekst(teams.error, t("ladenMislukt"))}
        </p>
      ) : (
        <DataTable label={t("titel")} columns={kolommen} data={teams.isPending ? undefined : rijen} getRowId={(x) => String(x.id)} urlKey={false} empty={<EmptyState title={t("leeg")} />} />
      )}
      <Button type="button" className="mt-3" disabled={!teams.data || !config.data || opslaan.isPending} onClick={() => opslaan.mutate()}>
        {t("opslaan")}
      </Button>
    </SectionCard>
  );
}
