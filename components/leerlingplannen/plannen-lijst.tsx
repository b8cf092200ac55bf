"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { AddButton } from "@/components/kit/buttons";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { SelectField } from "@/components/kit/velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { LpTemplateView } from "@/lib/services/leerlingplantemplates";
import type { LeerlingplanFilter, LeerlingplanRij, LeerlingplanView } from "./plannen";

export type { LeerlingplanFilter };

/**
 * The lists of pupil plans (the school year's, a pupil's tab): a module apart from the plan's own
 * screens in plannen.tsx, so a list page does not carry the plan editor (issue 27).
 */

const lijstPad = (filter: LeerlingplanFilter, schooljaar: string) =>
  filter === "Eigen" ? `/api/Leerlingplan/EigenLeerlingplannen/${schooljaar}` : `/api/Leerlingplan/AlleLeerlingplannen/${schooljaar}/0`;
const planBasis = (admnr: number, schooljaar: string) => `/${admnr}/schooljaar/${schooljaar}/planning/leerlingsplannen`;

/** planning/leerlingsplannen: the pupil plans of the school year, Eigen or Alle (the permitted filters). */
export function LeerlingplannenLijst({ admnr, schooljaar, filter, filters }: { admnr: number; schooljaar: string; filter: LeerlingplanFilter; filters: readonly LeerlingplanFilter[] }) {
  const t = useTranslations("planning.leerlingplannen");
  const { data, isError } = useQuery({
    queryKey: queryKeys.leerlingplannen(admnr, schooljaar, filter),
    queryFn: ({ signal }) => api.getJson<LeerlingplanRij[]>(lijstPad(filter, schooljaar), { administratieNr: admnr, signal }),
  });
  const basis = planBasis(admnr, schooljaar);
  const kolommen: Column<LeerlingplanRij>[] = [
    { id: "leerling", header: t("kolommen.leerling"), accessorFn: (r) => r.leerlingNaam, cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.leerlingNaam}</RowLink> },
    { id: "template", header: t("kolommen.template"), accessorFn: (r) => r.templateNaam },
    { id: "monitorlijnen", header: t("kolommen.monitorlijnen"), accessorFn: (r) => r.aantalMonitorlijnen },
    { id: "onderwijsplannen", header: t("kolommen.onderwijsplannen"), accessorFn: (r) => r.aantalOnderwijsplannen },
    { id: "bijgewerkt", header: t("kolommen.bijgewerkt"), accessorFn: (r) => r.bijgewerkt, cell: ({ row }) => formatDatum(row.original.bijgewerkt.slice(0, 10)) },
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
      empty={<EmptyState title={t("leeg", { schooljaar })} description={t("leegUitleg")} />}
      filter={{ huidig: filter, filters, href: (f) => `${basis}?filter=${f}`, label: t("filters"), naam: (f) => t(`filter.${f}`), zoekInAlle: t("zoekInAlle") }}
    />
  );
}

/** The add dialog's schema, loaded with it (issue 27). */
const nieuwForm = () => import("./schemas").then((m) => m.nieuwForm);

/** Pupil tab leerlingplannen: the pupil's plans, newest school year first, and a new plan from an active template. */
export function LeerlingLeerlingplannen({ admnr, leerlingId, schooljaar, magSchrijven }: { admnr: number; leerlingId: number; schooljaar: string; magSchrijven: boolean }) {
  const t = useTranslations("planning.leerlingplannen");
  const qc = useQueryClient();
  const router = useRouter();
  const sleutel = queryKeys.leerlingplannenLeerling(admnr, leerlingId);
  const { data, isError } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<LeerlingplanRij[]>(`/api/Leerlingplan/ForLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal }),
  });
  const { data: templates } = useQuery({
    queryKey: [...queryKeys.leerlingplanTemplates(admnr), "actief"],
    queryFn: ({ signal }) => api.getJson<Omit<LpTemplateView, "definities">[]>("/api/LeerlingplanTemplates/Actief", { administratieNr: admnr, signal }),
    enabled: magSchrijven,
  });
  const pad = (id: number) => `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/leerlingplannen/${id}`;
  const kolommen: Column<LeerlingplanRij>[] = [
    { id: "template", header: t("kolommen.template"), accessorFn: (r) => r.templateNaam, cell: ({ row }) => <RowLink href={pad(row.original.id)}>{row.original.templateNaam}</RowLink> },
    { id: "schooljaar", header: t("kolommen.schooljaar"), accessorFn: (r) => r.schooljaar },
    { id: "monitorlijnen", header: t("kolommen.monitorlijnen"), accessorFn: (r) => r.aantalMonitorlijnen },
    { id: "onderwijsplannen", header: t("kolommen.onderwijsplannen"), accessorFn: (r) => r.aantalOnderwijsplannen },
  ];
  return (
    <div className="space-y-3">
      {magSchrijven && (
        <div className="flex justify-end">
          <FormDialog
            trigger={<AddButton label={t("nieuw")} />}
            title={t("nieuw")}
            description={t("nieuwUitleg", { schooljaar })}
            schema={nieuwForm}
            defaultValues={{ templateId: "" }}
            onSubmit={async (v) => {
              const r = await api.post<LeerlingplanView>("/api/Leerlingplan/Add", { leerlingId, templateId: Number(v.templateId), schooljaar }, { administratieNr: admnr });
              toast.success(t("aangemaakt"));
              await qc.invalidateQueries({ queryKey: sleutel });
              if (r.data) router.push(pad(r.data.id));
            }}
          >
            <SelectField name="templateId" label={t("veldTemplate")} options={(templates ?? []).map((x) => ({ value: String(x.id), label: x.naam }))} />
          </FormDialog>
        </div>
      )}
      <DataTable label={t("titel")} columns={kolommen} data={data} getRowId={(r) => String(r.id)} urlKey={false} error={isError ? t("fout") : undefined} empty={<EmptyState title={t("leegLeerling")} />} />
    </div>
  );
}
