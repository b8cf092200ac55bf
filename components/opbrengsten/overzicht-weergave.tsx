"use client";

import { Download, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { saveBlob } from "@/lib/client/api";
import { werkbladNaam } from "@/lib/api/files";
import { formatGetal } from "@/lib/format";
import type { Cijfer } from "@/lib/schemas/opbrengsten";
import { grafiekData, procentTekst, type OverzichtModel } from "./overzicht-model";

/** Series colours (each ≥ 4.5:1 on white); lines also differ in dash pattern, bars carry their value. */
const KLEUREN = ["#1d5f7a", "#a1490a", "#5b3f9a", "#2b6b2e", "#9a1f55", "#4b5563"];
const STREPEN = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];
/** Always up to 100 % at least, so the dashed "on track" line is in view. */
const Y_DOMEIN: [number, (max: number) => number] = [0, (max) => Math.max(100, Math.ceil(max / 20) * 20)];

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

interface StaafProps {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  fill?: string;
  payload?: Record<string, unknown>;
}

/** A bar with its value above it (the value is on the bar, not only in its colour). */
function StaafMetWaarde({ x = 0, y = 0, width = 0, height = 0, fill, tekst }: StaafProps & { tekst: string }) {
  if (!tekst) return null;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} fill={fill} />
      <text x={x + width / 2} y={y - 6} textAnchor="middle" fontSize={12} fill="#1f2937" className="grafiek-waarde">
        {tekst}
      </text>
    </g>
  );
}

interface PuntProps {
  cx?: number | null;
  cy?: number | null;
  index?: number;
  payload?: Record<string, unknown>;
}

/** A line's point: a shape per series (circle, square, triangle, diamond) and its value above it. */
function PuntMetWaarde({ cx, cy, vorm, kleur, tekst }: PuntProps & { vorm: number; kleur: string; tekst: string }) {
  if (cx == null || cy == null || !tekst) return <g />;
  const r = 4.5;
  const figuur =
    vorm === 0 ? (
      <circle cx={cx} cy={cy} r={r} fill={kleur} />
    ) : vorm === 1 ? (
      <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill={kleur} />
    ) : vorm === 2 ? (
      <polygon points={`${cx},${cy - r - 1} ${cx - r - 1},${cy + r} ${cx + r + 1},${cy + r}`} fill={kleur} />
    ) : (
      <polygon points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`} fill={kleur} />
    );
  return (
    <g>
      {figuur}
      <text x={cx} y={cy - 10} textAnchor="middle" fontSize={12} fill="#1f2937" className="grafiek-waarde">
        {tekst}
      </text>
    </g>
  );
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
  const label = (v: unknown) => procentTekst(typeof v === "number" ? v : null);

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
        <ResponsiveContainer width="100%" height="100%">
          {model.soort === "staaf" ? (
            <BarChart data={data} margin={{ top: 24, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="categorie" interval={0} tick={{ fontSize: 12 }} />
              <YAxis unit="%" width={48} domain={Y_DOMEIN} />
              <ReferenceLine y={100} stroke="#374151" strokeDasharray="4 4" />
              <Tooltip formatter={(v) => label(v)} />
              {model.reeksen.length > 1 ? <Legend /> : null}
              {model.reeksen.map((s, i) => (
                <Bar
                  key={s.sleutel}
                  dataKey={s.sleutel}
                  name={s.naam}
                  fill={KLEUREN[i % KLEUREN.length]}
                  isAnimationActive={false}
                  shape={(p: StaafProps) => <StaafMetWaarde {...p} tekst={label(p.payload?.[s.sleutel])} />}
                />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data} margin={{ top: 24, right: 24, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="categorie" tick={{ fontSize: 12 }} />
              <YAxis unit="%" width={48} domain={Y_DOMEIN} />
              <ReferenceLine y={100} stroke="#374151" strokeDasharray="4 4" />
              <Tooltip formatter={(v) => label(v)} />
              <Legend />
              {model.reeksen.map((s, i) => (
                <Line
                  key={s.sleutel}
                  dataKey={s.sleutel}
                  name={s.naam}
                  stroke={KLEUREN[i % KLEUREN.length]}
                  strokeDasharray={STREPEN[i % STREPEN.length]}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                  dot={(p: PuntProps) => <PuntMetWaarde key={`${s.sleutel}-${p.index}`} {...p} vorm={i % 4} kleur={KLEUREN[i % KLEUREN.length]!} tekst={label(p.payload?.[s.sleutel])} />}
                />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
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
