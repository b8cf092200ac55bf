"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { grafiekData, procentTekst, type OverzichtModel } from "./overzicht-model";

/** Series colours (each ≥ 4.5:1 on white); lines also differ in dash pattern, bars carry their value. */
const KLEUREN = ["#1d5f7a", "#a1490a", "#5b3f9a", "#2b6b2e", "#9a1f55", "#4b5563"];
const STREPEN = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];
/** Always up to 100 % at least, so the dashed "on track" line is in view. */
const Y_DOMEIN: [number, (max: number) => number] = [0, (max) => Math.max(100, Math.ceil(max / 20) * 20)];

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

/**
 * What bars and lines share: the grid (bars without vertical lines), the categories (bars show
 * every one), the percentage axis, the dashed 100 % line and the tooltip.
 */
function assen(staaf: boolean, label: (v: unknown) => string) {
  return [
    <CartesianGrid key="raster" strokeDasharray="3 3" {...(staaf ? { vertical: false } : {})} />,
    <XAxis key="x" dataKey="categorie" {...(staaf ? { interval: 0 } : {})} tick={{ fontSize: 12 }} />,
    <YAxis key="y" unit="%" width={48} domain={Y_DOMEIN} />,
    <ReferenceLine key="norm" y={100} stroke="#374151" strokeDasharray="4 4" />,
    <Tooltip key="tip" formatter={(v) => label(v)} />,
  ];
}

/** What a bar and a line of a series share: its data key, its name in the legend, no animation. */
function reeks(s: { sleutel: string; naam: string }) {
  return { dataKey: s.sleutel, name: s.naam, isAnimationActive: false };
}

/** The overview's chart: bars or lines per series, each point with its value (OverzichtWeergave loads it on demand). */
export function OverzichtGrafiek({ model, data }: { model: OverzichtModel; data: ReturnType<typeof grafiekData> }) {
  const label = (v: unknown) => procentTekst(typeof v === "number" ? v : null);
  return (
    <ResponsiveContainer width="100%" height="100%">
      {model.soort === "staaf" ? (
        <BarChart data={data} margin={{ top: 24, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          {assen(true, label)}
          {model.reeksen.length > 1 ? <Legend /> : null}
          {model.reeksen.map((s, i) => (
            <Bar
              key={s.sleutel}
              {...reeks(s)}
              fill={KLEUREN[i % KLEUREN.length]}
              shape={(p: StaafProps) => <StaafMetWaarde {...p} tekst={label(p.payload?.[s.sleutel])} />}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart data={data} margin={{ top: 24, right: 24, bottom: 8, left: 0 }} accessibilityLayer={false}>
          {assen(false, label)}
          <Legend />
          {model.reeksen.map((s, i) => (
            <Line
              key={s.sleutel}
              {...reeks(s)}
              stroke={KLEUREN[i % KLEUREN.length]}
              strokeDasharray={STREPEN[i % STREPEN.length]}
              strokeWidth={2}
              connectNulls
              dot={(p: PuntProps) => <PuntMetWaarde key={`${s.sleutel}-${p.index}`} {...p} vorm={i % 4} kleur={KLEUREN[i % KLEUREN.length]!} tekst={label(p.payload?.[s.sleutel])} />}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
