/**
 * `npx tsx scripts/er-diagram.ts` writes mermaid ER diagrams of prisma/schema.prisma, one per area,
 * into README.md between the markers <!-- er:begin --> and <!-- er:end -->.
 * `--check` fails when README.md is out of date (or a model has no area).
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCHEMA = path.join(ROOT, "prisma", "schema.prisma");
const README = path.join(ROOT, "README.md");

/** Areas in the order of the README; every model belongs to one. */
const GEBIEDEN: Record<string, string[]> = {
  "Administratie, personen en rechten": ["Administratie", "Licentie", "Gebruiker", "GebruikerToken", "Medewerker", "Rol", "RolPermissie", "MedewerkerRol", "ApiKey", "Bestand", "AanmeldPoging", "Sessie"],
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
  if (zonder.length) throw new Error(`Geen gebied in scripts/er-diagram.ts voor: ${zonder.join(", ")}`);

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

function main() {
  const modellen = leesSchema(fs.readFileSync(SCHEMA, "utf8"));
  const inhoud = `<!-- er:begin (generated by scripts/er-diagram.ts from prisma/schema.prisma) -->\n${diagrammen(modellen)}\n<!-- er:end -->`;
  const readme = fs.readFileSync(README, "utf8");
  const re = /<!-- er:begin[^>]*-->[\s\S]*?<!-- er:end -->/;
  if (!re.test(readme)) throw new Error("README.md mist de markeringen <!-- er:begin --> en <!-- er:end -->");
  const nieuw = readme.replace(re, () => inhoud);
  if (process.argv.includes("--check")) {
    if (nieuw !== readme) {
      console.error("README.md loopt achter op prisma/schema.prisma: draai npx tsx scripts/er-diagram.ts");
      process.exit(1);
    }
    console.log(`ER-diagrammen actueel (${modellen.size} modellen).`);
    return;
  }
  fs.writeFileSync(README, nieuw);
  console.log(`ER-diagrammen van ${modellen.size} modellen geschreven in README.md.`);
}

main();
