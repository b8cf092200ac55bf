import { describe, expect, it } from "vitest";
import { beschrijfWaarden, parseEdex } from "@/lib/edex/parse";
import { elementen, elementOp, GESLACHTEN, isKeuze, JAARGROEPEN, lijstPaden, waardenVan, type EdexDeeltje, type EdexTabel } from "@/lib/edex/schema";
import { EDEX_TABELLEN, EDEX_VERSIES, versieVan } from "@/lib/edex/versies";
import { genereerUitTabel } from "../fixtures/edex/uit-tabel";

const SJ = "2026-2027";
const tabellen = EDEX_VERSIES.map((v) => [v, EDEX_TABELLEN[v]] as const);

/** The choice of a person's name under a record, as the table has it. */
function naamKeuze(tabel: EdexTabel, record: string) {
  const kinderen = elementOp(tabel, record)!.kinderen!;
  return kinderen.find((d): d is Extract<EdexDeeltje, { keuze: unknown }> => isKeuze(d) && d.keuze.some((tak) => tak.some((x) => !isKeuze(x) && x.naam === "achternaam")));
}
const namen = (tak: readonly EdexDeeltje[]) => tak.flatMap((x) => (isKeuze(x) ? [] : [`${x.naam}${x.min ? "" : "?"}`]));

describe("EDEXML element tables encode the XSD rules", () => {
  it("every version: root EDEX with a required <school> holding a required <schooljaar>; records keyed", () => {
    for (const [versie, t] of tabellen) {
      expect(t.versie).toBe(versie);
      expect(t.root.naam).toBe("EDEX");
      expect(elementOp(t, "EDEX.school")).toMatchObject({ min: 1, max: 1 });
      expect(elementOp(t, "EDEX.school.schooljaar")).toMatchObject({ min: 1, type: { soort: "schooljaar" } });
      for (const pad of ["EDEX.groepen.groep", "EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht"]) {
        const e = elementOp(t, pad)!;
        expect(e, `${versie} ${pad}`).toMatchObject({ min: 0, max: "n" });
        expect(e.attributen).toEqual([expect.objectContaining({ naam: "key", verplicht: true })]);
      }
      expect(lijstPaden(t)).toEqual(expect.arrayContaining(["EDEX.groepen.groep", "EDEX.leerlingen.leerling", "EDEX.leerkrachten.leerkracht", "EDEX.leerkrachten.leerkracht.groepen.groep"]));
    }
  });

  it("jaargroep is 0–8, S or V, geslacht 0, 1, 2 or 9, in every version", () => {
    for (const [, t] of tabellen) {
      expect(waardenVan(t, "EDEX.groepen.groep.jaargroep")).toEqual(JAARGROEPEN);
      expect(waardenVan(t, "EDEX.leerlingen.leerling.jaargroep")).toEqual(JAARGROEPEN);
      expect(waardenVan(t, "EDEX.leerlingen.leerling.geslacht")).toEqual(GESLACHTEN);
    }
    expect(beschrijfWaarden(JAARGROEPEN)).toBe("0–8, S of V");
    expect(beschrijfWaarden(GESLACHTEN)).toBe("0, 1, 2 of 9");
  });

  it("a teacher is an achternaam (voorvoegsel, voorletters, roepnaam optional) or a roepnaam alone", () => {
    for (const [versie, t] of tabellen) {
      const keuze = naamKeuze(t, "EDEX.leerkrachten.leerkracht")!;
      expect(keuze, versie).toBeDefined();
      expect(namen(keuze.keuze[0]!)).toEqual(["achternaam", "voorvoegsel?", "voorletters-1?", "roepnaam?"]);
      expect(namen(keuze.keuze[1]!)).toEqual(["roepnaam"]);
    }
  });

  it("versions differ as the standard does: composite groups and e-mail from 2.0, eckid and the Flemish school from 2.1", () => {
    const heeft = (v: keyof typeof EDEX_TABELLEN, pad: string) => elementen(EDEX_TABELLEN[v]).some((e) => e.pad === pad);
    expect(heeft("1.0.3", "EDEX.groepen.samengestelde_groep")).toBe(false);
    expect(heeft("1.0.3", "EDEX.leerkrachten.leerkracht.emailadres")).toBe(false);
    expect(heeft("1.0.3", "EDEX.leerlingen.leerling.eckid")).toBe(false);
    expect(heeft("1.0.3", "EDEX.toevoegingen")).toBe(false);
    for (const v of ["2.0", "2.1"] as const) {
      expect(heeft(v, "EDEX.groepen.samengestelde_groep")).toBe(true);
      expect(heeft(v, "EDEX.leerlingen.leerling.samengestelde_groepen.samengestelde_groep")).toBe(true);
      expect(heeft(v, "EDEX.leerkrachten.leerkracht.emailadres")).toBe(true);
      expect(heeft(v, "EDEX.toevoegingen")).toBe(true);
    }
    expect(heeft("2.0", "EDEX.leerlingen.leerling.eckid")).toBe(false);
    expect(heeft("2.1", "EDEX.leerlingen.leerling.eckid")).toBe(true);
    expect(heeft("2.1", "EDEX.school.instellingsnummer")).toBe(true);
    expect(heeft("2.1", "EDEX.leerlingen.leerling.rijksregisternummer")).toBe(true);
  });

  it("reads the version from <xsdversie> or else the namespace", () => {
    expect(versieVan("1.03", null)).toBe("1.0.3");
    expect(versieVan("1.0.3", null)).toBe("1.0.3");
    expect(versieVan("2.0", null)).toBe("2.0");
    expect(versieVan("2.1", null)).toBe("2.1");
    expect(versieVan(null, "http://www.edustandaard.nl/edex/2.0")).toBe("2.0");
    expect(versieVan(null, null)).toBe("2.1");
  });
});

