import type { FieldIssue } from "@/lib/api/errors";
import { db, type Prisma } from "@/lib/db/client";
import { formatDatum } from "@/lib/format";
import { isoDatum } from "@/lib/schooljaar";

/**
 * The learning-route columns of the spreadsheet pupil import (issue 12): Leerroutepakket, Leerroute,
 * Uitstroombestemming and Leerroute vanaf (lib/leerling-import.ts). A row with a Leerroute sets the
 * pupil's route in the package from that date, the way `POST Leerlingen/Leerroute` does
 * (lib/services/leerling-leerroutes.ts): a link running on that date ends the day before, links
 * starting on or after it are replaced, the new one runs with an open end. A route the pupil
 * already follows on that date (same route and exit destination) is no change. An empty Leerroute
 * changes nothing (the import never ends a route). Reads: one statement for the administration's
 * active packages with routes and exit destinations, one for the known pupils' links; writes: three
 * statements per (package, date) in the import's transaction.
 */

interface RoutePakket {
  id: number;
  naam: string;
  leerroutes: { nummer: number; naam: string; uitstroombestemmingen: { nummer: number; naam: string }[] }[];
}

interface Link {
  leerroutepakketId: number;
  leerrouteNummer: number;
  uitstroombestemmingNummer: number | null;
  ingangsdatum: string;
  einddatum: string;
}

export interface RouteKeuzes {
  pakketten: RoutePakket[];
  links: Map<number, Link[]>;
}

/** What a row sets: the pupil's route in a package from a date. */
export interface RouteZetting {
  leerroutepakketId: number;
  leerrouteNummer: number;
  uitstroombestemmingNummer: number | null;
  vanaf: string;
  /** "Pakket: Route (Uitstroom) vanaf 01-08-2026", for the preview. */
  tekst: string;
}

/** The administration's active packages and the links of the known pupils (only when a row names a route). */
export async function laadRouteKeuzes(administratieNr: number, leerlingIds: number[]): Promise<RouteKeuzes> {
  const [gebruik, links] = await Promise.all([
    db.administratieLeerroutepakket.findMany({
      where: { administratieNr, actief: true },
      select: {
        leerroutepakket: {
          select: {
            id: true,
            naam: true,
            leerroutes: {
              select: { nummer: true, naam: true, uitstroombestemmingen: { select: { uitstroombestemming: { select: { nummer: true, naam: true } } } } },
              orderBy: { nummer: "asc" },
            },
          },
        },
      },
    }),
    leerlingIds.length
      ? db.leerlingLeerroute.findMany({
          where: { administratieNr, leerlingId: { in: leerlingIds } },
          select: { leerlingId: true, leerroutepakketId: true, leerrouteNummer: true, uitstroombestemmingNummer: true, ingangsdatum: true, einddatum: true },
        })
      : Promise.resolve([]),
  ]);
  const perLeerling = new Map<number, Link[]>();
  for (const l of links)
    perLeerling.set(l.leerlingId, [
      ...(perLeerling.get(l.leerlingId) ?? []),
      { ...l, ingangsdatum: isoDatum(l.ingangsdatum), einddatum: isoDatum(l.einddatum) },
    ]);
  return {
    pakketten: gebruik.map((g) => ({
      id: g.leerroutepakket.id,
      naam: g.leerroutepakket.naam,
      leerroutes: g.leerroutepakket.leerroutes.map((r) => ({ nummer: r.nummer, naam: r.naam, uitstroombestemmingen: r.uitstroombestemmingen.map((u) => u.uitstroombestemming) })),
    })),
    links: perLeerling,
  };
}

/** A name (case-insensitive) or a number among `items`. */
function opNaamOfNummer<T extends { nummer: number; naam: string }>(items: readonly T[], tekst: string): T[] {
  const laag = tekst.trim().toLowerCase();
  const opNaam = items.filter((i) => i.naam.trim().toLowerCase() === laag);
  if (opNaam.length) return opNaam;
  return /^[0-9]{1,9}$/.test(laag) ? items.filter((i) => i.nummer === Number(laag)) : [];
}

