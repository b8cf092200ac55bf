import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EdexFout, parseEdex } from "@/lib/edex/parse";
import { zonderPersoonsnummers } from "@/lib/services/edex";

const fixture = (naam: string) => readFileSync(path.resolve("tests/fixtures/edex", naam), "utf8").replaceAll("SCHOOLJAAR", "2026-2027");

describe("EDEXML 2.x as the standard writes it", () => {
  it("reads composite groups inside <groepen>, referenced by pupils and teachers", () => {
    const b = parseEdex(fixture("school-2.1.xml"));
    expect(b.groepen.filter((g) => g.samengesteld).map((g) => g.key)).toEqual(["SG-LEES"]);
    expect(b.leerlingen.filter((l) => l.samengesteldeGroepKeys.includes("SG-LEES")).map((l) => l.key)).toEqual(["L-001", "L-003"]);
    expect(b.leerkrachten.find((l) => l.key === "T-1")!.groepKeys).toEqual(["G-1", "SG-LEES"]);
  });

  it("reads the Flemish variant: instellingsnummer, a pupil without achternaam", () => {
    const b = parseEdex(fixture("vlaams-2.1.xml"));
    expect(b.brin).toBe("012345");
    expect(b.leerlingen.map((l) => [l.key, l.roepnaam, l.achternaam])).toEqual([
      ["00001", "Lotte", "Peeters"],
      ["00002", "Noah", ""],
    ]);
    expect(b.leerlingen[0]!.samengesteldeGroepKeys).toEqual(["sg1"]);
    expect(JSON.stringify(b)).not.toMatch(/19041200123|19083000456/);
  });

  it("reads elements with a namespace prefix (2.0)", () => {
    const b = parseEdex(fixture("prefix-2.0.xml"));
    expect(b.groepen.map((g) => [g.key, g.samengesteld])).toEqual([
      ["H2A", false],
      ["H2Muziek", true],
    ]);
    expect(b.leerlingen[0]).toMatchObject({ key: "P1", roepnaam: "Mila", groepKey: "H2A", samengesteldeGroepKeys: ["H2Muziek"] });
    expect(b.leerkrachten[0]!.groepKeys).toEqual(["H2A", "H2Muziek"]);
  });

  it("still reads a separate <samengestelde_groepen> section listing its pupils", () => {
    const xml = fixture("school-2.1.xml")
      .replace(/<samengestelde_groep key="SG-LEES">[\s\S]*?<\/samengestelde_groep>\s*<\/groepen>/, "</groepen><samengestelde_groepen><samengestelde_groep key=\"SG-X\"><naam>X</naam><leerlingen><leerling key=\"L-002\"/></leerlingen></samengestelde_groep></samengestelde_groepen>")
      .replaceAll('<samengestelde_groep key="SG-LEES"/>', '<samengestelde_groep key="SG-X"/>');
    const b = parseEdex(xml);
    expect(b.leerlingen.filter((l) => l.samengesteldeGroepKeys.includes("SG-X")).map((l) => l.key).sort()).toEqual(["L-001", "L-002", "L-003"]);
  });

  it("blocks a pupil with neither roepnaam nor achternaam, and a reference to a missing composite group; the rest reads", () => {
    const zonderNaam = parseEdex(fixture("vlaams-2.1.xml").replace("<roepnaam>Noah</roepnaam>", ""));
    expect(zonderNaam.leerlingen.map((l) => l.key)).toEqual(["00001"]);
    expect(zonderNaam.afgekeurd).toEqual([
      { stap: "leerlingen", sleutel: "00002", naam: "Leerling met sleutel 00002", reden: "de leerling heeft geen achternaam en geen roepnaam", pad: 'EDEX/leerlingen/leerling[@key="00002"]' },
    ]);
    const sg = parseEdex(fixture("vlaams-2.1.xml").replace('<samengestelde_groep key="sg1"/>\n      </samengestelde_groepen>', '<samengestelde_groep key="sg9"/>\n      </samengestelde_groepen>'));
    expect(sg.leerlingen[0]!.samengesteldeGroepKeys).toEqual([]);
    expect(sg.afgekeurd).toEqual([expect.objectContaining({ stap: "toewijzingen", sleutel: "00001|sg9", naam: "Lotte Peeters", reden: "samengestelde groep met sleutel 'sg9' staat niet in het bestand" })]);
    expect(() => parseEdex("<EDEX/>")).toThrow(EdexFout);
  });

  it("keeps no personal number in the stored file (BSN, rijksregisternummer, prefixed too)", () => {
    for (const naam of ["school-2.1.xml", "vlaams-2.1.xml", "prefix-2.0.xml"]) {
      const bewaard = zonderPersoonsnummers(fixture(naam));
      expect(bewaard).not.toMatch(/<(\w+:)?(bsn|rijksregisternummer)\b|123456782|19041200123/);
      // What is kept is still the same file otherwise.
      expect(parseEdex(bewaard).leerlingen.map((l) => l.key)).toEqual(parseEdex(fixture(naam)).leerlingen.map((l) => l.key));
    }
  });

  it("keeps none of the XSD's personal numbers: sofinummer (1.03 and 2.x), onderwijsnummer, bsn_ondwnr-4, rijksregisternummer", () => {
    for (const naam of ["xsd-1.03.xml", "xsd-2.0.xml", "xsd-2.1-vlaams.xml"]) {
      const bewaard = zonderPersoonsnummers(fixture(naam));
      expect(bewaard, naam).not.toMatch(/<(\w+:)?(sofinummer|bsn|onderwijsnummer|bsn_ondwnr-4|rijksregisternummer)\b|123456782|987654321|111222333|2731|20041200123/);
      expect(parseEdex(bewaard).leerlingen.map((l) => l.key)).toEqual(parseEdex(fixture(naam)).leerlingen.map((l) => l.key));
    }
  });
});
