import { XMLParser, XMLValidator } from "fast-xml-parser";
import { lijstPaden, waardenVan, type EdexTabel, type EdexVersie } from "./schema";
import { EDEX_TABELLEN, EDEX_VERSIES, versieVan } from "./versies";

/**
 * Reads an EDEXML file of any version in use (1.0.3, 2.0, 2.1; Dutch and Flemish; with or without
 * a namespace prefix) as the element tables in lib/edex/schema-*.ts describe it.
 *
 * Only a file that is not EDEX at all is refused whole ({@link EdexFout}): empty, not XML (also a
 * truncated file), another root element than <EDEX>, no <school>, or no valid <schooljaar> (every
 * record is placed in that year). Everything else is judged record by record: a record that
 * breaks a rule (a jaargroep or geslacht the standard does not have, a date that is not a date, a
 * pupil without any name, a key twice, a group key nobody defines …) is listed in `afgekeurd` with
 * the step it belongs to, a reason in a teacher's words and the element path, and every other
 * record is read. Elements a version does not define are passed over (suppliers add their own).
 *
 * A jaargroep is checked against the values of every version (2.0 and 2.1 have the widest list, and
 * a 1.03 file written with a newer code is read all the same); the eckid is the 2.1 attribute
 * (<leerling key="…" eckid="…">) or, in files that write it so, an <eckid> element.
 *
 * A group names no vestiging in the standard; it is placed in the vestiging its pupils name
 * (<leerling><vestiging key/>, 2.x) when they all name the same one, else in the first. Tolerated
 * beside the standard: a <vestiging key/> reference in a group (it wins), a separate <samengestelde_groepen>
 * section that may list its pupils, <naam> in <school> (names the one branch), <geslacht> and
 * <emailadres> of a 1.03 teacher. Personal numbers (<sofinummer>, <bsn>, <onderwijsnummer>,
 * <bsn_ondwnr-4>, <rijksregisternummer>) are never read.
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
  /** Null when the file has none (before 2.0 never): imported as staff without a login. */
  email: string | null;
  groepKeys: string[];
}
/** The step of the import wizard a record belongs to. */
export type EdexAfkeurStap = "vestigingen" | "klassen" | "onderwijsgroepen" | "leerlingen" | "toewijzingen" | "medewerkers";
/** A record that is not read, and why. */
export interface EdexAfgekeurd {
  stap: EdexAfkeurStap;
  /** Unique within its step (the record's key, or key#n / #n when the key is twice or missing). */
  sleutel: string;
  /** What a teacher recognises: the group's or person's name, else "Leerling met sleutel L-9". */
  naam: string;
  /** The reason in a teacher's words, without the element path. */
  reden: string;
  /** The element path, for a detail line (EDEX/groepen/groep[@key="G1"]/jaargroep). */
  pad: string;
}
export interface EdexBestand {
  versie: EdexVersie;
  schooljaar: string;
  brin: string | null;
  vestigingen: EdexVestiging[];
  groepen: EdexGroep[];
  leerlingen: EdexLeerling[];
  leerkrachten: EdexLeerkracht[];
  afgekeurd: EdexAfgekeurd[];
}

/** The file is not EDEX at all (refused whole). */
export class EdexFout extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EdexFout";
  }
}

type Node = Record<string, unknown>;

/** Repeating elements of every version (a 1.0.3 file with a 2.x element is read all the same), and the tolerated sections. */
const LIST_PATHS = new Set([
  ...Object.values(EDEX_TABELLEN).flatMap(lijstPaden),
  "EDEX.vestigingen.vestiging",
  "EDEX.groepen.samengestelde_groep.leerlingen.leerling",
  "EDEX.samengestelde_groepen.samengestelde_groep",
  "EDEX.samengestelde_groepen.samengestelde_groep.leerlingen.leerling",
]);

/** Every jaargroep code of every version, the newest version's order first. */
const JAARGROEP_WAARDEN: readonly string[] = [
  ...new Set([...EDEX_VERSIES].reverse().flatMap((v) => [...(waardenVan(EDEX_TABELLEN[v], "EDEX.groepen.groep.jaargroep") ?? [])])),
];

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
    let v = node[name];
    if (Array.isArray(v)) v = v[0];
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

