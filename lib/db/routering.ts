/**
 * Citus routing of one SQL statement (issue 33, docs/scale-out.md): Citus sends a statement to one
 * shard only when every distributed table it reaches is held to one value of the distribution
 * column — `"administratieNr" = <one value>` directly, or through an equality on that column with
 * a table that is. Everything else fans out to every node. `beoordeel` decides, per statement:
 * - `gerouteerd`: every distributed table (FROM, JOIN, subqueries, CTEs, the target of an INSERT,
 *   UPDATE or DELETE) is bound to the same administratieNr value;
 * - `referentie`: it reaches reference and local tables only (or no table);
 * - `niet-routeerbaar`: a distributed table without that bond, or two different values.
 *
 * Bound means, in a top-level conjunct of a WHERE, JOIN … ON or HAVING (not under OR or NOT):
 * `t."administratieNr" = $n | literal`, `IN (…)` or `= ANY($n)` whose values are all one value
 * (parameter values are compared, so Prisma's `IN ($1,$2)` with two equal parameters is one value),
 * an OR whose every branch binds the column to the same value, or `a."administratieNr" =
 * b."administratieNr"` with b bound (also across a correlated subquery, a derived table or a CTE
 * whose output column is the distribution column). An INSERT is bound by the value it writes into
 * the column (VALUES rows or the SELECT's column).
 *
 * Parser: libpg-query, the parser of PostgreSQL itself (libpg_query, the source of Postgres's
 * gram.y) compiled to WebAssembly and shipped in the npm package: it reads every statement Postgres
 * reads, Prisma's generated SQL and our raw SQL alike, with no native build step and no network at
 * install. pgsql-ast-parser (pure JS) was the alternative; it is a hand-written grammar that has
 * not followed Postgres for years and would have to be trusted on every construct Prisma emits.
 */
import { loadModule, parseSync } from "libpg-query";
import { DISTRIBUTIEKOLOM, type Catalogus, type Plan, type Soort } from "./distributie";

export type Uitkomst = "gerouteerd" | "referentie" | "niet-routeerbaar";

export interface Oordeel {
  uitkomst: Uitkomst;
  /** The one administratieNr value (a parameter's value, or `$n` when no values were given). */
  waarde?: string;
  /** The distributed tables reached. */
  tabellen: string[];
  /** Why it is not routable, one line per cause. */
  redenen: string[];
}

/** How one table is placed: the plan's list, and every other table of the public schema is distributed. */
export interface Indeling {
  soort(naam: string, schema?: string): Soort | "gedistribueerd";
  /** Whether the table may have a column of that name (unknown tables: yes). */
  heeftKolom(naam: string, kolom: string): boolean;
}

export function indelingVan(plan: Plan, catalogus?: Catalogus): Indeling {
  const kolommen = new Map(catalogus?.tabellen.map((t) => [t.naam, new Set(t.kolommen)]));
  return {
    soort(naam, schema) {
      if (schema && schema !== "public") return "lokaal";
      if (naam.startsWith("pg_") || naam === "_prisma_migrations") return "lokaal";
      const s = plan.tabellen.get(naam);
      if (s) return s;
      if (catalogus && !kolommen.has(naam)) return "lokaal"; // not a table of the schema (a view, a typo that fails anyway)
      return "gedistribueerd";
    },
    heeftKolom(naam, kolom) {
      return kolommen.get(naam)?.has(kolom) ?? true;
    },
  };
}

let geladen: Promise<void> | undefined;
/** The parser is WebAssembly: load it once before `beoordeel`. */
export function laadParser(): Promise<void> {
  geladen ??= loadModule();
  return geladen;
}

/** Statements that plan nothing (transaction control, settings): not counted by the check. */
export function isBesturing(sql: string): boolean {
  return /^\s*(BEGIN|COMMIT|ROLLBACK|START\s+TRANSACTION|SAVEPOINT|RELEASE|SET|RESET|SHOW|DEALLOCATE|DISCARD)\b/i.test(sql);
}

// The parse tree is Postgres's own node tree as JSON (libpg_query's protobuf mapping).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Knoop = any;

const bomen = new Map<string, Knoop[]>();
function parse(sql: string): Knoop[] {
  let b = bomen.get(sql);
  if (!b) {
    b = (parseSync(sql) as { stmts: { stmt: Knoop }[] }).stmts.map((s) => s.stmt);
    if (bomen.size > 5000) bomen.clear();
    bomen.set(sql, b);
  }
  return b;
}

