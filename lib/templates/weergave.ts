import { leesWaarde } from "./definities";
import type { Definitie } from "./typen";
import { SOORT_INFO } from "./soorten";

/**
 * The print rendering of the item types (PDF, the printable summary of a pupil's file): one line
 * per definition with its label and its value as plain Dutch text. Pure (no PDF or React here):
 * lib/documenten lays the lines out, the summary writes them as HTML. A heading (LBL) is a line
 * of its own; a value that no longer fits its definition counts as not filled in.
 */
export interface PrintRegel {
  label: string;
  /** Plain text of the value; null = not filled in (or an item without input). */
  waarde: string | null;
  /** LBL: a heading or explanatory text, no value. */
  kop: boolean;
  /** HTN: the text is HTML from the editor; the layout turns it into plain text. */
  opgemaakt: boolean;
  toelichting: string | null;
}

const datumFormaat = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "3 november 2025" of an ISO date. */
export function printDatum(iso: string): string {
  return datumFormaat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/**
 * Names of the package content the domain-linked types point at (LR, OB, DOM, MON store numbers
 * and ids), for a print a reader understands. Each lookup may answer undefined (unknown, or
 * ambiguous across packages): the number is printed then.
 */
export interface PrintNamen {
  leerroute?: (nummer: number) => string | undefined;
  uitstroom?: (nummer: number) => string | undefined;
  domein?: (id: number) => string | undefined;
  niveau?: (domeinId: number, nummer: number) => string | undefined;
}

/** The value of one definition as text (null when empty); `namen` names the package content where known. */
export function waardeTekst(d: Pick<Definitie, "soort" | "opties">, ruw: unknown, namen: PrintNamen = {}): string | null {
  const w = leesWaarde(d, ruw) as Record<string, unknown> | null;
  if (!w) return null;
  switch (SOORT_INFO[d.soort].vorm) {
    case "geen":
      return null;
    case "tekst": {
      const t = String(w.tekst ?? "").trim();
      return t || null;
    }
    case "datum":
      return printDatum(String(w.datum));
    case "vinkje":
      return w.aangevinkt ? "Ja" : "Nee";
    case "keuze":
      return String(w.keuze ?? "").trim() || null;
    case "meerkeuze": {
      const k = w.keuzes as string[];
      return k.length ? k.join(", ") : null;
    }
    case "iq":
      return w.instrument ? `${w.waarde} (${w.instrument})` : String(w.waarde);
    case "leerroute":
      return namen.leerroute?.(w.leerrouteNummer as number) ?? `Leerroute ${w.leerrouteNummer}`;
    case "uitstroom":
      return namen.uitstroom?.(w.uitstroombestemmingNummer as number) ?? `Uitstroombestemming ${w.uitstroombestemmingNummer}`;
    case "domeinen": {
      const ids = w.domeinIds as number[];
      const genoemd = ids.map((id) => namen.domein?.(id));
      return genoemd.every((n) => n !== undefined) ? genoemd.join(", ") || null : `${ids.length} domein(en)`;
    }
    case "niveaus":
      return (
        (w.niveaus as { domeinId: number; niveauNummer: number }[])
          .map((n) => `${namen.domein?.(n.domeinId) ?? `domein ${n.domeinId}`}: niveau ${namen.niveau?.(n.domeinId, n.niveauNummer) ?? n.niveauNummer}`)
          .join("; ") || null
      );
    case "handelingsdeel":
      return w.zieHandelingsdeel ? "Zie het handelingsdeel" : null;
  }
}

/** A filled-in template as print lines, in the order of its definitions. */
export function printRegels(defs: readonly Definitie[], waarden: Readonly<Record<string, unknown>>, namen: PrintNamen = {}): PrintRegel[] {
  return [...defs]
    .sort((a, b) => a.volgnummer - b.volgnummer || a.id - b.id)
    .map((d) => ({
      label: d.label,
      waarde: d.soort === "LBL" ? null : waardeTekst(d, waarden[String(d.id)], namen),
      kop: d.soort === "LBL",
      opgemaakt: d.soort === "HTN",
      toelichting: d.toelichting,
    }));
}
