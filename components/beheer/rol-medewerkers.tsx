"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { RowLink } from "@/components/kit/row-link";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { RolMedewerker } from "@/lib/services/rollen";

/**
 * A role's members, chosen from all staff (beheer/rollen/details): a selectable, searchable table.
 * rol-details.tsx loads this module once the page has hydrated (issue 27: the table of ~40 staff
 * was ~20 KB of the page's HTML, and its DataTable with row selection ~10 kB gz of the route's
 * first-load JavaScript; its checkboxes cannot act before hydration anyway).
 */
export function MedewerkersKiezer({ admnr, id, leden, alle }: { admnr: number; id: number; leden: RolMedewerker[]; alle: RolMedewerker[] }) {
  const t = useTranslations("beheer.rollen.medewerkers");
  const qc = useQueryClient();
  const router = useRouter();
  const [gekozen, setGekozen] = useState<Set<string>>(() => new Set(leden.map((m) => m.id)));
  // Staff members who joined after the page loaded still show (the role's own list is fresh).
  const keuze = useMemo(() => [...alle, ...leden.filter((l) => !alle.some((a) => a.id === l.id))], [alle, leden]);
  const gewijzigd = gekozen.size !== leden.length || leden.some((m) => !gekozen.has(m.id));

  const save = useApiMutation({
    mutationFn: async () =>
      (await api.post<{ toegevoegd: number; verwijderd: number; medewerkers: RolMedewerker[] }>("/api/Rollen/assignMedewerkers", { id, medewerkers: [...gekozen] }, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.rollen(admnr), queryKeys.medewerkers(admnr), queryKeys.permissies(admnr)],
    success: (r) => t("opgeslagen", { toegevoegd: r.toegevoegd, verwijderd: r.verwijderd }),
    onSuccess: (r) => {
      qc.setQueryData(queryKeys.rolMedewerkers(admnr, id), r.medewerkers);
      router.refresh();
    },
  });

  const kolommen = useMemo<Column<RolMedewerker>[]>(
    () => [
      {
        id: "naam",
        accessorKey: "sorteerNaam",
        header: t("naam"),
        cell: ({ row }) => <RowLink href={`/${admnr}/beheer/Gebruikers/details/${row.original.id}`}>{row.original.sorteerNaam}</RowLink>,
      },
      { accessorKey: "email", header: t("email"), cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">{t("geenEmail")}</span> },
      {
        id: "status",
        accessorFn: (m) => (m.actief ? 0 : 1),
        header: t("status"),
        cell: ({ row }) => (row.original.actief ? null : <Badge variant="outline">{t("gedeactiveerd")}</Badge>),
      },
    ],
    [admnr, t],
  );

  return (
    <SectionCard title={t("titel")} description={t("uitleg")} contentClassName="space-y-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("geselecteerd", { aantal: gekozen.size, totaal: keuze.length })}
      </p>
      <DataTable
        label={t("tabel")}
        columns={kolommen}
        data={keuze}
        getRowId={(m) => m.id}
        search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder"), text: (m) => `${m.sorteerNaam} ${m.naam} ${m.email ?? ""}` }}
        selection={{ selected: gekozen, onChange: setGekozen, rowLabel: (m) => m.sorteerNaam }}
        initialSort={[{ id: "naam", desc: false }]}
        empty={<EmptyState title={t("leeg")} />}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={save.isPending || !gewijzigd} onClick={() => save.mutate()}>
          {save.isPending ? t("bezig") : t("opslaan")}
        </Button>
        <Button type="button" variant="ghost" disabled={!gewijzigd} onClick={() => setGekozen(new Set(leden.map((m) => m.id)))}>
          {t("ongedaan")}
        </Button>
      </div>
    </SectionCard>
  );
}