/** A FROM item: a table, or a derived table / CTE reference / function whose columns come from elsewhere. */
interface Item {
  alias: string;
  tabel?: string;
  /** The distribution column's node, for a distributed table. */
  knoop?: string;
  /** For a derived table or CTE: its output column → node (or undefined: not traceable). */
  kolom?: (naam: string) => string | undefined;
  /** Columns named by a function's alias, or undefined when unknown. */
  kolomnamen?: string[];
}
interface Bereik {
  ouder?: Bereik;
  items: Item[];
  ctes: Map<string, { stmt: Knoop; bereik: () => Bereik | undefined }>;
}

class Beoordeling {
  private ouders = new Map<string, string>();
  private waarden = new Map<string, Set<string>>();
  private onbepaald = new Set<string>();
  private verdeeld: { tabel: string; knoop: string }[] = [];
  private teller = 0;
  redenen: string[] = [];

  constructor(
    private indeling: Indeling,
    private values: unknown[] | undefined,
  ) {}

  // --- union-find over distribution-column nodes and constants ---
  private vind(x: string): string {
    let p = this.ouders.get(x) ?? x;
    if (p !== x) {
      p = this.vind(p);
      this.ouders.set(x, p);
    }
    return p;
  }
  private verbind(a: string | undefined, b: string | undefined) {
    if (!a || !b) return;
    const ra = this.vind(a);
    const rb = this.vind(b);
    if (ra === rb) return;
    this.ouders.set(rb, ra);
    const w = new Set([...(this.waarden.get(ra) ?? []), ...(this.waarden.get(rb) ?? [])]);
    this.waarden.set(ra, w);
    this.waarden.delete(rb);
    if (this.onbepaald.has(rb)) this.onbepaald.add(ra);
  }
  private constante(sleutel: string): string {
    const k = `c:${sleutel}`;
    if (!this.waarden.has(this.vind(k))) this.waarden.set(this.vind(k), new Set([sleutel]));
    return k;
  }

  // --- values ---
  private param(n: number): unknown {
    return this.values ? this.values[n - 1] : undefined;
  }
  private sleutelVan(v: unknown): string {
    return v instanceof Date ? v.toISOString() : String(v);
  }
  /** The constant(s) an expression stands for: one key per value (an array parameter gives its elements). */
  private constanten(e: Knoop, lijst = false): string[] | undefined {
    if (!e) return undefined;
    if (e.TypeCast) return this.constanten(e.TypeCast.arg, lijst);
    if (e.ParamRef) {
      if (!this.values) return [`$${e.ParamRef.number}`];
      const v = this.param(e.ParamRef.number);
      if (lijst && Array.isArray(v)) return [...new Set(v.map((x) => this.sleutelVan(x)))];
      return v === null || v === undefined ? undefined : [this.sleutelVan(v)];
    }
    if (e.A_Const) {
      const c = e.A_Const;
      if (c.isnull) return undefined;
      const v = c.ival ? (c.ival.ival ?? 0) : c.fval ? c.fval.fval : c.sval ? c.sval.sval : c.boolval ? String(c.boolval.boolval ?? false) : undefined;
      return v === undefined ? undefined : [String(v)];
    }
    if (lijst && e.A_ArrayExpr) {
      const delen = (e.A_ArrayExpr.elements ?? []).map((x: Knoop) => this.constanten(x));
      if (delen.some((d: string[] | undefined) => !d)) return undefined;
      return [...new Set(delen.flat() as string[])];
    }
    return undefined;
  }
  /** The node an expression stands for: a distribution column or one constant (a set: several are bound together). */
  private knopen(e: Knoop, b: Bereik, lijst = false): string[] | undefined {
    if (!e) return undefined;
    if (e.TypeCast) return this.knopen(e.TypeCast.arg, b, lijst);
    if (e.ColumnRef) {
      const k = this.kolom(e.ColumnRef.fields, b);
      return k ? [k] : undefined;
    }
    const c = this.constanten(e, lijst);
    return c?.map((x) => this.constante(x));
  }

