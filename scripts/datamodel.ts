/**
 * `npx tsx scripts/datamodel.ts` writes docs/datamodel.md from prisma/schema.prisma and its
 * comments (issue 32: the data model's description cannot drift from the schema): the schema's
 * leading comment (its rules), then per area a mermaid ER diagram and each model with its `///`
 * comment and a table of its columns (type, key, the column's `///` comment), then the enums.
 * `--check` exits 1 when docs/datamodel.md is not what the schema gives (tests/unit/datamodel
 * runs it), or when a model has no area below.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCHEMA = path.join(ROOT, "prisma", "schema.prisma");
export const DOC = path.join(ROOT, "docs", "datamodel.md");

/** Areas in the order of the document; every model belongs to one. */
const GEBIEDEN: Record<string, string[]> = {
  "Administratie, personen en rechten": ["Administratie", "Licentie", "Gebruiker", "GebruikerToken", "Medewerker", "Rol", "RolPermissie", "MedewerkerRol", "ApiKey", "Bestand", "AanmeldPoging", "Sessie", "Inlogmethode", "InlogKoppeling"],
  "Inrichting: vestigingen, schooljaren, groepen, leerlingen": [
    "Vestiging", "MedewerkerVestiging", "Schooljaar", "Periode", "Leerjaar", "LeerjaarFase", "Groep", "MedewerkerGroep", "Leerling", "Leerlingtoewijzing", "Schoolloopbaan", "LeerlingLeerroute",
  ],
  Leerroutepakketten: [
    "Leerroutepakket", "AdministratieLeerroutepakket", "Niveau", "Domein", "Competentie", "Competentieniveau", "Indicator", "Fase", "Leerroute", "Uitstroombestemming",
    "LeerrouteUitstroombestemming", "Leerroutetraject", "LeerroutetrajectFase", "Leerroutepakketfase", "LeerroutepakketfaseIndicator", "LeerroutepakketfaseLes",
  ],
  "Vakgebieden, beoordelaars en evaluaties": ["Hoofdvakgebied", "HoofdvakgebiedDomein", "Vakgebied", "VakgebiedCompetentie", "VakgebiedLeerroutepakket", "Beoordelaar", "VakgebiedBeoordelaar", "Evaluatie"],
  "Lesbundels en lessen": ["LesBundel", "LesBundelMedewerker", "LesBundelLeerroutepakket", "LesBundelFase", "LesBundelSuggestie", "Les", "Lesbron", "LesLesbron", "LesIndicator"],
  Plannen: [
    "Onderwijsplan", "OnderwijsplanDoel", "OnderwijsplanLes", "OnderwijsplanEvaluatie", "Beoordeling", "Handelingsplan", "Groepsplan", "Instructiegroep", "InstructiegroepLeerling",
    "GroepsplanDocument", "Leerlingplan", "LeerlingplanWaarde", "LeerlingplanMonitorlijn", "LeerlingplanOnderwijsplan",
  ],
  "Templates, ontwikkelingsperspectieven en formulieren": [
    "LeerlingplanTemplate", "LeerlingplanTemplateDefinitie", "OppTemplate", "OppTemplateCategorie", "OppTemplateDefinitie", "Ontwikkelingsperspectief", "OntwikkelingsperspectiefVersie",
    "OntwikkelingsperspectiefItem", "OntwikkelingsperspectiefHandelingsdeel", "FormulierTemplate", "FormulierTemplateDefinitie", "Formulier", "FormulierWaarde",
  ],
  "Notities, dossier, tags en nieuws": [
    "Tag", "NotitieSoort", "Notitie", "NotitieDocument", "NotitieTag", "LeerlingdossierCategorie", "LeerlingdossierItem", "LeerlingdossierDocument", "LeerlingdossierItemTag", "DossierInzage",
    "NieuwsCategorie", "NieuwsArtikel", "NieuwsArtikelCategorie", "NieuwsAfbeelding",
  ],
  "Koppelingen en import": ["ConnectorConfiguratie", "ConnectorCertificaat", "ConnectorLocatie", "ConnectorImport", "ConnectorLog", "EdexImport"],
};

interface Veld {
  naam: string;
  type: string;
  optioneel: boolean;
  lijst: boolean;
  fk: string[] | null;
  id: boolean;
}

