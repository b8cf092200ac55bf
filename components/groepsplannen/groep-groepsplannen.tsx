"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { GroepTabs } from "@/components/leerlingdossier/groep-notities";
import { AddDialog } from "@/components/kit/form-dialog";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SelectField } from "@/components/kit/velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useEindadres, usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { canWrite, Functiegebied } from "@/lib/permissions";
import type { gevuldePeriode } from "@/lib/schemas/groepsplannen";
import type { GroepView } from "@/lib/services/groepen";
import type { GroepsplanRij } from "./groepsplannen-lijst";

/** The dialog's schema, loaded with it (issue 27). */
const periodeSchema = () => import("./schemas").then((m) => m.periodeSchema);

/** Group details tab groepsplannen: the group's plans per period (links to planning), and a new plan. */
export function GroepGroepsplannen({ admnr, schooljaar, nr }: { admnr: number; schooljaar: string; nr: number }) {
  const t = useTranslations("planning.groepsplannen.groepTab");
  const tg = useTranslations("adm.groepDetails");
  const router = useRouter();
  const qc = useQueryClient();
  const { data: view } = usePermissions(admnr);
  // Back to the list at the address its redirect would give (one router request, not two).
  const lijst = useEindadres(admnr, `/${admnr}/schooljaar/${schooljaar}/adm/groepen`);
  const { data: groep } = useQuery({
    queryKey: queryKeys.groep(admnr, nr),
    queryFn: ({ signal }) => api.getJson<GroepView>(`/api/Groepen/Details/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });
  const { data: plannen } = useQuery({
    queryKey: queryKeys.groepsplannenVoorGroep(admnr, nr),
    queryFn: ({ signal }) => api.getJson<GroepsplanRij[]>(`/api/GroepsPlannen/ForGroep/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });
  const { data: perioden } = useQuery({
    queryKey: queryKeys.groepsplanPerioden(admnr, nr),
    queryFn: ({ signal }) => api.getJson<z.output<typeof gevuldePeriode>[]>(`/api/GroepsPlannen/FilledPerioden/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });
  if (!groep) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;
  const planning = `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen/details/${nr}`;
  const vrij = (perioden ?? []).filter((p) => p.groepsplanId === null);
  const actief = perioden?.find((p) => p.actief);
  const magSchrijven = view ? canWrite({ ...view, gebruikerId: view.gebruikerId ?? "" }, Functiegebied.Groepsplannen, { vestigingNr: groep.vestigingNr, groepNrs: [groep.nr] }) : false;
  const magMaken = magSchrijven && vrij.length > 0;
  const kolommen: Column<GroepsplanRij>[] = [
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => r.periodeNummer, cell: ({ row }) => <RowLink href={`${planning}/${row.original.periodeNummer}`}>{t("periode", { periode: row.original.periodeNummer })}</RowLink> },
    { id: "instructiegroepen", header: t("kolommen.instructiegroepen"), accessorFn: (r) => r.aantalInstructiegroepen },
    { id: "leerlingen", header: t("kolommen.leerlingen"), accessorFn: (r) => r.aantalLeerlingen },
    { id: "bijgewerkt", header: t("kolommen.bijgewerkt"), accessorFn: (r) => r.bijgewerkt, cell: ({ row }) => formatDatum(row.original.bijgewerkt.slice(0, 10)) },
  ];
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: lijst, label: tg("terug") }} title={groep.naam} />
      <GroepTabs admnr={admnr} basis={basis} nr={groep.nr} groep={groep} label={tg("onderdelen")} leerlingenLabel={tg("tabLeerlingen")} />
      {perioden && !actief ? (
        <p role="alert" className="text-sm text-destructive">
          {t("geenActievePeriode")}
        </p>
      ) : actief && actief.groepsplanId !== null ? (
        <p className="text-sm">
          {/* The active period's plan itself (the bare address would only redirect there). */}
          <Link className="underline" href={`${planning}/${actief.nummer}`}>
            {t("actievePeriode")}
          </Link>
        </p>
      ) : null}
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={plannen}
        getRowId={(r) => String(r.id)}
        urlKey={false}
        empty={<EmptyState title={t("leeg")} />}
        toolbar={
          magMaken ? (
            <AddDialog
              label={t("nieuw")}
              title={t("nieuwTitel")}
              schema={periodeSchema}
              defaultValues={{ periodeNummer: (vrij.find((p) => p.actief) ?? vrij[0])?.nummer }}
              onSubmit={async (v) => {
                await api.post(`/api/GroepsPlannen/Add/${nr}`, { periodeNummer: v.periodeNummer }, { administratieNr: admnr });
                toast.success(t("aangemaakt", { periode: v.periodeNummer }));
                await qc.invalidateQueries({ queryKey: queryKeys.groepsplannen(admnr) });
                router.push(`${planning}/${v.periodeNummer}`);
              }}
            >
              <SelectField name="periodeNummer" label={t("periodeKiezen")} numeric options={vrij.map((p) => ({ value: String(p.nummer), label: `${t("periode", { periode: p.nummer })} (${formatDatum(p.ingangsdatum)} – ${formatDatum(p.einddatum)})` }))} />
            </AddDialog>
          ) : undefined
        }
      />
    </section>
  );
}
