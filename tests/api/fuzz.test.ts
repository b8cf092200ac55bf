import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { tijdfactor } from "@/scripts/tijdfactor";
import { makeUser } from "./helpers";
import { Ids, leesOperaties, type Operatie, type Schema } from "./openapi-walk";

/**
 * Bad input never breaks the server, for every operation /api/openapi documents (also the ones
 * added later, without a test of their own): each operation is called as someone with every right,
 * with its path ids, query values and body fields replaced by what careless and hostile clients
 * send — numbers past the column range and in other notations, NUL, control and bidi characters,
 * huge and odd strings, wrong types, missing fields, malformed JSON, invalid UTF-8, wrong content
 * types — and every answer must be below 500 and, when it fails, carry the error shape. Then what
 * the input screen promises, per kind of input: JSON nested 10,000 and 100,000 levels deep, bidi
 * overrides in the text fields and file names of every multipart operation, "%" and "_" in every
 * search parameter (matched literally), and names that differ only in NFC/NFD or are a wildcard
 * in every Add operation that refuses duplicate names.
 * FUZZ_RUNS raises the number of random cases per operation (default 3; e.g. FUZZ_RUNS=200).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
let pool: pg.Pool;
let adm = 0;
let cookie = "";
let ids = new Ids();
let operaties: Operatie[] = [];

const SLECHTE_IDS = ["2147483648", "99999999999999999999", "-1", "0", "0x10", " 1", "1e3", "+1", "1.5", "\u0000", "%00", "a", "x".repeat(3000), "\u202e1", "😀", "null", "[]"];
const SLECHTE_TEKSTEN = ["\u0000", "a\u0000b", "\u0001\u0002\u001b[31m", "\u202eevil", "\ud800", "x".repeat(100_000), "'; DROP TABLE \"Leerling\"; --", "%_%", "\\", "😀".repeat(50), "\r\n\t"];
const SLECHTE_WAARDEN: unknown[] = [2 ** 31, -(2 ** 31) - 1, 1e308, -1, 0, 1.5, Number.MAX_SAFE_INTEGER, "1", true, null, [], {}, [null], { a: { b: { c: [] } } }, ...SLECHTE_TEKSTEN];

interface Antwoord {
  status: number;
  json: unknown;
  wat: string;
}

async function stuur(method: string, pad: string, query: Record<string, string>, body?: { bytes: BodyInit; type: string }): Promise<Antwoord> {
  const url = new URL(`http://localhost${pad}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
  const headers: Record<string, string> = { "x-csrf": "1", cookie };
  if (body) headers["content-type"] = body.type;
  const res = await getApi().fetch(new Request(url, { method, headers, body: body?.bytes }));
  const tekst = await res.text();
  let json: unknown = tekst;
  try {
    json = JSON.parse(tekst);
  } catch {
    /* a file or text answer */
  }
  return { status: res.status, json, wat: `${method} ${url.pathname}${url.search.slice(0, 120)}` };
}

const fouten: string[] = [];
function beoordeel(a: Antwoord, extra = "") {
  const vorm = a.json as { error?: unknown; message?: unknown } | undefined;
  if (a.status >= 500) fouten.push(`${a.status} ${a.wat} ${extra}`.slice(0, 300));
  else if (a.status >= 400 && (typeof vorm?.error !== "string" || typeof vorm?.message !== "string"))
    fouten.push(`${a.status} zonder foutvorm: ${a.wat} ${extra}`.slice(0, 300));
}

/** A valid-looking request of the operation, with `vervang` applied to one of its inputs. */
function basis(op: Operatie) {
  const id = ids.voor(op)[0] ?? 1;
  const { pad, query, body } = ids.invullen(op, adm, id, huidigSchooljaar());
  return { pad, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), body };
}

const padDelen = (op: Operatie) => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
function metPad(op: Operatie, pad: string, naam: string, waarde: string) {
  const delen = op.path.split("/");
  const echt = pad.split("/");
  return delen.map((d, i) => (d === `{${naam}}` ? encodeURIComponent(waarde) : echt[i])).join("/");
}

