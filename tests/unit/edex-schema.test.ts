import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { beschrijfWaarden, parseEdex } from "@/lib/edex/parse";
import { el, elementen, elementOp, GESLACHTEN, isKeuze, JAARGROEPEN, JAARGROEPEN_1_0_3, lijstPaden, metWijzigingen, T, waardenVan, type EdexDeeltje, type EdexKeuze, type EdexTabel } from "@/lib/edex/schema";
import { EDEX_TABELLEN, EDEX_VERSIES, versieVan } from "@/lib/edex/versies";
import { voorbeeldEdex } from "@/lib/edex/voorbeeld";
import { controleerTegenTabel } from "../fixtures/edex/controleer";
import { genereerUitTabel } from "../fixtures/edex/uit-tabel";

const SJ = "2026-2027";
const tabellen = EDEX_VERSIES.map((v) => [v, EDEX_TABELLEN[v]] as const);

/** The element table under a path as "name" / "name?" / "name*" / "#choice", for comparing with the XSD's sequence. */
const reeks = (tabel: EdexTabel, pad: string) => (elementOp(tabel, pad)?.kinderen ?? []).map(teken);
const teken = (d: EdexDeeltje) => (isKeuze(d) ? `#${d.id}${d.min === 0 ? "?" : ""}${d.max === "n" ? "*" : ""}` : `${d.naam}${d.min ? "" : "?"}${d.max === "n" ? "*" : ""}`);
const takken = (tabel: EdexTabel, pad: string, id: string) => {
  const k = (elementOp(tabel, pad)?.kinderen ?? []).find((d): d is EdexKeuze => isKeuze(d) && d.id === id);
  return k?.keuze.map((tak) => tak.map(teken));
};
const type = (tabel: EdexTabel, pad: string) => elementOp(tabel, pad)?.type;
const attr = (tabel: EdexTabel, pad: string, naam: string) => elementOp(tabel, pad)?.attributen?.find((a) => a.naam === naam);

/*
 * Each expectation below is a fact of the standard's XSDs (EDEXML.structuur.xsd,
 * EDEXML.elementen.xsd, EDEXML.types.vast.xsd, EDEXML.types.variabel.xsd of 1.03, 2.0 and 2.1) and
 * its example files (EDEXML.Voorbeeld.2.0.xml, …2.1-Vla.xml, a Cito LVS 1.03 export), as
 * published with the standard and vendored in public EDEXML libraries.
 */