  // --- names ---
  private kolom(fields: Knoop[], b: Bereik): string | undefined {
    const namen = fields.map((f: Knoop) => f.String?.sval as string | undefined);
    if (namen.some((n) => n === undefined)) return undefined; // t.*
    const kolom = namen[namen.length - 1]!;
    const kwalificatie = namen.length >= 2 ? namen[namen.length - 2] : undefined;
    for (let s: Bereik | undefined = b; s; s = s.ouder) {
      if (kwalificatie !== undefined) {
        const item = s.items.find((i) => i.alias === kwalificatie);
        if (item) return this.kolomVan(item, kolom);
        continue;
      }
      const kandidaten = s.items.filter((i) => this.magHebben(i, kolom));
      if (kandidaten.length === 0) continue;
      // Postgres refuses an ambiguous name, so more than one candidate means an unknown one.
      return kandidaten.length === 1 ? this.kolomVan(kandidaten[0]!, kolom) : undefined;
    }
    return undefined;
  }
  private magHebben(i: Item, kolom: string): boolean {
    if (i.tabel) return (i.knoop !== undefined && kolom === DISTRIBUTIEKOLOM) || this.indeling.heeftKolom(i.tabel, kolom);
    if (i.kolomnamen) return i.kolomnamen.includes(kolom);
    return i.kolom ? i.kolom(kolom) !== undefined : true;
  }
  private kolomVan(i: Item, kolom: string): string | undefined {
    if (i.knoop) return kolom === DISTRIBUTIEKOLOM ? i.knoop : undefined;
    return i.kolom?.(kolom);
  }

  // --- statements ---
  statement(s: Knoop, ouder?: Bereik, ctes?: Bereik["ctes"]): Bereik | undefined {
    if (s.SelectStmt) return this.select(s.SelectStmt, ouder, ctes);
    if (s.InsertStmt) return this.insert(s.InsertStmt, ouder, ctes);
    if (s.UpdateStmt) return this.wijzig(s.UpdateStmt, ouder, ctes, "update");
    if (s.DeleteStmt) return this.wijzig(s.DeleteStmt, ouder, ctes, "delete");
    // Anything else (COPY, DDL, CALL…): every distributed table named in it counts as unbound.
    this.rangeVars(s, (rv) => {
      if (this.indeling.soort(rv.relname, rv.schemaname) === "gedistribueerd") this.tabel(rv, { ouder, items: [], ctes: new Map() });
    });
    return undefined;
  }

  private metCtes(withClause: Knoop, ouder: Bereik | undefined, ctes: Bereik["ctes"] | undefined): Bereik["ctes"] {
    const zicht = new Map(ctes ?? []);
    for (const c of withClause?.ctes ?? []) {
      const cte = c.CommonTableExpr;
      const cel: { bereik?: Bereik } = {};
      const zichtNu = new Map(zicht);
      const naam = cte.ctename as string;
      zicht.set(naam, { stmt: cte.ctequery, bereik: () => cel.bereik });
      // A recursive CTE sees itself; a plain one sees the ones before it.
      if (withClause.recursive) zichtNu.set(naam, zicht.get(naam)!);
      cel.bereik = this.statement(cte.ctequery, ouder, zichtNu);
    }
    return zicht;
  }

  private select(sel: Knoop, ouder: Bereik | undefined, ctes: Bereik["ctes"] | undefined): Bereik | undefined {
    const zicht = this.metCtes(sel.withClause, ouder, ctes);
    if (sel.op && sel.op !== "SETOP_NONE") {
      this.select(sel.larg, ouder, zicht);
      this.select(sel.rarg, ouder, zicht);
      return undefined;
    }
    const b: Bereik = { ouder, items: [], ctes: zicht };
    const voorwaarden: Knoop[] = [];
    for (const f of sel.fromClause ?? []) this.vanItem(f, b, voorwaarden);
    if (sel.whereClause) voorwaarden.push(sel.whereClause);
    if (sel.havingClause) voorwaarden.push(sel.havingClause);
    for (const v of voorwaarden) this.voorwaarde(v, b);
    for (const rij of sel.valuesLists ?? []) this.subLinks(rij, b);
    this.subLinks([sel.targetList, sel.sortClause, sel.groupClause, sel.limitCount, sel.limitOffset, sel.distinctClause], b);
    return b;
  }