/** Every leaf path of a body (a.b.0.c) with a replacement there. */
function bodyPaden(waarde: unknown, pad: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(waarde)) return [pad, ...waarde.flatMap((v, i) => bodyPaden(v, [...pad, i]))];
  if (waarde && typeof waarde === "object") return [pad, ...Object.entries(waarde).flatMap(([k, v]) => bodyPaden(v, [...pad, k]))];
  return [pad];
}
function zet(waarde: unknown, pad: (string | number)[], nieuw: unknown): unknown {
  if (!pad.length) return nieuw;
  const kopie = structuredClone(waarde) as Record<string | number, unknown>;
  let hier = kopie;
  for (const stap of pad.slice(0, -1)) hier = hier[stap] as Record<string | number, unknown>;
  hier[pad.at(-1)!] = nieuw;
  return kopie;
}
const json = (v: unknown) => ({ bytes: JSON.stringify(v), type: "application/json" });

beforeAll(async () => {
  // The generator is the owner's tool (it sets sequences): the app's role may not.
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL, max: 2 });
  adm = (await genereer(pool, { tenants: 1, pupils: 15, years: 1, seed: 31, startAdministratieNr: 940_000, bulk: false, workers: 1 })).administratieNrs[0]!;
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(adm, rol.id)).cookie;
  ids = await Ids.van(pool, adm);
  // Writes first would delete what later reads use: reads, then writes, deletes last.
  const orde = (m: string) => ({ GET: 0, POST: 1, PUT: 1, DELETE: 2 })[m] ?? 1;
  operaties = (await leesOperaties(cookie)).filter((op) => op.path !== "/api/openapi").sort((a, b) => orde(a.method) - orde(b.method));
}, 240_000);

afterAll(async () => {
  await pool.end();
});

