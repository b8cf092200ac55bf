import { randomUUID } from "node:crypto";
import { db, leesRijen, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict, notFound, payloadTooLarge } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { EdexFout, parseEdex, type EdexBestand, type EdexGroep, type EdexLeerling } from "@/lib/edex/parse";
import type { EdexVersie } from "@/lib/edex/schema";
import { huidigSchooljaar, isoDatum, OPEN_EINDDATUM_ISO, vandaag } from "@/lib/schooljaar";
import { voorbeeldEdex } from "@/lib/edex/voorbeeld";
import { deleteFile, getFile, putFile } from "@/lib/storage";

/**
 * Stepwise EDEX import (2-api-calls §7.13).
 *
 * 1. `ImportEdex` (multipart, field `bestand`): the file is parsed and checked (lib/edex/parse.ts,
 *    every EDEXML version in use). Only a file that is not EDEX at all gets a 400 naming the line
 *    or element, and nothing is written; a record that breaks a rule becomes a blocked item of its
 *    step (with the reason and the element path) and the rest imports. The file is kept (Bestand,
 *    gebied "import") with an EdexImport row; answer {@link ImportEdexAntwoord}.
 * 2. `KiesVestigingen`, `KiesKlassen`, `KiesOnderwijsgroepen`, `KiesLeerlingen`,
 *    `KiesLeerlingtoewijzingen`, `KiesMedewerkers`, body `{ importId, keuzes? }`: the answer is
 *    the comparison of that step ({@link StapAntwoord}: every item of the file with status
 *    nieuw/gewijzigd/ongewijzigd, the changed fields, and whether it is chosen). Without `keuzes`
 *    nothing is stored (the UI shows the step); with `keuzes` (the `sleutel`s of the items to
 *    apply) the choice of that step is stored. A step not chosen yet counts as "every new and
 *    changed item". A later step sees the choices of earlier ones: a group in a branch that is not
 *    taken is `geblokkeerd`, and so is an assignment to a pupil or group that is not taken.
 * 3. `Opslaan`, body `{ importId }`: applies every choice in one transaction and answers counts per
 *    kind ({@link OpslaanAntwoord}). Matching: branches by name; groups by school year, branch and
 *    name; pupils by EDEX key (Leerling.externeSleutel), then eckid; staff by e-mail address.
 *    The BSN is never read. New staff get no role (the administrator gives one under Gebruikers).
 *    Staff without an e-mail address are matched by name and imported without a sign-in address:
 *    no login until one is added (Medewerkers/ChangeEmailAdress, which sends the activation).
 *    The answer (and EdexImport.resultaat) lists every item that was skipped and why;
 *    `Samenvatting` gives it as a text file, `Voorbeeld` an example file (2.1, current school year).
 */

export const EDEX_STAPPEN = ["vestigingen", "klassen", "onderwijsgroepen", "leerlingen", "toewijzingen", "medewerkers"] as const;
export type EdexStap = (typeof EDEX_STAPPEN)[number];
export const MAX_EDEX_BYTES = 50 * 1024 * 1024;

export type ItemStatus = "nieuw" | "gewijzigd" | "ongewijzigd";
export interface Wijziging {
  veld: string;
  oud: string | null;
  nieuw: string | null;
}
export interface StapItem {
  sleutel: string;
  naam: string;
  status: ItemStatus;
  /** Extra context for the table (group, branch, jaargroep …). */
  details: string | null;
  wijzigingen: Wijziging[];
  /** Why the item cannot be applied (a rule of the file it breaks, or something it depends on that is not taken); null when it can. */
  geblokkeerd: string | null;
  /** Where in the file a blocked record is (EDEX/groepen/groep[@key="G1"]/jaargroep), for a detail line; null otherwise. */
  pad: string | null;
  gekozen: boolean;
}
export interface StapAntwoord {
  importId: number;
  stap: EdexStap;
  schooljaar: string;
  items: StapItem[];
  aantallen: Record<ItemStatus, number> & { geblokkeerd: number; gekozen: number };
}
export interface ImportEdexAntwoord {
  importId: number;
  bestandsnaam: string;
  schooljaar: string;
  /** The EDEXML version the file was read as. */
  versie: EdexVersie;
  samenvatting: { vestigingen: number; klassen: number; onderwijsgroepen: number; leerlingen: number; leerkrachten: number; afgekeurd: number };
}
export interface Telling {
  aangemaakt: number;
  bijgewerkt: number;
  ongewijzigd: number;
  overgeslagen: number;
}
export interface Overgeslagen {
  stap: EdexStap;
  naam: string;
  /** Why: the rule the record breaks, what it depends on, or "niet gekozen". */
  reden: string;
  pad: string | null;
}
export interface OpslaanAntwoord {
  importId: number;
  schooljaar: string;
  vestigingen: Telling;
  groepen: Telling;
  leerlingen: Telling;
  toewijzingen: Telling;
  medewerkers: Telling;
  /** Staff members saved without an e-mail address: no login until one is added. */
  medewerkersZonderEmail: number;
  /** Every item of the file that was not applied, and why. */
  overgeslagen: Overgeslagen[];
}

type Keuzes = Partial<Record<EdexStap, string[]>>;

// ---------------------------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------------------------

