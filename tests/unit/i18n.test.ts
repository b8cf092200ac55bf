import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/locales/[language]/[namespace]/route";
import {
  berichtBestanden,
  leesBron,
  termTekst,
  vulTermenIn,
  berichtenNaarDubbeleAccolades,
  deepMerge,
  FALLBACK_LANGUAGE,
  getTenantMessages,
  loadMessages,
  loadNamespace,
  localeVoorTaalCode,
  NAMESPACES,
  naarDubbeleAccolades,
  normaliseerTaalCode,
  SPECIAAL_ONDERWIJS_TAALCODE,
  TAALCODE_PER_SECTOR,
  TAALCODES,
  taalCodeKeten,
  taalCodeVoorSector,
} from "@/lib/i18n";
import { BIT_LABELS, FilterFlag, Functiegebied, FUNCTIEGEBIED_LABELS } from "@/lib/permissions/constants";

type Boom = { [sleutel: string]: unknown };

const MAP = path.resolve(import.meta.dirname, "../../messages");

/** A code's own messages of a namespace: its file plus its area files (messages/nl/beheer/tags.json → tags.*). */
function leesJson(code: string, ns: string): Boom {
  return leesBron(code as never, ns as never) as Boom;
}

/** Every leaf as "a.b.c" → value. */
function bladeren(boom: Boom, prefix = ""): Map<string, unknown> {
  const uit = new Map<string, unknown>();
  for (const [sleutel, waarde] of Object.entries(boom)) {
    // next-intl reads a dot as nesting, so a key must not contain one.
    if (sleutel.includes(".") || sleutel === "") throw new Error(`Ongeldige sleutel '${sleutel}' onder '${prefix}'`);
    const pad = prefix ? `${prefix}.${sleutel}` : sleutel;
    if (typeof waarde === "object" && waarde !== null && !Array.isArray(waarde)) {
      for (const [p, w] of bladeren(waarde as Boom, pad)) uit.set(p, w);
    } else {
      uit.set(pad, waarde);
    }
  }
  return uit;
}

function get(boom: unknown, pad: string): unknown {
  return pad.split(".").reduce<unknown>((b, sleutel) => (b as Boom | undefined)?.[sleutel], boom);
}

// Every file under messages/ as "code/ns" or "code/ns/area"; the namespaces (code/ns) that have any.
const bestandenOpSchijf = readdirSync(MAP, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(MAP, path.join(e.parentPath, e.name)).replace(/\.json$/, ""));
const namespacesOpSchijf = [...new Set(bestandenOpSchijf.map((b) => b.split("/").slice(0, 2).join("/")))];