  private insert(ins: Knoop, ouder: Bereik | undefined, ctes: Bereik["ctes"] | undefined): Bereik | undefined {
    const zicht = this.metCtes(ins.withClause, ouder, ctes);
    const b: Bereik = { ouder, items: [], ctes: zicht };
    const doel = this.tabel(ins.relation, b);
    const kolommen = (ins.cols ?? []).map((c: Knoop) => c.ResTarget.name as string);
    const plek = kolommen.indexOf(DISTRIBUTIEKOLOM);
    const sel = ins.selectStmt?.SelectStmt;
    if (doel?.knoop) {
      if (plek < 0 || !sel) this.onbepaald.add(this.vind(doel.knoop));
      else if (sel.valuesLists) {
        for (const rij of sel.valuesLists) {
          const k = this.knopen(rij.List.items[plek], b);
          if (!k) this.onbepaald.add(this.vind(doel.knoop));
          for (const x of k ?? []) this.verbind(doel.knoop, x);
        }
      }
    }
    if (sel && !sel.valuesLists) {
      const sb = this.select(sel, ouder, zicht);
      const doelwit = sel.targetList?.[plek]?.ResTarget?.val;
      if (doel?.knoop) {
        const k = plek >= 0 && sb && doelwit ? this.knopen(doelwit, sb) : undefined;
        if (!k) this.onbepaald.add(this.vind(doel.knoop));
        for (const x of k ?? []) this.verbind(doel.knoop, x);
      }
    } else if (sel) for (const rij of sel.valuesLists) this.subLinks(rij, b);
    const oc = ins.onConflictClause;
    if (oc) {
      this.subLinks([oc.targetList], b);
      if (oc.whereClause) this.voorwaarde(oc.whereClause, b);
    }
    this.subLinks([ins.returningClause ?? ins.returningList], b);
    return b;
  }

  private wijzig(st: Knoop, ouder: Bereik | undefined, ctes: Bereik["ctes"] | undefined, soort: "update" | "delete"): Bereik {
    const zicht = this.metCtes(st.withClause, ouder, ctes);
    const b: Bereik = { ouder, items: [], ctes: zicht };
    this.tabel(st.relation, b);
    const voorwaarden: Knoop[] = [];
    for (const f of (soort === "update" ? st.fromClause : st.usingClause) ?? []) this.vanItem(f, b, voorwaarden);
    if (st.whereClause) voorwaarden.push(st.whereClause);
    for (const v of voorwaarden) this.voorwaarde(v, b);
    this.subLinks([st.targetList, st.returningClause ?? st.returningList], b);
    return b;
  }

  private tabel(rv: Knoop, b: Bereik): Item | undefined {
    const naam = rv.relname as string;
    const alias = (rv.alias?.aliasname as string | undefined) ?? naam;
    if (!rv.schemaname) {
      const cte = b.ctes.get(naam);
      if (cte) {
        const item: Item = { alias, kolom: (k) => this.uitvoerKolom(cte.stmt, cte.bereik(), k) };
        b.items.push(item);
        return item;
      }
    }
    const soort = this.indeling.soort(naam, rv.schemaname);
    const item: Item = { alias, tabel: naam };
    // A reference table's own administratieNr (the owner of a package, the author of a bundle)
    // carries a bond too: Postgres derives `t.a = $1` from `t.a = r.a AND r.a = $1`, and Citus prunes on it.
    if (soort === "gedistribueerd" || this.indeling.heeftKolom(naam, DISTRIBUTIEKOLOM)) item.knoop = `t${this.teller++}:${naam}`;
    if (soort === "gedistribueerd") this.verdeeld.push({ tabel: naam, knoop: item.knoop! });
    b.items.push(item);
    return item;
  }

  /** The node behind output column `kolom` of a derived table or CTE. */
  private uitvoerKolom(stmt: Knoop, bereik: Bereik | undefined, kolom: string): string | undefined {
    const sel = stmt?.SelectStmt;
    if (!sel || !bereik) return undefined;
    for (const t of sel.targetList ?? []) {
      const rt = t.ResTarget;
      const val = rt.val;
      const velden: Knoop[] | undefined = val?.ColumnRef?.fields;
      if (velden && velden[velden.length - 1]?.A_Star) {
        if (velden.length === 1) {
          const k = this.kolom([{ String: { sval: kolom } }], bereik);
          if (k) return k;
        } else {
          const k = this.kolom([...velden.slice(0, -1), { String: { sval: kolom } }], bereik);
          if (k) return k;
        }
        continue;
      }
      const naam = rt.name ?? velden?.[velden.length - 1]?.String?.sval;
      if (naam === kolom) return this.knopen(val, bereik)?.[0];
    }
    return undefined;
  }

