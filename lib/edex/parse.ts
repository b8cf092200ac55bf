import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * EDEXML 2.x (Edustandaard), as this importer reads it. The exchange file a school's
 * administration system (ParnasSys, ESIS, …) writes for a learning-tracking system:
 *
 * ```xml
 * <EDEX xmlns="http://www.edustandaard.nl/edex/2.1">
 *   <school>
 *     <schooljaar>2025-2026</schooljaar>     required: YYYY-YYYY+1
 *     <brincode>12AB</brincode>               (also <brin>; the Flemish variant: <instellingsnummer>)
 *     <dependancecode>00</dependancecode>
 *     <schoolkey>…</schoolkey> <aanmaakdatum>…</aanmaakdatum> <auteur>…</auteur> <xsdversie>2.1</xsdversie>
 *     <naam>OBS De Linde</naam>               optional; names the branch when <vestigingen> is absent
 *   </school>
 *   <vestigingen>                             optional; without it the school is the one branch
 *     <vestiging key="V1"><naam>Hoofdlocatie</naam></vestiging>
 *   </vestigingen>
 *   <groepen>                                 classes and cross-class groups, mixed (EDEXML.structuur.xsd)
 *     <groep key="G1"><naam>3a</naam><jaargroep>3</jaargroep><omschrijving>…</omschrijving>
 *       <vestiging key="V1"/>                  optional
 *     </groep>
 *     <samengestelde_groep key="SG1"><naam>Leesgroep</naam><omschrijving>…</omschrijving></samengestelde_groep>
 *   </groepen>
 *   <samengestelde_groepen>…</samengestelde_groepen>   tolerated too: a separate section, which may
 *                                             list its pupils (<leerlingen><leerling key="L1"/>…)
 *   <leerlingen>
 *     <leerling key="L1">
 *       <eckid>https://ketenid.nl/201703/…</eckid> <achternaam/> (may be absent) <voorvoegsel/> <roepnaam/> <voornamen/>
 *       <voorletters-1/> <geboortedatum>2017-03-01</geboortedatum> <geslacht>0|1|2|9</geslacht>
 *       <jaargroep>1..8 | S | V …</jaargroep> <groep key="G1"/>
 *       <samengestelde_groepen><samengestelde_groep key="SG1"/></samengestelde_groepen>  optional
 *       <instroomdatum/> <uitstroomdatum/> <bsn/> <rijksregisternummer/> <onderwijsnummer/>
 *                                             (personal numbers are read past and never kept)
 *     </leerling>
 *   </leerlingen>
 *   <leerkrachten>
 *     <leerkracht key="T1"><achternaam/><voorvoegsel/><roepnaam/><voorletters-1/><geslacht/>
 *       <emailadres>…</emailadres>
 *       <groepen><groep key="G1"/><samengestelde_groep key="SG1"/></groepen>
 *     </leerkracht>
 *   </leerkrachten>
 * </EDEX>
 * ```
 * Elements may carry a namespace prefix (`<le:groep>`), as SOAP-wrapped files do.
 * Every problem becomes one Dutch message naming the line (from the XML validator) or the element.
 */

export interface EdexVestiging {
  key: string;
  naam: string;
}
export interface EdexGroep {
  key: string;
  naam: string;
  jaargroep: string | null;
  omschrijving: string | null;
  vestigingKey: string;
  samengesteld: boolean;
}
export interface EdexLeerling {
  key: string;
  eckid: string | null;
  achternaam: string;
  tussenvoegsel: string | null;
  roepnaam: string;
  voornamen: string | null;
  geboortedatum: string | null;
  geslacht: number;
  jaargroep: string | null;
  groepKey: string | null;
  samengesteldeGroepKeys: string[];
  instroomdatum: string | null;
  uitstroomdatum: string | null;
}
export interface EdexLeerkracht {
  key: string;
  achternaam: string;
  tussenvoegsel: string | null;
  roepnaam: string;
  geslacht: number;
  email: string | null;
  groepKeys: string[];
}
export interface EdexBestand {
  schooljaar: string;
  brin: string | null;
  vestigingen: EdexVestiging[];
  groepen: EdexGroep[];
  leerlingen: EdexLeerling[];
  leerkrachten: EdexLeerkracht[];
}

export class EdexFout extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EdexFout";
  }
}

type Node = Record<string, unknown>;