/** "31-12-2026", "31/12/2026" and "2026-12-31" → "2026-12-31"; null when it is not a real date. */
function isoVan(s: string): string | null {
  const nl = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  const iso = nl ? `${nl[3]}-${nl[2]!.padStart(2, "0")}-${nl[1]!.padStart(2, "0")}` : s;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Reads a row's route columns. `standaardVanaf` is the date used when Leerroute vanaf is empty.
 * Answers the row errors, and the setting unless the pupil already follows that route then.
 */
export function leesRouteKolommen(
  keuzes: RouteKeuzes,
  rij: number,
  cellen: { pakket: string; leerroute: string; uitstroom: string; vanaf: string },
  leerlingId: number | null,
  standaardVanaf: string,
): { fouten: FieldIssue[]; zetting: RouteZetting | null; ongewijzigd: boolean } {
  const fouten: FieldIssue[] = [];
  const geen = { fouten, zetting: null, ongewijzigd: false };
  if (!cellen.leerroute) {
    // A package alone (a column filled down) changes nothing; an exit destination or date without a route is a mistake.
    if (cellen.uitstroom || cellen.vanaf) fouten.push({ path: `rij ${rij}.leerroute`, message: "vul de leerroute in bij een uitstroombestemming of een datum in Leerroute vanaf" });
    return geen;
  }
  let pakket: RoutePakket | undefined;
  if (cellen.pakket) {
    const gevonden = keuzes.pakketten.filter((p) => p.naam.trim().toLowerCase() === cellen.pakket.toLowerCase());
    if (gevonden.length === 0) fouten.push({ path: `rij ${rij}.leerroutepakket`, message: `leerroutepakket '${cellen.pakket}' wordt in deze administratie niet gebruikt` });
    else if (gevonden.length > 1) fouten.push({ path: `rij ${rij}.leerroutepakket`, message: `er zijn ${gevonden.length} actieve leerroutepakketten met de naam '${cellen.pakket}'` });
    else pakket = gevonden[0];
  } else if (keuzes.pakketten.length === 1) pakket = keuzes.pakketten[0];
  else
    fouten.push({
      path: `rij ${rij}.leerroutepakket`,
      message: keuzes.pakketten.length ? "vul het leerroutepakket in: deze administratie gebruikt er meer dan één" : "deze administratie gebruikt geen leerroutepakket",
    });
  const vanaf = cellen.vanaf ? isoVan(cellen.vanaf) : standaardVanaf;
  if (!vanaf) fouten.push({ path: `rij ${rij}.leerrouteVanaf`, message: "geen geldige datum (jjjj-mm-dd of dd-mm-jjjj)" });
  if (!pakket) return geen;
  const routes = opNaamOfNummer(pakket.leerroutes, cellen.leerroute);
  if (routes.length !== 1) {
    fouten.push({ path: `rij ${rij}.leerroute`, message: routes.length ? `de naam '${cellen.leerroute}' past op meer leerroutes; gebruik het nummer` : `leerroute '${cellen.leerroute}' bestaat niet in ${pakket.naam}` });
    return geen;
  }
  const route = routes[0]!;
  let uitstroom: { nummer: number; naam: string } | null = null;
  if (cellen.uitstroom) {
    const u = opNaamOfNummer(route.uitstroombestemmingen, cellen.uitstroom);
    if (u.length !== 1) fouten.push({ path: `rij ${rij}.uitstroombestemming`, message: `uitstroombestemming '${cellen.uitstroom}' hoort niet bij leerroute ${route.naam}` });
    else uitstroom = u[0]!;
  }
  if (fouten.length || !vanaf) return geen;
  // The link the pupil follows on that date (latest start wins).
  const loopt = (leerlingId === null ? [] : (keuzes.links.get(leerlingId) ?? []))
    .filter((l) => l.leerroutepakketId === pakket.id && l.ingangsdatum <= vanaf && l.einddatum >= vanaf)
    .sort((a, b) => (a.ingangsdatum < b.ingangsdatum ? 1 : -1))[0];
  if (loopt && loopt.leerrouteNummer === route.nummer && loopt.uitstroombestemmingNummer === (uitstroom?.nummer ?? null)) return { fouten, zetting: null, ongewijzigd: true };
  return {
    fouten,
    ongewijzigd: false,
    zetting: {
      leerroutepakketId: pakket.id,
      leerrouteNummer: route.nummer,
      uitstroombestemmingNummer: uitstroom?.nummer ?? null,
      vanaf,
      tekst: `${pakket.naam}: ${route.naam}${uitstroom ? ` (${uitstroom.naam})` : ""} vanaf ${formatDatum(vanaf)}`,
    },
  };
}

/** The current route of a known pupil in the package of a setting, for the preview's "old" value. */
export function huidigeRouteTekst(keuzes: RouteKeuzes, leerlingId: number, z: RouteZetting): string | null {
  const pakket = keuzes.pakketten.find((p) => p.id === z.leerroutepakketId);
  const l = (keuzes.links.get(leerlingId) ?? [])
    .filter((x) => x.leerroutepakketId === z.leerroutepakketId && x.ingangsdatum <= z.vanaf && x.einddatum >= z.vanaf)
    .sort((a, b) => (a.ingangsdatum < b.ingangsdatum ? 1 : -1))[0];
  if (!l || !pakket) return null;
  const route = pakket.leerroutes.find((r) => r.nummer === l.leerrouteNummer);
  const uitstroom = route?.uitstroombestemmingen.find((u) => u.nummer === l.uitstroombestemmingNummer);
  return `${pakket.naam}: ${route?.naam ?? l.leerrouteNummer}${uitstroom ? ` (${uitstroom.naam})` : ""}`;
}

/** Writes the settings in the import's transaction: per (package, date) end/replace, then create. */
export async function schrijfRoutes(tx: Prisma.TransactionClient, administratieNr: number, zettingen: (RouteZetting & { leerlingId: number })[]) {
  const groepen = new Map<string, (RouteZetting & { leerlingId: number })[]>();
  for (const z of zettingen) {
    const k = `${z.leerroutepakketId}|${z.vanaf}`;
    groepen.set(k, [...(groepen.get(k) ?? []), z]);
  }
  for (const lijst of groepen.values()) {
    const { leerroutepakketId, vanaf: iso } = lijst[0]!;
    const vanaf = new Date(`${iso}T00:00:00Z`);
    const waar = { administratieNr, leerroutepakketId, leerlingId: { in: lijst.map((z) => z.leerlingId) } };
    await tx.leerlingLeerroute.deleteMany({ where: { ...waar, ingangsdatum: { gte: vanaf } } });
    await tx.leerlingLeerroute.updateMany({ where: { ...waar, ingangsdatum: { lt: vanaf }, einddatum: { gte: vanaf } }, data: { einddatum: new Date(vanaf.getTime() - 86400000) } });
    await tx.leerlingLeerroute.createMany({
      data: lijst.map((z) => ({ administratieNr, leerlingId: z.leerlingId, leerroutepakketId, leerrouteNummer: z.leerrouteNummer, uitstroombestemmingNummer: z.uitstroombestemmingNummer, ingangsdatum: vanaf })),
    });
  }
}