describe("files generated from the tables all import", () => {
  const telRecords = (xml: string, element: string) => (xml.match(new RegExp(`<(\\w+:)?${element} key="[^"]*">`, "g")) ?? []).length;

  it.each(tabellen)("%s: the smallest valid file (only <school>) reads, with nothing in it", (versie, t) => {
    const b = parseEdex(genereerUitTabel(t, { schooljaar: SJ, records: 0 }));
    expect(b).toMatchObject({ versie, schooljaar: SJ, groepen: [], leerlingen: [], leerkrachten: [], afgekeurd: [] });
    expect(b.vestigingen).toHaveLength(1);
  });

  it.each(tabellen)("%s: every optional element absent, each choice branch: every record reads", (versie, t) => {
    for (const tak of [0, 1]) {
      for (const prefix of [undefined, "le"]) {
        const xml = genereerUitTabel(t, { schooljaar: SJ, records: 3, tak, prefix });
        const b = parseEdex(xml);
        expect(b.afgekeurd, `${versie} tak ${tak} ${prefix ?? ""}`).toEqual([]);
        expect(b.versie).toBe(versie);
        expect(b.groepen.filter((g) => !g.samengesteld)).toHaveLength(3);
        expect(b.leerlingen).toHaveLength(3);
        expect(b.leerkrachten).toHaveLength(3);
        // Without optional elements a pupil has no group and a teacher no groups or e-mail.
        expect(b.leerkrachten.every((l) => l.email === null && l.groepKeys.length === 0)).toBe(true);
        // The second branch: a roepnaam alone, no achternaam.
        if (tak === 1) expect(b.leerkrachten.every((l) => l.achternaam === "" && l.roepnaam)).toBe(true);
      }
    }
  });

  it.each(tabellen)("%s: every optional element present, every enumerated value, texts at full length: every record reads", (versie, t) => {
    const records = Math.max(JAARGROEPEN.length, GESLACHTEN.length);
    const xml = genereerUitTabel(t, { schooljaar: SJ, records, optioneel: true });
    const b = parseEdex(xml);
    expect(b.afgekeurd, versie).toEqual([]);
    expect(b.groepen.filter((g) => !g.samengesteld)).toHaveLength(telRecords(xml, "groep"));
    expect(b.leerlingen).toHaveLength(records);
    expect(b.leerkrachten).toHaveLength(records);
    expect(new Set(b.groepen.map((g) => g.jaargroep).filter(Boolean))).toEqual(new Set(JAARGROEPEN));
    expect(new Set(b.leerlingen.map((l) => l.jaargroep))).toEqual(new Set(JAARGROEPEN));
    expect(new Set(b.leerlingen.map((l) => String(l.geslacht)))).toEqual(new Set(GESLACHTEN));
    expect(b.leerlingen.every((l) => l.groepKey)).toBe(true);
    expect(b.leerkrachten.every((l) => l.groepKeys.length >= 1)).toBe(true);
    // EDEX carries no e-mail address before 2.0.
    expect(b.leerkrachten.every((l) => (versie === "1.0.3" ? l.email === null : l.email))).toBe(true);
    if (versie !== "1.0.3") {
      expect(b.groepen.some((g) => g.samengesteld)).toBe(true);
      expect(b.leerlingen.every((l) => l.samengesteldeGroepKeys.length >= 1)).toBe(true);
    }
    // The personal numbers the table has are never read.
    expect(JSON.stringify(b)).not.toMatch(/123456782|19041200123/);
  });
});

describe("one bad record does not refuse a file", () => {
  const basis = () => genereerUitTabel(EDEX_TABELLEN["2.1"], { schooljaar: SJ, records: 3, optioneel: true });

  it("an invalid jaargroep blocks that group (and what points at it), naming it in a teacher's words", () => {
    const xml = basis().replace(/(<groep key="G1">\s*<naam>)([^<]*)(<\/naam>\s*<jaargroep>)[^<]*/, "$1Groep 1A$3100");
    const b = parseEdex(xml);
    expect(b.groepen.map((g) => g.key)).not.toContain("G1");
    expect(b.afgekeurd).toContainEqual({ stap: "klassen", sleutel: "G1", naam: "Groep 1A", reden: "jaargroep '100' bestaat niet; verwacht 0–8, S of V", pad: 'EDEX/groepen/groep[@key="G1"]/jaargroep' });
    expect(b.afgekeurd.find((a) => a.stap === "toewijzingen")!.reden).toMatch(/de groep Groep 1A wordt niet ingelezen/);
    expect(b.leerlingen).toHaveLength(3);
  });

  it("a pupil without any name, a date that is not a date, a key twice, a group nobody defines", () => {
    let xml = basis();
    xml = xml.replace(/(<leerling key="L0">[\s\S]*?)<achternaam>[^<]*<\/achternaam>/, "$1").replace(/(<leerling key="L0">[\s\S]*?)<roepnaam>[^<]*<\/roepnaam>/, "$1").replace(/(<leerling key="L0">[\s\S]*?)<voornamen>[^<]*<\/voornamen>/, "$1");
    xml = xml.replace(/(<leerling key="L1">[\s\S]*?<geboortedatum>)[^<]*/, "$131-02-2017");
    xml = xml.replace('<leerkracht key="T2">', '<leerkracht key="T1">');
    xml = xml.replace(/(<leerling key="L2">[\s\S]*?)<groep key="G\d"\/>/, '$1<groep key="G-9"/>');
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