describe("EDEXML element tables encode the XSD rules", () => {
  it("every version: <EDEX> holds <school>, optional <groepen>, required <leerlingen> with at least one pupil, optional <leerkrachten>; no namespace", () => {
    expect(reeks(EDEX_TABELLEN["1.0.3"], "EDEX")).toEqual(["school", "groepen?", "leerlingen", "leerkrachten?"]);
    for (const v of ["2.0", "2.1"] as const) expect(reeks(EDEX_TABELLEN[v], "EDEX")).toEqual(["school", "vestigingen?", "groepen?", "leerlingen", "leerkrachten?"]);
    for (const [versie, t] of tabellen) {
      expect(t.versie).toBe(versie);
      expect(t.namespace).toBeNull();
      expect(elementOp(t, "EDEX.leerlingen.leerling")).toMatchObject({ min: 1, max: "n" });
      expect(elementOp(t, "EDEX.leerkrachten.leerkracht")).toMatchObject({ min: 1, max: "n" });
      for (const pad of ["EDEX.groepen.groep", "EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht"])
        expect(attr(t, pad, "key"), `${versie} ${pad}`).toMatchObject({ verplicht: true, type: { soort: "tekst", min: 1 } });
      expect(lijstPaden(t)).toEqual(expect.arrayContaining(["EDEX.groepen.groep", "EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht", "EDEX.leerkrachten.leerkracht.groepen.groep"]));
      // No <toevoegingen> directly under <EDEX>.
      expect(elementOp(t, "EDEX.toevoegingen")).toBeUndefined();
    }
    // 1.03: <groepen> holds one <groep> or more; 2.x: groups and composite groups in any order.
    expect(elementOp(EDEX_TABELLEN["1.0.3"], "EDEX.groepen.groep")!.min).toBe(1);
    for (const v of ["2.0", "2.1"] as const) {
      expect(elementOp(EDEX_TABELLEN[v], "EDEX.groepen")).toMatchObject({ vrijeVolgorde: true });
      expect(reeks(EDEX_TABELLEN[v], "EDEX.groepen")).toEqual(["groep?*", "samengestelde_groep?*"]);
    }
  });

  it("<school>: only <schooljaar> is required; xsdversie, aanmaakdatum and the school's code are optional; Flemish instellingsnummer from 2.0", () => {
    const [oud, nieuw, nieuwst] = [EDEX_TABELLEN["1.0.3"], EDEX_TABELLEN["2.0"], EDEX_TABELLEN["2.1"]];
    expect(reeks(oud, "EDEX.school")).toEqual(["schooljaar", "#school", "aanmaakdatum?", "auteur?", "xsdversie?", "commentaar?"]);
    expect(takken(oud, "EDEX.school", "school")).toEqual([["brincode", "dependancecode?", "schoolkey?"], ["schoolkey?"]]);
    for (const t of [nieuw, nieuwst]) {
      expect(reeks(t, "EDEX.school")).toEqual(["schooljaar", "peildatum?", "#school", "aanmaakdatum?", "auteur?", "xsdversie?", "commentaar?", "toevoegingen?"]);
      expect(takken(t, "EDEX.school", "school")).toEqual([["brincode", "dependancecode?", "schoolkey?"], ["instellingsnummer", "schoolkey?"], ["schoolkey?"]]);
      expect(type(t, "EDEX.school.instellingsnummer")).toMatchObject({ patroon: "\\d{2,6}" });
    }
    for (const [, t] of tabellen) {
      expect(type(t, "EDEX.school.schooljaar")).toEqual({ soort: "schooljaar" });
      expect(type(t, "EDEX.school.brincode")).toMatchObject({ patroon: "\\d{2}[A-Z]{2}" });
      expect(type(t, "EDEX.school.dependancecode")).toMatchObject({ patroon: "\\d{2}" });
      expect(type(t, "EDEX.school.auteur")).toMatchObject({ lengte: 128 });
      expect(type(t, "EDEX.school.xsdversie")).toMatchObject({ lengte: 32 });
    }
  });

  it("a pupil: the name choice, everything else optional; 1.03 has a group or a jaargroep, 2.x both and more", () => {
    const oud = EDEX_TABELLEN["1.0.3"];
    expect(reeks(oud, "EDEX.leerlingen.leerling")).toEqual([
      "#naam", "geboortedatum?", "geslacht?", "#plaatsing?", "etniciteit?", "land?", "land_vader?", "land_moeder?", "#nummer?", "gewicht_nieuw?", "gewicht?", "#postcode?", "instroomdatum?", "uitstroomdatum?", "toevoegingen?", "mutatiedatum?",
    ]);
    expect(takken(oud, "EDEX.leerlingen.leerling", "plaatsing")).toEqual([["groep"], ["jaargroep"]]);
    expect(takken(oud, "EDEX.leerlingen.leerling", "nummer")).toEqual([["sofinummer"], ["onderwijsnummer"]]);
    expect(takken(oud, "EDEX.leerlingen.leerling", "postcode")).toEqual([["postcodenl"], ["postcodeoverig"]]);
    for (const v of ["2.0", "2.1"] as const) {
      const t = EDEX_TABELLEN[v];
      expect(reeks(t, "EDEX.leerlingen.leerling")).toEqual([
        "#naam", "geboortedatum?", "geslacht?", "start_ondw_jgr3?", "jaargroep?", "groep?", "samengestelde_groepen?", "vestiging?", "gebruikersnaam?", "emailadres?", "fotourl?", "etniciteit?", "land?", "land_vader?", "land_moeder?", "#nummer?", "gewicht_nieuw?", "gewicht?", "#postcode?", "instroomdatum?", "uitstroomdatum?", "toevoegingen?", "mutatiedatum?",
      ]);
      expect(takken(t, "EDEX.leerlingen.leerling", "nummer")).toEqual([["sofinummer"], ["bsn"], ["onderwijsnummer"], ["bsn_ondwnr-4"], ["rijksregisternummer"]]);
      expect(takken(t, "EDEX.leerlingen.leerling", "postcode")).toEqual([["postcodenl"], ["postnummerbe"], ["postcodeoverig"]]);
      expect(reeks(t, "EDEX.leerlingen.leerling.samengestelde_groepen")).toEqual(["samengestelde_groep*"]);
    }
  });

  it("the name of a pupil and a teacher: an achternaam (the rest optional) or a roepnaam alone; voornamen from 2.0", () => {
    for (const [versie, t] of tabellen) {
      for (const record of ["EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht"]) {
        const [eerste, tweede] = takken(t, record, "naam")!;
        expect(eerste, `${versie} ${record}`).toEqual(versie === "1.0.3" ? ["achternaam", "voorvoegsel?", "voorletters-1?", "roepnaam?"] : ["achternaam", "voorvoegsel?", "voornamen?", "voorletters-1?", "roepnaam?"]);
        expect(tweede).toEqual(["roepnaam"]);
      }
      expect(type(t, "EDEX.leerlingen.leerling.achternaam")).toMatchObject({ min: 1, lengte: versie === "1.0.3" ? 70 : 200 });
      expect(type(t, "EDEX.leerlingen.leerling.voorvoegsel")).toMatchObject({ lengte: 10 });
      expect(type(t, "EDEX.leerlingen.leerling.voorletters-1")).toMatchObject({ lengte: 6 });
      expect(type(t, "EDEX.leerlingen.leerling.roepnaam")).toMatchObject({ lengte: 64 });
      expect(type(t, "EDEX.groepen.groep.naam")).toMatchObject({ min: 1, lengte: 64 });
    }
  });

  it("a teacher: no geslacht in any version; e-mail, roles and composite groups from 2.0", () => {
    expect(reeks(EDEX_TABELLEN["1.0.3"], "EDEX.leerkrachten.leerkracht")).toEqual(["#naam", "groepen?", "mutatiedatum?"]);
    expect(reeks(EDEX_TABELLEN["1.0.3"], "EDEX.leerkrachten.leerkracht.groepen")).toEqual(["groep*"]);
    for (const v of ["2.0", "2.1"] as const) {
      const t = EDEX_TABELLEN[v];
      expect(reeks(t, "EDEX.leerkrachten.leerkracht")).toEqual(["#naam", "gebruikersnaam?", "emailadres?", "#rol?*", "groepen?", "toevoegingen?", "mutatiedatum?"]);
      expect(takken(t, "EDEX.leerkrachten.leerkracht", "rol")).toEqual([["rol"], ["rolomschrijving"]]);
      expect(elementOp(t, "EDEX.leerkrachten.leerkracht.groepen")).toMatchObject({ vrijeVolgorde: true });
      expect(reeks(t, "EDEX.leerkrachten.leerkracht.groepen")).toEqual(["groep?*", "samengestelde_groep?*"]);
      // A teacher's group reference may carry the teacher's roles in that group.
      expect(reeks(t, "EDEX.leerkrachten.leerkracht.groepen.groep")).toEqual(["#rol?*"]);
      expect(type(t, "EDEX.leerkrachten.leerkracht.emailadres")).toMatchObject({ lengte: 256 });
    }
    for (const [, t] of tabellen) expect(elementOp(t, "EDEX.leerkrachten.leerkracht.geslacht")).toBeUndefined();
  });

  it("enumerations: jaargroep per version, geslacht 0/1/2/9, roles (TAL from 2.1), and the values described in a teacher's words", () => {
    expect(waardenVan(EDEX_TABELLEN["1.0.3"], "EDEX.groepen.groep.jaargroep")).toEqual(JAARGROEPEN_1_0_3);
    expect(waardenVan(EDEX_TABELLEN["1.0.3"], "EDEX.leerlingen.leerling.jaargroep")).toEqual(JAARGROEPEN_1_0_3);
    for (const v of ["2.0", "2.1"] as const) {
      expect(waardenVan(EDEX_TABELLEN[v], "EDEX.groepen.groep.jaargroep")).toEqual(JAARGROEPEN);
      expect(waardenVan(EDEX_TABELLEN[v], "EDEX.leerlingen.leerling.jaargroep")).toEqual(JAARGROEPEN);
    }
    for (const [, t] of tabellen) expect(waardenVan(t, "EDEX.leerlingen.leerling.geslacht")).toEqual(GESLACHTEN);
    expect(JAARGROEPEN_1_0_3).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "S", "H"]);
    expect(JAARGROEPEN).toEqual(["B", "D", "0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "14", "15", "16", "S", "V", "C", "N", "H"]);
    expect(waardenVan(EDEX_TABELLEN["2.0"], "EDEX.leerkrachten.leerkracht.rol")).not.toContain("TAL");
    expect(waardenVan(EDEX_TABELLEN["2.1"], "EDEX.leerkrachten.leerkracht.rol")).toEqual([...waardenVan(EDEX_TABELLEN["2.0"], "EDEX.leerkrachten.leerkracht.rol")!.slice(0, 15), "TAL", "VAK"]);
    expect(waardenVan(EDEX_TABELLEN["2.1"], "EDEX.leerkrachten.leerkracht.groepen.groep.rol")).toContain("TAL");
    expect(beschrijfWaarden(JAARGROEPEN)).toBe("B, D, 0–8, 11–16, S, V, C, N of H");
    expect(beschrijfWaarden(GESLACHTEN)).toBe("0, 1, 2 of 9");
  });

  it("keys and eckid: EDEXKeyType of 64 characters, 256 in 2.1; the eckid is an optional attribute of a pupil and a teacher from 2.1", () => {
    for (const [versie, t] of tabellen) {
      const lengte = versie === "2.1" ? 256 : 64;
      expect(attr(t, "EDEX.groepen.groep", "key")!.type).toMatchObject({ lengte });
      expect(attr(t, "EDEX.leerkrachten.leerkracht.groepen.groep", "key")!.type).toMatchObject({ lengte });
      expect(type(t, "EDEX.school.schoolkey")).toMatchObject({ lengte });
      expect(elementOp(t, "EDEX.leerlingen.leerling.eckid")).toBeUndefined();
      for (const record of ["EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht"])
        expect(attr(t, record, "eckid")).toEqual(versie === "2.1" ? { naam: "eckid", verplicht: false, type: { soort: "tekst", min: 1, lengte: 256 } } : undefined);
    }
  });

  it("each later version is the one before plus its differences (one table, versions as differences)", () => {
    const paden = (v: keyof typeof EDEX_TABELLEN) => elementen(EDEX_TABELLEN[v]).map((e) => e.pad);
    // 2.1 adds no element to 2.0: only the eckid attribute, longer keys and the role TAL.
    expect(paden("2.1")).toEqual(paden("2.0"));
    const nieuwIn20 = [...new Set(paden("2.0"))].filter((p) => !paden("1.0.3").includes(p));
    expect(nieuwIn20).toEqual(
      expect.arrayContaining(["EDEX.vestigingen.vestiging", "EDEX.groepen.samengestelde_groep", "EDEX.school.instellingsnummer", "EDEX.leerlingen.leerling.voornamen", "EDEX.leerlingen.leerling.emailadres", "EDEX.leerkrachten.leerkracht.emailadres", "EDEX.leerkrachten.leerkracht.rol", "EDEX.leerlingen.leerling.bsn", "EDEX.leerlingen.leerling.rijksregisternummer"]),
    );
    // The base table is not changed by building on it.
    expect(elementOp(EDEX_TABELLEN["1.0.3"], "EDEX.groepen.samengestelde_groep")).toBeUndefined();
    expect(elementOp(EDEX_TABELLEN["1.0.3"], "EDEX.groepen.groep")!.min).toBe(1);
    // A difference that names nothing is an error, not silently ignored.
    expect(() => metWijzigingen(EDEX_TABELLEN["2.0"], "2.1", [{ verwijder: "EDEX.leerlingen.leerling.bestaatniet" }])).toThrow(/bestaat niet/);
    expect(() => metWijzigingen(EDEX_TABELLEN["2.0"], "2.1", [{ voegToe: el("x", 0, T.string32), in: "EDEX.leerlingen.leerling", na: "geenelement" }])).toThrow(/staat niet in/);
  });

  it("groups, composite groups and vestigingen as GroepType, SamengesteldeGroepType and VestigingType have them (elementen 1.03 / 2.0 / 2.1)", () => {
    expect(reeks(EDEX_TABELLEN["1.0.3"], "EDEX.groepen.groep")).toEqual(["naam", "jaargroep", "mutatiedatum?"]);
    expect(elementOp(EDEX_TABELLEN["1.0.3"], "EDEX.vestigingen")).toBeUndefined();
    for (const v of ["2.0", "2.1"] as const) {
      const t = EDEX_TABELLEN[v];
      expect(reeks(t, "EDEX.groepen.groep")).toEqual(["naam", "jaargroep", "omschrijving?", "toevoegingen?", "mutatiedatum?"]);
      // A composite group has no jaargroep.
      expect(reeks(t, "EDEX.groepen.samengestelde_groep")).toEqual(["naam", "omschrijving?", "toevoegingen?", "mutatiedatum?"]);
      expect(reeks(t, "EDEX.vestigingen")).toEqual(["vestiging*"]);
      expect(reeks(t, "EDEX.vestigingen.vestiging")).toEqual(["naam", "omschrijving?", "mutatiedatum?"]);
      for (const pad of ["EDEX.groepen.samengestelde_groep", "EDEX.vestigingen.vestiging", "EDEX.leerlingen.leerling.vestiging", "EDEX.leerlingen.leerling.samengestelde_groepen.samengestelde_groep", "EDEX.leerkrachten.leerkracht.groepen.samengestelde_groep"])
        expect(attr(t, pad, "key"), `${v} ${pad}`).toMatchObject({ verplicht: true, type: { lengte: v === "2.1" ? 256 : 64 } });
      for (const [pad, lengte] of [
        ["EDEX.groepen.groep.omschrijving", 256],
        ["EDEX.vestigingen.vestiging.naam", 64],
        ["EDEX.leerlingen.leerling.gebruikersnaam", 64],
        ["EDEX.leerlingen.leerling.emailadres", 256],
        ["EDEX.leerlingen.leerling.fotourl", 256],
        ["EDEX.leerlingen.leerling.voornamen", 200],
        ["EDEX.leerkrachten.leerkracht.rolomschrijving", 64],
        ["EDEX.leerkrachten.leerkracht.achternaam", 200],
      ] as const)
        expect(type(t, pad), `${v} ${pad}`).toMatchObject({ soort: "tekst", min: 1, lengte });
      for (const pad of ["EDEX.school.peildatum", "EDEX.leerlingen.leerling.start_ondw_jgr3"]) expect(type(t, pad)).toEqual({ soort: "datum" });
      expect(type(t, "EDEX.leerlingen.leerling.postnummerbe")).toMatchObject({ patroon: "\\d{4}" });
      expect(type(t, "EDEX.leerlingen.leerling.bsn")).toMatchObject({ patroon: "\\d{9}" });
      expect(type(t, "EDEX.leerlingen.leerling.bsn_ondwnr-4")).toMatchObject({ patroon: "\\d{4}" });
      expect(type(t, "EDEX.leerlingen.leerling.rijksregisternummer")).toMatchObject({ patroon: "\\d{11}" });
    }
    for (const [, t] of tabellen) {
      expect(waardenVan(t, "EDEX.leerlingen.leerling.etniciteit")).toEqual(["9", "0", "1"]);
      expect(waardenVan(t, "EDEX.leerlingen.leerling.gewicht_nieuw")).toEqual(["?", "0", "0,3", "1,2"]);
      expect(waardenVan(t, "EDEX.leerlingen.leerling.gewicht")).toEqual(["?", "0.00", "0.25", "0.40", "0.70", "0.90"]);
      expect(type(t, "EDEX.leerlingen.leerling.sofinummer")).toMatchObject({ patroon: "\\d{9}" });
      expect(type(t, "EDEX.leerlingen.leerling.postcodenl")).toMatchObject({ patroon: "\\d{4}[A-Z]{2}" });
      expect(type(t, "EDEX.leerlingen.leerling.postcodeoverig")).toMatchObject({ lengte: 32 });
      for (const pad of ["EDEX.groepen.groep.mutatiedatum", "EDEX.leerlingen.leerling.mutatiedatum", "EDEX.leerkrachten.leerkracht.mutatiedatum", "EDEX.school.aanmaakdatum"]) expect(type(t, pad)).toEqual({ soort: "datumtijd" });
    }
  });

  it("2.0 and 2.1 are written as differences: no 1.03 element declared again, and a difference into a missing branch or choice throws", () => {
    const gedeeld = ["achternaam", "voorvoegsel", "voorletters-1", "roepnaam", "geboortedatum", "geslacht", "jaargroep", "groep", "etniciteit", "land", "sofinummer", "onderwijsnummer", "gewicht", "postcodenl", "postcodeoverig", "instroomdatum", "uitstroomdatum", "brincode", "dependancecode", "schooljaar", "aanmaakdatum", "auteur", "xsdversie", "commentaar"];
    for (const bestand of ["schema-2.0.ts", "schema-2.1.ts"]) {
      const bron = readFileSync(path.resolve("lib/edex", bestand), "utf8");
      for (const naam of gedeeld) expect(bron, `${bestand} ${naam}`).not.toMatch(new RegExp(`(el|verwijzing)\\("${naam}"`));
    }
    const t = EDEX_TABELLEN["2.0"];
    expect(() => metWijzigingen(t, "2.1", [{ voegToe: el("x", 0, T.string32), in: "EDEX.leerlingen.leerling#naam/5" }])).toThrow(/geen tak 5/);
    expect(() => metWijzigingen(t, "2.1", [{ voegTakToe: [[el("x", 1, T.string32)]], aan: "EDEX.leerlingen.leerling#bestaatniet" }])).toThrow(/geen keuze #bestaatniet/);
    // Adding a branch: the new branch is where `op` says, the old ones keep their order.
    const met = metWijzigingen(t, "2.1", [{ voegTakToe: [[el("x", 1, T.string32)]], aan: "EDEX.leerlingen.leerling#postcode", op: 0 }]);
    expect(takken(met, "EDEX.leerlingen.leerling", "postcode")).toEqual([["x"], ["postcodenl"], ["postnummerbe"], ["postcodeoverig"]]);
  });

  it("reads the version from <xsdversie> or else a namespace that names one; neither: the newest", () => {
    expect(versieVan("1.03", null)).toBe("1.0.3");
    expect(versieVan("1.0.3", null)).toBe("1.0.3");
    expect(versieVan("2.0", null)).toBe("2.0");
    expect(versieVan("2.1", null)).toBe("2.1");
    expect(versieVan(null, "http://www.edustandaard.nl/edex/2.0")).toBe("2.0");
    expect(versieVan(null, null)).toBe("2.1");
  });
});

describe("files generated from the tables all import", () => {
  /** Records defined in the file (<groep key="G0"><naam>…), not the references to them. */
  const telDefinities = (xml: string, element: string) => (xml.match(new RegExp(`<(\\w+:)?${element} key="[^"]*">\\s*<(\\w+:)?naam>`, "g")) ?? []).length;
  /** The most branches any choice of the table has: the generator's `tak` runs over all of them. */
  const meesteTakken = (t: EdexTabel) => Math.max(...elementen(t).flatMap((e) => (e.element.kinderen ?? []).filter(isKeuze).map((k) => k.keuze.length)));
  /** The longest enumeration of the table: that many records give every value of every enumeration. */
  const langsteLijst = (t: EdexTabel) => Math.max(...elementen(t).map((e) => (e.element.type?.soort === "keuzelijst" ? e.element.type.waarden.length : 0)));

  it.each(tabellen)("%s: the smallest valid file (<school> with its year, one pupil with a name) reads", (versie, t) => {
    const xml = genereerUitTabel(t, { schooljaar: SJ, records: 0 });
    expect(xml).not.toContain("<xsdversie>");
    const b = parseEdex(xml);
    // Without <xsdversie> (optional in every version) a file is read as the newest version.
    expect(b).toMatchObject({ versie: "2.1", schooljaar: SJ, groepen: [], leerkrachten: [], afgekeurd: [] });
    expect(b.leerlingen).toHaveLength(1);
    expect(b.leerlingen[0]).toMatchObject({ geboortedatum: null, geslacht: 0, jaargroep: null, groepKey: null });
    expect(b.vestigingen).toHaveLength(1);
  });

  it.each(tabellen)("%s: every optional element absent, each branch of every choice, with and without a prefix: every record reads", (versie, t) => {
    for (let tak = 0; tak < meesteTakken(t); tak++) {
      for (const prefix of [undefined, "le"]) {
        const xml = genereerUitTabel(t, { schooljaar: SJ, records: 3, tak, prefix });
        const b = parseEdex(xml);
        expect(b.afgekeurd, `${versie} tak ${tak} ${prefix ?? ""}`).toEqual([]);
        expect(b.groepen.filter((g) => !g.samengesteld)).toHaveLength(3);
        expect(b.leerlingen).toHaveLength(3);
        expect(b.leerkrachten).toHaveLength(3);
        // Without optional elements a pupil has no group, birth date or jaargroep and a teacher no groups or e-mail.
        expect(b.leerlingen.every((l) => l.groepKey === null && l.geboortedatum === null && l.jaargroep === null)).toBe(true);
        expect(b.leerkrachten.every((l) => l.email === null && l.groepKeys.length === 0)).toBe(true);
        // The second branch of the name: a roepnaam alone, no achternaam.
        if (tak % 2 === 1) expect(b.leerkrachten.every((l) => l.achternaam === "" && l.roepnaam)).toBe(true);
        if (tak % 2 === 1) expect(b.leerlingen.every((l) => l.achternaam === "" && l.roepnaam)).toBe(true);
      }
    }
  });

  it.each(tabellen)("%s: every optional element and attribute present, each choice branch per record, every enumerated value, texts at full length", (versie, t) => {
    const records = langsteLijst(t);
    expect(records).toBeGreaterThanOrEqual(versie === "1.0.3" ? JAARGROEPEN_1_0_3.length : JAARGROEPEN.length);
    const xml = genereerUitTabel(t, { schooljaar: SJ, records, optioneel: true });
    const b = parseEdex(xml);
    expect(b.afgekeurd, versie).toEqual([]);
    expect(b.versie).toBe(versie);
    expect(b.groepen.filter((g) => !g.samengesteld)).toHaveLength(telDefinities(xml, "groep"));
    expect(b.leerlingen).toHaveLength(records);
    expect(b.leerkrachten).toHaveLength(records);
    const waarden = versie === "1.0.3" ? JAARGROEPEN_1_0_3 : JAARGROEPEN;
    expect(new Set(b.groepen.map((g) => g.jaargroep).filter(Boolean))).toEqual(new Set(waarden));
    expect(new Set(b.leerlingen.map((l) => String(l.geslacht)))).toEqual(new Set(GESLACHTEN));
    if (versie === "1.0.3") {
      // The choice of 1.03: a group (even records) or a jaargroep (odd records), never both.
      expect(b.leerlingen.every((l, i) => (i % 2 === 0 ? l.groepKey && !l.jaargroep : !l.groepKey && l.jaargroep))).toBe(true);
      expect(b.leerkrachten.every((l) => l.email === null)).toBe(true);
    } else {
      expect(new Set(b.leerlingen.map((l) => l.jaargroep))).toEqual(new Set(waarden));
      expect(b.leerlingen.every((l) => l.groepKey && l.samengesteldeGroepKeys.length >= 1)).toBe(true);
      expect(b.leerkrachten.every((l) => l.email)).toBe(true);
      expect(b.groepen.some((g) => g.samengesteld)).toBe(true);
      // Every role code occurs (records ≥ the role list), and none blocks a teacher.
      for (const rol of waardenVan(t, "EDEX.leerkrachten.leerkracht.rol")!) expect(xml).toContain(`<rol>${rol}</rol>`);
    }
    expect(b.leerkrachten.every((l) => l.groepKeys.length >= 1)).toBe(true);
    // The eckid is the 2.1 attribute.
    expect(b.leerlingen.every((l) => (versie === "2.1" ? l.eckid?.startsWith("https://ketenid.nl/") : l.eckid === null))).toBe(true);
    // The personal numbers the table has are never read.
    expect(JSON.stringify(b)).not.toMatch(/123456782|19041200123|6782/);
  });

  it.each(tabellen)("%s: a namespace prefix, and the Flemish branch of the school (1.03 has none: a schoolkey alone), import", (versie, t) => {
    for (const namespace of [undefined, "http://www.edustandaard.nl/edex/" + (versie === "1.0.3" ? "1.03" : versie)]) {
      const b = parseEdex(genereerUitTabel(t, { schooljaar: SJ, records: 3, optioneel: true, tak: 1, prefix: "ed", namespace }));
      expect(b.afgekeurd, `${versie} ${namespace}`).toEqual([]);
      expect(b.versie).toBe(versie);
      expect(b.leerlingen).toHaveLength(3);
      expect(b.brin).toBe(versie === "1.0.3" ? null : "12");
    }
  });
});

describe("every construct of the standard's example files, generated from the tables (a table that loses one fails here)", () => {
  /*
   * What EDEXML.Voorbeeld.2.0.xml, …2.0-Vla.xml, …2.1.xml, …2.1-Vla.xml and a Cito LVS 1.03 export
   * (the public EDEXML libraries' sample.xml) use, read from those files: composite groups before
   * and between the groups and in a teacher's <groepen>, a pupil and a teacher with only a
   * roepnaam, roles in general and per group, a pupil's vestiging, mutatiedatum, toevoegingen
   * blocks of xsi:type OpmerkingGegevensType, the Flemish school, postnummer and
   * rijksregisternummer, an eckid full of punctuation, keys such as "0", "00001" and "#1".
   */
  const gen = (v: keyof typeof EDEX_TABELLEN, o: Partial<Parameters<typeof genereerUitTabel>[1]> = {}) =>
    genereerUitTabel(EDEX_TABELLEN[v], { schooljaar: SJ, records: 4, optioneel: true, ...o });

  it.each(["2.0", "2.1"] as const)("%s: the Flemish example's shape (tak 4) with every optional element, groups and composite groups mixed", (v) => {
    const xml = gen(v, { tak: 4, gemengd: true });
    for (const construct of [
      /<instellingsnummer>\d{2,6}<\/instellingsnummer>\s*<schoolkey>/,
      /<peildatum>/,
      /<postnummerbe>\d{4}<\/postnummerbe>/,
      /<rijksregisternummer>/,
      /<start_ondw_jgr3>/,
      /<voornamen>/,
      /<vestiging key="[^"]+"\/>/,
      /<samengestelde_groepen>\s*<samengestelde_groep key=/,
      /<rol>[A-Z]+<\/rol>/,
      /<rolomschrijving>/,
      /<groep key="[^"]+">\s*<rol>/,
      /<mutatiedatum>/,
      /<toevoegingen>\s*<blok xsi:type="OpmerkingGegevensType">/,
      /<emailadres>/,
    ])
      expect(xml, String(construct)).toMatch(construct);
    // <groepen>: a composite group first, then groups and composite groups in turn; a teacher's <groepen> likewise.
    const groepen = xml.slice(xml.indexOf("<groepen>"), xml.indexOf("</groepen>"));
    expect(groepen.indexOf("<samengestelde_groep key=")).toBeLessThan(groepen.indexOf("<groep key="));
    expect(groepen.lastIndexOf("<samengestelde_groep key=")).toBeGreaterThan(groepen.indexOf("<groep key="));
    expect(xml).toMatch(/<leerkracht key="[^"]+"[^>]*>[\s\S]*?<groepen>\s*<samengestelde_groep key="[^"]+">[\s\S]*?<groep key=/);
    expect(controleerTegenTabel(xml, EDEX_TABELLEN[v])).toEqual([]);
    const b = parseEdex(xml);
    expect(b.afgekeurd).toEqual([]);
    expect(b.versie).toBe(v);
    expect(b.brin).toMatch(/^\d{2,6}$/);
    expect(b.vestigingen).toHaveLength(4);
    expect(b.groepen.filter((g) => g.samengesteld)).toHaveLength(4);
    expect(b.groepen.filter((g) => !g.samengesteld)).toHaveLength(4);
    expect(b.leerlingen.every((l) => l.samengesteldeGroepKeys.length === 2 && l.groepKey)).toBe(true);
    expect(b.leerkrachten.every((l) => l.groepKeys.length === 4)).toBe(true);
    expect(JSON.stringify(b)).not.toMatch(/19041200123/);
  });

  it.each(tabellen)("%s: a pupil and a teacher with only a roepnaam, with every optional element (the 2.0 example's Wimpie and Lia)", (versie) => {
    const xml = gen(versie, { tak: 1, gemengd: true });
    expect(xml).toMatch(/<leerkracht key="T0"[^>]*>\s*<roepnaam>/);
    expect(xml).toMatch(/<leerling key="L0"[^>]*>\s*<roepnaam>/);
    expect(controleerTegenTabel(xml, EDEX_TABELLEN[versie])).toEqual([]);
    const b = parseEdex(xml);
    expect(b.afgekeurd).toEqual([]);
    expect(b.leerkrachten.every((l) => l.achternaam === "" && l.roepnaam && l.groepKeys.length >= 1)).toBe(true);
    expect(b.leerlingen.every((l) => l.achternaam === "" && l.roepnaam)).toBe(true);
  });

  it.each(tabellen)("%s: keys as EDEXKeyType allows them ('0', '#1', '00002', '3 & co', the type's full length) are read and followed", (versie, t) => {
    const xml = gen(versie, { sleutels: "vreemd", tak: 0 });
    expect(xml).toContain('<leerling key="#1"');
    expect(xml).toContain('<leerkracht key="0"');
    expect(xml).toContain('key="3 &amp; co');
    expect(controleerTegenTabel(xml, t)).toEqual([]);
    const b = parseEdex(xml);
    expect(b.afgekeurd).toEqual([]);
    const sleutelType = attr(t, "EDEX.leerlingen.leerling", "key")!.type;
    const vierde = "3 & co".padEnd(sleutelType.soort === "tekst" ? sleutelType.lengte! : 0, "k");
    expect(vierde.length).toBe(versie === "2.1" ? 256 : 64);
    expect(b.leerlingen.map((l) => l.key)).toEqual(["0", "#1", "00002", vierde]);
    expect(b.leerkrachten.map((l) => l.key)).toEqual(["0", "#1", "00002", vierde]);
    expect(b.groepen.filter((g) => !g.samengesteld).map((g) => g.key)).toEqual(["0", "#1", "00002", vierde]);
    // References with these keys are followed: every pupil in a group, every teacher with groups.
    expect(b.leerlingen.every((l) => l.groepKey !== null)).toBe(true);
    expect(b.leerkrachten.every((l) => l.groepKeys.length >= 1)).toBe(true);
    if (versie !== "1.0.3") expect(b.groepen.filter((g) => g.samengesteld).map((g) => g.key)).toEqual(["sg0", "#sg1", "sg00002", "sg3 & co".padEnd(vierde.length, "k")]);
  });

  it.each(tabellen)("%s: a default namespace on <EDEX> (xmlns=…) as well as a prefix", (versie, t) => {
    for (const o of [{ namespace: "http://www.edustandaard.nl/edex" }, { prefix: "edex", namespace: "http://www.edustandaard.nl/edex" }]) {
      const xml = gen(versie, { ...o, tak: 0 });
      expect(xml).toMatch(o.prefix ? /<edex:EDEX [^>]*xmlns:edex=/ : /<EDEX [^>]*xmlns="/);
      expect(controleerTegenTabel(xml, t)).toEqual([]);
      const b = parseEdex(xml);
      expect(b.afgekeurd, JSON.stringify(o)).toEqual([]);
      expect(b.versie).toBe(versie);
      expect(b.leerlingen).toHaveLength(4);
    }
  });

  it("values in every lexical form the XSD accepts: geslacht as xs:integer ('01', '+2'), xs:date with a zone, an eckid with punctuation", () => {
    const basis = genereerUitTabel(EDEX_TABELLEN["2.1"], { schooljaar: SJ, records: 3, optioneel: true, tak: 0 });
    const xml = basis
      .replace(/(<leerling key="L0"[^>]*>[\s\S]*?<geslacht>)[^<]*/, "$101")
      .replace(/(<leerling key="L1"[^>]*>[\s\S]*?<geslacht>)[^<]*/, "$1+2")
      .replace(/(<leerling key="L0"[^>]*>[\s\S]*?<geboortedatum>)[^<]*/, "$12016-06-21Z")
      .replace(/(<leerling key="L1"[^>]*>[\s\S]*?<geboortedatum>)[^<]*/, "$12016-06-21+01:00")
      .replace(/<leerling key="L2" eckid="[^"]*"/, '<leerling key="L2" eckid="https://id.school/LL_123abcXYZ!@#$%^_-"');
    const b = parseEdex(xml);
    expect(b.afgekeurd).toEqual([]);
    expect(b.leerlingen.map((l) => [l.key, l.geslacht, l.geboortedatum])).toEqual([
      ["L0", 1, "2016-06-21"],
      ["L1", 2, "2016-06-21"],
      ["L2", expect.any(Number), expect.any(String)],
    ]);
    expect(b.leerlingen[2]!.eckid).toBe("https://id.school/LL_123abcXYZ!@#$%^_-");
    // What EDEXGeslachtType does not have is still refused, naming the value as written.
    const fout = parseEdex(basis.replace(/(<leerling key="L0"[^>]*>[\s\S]*?<geslacht>)[^<]*/, "$110"));
    expect(fout.afgekeurd).toEqual([expect.objectContaining({ stap: "leerlingen", sleutel: "L0", reden: expect.stringMatching(/^geslacht '10' bestaat niet/) })]);
  });
});