describe("schema-driven fuzz over every documented operation", () => {
  it("refuses JSON nested 10,000 and 100,000 levels deep with a 400 on every JSON operation", async () => {
    const diep: string[] = [];
    const getest = new Set<string>();
    for (const op of operaties.filter((o) => o.body && o.method !== "GET" && o.method !== "DELETE")) {
      const { pad, query } = basis(op);
      for (const n of [10_000, 100_000])
        for (const bytes of ["[".repeat(n) + "]".repeat(n), `${'{"a":'.repeat(n)}1${"}".repeat(n)}`]) {
          const a = await stuur(op.method, pad, query, { bytes, type: "application/json" });
          beoordeel(a);
          // 403/404: refused before the body is read (a module the administration lacks).
          if (a.status === 403 || a.status === 404) continue;
          getest.add(op.path);
          if (a.status !== 400 || !/te diep genest/.test(String((a.json as { message?: unknown }).message)))
            diep.push(`${a.status} ${a.wat} diepte ${n}: ${JSON.stringify(a.json).slice(0, 120)}`);
        }
    }
    expect(getest.size).toBeGreaterThan(100);
    expect(diep.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("screens the text fields and file names of every multipart operation as JSON text", async () => {
    const fouten: string[] = [];
    const getest = new Set<string>();
    for (const op of operaties.filter((o) => o.formulier?.properties)) {
      const { pad, query } = basis(op);
      const id = ids.voor(op)[0] ?? 1;
      const velden = Object.entries(op.formulier!.properties!);
      const bestand = (s: Schema) => s.format === "binary" || s.items?.format === "binary";
      // An id field gets an id of the table it names (lesBundelId: a LesBundel), so the call gets as far as it can.
      const idVan = (naam: string) => String(ids.perTabel.get(naam.replace(/(Id|Nr)$/, "").toLowerCase())?.[0] ?? id);
      const gewoon = (naam: string, s: Schema) => (/url/i.test(naam) ? "https://example.org/" : s.type === "integer" || s.type === "array" ? idVan(naam) : `tekst ${naam}`);
      const formulier = (vervang: { veld: string; waarde: string } | null, bestandsnaam = "plaatje.png") => {
        const f = new FormData();
        for (const [naam, s] of velden) {
          if (bestand(s)) f.append(naam, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], bestandsnaam, { type: "image/png" }));
          else f.append(naam, vervang?.veld === naam ? vervang.waarde : gewoon(naam, s));
        }
        return f;
      };
      const stuurFormulier = async (f: FormData) => {
        const req = new Request("http://localhost", { method: "POST", body: f });
        return stuur(op.method, pad, query, { bytes: await req.arrayBuffer(), type: req.headers.get("content-type")! });
      };
      // An operation that refuses before it reads the body (the row does not exist) says nothing here.
      const schoon = await stuurFormulier(formulier(null));
      beoordeel(schoon, "multipart zonder fouten");
      // Refused before the body is read (AddImage checks its lesson first): says nothing here.
      const vooraf = schoon.status === 403 || schoon.status === 404 ? schoon.status : null;
      if (!vooraf) getest.add(`${op.method} ${op.path}`);
      const gevallen = [
        ...velden.filter(([, s]) => !bestand(s)).map(([naam]) => ({ veld: naam, vorm: formulier({ veld: naam, waarde: "gpj.\u202eexe" }), verwacht: /leesrichting/ })),
        ...(velden.some(([, s]) => bestand(s)) ? [{ veld: "bestandsnaam", vorm: formulier(null, "foto\u202egnp.exe"), verwacht: /bestandsnaam .*leesrichting/ }] : []),
      ];
      for (const g of gevallen) {
        const a = await stuurFormulier(g.vorm);
        beoordeel(a, `multipart ${g.veld}`);
        const melding = String((a.json as { message?: unknown }).message);
        if (a.status === vooraf) continue;
        if (a.status !== 400 || !g.verwacht.test(melding)) fouten.push(`${a.status} ${a.wat} ${g.veld}: ${melding.slice(0, 120)}`);
      }
    }
    console.log(`Multipart: ${getest.size} operations screened: ${[...getest].join(", ")}`);
    expect(getest).toContain("POST /api/Lesbronnen/add");
    expect(fouten.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("matches '%', '_' and '\\' literally in every search parameter (they never list every row)", async () => {
    const fouten: string[] = [];
    const gevonden: string[] = [];
    const aantal = (json: unknown): number => {
      if (Array.isArray(json)) return json.length;
      const items = (json as { items?: unknown } | null)?.items;
      if (Array.isArray(items)) return items.length;
      return json && typeof json === "object" ? Object.values(json).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0) : 0;
    };
    for (const op of operaties.filter((o) => o.method === "GET")) {
      for (const p of op.params.filter((x) => x.in === "query" && /^(search|zoek)$/i.test(x.name))) {
        const b = basis(op);
        // Only the required query values: an optional filter (vakgebiedNr) could leave nothing to find.
        const verplicht = new Set(op.params.filter((x) => (x as { required?: boolean }).required).map((x) => x.name));
        const { pad } = b;
        const query = Object.fromEntries(Object.entries(b.query).filter(([k]) => k === "administratieNr" || verplicht.has(k)));
        const met = (w?: string) => stuur("GET", pad, w === undefined ? query : { ...query, [p.name]: w });
        const alles = await met();
        if (alles.status !== 200) continue;
        const niets = await met("qqzqxq");
        if (aantal(alles.json) > aantal(niets.json)) gevonden.push(`${op.path}?${p.name}`);
        else console.log(`Search without rows to find: ${alles.wat}?${p.name}: ${aantal(alles.json)}`);
        for (const w of ["%", "_", "%".repeat(10), "\\", "%\\"]) {
          const a = await met(w);
          if (a.status !== 200 || aantal(a.json) !== aantal(niets.json)) fouten.push(`${a.status} ${a.wat}: ${aantal(a.json)} rijen, zonder treffers ${aantal(niets.json)}`);
        }
      }
    }
    console.log(`Searches with rows to find: ${gevonden.join(", ")}`);
    // The three the outside run found listing every row, with rows that a wildcard would list.
    for (const pad of ["/api/Formulieren/Actief", "/api/LesBundels?", "/api/LesBundels/Collegas"]) expect(gevonden.some((g) => g.startsWith(pad)), pad).toBe(true);
    expect(fouten.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("compares names literally and in NFC in every Add operation that refuses a duplicate name", async () => {
    const fouten: string[] = [];
    const getest: string[] = [];
    let teller = 0;
    for (const op of operaties.filter((o) => o.method === "POST" && /\/(Add|Toevoegen|Create|Nieuw)/i.test(o.path) && o.body?.properties?.naam)) {
      const { pad, query, body } = basis(op);
      const met = (naam: string) => stuur(op.method, pad, query, json({ ...(body as object), naam }));
      const naam = `Café Zoë ${++teller}`;
      if ((await met(naam)).status !== 200) continue;
      if ((await met(naam)).status !== 409) continue; // takes the same name twice: no duplicate check
      getest.push(op.path);
      const nfd = await met(naam.normalize("NFD"));
      if (nfd.status !== 409) fouten.push(`${nfd.status} ${nfd.wat}: de NFD-vorm van '${naam}' is geen dubbel`);
      // A wildcard is a name like any other: not a duplicate of every row, never a 500.
      for (const w of ["%", "_", "\\"]) {
        const a = await met(w);
        beoordeel(a, `naam ${w}`);
        if (a.status === 409 || a.status >= 500) fouten.push(`${a.status} ${a.wat}: naam ${JSON.stringify(w)}: ${String((a.json as { message?: unknown }).message).slice(0, 100)}`);
      }
    }
    console.log(`Duplicate names: ${getest.length} operations: ${getest.join(", ")}`);
    expect(getest.length).toBeGreaterThanOrEqual(8);
    expect(fouten.slice(0, 20)).toEqual([]);
  }, 300_000);

  // ~20,000 requests: on 2 cores shared with other work (load 12) this took over 10 minutes, at
  // load 20–30 over 20: the time-out grows with the load (scripts/tijdfactor.ts).
  it("never answers 5xx, and every failure has the error shape", async () => {
    expect(operaties.length).toBeGreaterThan(150);
    let verzoeken = 0;
    for (const op of operaties) {
      const { pad, query, body } = basis(op);
      const stuurOp = async (p: string, q: Record<string, string>, b?: { bytes: BodyInit; type: string }, extra = "") => {
        verzoeken++;
        beoordeel(await stuur(op.method, p, q, b), extra);
      };
      const gewoneBody = body !== undefined ? json(body) : undefined;

      // Path ids and values.
      for (const naam of padDelen(op)) for (const w of SLECHTE_IDS) await stuurOp(metPad(op, pad, naam, w), query, gewoneBody, `${naam}=${JSON.stringify(w).slice(0, 30)}`);
      // Query values, administratieNr among them.
      for (const naam of Object.keys({ ...query, ...Object.fromEntries(op.params.filter((p) => p.in === "query").map((p) => [p.name, ""])) }))
        for (const w of [...SLECHTE_IDS.slice(0, 9), ...SLECHTE_TEKSTEN.slice(0, 5)]) await stuurOp(pad, { ...query, [naam]: w }, gewoneBody, `?${naam}=${JSON.stringify(w).slice(0, 30)}`);

      if (op.method !== "GET" && op.method !== "DELETE") {
        // Every field of the body, replaced by a bad value; then the whole body.
        for (const p of bodyPaden(body ?? {}))
          for (const w of SLECHTE_WAARDEN) await stuurOp(pad, query, json(zet(body ?? {}, p, w)), `body.${p.join(".")}=${JSON.stringify(w)?.slice(0, 30)}`);
        for (const b of [
          { bytes: "{", type: "application/json" },
          { bytes: "", type: "application/json" },
          { bytes: "null", type: "application/json" },
          { bytes: "[1,2]", type: "application/json" },
          { bytes: new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x61, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: "application/json" },
          { bytes: JSON.stringify(body ?? {}), type: "text/plain" },
          { bytes: "naam=x", type: "application/x-www-form-urlencoded" },
          { bytes: "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n\u0000\r\n--x--", type: "multipart/form-data; boundary=x" },
        ])
          await stuurOp(pad, query, b, `body ${b.type} ${String(b.bytes).slice(0, 20)}`);
      }

      // Random values from fast-check in every input position.
      const willekeurig = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }));
      const plekken = [...padDelen(op).map((n) => ({ soort: "pad" as const, n })), ...Object.keys(query).map((n) => ({ soort: "query" as const, n })), ...(op.method !== "GET" && op.method !== "DELETE" ? bodyPaden(body ?? {}).map((n) => ({ soort: "body" as const, n })) : [])];
      if (plekken.length)
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...plekken), willekeurig, async (plek, w) => {
            const tekst = typeof w === "string" ? w : JSON.stringify(w) ?? "";
            if (plek.soort === "pad") await stuurOp(metPad(op, pad, plek.n, tekst || "x"), query, gewoneBody, `random ${plek.n}`);
            else if (plek.soort === "query") await stuurOp(pad, { ...query, [plek.n]: tekst }, gewoneBody, `random ?${plek.n}`);
            else await stuurOp(pad, query, json(zet(body ?? {}, plek.n, w)), `random body.${plek.n.join(".")}`);
            return true;
          }),
          { numRuns: RUNS, seed: 20261125 },
        );
    }
    console.log(`Fuzz: ${operaties.length} operations, ${verzoeken} requests, ${fouten.length} faults`);
    expect(fouten.slice(0, 40)).toEqual([]);
  }, 1_200_000 * tijdfactor());
});
