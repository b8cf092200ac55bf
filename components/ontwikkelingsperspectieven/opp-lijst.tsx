"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AddDialog } from "@/components/kit/form-dialog";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { SelectField } from "@/components/kit/velden";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { oppLijstRij, oppSleutels, type OppLijstRij, type OppRijView } from "./sleutels";

export type OppFilter = "Eigen" | "Actief";

export function oppLijstPad(filter: OppFilter, schooljaar: string) {
  return filter === "Eigen" ? `/api/OntwikkelingsPerspectieven/EigenLeerlingen/${schooljaar}` : `/api/OntwikkelingsPerspectieven/Actief/${schooljaar}/0`;
}

function StatusBadge({ rij }: { rij: Pick<OppRijView, "laatstVastgesteld" | "heeftConcept"> }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven");
  const vastgesteld = <Badge variant={rij.laatstVastgesteld ? "secondary" : "outline"}>{rij.laatstVastgesteld ? t("vastgesteldOp", { datum: formatDatum(rij.laatstVastgesteld) }) : t("nietVastgesteld")}</Badge>;
  // The wrapper only where there are two badges (issue 27: it repeated per row of the list).
  if (!rij.heeftConcept) return vastgesteld;
  return (
    <span className="flex flex-wrap gap-1">
      {vastgesteld}
      <Badge variant="outline">{t("concept")}</Badge>
    </span>
  );
}

/** planning/ontwikkelingsperspectieven: the OPPs of the school year, Eigen or Actief (the permitted filters). */
export function OppLijst({ admnr, schooljaar, filter, filters }: { admnr: number; schooljaar: string; filter: OppFilter; filters: readonly OppFilter[] }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven");
  const { data, isError } = useQuery({
    queryKey: oppSleutels.lijst(admnr, schooljaar, filter),
    queryFn: async ({ signal }) => ((await api.getJson<OppRijView[]>(oppLijstPad(filter, schooljaar), { administratieNr: admnr, signal })) ?? []).map(oppLijstRij),
  });
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/ontwikkelingsperspectieven`;
  const kolommen: Column<OppLijstRij>[] = [
    { id: "leerling", header: t("kolommen.leerling"), accessorFn: (r) => r.leerlingNaam, cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.leerlingNaam}</RowLink> },
    { id: "template", header: t("kolommen.template"), accessorFn: (r) => r.templateNaam },
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => r.periodeNummer, cell: ({ row }) => t("periode", { schooljaar, periode: row.original.periodeNummer }) },
    { id: "status", header: t("kolommen.status"), accessorFn: (r) => r.laatstVastgesteld ?? "", cell: ({ row }) => <StatusBadge rij={row.original} /> },
  ];
  return (
    <ListScreen
      title={t("titel")}
      description={t("lijstUitleg", { schooljaar })}
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken"), text: (r) => `${r.leerlingNaam} ${r.templateNaam}` }}
      error={isError ? t("fout") : undefined}
      empty={<EmptyState title={t("leeg", { schooljaar })} />}
      filter={{ huidig: filter, filters, href: (f) => `${basis}?filter=${f}`, label: t("filters"), naam: (f) => t(`filter.${f}`), zoekInAlle: t("zoekInAlle") }}
    />
  );
}

export interface NieuwKeuzes {
  templates: { id: number; naam: string }[];
  perioden: { schooljaar: string; nummer: number }[];
  /** The period a new OPP starts in: the school year's active one (lib/services oppKeuzes). */
  standaardPeriode?: { schooljaar: string; nummer: number } | null;
}

/** The new-OPP dialog's schema, loaded with it (issue 27). */
const nieuwSchema = () => import("./schemas").then((m) => m.nieuwSchema);

/**
 * Pupil tab ontwikkelingsperspectieven: the pupil's OPPs and (with write) a new one from an active
 * template, in the active period by default; once made, its details page opens.
 */
export function LeerlingOpps({ admnr, schooljaar, leerlingId, magToevoegen, keuzes }: { admnr: number; schooljaar: string; leerlingId: number; magToevoegen: boolean; keuzes: NieuwKeuzes }) {
  const t = useTranslations("planning.ontwikkelingsperspectieven");
  const qc = useQueryClient();
  const router = useRouter();
  const [periodeStandaard] = useState(() => keuzes.standaardPeriode ?? keuzes.perioden.find((p) => p.schooljaar === schooljaar) ?? keuzes.perioden[0]);
  const { data, isError } = useQuery({
    queryKey: oppSleutels.leerling(admnr, leerlingId),
    queryFn: ({ signal }) => api.getJson<OppRijView[]>(`/api/OntwikkelingsPerspectieven/ForLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal }),
  });
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/ontwikkelingsperspectieven`;
  const kolommen: Column<OppRijView>[] = [
    { id: "template", header: t("kolommen.template"), accessorFn: (r) => r.templateNaam, cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.templateNaam}</RowLink> },
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => `${r.schooljaar}-${r.periodeNummer}`, cell: ({ row }) => t("periode", { schooljaar: row.original.schooljaar, periode: row.original.periodeNummer }) },
    { id: "status", header: t("kolommen.status"), accessorFn: (r) => r.laatstVastgesteld ?? "", cell: ({ row }) => <StatusBadge rij={row.original} /> },
  ];
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("leerlingTab.titel")}</h2>
        {magToevoegen &&
          (keuzes.templates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("leerlingTab.geenTemplates")}</p>
          ) : (
            <AddDialog
              label={t("leerlingTab.nieuw")}
              description={t("leerlingTab.nieuwUitleg")}
              schema={nieuwSchema}
              defaultValues={{ templateId: keuzes.templates[0]!.id, periode: periodeStandaard ? `${periodeStandaard.schooljaar}/${periodeStandaard.nummer}` : "" }}
              onSubmit={async (v) => {
                const [sj, nr] = v.periode.split("/");
                const r = await api.post<{ id: number }>(`/api/OntwikkelingsPerspectieven/Add/${leerlingId}`, { templateId: v.templateId, schooljaar: sj, periodeNummer: Number(nr) }, { administratieNr: admnr });
                toast.success(t("leerlingTab.toegevoegd"));
                await qc.invalidateQueries({ queryKey: oppSleutels.alle(admnr) });
                if (r.data) router.push(`${basis}/details/${r.data.id}`);
                return r;
              }}
            >
              <SelectField name="templateId" label={t("leerlingTab.template")} numeric options={keuzes.templates.map((x) => ({ value: x.id, label: x.naam }))} />
              <SelectField name="periode" label={t("leerlingTab.periode")} options={keuzes.perioden.map((p) => ({ value: `${p.schooljaar}/${p.nummer}`, label: t("periode", { schooljaar: p.schooljaar, periode: p.nummer }) }))} />
            </AddDialog>
          ))}
      </div>
      <DataTable label={t("leerlingTab.titel")} columns={kolommen} data={data} getRowId={(r) => String(r.id)} urlKey={false} error={isError ? t("fout") : undefined} empty={<EmptyState title={t("leerlingTab.leeg")} />} />
    </div>
  );
}