describe("taalCode", () => {
  it("lower-cases and validates codes", () => {
    expect(normaliseerTaalCode("NL-Zorg")).toBe("nl-zorg");
    expect(normaliseerTaalCode(" nl_SO ")).toBe("nl-so");
    expect(normaliseerTaalCode("en")).toBe("en");
    expect(normaliseerTaalCode("n")).toBeNull();
    expect(normaliseerTaalCode("nl-")).toBeNull();
    expect(normaliseerTaalCode("../nl")).toBeNull();
    expect(normaliseerTaalCode("nl-toolongsubtag")).toBeNull();
    expect(normaliseerTaalCode("")).toBeNull();
    expect(normaliseerTaalCode(null)).toBeNull();
  });

  it("resolves taalCode → nl-so → nl", () => {
    expect(taalCodeKeten("nl-zorg")).toEqual(["nl-zorg", "nl-so", "nl"]);
    expect(taalCodeKeten("NL-ZORG")).toEqual(["nl-zorg", "nl-so", "nl"]);
    expect(taalCodeKeten("nl-so")).toEqual(["nl-so", "nl"]);
    expect(taalCodeKeten("nl")).toEqual(["nl"]);
    expect(taalCodeKeten("en")).toEqual(["en", "nl-so", "nl"]);
    expect(taalCodeKeten(null)).toEqual(["nl-so", "nl"]);
    expect(taalCodeKeten("!!")).toEqual(["nl-so", "nl"]);
    expect(SPECIAAL_ONDERWIJS_TAALCODE).toBe("nl-so");
    expect(FALLBACK_LANGUAGE).toBe("nl");
  });

  it("maps every sector to a known taalCode", () => {
    expect(taalCodeVoorSector("PrimairOnderwijs")).toBe("nl");
    expect(taalCodeVoorSector("SpeciaalOnderwijs")).toBe("nl-so");
    expect(taalCodeVoorSector("ZorgKindEnJeugd")).toBe("nl-zorg");
    expect(taalCodeVoorSector("ZorgVolwassenen")).toBe("nl-zorg");
    expect(taalCodeVoorSector("Bedrijven")).toBe("nl-bedrijf");
    expect(taalCodeVoorSector("Kinderopvang")).toBe("nl-kdv");
    expect(taalCodeVoorSector("MiddelbaarBeroepsonderwijs")).toBe("nl-mbo");
    expect(taalCodeVoorSector("Sport")).toBe("nl-sport");
    expect(taalCodeVoorSector("Onbekend")).toBe("nl");
    expect(taalCodeVoorSector(null)).toBe("nl");
    expect(Object.keys(TAALCODE_PER_SECTOR)).toHaveLength(8);
    expect(new Set(Object.values(TAALCODE_PER_SECTOR))).toEqual(new Set(TAALCODES));
  });

  it("gives next-intl a real BCP 47 locale", () => {
    expect(localeVoorTaalCode("nl-kdv")).toBe("nl");
    expect(localeVoorTaalCode("NL-SO")).toBe("nl");
    expect(localeVoorTaalCode("xx-yy")).toBe("nl");
    expect(localeVoorTaalCode(undefined)).toBe("nl");
    expect(() => new Intl.NumberFormat(localeVoorTaalCode("nl-mbo"))).not.toThrow();
  });
});

describe("message resolution", () => {
  it("nl-zorg overrides its own terms and falls back to nl-so, then nl", async () => {
    const t = await loadNamespace("nl-zorg", "translation");
    expect(get(t, "termen.leerling")).toBe("cliënt");
    expect(get(t, "termen.leerlingen")).toBe("cliënten");
    expect(get(t, "termen.leerkracht")).toBe("begeleider");
    expect(get(t, "termen.uitstroom")).toBe("uitstroomprofiel"); // from nl-so
    expect(get(t, "termen.groep")).toBe("groep"); // from nl
    expect(get(t, "notFound.titel")).toBe("Pagina niet gevonden"); // from nl
  });

  it("applies variants in other namespaces too", async () => {
    const p = await loadNamespace("nl-zorg", "permissies");
    expect(get(p, "functiegebieden.Leerlingen")).toBe("Cliënten");
    expect(get(p, "functiegebieden.Gebruikers")).toBe("Gebruikers");
    expect(get(await loadNamespace("nl-sport", "adm"), "lijsten.groepen")).toBe("Teams");
    expect(get(await loadNamespace("nl-kdv", "planning"), "monitor.tabs.PerLeerling")).toBe("Per kind");
  });

  it("nl itself does not take nl-so's wording", async () => {
    expect(get(await loadNamespace("nl", "translation"), "termen.uitstroom")).toBe("uitstroombestemming");
    expect(get(await loadNamespace("nl-so", "translation"), "termen.uitstroom")).toBe("uitstroomprofiel");
  });

  it("resolves an unknown code as nl-so, then nl", async () => {
    const t = await loadNamespace("en", "translation");
    expect(get(t, "termen.uitstroom")).toBe("uitstroomprofiel");
    expect(get(t, "termen.leerling")).toBe("leerling");
    expect(await loadNamespace("en", "translation")).toEqual(await loadNamespace("nl-so", "translation"));
  });

  it("lower-cases the code", async () => {
    expect(get(await loadNamespace("NL-ZORG", "translation"), "termen.leerling")).toBe("cliënt");
    expect(get(await loadNamespace("Nl-Kdv", "translation"), "termen.leerling")).toBe("kind");
  });

  it("does not change the nl messages while merging", async () => {
    await loadNamespace("nl-mbo", "translation");
    expect(get(await loadNamespace("nl", "translation"), "termen.leerling")).toBe("leerling");
  });

  it("loadMessages and getTenantMessages give every namespace", async () => {
    const alle = await loadMessages("nl");
    expect(Object.keys(alle).sort()).toEqual([...NAMESPACES].sort());
    expect(get(alle.translation, "login.titel")).toBe("Aanmelden");

    const tenant = await getTenantMessages("nl-mbo");
    expect(get(tenant.translation, "termen.leerling")).toBe("student");
    expect(get(tenant.beheer, "items.Vestigingen")).toBe("Locaties");
    expect(get((await getTenantMessages(null)).translation, "termen.uitstroom")).toBe("uitstroombestemming");
    expect(get((await getTenantMessages("")).translation, "termen.uitstroom")).toBe("uitstroombestemming");
  });
});