export async function importEdex(ctx: TenantContext, upload: unknown): Promise<ImportEdexAntwoord> {
  if (Array.isArray(upload) && upload.length > 1) throw badRequest("bestand: kies één EDEX-bestand per import.", [{ path: "bestand", message: "één bestand tegelijk" }]);
  const file: unknown = Array.isArray(upload) ? upload[0] : upload;
  if (!(file instanceof File)) throw badRequest("bestand: kies een EDEX-bestand (.xml) om te uploaden.", [{ path: "bestand", message: "kies een bestand" }]);
  if (file.size > MAX_EDEX_BYTES) throw payloadTooLarge(`Het bestand is te groot (maximaal ${MAX_EDEX_BYTES / 1024 / 1024} MB).`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Older exports are sometimes ISO-8859-1.
    xml = new TextDecoder("latin1").decode(bytes);
  }
  const bestand = parseOrFail(xml);
  // The BSN is never kept, not even in the stored upload.
  const bewaard = new TextEncoder().encode(zonderPersoonsnummers(xml));
  const sj = await db.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar: bestand.schooljaar } } });
  if (!sj)
    throw badRequest(`Het schooljaar ${bestand.schooljaar} uit het bestand bestaat niet in deze administratie. Voeg het eerst toe onder Instellingen › Schooljaren.`, [
      { path: "bestand", message: `schooljaar ${bestand.schooljaar} ontbreekt` },
    ]);

  const bestandsnaam = (file.name || "edex.xml").slice(0, 200);
  const sleutel = `${ctx.administratieNr}/import/${randomUUID()}.xml`;
  await putFile(sleutel, bewaard);
  try {
    const row = await db.$transaction(async (tx) => {
      const b = await tx.bestand.create({
        data: { administratieNr: ctx.administratieNr, gebied: "import", opslagsleutel: sleutel, bestandsnaam, mimeType: "application/xml", grootte: bewaard.byteLength, aangemaaktDoor: ctx.gebruikerId },
      });
      return tx.edexImport.create({ data: { administratieNr: ctx.administratieNr, bestandId: b.id, stap: "ImportEdex", aangemaaktDoor: ctx.gebruikerId } });
    });
    remember(sleutel, bestand);
    return {
      importId: row.id,
      bestandsnaam,
      schooljaar: bestand.schooljaar,
      versie: bestand.versie,
      samenvatting: {
        vestigingen: bestand.vestigingen.length,
        klassen: bestand.groepen.filter((g) => !g.samengesteld).length,
        onderwijsgroepen: bestand.groepen.filter((g) => g.samengesteld).length,
        leerlingen: bestand.leerlingen.length,
        leerkrachten: bestand.leerkrachten.length,
        afgekeurd: bestand.afgekeurd.length,
      },
    };
  } catch (e) {
    await deleteFile(sleutel);
    throw e;
  }
}

/**
 * Drops every personal number the EDEXML XSDs have before the file is kept: <sofinummer> (1.03 and
 * 2.x), <bsn>, <bsn_ondwnr-4>, <onderwijsnummer> and the Flemish <rijksregisternummer> (with or
 * without a namespace prefix).
 */
export function zonderPersoonsnummers(xml: string): string {
  return xml.replace(/<([A-Za-z_][\w.-]*:)?(sofinummer|bsn|bsn_ondwnr-4|onderwijsnummer|rijksregisternummer)(?=[\s/>])[^>]*?(\/>|>[\s\S]*?<\/\1?\2\s*>)/g, "");
}

function parseOrFail(xml: string): EdexBestand {
  try {
    return parseEdex(xml);
  } catch (e) {
    if (e instanceof EdexFout) throw badRequest(e.message, [{ path: "bestand", message: e.message }]);
    throw e;
  }
}

async function loadImport(ctx: TenantContext, importId: number) {
  const row = await db.edexImport.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: importId } },
    include: { bestand: { select: { opslagsleutel: true } } },
  });
  if (!row) throw notFound("De import");
  if (row.status === "Voltooid") throw conflict("Deze import is al opgeslagen; upload het bestand opnieuw om nog eens te importeren.");
  const cacheKey = row.bestand.opslagsleutel;
  let bestand = parsed.get(cacheKey);
  if (!bestand) {
    const data = await getFile(row.bestand.opslagsleutel);
    if (!data) throw notFound("Het geüploade bestand", "Het geüploade bestand is niet meer aanwezig; upload het opnieuw.");
    bestand = parseOrFail(new TextDecoder("utf-8").decode(data));
    remember(cacheKey, bestand);
  }
  return { row, bestand, keuzes: (row.keuzes ?? {}) as Keuzes };
}

/** The last few parsed uploads (a 5,000-pupil file takes a second or two to parse; each step needs it). */
const parsed = new Map<string, EdexBestand>();
function remember(key: string, bestand: EdexBestand) {
  parsed.delete(key);
  parsed.set(key, bestand);
  while (parsed.size > 4) parsed.delete(parsed.keys().next().value!);
}

// ---------------------------------------------------------------------------------------------
// Comparison: what the file holds against what the administration has
// ---------------------------------------------------------------------------------------------

interface VestigingPlan {
  key: string;
  naam: string;
  nr: number | null;
}
interface GroepPlan {
  groep: EdexGroep;
  vestigingKey: string;
  bestaand: { nr: number; soort: "Klas" | "Onderwijsgroep"; jaargroep: string | null } | null;
}
interface LeerlingPlan {
  leerling: EdexLeerling;
  bestaandId: number | null;
  data: {
    roepnaam: string;
    voornamen: string | null;
    tussenvoegsel: string | null;
    achternaam: string;
    geboortedatum: string | null;
    geslacht: number;
    ingangsdatum: string;
    einddatum: string;
    externeSleutel: string;
    eckid: string | null;
  };
}
interface ToewijzingPlan {
  leerlingKey: string;
  groepKey: string;
  soort: "Klas" | "Onderwijsgroep";
  ingangsdatum: string;
  einddatum: string;
  /** A current class assignment that ends the day before (or moves when it starts on/after the date). */
  beeindig: { id: number; ingangsdatum: string } | null;
}
interface MedewerkerPlan {
  key: string;
  /** Null: imported without a sign-in address (no login until one is added). */
  email: string | null;
  gebruikerId: string | null;
  isMedewerker: boolean;
  data: { roepnaam: string; tussenvoegsel: string | null; achternaam: string; geslacht: number };
  groepKeys: string[];
}

interface Plan {
  schooljaar: string;
  items: Record<EdexStap, StapItem[]>;
  vestigingen: Map<string, VestigingPlan>;
  groepen: Map<string, GroepPlan>;
  leerlingen: Map<string, LeerlingPlan>;
  toewijzingen: Map<string, ToewijzingPlan>;
  medewerkers: Map<string, MedewerkerPlan>;
}

const dag = (d: Date) => isoDatum(d);
/** Shown for a staff member without an e-mail address. */
export const GEEN_EMAIL = "geen e-mailadres: geen login tot er een e-mailadres is";
const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });
const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
function dagErvoor(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return dag(d);
}
const naamVan = (p: { roepnaam: string; tussenvoegsel: string | null; achternaam: string }) => [p.roepnaam, p.tussenvoegsel, p.achternaam].filter(Boolean).join(" ");

function diff(velden: [string, string | number | null | undefined, string | number | null | undefined][]): Wijziging[] {
  const out: Wijziging[] = [];
  for (const [veld, oud, nieuw] of velden) {
    const o = oud === null || oud === undefined || oud === "" ? null : String(oud);
    const n = nieuw === null || nieuw === undefined || nieuw === "" ? null : String(nieuw);
    if (o !== n) out.push({ veld, oud: o, nieuw: n });
  }
  return out;
}

