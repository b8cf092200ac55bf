"use client";

import { Download, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId } from "react";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { saveBlob } from "@/lib/client/api";
import { werkbladNaam } from "@/lib/api/files";
import { formatGetal } from "@/lib/format";
import type { Cijfer } from "@/lib/schemas/opbrengsten";
import { grafiekData, procentTekst, type OverzichtModel } from "./overzicht-model";

/**
 * The chart (recharts, ~130 kB gzipped) is loaded after the page is interactive, not with it
 * (issue 27); its figure keeps its place meanwhile. It measures itself in the browser, so
 * rendering it on the server drew nothing anyway.
 */
const OverzichtGrafiek = dynamic(() => import("./overzicht-grafiek").then((m) => m.OverzichtGrafiek), { ssr: false });

type Kolom = { kop: string; waarde: (c: Cijfer | undefined) => string | number | null };

/** The table's columns: all figures for one series; %, n and level per series for several. */
function useKolommen(model: OverzichtModel): { koppen: string[]; perReeks: Kolom[] } {
  const t = useTranslations("planning.overzichten");
  const getal = (v: number | null | undefined) => (typeof v === "number" ? v : null);
  const basis: Kolom[] = [
    { kop: t("kolommen.percentage"), waarde: (c) => procentTekst(c?.gemiddeldPercentage) },
    { kop: t("kolommen.n"), waarde: (c) => getal(c?.n) },
    { kop: t("kolommen.niveau"), waarde: (c) => c?.niveauLabel ?? "" },
  ];
  const volledig: Kolom[] = [
    basis[0]!,
    basis[1]!,
    { kop: t("kolommen.opKoers"), waarde: (c) => getal(c?.opKoers) },
    basis[2]!,
    { kop: t("kolommen.nNiveau"), waarde: (c) => getal(c?.nNiveau) },
    { kop: t("kolommen.zonderDoel"), waarde: (c) => getal(c?.zonderDoel) },
    { kop: t("kolommen.nietBeoordeeld"), waarde: (c) => getal(c?.nietBeoordeeld) },
  ];
  const perReeks = model.reeksen.length === 1 ? volledig : basis;
  const koppen =
    model.reeksen.length === 1 ? perReeks.map((k) => k.kop) : model.reeksen.flatMap((s) => perReeks.map((k) => t("reeksKolom", { reeks: s.naam, kolom: k.kop })));
  return { koppen: [t(`kolommen.${model.categorieKop}`), ...koppen], perReeks };
}

function tabelRijen(model: OverzichtModel, perReeks: Kolom[]) {
  return model.rijen.map((r) => [r.categorie, ...model.reeksen.flatMap((s) => perReeks.map((k) => k.waarde(r.cijfers[s.sleutel])))]);
}

/** The overview: its chart, the table with the same numbers, and the Excel export of that table. */
export function OverzichtWeergave({ model, titel, bestandsnaam }: { model: OverzichtModel; titel: string; bestandsnaam: string }) {
  const t = useTranslations("planning.overzichten");
  const id = useId();
  const { koppen, perReeks } = useKolommen(model);
  const rijen = tabelRijen(model, perReeks);
  const data = grafiekData(model);

  const exporteer = useApiMutation({
    mutationFn: async () => {
      const { default: ExcelJS } = await import("exceljs");
      const wb = new ExcelJS.Workbook();
      wb.creator = "Leerroute";
      const ws = wb.addWorksheet(werkbladNaam(titel));
      ws.addRow(koppen).font = { bold: true };
      // Percentages as numbers (Excel formats them), the rest as shown.
      for (const r of model.rijen)
        ws.addRow([r.categorie, ...model.reeksen.flatMap((s) => perReeks.map((k, i) => (i === 0 ? (r.cijfers[s.sleutel]?.gemiddeldPercentage ?? null) : k.waarde(r.cijfers[s.sleutel]))))]);
      ws.views = [{ state: "frozen", ySplit: 1 }];
      ws.columns.forEach((c, i) => (c.width = i === 0 ? 28 : 16));
      const buffer = await wb.xlsx.writeBuffer();
      saveBlob(new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), bestandsnaam);
      return bestandsnaam;
    },
    success: (bestand) => t("geexporteerd", { bestand }),
    error: t("exporterenMislukt"),
  });

  const tekst = (v: string | number | null) => (typeof v === "number" ? formatGetal(v) : (v ?? ""));

  return (
    <SectionCard
      title={titel}
      titleId={`${id}-titel`}
      description={t("uitleg")}
      action={
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t("printen")}
          </Button>
          <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
            <Download aria-hidden />
            {t("exporteren")}
          </Button>
        </div>
      }
      contentClassName="space-y-6"
    >
      <figure aria-label={t("grafiekLabel", { titel })} data-testid="overzicht-grafiek" className="h-80 w-full break-inside-avoid">
        <OverzichtGrafiek model={model} data={data} />
      </figure>
      <div className="overflow-x-auto">
        <Table aria-label={t("tabelLabel", { titel })} data-testid="overzicht-tabel">
          <TableHeader>
            <TableRow>
              {koppen.map((k) => (
                <TableHead key={k}>{k}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rijen.map(([categorie, ...waarden]) => (
              <TableRow key={String(categorie)}>
                <TableHead scope="row" className="font-medium">
                  {categorie}
                </TableHead>
                {waarden.map((w, i) => (
                  <TableCell key={i} className={i % perReeks.length === 0 ? "tabel-percentage tabular-nums" : "tabular-nums"}>
                    {tekst(w) || t("geenWaarde")}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  );
}