  private vanItem(f: Knoop, b: Bereik, voorwaarden: Knoop[]) {
    if (f.RangeVar) this.tabel(f.RangeVar, b);
    else if (f.JoinExpr) {
      this.vanItem(f.JoinExpr.larg, b, voorwaarden);
      this.vanItem(f.JoinExpr.rarg, b, voorwaarden);
      if (f.JoinExpr.quals) voorwaarden.push(f.JoinExpr.quals);
      // USING ("administratieNr", …): the two sides are equal on those columns.
      for (const u of f.JoinExpr.usingClause ?? []) {
        const kolom = u.String?.sval;
        if (kolom !== DISTRIBUTIEKOLOM) continue;
        const links = this.zijItems(f.JoinExpr.larg, b);
        const rechts = this.zijItems(f.JoinExpr.rarg, b);
        for (const l of links) for (const r of rechts) this.verbind(this.kolomVan(l, kolom), this.kolomVan(r, kolom));
      }
    } else if (f.RangeSubselect) {
      const rs = f.RangeSubselect;
      const sb = this.statement(rs.subquery, rs.lateral ? b : b.ouder, b.ctes);
      b.items.push({ alias: rs.alias?.aliasname ?? "", kolom: (k) => this.uitvoerKolom(rs.subquery, sb, k) });
    } else if (f.RangeFunction) {
      const rf = f.RangeFunction;
      this.subLinks(rf.functions, b);
      const namen = (rf.alias?.colnames ?? []).map((c: Knoop) => c.String?.sval as string);
      b.items.push({ alias: rf.alias?.aliasname ?? "", kolomnamen: namen });
    } else this.subLinks(f, b);
  }
  private zijItems(f: Knoop, b: Bereik): Item[] {
    const alias = f.RangeVar ? (f.RangeVar.alias?.aliasname ?? f.RangeVar.relname) : (f.RangeSubselect?.alias?.aliasname ?? f.JoinExpr?.alias?.aliasname);
    return b.items.filter((i) => i.alias === alias);
  }

  /** A WHERE / ON / HAVING: its top-level conjuncts bind; every subquery in it is judged on its own. */
  private voorwaarde(e: Knoop, b: Bereik) {
    for (const c of conjuncten(e)) {
      const binding = this.binding(c, b);
      for (const [x, y] of binding) this.verbind(x, y);
      if (c.BoolExpr?.boolop === "OR_EXPR") this.of(c, b);
      else if (c.SubLink) this.subLink(c.SubLink, b, true);
      if (!c.SubLink) this.subLinks(c, b);
    }
  }

  /** The equalities one conjunct states: pairs of nodes to bind. */
  private binding(c: Knoop, b: Bereik): [string, string][] {
    const a = c.A_Expr;
    if (!a) return [];
    const op = a.name?.[a.name.length - 1]?.String?.sval;
    if (op !== "=") return [];
    if (a.kind === "AEXPR_OP") {
      if (a.lexpr?.RowExpr && a.rexpr?.RowExpr) {
        const l = a.lexpr.RowExpr.args ?? [];
        const r = a.rexpr.RowExpr.args ?? [];
        return l.flatMap((x: Knoop, i: number) => this.paren(this.knopen(x, b), this.knopen(r[i], b)));
      }
      return this.paren(this.knopen(a.lexpr, b), this.knopen(a.rexpr, b));
    }
    if (a.kind === "AEXPR_OP_ANY") return this.paren(this.knopen(a.lexpr, b), this.knopen(a.rexpr, b, true));
    if (a.kind === "AEXPR_IN") {
      const items: Knoop[] = a.rexpr?.List?.items ?? [];
      if (a.lexpr?.RowExpr) {
        const l: Knoop[] = a.lexpr.RowExpr.args ?? [];
        return l.flatMap((x: Knoop, i: number) => {
          const links = this.knopen(x, b);
          const rechts = items.map((it) => this.knopen(it.RowExpr?.args?.[i], b));
          return rechts.some((r) => !r) ? [] : rechts.flatMap((r) => this.paren(links, r));
        });
      }
      const links = this.knopen(a.lexpr, b);
      const rechts = items.map((it) => this.knopen(it, b));
      // Bound only when every element is known; several values are bound together (and conflict).
      return rechts.some((r) => !r) ? [] : rechts.flatMap((r) => this.paren(links, r));
    }
    return [];
  }
  private paren(l: string[] | undefined, r: string[] | undefined): [string, string][] {
    if (!l || !r) return [];
    const alle = [...l, ...r];
    return alle.slice(1).map((x) => [alle[0]!, x]);
  }