/** Builds every step's comparison, each step seeing the choices of the earlier ones. */
async function maakPlan(ctx: TenantContext, bestand: EdexBestand, keuzes: Keuzes): Promise<Plan> {
  const adm = ctx.administratieNr;
  const sj = await db.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr: adm, schooljaar: bestand.schooljaar } } });
  if (!sj) throw badRequest(`Het schooljaar ${bestand.schooljaar} uit het bestand bestaat niet (meer) in deze administratie.`);
  const sjStart = dag(sj.ingangsdatum);
  const sjEinde = dag(sj.einddatum);
  const peildatum = min(max(dag(vandaag()), sjStart), sjEinde);

  const [vestigingen, groepen, leerlingen] = await Promise.all([
    db.vestiging.findMany({ where: { administratieNr: adm }, select: { nr: true, naam: true } }),
    db.groep.findMany({ where: { administratieNr: adm, schooljaar: bestand.schooljaar }, select: { nr: true, naam: true, vestigingNr: true, soort: true, jaargroep: true } }),
    db.leerling.findMany({
      where: { administratieNr: adm },
      select: { id: true, roepnaam: true, voornamen: true, tussenvoegsel: true, achternaam: true, geboortedatum: true, geslacht: true, ingangsdatum: true, einddatum: true, externeSleutel: true, eckid: true },
    }),
  ]);

  const items = Object.fromEntries(EDEX_STAPPEN.map((s) => [s, [] as StapItem[]])) as Record<EdexStap, StapItem[]>;
  /** The chosen keys of a step: stored, or every new and changed item that is not blocked. */
  const gekozenIn = (stap: EdexStap): Set<string> => {
    const stored = keuzes[stap];
    const lijst = items[stap];
    if (stored) {
      const mogelijk = new Set(lijst.filter((i) => !i.geblokkeerd).map((i) => i.sleutel));
      return new Set(stored.filter((k) => mogelijk.has(k)));
    }
    return new Set(lijst.filter((i) => i.status !== "ongewijzigd" && !i.geblokkeerd).map((i) => i.sleutel));
  };
  /** The file's refused records of a step: items that cannot be chosen, with the reason and the element path. */
  const voegAfgekeurdToe = (stap: EdexStap) => {
    for (const a of bestand.afgekeurd)
      if (a.stap === stap) items[stap].push({ sleutel: a.sleutel, naam: a.naam, status: "nieuw", details: null, wijzigingen: [], geblokkeerd: a.reden, pad: a.pad, gekozen: false });
  };
  const markeer = (stap: EdexStap) => {
    const set = gekozenIn(stap);
    for (const i of items[stap]) i.gekozen = set.has(i.sleutel);
    return set;
  };

  // Branches, by name.
  const vestigingByNaam = new Map(vestigingen.map((v) => [v.naam.toLowerCase(), v]));
  const vPlan = new Map<string, VestigingPlan>();
  for (const v of bestand.vestigingen) {
    const bestaand = vestigingByNaam.get(v.naam.toLowerCase());
    vPlan.set(v.key, { key: v.key, naam: v.naam, nr: bestaand?.nr ?? null });
    items.vestigingen.push({ sleutel: v.key, naam: v.naam, status: bestaand ? "ongewijzigd" : "nieuw", details: bestaand ? `Vestiging ${bestaand.nr}` : null, wijzigingen: [], geblokkeerd: null, pad: null, gekozen: false });
  }
  voegAfgekeurdToe("vestigingen");
  const gekozenVestigingen = markeer("vestigingen");
  const vestigingBeschikbaar = (key: string) => vPlan.get(key)?.nr != null || gekozenVestigingen.has(key);

  // Groups (classes, then composite groups), by branch and name in the school year.
  const gPlan = new Map<string, GroepPlan>();
  const groepByNaam = new Map(groepen.map((g) => [`${g.vestigingNr}\u0000${g.naam.toLowerCase()}`, g]));
  for (const g of bestand.groepen) {
    const v = vPlan.get(g.vestigingKey)!;
    const bestaand = v.nr != null ? groepByNaam.get(`${v.nr}\u0000${g.naam.toLowerCase()}`) : undefined;
    const soort = g.samengesteld ? "Onderwijsgroep" : "Klas";
    gPlan.set(g.key, { groep: g, vestigingKey: g.vestigingKey, bestaand: bestaand ? { nr: bestaand.nr, soort: bestaand.soort, jaargroep: bestaand.jaargroep } : null });
    const wijzigingen = bestaand
      ? diff([
          ["soort", bestaand.soort, soort],
          ...(g.samengesteld ? [] : ([["jaargroep", bestaand.jaargroep, g.jaargroep]] as [string, string | null, string | null][])),
        ])
      : [];
    items[g.samengesteld ? "onderwijsgroepen" : "klassen"].push({
      sleutel: g.key,
      naam: g.naam,
      status: !bestaand ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
      details: [v.naam, g.jaargroep ? `jaargroep ${g.jaargroep}` : null].filter(Boolean).join(", "),
      wijzigingen,
      geblokkeerd: vestigingBeschikbaar(g.vestigingKey) ? null : `De vestiging ${v.naam} wordt niet aangemaakt.`,
      pad: null,
      gekozen: false,
    });
  }
  voegAfgekeurdToe("klassen");
  voegAfgekeurdToe("onderwijsgroepen");
  const gekozenKlassen = markeer("klassen");
  const gekozenOg = markeer("onderwijsgroepen");
  const groepBeschikbaar = (key: string) => {
    const p = gPlan.get(key);
    if (!p) return false;
    if (p.bestaand) return true;
    return (p.groep.samengesteld ? gekozenOg : gekozenKlassen).has(key);
  };

  // Pupils: by key, then eckid. Never the BSN.
  const byKey = new Map<string, (typeof leerlingen)[number]>();
  const byEckid = new Map<string, (typeof leerlingen)[number]>();
  for (const l of leerlingen) {
    if (l.externeSleutel) byKey.set(l.externeSleutel, l);
    if (l.eckid) byEckid.set(l.eckid, l);
  }
  const lPlan = new Map<string, LeerlingPlan>();
  const gebruikt = new Set<number>();
  for (const l of bestand.leerlingen) {
    let bestaand = byKey.get(l.key) ?? (l.eckid ? byEckid.get(l.eckid) : undefined);
    // One database pupil answers one line of the file.
    if (bestaand && gebruikt.has(bestaand.id)) bestaand = undefined;
    if (bestaand) gebruikt.add(bestaand.id);
    const einddatum = l.uitstroomdatum ?? OPEN_EINDDATUM_ISO;
    const ingang = l.instroomdatum ?? (bestaand ? dag(bestaand.ingangsdatum) : sjStart);
    const data = {
      roepnaam: l.roepnaam,
      voornamen: l.voornamen ?? bestaand?.voornamen ?? null,
      tussenvoegsel: l.tussenvoegsel,
      achternaam: l.achternaam,
      geboortedatum: l.geboortedatum ?? (bestaand?.geboortedatum ? dag(bestaand.geboortedatum) : null),
      geslacht: l.geslacht,
      // A pupil who left before the date they would start on (no instroomdatum: the school year's start or the
      // date we have) starts on the day they left, as the database requires ingangsdatum <= einddatum: LVS
      // exports (EDEXML 1.03) list former pupils with only an uitstroomdatum.
      ingangsdatum: ingang > einddatum ? einddatum : ingang,
      einddatum,
      externeSleutel: l.key,
      eckid: l.eckid ?? bestaand?.eckid ?? null,
    };
    lPlan.set(l.key, { leerling: l, bestaandId: bestaand?.id ?? null, data });
    const wijzigingen = bestaand
      ? diff([
          ["roepnaam", bestaand.roepnaam, data.roepnaam],
          ["voornamen", bestaand.voornamen, data.voornamen],
          ["tussenvoegsel", bestaand.tussenvoegsel, data.tussenvoegsel],
          ["achternaam", bestaand.achternaam, data.achternaam],
          ["geboortedatum", bestaand.geboortedatum ? dag(bestaand.geboortedatum) : null, data.geboortedatum],
          ["geslacht", bestaand.geslacht, data.geslacht],
          ["ingangsdatum", dag(bestaand.ingangsdatum), data.ingangsdatum],
          ["einddatum", dag(bestaand.einddatum), data.einddatum],
          ["sleutel", bestaand.externeSleutel, data.externeSleutel],
          ["eckid", bestaand.eckid, data.eckid],
        ])
      : [];
    const groep = l.groepKey ? gPlan.get(l.groepKey)?.groep.naam : null;
    items.leerlingen.push({
      sleutel: l.key,
      naam: naamVan(data),
      status: !bestaand ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
      details: [groep ? `groep ${groep}` : null, l.jaargroep ? `jaargroep ${l.jaargroep}` : null, data.geboortedatum ? `geboren ${data.geboortedatum}` : null].filter(Boolean).join(", "),
      wijzigingen,
      geblokkeerd: null,
      pad: null,
      gekozen: false,
    });
  }
  voegAfgekeurdToe("leerlingen");
  const gekozenLeerlingen = markeer("leerlingen");

  // Assignments of the pupils to the file's groups in this school year.
  const bestaandeIds = [...lPlan.values()].flatMap((p) => (p.bestaandId ? [p.bestaandId] : []));
  const toewijzingen = bestaandeIds.length
    ? await db.leerlingtoewijzing.findMany({
        where: { administratieNr: adm, leerlingId: { in: bestaandeIds }, einddatum: { gte: sj.ingangsdatum } },
        select: { id: true, leerlingId: true, groepNr: true, groepSoort: true, ingangsdatum: true, einddatum: true, groep: { select: { naam: true, schooljaar: true } } },
      })
    : [];
  const perLeerling = new Map<number, typeof toewijzingen>();
  for (const t of toewijzingen) {
    const lijst = perLeerling.get(t.leerlingId) ?? [];
    lijst.push(t);
    perLeerling.set(t.leerlingId, lijst);
  }
  const tPlan = new Map<string, ToewijzingPlan>();
  for (const p of lPlan.values()) {
    const l = p.leerling;
    const bestaande = p.bestaandId ? (perLeerling.get(p.bestaandId) ?? []) : [];
    const start = p.bestaandId ? max(peildatum, l.instroomdatum ?? sjStart) : max(sjStart, l.instroomdatum ?? sjStart);
    const einde = min(sjEinde, l.uitstroomdatum ?? sjEinde);
    const leerlingOk = p.bestaandId != null || gekozenLeerlingen.has(l.key);
    const doelen: { groepKey: string; soort: "Klas" | "Onderwijsgroep" }[] = [
      ...(l.groepKey ? [{ groepKey: l.groepKey, soort: "Klas" as const }] : []),
      ...l.samengesteldeGroepKeys.map((k) => ({ groepKey: k, soort: "Onderwijsgroep" as const })),
    ];
    for (const doel of doelen) {
      const g = gPlan.get(doel.groepKey)!;
      const sleutel = `${l.key}|${doel.groepKey}`;
      const groepNr = g.bestaand?.nr ?? null;
      const alInGroep = groepNr != null && bestaande.some((t) => t.groepNr === groepNr && dag(t.einddatum) >= start);
      let status: ItemStatus = alInGroep ? "ongewijzigd" : "nieuw";
      let beeindig: ToewijzingPlan["beeindig"] = null;
      const wijzigingen: Wijziging[] = [];
      if (!alInGroep && doel.soort === "Klas") {
        // The class the pupil is in on (or after) the start date: the move ends it.
        const huidig = bestaande
          .filter((t) => t.groepSoort === "Klas" && dag(t.einddatum) >= start)
          .sort((a, b) => (a.ingangsdatum < b.ingangsdatum ? 1 : -1))[0];
        if (huidig) {
          status = "gewijzigd";
          beeindig = { id: huidig.id, ingangsdatum: dag(huidig.ingangsdatum) };
          wijzigingen.push({ veld: "groep", oud: huidig.groep.naam, nieuw: g.groep.naam });
        }
      }
      const ingangsdatum = start;
      tPlan.set(sleutel, { leerlingKey: l.key, groepKey: doel.groepKey, soort: doel.soort, ingangsdatum, einddatum: einde, beeindig });
      const geblokkeerd = !leerlingOk
        ? "De leerling wordt niet aangemaakt."
        : !groepBeschikbaar(doel.groepKey)
          ? `De groep ${g.groep.naam} wordt niet aangemaakt.`
          : status !== "ongewijzigd" && ingangsdatum > einde
            ? "De leerling is voor de ingangsdatum uitgestroomd."
            : null;
      items.toewijzingen.push({
        sleutel,
        naam: naamVan(p.data),
        status,
        details: `${doel.soort === "Klas" ? "klas" : "onderwijsgroep"} ${g.groep.naam}${status === "ongewijzigd" ? "" : ` vanaf ${ingangsdatum}`}`,
        wijzigingen,
        geblokkeerd,
        pad: null,
        gekozen: false,
      });
    }
  }
  voegAfgekeurdToe("toewijzingen");
  markeer("toewijzingen");

  // Staff: by e-mail address; without one (EDEX before 2.0 has none), by name among this administration's staff.
  const emails = bestand.leerkrachten.flatMap((l) => (l.email ? [l.email] : []));
  const staffSelect = {
    roepnaam: true,
    tussenvoegsel: true,
    achternaam: true,
    geslacht: true,
    groepen: { select: { groepNr: true } },
  } as const;
  const [gebruikers, stafZonderEmailBestand] = await Promise.all([
    emails.length
      ? db.gebruiker.findMany({ where: { email: { in: emails } }, select: { id: true, email: true, medewerkers: { where: { administratieNr: adm }, select: staffSelect } } })
      : Promise.resolve([]),
    bestand.leerkrachten.some((l) => !l.email)
      ? db.medewerker.findMany({ where: { administratieNr: adm }, select: { ...staffSelect, gebruikerId: true, gebruiker: { select: { email: true } } } })
      : Promise.resolve([]),
  ]);
  const gebruikerByEmail = new Map(gebruikers.map((g) => [g.email, g]));
  const naamSleutel = (p: { roepnaam: string; tussenvoegsel: string | null; achternaam: string }) => naamVan(p).toLocaleLowerCase("nl").replace(/\s+/g, " ");
  /** Staff of this administration by full name, only where the name is unique. */
  const stafByNaam = new Map<string, (typeof stafZonderEmailBestand)[number] | null>();
  for (const m of stafZonderEmailBestand) {
    const k = naamSleutel(m);
    stafByNaam.set(k, stafByNaam.has(k) ? null : m);
  }
  const mPlan = new Map<string, MedewerkerPlan>();
  const gebruikteStaf = new Set<string>();
  for (const lk of bestand.leerkrachten) {
    const data = { roepnaam: lk.roepnaam, tussenvoegsel: lk.tussenvoegsel, achternaam: lk.achternaam, geslacht: lk.geslacht };
    let gebruikerId: string | null = null;
    let mw: { roepnaam: string; tussenvoegsel: string | null; achternaam: string; geslacht: number; groepen: { groepNr: number }[] } | undefined;
    let bekendEmail: string | null = null;
    if (lk.email) {
      const gebruiker = gebruikerByEmail.get(lk.email);
      gebruikerId = gebruiker?.id ?? null;
      mw = gebruiker?.medewerkers[0];
    } else {
      const m = stafByNaam.get(naamSleutel(data));
      if (m && !gebruikteStaf.has(m.gebruikerId)) {
        gebruikteStaf.add(m.gebruikerId);
        gebruikerId = m.gebruikerId;
        mw = m;
        bekendEmail = m.gebruiker.email;
      }
    }
    mPlan.set(lk.key, { key: lk.key, email: lk.email, gebruikerId, isMedewerker: !!mw, data, groepKeys: lk.groepKeys });
    const wijzigingen = mw
      ? diff([
          ["roepnaam", mw.roepnaam, data.roepnaam],
          ["tussenvoegsel", mw.tussenvoegsel, data.tussenvoegsel],
          ["achternaam", mw.achternaam, data.achternaam],
          ["geslacht", mw.geslacht, data.geslacht],
        ])
      : [];
    if (mw) {
      const eigen = new Set(mw.groepen.map((g) => g.groepNr));
      const ontbrekend = lk.groepKeys.filter((k) => {
        const nr = gPlan.get(k)?.bestaand?.nr;
        return nr == null || !eigen.has(nr);
      });
      if (ontbrekend.length) wijzigingen.push({ veld: "groepen", oud: null, nieuw: ontbrekend.map((k) => gPlan.get(k)!.groep.naam).join(", ") });
    }
    const adres = lk.email ?? bekendEmail ?? GEEN_EMAIL;
    items.medewerkers.push({
      sleutel: lk.key,
      naam: naamVan(data),
      status: !mw ? "nieuw" : wijzigingen.length ? "gewijzigd" : "ongewijzigd",
      details: [adres, lk.groepKeys.length ? `groepen ${lk.groepKeys.map((k) => gPlan.get(k)!.groep.naam).join(", ")}` : null].filter(Boolean).join(", "),
      wijzigingen,
      geblokkeerd: null,
      pad: null,
      gekozen: false,
    });
  }
  voegAfgekeurdToe("medewerkers");
  markeer("medewerkers");

  for (const stap of ["klassen", "onderwijsgroepen", "leerlingen", "toewijzingen", "medewerkers"] as const)
    items[stap].sort((a, b) => collator.compare(a.naam, b.naam) || (a.sleutel < b.sleutel ? -1 : a.sleutel > b.sleutel ? 1 : 0));

  return { schooljaar: bestand.schooljaar, items, vestigingen: vPlan, groepen: gPlan, leerlingen: lPlan, toewijzingen: tPlan, medewerkers: mPlan };
}