function leesSchema(tekst: string) {
  const modellen = new Map<string, { velden: Veld[]; sleutel: string[] }>();
  const re = /^model (\w+) \{([\s\S]*?)^\}/gm;
  for (const m of tekst.matchAll(re)) {
    const velden: Veld[] = [];
    let sleutel: string[] = [];
    for (const regel of m[2]!.split("\n").map((r) => r.trim())) {
      const id = /^@@id\(\[([^\]]+)\]/.exec(regel);
      if (id) sleutel = id[1]!.split(",").map((s) => s.trim());
      const v = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(regel);
      if (!v || regel.startsWith("//") || regel.startsWith("@@")) continue;
      const fk = /@relation\([^)]*fields:\s*\[([^\]]+)\]/.exec(v[5]!);
      velden.push({ naam: v[1]!, type: v[2]!, lijst: Boolean(v[3]), optioneel: Boolean(v[4]), fk: fk ? fk[1]!.split(",").map((s) => s.trim()) : null, id: /@id\b/.test(v[5]!) });
    }
    if (!sleutel.length) sleutel = velden.filter((f) => f.id).map((f) => f.naam);
    modellen.set(m[1]!, { velden, sleutel });
  }
  return modellen;
}

function diagrammen(modellen: ReturnType<typeof leesSchema>): string {
  const thuis = new Map<string, string>();
  for (const [gebied, namen] of Object.entries(GEBIEDEN)) for (const n of namen) thuis.set(n, gebied);
  const zonder = [...modellen.keys()].filter((m) => !thuis.has(m));
  if (zonder.length) throw new Error(`Geen gebied in scripts/datamodel.ts voor: ${zonder.join(", ")}`);

  const blokken: string[] = [];
  for (const [gebied, namen] of Object.entries(GEBIEDEN)) {
    const regels = ["erDiagram"];
    const getoond = new Set(namen);
    for (const kind of namen) {
      const model = modellen.get(kind);
      if (!model) throw new Error(`Model ${kind} staat in een gebied maar niet in het schema`);
      const gezien = new Set<string>();
      for (const v of model.velden) {
        if (!v.fk || !modellen.has(v.type)) continue;
        const ouder = v.type;
        // Every tenant table points at Administratie; outside its own area that line adds nothing.
        if (ouder === "Administratie" && gebied !== Object.keys(GEBIEDEN)[0] && v.fk.length === 1) continue;
        if (gezien.has(`${ouder}.${v.naam}`)) continue;
        gezien.add(`${ouder}.${v.naam}`);
        getoond.add(ouder);
        const terug = modellen.get(ouder)!.velden.find((f) => f.type === kind && !f.fk);
        const eenOpEen = terug !== undefined && !terug.lijst;
        const links = v.optioneel ? "|o" : "||";
        const rechts = eenOpEen ? "o|" : "o{";
        regels.push(`  ${ouder} ${links}--${rechts} ${kind} : ${v.naam}`);
      }
    }
    for (const naam of namen) {
      const m = modellen.get(naam)!;
      const sleutel = m.sleutel.map((k) => {
        const type = m.velden.find((f) => f.naam === k)?.type ?? "Int";
        return `    ${type} ${k} PK`;
      });
      regels.push(`  ${naam} {`, ...sleutel, "  }");
    }
    blokken.push(`#### ${gebied}\n\n\`\`\`mermaid\n${regels.join("\n")}\n\`\`\``);
  }
  return blokken.join("\n\n");
}

/** `///` lines right above a line, joined; empty when there are none. */
function docBoven(regels: string[], i: number): string {
  const uit: string[] = [];
  for (let j = i - 1; j >= 0 && regels[j]!.trim().startsWith("///"); j--) uit.unshift(regels[j]!.trim().replace(/^\/\/\/\s?/, ""));
  return uit.join(" ");
}

const cel = (s: string) => s.replace(/\|/g, "\\|");