  /** An OR binds a column to a value when every branch binds it to that value (Prisma's composite `in`). */
  private of(c: Knoop, b: Bereik) {
    const takken: Map<string, Set<string>>[] = c.BoolExpr.args.map((tak: Knoop) => {
      const m = new Map<string, Set<string>>();
      for (const d of conjuncten(tak))
        for (const [x, y] of this.binding(d, b)) {
          const [kolom, waarde] = x.startsWith("c:") ? [y, x] : [x, y];
          if (kolom.startsWith("c:") || !waarde.startsWith("c:")) continue;
          m.set(kolom, new Set([...(m.get(kolom) ?? []), waarde]));
        }
      return m;
    });
    for (const [kolom] of takken[0] ?? []) {
      if (!takken.every((t) => t.has(kolom))) continue;
      for (const t of takken) for (const w of t.get(kolom)!) this.verbind(kolom, w);
    }
  }

  private subLink(sl: Knoop, b: Bereik, conjunct: boolean) {
    const sb = this.statement(sl.subselect, b, b.ctes);
    // `t."administratieNr" IN (SELECT x."administratieNr" …)` as a conjunct: an equi-join.
    if (conjunct && sl.subLinkType === "ANY_SUBLINK" && sb && sl.testexpr) {
      const doel = sl.subselect?.SelectStmt?.targetList?.[0]?.ResTarget?.val;
      for (const [x, y] of this.paren(this.knopen(sl.testexpr, b), doel ? this.knopen(doel, sb) : undefined)) this.verbind(x, y);
    }
  }
  /** Every subquery inside an expression, judged with `b` as its outer scope. */
  private subLinks(e: Knoop, b: Bereik) {
    if (!e || typeof e !== "object") return;
    if (Array.isArray(e)) {
      for (const x of e) this.subLinks(x, b);
      return;
    }
    if (e.SubLink) {
      this.subLink(e.SubLink, b, false);
      this.subLinks(e.SubLink.testexpr, b);
      return;
    }
    for (const v of Object.values(e)) this.subLinks(v, b);
  }
  private rangeVars(e: Knoop, cb: (rv: Knoop) => void) {
    if (!e || typeof e !== "object") return;
    if (Array.isArray(e)) return e.forEach((x) => this.rangeVars(x, cb));
    if (e.RangeVar) cb(e.RangeVar);
    for (const v of Object.values(e)) this.rangeVars(v, cb);
  }

  oordeel(): Oordeel {
    const tabellen = [...new Set(this.verdeeld.map((v) => v.tabel))];
    if (this.verdeeld.length === 0) return { uitkomst: "referentie", tabellen, redenen: this.redenen };
    const alle = new Set<string>();
    for (const { tabel, knoop } of this.verdeeld) {
      const r = this.vind(knoop);
      const w = this.waarden.get(r) ?? new Set();
      if (this.onbepaald.has(r)) this.redenen.push(`${tabel}: schrijft geen vaste ${DISTRIBUTIEKOLOM}`);
      else if (w.size === 0) this.redenen.push(`${tabel}: niet gebonden aan één ${DISTRIBUTIEKOLOM}`);
      else if (w.size > 1) this.redenen.push(`${tabel}: ${DISTRIBUTIEKOLOM} ${[...w].join(" en ")}`);
      for (const x of w) alle.add(x);
    }
    if (this.redenen.length === 0 && alle.size > 1) this.redenen.push(`twee administraties: ${[...alle].join(" en ")}`);
    const redenen = [...new Set(this.redenen)];
    if (redenen.length) return { uitkomst: "niet-routeerbaar", tabellen, redenen };
    return { uitkomst: "gerouteerd", waarde: [...alle][0], tabellen, redenen };
  }
}