function stapAntwoord(importId: number, plan: Plan, stap: EdexStap): StapAntwoord {
  const lijst = plan.items[stap];
  const aantallen = { nieuw: 0, gewijzigd: 0, ongewijzigd: 0, geblokkeerd: 0, gekozen: 0 };
  for (const i of lijst) {
    aantallen[i.status]++;
    if (i.geblokkeerd) aantallen.geblokkeerd++;
    if (i.gekozen) aantallen.gekozen++;
  }
  return { importId, stap, schooljaar: plan.schooljaar, items: lijst, aantallen };
}

const STAP_NAAM: Record<EdexStap, string> = {
  vestigingen: "KiesVestigingen",
  klassen: "KiesKlassen",
  onderwijsgroepen: "KiesOnderwijsgroepen",
  leerlingen: "KiesLeerlingen",
  toewijzingen: "KiesLeerlingtoewijzingen",
  medewerkers: "KiesMedewerkers",
};

/** One step: the comparison, and with `keuzes` the stored choice of that step. */
export async function kiesStap(ctx: TenantContext, stap: EdexStap, input: { importId: number; keuzes?: string[] }): Promise<StapAntwoord> {
  const { row, bestand, keuzes } = await loadImport(ctx, input.importId);
  if (input.keuzes) {
    const probe = await maakPlan(ctx, bestand, keuzes);
    const bekend = new Map(probe.items[stap].map((i) => [i.sleutel, i]));
    const uniek = [...new Set(input.keuzes)];
    for (const k of uniek) {
      const item = bekend.get(k);
      if (!item) throw badRequest(`keuzes: '${k}' staat niet in deze stap van het bestand.`, [{ path: "keuzes", message: `onbekende sleutel '${k}'` }]);
      if (item.geblokkeerd) throw badRequest(`keuzes: '${item.naam}' kan niet worden gekozen: ${item.geblokkeerd}`, [{ path: "keuzes", message: item.geblokkeerd }]);
    }
    // A new choice makes the later steps' stored choices stale: they fall back to their defaults.
    const volgende = EDEX_STAPPEN.slice(EDEX_STAPPEN.indexOf(stap) + 1);
    const nieuw: Keuzes = { ...keuzes, [stap]: uniek };
    for (const s of volgende) delete nieuw[s];
    await db.edexImport.update({
      where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: row.id } },
      data: { keuzes: nieuw as Prisma.InputJsonValue, stap: STAP_NAAM[stap] },
    });
    return stapAntwoord(row.id, await maakPlan(ctx, bestand, nieuw), stap);
  }
  return stapAntwoord(row.id, await maakPlan(ctx, bestand, keuzes), stap);
}

