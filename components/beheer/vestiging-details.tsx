"use client";

import { useQuery } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField, KitForm, SelectField, useSchemaForm } from "@/components/kit/form";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EditButton } from "@/components/kit/buttons";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import { groepIndelingOvernemen } from "@/lib/schemas/vestigingen";
import { huidigSchooljaar } from "@/lib/schooljaar";
import type { GroepIndelingResultaat, VestigingSchooljaar, VestigingView } from "@/lib/services/vestigingen";
import { useSchooljaren } from "./schooljaren-screen";
import { useSchoolsoortLabel, VestigingVerwijderen } from "./vestigingen-screen";

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
  const { data: jaren = [] } = useVestigingSchooljaren(admnr, nr);
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
        action={magGroepenOvernemen ? <GroepIndelingDialog admnr={admnr} vestiging={v} bronJaren={jaren.map((j) => ({ schooljaar: j.schooljaar, aantal: j.groepen.length }))} /> : null}
        contentClassName="space-y-6"
      >
        {jaren.length === 0 && <p className="text-muted-foreground">{t("details.geenGroepen")}</p>}
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

type Stap = "kiezen" | "bevestigen" | "klaar";
type Keuze = z.output<typeof groepIndelingOvernemen>;

/** Choose source and target school year, confirm, then see what was created and skipped. */
function GroepIndelingDialog({ admnr, vestiging, bronJaren }: { admnr: number; vestiging: { nr: number; naam: string }; bronJaren: { schooljaar: string; aantal: number }[] }) {
  const t = useTranslations("beheer.vestigingen.indeling");
  const { data: alleJaren = [] } = useSchooljaren(admnr);
  const [open, setOpen] = useState(false);
  const [stap, setStap] = useState<Stap>("kiezen");
  const [keuze, setKeuze] = useState<Keuze | null>(null);
  const [resultaat, setResultaat] = useState<GroepIndelingResultaat | null>(null);
  const beginWaarden = () => ({ vestigingNr: vestiging.nr, vanSchooljaar: bronJaren[0]?.schooljaar ?? "", naarSchooljaar: "", medewerkersOvernemen: true });
  const form = useSchemaForm(groepIndelingOvernemen, beginWaarden());
  const van = useWatch({ control: form.control, name: "vanSchooljaar" });
  const doelJaren = alleJaren.map((s) => s.schooljaar).filter((s) => s !== van);

  const overnemen = useApiMutation({
    mutationFn: async (k: Keuze) => (await api.post<GroepIndelingResultaat>("/api/Vestigingen/GroepIndelingOvernemen", k, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.vestigingen(admnr)],
    success: (r) => t("gelukt", { aantal: r.aantalAangemaakt, schooljaar: r.naarSchooljaar }),
    error: t("mislukt"),
    onSuccess: (r) => {
      setResultaat(r);
      setStap("klaar");
    },
    onError: () => setStap("kiezen"),
  });

  function openen(o: boolean) {
    setOpen(o);
    if (o) {
      setStap("kiezen");
      setKeuze(null);
      setResultaat(null);
      form.reset(beginWaarden());
    }
  }

  const aantalBron = bronJaren.find((j) => j.schooljaar === keuze?.vanSchooljaar)?.aantal ?? 0;

  return (
    <Dialog open={open} onOpenChange={openen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={bronJaren.length === 0}>
          <Copy aria-hidden className="size-4" />
          {t("knop")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("knop")}</DialogTitle>
          <DialogDescription>{t("uitleg", { naam: vestiging.naam })}</DialogDescription>
        </DialogHeader>
        {stap === "kiezen" && (
          <KitForm
            form={form}
            onSubmit={async (k) => {
              setKeuze(k);
              setStap("bevestigen");
            }}
          >
            <SelectField
              name="vanSchooljaar"
              label={t("van")}
              placeholder={t("kies")}
              options={bronJaren.map((j) => ({ value: j.schooljaar, label: t("bronOptie", { schooljaar: j.schooljaar, aantal: j.aantal }) }))}
            />
            <SelectField name="naarSchooljaar" label={t("naar")} description={t("naarUitleg")} placeholder={t("kies")} options={doelJaren.map((s) => ({ value: s, label: s }))} />
            <CheckboxField name="medewerkersOvernemen" label={t("medewerkers")} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("annuleren")}
              </Button>
              <Button type="submit">{t("verder")}</Button>
            </DialogFooter>
          </KitForm>
        )}
        {stap === "bevestigen" && keuze && (
          <div className="grid gap-4">
            <p role="status">
              {t("bevestigen", {
                aantal: aantalBron,
                naam: vestiging.naam,
                van: keuze.vanSchooljaar,
                naar: keuze.naarSchooljaar,
                medewerkers: keuze.medewerkersOvernemen === false ? "nee" : "ja",
              })}
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStap("kiezen")}>
                {t("terug")}
              </Button>
              <Button type="button" onClick={() => overnemen.mutate(keuze)} disabled={overnemen.isPending}>
                {overnemen.isPending ? t("bezig") : t("overnemen")}
              </Button>
            </DialogFooter>
          </div>
        )}
        {stap === "klaar" && resultaat && (
          <div className="grid gap-4">
            <div role="status" className="space-y-1">
              <p className="font-medium">
                {t("resultaat", { aangemaakt: resultaat.aantalAangemaakt, overgeslagen: resultaat.aantalOvergeslagen, koppelingen: resultaat.aantalMedewerkerKoppelingen })}
              </p>
              {resultaat.aangemaakt.length > 0 && <p className="text-sm">{t("aangemaakt", { namen: formatLijst(resultaat.aangemaakt.map((g) => g.naam)) })}</p>}
              {resultaat.overgeslagen.length > 0 && <p className="text-sm text-muted-foreground">{t("bestond", { namen: formatLijst(resultaat.overgeslagen) })}</p>}
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                {t("klaar")}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
