import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { berekenClientBerichten, genereer, UITVOER } from "@/scripts/client-berichten";
import { kiesBerichten } from "@/lib/i18n/kies";

const APP = path.resolve(import.meta.dirname, "../../app");

describe("client messages per page (issue 27)", () => {
  it("the generated lists are up to date with the code (else: npx tsx scripts/client-berichten.ts)", () => {
    expect(berekenClientBerichten().fouten).toEqual([]);
    expect(fs.readFileSync(UITVOER, "utf8")).toBe(genereer());
  });

  it("every page and layout that ships messages wraps itself with its own key", () => {
    const { paginas } = berekenClientBerichten();
    const fout: string[] = [];
    for (const [sleutel, ns] of Object.entries(paginas)) {
      const bron = fs.readFileSync(path.join(APP, `${sleutel}.tsx`), "utf8");
      const gebruikt = [...bron.matchAll(/metBerichten\("([^"]*)"/g)].map((m) => m[1]);
      if (ns.length > 0 && !gebruikt.includes(sleutel)) fout.push(`${sleutel}: metBerichten("${sleutel}", …) ontbreekt`);
      for (const ander of gebruikt) if (ander !== sleutel) fout.push(`${sleutel}: metBerichten met de sleutel van ${ander}`);
    }
    expect(fout).toEqual([]);
  });

  it("a page ships far less than all messages", () => {
    const { schil, paginas } = berekenClientBerichten();
    expect(schil).toContain("translation.termen");
    expect(schil).not.toContain("planning");
    expect(paginas["[admnr]/schooljaar/[schooljaar]/adm/leerlingen/page"]).toContain("adm.leerlingen");
  });

  it("a computed namespace takes the values the page gives its parts", () => {
    // categorie-lijst.tsx: useTranslations(`beheer.categorieen.${soort}`), the page passes soort="notitiesoorten".
    const { paginas } = berekenClientBerichten();
    expect(paginas["[admnr]/beheer/Notitiesoorten/page"]).toContain("beheer.categorieen.notitiesoorten");
    expect(paginas["[admnr]/beheer/Notitiesoorten/page"]).not.toContain("beheer.categorieen.dossiercategorieen");
  });
});

describe("kiesBerichten", () => {
  const alle = { a: { b: { c: "1", d: "2" }, e: "3" }, f: { g: "4" } };
  it("keeps the nesting of the chosen namespaces and leaves the rest and unknown ones out", () => {
    expect(kiesBerichten(alle, ["a.b", "f", "x.y"])).toEqual({ a: { b: { c: "1", d: "2" } }, f: { g: "4" } });
    expect(kiesBerichten(alle, ["a.e"])).toEqual({ a: { e: "3" } });
  });
  it("cuts a subset once per messages object and list", () => {
    expect(kiesBerichten(alle, ["a.b"])).toBe(kiesBerichten(alle, ["a.b"]));
    expect(kiesBerichten({ ...alle }, ["a.b"])).not.toBe(kiesBerichten(alle, ["a.b"]));
  });
});

describe("template pages ship what their screens use (issue 32)", () => {
  const nl = () => {
    const { paginas } = berekenClientBerichten();
    return (pagina: string) => kiesBerichten(berichtenNl(), paginas[pagina] ?? []) as { beheer?: Record<string, Record<string, unknown>> };
  };
  it("the OPP category page ships the builder's texts, not the list's or the template page's", () => {
    const b = nl()("[admnr]/beheer/Opptemplates/categeorie/[id]/[categorie]/page").beheer?.opptemplates;
    expect(b?.categorie).toBeDefined();
    expect(b?.titel).toBeUndefined();
    expect(b?.details).toBeUndefined();
  });
  it("a template list ships its own texts, not those of the template page or the builder's dialog", () => {
    const lees = nl();
    const opp = lees("[admnr]/beheer/Opptemplates/page").beheer;
    expect(opp?.opptemplates?.titel).toBeDefined();
    expect(opp?.opptemplates?.kolommen).toBeDefined();
    expect(opp?.opptemplates?.details).toBeUndefined();
    expect(opp?.opptemplates?.categorie).toBeUndefined();
    const lp = lees("[admnr]/beheer/leerlingplantemplates/page").beheer;
    expect(lp?.leerlingplantemplates?.titel).toBeDefined();
    expect(lp?.leerlingplantemplates?.details).toBeUndefined();
    expect(lp?.formuliertemplates).toBeUndefined();
  });
  it("a template page ships the builder's and its item dialog's texts", () => {
    const lp = nl()("[admnr]/beheer/leerlingplantemplates/details/[id]/page").beheer;
    expect(lp?.leerlingplantemplates?.details).toBeDefined();
    expect(lp?.leerlingplantemplates?.ja).toBeDefined();
    expect(lp?.formuliertemplates?.details).toBeDefined();
  });
});

describe("kiesBerichten: a namespace without some of its parts", () => {
  const alle = { a: { b: { c: "1" }, d: { e: "2" }, f: "3" } };
  it("leaves out the parts named after ' -', and another entry can add one back", () => {
    expect(kiesBerichten(alle, ["a -b -d"])).toEqual({ a: { f: "3" } });
    expect(kiesBerichten(alle, ["a -b -d", "a.d"])).toEqual({ a: { d: { e: "2" }, f: "3" } });
    expect(kiesBerichten(alle, ["a.d", "a -b -d"])).toEqual({ a: { d: { e: "2" }, f: "3" } });
  });
});

function berichtenNl(): Record<string, unknown> {
  const dir = path.resolve(import.meta.dirname, "../../messages/nl");
  const uit: Record<string, Record<string, unknown>> = {};
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith(".json")) continue;
    const ns = f.slice(0, -5);
    uit[ns] = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>;
    const sub = path.join(dir, ns);
    if (fs.existsSync(sub)) for (const g of fs.readdirSync(sub)) if (g.endsWith(".json")) uit[ns]![g.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(sub, g), "utf8"));
  }
  return uit;
}
