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
