"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, type ReactNode } from "react";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { useSchooljaren } from "@/components/beheer/schooljaren-data";
import { EmptyState } from "@/components/kit/empty-state";
import { KitForm, SelectField, useSchemaForm, type FormSchema } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import type { SchemaForm } from "@/components/kit/form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api, ApiError } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { LEERLINGEN_EXPORT_LIJSTEN } from "@/lib/export-lijsten";
import { vandaagIso } from "@/lib/schooljaar";
import type { SchooljaarView } from "@/lib/services/schooljaren";

/**
 * Exports behind the Export guard (spec §6: Leerlingen manage, read of evaluations, the export
 * licence and the Api area): the pupils of a school year via GET /api/Leerlingen/Export/{schooljaar}/{filter}
 * and the VVE results of a period via GET /api/Observaties/Export/VveResultaten/{a}/{b}, both .xlsx.
 */
export function ExportScreen({ admnr, huidig }: { admnr: number; huidig: string }) {
  const t = useTranslations("beheer.export");
  const { data: schooljaren = [] } = useSchooljaren(admnr);
  const jaren = schooljaren.length ? schooljaren.map((s) => s.schooljaar) : [huidig];
  const standaardJaar = jaren.includes(huidig) ? huidig : jaren[0]!;
  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} description={t("uitleg")} />
      <LeerlingenExport admnr={admnr} jaren={jaren} standaard={standaardJaar} />
      <VveExport admnr={admnr} jaren={schooljaren} standaard={standaardJaar} />
    </section>
  );
}

function LeerlingenExport({ admnr, jaren, standaard }: { admnr: number; jaren: readonly string[]; standaard: string }) {
  const t = useTranslations("beheer.export");
  const form = useSchemaForm(() => import("@/lib/schemas/export").then((m) => m.leerlingenExportKeuze), { schooljaar: standaard, filter: "Alle" });
  return (
    <ExportKaart
      admnr={admnr}
      titel={t("leerlingen.titel")}
      uitleg={t("leerlingen.uitleg")}
      form={form}
      bestand={(v) => ({ pad: `/api/Leerlingen/Export/${v.schooljaar}/${v.filter}`, naam: `leerlingen-${v.schooljaar}.xlsx` })}
    >
      <SelectField name="schooljaar" label={t("schooljaar")} className="w-44" options={jaren.map((j) => ({ value: j, label: j }))} />
      <SelectField name="filter" label={t("leerlingen.lijst")} className="w-60" options={LEERLINGEN_EXPORT_LIJSTEN.map((l) => ({ value: l, label: t(`leerlingen.lijsten.${l}`) }))} />
    </ExportKaart>
  );
}

/** The period of a school year that holds today, else its last one. */
function standaardPeriode(perioden: readonly { nummer: number; ingangsdatum: string; einddatum: string }[]): number | undefined {
  const vandaag = vandaagIso();
  return (perioden.find((p) => p.ingangsdatum <= vandaag && vandaag <= p.einddatum) ?? perioden.at(-1))?.nummer;
}

const periodenVan = (jaren: readonly SchooljaarView[], schooljaar: unknown) => jaren.find((j) => j.schooljaar === schooljaar)?.perioden ?? [];

function VveExport({ admnr, jaren, standaard }: { admnr: number; jaren: readonly SchooljaarView[]; standaard: string }) {
  const t = useTranslations("beheer.export");
  const form = useSchemaForm(() => import("@/lib/schemas/export").then((m) => m.vveResultatenParams), { a: standaard, b: standaardPeriode(periodenVan(jaren, standaard)) });
  // Another school year: its current (or last) period.
  useEffect(() => {
    const sub = form.watch((v, { name }) => {
      if (name === "a") form.setValue("b", standaardPeriode(periodenVan(jaren, v.a)) ?? null);
    });
    return () => sub.unsubscribe();
  }, [form, jaren]);
  const perioden = periodenVan(jaren, form.watch("a"));
  if (jaren.length === 0)
    return (
      <Kaart titel={t("vve.titel")} uitleg={t("vve.uitleg")}>
        <EmptyState title={t("vve.geenSchooljaren")} description={t("vve.geenSchooljarenUitleg")} />
      </Kaart>
    );
  return (
    <ExportKaart
      admnr={admnr}
      titel={t("vve.titel")}
      uitleg={t("vve.uitleg")}
      form={form}
      bestand={(v) => ({ pad: `/api/Observaties/Export/VveResultaten/${v.a}/${v.b}`, naam: `vve-resultaten-${v.a}-periode-${v.b}.xlsx` })}
      uitgeschakeld={perioden.length === 0}
    >
      <SelectField name="a" label={t("schooljaar")} className="w-44" options={jaren.map((j) => ({ value: j.schooljaar, label: j.schooljaar }))} />
      <SelectField
        name="b"
        numeric
        label={t("vve.periode")}
        className="w-60"
        disabled={perioden.length === 0}
        placeholder={perioden.length === 0 ? t("vve.geenPerioden") : undefined}
        options={perioden.map((p) => ({ value: p.nummer, label: t("vve.periodeOptie", { nummer: p.nummer, van: formatDatum(p.ingangsdatum), tot: formatDatum(p.einddatum) }) }))}
      />
    </ExportKaart>
  );
}

/** A card named by its heading (a region). */
function Kaart({ titel, uitleg, children }: { titel: string; uitleg: string; children: ReactNode }) {
  const titelId = useId();
  return (
    <SectionCard role="region" aria-labelledby={titelId} titleId={titelId} title={titel} description={uitleg}>
      {children}
    </SectionCard>
  );
}

/** One export: a card with its choices (the route's schema) and the download button. */
function ExportKaart<S extends FormSchema>({
  admnr,
  titel,
  uitleg,
  form,
  bestand,
  uitgeschakeld,
  children,
}: {
  admnr: number;
  titel: string;
  uitleg: string;
  form: SchemaForm<S>;
  /** The call's path and the file name when the answer names none. */
  bestand: (v: z.output<S>) => { pad: string; naam: string };
  uitgeschakeld?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("beheer.export");
  const foutTekst = useFoutTekst();
  const download = useApiMutation({
    mutationFn: (v: z.output<S>) => {
      const b = bestand(v);
      return api.download(b.pad, { administratieNr: admnr, fallbackFilename: b.naam });
    },
    success: (r) => t("gedownload", { naam: r.filename ?? "" }),
    toastError: false,
  });
  return (
    <Kaart titel={titel} uitleg={uitleg}>
      <KitForm
        form={form}
        className="flex flex-wrap items-end gap-4 [&>[role=alert]]:basis-full"
        onSubmit={async (v) => {
          try {
            await download.mutateAsync(v);
          } catch (e) {
            // Field issues land on the fields; anything else is the form's one error text.
            if (e instanceof ApiError && e.issues.length) throw e;
            form.setError("root.server" as Path<z.input<S>>, { type: "server", message: foutTekst(e, t("mislukt")) });
          }
        }}
      >
        {children}
        <Button type="submit" disabled={download.isPending || uitgeschakeld}>
          {download.isPending ? <Spinner label={t("bezig")} /> : <Download aria-hidden className="size-4" />}
          {t("downloaden")}
        </Button>
      </KitForm>
    </Kaart>
  );
}
