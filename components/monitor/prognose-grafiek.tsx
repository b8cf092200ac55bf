"use client";

import { Area, ComposedChart, Line, XAxis, YAxis } from "recharts";

export interface PrognosePunt {
  t: number;
  niveau?: number | null;
  verwacht?: number | null;
  prognose?: number | null;
  band?: [number, number] | null;
}

/**
 * A pupil's small trend line in one domain (issue 34), loaded on demand: the reached level per
 * period (solid line with dots), the route's expected level (dashed), the projection to the end of
 * the school year (dotted) and its interval (light band). Decorative beside its text: the caller
 * gives the figure an aria-label with the same numbers and offers the table view.
 */
export function PrognoseGrafiek({ data, max }: { data: PrognosePunt[]; max: number }) {
  return (
    <ComposedChart width={180} height={64} data={data} margin={{ top: 4, right: 4, bottom: 4, left: 4 }} accessibilityLayer={false}>
      <XAxis dataKey="t" type="number" domain={["dataMin", "dataMax"]} hide />
      <YAxis domain={[0, Math.max(1, max)]} hide />
      <Area dataKey="band" stroke="none" fill="#1d5f7a" fillOpacity={0.15} isAnimationActive={false} connectNulls />
      <Line dataKey="verwacht" stroke="#a1490a" strokeDasharray="5 3" dot={false} isAnimationActive={false} connectNulls />
      <Line dataKey="niveau" stroke="#1d5f7a" strokeWidth={2} dot={{ r: 2.5 }} isAnimationActive={false} connectNulls />
      <Line dataKey="prognose" stroke="#1d5f7a" strokeDasharray="2 3" dot={{ r: 2.5, fill: "#fff" }} isAnimationActive={false} connectNulls />
    </ComposedChart>
  );
}
