"use client";

import { useQuery } from "@tanstack/react-query";
import { Check, Clock, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useMemo } from "react";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatBytes, formatDatum } from "@/lib/format";
import type { AdministratieDetailsView, ApiKeyRolView, LicentieView, ModuleView } from "@/lib/services/administraties";
import { ApiBeschrijving } from "./api-beschrijving";
import { ApiSleutels } from "./api-sleutels";
import { LogoSectie } from "./logo-sectie";

/**
 * The language form (react-hook-form with it) loads with its first render, server-rendered; the
 * page's first load does not carry it (issue 27). Until then the current language shows.
 */
const TaalForm = lazy(() => import("./taal-form").then((m) => ({ default: m.TaalForm })));

export function useAdministratieDetails(admnr: number) {
  return useQuery({
    queryKey: queryKeys.administratieDetails(admnr),
    queryFn: ({ signal }) => api.getJson<AdministratieDetailsView>(`/api/Administraties/details/${admnr}`, { administratieNr: admnr, signal }),
  });
}

export function MijnAdministratieScreen({ admnr, magBeheren, magSleutels, rollen }: { admnr: number; magBeheren: boolean; magSleutels: boolean; rollen: ApiKeyRolView[] }) {
  const t = useTranslations("translation.mijnadministratie");
  const { data } = useAdministratieDetails(admnr);
  if (!data) return null;
  return (
    <div className="space-y-6">
      <PageHeader title={t("titel")} description={t("kop", { naam: data.naam, nummer: data.administratieNr, klant: data.klantId })} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Overzicht data={data} />
        <Modules admnr={admnr} />
        <Taal admnr={admnr} taalCode={data.taalCode} magBeheren={magBeheren} />
        <LogoSectie admnr={admnr} naam={data.naam} heeftLogo={data.logo !== null} magBeheren={magBeheren} />
        <Opslag admnr={admnr} />
        <Licenties admnr={admnr} magBeheren={magBeheren} vanIndex={data.licenties} />
      </div>
      {magSleutels && <ApiSleutels admnr={admnr} rollen={rollen} />}
      <ApiBeschrijving />
      {magBeheren && <Deactiveren admnr={admnr} naam={data.naam} />}
    </div>
  );
}