/** "B, D, 0–8, 11–16, S, V, C, N of H": the allowed values of an enumeration, runs of numbers as a range. */
export function beschrijfWaarden(waarden: readonly string[]): string {
  const delen: string[] = [];
  let i = 0;
  while (i < waarden.length) {
    let j = i;
    while (j + 1 < waarden.length && /^\d+$/.test(waarden[j]!) && Number(waarden[j + 1]) === Number(waarden[j]) + 1) j++;
    delen.push(j - i >= 3 ? `${waarden[i]}–${waarden[j]}` : waarden.slice(i, j + 1).join(", "));
    i = j + 1;
  }
  const alle = delen.join(", ").split(", ");
  return alle.length > 1 ? `${alle.slice(0, -1).join(", ")} of ${alle[alle.length - 1]}` : (alle[0] ?? "");
}

const DATUM = /^\d{4}-\d{2}-\d{2}$/;
/** xs:date (a time or zone after the date is dropped), or an error text. */
function leesDatum(v: string): string | { fout: string } {
  const d = v.slice(0, 10);
  const parsed = new Date(`${d}T00:00:00Z`);
  if (!DATUM.test(d) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d) return { fout: "geen datum (verwacht jjjj-mm-dd, zoals 2017-03-01)" };
  return d;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const naamVan = (p: { roepnaam: string | null; tussenvoegsel: string | null; achternaam: string | null }) => [p.roepnaam, p.tussenvoegsel, p.achternaam].filter(Boolean).join(" ");

/** Reads and checks an EDEXML file; throws EdexFout only for a file that is not EDEX at all. */
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

  if (edex.school === undefined) throw new EdexFout("Dit is geen volledig EDEX-bestand: het element <school> ontbreekt.");
  const school = asNode(Array.isArray(edex.school) ? edex.school[0] : edex.school);
  const schooljaar = text(school, "schooljaar");
  if (!schooljaar) throw new EdexFout("Dit is geen volledig EDEX-bestand: <schooljaar> in <school> ontbreekt of is leeg.");
  const m = /^(\d{4})-(\d{4})$/.exec(schooljaar);
  if (!m || Number(m[2]) !== Number(m[1]) + 1)
    throw new EdexFout(`<school>: <schooljaar> '${schooljaar}' is ongeldig; verwacht twee opeenvolgende jaren, zoals 2025-2026.`);
  const namespace = /<(?:[\w.-]+:)?EDEX\b[^>]*?\sxmlns(?::[\w.-]+)?\s*=\s*["']([^"']*)["']/.exec(xml.slice(0, 4096))?.[1] ?? null;
  const versie = versieVan(text(school, "xsdversie"), namespace);
  const tabel: EdexTabel = EDEX_TABELLEN[versie];
  const jaargroepen = JAARGROEP_WAARDEN;
  const geslachten = waardenVan(tabel, "EDEX.leerlingen.leerling.geslacht")!;
  const brin = text(school, "brincode", "brin", "instellingsnummer");
  const dependance = text(school, "dependancecode");
  const afgekeurd: EdexAfgekeurd[] = [];
  const keur = (stap: EdexAfkeurStap, sleutel: string, naam: string, redenen: string[], pad: string) => afgekeurd.push({ stap, sleutel, naam, reden: redenen.join("; "), pad });

  const jaargroep = (node: Node, redenen: string[]): string | null => {
    const v = text(node, "jaargroep");
    if (v === null) return null;
    const code = /^\d+$/.test(v) ? String(Number(v)) : v.toUpperCase();
    if (!jaargroepen.includes(code)) {
      redenen.push(`jaargroep '${v}' bestaat niet; verwacht ${beschrijfWaarden(jaargroepen)}`);
      return null;
    }
    return code;
  };
  const geslacht = (node: Node, redenen: string[]): number => {
    const tekst = text(node, "geslacht");
    if (tekst === null) return 0;
    // EDEXGeslachtType is an xs:integer: "01" and "+1" are the value 1 to an XSD validator.
    const v = /^[+-]?\d+$/.test(tekst) ? String(Number(tekst)) : tekst;
    if (!geslachten.includes(v)) {
      redenen.push(`geslacht '${tekst}' bestaat niet; verwacht ${beschrijfWaarden(geslachten)} (0 onbekend, 1 man, 2 vrouw, 9 niet opgegeven)`);
      return 0;
    }
    return Number(v);
  };
  const datum = (node: Node, veld: string, redenen: string[]): string | null => {
    const v = text(node, veld);
    if (v === null) return null;
    const d = leesDatum(v);
    if (typeof d === "string") return d;
    redenen.push(`${veld} '${v}' is ${d.fout}`);
    return null;
  };

  /**
   * Keys of one kind of record: the step-unique item key of each, and whether it may be used (a
   * missing key or the second record with a key is refused, the first keeps it).
   */
  const sleutels = (nodes: Node[], elementPad: string, soortNaam: string, naamVanNode: (n: Node) => string | null, stap: EdexAfkeurStap, bezet = new Map<string, string>()) =>
    nodes.map((n, i) => {
      const key = attrKey(n);
      const naam = naamVanNode(n);
      if (!key) {
        keur(stap, `#${i + 1}`, naam ?? `${soortNaam} nummer ${i + 1} (zonder sleutel)`, [`het record heeft geen sleutel (key), zodat het niet terug te vinden is bij een volgende import`], `${elementPad}[${i + 1}]`);
        return null;
      }
      const eerder = bezet.get(key);
      if (eerder !== undefined) {
        keur(stap, `${key}#${i + 1}`, naam ?? `${soortNaam} met sleutel ${key}`, [`de sleutel '${key}' komt al eerder in het bestand voor (bij ${eerder})`], `${elementPad}[${i + 1}][@key="${key}"]`);
        return null;
      }
      bezet.set(key, naam ?? `${soortNaam.toLowerCase()} met sleutel ${key}`);
      return key;
    });

  // Branches: listed (tolerated extension), or the school itself as the one branch.
  const vestigingNodes = asList(asNode(edex.vestigingen).vestiging);
  const vestigingen: EdexVestiging[] = [];
  if (vestigingNodes.length) {
    const keys = sleutels(vestigingNodes, "EDEX/vestigingen/vestiging", "Vestiging", (n) => text(n, "naam"), "vestigingen");
    vestigingNodes.forEach((n, i) => {
      const key = keys[i];
      if (!key) return;
      const naam = text(n, "naam");
      if (!naam) keur("vestigingen", key, `Vestiging met sleutel ${key}`, ["de vestiging heeft geen naam"], `EDEX/vestigingen/vestiging[@key="${key}"]/naam`);
      else vestigingen.push({ key, naam });
    });
  }
  if (!vestigingen.length) {
    const naam = text(school, "naam", "schoolnaam") ?? ([brin, dependance].filter(Boolean).join(" ") || "Hoofdlocatie");
    vestigingen.push({ key: `${brin ?? ""}${dependance ?? ""}` || "school", naam });
  }
  const vestigingKeys = new Set(vestigingen.map((v) => v.key));
  const standaardVestiging = vestigingen[0]!.key;

  // The vestiging a pupil names (2.x <leerling><vestiging key/>), per group it is in: a group, which in
  // the standard names none, belongs to the vestiging its pupils name when they all name the same one.
  const leerlingNodes = asList(asNode(edex.leerlingen).leerling);
  const vestigingenVanGroep = new Map<string, Set<string>>();
  for (const n of leerlingNodes) {
    const v = attrKey(asNode(Array.isArray(n.vestiging) ? n.vestiging[0] : n.vestiging));
    if (!v || !vestigingKeys.has(v)) continue;
    const groepRefs = [attrKey(asNode(Array.isArray(n.groep) ? n.groep[0] : n.groep)), ...asList(asNode(n.samengestelde_groepen).samengestelde_groep).map(attrKey)];
    for (const g of groepRefs) if (g) vestigingenVanGroep.set(g, (vestigingenVanGroep.get(g) ?? new Set()).add(v));
  }

  // Groups: classes, then composite groups (inside <groepen> as 2.x has them, or a section of their own).
  const groepenNode = asNode(edex.groepen);
  const groepNodes = asList(groepenNode.groep);
  const sgBinnen = asList(groepenNode.samengestelde_groep);
  const sgApart = asList(asNode(edex.samengestelde_groepen).samengestelde_groep);
  const groepBezet = new Map<string, string>();
  const groepKeys = sleutels(groepNodes, "EDEX/groepen/groep", "Groep", (n) => text(n, "naam"), "klassen", groepBezet);
  const sgNodes = [...sgBinnen, ...sgApart];
  const sgKeys = [
    ...sleutels(sgBinnen, "EDEX/groepen/samengestelde_groep", "Samengestelde groep", (n) => text(n, "naam"), "onderwijsgroepen", groepBezet),
    ...sleutels(sgApart, "EDEX/samengestelde_groepen/samengestelde_groep", "Samengestelde groep", (n) => text(n, "naam"), "onderwijsgroepen", groepBezet),
  ];
  const groepen: EdexGroep[] = [];
  /** Groups that are defined but refused: a reference to one blocks that assignment, naming why. */
  const afgekeurdeGroepen = new Map<string, { naam: string; reden: string }>();
  const groepNaamPerVestiging = new Map<string, string>();
  const leesGroep = (n: Node, key: string | null, samengesteld: boolean) => {
    if (!key) return;
    const element = samengesteld ? "samengestelde_groep" : "groep";
    const pad = `EDEX/groepen/${element}[@key="${key}"]`;
    const redenen: string[] = [];
    const naam = text(n, "naam");
    if (!naam) redenen.push(samengesteld ? "de samengestelde groep heeft geen naam" : "de groep heeft geen naam");
    const jg = samengesteld ? null : jaargroep(n, redenen);
    const vanLeerlingen = vestigingenVanGroep.get(key);
    let vestigingKey = vanLeerlingen?.size === 1 ? [...vanLeerlingen][0]! : standaardVestiging;
    const ref = attrKey(asNode(Array.isArray(n.vestiging) ? n.vestiging[0] : n.vestiging));
    if (ref) {
      if (vestigingKeys.has(ref)) vestigingKey = ref;
      else redenen.push(`vestiging met sleutel '${ref}' staat niet in het bestand`);
    }
    if (naam && !redenen.length) {
      const id = `${vestigingKey}\u0000${naam.toLowerCase()}`;
      const ander = groepNaamPerVestiging.get(id);
      if (ander) redenen.push(`er staat al een groep '${naam}' in dezelfde vestiging (sleutel ${ander})`);
      else groepNaamPerVestiging.set(id, key);
    }
    const weergave = naam ?? `${samengesteld ? "Samengestelde groep" : "Groep"} met sleutel ${key}`;
    if (redenen.length) {
      keur(samengesteld ? "onderwijsgroepen" : "klassen", key, weergave, redenen, redenen[0]!.startsWith("jaargroep") ? `${pad}/jaargroep` : pad);
      afgekeurdeGroepen.set(key, { naam: weergave, reden: redenen.join("; ") });
      return;
    }
    groepen.push({ key, naam: naam!, jaargroep: jg, omschrijving: text(n, "omschrijving"), vestigingKey, samengesteld });
  };
  groepNodes.forEach((n, i) => leesGroep(n, groepKeys[i] ?? null, false));
  sgNodes.forEach((n, i) => leesGroep(n, sgKeys[i] ?? null, true));
  const klasKeys = new Set(groepen.filter((g) => !g.samengesteld).map((g) => g.key));
  const sgKeySet = new Set(groepen.filter((g) => g.samengesteld).map((g) => g.key));
  const groepNaam = new Map(groepen.map((g) => [g.key, g.naam]));

  /** Why a reference to a group cannot be followed, or null when it can. */
  const verwijzingFout = (ref: string, soort: "klas" | "samengesteld" | "beide"): string | null => {
    const bekend = soort === "klas" ? klasKeys.has(ref) : soort === "samengesteld" ? sgKeySet.has(ref) : klasKeys.has(ref) || sgKeySet.has(ref);
    if (bekend) return null;
    const af = afgekeurdeGroepen.get(ref);
    if (af) return `de groep ${af.naam} wordt niet ingelezen (${af.reden})`;
    return soort === "samengesteld" ? `samengestelde groep met sleutel '${ref}' staat niet in het bestand` : `groep met sleutel '${ref}' staat niet in het bestand`;
  };

  // Pupils.
  const persoonNaam = (n: Node) => {
    const roep = text(n, "roepnaam") ?? text(n, "voornamen")?.split(/\s+/)[0] ?? null;
    const achternaam = text(n, "achternaam");
    return roep || achternaam ? naamVan({ roepnaam: roep, tussenvoegsel: text(n, "voorvoegsel"), achternaam }) : null;
  };
  const leerlingKeys = sleutels(leerlingNodes, "EDEX/leerlingen/leerling", "Leerling", persoonNaam, "leerlingen");
  const eckids = new Map<string, string>();
  const leerlingen: EdexLeerling[] = [];
  leerlingNodes.forEach((n, i) => {
    const key = leerlingKeys[i];
    if (!key) return;
    const pad = `EDEX/leerlingen/leerling[@key="${key}"]`;
    const redenen: string[] = [];
    let padDeel: string | null = null;
    const veld = <R>(naam: string, lees: () => R): R => {
      const voor = redenen.length;
      const r = lees();
      if (padDeel === null && redenen.length > voor) padDeel = `/${naam}`;
      return r;
    };
    // <bsn>, <rijksregisternummer> and <onderwijsnummer> are deliberately never read.
    const roepnaam = text(n, "roepnaam") ?? text(n, "voornamen")?.split(/\s+/)[0] ?? null;
    const achternaam = text(n, "achternaam");
    if (!roepnaam && !achternaam) {
      redenen.push("de leerling heeft geen achternaam en geen roepnaam");
      padDeel = "";
    }
    const geboortedatum = veld("geboortedatum", () => datum(n, "geboortedatum", redenen));
    const gs = veld("geslacht", () => geslacht(n, redenen));
    const jg = veld("jaargroep", () => jaargroep(n, redenen));
    const instroomdatum = veld("instroomdatum", () => datum(n, "instroomdatum", redenen));
    const uitstroomdatum = veld("uitstroomdatum", () => datum(n, "uitstroomdatum", redenen));
    if (instroomdatum && uitstroomdatum && uitstroomdatum < instroomdatum) redenen.push(`uitstroomdatum ${uitstroomdatum} ligt voor instroomdatum ${instroomdatum}`);
    const eckidAttr = n["@_eckid"];
    const eckid = (typeof eckidAttr === "string" && eckidAttr.trim() ? eckidAttr.trim() : null) ?? text(n, "eckid");
    const naam = persoonNaam(n) ?? `Leerling met sleutel ${key}`;
    if (eckid) {
      const ander = eckids.get(eckid);
      if (ander) veld("eckid", () => redenen.push(`het eckid komt ook voor bij ${ander}`));
    }
    if (redenen.length) {
      keur("leerlingen", key, naam, redenen, pad + (padDeel ?? ""));
      return;
    }
    if (eckid) eckids.set(eckid, naam);
    // References: a bad one blocks that assignment, the pupil is read.
    let groepKey = attrKey(asNode(Array.isArray(n.groep) ? n.groep[0] : n.groep));
    if (groepKey) {
      const fout = verwijzingFout(groepKey, "klas");
      if (fout) {
        keur("toewijzingen", `${key}|${groepKey}`, naam, [fout], `${pad}/groep[@key="${groepKey}"]`);
        groepKey = null;
      }
    }
    const sg: string[] = [];
    for (const r of asList(asNode(n.samengestelde_groepen).samengestelde_groep)) {
      const ref = attrKey(r);
      if (!ref || sg.includes(ref)) continue;
      const fout = verwijzingFout(ref, "samengesteld");
      if (fout) keur("toewijzingen", `${key}|${ref}`, naam, [fout], `${pad}/samengestelde_groepen/samengestelde_groep[@key="${ref}"]`);
      else sg.push(ref);
    }
    leerlingen.push({
      key,
      eckid,
      achternaam: achternaam ?? "",
      tussenvoegsel: text(n, "voorvoegsel"),
      roepnaam: roepnaam ?? "",
      voornamen: text(n, "voornamen"),
      geboortedatum,
      geslacht: gs,
      jaargroep: jg,
      groepKey,
      samengesteldeGroepKeys: sg,
      instroomdatum,
      uitstroomdatum,
    });
  });
  const leerlingByKey = new Map(leerlingen.map((l) => [l.key, l]));
  const afgekeurdeLeerlingen = new Set(afgekeurd.filter((a) => a.stap === "leerlingen").map((a) => a.sleutel));
  // A composite group section that lists its pupils.
  sgNodes.forEach((n, i) => {
    const sgKey = sgKeys[i];
    if (!sgKey || !sgKeySet.has(sgKey)) return;
    for (const r of asList(asNode(n.leerlingen).leerling)) {
      const key = attrKey(r);
      if (!key || afgekeurdeLeerlingen.has(key)) continue;
      const l = leerlingByKey.get(key);
      if (!l) keur("toewijzingen", `${key}|${sgKey}`, `Leerling met sleutel ${key}`, [`de samengestelde groep ${groepNaam.get(sgKey)} noemt een leerling die niet in het bestand staat`], `EDEX/groepen/samengestelde_groep[@key="${sgKey}"]/leerlingen/leerling[@key="${key}"]`);
      else if (!l.samengesteldeGroepKeys.includes(sgKey)) l.samengesteldeGroepKeys.push(sgKey);
    }
  });

  // Teachers.
  const lkNodes = asList(asNode(edex.leerkrachten).leerkracht);
  const lkNaam = (n: Node) => {
    const roep = text(n, "roepnaam") ?? text(n, "voorletters-1", "voorletters");
    const achternaam = text(n, "achternaam");
    return roep || achternaam ? naamVan({ roepnaam: roep, tussenvoegsel: text(n, "voorvoegsel"), achternaam }) : null;
  };
  const lkKeys = sleutels(lkNodes, "EDEX/leerkrachten/leerkracht", "Leerkracht", lkNaam, "medewerkers");
  const emails = new Map<string, string>();
  const leerkrachten: EdexLeerkracht[] = [];
  lkNodes.forEach((n, i) => {
    const key = lkKeys[i];
    if (!key) return;
    const pad = `EDEX/leerkrachten/leerkracht[@key="${key}"]`;
    const redenen: string[] = [];
    const achternaam = text(n, "achternaam");
    // The standard's choice: an achternaam (roepnaam optional), or a roepnaam alone.
    const roepnaam = text(n, "roepnaam") ?? text(n, "voorletters-1", "voorletters");
    if (!achternaam && !roepnaam) redenen.push("de leerkracht heeft geen achternaam en geen roepnaam");
    const gs = geslacht(n, redenen);
    const naam = lkNaam(n) ?? `Leerkracht met sleutel ${key}`;
    const email = text(n, "emailadres", "email")?.toLowerCase() ?? null;
    if (email) {
      if (!EMAIL.test(email)) redenen.push(`e-mailadres '${email}' is geen geldig e-mailadres`);
      else if (emails.has(email)) redenen.push(`het e-mailadres ${email} staat ook bij ${emails.get(email)}`);
    }
    if (redenen.length) {
      keur("medewerkers", key, naam, redenen, pad);
      return;
    }
    if (email) emails.set(email, naam);
    const refs = asNode(n.groepen);
    const groepKeys: string[] = [];
    for (const [element, soort] of [
      ["groep", "beide"],
      ["samengestelde_groep", "beide"],
    ] as const) {
      for (const r of asList(refs[element])) {
        const ref = attrKey(r);
        if (!ref || groepKeys.includes(ref)) continue;
        const fout = verwijzingFout(ref, soort);
        if (fout) keur("medewerkers", `${key}|${ref}`, naam, [`${fout}; de leerkracht wordt zonder deze groep ingelezen`], `${pad}/groepen/${element}[@key="${ref}"]`);
        else groepKeys.push(ref);
      }
    }
    leerkrachten.push({ key, achternaam: achternaam ?? "", tussenvoegsel: text(n, "voorvoegsel"), roepnaam: roepnaam ?? "", geslacht: gs, email, groepKeys });
  });

  return { versie, schooljaar, brin, vestigingen, groepen, leerlingen, leerkrachten, afgekeurd };
}