// ---------------------------------------------------------------------------------------------
// Save: every choice in one transaction
// ---------------------------------------------------------------------------------------------

const NIET_GEKOZEN = "niet gekozen";
const telling = (): Telling => ({ aangemaakt: 0, bijgewerkt: 0, ongewijzigd: 0, overgeslagen: 0 });
function tel(t: Telling, items: StapItem[]) {
  for (const i of items) {
    if (i.status === "ongewijzigd") t.ongewijzigd++;
    else if (!i.gekozen) t.overgeslagen++;
  }
}
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function opslaan(ctx: TenantContext, importId: number): Promise<OpslaanAntwoord> {
  const { row, bestand, keuzes } = await loadImport(ctx, importId);
  const plan = await maakPlan(ctx, bestand, keuzes);
  const adm = ctx.administratieNr;
  const gekozen = (stap: EdexStap) => plan.items[stap].filter((i) => i.gekozen && i.status !== "ongewijzigd");

  const uitkomst: OpslaanAntwoord = {
    importId: row.id,
    schooljaar: plan.schooljaar,
    vestigingen: telling(),
    groepen: telling(),
    leerlingen: telling(),
    toewijzingen: telling(),
    medewerkers: telling(),
    medewerkersZonderEmail: 0,
    overgeslagen: EDEX_STAPPEN.flatMap((stap) =>
      plan.items[stap].filter((i) => i.status !== "ongewijzigd" && !i.gekozen).map((i) => ({ stap, naam: i.naam, reden: i.geblokkeerd ?? NIET_GEKOZEN, pad: i.pad })),
    ),
  };
  tel(uitkomst.vestigingen, plan.items.vestigingen);
  tel(uitkomst.groepen, [...plan.items.klassen, ...plan.items.onderwijsgroepen]);
  tel(uitkomst.leerlingen, plan.items.leerlingen);
  tel(uitkomst.toewijzingen, plan.items.toewijzingen);
  tel(uitkomst.medewerkers, plan.items.medewerkers);

  await db.$transaction(
    async (tx) => {
      // Branches.
      const vestigingNr = new Map<string, number>();
      for (const v of plan.vestigingen.values()) if (v.nr != null) vestigingNr.set(v.key, v.nr);
      const nieuweVestigingen = gekozen("vestigingen");
      if (nieuweVestigingen.length) {
        let nr = ((await tx.vestiging.aggregate({ where: { administratieNr: adm }, _max: { nr: true } }))._max.nr ?? 0) + 1;
        const data = nieuweVestigingen.map((i) => {
          vestigingNr.set(i.sleutel, nr);
          return { administratieNr: adm, nr: nr++, naam: plan.vestigingen.get(i.sleutel)!.naam };
        });
        await tx.vestiging.createMany({ data });
        uitkomst.vestigingen.aangemaakt += data.length;
      }

      // Groups.
      const groepNr = new Map<string, number>();
      for (const g of plan.groepen.values()) if (g.bestaand) groepNr.set(g.groep.key, g.bestaand.nr);
      const groepItems = [...gekozen("klassen"), ...gekozen("onderwijsgroepen")];
      const nieuweGroepen = groepItems.filter((i) => i.status === "nieuw");
      if (nieuweGroepen.length) {
        let nr = ((await tx.groep.aggregate({ where: { administratieNr: adm }, _max: { nr: true } }))._max.nr ?? 0) + 1;
        const data = nieuweGroepen.map((i) => {
          const g = plan.groepen.get(i.sleutel)!;
          groepNr.set(i.sleutel, nr);
          return {
            administratieNr: adm,
            nr: nr++,
            naam: g.groep.naam,
            schooljaar: plan.schooljaar,
            vestigingNr: vestigingNr.get(g.vestigingKey)!,
            soort: g.groep.samengesteld ? ("Onderwijsgroep" as const) : ("Klas" as const),
            jaargroep: g.groep.jaargroep,
          };
        });
        await tx.groep.createMany({ data });
        uitkomst.groepen.aangemaakt += data.length;
      }
      for (const i of groepItems.filter((x) => x.status === "gewijzigd")) {
        const g = plan.groepen.get(i.sleutel)!;
        await tx.groep.update({
          where: { administratieNr_nr: { administratieNr: adm, nr: g.bestaand!.nr } },
          data: { soort: g.groep.samengesteld ? "Onderwijsgroep" : "Klas", ...(g.groep.samengesteld ? {} : { jaargroep: g.groep.jaargroep }) },
        });
        uitkomst.groepen.bijgewerkt++;
      }

      // Pupils: one multi-row insert, one multi-row update.
      const leerlingId = new Map<string, number>();
      for (const p of plan.leerlingen.values()) if (p.bestaandId) leerlingId.set(p.leerling.key, p.bestaandId);
      const leerlingItems = gekozen("leerlingen");
      const nieuweLeerlingen = leerlingItems.filter((i) => i.status === "nieuw").map((i) => plan.leerlingen.get(i.sleutel)!);
      if (nieuweLeerlingen.length) {
        const created = await insertLeerlingen(tx, adm, nieuweLeerlingen);
        for (const c of created) leerlingId.set(c.externeSleutel, c.id);
        uitkomst.leerlingen.aangemaakt += created.length;
      }
      const gewijzigd = leerlingItems.filter((i) => i.status === "gewijzigd").map((i) => plan.leerlingen.get(i.sleutel)!);
      if (gewijzigd.length) await updateLeerlingen(tx, adm, gewijzigd);
      uitkomst.leerlingen.bijgewerkt += gewijzigd.length;

      // Assignments: end or move current classes, then one multi-row insert.
      const toewijzingItems = gekozen("toewijzingen");
      const nieuweToewijzingen: { leerlingId: number; groepNr: number; ingangsdatum: string; einddatum: string }[] = [];
      for (const i of toewijzingItems) {
        const t = plan.toewijzingen.get(i.sleutel)!;
        const lid = leerlingId.get(t.leerlingKey)!;
        const gnr = groepNr.get(t.groepKey)!;
        if (t.beeindig) {
          if (t.beeindig.ingangsdatum < t.ingangsdatum) {
            await tx.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: adm, id: t.beeindig.id } }, data: { einddatum: asDate(dagErvoor(t.ingangsdatum)) } });
          } else {
            // The old class had not started yet: it becomes the new one.
            await tx.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: adm, id: t.beeindig.id } }, data: { groepNr: gnr, einddatum: asDate(t.einddatum) } });
            uitkomst.toewijzingen.bijgewerkt++;
            continue;
          }
          uitkomst.toewijzingen.bijgewerkt++;
        } else {
          uitkomst.toewijzingen.aangemaakt++;
        }
        nieuweToewijzingen.push({ leerlingId: lid, groepNr: gnr, ingangsdatum: t.ingangsdatum, einddatum: t.einddatum });
      }
      if (nieuweToewijzingen.length) await insertToewijzingen(tx, adm, nieuweToewijzingen);

      // Staff: new sign-in identities, new and changed staff, then their groups and branches.
      const staff = gekozen("medewerkers").map((i) => plan.medewerkers.get(i.sleutel)!);
      const zonderGebruiker = staff.filter((m) => !m.gebruikerId);
      if (zonderGebruiker.length) {
        // Ids made here: a person without an address has nothing else to find the new row by.
        for (const m of zonderGebruiker) m.gebruikerId = randomUUID();
        await tx.gebruiker.createMany({ data: zonderGebruiker.map((m) => ({ id: m.gebruikerId!, email: m.email })) });
      }
      const nieuweStaf = staff.filter((m) => !m.isMedewerker);
      if (nieuweStaf.length) await tx.medewerker.createMany({ data: nieuweStaf.map((m) => ({ administratieNr: adm, gebruikerId: m.gebruikerId!, ...m.data })) });
      uitkomst.medewerkers.aangemaakt += nieuweStaf.length;
      uitkomst.medewerkersZonderEmail = nieuweStaf.filter((m) => !m.email).length;
      for (const m of staff.filter((x) => x.isMedewerker)) {
        await tx.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: adm, gebruikerId: m.gebruikerId! } }, data: m.data });
        uitkomst.medewerkers.bijgewerkt++;
      }
      const staffGroepen = staff.flatMap((m) => m.groepKeys.flatMap((k) => (groepNr.has(k) ? [{ administratieNr: adm, gebruikerId: m.gebruikerId!, groepNr: groepNr.get(k)! }] : [])));
      if (staffGroepen.length) await tx.medewerkerGroep.createMany({ data: staffGroepen, skipDuplicates: true });
      const staffVestigingen = new Map<string, { administratieNr: number; gebruikerId: string; vestigingNr: number }>();
      for (const m of staff)
        for (const k of m.groepKeys) {
          const v = vestigingNr.get(plan.groepen.get(k)!.vestigingKey);
          if (v != null && groepNr.has(k)) staffVestigingen.set(`${m.gebruikerId}|${v}`, { administratieNr: adm, gebruikerId: m.gebruikerId!, vestigingNr: v });
        }
      if (staffVestigingen.size) await tx.medewerkerVestiging.createMany({ data: [...staffVestigingen.values()], skipDuplicates: true });

      await tx.edexImport.update({
        where: { administratieNr_id: { administratieNr: adm, id: row.id } },
        data: { stap: "Opslaan", status: "Voltooid", resultaat: uitkomst as unknown as Prisma.InputJsonValue },
      });
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return uitkomst;
}