function Overzicht({ data }: { data: AdministratieDetailsView }) {
  const t = useTranslations("translation.mijnadministratie.overzicht");
  const ts = useTranslations("translation.mijnadministratie.sectoren");
  const rijen: [string, string | number][] = [
    [t("vestigingen"), data.aantallen.vestigingen],
    [t("medewerkers"), data.aantallen.medewerkers],
    [t("leerlingen"), data.aantallen.leerlingen],
    [t("groepen"), data.aantallen.groepen],
    [t("sector"), ts.has(data.sector) ? ts(data.sector) : data.sector],
    [t("status"), data.actief ? t("actief") : t("nietActief")],
  ];
  return (
    <SectionCard title={t("titel")} description={t("uitleg")}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rijen.map(([label, waarde]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{waarde}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function Modules({ admnr }: { admnr: number }) {
  const t = useTranslations("translation.mijnadministratie.modules");
  const { data: modules = [] } = useQuery({
    queryKey: queryKeys.modules(admnr),
    queryFn: async ({ signal }) => (await api.getJson<ModuleView[]>("/api/Administraties/Modules", { administratieNr: admnr, signal })) ?? [],
  });
  return (
    <SectionCard title={t("titel")} description={t("uitleg")}>
      <ul className="divide-y">
        {modules.map((m) => {
          // Names come from the messages (sector terms); an unknown code keeps the API's name.
          const bekend = t.has(`${m.code}.naam` as never);
          return (
            <li key={m.code} className="flex flex-wrap items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">{bekend ? t(`${m.code}.naam` as never) : m.naam}</p>
                <p className="text-sm text-muted-foreground">{bekend ? t(`${m.code}.omschrijving` as never) : m.omschrijving}</p>
                {m.actief && !m.beschikbaar && <p className="text-sm text-muted-foreground">{t("nogNietBeschikbaarUitleg")}</p>}
              </div>
              {m.actief && m.beschikbaar ? (
                <Badge>
                  <Check aria-hidden />
                  {t("actief")}
                </Badge>
              ) : m.actief ? (
                <Badge variant="secondary">
                  <Clock aria-hidden />
                  {t("nogNietBeschikbaar")}
                </Badge>
              ) : (
                <Badge variant="outline">
                  <Minus aria-hidden />
                  {t("nietAfgenomen")}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function Taal({ admnr, taalCode, magBeheren }: { admnr: number; taalCode: string; magBeheren: boolean }) {
  const t = useTranslations("translation.mijnadministratie.taal");
  const naam = (code: string) => (t.has(`codes.${code}` as never) ? t(`codes.${code}` as never) : code);
  const huidig = (
    <p>
      {t("huidig")} <span className="font-medium">{naam(taalCode)}</span>
    </p>
  );
  return (
    <SectionCard title={t("titel")} description={t("uitleg")}>
      {magBeheren ? (
        <Suspense fallback={huidig}>
          <TaalForm admnr={admnr} taalCode={taalCode} naam={naam} />
        </Suspense>
      ) : (
        huidig
      )}
    </SectionCard>
  );
}

function Opslag({ admnr }: { admnr: number }) {
  const t = useTranslations("translation.mijnadministratie.opslag");
  const { data } = useQuery({
    queryKey: queryKeys.gebruikteBytes(admnr),
    queryFn: ({ signal }) => api.getJson<{ gebruikteBytes: number; aantalBestanden: number }>("/api/Administraties/GetUsedBytes", { administratieNr: admnr, signal }),
  });
  return (
    <SectionCard title={t("titel")} description={t("uitleg")}>
      {data && (
        <p>
          <span className="text-2xl font-semibold">{formatBytes(data.gebruikteBytes)}</span>{" "}
          <span className="text-sm text-muted-foreground">{t("bestanden", { aantal: data.aantalBestanden })}</span>
        </p>
      )}
    </SectionCard>
  );
}

function Licenties({ admnr, magBeheren, vanIndex }: { admnr: number; magBeheren: boolean; vanIndex: LicentieView[] }) {
  const t = useTranslations("translation.mijnadministratie.licenties");
  const { data } = useQuery({
    queryKey: queryKeys.licenties(admnr),
    queryFn: ({ signal }) => api.getJson<LicentieView[]>("/api/Administraties/Licenties", { administratieNr: admnr, signal }),
    enabled: magBeheren,
  });
  const licenties = (magBeheren ? data : undefined) ?? vanIndex;
  const invalidate = [queryKeys.mijnAdministratie(admnr), queryKeys.permissies(admnr), queryKeys.administratieContext(admnr)];
  const beeindigen = useApiMutation({
    mutationFn: (nr: number) => api.delete<LicentieView>(`/api/Administraties/LicentieBeeindigen/${nr}`, { administratieNr: admnr }),
    invalidate,
    success: t("beeindigdMelding"),
    toastError: false,
  });
  const heractiveren = useApiMutation({
    mutationFn: (nr: number) => api.get<LicentieView>("/api/Administraties/LicentieHeractiveren", { administratieNr: admnr, query: { licentienummer: nr } }),
    invalidate,
    success: t("heractiveerdMelding"),
    toastError: false,
  });
  const beeindig = beeindigen.mutateAsync;
  const heractiveer = heractiveren.mutateAsync;
  const kolommen = useMemo<Column<LicentieView>[]>(
    () => [
      { accessorKey: "licentienummer", header: t("nummer") },
      { accessorKey: "code", header: t("code"), cell: ({ row }) => <code>{row.original.code}</code> },
      { accessorKey: "omschrijving", header: t("omschrijving") },
      {
        id: "status",
        header: t("status"),
        enableSorting: false,
        cell: ({ row }) => {
          const l = row.original;
          return l.actief ? <Badge>{t("actief")}</Badge> : <Badge variant="outline">{l.beeindigdOp ? t("beeindigdOp", { datum: formatDatum(l.beeindigdOp) }) : t("beeindigd")}</Badge>;
        },
      },
      ...(magBeheren
        ? [
            actionsColumn<LicentieView>(t("acties"), (row) => {
              const l = row.original;
              return (
                <ConfirmDelete
                  trigger={
                    <Button variant="outline" size="sm" aria-label={l.actief ? t("beeindigenLabel", { naam: l.omschrijving }) : t("heractiverenLabel", { naam: l.omschrijving })}>
                      {l.actief ? t("beeindigen") : t("heractiveren")}
                    </Button>
                  }
                  title={l.actief ? t("beeindigenVraag", { naam: l.omschrijving }) : t("heractiverenVraag", { naam: l.omschrijving })}
                  description={l.actief ? t("beeindigenUitleg") : t("heractiverenUitleg")}
                  confirmLabel={l.actief ? t("beeindigen") : t("heractiveren")}
                  destructive={l.actief}
                  onConfirm={() => (l.actief ? beeindig : heractiveer)(l.licentienummer)}
                />
              );
            }),
          ]
        : []),
    ],
    [t, magBeheren, beeindig, heractiveer],
  );
  return (
    <SectionCard className="lg:col-span-2" title={t("titel")} description={t("uitleg")}>
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={licenties}
        getRowId={(l) => String(l.licentienummer)}
        urlKey={false}
        initialSort={[{ id: "omschrijving", desc: false }]}
        empty={<EmptyState title={t("geen")} />}
      />
    </SectionCard>
  );
}

function Deactiveren({ admnr, naam }: { admnr: number; naam: string }) {
  const t = useTranslations("translation.mijnadministratie.deactiveren");
  const router = useRouter();
  const gelijk = (a: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === naam.trim().replace(/\s+/g, " ").toLowerCase();
  // The server checks the same (ChangeActief's bevestiging); typing the name guards against a slip.
  const schema = () => import("./schemas").then((m) => m.bevestigingSchema(gelijk, t("kloptNiet")));
  const deactiveer = useApiMutation({
    mutationFn: (v: { bevestiging: string }) => api.post("/api/Administraties/ChangeActief", { actief: false, bevestiging: v.bevestiging }, { administratieNr: admnr }),
    success: t("gedeactiveerd", { naam }),
    toastError: false,
    // Nobody has access any more: leave the administration for the start page.
    onSuccess: () => router.push("/"),
  });
  return (
    <SectionCard className="border-destructive/50" title={t("titel")} description={t("uitleg")}>
      <FormDialog
        trigger={<Button variant="destructive">{t("knop")}</Button>}
        title={t("vraag", { naam })}
        description={t("vraagUitleg")}
        schema={schema}
        defaultValues={{ bevestiging: "" }}
        submitLabel={t("bevestig")}
        onSubmit={(v) => deactiveer.mutateAsync(v)}
      >
        <TextField name="bevestiging" label={t("veld")} />
      </FormDialog>
    </SectionCard>
  );
}
