/**
 * The monitor's tabs (spec §2: planning/monitor/{periode} [tabs: PerCompetentie, PerLeerling,
 * PerIndicator]) as addresses: …/monitor/{periode}/{tab}. Pure: shared by the pages, the screen and
 * the redirect of the bare and `?tab=` forms in proxy.ts (lib/routes/doorverwijzing.ts).
 */
export const MONITOR_TABS = ["PerCompetentie", "PerLeerling", "PerIndicator"] as const;
export type MonitorTab = (typeof MONITOR_TABS)[number];

/** The tab's own spelling of `s` (addresses are matched case-insensitively), or null. */
export function monitorTab(s: string | null | undefined): MonitorTab | null {
  const l = (s ?? "").toLowerCase();
  return MONITOR_TABS.find((t) => t.toLowerCase() === l) ?? null;
}
