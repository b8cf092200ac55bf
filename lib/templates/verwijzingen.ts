import type { WaardeFout } from "./definities";
import type { Definitie } from "./typen";
import { SOORT_INFO, TEMPLATE_SOORTEN, type TemplateSoort } from "./soorten";

/**
 * What the values of the plan-only item types point at in the plan's learning-route package: a
 * route (LR), an exit destination (OB), domains (DOM) and a level per domain (MON). The shape
 * check (lib/templates/soorten) cannot know whether route 7 exists; the server looks the numbers
 * up in the package (one statement) and `pakketFouten` names the items whose value points at
 * nothing. Pure, so the rules are tested without a database.
 */
export interface PakketVerwijzingen {
  leerroutes: number[];
  uitstroombestemmingen: number[];
  domeinen: number[];
  niveaus: number[];
}

/** What the package holds of the numbers asked for (sets of route numbers, destination numbers, domain ids, level numbers). */
export interface PakketInhoud {
  leerroutes: ReadonlySet<number>;
  uitstroombestemmingen: ReadonlySet<number>;
  domeinen: ReadonlySet<number>;
  niveaus: ReadonlySet<number>;
}

type Rec = Record<string, unknown>;

/** The references of one (parsed) value; empty for the other types. */
export function verwijzingenVan(d: Pick<Definitie, "soort">, waarde: unknown): PakketVerwijzingen {
  const uit: PakketVerwijzingen = { leerroutes: [], uitstroombestemmingen: [], domeinen: [], niveaus: [] };
  const w = (waarde && typeof waarde === "object" ? waarde : {}) as Rec;
  switch (SOORT_INFO[d.soort].vorm) {
    case "leerroute":
      if (typeof w.leerrouteNummer === "number") uit.leerroutes.push(w.leerrouteNummer);
      break;
    case "uitstroom":
      if (typeof w.uitstroombestemmingNummer === "number") uit.uitstroombestemmingen.push(w.uitstroombestemmingNummer);
      break;
    case "domeinen":
      if (Array.isArray(w.domeinIds)) uit.domeinen.push(...(w.domeinIds as number[]));
      break;
    case "niveaus":
      if (Array.isArray(w.niveaus))
        for (const n of w.niveaus as { domeinId: number; niveauNummer: number }[]) {
          uit.domeinen.push(n.domeinId);
          uit.niveaus.push(n.niveauNummer);
        }
      break;
    default:
      break;
  }
  return uit;
}

/** The references of all values together (each number once), to look up in one statement. */
export function alleVerwijzingen(defs: readonly Pick<Definitie, "id" | "soort">[], waarden: ReadonlyMap<number, unknown>): PakketVerwijzingen {
  const uit = { leerroutes: new Set<number>(), uitstroombestemmingen: new Set<number>(), domeinen: new Set<number>(), niveaus: new Set<number>() };
  for (const d of defs) {
    if (!waarden.has(d.id)) continue;
    const v = verwijzingenVan(d, waarden.get(d.id));
    for (const k of Object.keys(uit) as (keyof PakketVerwijzingen)[]) for (const n of v[k]) uit[k].add(n);
  }
  return { leerroutes: [...uit.leerroutes], uitstroombestemmingen: [...uit.uitstroombestemmingen], domeinen: [...uit.domeinen], niveaus: [...uit.niveaus] };
}

/** A stored value of type `soort` points at the number asked for when it contains `patroon` (jsonb `@>`). */
export interface VerwijzingPatroon {
  soort: TemplateSoort;
  patroon: Record<string, unknown>;
}

/**
 * The inverse of verwijzingenVan: per plan-only type, the shape a stored value contains when it
 * points at number `n` of one kind (route, destination, domain id, level). Deleting a route,
 * domain or level counts the plan values that still point at it in one statement
 * (lib/services/plan-pakket) instead of reading every plan.
 */
export function verwijzingPatronen(wat: keyof PakketVerwijzingen, n: number): VerwijzingPatroon[] {
  const uit: VerwijzingPatroon[] = [];
  for (const soort of TEMPLATE_SOORTEN) {
    const vorm = SOORT_INFO[soort].vorm;
    if (vorm === "leerroute" && wat === "leerroutes") uit.push({ soort, patroon: { leerrouteNummer: n } });
    else if (vorm === "uitstroom" && wat === "uitstroombestemmingen") uit.push({ soort, patroon: { uitstroombestemmingNummer: n } });
    else if (vorm === "domeinen" && wat === "domeinen") uit.push({ soort, patroon: { domeinIds: [n] } });
    else if (vorm === "niveaus" && wat === "domeinen") uit.push({ soort, patroon: { niveaus: [{ domeinId: n }] } });
    else if (vorm === "niveaus" && wat === "niveaus") uit.push({ soort, patroon: { niveaus: [{ niveauNummer: n }] } });
  }
  return uit;
}

export const heeftVerwijzingen = (v: PakketVerwijzingen) => v.leerroutes.length + v.uitstroombestemmingen.length + v.domeinen.length + v.niveaus.length > 0;

/**
 * Issues (path `waarden.<id>…`, the item's label in the message) for values that point at what the
 * package does not hold, or at anything when there is no package (`inhoud` null).
 */
export function pakketFouten(defs: readonly Pick<Definitie, "id" | "soort" | "label">[], waarden: ReadonlyMap<number, unknown>, inhoud: PakketInhoud | null): WaardeFout[] {
  const issues: WaardeFout[] = [];
  for (const d of defs) {
    if (!waarden.has(d.id)) continue;
    const v = verwijzingenVan(d, waarden.get(d.id));
    if (!heeftVerwijzingen(v)) continue;
    const pad = `waarden.${d.id}`;
    if (!inhoud) {
      issues.push({ path: pad, message: `'${d.label}': [[de leerling]] heeft geen leerroute in een leerroutepakket; leg eerst een leerroute vast` });
      continue;
    }
    const lr = v.leerroutes.find((n) => !inhoud.leerroutes.has(n));
    const ob = v.uitstroombestemmingen.find((n) => !inhoud.uitstroombestemmingen.has(n));
    const dom = v.domeinen.find((n) => !inhoud.domeinen.has(n));
    const niv = v.niveaus.find((n) => !inhoud.niveaus.has(n));
    if (lr !== undefined) issues.push({ path: `${pad}.leerrouteNummer`, message: `'${d.label}': leerroute ${lr} bestaat niet in het leerroutepakket` });
    else if (ob !== undefined) issues.push({ path: `${pad}.uitstroombestemmingNummer`, message: `'${d.label}': [[uitstroom]] ${ob} bestaat niet in het leerroutepakket` });
    else if (dom !== undefined) issues.push({ path: `${pad}.${SOORT_INFO[d.soort].vorm === "niveaus" ? "niveaus" : "domeinIds"}`, message: `'${d.label}': domein ${dom} bestaat niet in het leerroutepakket` });
    else if (niv !== undefined) issues.push({ path: `${pad}.niveaus`, message: `'${d.label}': niveau ${niv} bestaat niet in het leerroutepakket` });
  }
  return issues;
}