/** New pupils in one statement; answers their ids by EDEX key. */
async function insertLeerlingen(tx: Tx, adm: number, rows: LeerlingPlan[]) {
  const col = <T>(f: (d: LeerlingPlan["data"]) => T) => rows.map((r) => f(r.data));
  return leesRijen<{ id: number; externeSleutel: string }>(Prisma.sql`
    INSERT INTO "Leerling" ("administratieNr", roepnaam, voornamen, tussenvoegsel, achternaam, geboortedatum, geslacht, ingangsdatum, einddatum, "externeSleutel", eckid, "updatedAt")
    SELECT ${adm}, v.roepnaam, v.voornamen, v.tussenvoegsel, v.achternaam, v.geboortedatum::date, v.geslacht, v.ingangsdatum::date, v.einddatum::date, v.sleutel, v.eckid, now()
    FROM unnest(
      ${col((d) => d.roepnaam)}::text[], ${col((d) => d.voornamen)}::text[], ${col((d) => d.tussenvoegsel)}::text[],
      ${col((d) => d.achternaam)}::text[], ${col((d) => d.geboortedatum)}::text[], ${col((d) => d.geslacht)}::int[],
      ${col((d) => d.ingangsdatum)}::text[], ${col((d) => d.einddatum)}::text[], ${col((d) => d.externeSleutel)}::text[], ${col((d) => d.eckid)}::text[]
    ) AS v(roepnaam, voornamen, tussenvoegsel, achternaam, geboortedatum, geslacht, ingangsdatum, einddatum, sleutel, eckid)
    RETURNING id, "externeSleutel"`, tx);
}

