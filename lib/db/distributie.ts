/**
 * The distribution plan of docs/scale-out.md as a check on the schema (issue 20). Citus distributes
 * a table by one column (here "administratieNr") and then needs every primary key and unique
 * constraint to contain it; distributed tables join each other only on that column; a reference
 * table (copied to every node) may not point at a distributed table. A table without
 * "administratieNr" must be on the plan's list, so a new table is classified the day it is added.
 */
import type pg from "pg";

export const DISTRIBUTIEKOLOM = "administratieNr";

export type Soort = "referentie" | "lokaal";

export interface Catalogus {
  tabellen: { naam: string; kolommen: string[] }[];
  /** Primary keys, unique constraints and unique indexes. */
  sleutels: { tabel: string; naam: string; kolommen: string[] }[];
  verwijzingen: { naam: string; van: string; vanKolommen: string[]; naar: string; naarKolommen: string[] }[];
}

export interface Plan {
  /** Tables that are not distributed: reference tables (copied to every node) and coordinator-local tables. */
  tabellen: Map<string, Soort>;
  /** Foreign keys the move drops (a reference table pointing at a distributed one); the code guards them. */
  vervallen: Set<string>;
}

/**
 * Reads the plan's table from the markdown: rows `| \`Naam\` | referentie | why |`, `| … | lokaal | … |`
 * and `| \`Tabel_kolom_fkey\` | vervalt | … |`.
 */
export function leesPlan(markdown: string): Plan {
  const tabellen = new Map<string, Soort>();
  const vervallen = new Set<string>();
  for (const regel of markdown.split("\n")) {
    const m = /^\|\s*`([A-Za-z0-9_]+)`\s*\|\s*(referentie|lokaal|vervalt)\s*\|/.exec(regel);
    if (!m) continue;
    if (m[2] === "vervalt") vervallen.add(m[1]!);
    else tabellen.set(m[1]!, m[2] as Soort);
  }
  return { tabellen, vervallen };
}

type Klasse = Soort | "gedistribueerd";

/** Every way the schema breaks the plan, one line each; empty when it can be distributed as planned. */
export function controleerDistributie(cat: Catalogus, plan: Plan): string[] {
  const fouten: string[] = [];
  const klasse = new Map<string, Klasse>();
  const bekend = new Set(cat.tabellen.map((t) => t.naam));
  for (const t of cat.tabellen) {
    const soort = plan.tabellen.get(t.naam);
    if (soort) klasse.set(t.naam, soort);
    else if (t.kolommen.includes(DISTRIBUTIEKOLOM)) klasse.set(t.naam, "gedistribueerd");
    else fouten.push(`${t.naam}: heeft geen ${DISTRIBUTIEKOLOM} en staat niet als referentie- of lokale tabel in docs/scale-out.md`);
  }
  for (const naam of plan.tabellen.keys()) if (!bekend.has(naam)) fouten.push(`${naam}: staat in docs/scale-out.md maar bestaat niet`);
  const fkNamen = new Set(cat.verwijzingen.map((v) => v.naam));
  for (const naam of plan.vervallen) if (!fkNamen.has(naam)) fouten.push(`${naam}: vervalt volgens docs/scale-out.md maar bestaat niet`);

  for (const s of cat.sleutels) {
    if (klasse.get(s.tabel) !== "gedistribueerd") continue;
    if (!s.kolommen.includes(DISTRIBUTIEKOLOM)) fouten.push(`${s.tabel}: sleutel ${s.naam} (${s.kolommen.join(", ")}) mist ${DISTRIBUTIEKOLOM}`);
  }

  for (const v of cat.verwijzingen) {
    const van = klasse.get(v.van);
    const naar = klasse.get(v.naar);
    if (!van || !naar) continue;
    const wat = `${v.van} → ${v.naar} (${v.naam})`;
    if (van === "gedistribueerd" && naar === "gedistribueerd") {
      // Co-located: the join must be on the distribution column, column for column.
      const samen = v.vanKolommen.some((k, i) => k === DISTRIBUTIEKOLOM && v.naarKolommen[i] === DISTRIBUTIEKOLOM);
      if (!samen) fouten.push(`${wat}: verbindt twee gedistribueerde tabellen zonder ${DISTRIBUTIEKOLOM} aan beide kanten`);
    } else if (van === "gedistribueerd" && naar === "lokaal") {
      fouten.push(`${wat}: een gedistribueerde tabel kan niet naar een lokale tabel verwijzen`);
    } else if (van === "referentie" && naar !== "referentie" && !plan.vervallen.has(v.naam)) {
      fouten.push(`${wat}: een referentietabel kan alleen naar referentietabellen verwijzen (of zet de verwijzing als 'vervalt' in docs/scale-out.md)`);
    } else if (van === "lokaal" && naar === "gedistribueerd" && !plan.vervallen.has(v.naam)) {
      fouten.push(`${wat}: een lokale tabel kan niet naar een gedistribueerde tabel verwijzen`);
    }
  }
  return fouten;
}

