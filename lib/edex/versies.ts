import type { EdexTabel, EdexVersie } from "./schema";
import { EDEX_1_0_3 } from "./schema-1.0.3";
import { EDEX_2_0 } from "./schema-2.0";
import { EDEX_2_1 } from "./schema-2.1";

/** Every EDEXML version the importer reads, newest last. */
export const EDEX_TABELLEN: Record<EdexVersie, EdexTabel> = { "1.0.3": EDEX_1_0_3, "2.0": EDEX_2_0, "2.1": EDEX_2_1 };
export const EDEX_VERSIES = Object.keys(EDEX_TABELLEN) as EdexVersie[];

/**
 * The version of a file, from its <xsdversie> ("1.03", "1.0.3", "1.0.2", "2.0", "2.1", "2.1.1" …)
 * or else a namespace that ends in a version number (the standard has none, but some exports
 * invent one: …/edex/2.0). <xsdversie> is optional in every version: a file that says neither is
 * read as the newest version, the most permissive one (its elements and values include 1.03's).
 */
export function versieVan(xsdversie: string | null, namespace: string | null): EdexVersie {
  const v = (xsdversie ?? "").trim();
  if (/^1(\.|$)/.test(v)) return "1.0.3";
  if (/^2\.0(\.|$)|^2$/.test(v)) return "2.0";
  if (/^2\.[1-9]/.test(v)) return "2.1";
  const ns = (namespace ?? "").trim().replace(/\/+$/, "");
  if (/\/1(\.\d+)*$/.test(ns)) return "1.0.3";
  if (/\/2(\.0)?$/.test(ns)) return "2.0";
  return "2.1";
}
