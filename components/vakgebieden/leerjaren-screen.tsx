"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerjaarView } from "@/lib/services/leerjaren";
import { PakketSectie, type PakketKeuze } from "./vakgebieden-screen";

interface PakketFasen {
  leerroutepakketId: number;
  leerroutepakketNaam: string;
  fasen: { nummer: number; naam: string }[];
  leerjaren: { nr: number; naam: string; faseNummers: number[] }[];
}

function LeerjaarVelden() {
  const t = useTranslations("beheer.leerjaren.velden");
  return (
    <>
      <TextField name="naam" label={t("naam")} />
      <TextField name="code" label={t("code")} maxLength={10} />
    </>
  );
}

export function LeerjarenScreen({ admnr, pakketten }: { admnr: number; pakketten: PakketKeuze[] }) {
  const t = useTranslations("beheer.leerjaren");
  const tk = useTranslations("translation.kit");
  const sleutel = queryKeys.leerjaren(admnr);
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<LeerjaarView[]>("/api/Leerjaar/GetList", { ...opties, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string; code?: string | null }) => api.post("/api/Leerjaar/Add", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam.trim() }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: { nr: number; naam: string; code?: string | null }) => api.post("/api/Leerjaar/update", v, opties),
    invalidate: [sleutel],
    success: t("opgeslagen"),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (l: LeerjaarView) => api.delete(`/api/Leerjaar/Delete/${admnr}/${l.nr}`, opties),
    invalidate: [sleutel],
    success: t("verwijderd"),
    toastError: false,
  });

  const kolommen: Column<LeerjaarView>[] = [
    { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
    { accessorKey: "code", header: t("kolommen.code"), cell: ({ row }) => row.original.code ?? "—" },
    { accessorKey: "aantalGroepen", header: t("kolommen.groepen") },
    { accessorKey: "aantalGekoppeldeFasen", header: t("kolommen.fasen") },
    actionsColumn(t("kolommen.acties"), (row) => (
      <>
        <EditDialog
          label={t("wijzigen", { naam: row.original.naam })}
          title={t("wijzigenTitel")}
          description={t("formUitleg")}
          schema={() => import("@/lib/schemas/leerjaren").then((m) => m.leerjaarBijwerken)}
          defaultValues={{ nr: row.original.nr, naam: row.original.naam, code: row.original.code ?? "" }}
          onSubmit={(v) => bijwerken.mutateAsync(v)}
        >
          <LeerjaarVelden />
        </EditDialog>
        <ConfirmDelete
          label={t("verwijderen", { naam: row.original.naam })}
          title={t("verwijderenVraag", { naam: row.original.naam })}
          description={t("verwijderenUitleg")}
          onConfirm={() => verwijderen.mutateAsync(row.original)}
        />
      </>
    )),
  ];

  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen")}
      description={t("formUitleg")}
      schema={() => import("@/lib/schemas/leerjaren").then((m) => m.leerjaarVelden)}
      defaultValues={{ naam: "", code: "" }}
      submitLabel={tk("opslaan")}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
    >
      <LeerjaarVelden />
    </AddDialog>
  );

  return (
    <ListScreen
      className="space-y-6"
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(l) => String(l.nr)}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
      after={<FaseKoppeling admnr={admnr} pakketten={pakketten} />}
    />
  );
}

/** Per school year level, which phases of one package it is linked to (a matrix of ticks). */
function FaseKoppeling({ admnr, pakketten }: { admnr: number; pakketten: PakketKeuze[] }) {
  const t = useTranslations("beheer.leerjaren.fasen");
  return (
    <PakketSectie titel={t("titel")} pakketten={pakketten}>
      {(pakketId) => <FaseMatrix admnr={admnr} pakketId={pakketId} />}
    </PakketSectie>
  );
}

function FaseMatrix({ admnr, pakketId }: { admnr: number; pakketId: number }) {
  const t = useTranslations("beheer.leerjaren.fasen");
  const tk = useTranslations("translation.kit");
  const [keuze, setKeuze] = useState<Record<number, number[]> | null>(null);
  const { data } = useQuery({
    queryKey: queryKeys.leerjaarPakketFasen(admnr, pakketId),
    queryFn: ({ signal }) => api.getJson<PakketFasen>(`/api/Leerjaar/LeerjaarPakketFasen/${pakketId}`, { administratieNr: admnr, signal }),
  });
  const huidig = keuze ?? Object.fromEntries((data?.leerjaren ?? []).map((l) => [l.nr, l.faseNummers]));
  const opslaan = useApiMutation({
    mutationFn: () =>
      api.post(
        "/api/Leerjaar/KoppelLeerjarenPakket",
        { leerroutepakketId: pakketId, leerjaren: (data?.leerjaren ?? []).map((l) => ({ leerjaarNr: l.nr, faseNummers: huidig[l.nr] ?? [] })) },
        { administratieNr: admnr },
      ),
    invalidate: [queryKeys.leerjaren(admnr)],
    success: t("opgeslagen"),
    // After the refetch: the ticks then come from the server again.
    onSettled: (_r, fout) => {
      if (!fout) setKeuze(null);
    },
  });

  const kolommen: Column<PakketFasen["leerjaren"][number]>[] = [
    { id: "leerjaar", header: t("leerjaar"), enableSorting: false, cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
    ...(data?.fasen ?? []).map(
      (f): Column<PakketFasen["leerjaren"][number]> => ({
        id: `fase-${f.nummer}`,
        header: f.naam,
        enableSorting: false,
        cell: ({ row }) => {
          const l = row.original;
          return (
            <Checkbox
              aria-label={t("vinkje", { leerjaar: l.naam, fase: f.naam })}
              checked={(huidig[l.nr] ?? []).includes(f.nummer)}
              onCheckedChange={(c) => {
                const lijst = huidig[l.nr] ?? [];
                setKeuze({ ...huidig, [l.nr]: c === true ? [...lijst, f.nummer] : lijst.filter((n) => n !== f.nummer) });
              }}
            />
          );
        },
      }),
    ),
  ];

  if (!data) return null;
  if (data.fasen.length === 0 || data.leerjaren.length === 0) return <EmptyState title={data.fasen.length === 0 ? t("geenFasen") : t("geenLeerjaren")} />;
  return (
    <>
      <DataTable label={t("label", { pakket: data.leerroutepakketNaam })} columns={kolommen} data={data.leerjaren} getRowId={(l) => String(l.nr)} urlKey={false} />
      <Button onClick={() => opslaan.mutate()} disabled={opslaan.isPending || keuze === null}>
        {opslaan.isPending ? tk("bezig") : t("opslaan")}
      </Button>
    </>
  );
}