describe("deepMerge", () => {
  it("merges nested objects and lets the override win", () => {
    const basis = { a: { b: "1", c: "2" }, d: "3" };
    const uit = deepMerge(basis, { a: { b: "x" }, e: "4" });
    expect(uit).toEqual({ a: { b: "x", c: "2" }, d: "3", e: "4" });
    expect(basis).toEqual({ a: { b: "1", c: "2" }, d: "3" });
  });
});

describe("double braces", () => {
  it.each([
    ["Periode {nummer}", "Periode {{nummer}}"],
    ["{a} en { b }", "{{a}} en {{b}}"],
    ["Geen argumenten", "Geen argumenten"],
    ["foto's van {naam}", "foto's van {{naam}}"],
    ["het teken '{'x'}' en ''{naam}''", "het teken {x} en '{{naam}}'"],
    ["{n, plural, one {# leerling} other {# leerlingen}}", "{n, plural, one {# leerling} other {# leerlingen}}"],
    ["Cliënt {naamCliënt}", "Cliënt {{naamCliënt}}"],
  ])("%s → %s", (icu, verwacht) => {
    expect(naarDubbeleAccolades(icu)).toBe(verwacht);
  });

  it("converts a whole tree", () => {
    expect(berichtenNaarDubbeleAccolades({ a: { b: "x {y}" }, c: "z" })).toEqual({ a: { b: "x {{y}}" }, c: "z" });
  });
});