describe("files as the standard's examples and real exports have them", () => {
  const fixture = (naam: string) => readFileSync(path.resolve("tests/fixtures/edex", naam), "utf8").replaceAll("SCHOOLJAAR", SJ);

  it("the generated files, the example file of the EDEX tab and these fixtures conform to their table, as an XSD validator would check", () => {
    for (const [versie, t] of tabellen) {
      expect(controleerTegenTabel(genereerUitTabel(t, { schooljaar: SJ, records: 0 }), t), `${versie} kleinste`).toEqual([]);
      for (let tak = 0; tak < 5; tak++) {
        expect(controleerTegenTabel(genereerUitTabel(t, { schooljaar: SJ, records: 3, tak, prefix: tak % 2 ? "le" : undefined }), t), `${versie} tak ${tak}`).toEqual([]);
        expect(controleerTegenTabel(genereerUitTabel(t, { schooljaar: SJ, records: 3, tak, optioneel: true }), t), `${versie} optioneel tak ${tak}`).toEqual([]);
      }
      expect(controleerTegenTabel(genereerUitTabel(t, { schooljaar: SJ, records: 22, optioneel: true }), t), `${versie} alle waarden`).toEqual([]);
    }
    expect(controleerTegenTabel(voorbeeldEdex(SJ), EDEX_TABELLEN["2.1"])).toEqual([]);
    expect(controleerTegenTabel(fixture("xsd-1.03.xml"), EDEX_TABELLEN["1.0.3"])).toEqual([]);
    expect(controleerTegenTabel(fixture("xsd-2.0.xml"), EDEX_TABELLEN["2.0"])).toEqual([]);
    expect(controleerTegenTabel(fixture("xsd-2.1-vlaams.xml"), EDEX_TABELLEN["2.1"])).toEqual([]);
  });

  it("the check finds what the XSD refuses (it can fail): a teacher's geslacht, an <eckid> element, jaargroep 100, no pupils, a 2.0 element in 1.03", () => {
    const t21 = EDEX_TABELLEN["2.1"];
    const goed = voorbeeldEdex(SJ);
    expect(controleerTegenTabel(goed.replace("<roepnaam>Anna</roepnaam>", "<roepnaam>Anna</roepnaam><geslacht>2</geslacht>"), t21).join()).toMatch(/leerkracht: de kinderen .*geslacht/);
    expect(controleerTegenTabel(goed.replace(/<leerling key="VB-L01" eckid="([^"]+)">/, '<leerling key="VB-L01"><eckid>$1</eckid>'), t21).join()).toMatch(/leerling: de kinderen eckid/);
    expect(controleerTegenTabel(goed.replace("<jaargroep>4</jaargroep>", "<jaargroep>100</jaargroep>"), t21).join()).toMatch(/jaargroep '100': niet in/);
    expect(controleerTegenTabel(goed.replace(/<leerlingen>[\s\S]*<\/leerlingen>/, ""), t21).join()).toMatch(/EDEX: de kinderen/);
    expect(controleerTegenTabel(fixture("xsd-1.03.xml").replace("<roepnaam>Emre</roepnaam>", "<roepnaam>Emre</roepnaam><voornamen>Emre</voornamen>"), EDEX_TABELLEN["1.0.3"]).join()).toMatch(/leerling: de kinderen/);
    expect(controleerTegenTabel(fixture("xsd-1.03.xml").replace("<brincode>99QQ</brincode>", "<brincode>99qq</brincode>"), EDEX_TABELLEN["1.0.3"]).join()).toMatch(/brincode '99qq': past niet/);
  });

  it("1.03 (an LVS export): a pupil with only a jaargroep, a staff record with only an achternaam, a teacher with only a roepnaam", () => {
    const b = parseEdex(fixture("xsd-1.03.xml"));
    expect(b.afgekeurd).toEqual([]);
    expect(b.versie).toBe("1.0.3");
    expect(b.groepen.map((g) => [g.key, g.jaargroep])).toEqual([["101", "1"], ["105", "5"], ["190", "S"], ["199", "H"]]);
    expect(b.leerlingen.map((l) => [l.key, l.groepKey, l.jaargroep])).toEqual([["7001", "101", null], ["7002", null, "5"], ["7003", null, null], ["7004", "190", null]]);
    expect(b.leerkrachten.map((l) => [l.key, l.achternaam, l.roepnaam, l.groepKeys])).toEqual([
      ["501", "Bos", "Marijke", ["101", "105"]],
      ["502", "Systeembeheerder", "", []],
      ["503", "", "Joost", ["190"]],
    ]);
    expect(JSON.stringify(b)).not.toMatch(/123456782|987654321/);
  });

  it("2.0: vestigingen, composite groups before and between the groups, jaargroep C and H, roles, a pupil without birth date", () => {
    const b = parseEdex(fixture("xsd-2.0.xml"));
    expect(b.afgekeurd).toEqual([]);
    expect(b.versie).toBe("2.0");
    expect(b.vestigingen.map((v) => v.key)).toEqual(["N", "Z"]);
    expect(b.groepen.map((g) => [g.key, g.samengesteld, g.jaargroep])).toEqual([["k1", false, "0"], ["g6", false, "6"], ["cb", false, "C"], ["plus", true, null], ["lees", true, null]]);
    // A group names no vestiging in the standard: it goes where its pupils say (<leerling><vestiging key/>), else to the first.
    expect(b.groepen.map((g) => [g.key, g.vestigingKey])).toEqual([["k1", "N"], ["g6", "N"], ["cb", "Z"], ["plus", "N"], ["lees", "N"]]);
    // Pupils of one group in different vestigingen: the first vestiging.
    const verdeeld = parseEdex(fixture("xsd-2.0.xml").replace('<groep key="cb"/>', '<groep key="g6"/>'));
    expect(verdeeld.groepen.find((g) => g.key === "g6")!.vestigingKey).toBe("N");
    expect(parseEdex(fixture("xsd-2.0.xml").replace('<vestiging key="N"/>', '<vestiging key="Z"/>')).groepen.find((g) => g.key === "g6")!.vestigingKey).toBe("Z");
    expect(b.leerlingen.map((l) => [l.key, l.achternaam, l.roepnaam, l.geboortedatum, l.jaargroep])).toEqual([
      ["p1", "", "Wessel", "2016-06-21", "6"],
      ["p2", "Amrani", "Yasmina", null, "7"],
      ["p3", "Hoek", "Gijs", "2012-02-20", "H"],
    ]);
    expect(b.leerlingen[0]!.samengesteldeGroepKeys).toEqual(["plus", "lees"]);
    // A teacher without a roepnaam is called by the voorletters.
    expect(b.leerkrachten.map((l) => [l.key, l.achternaam, l.roepnaam, l.email, l.groepKeys])).toEqual([
      ["lk1", "Dam", "J", null, ["g6"]],
      ["lk2", "Veldkamp", "Ilse", "ilse.veldkamp@school.test", ["k1", "cb", "plus", "lees"]],
      ["lk3", "", "Lies", null, ["g6"]],
    ]);
  });

  it("2.1 Flemish: instellingsnummer of 4 digits, eckid attributes, rijksregisternummer never read", () => {
    const b = parseEdex(fixture("xsd-2.1-vlaams.xml"));
    expect(b.afgekeurd).toEqual([]);
    expect(b.versie).toBe("2.1");
    expect(b.brin).toBe("4321");
    expect(b.leerlingen.map((l) => [l.key, l.eckid])).toEqual([
      ["00011", "https://ketenid.nl/201703/vla-11"],
      ["00012", "https://ketenid.nl/201703/vla-12"],
      ["00013", null],
    ]);
    expect(b.leerkrachten.find((l) => l.key === "LKB")!.groepKeys).toEqual(["K2", "sgA"]);
    expect(JSON.stringify(b)).not.toMatch(/20041200123/);
  });

  it("the same eckid twice blocks the second pupil", () => {
    const b = parseEdex(fixture("xsd-2.1-vlaams.xml").replace("vla-12", "vla-11"));
    expect(b.afgekeurd).toEqual([expect.objectContaining({ stap: "leerlingen", sleutel: "00012", reden: "het eckid komt ook voor bij Wout" })]);
  });
});

describe("one bad record does not refuse a file", () => {
  const basis = () => genereerUitTabel(EDEX_TABELLEN["2.1"], { schooljaar: SJ, records: 3, optioneel: true });

  it("an invalid jaargroep blocks that group (and what points at it), naming it in a teacher's words", () => {
    const xml = basis().replace(/(<groep key="G1">\s*<naam>)([^<]*)(<\/naam>\s*<jaargroep>)[^<]*/, "$1Groep 1A$3100");
    const b = parseEdex(xml);
    expect(b.groepen.map((g) => g.key)).not.toContain("G1");
    expect(b.afgekeurd).toContainEqual({ stap: "klassen", sleutel: "G1", naam: "Groep 1A", reden: "jaargroep '100' bestaat niet; verwacht B, D, 0–8, 11–16, S, V, C, N of H", pad: 'EDEX/groepen/groep[@key="G1"]/jaargroep' });
    expect(b.afgekeurd.find((a) => a.stap === "toewijzingen")!.reden).toMatch(/de groep Groep 1A wordt niet ingelezen/);
    expect(b.leerlingen).toHaveLength(3);
  });

  it("a pupil without any name, a date that is not a date, a key twice, a group nobody defines", () => {
    let xml = basis();
    xml = xml.replace(/(<leerling key="L0"[^>]*>[\s\S]*?)<achternaam>[^<]*<\/achternaam>/, "$1").replace(/(<leerling key="L0"[^>]*>[\s\S]*?)<roepnaam>[^<]*<\/roepnaam>/, "$1").replace(/(<leerling key="L0"[^>]*>[\s\S]*?)<voornamen>[^<]*<\/voornamen>/, "$1");
    xml = xml.replace(/(<leerling key="L1"[^>]*>[\s\S]*?<geboortedatum>)[^<]*/, "$131-02-2017");
    xml = xml.replace('<leerkracht key="T2"', '<leerkracht key="T1"');
    xml = xml.replace(/(<leerling key="L2"[^>]*>[\s\S]*?)<groep key="G\d"\/>/, '$1<groep key="G-9"/>');
    const b = parseEdex(xml);
    const per = Object.fromEntries(b.afgekeurd.map((a) => [`${a.stap}:${a.sleutel}`, a]));
    expect(per["leerlingen:L0"]).toMatchObject({ naam: "Leerling met sleutel L0", reden: "de leerling heeft geen achternaam en geen roepnaam" });
    expect(per["leerlingen:L1"]!.reden).toBe("geboortedatum '31-02-2017' is geen datum (verwacht jjjj-mm-dd, zoals 2017-03-01)");
    expect(per["leerlingen:L1"]!.pad).toBe('EDEX/leerlingen/leerling[@key="L1"]/geboortedatum');
    expect(per["medewerkers:T1#3"]!.reden).toMatch(/de sleutel 'T1' komt al eerder in het bestand voor/);
    expect(per["toewijzingen:L2|G-9"]!.reden).toBe("groep met sleutel 'G-9' staat niet in het bestand");
    expect(b.leerlingen.map((l) => l.key)).toEqual(["L2"]);
    expect(b.leerkrachten.map((l) => l.key)).toEqual(["T0", "T1"]);
  });

  it("only a file that is not EDEX is refused whole", () => {
    for (const [xml, fout] of [
      ["", /leeg/],
      ["geen xml", /geen geldige XML/],
      ["<leerlingen/>", /geen EDEX-bestand/],
      ["<EDEX><groepen/></EDEX>", /<school> ontbreekt/],
      ["<EDEX><school><brincode>99XY</brincode></school></EDEX>", /<schooljaar>/],
      [basis().slice(0, 400), /geen geldige XML/],
    ] as const)
      expect(() => parseEdex(xml)).toThrow(fout);
  });
});