function conjuncten(e: Knoop): Knoop[] {
  if (e?.BoolExpr?.boolop === "AND_EXPR") return e.BoolExpr.args.flatMap(conjuncten);
  return e ? [e] : [];
}

/**
 * Judges one statement text (one or more statements) with its parameter values; without values,
 * `$1` and `$2` count as different values. Call `laadParser()` once before.
 */
export function beoordeel(sql: string, values: unknown[] | undefined, indeling: Indeling): Oordeel {
  let stmts: Knoop[];
  try {
    stmts = parse(sql);
  } catch (e) {
    return { uitkomst: "niet-routeerbaar", tabellen: [], redenen: [`niet te lezen: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const b = new Beoordeling(indeling, values);
  for (const s of stmts) b.statement(s);
  return b.oordeel();
}

/** One operation's statements, judged and counted. */
export interface Telling {
  statements: number;
  gerouteerd: number;
  referentie: number;
  nietRouteerbaar: { sql: string; redenen: string[] }[];
}
export function tel(statements: { text: string; values: unknown[] }[], indeling: Indeling): Telling {
  const t: Telling = { statements: 0, gerouteerd: 0, referentie: 0, nietRouteerbaar: [] };
  for (const s of statements) {
    if (isBesturing(s.text)) continue;
    t.statements++;
    const o = beoordeel(s.text, s.values, indeling);
    if (o.uitkomst === "gerouteerd") t.gerouteerd++;
    else if (o.uitkomst === "referentie") t.referentie++;
    else t.nietRouteerbaar.push({ sql: s.text, redenen: o.redenen });
  }
  return t;
}

/**
 * The operations docs/scale-out.md allows to fan out, with their reason: rows
 * `| \`GET /Accounts/Administraties\` | uitwaaieren | why |` (the method and the route's path as
 * in lib/api/routes, without /api).
 */
export function leesUitzonderingen(markdown: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const regel of markdown.split("\n")) {
    const r = /^\|\s*`((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)`\s*\|\s*uitwaaieren\s*\|\s*(.+?)\s*\|\s*$/.exec(regel);
    if (r && r[2]!.length > 0) m.set(r[1]!, r[2]!);
  }
  return m;
}

/** Every operation's statements judged: the table the shard check prints, and what fails it. */
export interface Controle {
  perOperatie: Map<string, Telling>;
  totaal: { statements: number; gerouteerd: number; referentie: number; nietRouteerbaar: number };
  /** Not routable in an operation docs/scale-out.md does not list. */
  fouten: { operatie: string; sql: string; redenen: string[] }[];
}
export function controleer(opnamen: { operatie: string; statements: { text: string; values: unknown[] }[] }[], indeling: Indeling, uitzonderingen: Map<string, string>): Controle {
  const perOperatie = new Map<string, Telling>();
  for (const o of opnamen) {
    const t = tel(o.statements, indeling);
    const al = perOperatie.get(o.operatie);
    if (!al) perOperatie.set(o.operatie, t);
    else {
      al.statements += t.statements;
      al.gerouteerd += t.gerouteerd;
      al.referentie += t.referentie;
      al.nietRouteerbaar.push(...t.nietRouteerbaar);
    }
  }
  const totaal = { statements: 0, gerouteerd: 0, referentie: 0, nietRouteerbaar: 0 };
  const fouten: Controle["fouten"] = [];
  for (const [operatie, t] of perOperatie) {
    totaal.statements += t.statements;
    totaal.gerouteerd += t.gerouteerd;
    totaal.referentie += t.referentie;
    totaal.nietRouteerbaar += t.nietRouteerbaar.length;
    if (uitzonderingen.has(operatie)) continue;
    const gezien = new Set<string>();
    for (const n of t.nietRouteerbaar) {
      if (gezien.has(n.sql)) continue;
      gezien.add(n.sql);
      fouten.push({ operatie, ...n });
    }
  }
  return { perOperatie, totaal, fouten };
}

export function samenvatting(t: Controle["totaal"]): string {
  return `${t.statements} statements: ${t.gerouteerd} routed to one administration, ${t.referentie} reference or local only, ${t.nietRouteerbaar} not routable`;
}
