"use client";

import { useQuery } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EditButton } from "@/components/kit/buttons";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { huidigSchooljaar } from "@/lib/schooljaar";
import type { VestigingSchooljaar, VestigingView } from "@/lib/services/vestigingen";
import { useSchoolsoortLabel, VestigingVerwijderen } from "./vestigingen-screen";

/** Taking over a school year's groups: its dialog (a form with zod) loads on the button's first click (issue 27). */
const laadIndeling = () => import("./vestiging-indeling");
const GroepIndelingDialog = lazy(() => laadIndeling().then((m) => ({ default: m.GroepIndelingDialog })));

export function useVestiging(admnr: number, nr: number) {
  return useQuery({
    queryKey: queryKeys.vestiging(admnr, nr),
    queryFn: ({ signal }) => api.getJson<VestigingView>(`/api/Vestigingen/Details/${nr}`, { administratieNr: admnr, signal }),
  });
}

export function useVestigingSchooljaren(admnr: number, nr: number) {
  return useQuery({
    queryKey: queryKeys.vestigingSchooljaren(admnr, nr),
    queryFn: async ({ signal }) => (await api.getJson<VestigingSchooljaar[]>(`/api/Vestigingen/Schooljaren/${nr}`, { administratieNr: admnr, signal })) ?? [],
  });
}

type Groep = VestigingSchooljaar["groepen"][number];

export function VestigingDetails({ admnr, nr, magBewerken, magGroepenOvernemen }: { admnr: number; nr: number; magBewerken: boolean; magGroepenOvernemen: boolean }) {
  const t = useTranslations("beheer.vestigingen");
  const schoolsoort = useSchoolsoortLabel();
  const router = useRouter();
  const { data: v } = useVestiging(admnr, nr);
  // Not prefetched by the page (issue 27): the tables load after the page, a skeleton meanwhile.
  const { data: geladen } = useVestigingSchooljaren(admnr, nr);
  const jaren = geladen ?? [];
  if (!v) return null;
  const lijst = `/${admnr}/beheer/Vestigingen`;
  const huidig = huidigSchooljaar();

  const kolommen: Column<Groep>[] = [
    { accessorKey: "naam", header: t("details.kolommen.groep"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
    { id: "soort", accessorFn: (g) => t(`details.soorten.${g.soort}`), header: t("details.kolommen.soort") },
    { id: "jaargroep", accessorFn: (g) => g.jaargroep ?? "", header: t("details.kolommen.jaargroep"), cell: ({ row }) => row.original.jaargroep ?? "–" },
    { accessorKey: "aantalLeerlingen", header: t("details.kolommen.leerlingen") },
    {
      id: "medewerkers",
      accessorFn: (g) => g.medewerkers.map((m) => m.naam).join(", "),
      header: t("details.kolommen.medewerkers"),
      cell: ({ row }) =>
        row.original.medewerkers.length ? (
          <span className="whitespace-normal">{row.original.medewerkers.map((m) => m.naam).join(", ")}</span>
        ) : (
          <span className="text-muted-foreground">{t("details.geenMedewerker")}</span>
        ),
    },
  ];

  return (
    <section className="space-y-6">
      <PageHeader
        back={{ href: lijst, label: t("terug") }}
        title={v.naam}
        description={[schoolsoort(v.schoolsoort) ?? t("details.schoolsoortOnbekend"), t("details.groepen", { aantal: v.aantalGroepen }), t("details.leerlingen", { aantal: v.aantalLeerlingen })].join(" · ")}
        actions={
          magBewerken ? (
            <>
              <EditButton href={`${lijst}/bewerken/${nr}`} text={t("details.bewerken")} />
              <VestigingVerwijderen admnr={admnr} vestiging={v} metTekst onVerwijderd={() => router.push(lijst)} />
            </>
          ) : null
        }
      />

      <SectionCard title={t("details.medewerkers")} description={t("details.medewerkersUitleg")}>
        {v.medewerkers.length === 0 ? (
          <p className="text-muted-foreground">{t("details.geenMedewerkers")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t("details.medewerkersLijst")}>
            {v.medewerkers.map((m) => (
              <li key={m.id} className="flex items-center gap-2 rounded-md border px-3 py-1">
                {m.naam}
                {!m.actief && <Badge variant="outline">{t("details.gedeactiveerd")}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard
        title={t("details.groepenPerJaar")}
        description={t("details.groepenUitleg")}
        action={
          magGroepenOvernemen ? (
            <LaadBijOpenen trigger={<IndelingKnop disabled={jaren.length === 0} />} laad={laadIndeling}>
              {(trigger) => <GroepIndelingDialog admnr={admnr} vestiging={v} bronJaren={jaren.map((j) => ({ schooljaar: j.schooljaar, aantal: j.groepen.length }))} trigger={trigger} initialOpen />}
            </LaadBijOpenen>
          ) : null
        }
        contentClassName="space-y-6"
      >
        {geladen === undefined && <DataTable label={t("details.tabel", { schooljaar: huidig })} columns={kolommen} data={undefined} getRowId={(g) => String(g.nr)} urlKey={false} />}
        {geladen !== undefined && jaren.length === 0 && <p className="text-muted-foreground">{t("details.geenGroepen")}</p>}
        {jaren.map((jaar) => (
          <div key={jaar.schooljaar} className="space-y-2">
            <h3 className="font-semibold">
              {t("details.jaar", { schooljaar: jaar.schooljaar })}
              {jaar.schooljaar === huidig && <span className="ml-2 text-sm font-normal text-muted-foreground">{t("details.huidig")}</span>}
            </h3>
            <DataTable
              label={t("details.tabel", { schooljaar: jaar.schooljaar })}
              columns={kolommen}
              data={jaar.groepen}
              getRowId={(g) => String(g.nr)}
              urlKey={false}
              initialSort={[{ id: "naam", desc: false }]}
            />
          </div>
        ))}
      </SectionCard>
    </section>
  );
}

function IndelingKnop(props: Omit<ButtonProps, "children">) {
  const t = useTranslations("beheer.vestigingen.indeling");
  return (
    <Button variant="outline" {...props}>
      <Copy aria-hidden className="size-4" />
      {t("knop")}
    </Button>
  );
}