/** New assignments in one statement (groepSoort is filled by the database from the group). */
async function insertToewijzingen(tx: Tx, adm: number, rows: { leerlingId: number; groepNr: number; ingangsdatum: string; einddatum: string }[]) {
  await tx.$executeRaw`
    INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
    SELECT ${adm}, v.l, v.g, v.i::date, v.e::date
    FROM unnest(${rows.map((r) => r.leerlingId)}::int[], ${rows.map((r) => r.groepNr)}::int[], ${rows.map((r) => r.ingangsdatum)}::text[], ${rows.map((r) => r.einddatum)}::text[]) AS v(l, g, i, e)`;
}

/** Changed pupils in one statement (a 5,000-pupil re-import must not be 5,000 round trips). */
async function updateLeerlingen(tx: Tx, adm: number, rows: LeerlingPlan[]) {
  const col = <T>(f: (d: LeerlingPlan["data"]) => T) => rows.map((r) => f(r.data));
  await tx.$executeRaw`
    UPDATE "Leerling" AS l SET
      roepnaam = v.roepnaam, voornamen = v.voornamen, tussenvoegsel = v.tussenvoegsel, achternaam = v.achternaam,
      geboortedatum = v.geboortedatum::date, geslacht = v.geslacht, ingangsdatum = v.ingangsdatum::date,
      einddatum = v.einddatum::date, "externeSleutel" = v.sleutel, eckid = v.eckid, "updatedAt" = now()
    FROM unnest(
      ${rows.map((r) => r.bestaandId!)}::int[], ${col((d) => d.roepnaam)}::text[], ${col((d) => d.voornamen)}::text[],
      ${col((d) => d.tussenvoegsel)}::text[], ${col((d) => d.achternaam)}::text[], ${col((d) => d.geboortedatum)}::text[],
      ${col((d) => d.geslacht)}::int[], ${col((d) => d.ingangsdatum)}::text[], ${col((d) => d.einddatum)}::text[],
      ${col((d) => d.externeSleutel)}::text[], ${col((d) => d.eckid)}::text[]
    ) AS v(id, roepnaam, voornamen, tussenvoegsel, achternaam, geboortedatum, geslacht, ingangsdatum, einddatum, sleutel, eckid)
    WHERE l."administratieNr" = ${adm} AND l.id = v.id`;
}