const LIST_PATHS = new Set([
  "EDEX.vestigingen.vestiging",
  "EDEX.groepen.groep",
  "EDEX.groepen.samengestelde_groep",
  "EDEX.groepen.samengestelde_groep.leerlingen.leerling",
  "EDEX.samengestelde_groepen.samengestelde_groep",
  "EDEX.samengestelde_groepen.samengestelde_groep.leerlingen.leerling",
  "EDEX.leerlingen.leerling",
  "EDEX.leerlingen.leerling.samengestelde_groepen.samengestelde_groep",
  "EDEX.leerkrachten.leerkracht",
  "EDEX.leerkrachten.leerkracht.groepen.groep",
  "EDEX.leerkrachten.leerkracht.groepen.samengestelde_groep",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  processEntities: true,
  isArray: (_name, jpath) => LIST_PATHS.has(String(jpath)),
});

const asNode = (v: unknown): Node => (v && typeof v === "object" && !Array.isArray(v) ? (v as Node) : {});
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : v === undefined || v === "" ? [] : [asNode(v)]);

function text(node: Node, ...names: string[]): string | null {
  for (const name of names) {
    const v = node[name];
    if (v === undefined || v === null) continue;
    const s = typeof v === "object" ? String((v as Node)["#text"] ?? "") : String(v);
    if (s.trim()) return s.trim();
  }
  return null;
}

const attrKey = (node: Node): string | null => {
  const k = node["@_key"];
  return typeof k === "string" && k.trim() ? k.trim() : typeof k === "number" ? String(k) : null;
};

const DATUM = /^\d{4}-\d{2}-\d{2}$/;
function datum(node: Node, veld: string, waar: string): string | null {
  const v = text(node, veld);
  if (v === null) return null;
  // EDEX writes xs:date; a time part or zone after the date is dropped.
  const d = v.slice(0, 10);
  const parsed = new Date(`${d}T00:00:00Z`);
  if (!DATUM.test(d) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d)
    throw new EdexFout(`${waar}: <${veld}> '${v}' is geen geldige datum (jjjj-mm-dd).`);
  return d;
}

function geslacht(node: Node, waar: string): number {
  const v = text(node, "geslacht");
  if (v === null) return 0;
  if (!["0", "1", "2", "9"].includes(v)) throw new EdexFout(`${waar}: <geslacht> '${v}' is ongeldig; toegestaan zijn 0, 1, 2 en 9.`);
  return Number(v);
}

function jaargroep(node: Node, waar: string): string | null {
  const v = text(node, "jaargroep");
  if (v === null) return null;
  const code = v.toUpperCase();
  if (!/^(\d{1,2}|[A-Z])$/.test(code)) throw new EdexFout(`${waar}: <jaargroep> '${v}' is ongeldig; verwacht een getal of een letter (zoals S of V).`);
  return /^\d+$/.test(code) ? String(Number(code)) : code;
}

function required(node: Node, veld: string, waar: string): string {
  const v = text(node, veld);
  if (v === null) throw new EdexFout(`${waar}: <${veld}> ontbreekt of is leeg.`);
  return v;
}

function uniqueKeys(nodes: Node[], element: string, lijst: string): string[] {
  const seen = new Set<string>();
  return nodes.map((n, i) => {
    const key = attrKey(n);
    if (!key) throw new EdexFout(`<${element}> nummer ${i + 1} in <${lijst}> heeft geen key-attribuut.`);
    if (seen.has(key)) throw new EdexFout(`De key '${key}' komt meer dan eens voor bij <${element}> in <${lijst}>.`);
    seen.add(key);
    return key;
  });
}

