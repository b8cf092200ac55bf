import type { z } from "zod";
import type { handelingsplanRij } from "@/lib/schemas/groepsplannen";

type HandelingsplanRij = z.output<typeof handelingsplanRij>;

/**
 * A row of planning/handelingsplannen as the list reads it: the fields of its columns, search and
 * PDF button (issue 27: the page dehydrates these, not the call's whole answer). The server page and
 * the list's query map the call's rows with `lijstRij`, so the cache holds one shape either way.
 */
export type HandelingsplanLijstRij = Pick<HandelingsplanRij, "id" | "leerlingId" | "leerlingNaam" | "titel" | "periodeNummer" | "vakgebiedNaam" | "ingangsdatum" | "einddatum" | "geevalueerd">;

export function lijstRij(r: HandelingsplanRij): HandelingsplanLijstRij {
  return { id: r.id, leerlingId: r.leerlingId, leerlingNaam: r.leerlingNaam, titel: r.titel, periodeNummer: r.periodeNummer, vakgebiedNaam: r.vakgebiedNaam, ingangsdatum: r.ingangsdatum, einddatum: r.einddatum, geevalueerd: r.geevalueerd };
}
