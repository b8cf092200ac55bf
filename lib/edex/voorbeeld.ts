/**
 * The example file of the EDEX tab (beheer/import): EDEXML 2.1 as its XSD has it (no namespace,
 * xsi:noNamespaceSchemaLocation, the eckid as an attribute, elements in the XSD's order, teachers
 * without geslacht), for the given school year, small enough to read and complete enough to show every step of the wizard
 * (classes with jaargroep 1–8, S and V, a composite group, pupils with and without a prefix, a
 * Flemish-style pupil with only a roepnaam, teachers with and without an e-mail address). It
 * imports without a blocked item.
 */
export function voorbeeldEdex(schooljaar: string, aanmaakdatum = new Date()): string {
  const start = Number(schooljaar.slice(0, 4));
  const geboren = (jaargroep: number, mmdd: string) => `${start - jaargroep - 4}-${mmdd}`;
  const x = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const groepen: [string, string, string, string | null][] = [
    ["VB-G12", "Groep 1/2", "1", "Kleuters"],
    ["VB-G4", "Groep 4", "4", null],
    ["VB-G8", "Groep 8", "8", null],
    ["VB-GS", "Groep S", "S", "Speciaal onderwijs"],
  ];
  const leerlingen: { key: string; achternaam?: string; voorvoegsel?: string; roepnaam: string; voornamen?: string; jg: string; geb: string; gs: number; groep: string; sg?: boolean }[] = [
    { key: "VB-L01", achternaam: "Jansen", roepnaam: "Daan", voornamen: "Daan Pieter", jg: "1", geb: geboren(1, "03-14"), gs: 1, groep: "VB-G12" },
    { key: "VB-L02", achternaam: "Vries", voorvoegsel: "de", roepnaam: "Emma", jg: "2", geb: geboren(2, "11-02"), gs: 2, groep: "VB-G12" },
    { key: "VB-L03", achternaam: "Bakker", roepnaam: "Noah", jg: "4", geb: geboren(4, "06-21"), gs: 1, groep: "VB-G4", sg: true },
    { key: "VB-L04", achternaam: "Yılmaz", roepnaam: "Elif", jg: "4", geb: geboren(4, "01-09"), gs: 2, groep: "VB-G4", sg: true },
    { key: "VB-L05", achternaam: "Berg", voorvoegsel: "van den", roepnaam: "Sem", jg: "8", geb: geboren(8, "09-30"), gs: 1, groep: "VB-G8" },
    { key: "VB-L06", achternaam: "Mulder", roepnaam: "Julia", jg: "8", geb: geboren(8, "04-17"), gs: 9, groep: "VB-G8", sg: true },
    { key: "VB-L07", roepnaam: "Liam", jg: "S", geb: geboren(6, "12-05"), gs: 0, groep: "VB-GS" },
  ];
  const r: string[] = [];
  r.push('<?xml version="1.0" encoding="UTF-8"?>');
  r.push(`<!-- Voorbeeld van een EDEX-bestand (EDEXML 2.1) voor schooljaar ${schooljaar}. Uw administratiesysteem (ParnasSys, ESIS, Dotcom …) maakt zo'n bestand voor u. -->`);
  r.push('<EDEX xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="EDEXML.structuur.xsd">');
  r.push("  <school>");
  r.push(`    <schooljaar>${schooljaar}</schooljaar>`);
  r.push("    <brincode>99VB</brincode>");
  r.push("    <dependancecode>00</dependancecode>");
  r.push("    <schoolkey>99VB00</schoolkey>");
  r.push(`    <aanmaakdatum>${aanmaakdatum.toISOString().slice(0, 19)}</aanmaakdatum>`);
  r.push("    <auteur>Leerroute (voorbeeld)</auteur>");
  r.push("    <xsdversie>2.1</xsdversie>");
  r.push("  </school>");
  r.push("  <groepen>");
  for (const [key, naam, jg, oms] of groepen)
    r.push(`    <groep key="${key}"><naam>${x(naam)}</naam><jaargroep>${jg}</jaargroep>${oms ? `<omschrijving>${x(oms)}</omschrijving>` : ""}</groep>`);
  r.push('    <samengestelde_groep key="VB-SG-LEES"><naam>Leesclub</naam><omschrijving>Extra leesinstructie</omschrijving></samengestelde_groep>');
  r.push("  </groepen>");
  r.push("  <leerlingen>");
  for (const l of leerlingen) {
    r.push(`    <leerling key="${l.key}" eckid="https://ketenid.nl/201703/voorbeeld-${l.key.toLowerCase()}">`);
    if (l.achternaam) r.push(`      <achternaam>${x(l.achternaam)}</achternaam>`);
    if (l.voorvoegsel) r.push(`      <voorvoegsel>${x(l.voorvoegsel)}</voorvoegsel>`);
    if (l.voornamen) r.push(`      <voornamen>${x(l.voornamen)}</voornamen>`);
    r.push(`      <roepnaam>${x(l.roepnaam)}</roepnaam>`);
    r.push(`      <geboortedatum>${l.geb}</geboortedatum>`);
    r.push(`      <geslacht>${l.gs}</geslacht>`);
    r.push(`      <jaargroep>${l.jg}</jaargroep>`);
    r.push(`      <groep key="${l.groep}"/>`);
    if (l.sg) r.push('      <samengestelde_groepen><samengestelde_groep key="VB-SG-LEES"/></samengestelde_groepen>');
    r.push("    </leerling>");
  }
  r.push("  </leerlingen>");
  r.push("  <leerkrachten>");
  r.push('    <leerkracht key="VB-T1"><achternaam>Smit</achternaam><roepnaam>Anna</roepnaam><emailadres>anna.smit@voorbeeldschool.invalid</emailadres><groepen><groep key="VB-G12"/></groepen></leerkracht>');
  r.push('    <leerkracht key="VB-T2"><achternaam>Dijk</achternaam><voorvoegsel>van</voorvoegsel><roepnaam>Kees</roepnaam><groepen><groep key="VB-G4"/><samengestelde_groep key="VB-SG-LEES"/></groepen></leerkracht>');
  r.push('    <leerkracht key="VB-T3"><roepnaam>Fatima</roepnaam><groepen><groep key="VB-G8"/><groep key="VB-GS"/></groepen></leerkracht>');
  r.push("  </leerkrachten>");
  r.push("</EDEX>");
  return r.join("\n") + "\n";
}