describe("GET /locales/{language}/{namespace}.json", () => {
  const vraag = (language: string, namespace: string, init?: RequestInit) =>
    GET(new Request(`http://localhost/locales/${language}/${namespace}?v=2026.3.1`, init), {
      params: Promise.resolve({ language, namespace }),
    });

  it("answers the merged namespace with cache headers", async () => {
    const res = await vraag("nl-zorg", "translation.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const body = (await res.json()) as Boom;
    expect(get(body, "termen.leerling")).toBe("cliënt");
    expect(get(body, "termen.uitstroom")).toBe("uitstroomprofiel");
    expect(get(body, "login.titel")).toBe("Aanmelden");
  });

  it("serves placeholders in double braces", async () => {
    const body = (await (await vraag("nl", "translation.json")).json()) as Boom;
    expect(get(body, "context.periodeNummer")).toBe("Periode {{nummer}}");
    expect(get(body, "fout.titel")).toBe("Applicatiefout - {{name}}");
  });

  it("ignores the build-version query string and lower-cases the language", async () => {
    const a = await GET(new Request("http://localhost/locales/nl/beheer.json?v=1"), {
      params: Promise.resolve({ language: "nl", namespace: "beheer.json" }),
    });
    const b = await GET(new Request("http://localhost/locales/NL/beheer.json?buildversie=abc&x=1"), {
      params: Promise.resolve({ language: "NL", namespace: "beheer.json" }),
    });
    expect(await b.text()).toBe(await a.text());
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
  });

  it("gives different ETags for different content", async () => {
    const nl = await vraag("nl", "translation.json");
    const zorg = await vraag("nl-zorg", "translation.json");
    expect(nl.headers.get("etag")).not.toBe(zorg.headers.get("etag"));
  });

  it("answers 304 when the ETag matches", async () => {
    const etag = (await vraag("nl-kdv", "adm.json")).headers.get("etag")!;
    const res = await vraag("nl-kdv", "adm.json", { headers: { "If-None-Match": `W/"oud", ${etag}` } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(await res.text()).toBe("");
    expect((await vraag("nl-kdv", "adm.json", { headers: { "If-None-Match": '"oud"' } })).status).toBe(200);
  });

  it("serves an unknown but well-formed language through the fallback chain", async () => {
    const res = await vraag("en", "translation.json");
    expect(res.status).toBe(200);
    expect(get(await res.json(), "termen.uitstroom")).toBe("uitstroomprofiel");
  });

  it("serves every namespace", async () => {
    for (const ns of NAMESPACES) expect((await vraag("nl", `${ns}.json`)).status).toBe(200);
  });

  it.each([
    ["nl", "onbekend.json"],
    ["nl", "translation.txt"],
    ["nl", ".json"],
    ["nl..", "translation.json"],
    ["n", "translation.json"],
    ["nl%2F..", "translation.json"],
  ])("answers 404 JSON for %s/%s", async (language, namespace) => {
    const res = await vraag(language, namespace);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "NOT_FOUND" });
  });
});

describe("message files", () => {
  it("are exactly the files the loader registers", () => {
    expect([...bestandenOpSchijf].sort()).toEqual([...berichtBestanden()].sort());
    for (const b of bestandenOpSchijf) expect(readFileSync(path.join(MAP, `${b}.json`), "utf8").length).toBeGreaterThan(2);
  });

  it("exist for nl in every namespace, and every folder is a known taalCode", () => {
    for (const ns of NAMESPACES) expect(namespacesOpSchijf).toContain(`nl/${ns}`);
    for (const bestand of bestandenOpSchijf) expect(TAALCODES).toContain(bestand.split("/")[0]);
  });

  it.each(namespacesOpSchijf)("%s parses, has only string leaves and no dots in keys", (bestand) => {
    const [code, ns] = bestand.split("/") as [string, string];
    const boom = leesJson(code, ns);
    for (const [pad, waarde] of bladeren(boom)) {
      expect(typeof waarde, pad).toBe("string");
      expect(waarde, pad).not.toBe("");
    }
  });

  it.each(namespacesOpSchijf.filter((b) => !b.startsWith("nl/")))(
    "%s overrides only keys nl has, each with a text it would not inherit",
    (bestand) => {
      const [code, ns] = bestand.split("/") as [string, string];
      const nl = bladeren(leesJson("nl", ns));
      const variant = bladeren(leesJson(code, ns));
      // What this code would show without its own file: the rest of its chain.
      const geerfd = taalCodeKeten(code)
        .slice(1)
        .reverse()
        .filter((c) => namespacesOpSchijf.includes(`${c}/${ns}`))
        .reduce<Boom>((samen, c) => deepMerge(samen, leesJson(c, ns)), {});
      expect(variant.size).toBeGreaterThan(0);
      for (const [pad, tekst] of variant) {
        expect(nl.has(pad), `${bestand}: ${pad} is unknown in nl`).toBe(true);
        expect(tekst, `${bestand}: ${pad} repeats the inherited text`).not.toBe(get(geerfd, pad));
      }
    },
  );

  it("keeps the keys the pages already use", () => {
    const t = leesJson("nl", "translation");
    expect(get(t, "notFound.titel")).toBe("Pagina niet gevonden");
    expect(get(t, "notFound.tekst")).toBe("Sorry, we konden de opgevraagde pagina niet vinden.");
    expect(get(t, "notFound.terug")).toBe("Terug naar home");
    expect(get(t, "fout.titel")).toBe("Applicatiefout - {name}");
    expect(get(t, "app.naam")).toBe("Leerroute");
  });

  it("permissies has the labels of lib/permissions for every area, bit and filter", () => {
    const p = leesJson("nl", "permissies");
    for (const [naam, nummer] of Object.entries(Functiegebied)) {
      expect(get(p, `functiegebieden.${naam}`), naam).toBe(FUNCTIEGEBIED_LABELS[nummer]);
    }
    expect(bladeren(p.functiegebieden as Boom).size).toBe(16);
    expect(p.bits).toEqual(BIT_LABELS);
    expect(Object.keys(p.filters as Boom)).toEqual(Object.keys(FilterFlag));
  });

  it("has the navigation and settings labels of the spec", () => {
    const t = leesJson("nl", "translation");
    expect(Object.values(t.navigatie as Boom)).toEqual([
      "Home",
      "Administratie",
      "Planning",
      "Overzichten",
      "Leerroutepakketten",
      "Lessen",
      "Instellingen",
    ]);
    const b = leesJson("nl", "beheer");
    expect(Object.keys(b.groepen as Boom)).toEqual(["Inrichting", "Gebruikers", "Categorieen", "Templates", "ImportExport"]);
    expect(Object.keys(b.items as Boom)).toHaveLength(16);
  });
});

describe("sector terms", () => {
  const nl = { woorden: { leerling: "leerling", leerlingen: "leerlingen", groep: "groep" }, lidwoorden: { leerling: "de", groep: "de" } };
  const kdv = { woorden: { leerling: "kind", leerlingen: "kinderen", groep: "groep" }, lidwoorden: { leerling: "het", groep: "de" } };

  it.each([
    ["leerling", "leerling", "kind"],
    ["Leerlingen", "Leerlingen", "Kinderen"],
    ["de leerling", "de leerling", "het kind"],
    ["De leerling", "De leerling", "Het kind"],
    ["deze leerling", "deze leerling", "dit kind"],
    ["dit leerling", "deze leerling", "dit kind"],
    ["Welke leerling", "Welke leerling", "Welk kind"],
    ["de leerlingen", "de leerlingen", "de kinderen"],
    ["die groep", "die groep", "die groep"],
  ])("[[%s]] → %s (nl), %s (kdv)", (ref, inNl, inKdv) => {
    expect(termTekst(ref, nl)).toBe(inNl);
    expect(termTekst(ref, kdv)).toBe(inKdv);
  });

  it("fills sentences and refuses an unknown term", () => {
    expect(vulTermenIn("[[De leerling]] is toegevoegd aan [[de groep]] {groep}.", kdv)).toBe("Het kind is toegevoegd aan de groep {groep}.");
    expect(() => vulTermenIn("[[leraar]]", nl)).toThrow(/leraar/);
  });

  it.each(TAALCODES)("every message of %s resolves its terms, and no [[ is left", async (code) => {
    const alles = JSON.stringify(await loadMessages(code));
    expect(alles).not.toContain("[[");
  });

  it("a sector's words reach the other namespaces", async () => {
    const t = await loadNamespace("nl-kdv", "translation");
    expect(get(t, "termen.leerling")).toBe("kind");
    for (const code of TAALCODES) {
      const termen = get(await loadNamespace(code, "translation"), "termen") as Boom;
      for (const [k, v] of Object.entries(termen)) expect(typeof v, `${code} ${k}`).toBe("string");
    }
  });
});