/** Per model its own comment and its columns (scalar and enum fields; relations are in the diagram). */
function modelTabellen(tekst: string, modellen: ReturnType<typeof leesSchema>): Map<string, string> {
  const regels = tekst.split("\n");
  const uit = new Map<string, string>();
  for (let i = 0; i < regels.length; i++) {
    const kop = /^model (\w+) \{/.exec(regels[i]!);
    if (!kop) continue;
    const naam = kop[1]!;
    const model = modellen.get(naam)!;
    const fks = new Set(model.velden.flatMap((v) => v.fk ?? []));
    const rijen: string[] = [];
    let j = i + 1;
    for (; j < regels.length && !/^\}/.test(regels[j]!); j++) {
      const r = regels[j]!.trim();
      const v = /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(r);
      if (!v || r.startsWith("//") || r.startsWith("@@")) continue;
      if (modellen.has(v[2]!)) continue; // a relation: drawn in the diagram
      const sleutel = [model.sleutel.includes(v[1]!) ? "PK" : "", fks.has(v[1]!) ? "FK" : ""].filter(Boolean).join(", ");
      const db = /@db\.(\w+)/.exec(v[5]!)?.[1];
      const standaard = /@default\(((?:[^()]|\([^()]*\))*)\)/.exec(v[5]!)?.[1];
      const type = `${v[2]}${v[3] ?? ""}${v[4] ?? ""}${db ? ` (${db})` : ""}`;
      const opm = [docBoven(regels, j), standaard !== undefined ? `standaard \`${standaard}\`` : ""].filter(Boolean).join(" · ");
      rijen.push(`| \`${v[1]}\` | ${cel(type)} | ${sleutel} | ${cel(opm)} |`);
    }
    const extra = regels
      .slice(i + 1, j)
      .map((r) => r.trim())
      .filter((r) => /^@@(unique|index)\(/.test(r))
      .map((r) => `\`${r.replace(/\s+/g, " ")}\``);
    const doc = docBoven(regels, i);
    uit.set(
      naam,
      [`##### ${naam}`, doc ? `\n${doc}` : "", `\n| kolom | type | sleutel | betekenis |\n| --- | --- | --- | --- |\n${rijen.join("\n")}`, extra.length ? `\nOok: ${extra.join(", ")}.` : ""].join("\n").replace(/\n{3,}/g, "\n\n"),
    );
  }
  return uit;
}

function enums(tekst: string): string {
  const regels = tekst.split("\n");
  const blokken: string[] = [];
  for (let i = 0; i < regels.length; i++) {
    const kop = /^enum (\w+) \{/.exec(regels[i]!);
    if (!kop) continue;
    const waarden: string[] = [];
    for (let j = i + 1; j < regels.length && !/^\}/.test(regels[j]!); j++) {
      const r = regels[j]!.trim();
      if (!/^\w+$/.test(r)) continue;
      const d = docBoven(regels, j);
      waarden.push(d ? `\`${r}\` (${d})` : `\`${r}\``);
    }
    const doc = docBoven(regels, i);
    blokken.push(`- **${kop[1]}**${doc ? `: ${doc}` : ""} — ${waarden.join(", ")}`);
  }
  return blokken.join("\n");
}

export function datamodelDocument(tekst: string): string {
  const modellen = leesSchema(tekst);
  const tabellen = modelTabellen(tekst, modellen);
  const voorwoord = tekst
    .split("\n")
    .filter((_, i, a) => a.slice(0, i + 1).every((r) => r.startsWith("//")))
    .map((r) => r.replace(/^\/\/ ?/, ""))
    .join("\n");
  const diagram = diagrammen(modellen).split(/^#### /m).filter(Boolean);
  const gebieden = Object.entries(GEBIEDEN).map(([gebied, namen], k) => {
    const blok = diagram[k]!.replace(/^[^\n]*\n/, "");
    return [`## ${gebied}`, blok.trim(), ...namen.map((n) => tabellen.get(n)!)].join("\n\n");
  });
  return [
    "# Data model",
    "<!-- Generated by scripts/datamodel.ts from prisma/schema.prisma and its comments: edit those, then run `npx tsx scripts/datamodel.ts`. -->",
    `PostgreSQL 17 through Prisma 7: \`prisma/schema.prisma\` (${modellen.size} models), migrations in \`prisma/migrations\`. What the schema's own header says:`,
    "```text\n" + voorwoord + "\n```",
    ...gebieden,
    "## Enums",
    enums(tekst),
  ].join("\n\n") + "\n";
}

function main() {
  const nieuw = datamodelDocument(fs.readFileSync(SCHEMA, "utf8"));
  const oud = fs.existsSync(DOC) ? fs.readFileSync(DOC, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (nieuw !== oud) {
      console.error("docs/datamodel.md loopt achter op prisma/schema.prisma: draai npx tsx scripts/datamodel.ts");
      process.exit(1);
    }
    console.log("docs/datamodel.md is actueel.");
    return;
  }
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  fs.writeFileSync(DOC, nieuw);
  console.log(`docs/datamodel.md geschreven (${nieuw.length} tekens).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
