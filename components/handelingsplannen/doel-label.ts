/**
 * A goal as one line: "competence level — indicator". The same as groepsplannen/instructiegroep-bewerken's
 * doelLabel; this copy keeps that editor (zod, its form) off the action plan's pages (issue 27).
 */
export function doelLabel(d: { competentieNaam: string; niveauWaarde: string; indicatorNaam: string | null }) {
  return [`${d.competentieNaam} ${d.niveauWaarde}`, d.indicatorNaam].filter(Boolean).join(" — ");
}
