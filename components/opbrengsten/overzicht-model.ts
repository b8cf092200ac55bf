import type { z } from "zod";
import { formatGetal } from "@/lib/format";
import type {
  beheersingDomeinPerSchooljaarAntwoord,
  beheersingPerDomeinAntwoord,
  Cijfer,
  leerrouteDomeinAntwoord,
  leerrouteSchooljaarAntwoord,
} from "@/lib/schemas/opbrengsten";

/**
 * One overview as the screen shows it three ways — chart, table and Excel sheet — from the same
 * model, so the three always carry the same numbers.
 */
export const OVERZICHT_TABS = ["Pervakgebied", "perschooljaar", "leerroutehoofdvakgebied", "leerrouteschooljaar"] as const;
export type OverzichtTab = (typeof OVERZICHT_TABS)[number];

export function isOverzichtTab(t: string): t is OverzichtTab {
  return (OVERZICHT_TABS as readonly string[]).includes(t);
}

export interface Reeks {
  sleutel: string;
  naam: string;
}

export interface OverzichtModel {
  /** Header of the category column: domain, school year or route. */
  categorieKop: "domein" | "schooljaar" | "leerroute";
  soort: "staaf" | "lijn";
  reeksen: Reeks[];
  rijen: { categorie: string; cijfers: Record<string, Cijfer | undefined> }[];
  leerlingen?: number;
  zonderLeerroute?: number;
}

export type BeheersingPerDomein = z.output<typeof beheersingPerDomeinAntwoord>;
export type BeheersingDomeinPerSchooljaar = z.output<typeof beheersingDomeinPerSchooljaarAntwoord>;
export type LeerrouteDomein = z.output<typeof leerrouteDomeinAntwoord>;
export type LeerrouteSchooljaar = z.output<typeof leerrouteSchooljaarAntwoord>;

/** Texts the model needs (from the messages, so the sector's terms apply). */
export interface ModelTeksten {
  reeksPercentage: string;
  zonderLeerroute: string;
  alleDomeinen: string;
}

const domeinNaam = (d: { naam: string; hoofdvakgebied: string | null }) => (d.hoofdvakgebied && d.hoofdvakgebied !== d.naam ? `${d.hoofdvakgebied} – ${d.naam}` : d.naam);

export function perVakgebiedModel(a: BeheersingPerDomein, t: ModelTeksten): OverzichtModel {
  return {
    categorieKop: "domein",
    soort: "staaf",
    reeksen: [{ sleutel: "p", naam: t.reeksPercentage }],
    rijen: [...a.domeinen.map((d) => ({ categorie: domeinNaam(d), cijfers: { p: d.cijfer } })), { categorie: t.alleDomeinen, cijfers: { p: a.totaal } }],
    leerlingen: a.leerlingen,
    zonderLeerroute: a.zonderLeerroute,
  };
}

export function perSchooljaarModel(a: BeheersingDomeinPerSchooljaar, t: ModelTeksten): OverzichtModel {
  const reeksen = [...a.domeinen.map((d) => ({ sleutel: `d${d.domeinId}`, naam: domeinNaam(d) })), ...(a.domeinen.length > 1 ? [{ sleutel: "totaal", naam: t.alleDomeinen }] : [])];
  return {
    categorieKop: "schooljaar",
    soort: "lijn",
    reeksen,
    rijen: a.schooljaren.map((j) => ({
      categorie: j.schooljaar,
      cijfers: { ...Object.fromEntries(j.domeinen.map((d) => [`d${d.domeinId}`, d.cijfer])), ...(a.domeinen.length > 1 ? { totaal: j.totaal } : {}) },
    })),
  };
}

/** Routes without any pupil in the selection are left out of chart, table and export alike. */
export function leerrouteDomeinModel(a: LeerrouteDomein, t: ModelTeksten): OverzichtModel {
  return {
    categorieKop: "leerroute",
    soort: "staaf",
    reeksen: a.domeinen.map((d) => ({ sleutel: `d${d.domeinId}`, naam: domeinNaam(d) })),
    rijen: a.leerroutes.filter((r) => r.leerlingen > 0).map((r) => ({
      categorie: r.naam ?? t.zonderLeerroute,
      cijfers: Object.fromEntries(r.domeinen.map((d) => [`d${d.domeinId}`, d.cijfer])),
    })),
  };
}

/** Routes without any pupil in any of the years are left out of chart, table and export alike. */
export function leerrouteSchooljaarModel(a: LeerrouteSchooljaar, t: ModelTeksten): OverzichtModel {
  const sleutel = (nr: number | null) => (nr === null ? "zonder" : `r${nr}`);
  const bezet = new Set(a.schooljaren.flatMap((j) => j.leerroutes.filter((r) => r.leerlingen > 0).map((r) => r.leerrouteNummer)));
  return {
    categorieKop: "schooljaar",
    soort: "lijn",
    reeksen: a.leerroutes.filter((r) => bezet.has(r.leerrouteNummer)).map((r) => ({ sleutel: sleutel(r.leerrouteNummer), naam: r.naam ?? t.zonderLeerroute })),
    rijen: a.schooljaren.map((j) => ({ categorie: j.schooljaar, cijfers: Object.fromEntries(j.leerroutes.map((r) => [sleutel(r.leerrouteNummer), r.cijfer])) })),
  };
}

/** A percentage as chart label, table cell and tooltip show it: "25,5 %"; empty when there is none. */
export function procentTekst(waarde: number | null | undefined): string {
  return typeof waarde === "number" ? `${formatGetal(waarde)} %` : "";
}

/** The model's rows as chart data: one object per category with the percentage per series. */
export function grafiekData(model: OverzichtModel) {
  return model.rijen.map((r) => ({
    categorie: r.categorie,
    ...Object.fromEntries(model.reeksen.map((s) => [s.sleutel, r.cijfers[s.sleutel]?.gemiddeldPercentage ?? null])),
  }));
}

/** Whether any figure of the model rests on at least one judged pupil. */
export function heeftCijfers(model: OverzichtModel): boolean {
  return model.rijen.some((r) => Object.values(r.cijfers).some((c) => (c?.nNiveau ?? 0) > 0));
}