/** The tables, keys and foreign keys of the public schema, from Postgres's catalog. */
export async function leesCatalogus(client: Pick<pg.Client, "query">): Promise<Catalogus> {
  const tabellen = await client.query<{ naam: string; kolommen: string[] }>(`
    SELECT c.relname AS naam, array_agg(a.attname::text ORDER BY a.attnum) AS kolommen
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
    GROUP BY c.relname`);
  const sleutels = await client.query<{ tabel: string; naam: string; kolommen: string[] }>(`
    SELECT t.relname AS tabel, i.relname AS naam,
      array(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(attnum, nr)
            JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.nr) AS kolommen
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND x.indisunique AND t.relname <> '_prisma_migrations'`);
  const verwijzingen = await client.query<Catalogus["verwijzingen"][number]>(`
    SELECT k.conname AS naam, f.relname AS van, t.relname AS naar,
      array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY c(attnum, nr) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = c.attnum ORDER BY c.nr) AS "vanKolommen",
      array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY c(attnum, nr) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = c.attnum ORDER BY c.nr) AS "naarKolommen"
    FROM pg_constraint k JOIN pg_class f ON f.oid = k.conrelid JOIN pg_class t ON t.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = k.connamespace
    WHERE n.nspname = 'public' AND k.contype = 'f'`);
  return { tabellen: tabellen.rows, sleutels: sleutels.rows, verwijzingen: verwijzingen.rows };
}

/** A quoted identifier as Citus's functions take it in a regclass string. */
const ident = (naam: string) => `'"${naam.replaceAll('"', '""')}"'`;

/**
 * The SQL of the move (docs/scale-out.md, step 4), in an order Citus accepts: the foreign keys that
 * go, reference tables and local tables with what they point at first, then the distributed
 * tables co-located with `anker`, each after the distributed tables it points at.
 */
export function citusPlan(cat: Catalogus, plan: Plan, anker = "Vestiging"): string[] {
  const sql: string[] = [];
  for (const v of cat.verwijzingen)
    if (plan.vervallen.has(v.naam)) sql.push(`ALTER TABLE "${v.van}" DROP CONSTRAINT "${v.naam}";`);
  const klasse = (t: string): Klasse => plan.tabellen.get(t) ?? "gedistribueerd";
  const namen = cat.tabellen.map((t) => t.naam).sort();
  const wijstNaar = new Map(namen.map((n) => [n, new Set<string>()]));
  for (const v of cat.verwijzingen)
    if (v.van !== v.naar && !plan.vervallen.has(v.naam)) wijstNaar.get(v.van)?.add(v.naar);
  // Referenced tables first (depth-first; the schema has no cycles outside self-references).
  const volgorde: string[] = [];
  const gezien = new Set<string>();
  const bezoek = (t: string) => {
    if (gezien.has(t)) return;
    gezien.add(t);
    for (const n of [...(wijstNaar.get(t) ?? [])].sort()) bezoek(n);
    volgorde.push(t);
  };
  for (const soort of ["referentie", "lokaal", "gedistribueerd"] as const) {
    const deze = volgorde.length;
    if (soort === "gedistribueerd" && namen.includes(anker)) bezoek(anker);
    for (const n of namen) if (klasse(n) === soort) bezoek(n);
    for (const t of volgorde.slice(deze)) {
      if (klasse(t) !== soort) continue;
      if (soort === "referentie") sql.push(`SELECT create_reference_table(${ident(t)});`);
      else if (soort === "lokaal") sql.push(`SELECT citus_add_local_table_to_metadata(${ident(t)});`);
      else if (t === anker) sql.push(`SELECT create_distributed_table(${ident(t)}, '${DISTRIBUTIEKOLOM}');`);
      else sql.push(`SELECT create_distributed_table(${ident(t)}, '${DISTRIBUTIEKOLOM}', colocate_with => ${ident(anker)});`);
    }
  }
  return sql;
}