/** Parses and checks an EDEXML file; throws EdexFout with a Dutch message on the first problem. */
export function parseEdex(xml: string): EdexBestand {
  if (!xml.trim()) throw new EdexFout("Het bestand is leeg.");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new EdexFout(`Het bestand is geen geldige XML: ${msg} (regel ${line}, kolom ${col}).`);
  }
  let doc: Node;
  try {
    doc = asNode(parser.parse(xml));
  } catch (e) {
    throw new EdexFout(`Het bestand kon niet worden gelezen: ${(e as Error).message}`);
  }
  const root = Object.keys(doc).find((k) => !k.startsWith("?") && !k.startsWith("#"));
  if (root !== "EDEX") throw new EdexFout(`Dit is geen EDEX-bestand: het hoofdelement is <${root ?? "?"}>, verwacht <EDEX>.`);
  const edex = asNode(doc.EDEX);

  if (edex.school === undefined) throw new EdexFout("Het element <school> ontbreekt in het EDEX-bestand.");
  const school = asNode(edex.school);
  const schooljaar = required(school, "schooljaar", "<school>");
  const m = /^(\d{4})-(\d{4})$/.exec(schooljaar);
  if (!m || Number(m[2]) !== Number(m[1]) + 1)
    throw new EdexFout(`<school>: <schooljaar> '${schooljaar}' is ongeldig; verwacht twee opeenvolgende jaren, zoals 2025-2026.`);
  const brin = text(school, "brincode", "brin", "instellingsnummer");
  const dependance = text(school, "dependancecode");

  // Branches: listed, or the school itself as the one branch.
  const vestigingNodes = asList(asNode(edex.vestigingen).vestiging);
  let vestigingen: EdexVestiging[];
  if (vestigingNodes.length) {
    const keys = uniqueKeys(vestigingNodes, "vestiging", "vestigingen");
    vestigingen = vestigingNodes.map((n, i) => ({ key: keys[i]!, naam: required(n, "naam", `<vestiging key="${keys[i]}">`) }));
  } else {
    const naam = text(school, "naam", "schoolnaam") ?? ([brin, dependance].filter(Boolean).join(" ") || "Hoofdlocatie");
    vestigingen = [{ key: `${brin ?? ""}${dependance ?? ""}` || "school", naam }];
  }
  const vestigingKeys = new Set(vestigingen.map((v) => v.key));
  const standaardVestiging = vestigingen[0]!.key;
  const vestigingRef = (n: Node, waar: string): string => {
    const ref = attrKey(asNode(n.vestiging));
    if (!ref) return standaardVestiging;
    if (!vestigingKeys.has(ref)) throw new EdexFout(`${waar} verwijst naar vestiging '${ref}', die niet in <vestigingen> staat.`);
    return ref;
  };

  const groepNodes = asList(asNode(edex.groepen).groep);
  const groepKeys = uniqueKeys(groepNodes, "groep", "groepen");
  // EDEXML 2.x puts <samengestelde_groep> inside <groepen>; a separate section is read as well.
  const sgNodes = [...asList(asNode(edex.groepen).samengestelde_groep), ...asList(asNode(edex.samengestelde_groepen).samengestelde_groep)];
  const sgKeys = uniqueKeys(sgNodes, "samengestelde_groep", "groepen");
  for (const k of sgKeys)
    if (groepKeys.includes(k)) throw new EdexFout(`De key '${k}' wordt zowel door een <groep> als door een <samengestelde_groep> gebruikt.`);

  const groepen: EdexGroep[] = [
    ...groepNodes.map((n, i) => {
      const waar = `<groep key="${groepKeys[i]}">`;
      return { key: groepKeys[i]!, naam: required(n, "naam", waar), jaargroep: jaargroep(n, waar), omschrijving: text(n, "omschrijving"), vestigingKey: vestigingRef(n, waar), samengesteld: false };
    }),
    ...sgNodes.map((n, i) => {
      const waar = `<samengestelde_groep key="${sgKeys[i]}">`;
      return { key: sgKeys[i]!, naam: required(n, "naam", waar), jaargroep: null, omschrijving: text(n, "omschrijving"), vestigingKey: vestigingRef(n, waar), samengesteld: true };
    }),
  ];
  const klasKeys = new Set(groepKeys);
  const sgKeySet = new Set(sgKeys);
  const groepNaamPerVestiging = new Map<string, string>();
  for (const g of groepen) {
    const id = `${g.vestigingKey}\u0000${g.naam.toLowerCase()}`;
    const other = groepNaamPerVestiging.get(id);
    if (other) throw new EdexFout(`De groepsnaam '${g.naam}' komt twee keer voor (keys '${other}' en '${g.key}').`);
    groepNaamPerVestiging.set(id, g.key);
  }

  const leerlingNodes = asList(asNode(edex.leerlingen).leerling);
  const leerlingKeys = uniqueKeys(leerlingNodes, "leerling", "leerlingen");
  const eckids = new Map<string, string>();
  const leerlingen: EdexLeerling[] = leerlingNodes.map((n, i) => {
    const key = leerlingKeys[i]!;
    const waar = `<leerling key="${key}">`;
    const groepKey = attrKey(asNode(n.groep));
    if (groepKey !== null && !klasKeys.has(groepKey)) throw new EdexFout(`${waar} verwijst naar groep '${groepKey}', die niet in <groepen> staat.`);
    const sg = asList(asNode(n.samengestelde_groepen).samengestelde_groep).map((r) => attrKey(r) ?? "");
    for (const k of sg) if (!sgKeySet.has(k)) throw new EdexFout(`${waar} verwijst naar samengestelde groep '${k}', die niet in <groepen> staat.`);
    const eckid = text(n, "eckid");
    if (eckid) {
      const other = eckids.get(eckid);
      if (other) throw new EdexFout(`De eckid van ${waar} komt ook voor bij <leerling key="${other}">.`);
      eckids.set(eckid, key);
    }
    const instroomdatum = datum(n, "instroomdatum", waar);
    const uitstroomdatum = datum(n, "uitstroomdatum", waar);
    if (instroomdatum && uitstroomdatum && uitstroomdatum < instroomdatum) throw new EdexFout(`${waar}: <uitstroomdatum> ligt voor <instroomdatum>.`);
    // <bsn>, <rijksregisternummer> and <onderwijsnummer> are deliberately never read.
    const roepnaam = text(n, "roepnaam") ?? text(n, "voornamen")?.split(/\s+/)[0] ?? null;
    const achternaam = text(n, "achternaam");
    // The standard lets <achternaam> out (some systems only send a first name); one of the two names is needed.
    if (!roepnaam && !achternaam) throw new EdexFout(`${waar}: <roepnaam> en <achternaam> ontbreken allebei; er is minstens één naam nodig.`);
    return {
      key,
      eckid,
      achternaam: achternaam ?? "",
      tussenvoegsel: text(n, "voorvoegsel"),
      roepnaam: roepnaam ?? "",
      voornamen: text(n, "voornamen"),
      geboortedatum: datum(n, "geboortedatum", waar),
      geslacht: geslacht(n, waar),
      jaargroep: jaargroep(n, waar),
      groepKey,
      samengesteldeGroepKeys: [...new Set(sg)],
      instroomdatum,
      uitstroomdatum,
    };
  });
  const leerlingByKey = new Map(leerlingen.map((l) => [l.key, l]));
  sgNodes.forEach((n, i) => {
    const sgKey = sgKeys[i]!;
    for (const r of asList(asNode(n.leerlingen).leerling)) {
      const key = attrKey(r);
      const l = key ? leerlingByKey.get(key) : undefined;
      if (!l) throw new EdexFout(`<samengestelde_groep key="${sgKey}"> verwijst naar leerling '${key ?? ""}', die niet in <leerlingen> staat.`);
      if (!l.samengesteldeGroepKeys.includes(sgKey)) l.samengesteldeGroepKeys.push(sgKey);
    }
  });

  const lkNodes = asList(asNode(edex.leerkrachten).leerkracht);
  const lkKeys = uniqueKeys(lkNodes, "leerkracht", "leerkrachten");
  const emails = new Map<string, string>();
  const leerkrachten: EdexLeerkracht[] = lkNodes.map((n, i) => {
    const key = lkKeys[i]!;
    const waar = `<leerkracht key="${key}">`;
    const refs = asNode(n.groepen);
    const groepRefs = [...asList(refs.groep), ...asList(refs.samengestelde_groep)].map((r) => attrKey(r) ?? "");
    for (const k of groepRefs) if (!klasKeys.has(k) && !sgKeySet.has(k)) throw new EdexFout(`${waar} verwijst naar groep '${k}', die niet in het bestand staat.`);
    const email = text(n, "emailadres", "email")?.toLowerCase() ?? null;
    if (email) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new EdexFout(`${waar}: <emailadres> '${email}' is geen geldig e-mailadres.`);
      const other = emails.get(email);
      if (other) throw new EdexFout(`Het e-mailadres van ${waar} komt ook voor bij <leerkracht key="${other}">.`);
      emails.set(email, key);
    }
    return {
      key,
      achternaam: required(n, "achternaam", waar),
      tussenvoegsel: text(n, "voorvoegsel"),
      roepnaam: text(n, "roepnaam") ?? text(n, "voorletters-1", "voorletters") ?? required(n, "roepnaam", waar),
      geslacht: geslacht(n, waar),
      email,
      groepKeys: [...new Set(groepRefs)],
    };
  });

  return { schooljaar, brin, vestigingen, groepen, leerlingen, leerkrachten };
}