// ---------------------------------------------------------------------------------------------
// The summary after saving, and the example file
// ---------------------------------------------------------------------------------------------

const STAP_TITEL: Record<EdexStap, string> = {
  vestigingen: "Vestigingen",
  klassen: "Klassen",
  onderwijsgroepen: "Onderwijsgroepen",
  leerlingen: "Leerlingen",
  toewijzingen: "Groepstoewijzingen",
  medewerkers: "Medewerkers",
};
const SOORT_TITEL = { vestigingen: "Vestigingen", groepen: "Groepen", leerlingen: "Leerlingen", toewijzingen: "Groepstoewijzingen", medewerkers: "Medewerkers" } as const;

/**
 * Edex/Samenvatting: what a saved import did, as a text file (UTF-8, CRLF): counts per kind, the
 * staff saved without an e-mail address, and every skipped item with its reason and, for a
 * refused record, where it is in the file. 404 for an unknown (or another administration's)
 * import, 409 while it is not saved.
 */
export async function samenvatting(ctx: TenantContext, importId: number): Promise<{ bestandsnaam: string; tekst: string }> {
  const row = await db.edexImport.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: importId } },
    select: { id: true, status: true, resultaat: true, updatedAt: true, bestand: { select: { bestandsnaam: true } } },
  });
  if (!row) throw notFound("De import");
  if (row.status !== "Voltooid" || !row.resultaat) throw conflict("Deze import is nog niet opgeslagen; de samenvatting is er na Opslaan.");
  const r = row.resultaat as unknown as Partial<OpslaanAntwoord> & Pick<OpslaanAntwoord, "schooljaar">;
  const regels: string[] = [
    `EDEX-import ${row.bestand.bestandsnaam} in ${ctx.naam} (administratie ${ctx.administratieNr})`,
    `Schooljaar ${r.schooljaar}, opgeslagen op ${isoDatum(row.updatedAt)} ${row.updatedAt.toISOString().slice(11, 16)} UTC`,
    "",
  ];
  for (const soort of Object.keys(SOORT_TITEL) as (keyof typeof SOORT_TITEL)[]) {
    const t = r[soort];
    if (t) regels.push(`${SOORT_TITEL[soort]}: ${t.aangemaakt} aangemaakt, ${t.bijgewerkt} bijgewerkt, ${t.ongewijzigd} ongewijzigd, ${t.overgeslagen} overgeslagen`);
  }
  if (r.medewerkersZonderEmail)
    regels.push("", `${r.medewerkersZonderEmail} ${r.medewerkersZonderEmail === 1 ? "medewerker is" : "medewerkers zijn"} opgeslagen zonder e-mailadres: geen login tot er een e-mailadres is (Beheer › Gebruikers).`);
  const overgeslagen = r.overgeslagen ?? [];
  regels.push("", overgeslagen.length ? `Overgeslagen (${overgeslagen.length}):` : "Niets overgeslagen.");
  for (const o of overgeslagen) regels.push(`- ${STAP_TITEL[o.stap] ?? o.stap} · ${o.naam}: ${o.reden}${o.pad ? ` [${o.pad}]` : ""}`);
  return { bestandsnaam: `edex-samenvatting-${r.schooljaar}-${row.id}.txt`, tekst: regels.join("\r\n") + "\r\n" };
}

/**
 * Edex/Voorbeeld: an example EDEXML 2.1 file for the administration's current school year (the one
 * holding today, else the latest before it, else the calendar's), so it can be uploaded as it is.
 */
export async function voorbeeldBestand(ctx: TenantContext): Promise<{ bestandsnaam: string; xml: string }> {
  const jaren = await db.schooljaar.findMany({ where: { administratieNr: ctx.administratieNr }, select: { schooljaar: true, ingangsdatum: true, einddatum: true } });
  const nu = vandaag();
  const huidig = huidigSchooljaar(nu);
  const schooljaar =
    jaren.find((j) => j.ingangsdatum <= nu && nu <= j.einddatum)?.schooljaar ??
    jaren.map((j) => j.schooljaar).filter((s) => s <= huidig).sort().pop() ??
    huidig;
  return { bestandsnaam: `edex-voorbeeld-${schooljaar}.xml`, xml: voorbeeldEdex(schooljaar) };
}
