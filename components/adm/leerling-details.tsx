"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { RowLink } from "@/components/kit/row-link";
import { api } from "@/lib/client/api";
import { useEindadres, usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { guards } from "@/lib/permissions";
import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { getLeerling } from "@/lib/services/leerlingen";
import type { schoolloopbaan } from "@/lib/services/leerlingtoewijzingen";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { laadLeerlingForm, LeerlingFormDialog } from "./leerling-form-lazy";
import { LeerlingLeerroutes } from "@/components/monitor/leerroute";

export type LeerlingDetailsView = Awaited<ReturnType<typeof getLeerling>>;
export type SchoolloopbaanView = Awaited<ReturnType<typeof schoolloopbaan>>;

/** The spec's pupil tabs that exist as screens; later areas add theirs (messages adm.leerlingTabs). */
const BESTAANDE_TABS = new Set(["schoolloopbaan", "notities", "formulieren", "dossiers", "handelingsplannen", "ontwikkelingsperspectieven", "leerlingplannen"]);
const eind = (d: string | null) => (d === null || d === OPEN_EINDDATUM_ISO ? "" : formatDatum(d));

/** Pupil details: header with the pupil's facts and actions, then the tabs the user may read. */
/** `children`: the content of a tab other than schoolloopbaan (its page under details/{id}/<tab>). */
export function LeerlingDetails({ admnr, schooljaar, id, children }: { admnr: number; schooljaar: string; id: number; children?: ReactNode }) {
  const t = useTranslations("adm.leerlingDetails");
  const tabNamen = useTranslations("adm.leerlingTabs");
  const og = useTranslations("adm.oudergesprek.link");
  const router = useRouter();
  const qc = useQueryClient();
  const { data: view } = usePermissions(admnr);
  // Back to the list at the address its redirect would give (one router request, not two).
  const lijst = useEindadres(admnr, `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen`);
  const { data: l } = useQuery({
    queryKey: queryKeys.leerling(admnr, id),
    queryFn: ({ signal }) => api.getJson<LeerlingDetailsView>(`/api/Leerlingen/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!l) return null;
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  // Deleting removes the pupil: Leerlingen manage (spec §6), as the API checks.
  const magVerwijderen = perms ? guards.leerlingenBeheren(perms) : false;
  const groepLinks = perms ? guards.groepenLezen(perms) : false;
  // The parent-meeting page (issue 34): for who reads evaluations (the page checks the pupil).
  const oudergesprek = perms ? guards.evaluatiesLezen(perms) : false;
  const adm = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const basis = `${adm}/leerlingen`;
  const tabs = l.tabs.filter((tab) => BESTAANDE_TABS.has(tab));

  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: lijst, label: t("terug") }}
        title={l.naam}
        actions={
          <>
            {oudergesprek && (
              <Button asChild variant="outline">
                <Link href={`${basis}/oudergesprek/${id}`}>{og("knop")}</Link>
              </Button>
            )}
            {l.magBewerken && (
              <LaadBijOpenen trigger={<EditButton text={t("bewerken")} />} laad={laadLeerlingForm}>
                {(trigger) => <LeerlingFormDialog admnr={admnr} schooljaar={schooljaar} leerling={l} trigger={trigger} initialOpen />}
              </LaadBijOpenen>
            )}
            {magVerwijderen && (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderenVraag", { naam: l.naam })}
                description={t("verwijderenUitleg")}
                onConfirm={async () => {
                  await api.delete(`/api/Leerlingen/Delete/${id}`, { administratieNr: admnr });
                  toast.success(t("verwijderd", { naam: l.naam }));
                  await qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
                  router.push(lijst);
                }}
              />
            )}
          </>
        }
      >
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="inline">{t("geboortedatum")} </dt>
            <dd className="inline">{l.geboortedatum ? t("geborenOp", { datum: formatDatum(l.geboortedatum), leeftijd: l.leeftijd ?? 0 }) : t("onbekend")}</dd>
          </div>
          <div>
            <dt className="inline">{t("groep")} </dt>
            <dd className="inline">
              {l.groepen.length === 0
                ? t("geenGroep")
                : l.groepen.map((g, i) => (
                    <span key={g.nr}>
                      {i > 0 ? ", " : null}
                      {groepLinks ? <RowLink href={`${adm}/groepen/details/${g.nr}`}>{g.naam}</RowLink> : g.naam}
                    </span>
                  ))}
            </dd>
          </div>
          <div>
            <dt className="inline">{t("ingeschreven")} </dt>
            <dd className="inline">{eind(l.einddatum) ? t("periode", { van: formatDatum(l.ingangsdatum), tot: eind(l.einddatum) }) : formatDatum(l.ingangsdatum)}</dd>
          </div>
        </dl>
      </PageHeader>
      <LeerlingLeerroutes admnr={admnr} id={id} magBewerken={l.magBewerken} />
      {tabs.length > 0 && (
        <>
          <RouteTabs label={t("onderdelen")} items={tabs.map((tab) => ({ href: `${basis}/details/${id}${tab === "schoolloopbaan" ? "" : `/${tab}`}`, label: tabNamen(tab) }))} />
          {children ?? <Schoolloopbaan admnr={admnr} id={id} />}
        </>
      )}
    </section>
  );
}

type Jaar = SchoolloopbaanView[number];
type Regel = Jaar["groepen"][number];

function Schoolloopbaan({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("adm.leerlingDetails.loopbaan");
  const { data } = useQuery({
    queryKey: queryKeys.schoolloopbaan(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<SchoolloopbaanView>(`/api/Leerlingtoewijzingen/schoolloopbaan/${admnr}/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
  const kolommen: Column<Regel>[] = [
    { accessorKey: "groepNaam", header: t("groep") },
    { id: "soort", header: t("soort"), cell: ({ row }) => t(row.original.groepSoort === "Klas" ? "klas" : "onderwijsgroep") },
    { accessorKey: "ingangsdatum", header: t("van"), cell: ({ row }) => formatDatum(row.original.ingangsdatum) },
    { accessorKey: "einddatum", header: t("tot"), cell: ({ row }) => eind(row.original.einddatum) },
  ];
  if (data && data.length === 0) return <EmptyState title={t("leeg")} />;
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold">{t("titel")}</h2>
      {(data ?? []).map((jaar) => (
        <div key={jaar.schooljaar} className="space-y-2 rounded-md border p-4">
          <h3 className="font-medium">{t("jaar", { schooljaar: jaar.schooljaar })}</h3>
          <p className="text-sm text-muted-foreground">
            {[
              t("looptijd", { van: jaar.ingangsdatum ? formatDatum(jaar.ingangsdatum) : "", tot: eind(jaar.einddatum) || t("heden") }),
              jaar.vestiging?.naam,
              jaar.leerjaar?.naam,
              jaar.opmerking,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <DataTable label={t("jaar", { schooljaar: jaar.schooljaar })} columns={kolommen} data={jaar.groepen} getRowId={(g) => String(g.id)} urlKey={false} />
        </div>
      ))}
    </div>
  );
}
