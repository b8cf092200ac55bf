/**
 * One generated administration: branches, school years and periods, school year levels, roles and
 * staff, groups per year, pupils with careers and group assignments, subject areas, plans of every
 * kind, development perspectives, forms, notes, dossier items, evaluations, connector data.
 */
import type { Faker } from "@faker-js/faker";
import { huidigSchooljaar, schooljaarGrenzen, OPEN_EINDDATUM } from "@/lib/schooljaar";
import { LEERROUTES, trajectFasen, type LeerrouteDef, type SchoolsoortCode } from "./leerlijnen";
import type { LesModel, PakketModel } from "./pakket";
import { Rng, datum, iso, plusDagen, schooldag, tijdstip } from "./random";
import { ROLLEN, type RolSleutel } from "./rollen";
import {
  AANPAK_ZINNEN,
  BEGINSITUATIE_ZINNEN,
  BEOORDELAARS,
  DOEL_ZINNEN,
  DOSSIER_CATEGORIEEN,
  DOSSIER_ITEMS,
  EVALUATIE_ZINNEN,
  GROEPSNOTITIE_ZINNEN,
  INSTRUCTIEGROEPEN,
  NOTITIE_TITELS,
  NOTITIE_ZINNEN,
  NOTITIESOORTEN,
  TAGS,
  vul,
  zin,
} from "./teksten";
import type { Rijen, Row, Schrijver } from "./writer";

export type SchoolType = "SO" | "SBO" | "BO";

export interface VasteMedewerker {
  email: string;
  roepnaam: string;
  tussenvoegsel?: string | null;
  achternaam: string;
  geslacht: number;
  rol: RolSleutel;
  vestigingen: number[];
  /** Groups (nr) of the current school year. */
  groepen: number[];
  /** Existing Gebruiker id (the demo reuses users across runs); else a new one is made. */
  gebruikerId?: string;
}

export interface VasteGroep {
  nr: number;
  naam: string;
  vestigingNr: number;
  jaargroep: string;
  /** Leerjaar numbers (1-based) the pupils of this group are in. */
  leerjaren: number[];
  aantal: number;
}

export interface TenantSpec {
  administratieNr: number;
  klantId: number;
  naam: string;
  soort: SchoolType;
  leerlingen: number;
  jaren: number;
  vestigingen?: { nr: number; naam: string }[];
  licenties?: { licentienummer: number; code: string; omschrijving: string }[];
  vasteMedewerkers?: VasteMedewerker[];
  /** Fixed groups of the current year (the demo); other years are generated. */
  huidigeGroepen?: VasteGroep[];
  /** Leavers, mid-year moves and Onderwijsgroepen in the current year (off for the demo). */
  verloop: boolean;
  /** Periods per school year (default: 4, sometimes 2 or 3). */
  perioden?: number;
}

export interface KlantContext {
  w: Schrijver;
  r: Rijen;
  rng: Rng;
  faker: Faker;
  seed: number;
  vandaag: Date;
  wachtwoordHash: string | null;
  pakket?: PakketModel;
  lessen: LesModel[];
  /** Staff per administration, filled as tenants are made; used for bundle authors and sharing. */
  medewerkers: Map<number, Med[]>;
}

export interface Med {
  gebruikerId: string;
  rol: RolSleutel;
  vestigingen: number[];
  naam: { roepnaam: string; voornamen: string | null; tussenvoegsel: string | null; achternaam: string; geslacht: number };
}

interface Periode {
  nummer: number;
  start: Date;
  eind: Date;
}

interface Jaar {
  index: number;
  schooljaar: string;
  start: Date;
  eind: Date;
  perioden: Periode[];
  huidig: boolean;
}

interface Leerjaar {
  nr: number;
  naam: string;
  code: string;
  schoolsoort: SchoolsoortCode;
  fase: number;
  vestigingNr: number;
  /** Position on the school's ladder of levels (0-based). */
  trede: number;
}

interface KlasPlek {
  groepNr: number;
  van: Date;
  tot: Date;
  leerkracht: string | null;
}

interface JaarPlek {
  leerjaar: Leerjaar;
  klassen: KlasPlek[];
  van: Date;
  tot: Date;
}

interface Leerling {
  id: number;
  naam: string;
  geslacht: number;
  ingangsdatum: Date;
  einddatum: Date;
  route: LeerrouteDef;
  uitstroom: number;
  /** Ability relative to the route's target, per domain. */
  afwijking: number[];
  jaren: (JaarPlek | undefined)[];
}

interface Groep {
  nr: number;
  naam: string;
  jaar: Jaar;
  leerjaar: Leerjaar | null;
  vestigingNr: number;
  leerkracht: string | null;
  soort: "Klas" | "Onderwijsgroep";
}

const KLASGROOTTE: Record<SchoolType, number> = { SO: 12, SBO: 16, BO: 26 };
/** Competencies observed per pupil per period. */
const EVALUATIE_COMPETENTIES = 3;

function ts(rng: Rng, d: Date) {
  return tijdstip(rng, d);
}

/** Voornaam, tussenvoegsel and achternaam from faker's Dutch names ("van Dijk" → "van", "Dijk"). */
export function persoon(faker: Faker, geslacht: number) {
  const sex = geslacht === 1 ? "male" : "female";
  const roepnaam = faker.person.firstName(sex);
  const tweede = faker.number.int({ min: 0, max: 2 }) === 0 ? ` ${faker.person.firstName(sex)}` : "";
  const volledig = faker.person.lastName();
  const m = /^((?:van der|van den|van de|van 't|van|de|den|der|ter|te|in 't|'t) )(.+)$/i.exec(volledig);
  return {
    roepnaam,
    voornamen: `${roepnaam}${tweede}`,
    tussenvoegsel: m ? m[1]!.trim() : null,
    achternaam: m ? m[2]! : volledig,
  };
}

function slug(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function periodenVan(start: Date, aantal: number): Periode[] {
  const j = start.getUTCFullYear();
  const grenzen: Record<number, [number, number, number, number][]> = {
    2: [[j, 8, j + 1, 1], [j + 1, 2, j + 1, 7]],
    3: [[j, 8, j, 11], [j, 12, j + 1, 3], [j + 1, 4, j + 1, 7]],
    4: [[j, 8, j, 10], [j, 11, j + 1, 1], [j + 1, 2, j + 1, 4], [j + 1, 5, j + 1, 7]],
  };
  return grenzen[aantal]!.map(([j1, m1, j2, m2], i) => ({
    nummer: i + 1,
    start: datum(j1, m1, 1),
    eind: plusDagen(datum(m2 === 12 ? j2 + 1 : j2, m2 === 12 ? 1 : m2 + 1, 1), -1),
  }));
}

/** Generates one administration into ctx.r. Returns the staff (for bundle sharing) and counts. */
export function maakTenant(ctx: KlantContext, spec: TenantSpec, naStaf?: (staff: Med[]) => void) {
  const { w, r, rng, faker, vandaag } = ctx;
  const adm = spec.administratieNr;
  // User ids come from their own stream per administration number: the same seed run twice into
  // one database gives the same content, but new users.
  const idRng = Rng.derive(ctx.seed, `gebruikers-${adm}`);
  const pakket = ctx.pakket!;
  const huidig = huidigSchooljaar(vandaag);
  const huidigStart = schooljaarGrenzen(huidig).ingangsdatum.getUTCFullYear();
  const aantalPerioden = spec.perioden ?? 4;

  // --- School years and periods -----------------------------------------------------------
  const jaren: Jaar[] = [];
  for (let i = 0; i < spec.jaren; i++) {
    const startJaar = huidigStart - (spec.jaren - 1 - i);
    const schooljaar = `${startJaar}-${startJaar + 1}`;
    const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
    jaren.push({ index: i, schooljaar, start: ingangsdatum, eind: einddatum, perioden: periodenVan(ingangsdatum, aantalPerioden), huidig: i === spec.jaren - 1 });
  }
  const eersteDag = jaren[0]!.start;
  const aangemaakt = ts(rng, plusDagen(eersteDag, -rng.int(20, 60)));

  // --- Administration ----------------------------------------------------------------------
  const sector = spec.soort === "BO" ? "PrimairOnderwijs" : "SpeciaalOnderwijs";
  const logoId = w.id("Bestand");
  r.add("Administratie", {
    administratieNr: adm,
    naam: spec.naam,
    klantId: spec.klantId,
    taalCode: "nl",
    sector,
    actief: true,
    functiegebieden: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    modules: ["LEERROUTES", "LESSEN", "PLANNING", "MONITOR", ...(spec.soort === "BO" ? [] : ["OPP"]), "EDEX"],
    logoBestandId: null,
    createdAt: aangemaakt,
    updatedAt: aangemaakt,
  });
  r.add("Bestand", {
    administratieNr: adm,
    id: logoId,
    gebied: "logo",
    opslagsleutel: `${adm}/logo/${logoId}`,
    bestandsnaam: `logo-${slug(spec.naam)}.png`,
    mimeType: "image/png",
    grootte: rng.int(12_000, 90_000),
    aangemaaktDoor: null,
    createdAt: aangemaakt,
  });
  r.naAf.push({ sql: `UPDATE "Administratie" SET "logoBestandId" = $2 WHERE "administratieNr" = $1`, params: [adm, logoId] });
  const licenties = spec.licenties ?? [
    { licentienummer: 1, code: "LEERROUTE", omschrijving: "Leerroute basis" },
    { licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten" },
    ...(spec.soort === "BO" ? [] : [{ licentienummer: 3, code: "OPP", omschrijving: "Ontwikkelingsperspectieven" }]),
  ];
  for (const l of licenties) r.add("Licentie", { administratieNr: adm, ...l, actief: true, beeindigdOp: null });

  const gebruik = { administratieNr: adm, leerroutepakketId: pakket.id };
  r.add("AdministratieLeerroutepakket", { ...gebruik, klantId: spec.klantId, actief: true, createdAt: aangemaakt });

  // --- Branches, school year levels --------------------------------------------------------
  const plaats = faker.location.city();
  const vestigingen =
    spec.vestigingen ??
    (spec.soort === "SO"
      ? [
          { nr: 1, naam: `${spec.naam.replace(/^SO\/VSO /, "")} SO` },
          { nr: 2, naam: `${spec.naam.replace(/^SO\/VSO /, "")} VSO` },
        ]
      : rng.chance(0.5)
        ? [{ nr: 1, naam: `${spec.naam} ${plaats}` }]
        : [
            { nr: 1, naam: `${spec.naam} ${plaats}` },
            { nr: 2, naam: `${spec.naam} dependance` },
          ]);
  const vestigingSoort = (nr: number): SchoolsoortCode => (spec.soort === "SO" ? (nr === 1 ? "SO" : "VSO") : spec.soort);
  for (const v of vestigingen) r.add("Vestiging", { administratieNr: adm, nr: v.nr, naam: v.naam, schoolsoort: vestigingSoort(v.nr), createdAt: aangemaakt, updatedAt: aangemaakt });

  const leerjaren: Leerjaar[] = [];
  const soorten: SchoolsoortCode[] = spec.soort === "SO" ? ["SO", "VSO"] : [spec.soort];
  for (const soort of soorten) {
    trajectFasen(soort).forEach((stap, i) => {
      const nr = leerjaren.length + 1;
      const vestigingNr = spec.soort === "SO" ? (soort === "SO" ? 1 : 2) : vestigingen[i % vestigingen.length]!.nr;
      leerjaren.push({ nr, naam: stap.leerjaar, code: soort === "VSO" ? `V${i + 1}` : String(i + 1), schoolsoort: soort, fase: stap.fase, vestigingNr, trede: leerjaren.length });
    });
  }
  for (const lj of leerjaren) {
    r.add("Leerjaar", { administratieNr: adm, nr: lj.nr, naam: lj.naam, code: lj.code, volgnummer: lj.nr, createdAt: aangemaakt, updatedAt: aangemaakt });
    r.add("LeerjaarFase", { administratieNr: adm, leerjaarNr: lj.nr, leerroutepakketId: pakket.id, faseNummer: lj.fase });
  }

  for (const jaar of jaren) {
    r.add("Schooljaar", { administratieNr: adm, schooljaar: jaar.schooljaar, ingangsdatum: jaar.start, einddatum: jaar.eind });
    for (const p of jaar.perioden) r.add("Periode", { administratieNr: adm, schooljaar: jaar.schooljaar, nummer: p.nummer, ingangsdatum: p.start, einddatum: p.eind });
  }

  // --- Roles and staff ---------------------------------------------------------------------
  const rolIds = {} as Record<RolSleutel, number>;
  for (const [sleutel, def] of Object.entries(ROLLEN) as [RolSleutel, (typeof ROLLEN)[RolSleutel]][]) {
    const id = w.id("Rol");
    rolIds[sleutel] = id;
    r.add("Rol", { administratieNr: adm, id, naam: def.naam, createdAt: aangemaakt, updatedAt: aangemaakt });
    for (const [gebied, bits] of Object.entries(def.permissies())) if (bits > 0) r.add("RolPermissie", { administratieNr: adm, rolId: id, functiegebied: Number(gebied), bits });
  }

  const domein = `${slug(spec.naam)}-${adm}.leerroute.test`;
  const emails = new Set<string>();
  const staff: Med[] = [];
  const medewerkerGroepen: { gebruikerId: string; groepNr: number }[] = [];
  function medewerker(m: { email?: string; roepnaam: string; voornamen?: string | null; tussenvoegsel: string | null; achternaam: string; geslacht: number; rol: RolSleutel; vestigingen: number[]; gebruikerId?: string; bestaand?: boolean }) {
    let email = m.email;
    if (!email) {
      const basis = slug(`${m.roepnaam} ${m.tussenvoegsel ?? ""} ${m.achternaam}`).replace(/-/g, ".");
      email = `${basis}@${domein}`;
      for (let k = 2; emails.has(email); k++) email = `${basis}${k}@${domein}`;
    }
    emails.add(email);
    const gebruikerId = m.gebruikerId ?? idRng.uuid();
    if (!m.bestaand) r.add("Gebruiker", { id: gebruikerId, email, passwordHash: ctx.wachtwoordHash, sessieVersie: 0, createdAt: aangemaakt, updatedAt: aangemaakt });
    r.add("Medewerker", {
      administratieNr: adm,
      gebruikerId,
      roepnaam: m.roepnaam,
      voornamen: m.voornamen ?? m.roepnaam,
      tussenvoegsel: m.tussenvoegsel,
      achternaam: m.achternaam,
      geslacht: m.geslacht,
      actief: true,
      createdAt: aangemaakt,
      updatedAt: aangemaakt,
    });
    r.add("MedewerkerRol", { administratieNr: adm, gebruikerId, rolId: rolIds[m.rol] });
    for (const v of m.vestigingen) r.add("MedewerkerVestiging", { administratieNr: adm, gebruikerId, vestigingNr: v });
    const med: Med = {
      gebruikerId,
      rol: m.rol,
      vestigingen: m.vestigingen,
      naam: { roepnaam: m.roepnaam, voornamen: m.voornamen ?? m.roepnaam, tussenvoegsel: m.tussenvoegsel, achternaam: m.achternaam, geslacht: m.geslacht },
    };
    staff.push(med);
    return med;
  }
  const alleVestigingen = vestigingen.map((v) => v.nr);
  const vasteLeerkracht = new Map<number, string>();
  for (const v of spec.vasteMedewerkers ?? []) {
    const med = medewerker({ ...v, tussenvoegsel: v.tussenvoegsel ?? null, bestaand: Boolean(v.gebruikerId) });
    for (const g of v.groepen) {
      medewerkerGroepen.push({ gebruikerId: med.gebruikerId, groepNr: g });
      if (v.rol === "leerkracht") vasteLeerkracht.set(g, med.gebruikerId);
    }
  }
  const nieuw = (rol: RolSleutel, vest: number[]) => {
    const geslacht = rng.chance(rol === "leerkracht" || rol === "assistent" ? 0.8 : 0.55) ? 2 : 1;
    return medewerker({ ...persoon(faker, geslacht), geslacht, rol, vestigingen: vest });
  };
  if (!spec.vasteMedewerkers) {
    nieuw("beheerder", alleVestigingen);
    nieuw("directeur", alleVestigingen);
  }
  const ibs = spec.vasteMedewerkers ? staff.filter((s) => s.rol === "ib") : vestigingen.map((v) => nieuw("ib", [v.nr]));
  const zorg = ibs.length ? ibs : staff;
  // The board's director of the first school also works in the others (one sign-in, several administrations).
  const bovenschools = ctx.medewerkers.size ? [...ctx.medewerkers.values()][0]!.find((m) => m.rol === "directeur") : undefined;
  if (bovenschools && !spec.vasteMedewerkers) {
    r.add("Medewerker", { administratieNr: adm, gebruikerId: bovenschools.gebruikerId, ...bovenschools.naam, actief: true, createdAt: aangemaakt, updatedAt: aangemaakt });
    r.add("MedewerkerRol", { administratieNr: adm, gebruikerId: bovenschools.gebruikerId, rolId: rolIds.directeur });
    staff.push({ ...bovenschools, vestigingen: [] });
  }

  naStaf?.(staff);

  // --- Pupils and their careers -------------------------------------------------------------
  const ladder = leerjaren.length;
  const gewichten = leerjaren.map((lj) => (spec.soort === "SBO" && lj.trede < 2 ? 0.3 : 1));
  const leerlingen: Leerling[] = [];
  const kiesRoute = (): LeerrouteDef =>
    LEERROUTES[
      (spec.soort === "SO" ? rng.weighted([[0, 15], [1, 30], [2, 35], [3, 20]]) : spec.soort === "SBO" ? rng.weighted([[2, 30], [3, 70]]) : 3) as number
    ]!;
  const nieuweLeerling = (): Leerling => {
    const route = kiesRoute();
    return {
      id: w.id("Leerling"),
      naam: "",
      geslacht: rng.chance(spec.soort === "BO" ? 0.5 : 0.62) ? 1 : 2,
      ingangsdatum: eersteDag,
      einddatum: OPEN_EINDDATUM,
      route,
      uitstroom: rng.pick(route.uitstroombestemmingen),
      afwijking: pakket.domeinen.map(() => Math.round(rng.normal() * 0.8 - 0.3)),
      jaren: [],
    };
  };
  const laatste = spec.jaren - 1;
  if (spec.huidigeGroepen) {
    for (const g of spec.huidigeGroepen) {
      for (let i = 0; i < g.aantal; i++) {
        const l = nieuweLeerling();
        const trede = rng.pick(g.leerjaren) - 1;
        for (let y = laatste; y >= 0; y--) {
          const t = trede - (laatste - y);
          if (t < 0) break;
          l.jaren[y] = { leerjaar: leerjaren[t]!, klassen: y === laatste ? [{ groepNr: g.nr, van: jaren[y]!.start, tot: OPEN_EINDDATUM, leerkracht: null }] : [], van: jaren[y]!.start, tot: jaren[y]!.eind };
        }
        leerlingen.push(l);
      }
    }
  } else {
    // The pupils of this year, and of earlier years the ones who have left since.
    for (let i = 0; i < spec.leerlingen; i++) {
      const l = nieuweLeerling();
      const trede = rng.weighted(gewichten.map((g, t) => [t, g] as const));
      const instroomJaar = rng.chance(0.08) ? rng.int(0, laatste) : 0;
      for (let y = laatste; y >= instroomJaar; y--) {
        const t = trede - (laatste - y);
        if (t < 0) break;
        l.jaren[y] = { leerjaar: leerjaren[t]!, klassen: [], van: jaren[y]!.start, tot: jaren[y]!.eind };
      }
      leerlingen.push(l);
    }
    for (let y = 0; y < laatste; y++) {
      const vertrekkers = Math.round(spec.leerlingen / ladder);
      for (let i = 0; i < vertrekkers; i++) {
        const l = nieuweLeerling();
        for (let k = y; k >= 0; k--) {
          const t = ladder - 1 - (y - k);
          if (t < 0) break;
          l.jaren[k] = { leerjaar: leerjaren[t]!, klassen: [], van: jaren[k]!.start, tot: jaren[k]!.eind };
        }
        l.einddatum = jaren[y]!.eind;
        leerlingen.push(l);
      }
    }
  }
  // Mid-year arrivals and departures.
  for (const l of leerlingen) {
    const eerste = l.jaren.findIndex((j) => j !== undefined);
    if (eerste < 0) continue;
    const jaar = jaren[eerste]!;
    const laatsteInstroom = [plusDagen(jaar.start, 200), plusDagen(vandaag, -7)].reduce((a, b) => (a < b ? a : b));
    if (spec.verloop && eerste > 0 && rng.chance(0.25) && laatsteInstroom > plusDagen(jaar.start, 30)) l.jaren[eerste]!.van = schooldag(rng, plusDagen(jaar.start, 30), laatsteInstroom);
    l.ingangsdatum = l.jaren[eerste]!.van;
    const nu = l.jaren[laatste];
    if (spec.verloop && nu && l.einddatum.getTime() === OPEN_EINDDATUM.getTime() && rng.chance(0.02)) {
      // Left during the current year, at least three weeks after arriving.
      if (vandaag.getTime() - nu.van.getTime() > 40 * 86_400_000) {
        l.einddatum = schooldag(rng, plusDagen(nu.van, 20), plusDagen(vandaag, -7));
        nu.tot = l.einddatum;
      }
    }
  }

  // --- Groups per year, assignments, teachers ---------------------------------------------------
  const groepen: Groep[] = [];
  let groepNr = Math.max(0, ...(spec.huidigeGroepen ?? []).map((g) => g.nr));
  const leerkrachtSlots: Med[] = [];
  const leerkrachtVoor = (slot: number, vestigingNr: number) => {
    while (leerkrachtSlots.length <= slot) leerkrachtSlots.push(nieuw("leerkracht", [vestigingNr]));
    return leerkrachtSlots[slot]!;
  };

  for (const jaar of jaren) {
    const vast = jaar.huidig && spec.huidigeGroepen;
    if (vast) {
      spec.huidigeGroepen!.forEach((g, slot) => {
        const leerkracht = vasteLeerkracht.get(g.nr) ?? leerkrachtVoor(slot, g.vestigingNr).gebruikerId;
        if (!vasteLeerkracht.has(g.nr)) medewerkerGroepen.push({ gebruikerId: leerkracht, groepNr: g.nr });
        const lj = leerjaren[g.leerjaren[0]! - 1] ?? null;
        groepen.push({ nr: g.nr, naam: g.naam, jaar, leerjaar: lj, vestigingNr: g.vestigingNr, leerkracht, soort: "Klas" });
        r.add("Groep", { administratieNr: adm, nr: g.nr, naam: g.naam, schooljaar: jaar.schooljaar, vestigingNr: g.vestigingNr, soort: "Klas", jaargroep: g.jaargroep, leerjaarNr: lj?.nr ?? null, vakgebiedNr: null, createdAt: ts(rng, jaar.start), updatedAt: ts(rng, jaar.start) });
      });
      for (const l of leerlingen) {
        const plek = l.jaren[jaar.index];
        if (plek) for (const k of plek.klassen) k.leerkracht = groepen.find((g) => g.nr === k.groepNr && g.jaar === jaar)!.leerkracht;
      }
      continue;
    }
    let slot = 0;
    for (const lj of leerjaren) {
      const hier = leerlingen.filter((l) => l.jaren[jaar.index]?.leerjaar === lj);
      if (!hier.length) continue;
      const aantal = Math.ceil(hier.length / KLASGROOTTE[spec.soort]);
      const klassen: Groep[] = [];
      for (let k = 0; k < aantal; k++) {
        const nr = ++groepNr;
        const letter = aantal > 1 ? String.fromCharCode(97 + k) : "";
        const naam = lj.schoolsoort === "SO" ? `SO ${lj.code}${letter}` : lj.schoolsoort === "VSO" ? `VSO ${lj.code.slice(1)}${letter}` : `Groep ${lj.code}${letter}`;
        const leerkracht = leerkrachtVoor(slot++, lj.vestigingNr);
        medewerkerGroepen.push({ gebruikerId: leerkracht.gebruikerId, groepNr: nr });
        const g: Groep = { nr, naam, jaar, leerjaar: lj, vestigingNr: lj.vestigingNr, leerkracht: leerkracht.gebruikerId, soort: "Klas" };
        klassen.push(g);
        groepen.push(g);
        r.add("Groep", { administratieNr: adm, nr, naam, schooljaar: jaar.schooljaar, vestigingNr: lj.vestigingNr, soort: "Klas", jaargroep: lj.code, leerjaarNr: lj.nr, vakgebiedNr: null, createdAt: ts(rng, plusDagen(jaar.start, -30)), updatedAt: ts(rng, plusDagen(jaar.start, -30)) });
      }
      rng.shuffle(hier).forEach((l, i) => {
        const plek = l.jaren[jaar.index]!;
        const g = klassen[i % klassen.length]!;
        const tot = jaar.huidig && l.einddatum.getTime() === OPEN_EINDDATUM.getTime() ? OPEN_EINDDATUM : plek.tot;
        // A few pupils move to a parallel class in January.
        const wissel = plusDagen(datum(jaar.start.getUTCFullYear() + 1, 1, 1), rng.int(6, 25));
        if (spec.verloop && klassen.length > 1 && rng.chance(0.04) && plek.van < wissel && wissel < plek.tot && wissel <= vandaag) {
          const ander = klassen[(i + 1) % klassen.length]!;
          plek.klassen.push({ groepNr: g.nr, van: plek.van, tot: plusDagen(wissel, -1), leerkracht: g.leerkracht });
          plek.klassen.push({ groepNr: ander.nr, van: wissel, tot, leerkracht: ander.leerkracht });
        } else {
          plek.klassen.push({ groepNr: g.nr, van: plek.van, tot, leerkracht: g.leerkracht });
        }
      });
    }
  }
  for (const mg of medewerkerGroepen) r.add("MedewerkerGroep", { administratieNr: adm, ...mg });
  for (let i = 0; i < Math.ceil(leerkrachtSlots.length / 3); i++) nieuw("assistent", [rng.pick(alleVestigingen)]);

  // Pupil rows, careers, assignments, learning routes.
  for (const l of leerlingen) {
    const eerste = l.jaren.find((j) => j)!;
    const p = persoon(faker, l.geslacht);
    l.naam = p.roepnaam;
    const leeftijd = 4 + eerste.leerjaar.trede + (eerste.leerjaar.schoolsoort === "VSO" ? 0 : 0);
    const jaarStart = jaren[l.jaren.findIndex((j) => j)]!.start;
    const geboortedatum = plusDagen(datum(jaarStart.getUTCFullYear() - leeftijd - 1, 10, 1), rng.int(0, 364));
    r.add("Leerling", {
      administratieNr: adm,
      id: l.id,
      ...p,
      geboortedatum,
      geslacht: l.geslacht,
      ingangsdatum: l.ingangsdatum,
      einddatum: l.einddatum,
      externeSleutel: `EDEX-${adm}-${l.id}`,
      eckid: null,
      createdAt: ts(rng, plusDagen(l.ingangsdatum, -rng.int(5, 40))),
      updatedAt: ts(rng, l.ingangsdatum),
    });
    let routeVanaf = l.ingangsdatum;
    let route = l.route;
    let uitstroom = l.uitstroom;
    l.jaren.forEach((plek, y) => {
      if (!plek) return;
      const jaar = jaren[y]!;
      r.add("Schoolloopbaan", {
        administratieNr: adm,
        leerlingId: l.id,
        schooljaar: jaar.schooljaar,
        ingangsdatum: plek.van,
        einddatum: plek.tot,
        vestigingNr: plek.leerjaar.vestigingNr,
        leerjaarNr: plek.leerjaar.nr,
        schoolsoort: plek.leerjaar.schoolsoort,
        opmerking: null,
        createdAt: ts(rng, plek.van),
        updatedAt: ts(rng, plek.van),
      });
      for (const k of plek.klassen) {
        r.add("Leerlingtoewijzing", { administratieNr: adm, id: w.id("Leerlingtoewijzing"), leerlingId: l.id, groepNr: k.groepNr, ingangsdatum: k.van, einddatum: k.tot, groepSoort: "Klas" });
      }
      // Now and then the route is adjusted at the start of a school year.
      if (spec.verloop && y > 0 && plek.van.getTime() === jaar.start.getTime() && l.jaren[y - 1] && rng.chance(0.06) && route.nummer < 4) {
        r.add("LeerlingLeerroute", { administratieNr: adm, leerlingId: l.id, leerroutepakketId: pakket.id, ingangsdatum: routeVanaf, einddatum: plusDagen(jaar.start, -1), leerrouteNummer: route.nummer, uitstroombestemmingNummer: uitstroom, createdAt: ts(rng, routeVanaf), updatedAt: ts(rng, jaar.start) });
        routeVanaf = jaar.start;
        route = LEERROUTES[route.nummer]!;
        uitstroom = rng.pick(route.uitstroombestemmingen);
        l.route = route;
        l.uitstroom = uitstroom;
      }
    });
    r.add("LeerlingLeerroute", { administratieNr: adm, leerlingId: l.id, leerroutepakketId: pakket.id, ingangsdatum: routeVanaf, einddatum: l.einddatum, leerrouteNummer: route.nummer, uitstroombestemmingNummer: uitstroom, createdAt: ts(rng, routeVanaf), updatedAt: ts(rng, routeVanaf) });
  }

  // --- Subject areas, assessors ----------------------------------------------------------------
  const beoordelaarNrs = BEOORDELAARS.map((b, i) => {
    r.add("Beoordelaar", { administratieNr: adm, nr: i + 1, naam: b.naam, omschrijving: b.omschrijving, actief: true, createdAt: aangemaakt, updatedAt: aangemaakt });
    return i + 1;
  });
  const HOOFD = [
    { naam: "Taal", code: "NT", vakgebieden: [["Mondelinge taal", [0, 1]], ["Lezen", [2, 3]], ["Schrijven en spelling", [4, 5]]] },
    { naam: "Rekenen", code: "RW", vakgebieden: [["Rekenen", [0, 1, 5]], ["Meten, tijd en geld", [2, 3, 4]]] },
    { naam: "Sociaal-emotionele ontwikkeling", code: "SEO", vakgebieden: [["Sociaal-emotionele ontwikkeling", [0, 1, 2, 3]]] },
    { naam: "Leren leren", code: "LL", vakgebieden: [["Werkhouding", [0, 1, 2, 3]]] },
  ] as const;
  const vakgebieden: { nr: number; naam: string; domeinIndex: number; competenties: number[] }[] = [];
  HOOFD.forEach((h, hi) => {
    const hnr = hi + 1;
    r.add("Hoofdvakgebied", { administratieNr: adm, nr: hnr, naam: h.naam, volgnummer: hnr, createdAt: aangemaakt, updatedAt: aangemaakt });
    const di = pakket.domeinen.findIndex((d) => d.def.code === h.code);
    const dom = pakket.domeinen[di]!;
    r.add("HoofdvakgebiedDomein", { administratieNr: adm, hoofdvakgebiedNr: hnr, leerroutepakketId: pakket.id, domeinId: dom.id });
    for (const [naam, compIdx] of h.vakgebieden) {
      const nr = vakgebieden.length + 1;
      const comps = compIdx.map((c) => dom.competenties[c]!.id);
      vakgebieden.push({ nr, naam, domeinIndex: di, competenties: comps });
      r.add("Vakgebied", { administratieNr: adm, nr, naam, volgnummer: nr, hoofdvakgebiedNr: hnr, createdAt: aangemaakt, updatedAt: aangemaakt });
      r.add("VakgebiedLeerroutepakket", { administratieNr: adm, vakgebiedNr: nr, leerroutepakketId: pakket.id, actief: true });
      for (const c of comps) r.add("VakgebiedCompetentie", { administratieNr: adm, vakgebiedNr: nr, leerroutepakketId: pakket.id, competentieId: c });
      r.add("VakgebiedBeoordelaar", { administratieNr: adm, vakgebiedNr: nr, beoordelaarNr: 1 });
      const extra = naam === "Mondelinge taal" ? 3 : h.code === "SEO" ? 5 : h.code === "LL" ? 2 : 0;
      if (extra) r.add("VakgebiedBeoordelaar", { administratieNr: adm, vakgebiedNr: nr, beoordelaarNr: extra });
    }
  });
  const vakgebiedVanCompetentie = new Map<number, number>();
  for (const v of vakgebieden) for (const c of v.competenties) vakgebiedVanCompetentie.set(c, v.nr);

  // Onderwijsgroepen (reading and maths groups, social skills training) in the years with turnover.
  for (const jaar of jaren) {
    if (jaar.huidig && !spec.verloop) continue;
    for (const [naam, vakNaam] of [["Leesgroep", "Lezen"], ["Rekengroep", "Rekenen"], ["Sova-training", "Sociaal-emotionele ontwikkeling"]] as const) {
      for (const v of vestigingen) {
        if (!rng.chance(0.7)) continue;
        const nr = ++groepNr;
        const vak = vakgebieden.find((x) => x.naam === vakNaam)!;
        const leerkracht = rng.pick(staff.filter((s) => s.rol === "leerkracht" || s.rol === "ib")).gebruikerId;
        groepen.push({ nr, naam, jaar, leerjaar: null, vestigingNr: v.nr, leerkracht, soort: "Onderwijsgroep" });
        r.add("Groep", { administratieNr: adm, nr, naam: `${naam} ${v.nr === 1 ? "" : v.nr}`.trim(), schooljaar: jaar.schooljaar, vestigingNr: v.nr, soort: "Onderwijsgroep", jaargroep: null, leerjaarNr: null, vakgebiedNr: vak.nr, createdAt: ts(rng, jaar.start), updatedAt: ts(rng, jaar.start) });
        const kandidaten = leerlingen.filter((l) => l.jaren[jaar.index]?.leerjaar.vestigingNr === v.nr);
        for (const l of rng.sample(kandidaten, Math.min(kandidaten.length, rng.int(6, 14)))) {
          const plek = l.jaren[jaar.index]!;
          r.add("Leerlingtoewijzing", { administratieNr: adm, id: w.id("Leerlingtoewijzing"), leerlingId: l.id, groepNr: nr, ingangsdatum: plek.van, einddatum: plek.tot, groepSoort: "Onderwijsgroep" });
        }
      }
    }
  }

  // --- Categories, tags, templates -----------------------------------------------------------------
  TAGS.forEach((naam, i) => r.add("Tag", { administratieNr: adm, nr: i + 1, naam, createdAt: aangemaakt }));
  NOTITIESOORTEN.forEach((naam, i) => r.add("NotitieSoort", { administratieNr: adm, nr: i + 1, naam, createdAt: aangemaakt, updatedAt: aangemaakt }));
  DOSSIER_CATEGORIEEN.forEach((naam, i) => r.add("LeerlingdossierCategorie", { administratieNr: adm, nr: i + 1, naam, createdAt: aangemaakt, updatedAt: aangemaakt }));

  const formulierTemplates = maakFormulierTemplates(w, r, adm, aangemaakt);
  const opp = maakOppTemplate(w, r, adm, aangemaakt);
  const lp = maakLeerlingplanTemplate(w, r, adm, aangemaakt);

  // --- Per pupil and year: evaluations, plans, notes, forms -----------------------------------------
  const lessenPerDomein = pakket.domeinen.map((_, di) => ctx.lessen.filter((les) => les.domeinIndex === di));
  const teller = { evaluaties: 0 };
  const klasOp = (l: Leerling, jaarIndex: number, d: Date): KlasPlek | undefined =>
    l.jaren[jaarIndex]?.klassen.find((k) => k.van <= d && d <= k.tot);
  const niveauVan = (l: Leerling, plek: JaarPlek, domeinIndex: number, voortgang: number) =>
    Math.max(1, Math.min(16, pakket.doel(l.route.nummer, plek.leerjaar.fase, domeinIndex) + (l.afwijking[domeinIndex] ?? 0) + Math.floor(voortgang)));

  for (const l of leerlingen) {
    l.jaren.forEach((plek, y) => {
      if (!plek) return;
      const jaar = jaren[y]!;
      const gestart = jaar.perioden.filter((p) => p.start <= vandaag && p.start <= plek.tot && p.eind >= plek.van);
      gestart.forEach((p, pi) => {
        const van = p.start > plek.van ? p.start : plek.van;
        const totDag = [p.eind, plek.tot, vandaag].reduce((a, b) => (a < b ? a : b));
        if (van > totDag) return;
        // Each period the teacher observes a few competencies: the pupil's level and the next one.
        const comps = rng.sample(pakket.competenties, EVALUATIE_COMPETENTIES);
        for (const comp of comps) {
          const basis = niveauVan(l, plek, comp.domeinIndex, (pi / Math.max(1, jaar.perioden.length)) * 1.2);
          for (const [niveau, beheerst] of [[basis, 0.75 + pi * 0.05], [basis + 1, 0.2 + pi * 0.08]] as const) {
            for (const ind of comp.perNiveau[niveau] ?? []) {
              const dag = schooldag(rng, van, totDag);
              const klas = klasOp(l, y, dag);
              const s = rng.next();
              const score = s < beheerst ? 100 : s < beheerst + 0.2 ? 50 : 0;
              const t = ts(rng, dag);
              r.add("Evaluatie", {
                administratieNr: adm,
                leerlingId: l.id,
                leerroutepakketId: pakket.id,
                indicatorId: ind.id,
                schooljaar: jaar.schooljaar,
                periodeNummer: p.nummer,
                competentieId: comp.id,
                niveauNummer: niveau,
                score,
                datum: dag,
                beoordeeldDoor: klas?.leerkracht ?? null,
                beoordelaarNr: rng.chance(0.92) ? 1 : rng.pick(beoordelaarNrs),
                opmerking: null,
                createdAt: t,
                updatedAt: t,
              });
              teller.evaluaties++;
            }
          }
        }
      });

      const eersteKlas = plek.klassen[0];
      const auteur = eersteKlas?.leerkracht ?? null;

      // Action plan (about one in ten pupils a year).
      if (gestart.length && rng.chance(spec.soort === "BO" ? 0.08 : 0.12)) {
        const p = rng.pick(gestart);
        const vak = rng.pick(vakgebieden);
        const plan = onderwijsplan("Handelingsplan", jaar, p, vak.nr, auteur, `Handelingsplan ${vak.naam.toLowerCase()}`, l);
        const einde = p.eind < plek.tot ? p.eind : plek.tot;
        r.add("Handelingsplan", { administratieNr: adm, onderwijsplanId: plan.id, soort: "Handelingsplan", leerlingId: l.id, beoordelaarNr: rng.chance(0.7) ? 1 : rng.pick(beoordelaarNrs), ingangsdatum: p.start > plek.van ? p.start : plek.van, einddatum: einde });
        const doelen = planDoelen(plan.id, vak, l, plek, p.nummer / jaar.perioden.length, rng.int(2, 3));
        planLessen(plan.id, vak.domeinIndex, rng.int(1, 3));
        if (p.eind < vandaag) {
          planEvaluatie(plan.id, p.eind, auteur, l.naam);
          for (const doel of doelen) beoordeling(plan.id, doel, l.id, 1, p.eind, auteur);
        }
      }

      // Pupil plan (SO and SBO: one in four pupils a year).
      if (gestart.length && spec.soort !== "BO" && rng.chance(0.25)) {
        const id = w.id("Leerlingplan");
        const t0 = ts(rng, gestart[0]!.start > plek.van ? gestart[0]!.start : plek.van);
        r.add("Leerlingplan", { administratieNr: adm, id, leerlingId: l.id, templateId: lp.id, schooljaar: jaar.schooljaar, auteurId: auteur, createdAt: t0, updatedAt: t0 });
        for (const p of gestart) {
          r.add("LeerlingplanWaarde", { administratieNr: adm, leerlingplanId: id, definitieId: lp.beginsituatie, templateId: lp.id, schooljaar: jaar.schooljaar, periodeNummer: p.nummer, waarde: { tekst: zin(rng, BEGINSITUATIE_ZINNEN) }, updatedAt: ts(rng, p.start) });
          if (p.eind < vandaag) r.add("LeerlingplanWaarde", { administratieNr: adm, leerlingplanId: id, definitieId: lp.evaluatie, templateId: lp.id, schooljaar: jaar.schooljaar, periodeNummer: p.nummer, waarde: { tekst: zin(rng, EVALUATIE_ZINNEN, { naam: l.naam }) }, updatedAt: ts(rng, p.eind) });
          const vak = rng.pick(vakgebieden);
          const plan = onderwijsplan("Leerlingplan", jaar, p, vak.nr, auteur, `Onderwijsplan ${vak.naam.toLowerCase()}`, l);
          r.add("LeerlingplanOnderwijsplan", { administratieNr: adm, onderwijsplanId: plan.id, soort: "Leerlingplan", leerlingplanId: id, definitieId: lp.onderwijsplan });
          planDoelen(plan.id, vak, l, plek, p.nummer / jaar.perioden.length, 2);
          planLessen(plan.id, vak.domeinIndex, rng.int(1, 2));
        }
        pakket.domeinen.slice(0, 3).forEach((dom, di) => {
          const start = niveauVan(l, plek, di, 0);
          r.add("LeerlingplanMonitorlijn", { administratieNr: adm, id: w.id("LeerlingplanMonitorlijn"), leerlingplanId: id, definitieId: lp.monitor, leerroutepakketId: pakket.id, domeinId: dom.id, competentieId: null, vakgebiedNr: null, startniveauNummer: start, doelniveauNummer: Math.min(16, start + 1), volgnummer: di + 1 });
        });
      }

      // Forms.
      if (rng.chance(0.3)) {
        const tpl = rng.pick(formulierTemplates);
        const dag = schooldag(rng, plek.van, [plek.tot, vandaag, jaar.eind].reduce((a, b) => (a < b ? a : b)));
        const id = w.id("Formulier");
        r.add("Formulier", { administratieNr: adm, id, leerlingId: l.id, templateId: tpl.id, datum: dag, titel: `${tpl.naam} ${l.naam}`, auteurId: auteur ?? rng.pick(zorg).gebruikerId, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
        for (const d of tpl.definities) r.add("FormulierWaarde", { administratieNr: adm, formulierId: id, definitieId: d.id, templateId: tpl.id, waarde: d.waarde(rng, dag, l.naam) });
      }

      // Notes (with now and then a document and tags).
      const aantalNotities = rng.weighted([[0, 30], [1, 35], [2, 25], [3, 10]]);
      for (let n = 0; n < aantalNotities; n++) {
        const eind = [plek.tot, vandaag, jaar.eind].reduce((a, b) => (a < b ? a : b));
        if (eind < plek.van) break;
        const dag = schooldag(rng, plek.van, eind);
        const id = w.id("Notitie");
        const schrijver = klasOp(l, y, dag)?.leerkracht ?? rng.pick(zorg).gebruikerId;
        r.add("Notitie", { administratieNr: adm, id, leerlingId: l.id, groepNr: null, soortNr: rng.int(1, NOTITIESOORTEN.length), titel: rng.pick(NOTITIE_TITELS), tekst: zin(rng, NOTITIE_ZINNEN, { naam: l.naam }), datum: dag, auteurId: schrijver, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
        if (rng.chance(0.08)) r.add("NotitieDocument", { administratieNr: adm, notitieId: id, bestandId: bestand("notitie", `verslag-${iso(dag)}.pdf`, "application/pdf", dag, schrijver) });
        if (rng.chance(0.25)) for (const tag of rng.sample(TAGS.map((_, i) => i + 1), rng.int(1, 2))) r.add("NotitieTag", { administratieNr: adm, notitieId: id, tagNr: tag });
      }
    });

    // Dossier items over the whole stay.
    const eerste = l.jaren.find((j) => j)!;
    for (let n = rng.weighted([[0, 35], [1, 40], [2, 25]]); n > 0; n--) {
      const item = rng.pick(DOSSIER_ITEMS);
      const dag = schooldag(rng, l.ingangsdatum, [l.einddatum, vandaag].reduce((a, b) => (a < b ? a : b)));
      const id = w.id("LeerlingdossierItem");
      const door = rng.pick(zorg).gebruikerId;
      r.add("LeerlingdossierItem", { administratieNr: adm, id, leerlingId: l.id, categorieNr: DOSSIER_CATEGORIEEN.indexOf(item.categorie) + 1, titel: item.titel, omschrijving: null, datum: dag, auteurId: door, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
      if (rng.chance(0.6)) r.add("LeerlingdossierDocument", { administratieNr: adm, itemId: id, bestandId: bestand("dossier", `${slug(item.titel)}.pdf`, "application/pdf", dag, door) });
      if (rng.chance(0.2)) r.add("LeerlingdossierItemTag", { administratieNr: adm, itemId: id, tagNr: rng.int(1, TAGS.length) });
    }

    // Development perspective: every pupil in SO/VSO, some in SBO and BO.
    if (rng.chance(spec.soort === "SO" ? 1 : spec.soort === "SBO" ? 0.6 : 0.12)) maakOpp(l, eerste);
  }

  // Group plans: per class and started period, three instruction groups.
  for (const g of groepen) {
    if (g.soort !== "Klas" || !g.leerjaar) continue;
    const jaar = g.jaar;
    const leden = leerlingen.filter((l) => l.jaren[jaar.index]?.klassen.some((k) => k.groepNr === g.nr));
    for (let n = 0; n < 2 && g.jaar.start <= vandaag; n++) {
      const dag = schooldag(rng, jaar.start, [jaar.eind, vandaag].reduce((a, b) => (a < b ? a : b)));
      r.add("Notitie", { administratieNr: adm, id: w.id("Notitie"), leerlingId: null, groepNr: g.nr, soortNr: NOTITIESOORTEN.length, titel: "Groepsnotitie", tekst: zin(rng, GROEPSNOTITIE_ZINNEN), datum: dag, auteurId: g.leerkracht, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
    }
    for (const p of jaar.perioden) {
      if (p.start > vandaag) continue;
      const inGroep = leden.filter((l) => l.jaren[jaar.index]!.klassen.some((k) => k.groepNr === g.nr && k.van <= p.eind && k.tot >= p.start));
      if (!inGroep.length) continue;
      const id = w.id("Groepsplan");
      const t0 = ts(rng, p.start);
      r.add("Groepsplan", { administratieNr: adm, id, groepNr: g.nr, schooljaar: jaar.schooljaar, periodeNummer: p.nummer, beginsituatie: zin(rng, BEGINSITUATIE_ZINNEN), auteurId: g.leerkracht, createdAt: t0, updatedAt: t0 });
      const vak = rng.pick(vakgebieden.filter((v) => v.naam === "Rekenen" || v.naam === "Lezen"));
      const gesorteerd = [...inGroep].sort((a, b) => (a.afwijking[vak.domeinIndex] ?? 0) - (b.afwijking[vak.domeinIndex] ?? 0) || a.id - b.id);
      const delen = [gesorteerd.slice(0, Math.ceil(gesorteerd.length * 0.3)), gesorteerd.slice(Math.ceil(gesorteerd.length * 0.3), Math.ceil(gesorteerd.length * 0.8)), gesorteerd.slice(Math.ceil(gesorteerd.length * 0.8))];
      const igs = [INSTRUCTIEGROEPEN[1]!, INSTRUCTIEGROEPEN[0]!, INSTRUCTIEGROEPEN[2]!];
      igs.forEach((ig, i) => {
        const deel = delen[i]!;
        if (!deel.length) return;
        const plan = onderwijsplan("Instructiegroep", jaar, p, vak.nr, g.leerkracht, `${ig.naam} ${vak.naam.toLowerCase()}`, undefined, ig.omschrijving);
        r.add("Instructiegroep", { administratieNr: adm, groepsplanId: id, nr: i + 1, naam: ig.naam, volgnummer: i + 1, onderwijsplanId: plan.id, soort: "Instructiegroep" });
        for (const l of deel) r.add("InstructiegroepLeerling", { administratieNr: adm, groepsplanId: id, instructiegroepNr: i + 1, leerlingId: l.id });
        const voorbeeld = deel[0]!;
        const doelen = planDoelen(plan.id, vak, voorbeeld, voorbeeld.jaren[jaar.index]!, p.nummer / jaar.perioden.length, 2);
        planLessen(plan.id, vak.domeinIndex, 2);
        if (p.eind < vandaag) {
          planEvaluatie(plan.id, p.eind, g.leerkracht, "de groep");
          for (const l of deel) beoordeling(plan.id, doelen[0]!, l.id, 1, p.eind, g.leerkracht);
        }
      });
      if (rng.chance(0.1)) r.add("GroepsplanDocument", { administratieNr: adm, groepsplanId: id, bestandId: bestand("groepsplan", `groepsoverzicht-${g.naam}.pdf`, "application/pdf", p.start, g.leerkracht), instructiegroepNr: null });
    }
  }

  // --- Connector and EDEX import ----------------------------------------------------------------------
  const beheerder = staff.find((s) => s.rol === "beheerder") ?? staff[0]!;
  const edexDag = plusDagen(jaren[laatste]!.start, rng.int(5, 25));
  if (edexDag <= vandaag) {
    const bestandId = bestand("import", `edex-${jaren[laatste]!.schooljaar}.xml`, "application/xml", edexDag, beheerder.gebruikerId);
    r.add("EdexImport", { administratieNr: adm, id: w.id("EdexImport"), bestandId, stap: "Opslaan", status: "Voltooid", keuzes: { vestigingen: alleVestigingen, klassen: "alle", leerlingen: "alle" }, resultaat: { leerlingen: leerlingen.length, groepen: groepen.filter((g) => g.jaar.huidig).length }, aangemaaktDoor: beheerder.gebruikerId, createdAt: ts(rng, edexDag), updatedAt: ts(rng, edexDag) });
  }
  if (spec.verloop && rng.chance(0.4)) {
    const t0 = ts(rng, jaren[laatste]!.start);
    r.add("ConnectorConfiguratie", { administratieNr: adm, actief: true, externeSchoolId: `${rng.int(10, 99)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`, instellingen: { synchroniseerMedewerkers: true, teams: ["Onderbouw", "Bovenbouw"] }, laatsteImportOp: t0, createdAt: t0, updatedAt: t0 });
    r.add("ConnectorCertificaat", { administratieNr: adm, id: w.id("ConnectorCertificaat"), csr: "-----BEGIN CERTIFICATE REQUEST-----\n(gegenereerd)\n-----END CERTIFICATE REQUEST-----", privateKeyVersleuteld: "versleuteld:gegenereerd", certificaat: "-----BEGIN CERTIFICATE-----\n(gegenereerd)\n-----END CERTIFICATE-----", onderwerp: `CN=${adm}`, geldigVanaf: t0, geldigTot: plusDagen(t0, 730), createdAt: t0, ingetrokkenOp: null });
    vestigingen.forEach((v, i) => r.add("ConnectorLocatie", { administratieNr: adm, externeId: `LOC-${adm}-${i + 1}`, naam: v.naam, gekozen: true, vestigingNr: v.nr }));
    for (let i = 0; i < rng.int(2, 4); i++) {
      const dag = ts(rng, plusDagen(jaren[laatste]!.start, rng.int(0, 60)));
      if (dag > vandaag) continue;
      const importId = w.id("ConnectorImport");
      const mislukt = rng.chance(0.15);
      r.add("ConnectorImport", { administratieNr: adm, id: importId, soort: rng.pick(["Leerlingen", "Medewerkers"]), status: mislukt ? "Mislukt" : "Voltooid", aangevraagdDoor: beheerder.gebruikerId, createdAt: dag, gestartOp: dag, voltooidOp: dag, resultaat: mislukt ? null : { nieuw: rng.int(0, 12), gewijzigd: rng.int(0, 40) }, foutmelding: mislukt ? "Certificaat geweigerd door de server (401)." : null });
      for (let k = 0; k < rng.int(3, 6); k++) r.add("ConnectorLog", { administratieNr: adm, id: w.id("ConnectorLog"), importId, niveau: mislukt && k === 0 ? "Fout" : rng.pick(["Info", "Info", "Waarschuwing"]), bericht: mislukt && k === 0 ? "Verbinding geweigerd" : rng.pick(["Import gestart", "Leerling bijgewerkt", "Groep niet gevonden, overgeslagen", "Import afgerond"]), bestandId: null, createdAt: dag });
    }
  }

  ctx.medewerkers.set(adm, staff);
  return { leerlingen: leerlingen.length, evaluaties: teller.evaluaties };

  // --- helpers (closures over this tenant) -----------------------------------------------------------
  function bestand(gebied: string, bestandsnaam: string, mimeType: string, dag: Date, door: string | null): number {
    const id = w.id("Bestand");
    r.add("Bestand", { administratieNr: adm, id, gebied, opslagsleutel: `${adm}/${gebied}/${id}`, bestandsnaam, mimeType, grootte: rng.int(20_000, 1_800_000), aangemaaktDoor: door, createdAt: ts(rng, dag) });
    return id;
  }

  function onderwijsplan(soort: string, jaar: Jaar, p: Periode, vakgebiedNr: number, auteurId: string | null, titel: string, l?: Leerling, aanpak?: string): { id: number } {
    const id = w.id("Onderwijsplan");
    const t0 = ts(rng, p.start);
    r.add("Onderwijsplan", {
      administratieNr: adm,
      id,
      soort,
      schooljaar: jaar.schooljaar,
      periodeNummer: p.nummer,
      vakgebiedNr,
      leerroutepakketId: pakket.id,
      titel,
      doel: l ? `${l.naam} werkt deze periode aan de doelen hieronder.` : "De groep werkt deze periode aan de doelen hieronder.",
      aanpak: aanpak ? `${aanpak}. ${zin(rng, AANPAK_ZINNEN)}` : zin(rng, AANPAK_ZINNEN),
      auteurId,
      createdAt: t0,
      updatedAt: t0,
    });
    return { id };
  }

  function planDoelen(onderwijsplanId: number, vak: { competenties: number[]; domeinIndex: number }, l: Leerling, plek: JaarPlek, voortgang: number, aantal: number): number[] {
    const ids: number[] = [];
    const comps = rng.sample(vak.competenties, aantal);
    comps.forEach((cid, i) => {
      const comp = pakket.competenties.find((c) => c.id === cid)!;
      let niveau = Math.min(16, niveauVan(l, plek, comp.domeinIndex, voortgang) + 1);
      while (niveau > 1 && !(comp.perNiveau[niveau] ?? []).length) niveau--;
      const indicatoren = comp.perNiveau[niveau] ?? [];
      if (!indicatoren.length) return;
      const id = w.id("OnderwijsplanDoel");
      ids.push(id);
      r.add("OnderwijsplanDoel", {
        administratieNr: adm,
        id,
        onderwijsplanId,
        leerroutepakketId: pakket.id,
        competentieId: cid,
        niveauNummer: niveau,
        indicatorId: rng.chance(0.6) ? rng.pick(indicatoren).id : null,
        omschrijving: vul(rng.pick(DOEL_ZINNEN), { naam: l.naam, competentie: comp.naam.toLowerCase(), niveau: String(niveau) }),
        volgnummer: i + 1,
      });
    });
    return ids;
  }

  function planLessen(onderwijsplanId: number, domeinIndex: number, aantal: number) {
    const kandidaten = lessenPerDomein[domeinIndex] ?? [];
    rng.sample(kandidaten, aantal).forEach((les, i) =>
      r.add("OnderwijsplanLes", { administratieNr: adm, onderwijsplanId, lesId: les.id, klantId: spec.klantId, volgnummer: i + 1, opmerking: null, uitgevoerdOp: null }),
    );
  }

  function planEvaluatie(onderwijsplanId: number, dag: Date, auteurId: string | null, naam: string) {
    const tekst = zin(rng, EVALUATIE_ZINNEN, { naam });
    r.add("OnderwijsplanEvaluatie", { administratieNr: adm, id: w.id("OnderwijsplanEvaluatie"), onderwijsplanId, datum: dag, tekst, doelBehaald: tekst.includes("niet behaald") ? false : tekst.includes("gedeeltelijk") ? null : true, auteurId, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
  }

  function beoordeling(onderwijsplanId: number, doelId: number | undefined, leerlingId: number, beoordelaarNr: number, dag: Date, door: string | null) {
    if (doelId === undefined) return;
    r.add("Beoordeling", { administratieNr: adm, id: w.id("Beoordeling"), onderwijsplanId, doelId, leerlingId, beoordelaarNr, score: rng.pick([0, 50, 100, 100]), opmerking: null, datum: dag, beoordeeldDoor: door, createdAt: ts(rng, dag), updatedAt: ts(rng, dag) });
  }

  function maakOpp(l: Leerling, eerste: JaarPlek) {
    const eersteJaar = l.jaren.findIndex((j) => j);
    const jaar = jaren[eersteJaar]!;
    const p = jaar.perioden.find((x) => x.eind >= eerste.van) ?? jaar.perioden[0]!;
    if (p.start > vandaag) return;
    const id = w.id("Ontwikkelingsperspectief");
    const t0 = ts(rng, eerste.van);
    const laatsteJaar = l.jaren.length - 1;
    const actueel = jaren[laatsteJaar]!;
    const actuelePeriode = actueel.perioden.find((x) => x.start <= vandaag && vandaag <= x.eind) ?? actueel.perioden.filter((x) => x.start <= vandaag).pop() ?? actueel.perioden[0]!;
    r.add("Ontwikkelingsperspectief", {
      administratieNr: adm,
      id,
      leerlingId: l.id,
      templateId: opp.id,
      schooljaar: actueel.schooljaar,
      periodeNummer: actuelePeriode.nummer,
      leerroutepakketId: pakket.id,
      leerrouteNummer: l.route.nummer,
      uitstroombestemmingNummer: l.uitstroom,
      auteurId: rng.pick(zorg).gebruikerId,
      createdAt: t0,
      updatedAt: t0,
    });
    let versie = 0;
    l.jaren.forEach((plek, y) => {
      if (!plek) return;
      const dag = plusDagen(plek.van > jaren[y]!.start ? plek.van : datum(jaren[y]!.start.getUTCFullYear(), 10, 1), rng.int(0, 20));
      if (dag > vandaag || dag > plek.tot) return;
      versie++;
      const door = rng.pick(zorg).gebruikerId;
      r.add("OntwikkelingsperspectiefVersie", { administratieNr: adm, ontwikkelingsperspectiefId: id, versie, vastgesteldOp: dag, vastgesteldDoor: door, createdAt: ts(rng, plusDagen(dag, -10)), updatedAt: ts(rng, dag) });
      oppItems(id, versie, l, plek, dag);
    });
    if (versie === 0 || rng.chance(0.4)) {
      const dag = [vandaag, l.einddatum].reduce((a, b) => (a < b ? a : b));
      r.add("OntwikkelingsperspectiefVersie", { administratieNr: adm, ontwikkelingsperspectiefId: id, versie: 0, vastgesteldOp: null, vastgesteldDoor: null, createdAt: ts(rng, plusDagen(dag, -3)), updatedAt: ts(rng, dag) });
      oppItems(id, 0, l, eerste, dag);
    }
    const plek = l.jaren[laatsteJaar] ?? eerste;
    rng.sample(vakgebieden, 3).forEach((vak, i) => {
      const cid = rng.pick(vak.competenties);
      const comp = pakket.competenties.find((c) => c.id === cid)!;
      let niveau = Math.min(16, niveauVan(l, plek, comp.domeinIndex, 1) + 1);
      while (niveau > 1 && !(comp.perNiveau[niveau] ?? []).length) niveau--;
      const heeft = (comp.perNiveau[niveau] ?? []).length > 0;
      r.add("OntwikkelingsperspectiefHandelingsdeel", {
        administratieNr: adm,
        id: w.id("OntwikkelingsperspectiefHandelingsdeel"),
        ontwikkelingsperspectiefId: id,
        vakgebiedNr: vak.nr,
        leerroutepakketId: heeft ? pakket.id : null,
        competentieId: heeft ? cid : null,
        niveauNummer: heeft ? niveau : null,
        doel: vul(rng.pick(DOEL_ZINNEN), { naam: l.naam, competentie: comp.naam.toLowerCase(), niveau: String(niveau) }),
        aanpak: zin(rng, AANPAK_ZINNEN),
        evaluatie: rng.chance(0.5) ? zin(rng, EVALUATIE_ZINNEN, { naam: l.naam }) : null,
        volgnummer: i + 1,
        createdAt: t0,
        updatedAt: t0,
      });
    });
  }

  function oppItems(oppId: number, versie: number, l: Leerling, plek: JaarPlek, dag: Date) {
    for (const d of opp.definities) {
      r.add("OntwikkelingsperspectiefItem", {
        administratieNr: adm,
        id: w.id("OntwikkelingsperspectiefItem"),
        ontwikkelingsperspectiefId: oppId,
        versie,
        templateId: opp.id,
        definitieId: d.id,
        waarde: d.waarde(rng, l, plek, pakket),
        volgnummer: 0,
        updatedAt: ts(rng, dag),
      });
    }
  }
}

// --- Templates ---------------------------------------------------------------------------------------

interface FormDef {
  id: number;
  waarde: (rng: Rng, dag: Date, naam: string) => unknown;
}

function maakFormulierTemplates(w: Schrijver, r: Rijen, adm: number, t0: Date) {
  const templates: { naam: string; definities: [string, string, Row | null, (rng: Rng, dag: Date, naam: string) => unknown][] }[] = [
    {
      naam: "Intakeformulier",
      definities: [
        ["DTE", "Datum intake", null, (_r, dag) => ({ datum: iso(dag) })],
        ["MLE", "Aanleiding aanmelding", null, (_r, _d, naam) => ({ tekst: `${naam} is aangemeld via het samenwerkingsverband.` })],
        ["SEL", "Vorige school", { keuzes: ["Basisschool", "SBO", "SO", "Kinderdagcentrum", "Geen"] }, (rng) => ({ keuze: rng.pick(["Basisschool", "SBO", "SO", "Kinderdagcentrum"]) })],
        ["CKB", "Ouders geven toestemming voor informatie-uitwisseling", null, (rng) => ({ aangevinkt: rng.chance(0.9) })],
        ["MLE", "Bijzonderheden", null, (rng) => ({ tekst: rng.pick(["Geen bijzonderheden.", "Allergisch voor noten.", "Gebruikt medicatie tijdens de lunch.", "Heeft een eigen rustplek nodig."]) })],
      ],
    },
    {
      naam: "Gespreksverslag oudergesprek",
      definities: [
        ["DTE", "Datum gesprek", null, (_r, dag) => ({ datum: iso(dag) })],
        ["SEL", "Soort gesprek", { keuzes: ["Kennismaking", "Voortgang", "OPP-bespreking", "Zorggesprek"] }, (rng) => ({ keuze: rng.pick(["Kennismaking", "Voortgang", "OPP-bespreking", "Zorggesprek"]) })],
        ["MLE", "Besproken", null, (_r, _d, naam) => ({ tekst: `De ontwikkeling van ${naam} en de doelen voor de komende periode.` })],
        ["MLE", "Afspraken", null, () => ({ tekst: "Over zes weken volgt een evaluatiegesprek." })],
      ],
    },
    {
      naam: "Observatieformulier gedrag",
      definities: [
        ["MCT", "Situatie", { keuzes: ["In de klas", "Buitenspelen", "Gym", "Overblijven"] }, (rng) => ({ keuze: rng.pick(["In de klas", "Buitenspelen", "Gym", "Overblijven"]) })],
        ["MSE", "Waargenomen gedrag", { keuzes: ["Onrustig", "Teruggetrokken", "Boos", "Behulpzaam", "Geconcentreerd"] }, (rng) => ({ keuzes: rng.sample(["Onrustig", "Teruggetrokken", "Boos", "Behulpzaam", "Geconcentreerd"], rng.int(1, 2)) })],
        ["MLE", "Toelichting", null, (_r, _d, naam) => ({ tekst: `${naam} reageerde goed op de aanwijzingen van de leerkracht.` })],
      ],
    },
  ];
  return templates.map((t) => {
    const id = w.id("FormulierTemplate");
    r.add("FormulierTemplate", { administratieNr: adm, id, naam: t.naam, omschrijving: null, actief: true, createdAt: t0, updatedAt: t0 });
    const definities: FormDef[] = t.definities.map(([soort, label, opties, waarde], i) => {
      const did = w.id("FormulierTemplateDefinitie");
      r.add("FormulierTemplateDefinitie", { administratieNr: adm, templateId: id, id: did, soort, label, toelichting: null, verplicht: i === 0, opties, volgnummer: i + 1 });
      return { id: did, waarde };
    });
    return { id, naam: t.naam, definities };
  });
}

type OppWaarde = (rng: Rng, l: Leerling, plek: JaarPlek, pakket: PakketModel) => unknown;

function maakOppTemplate(w: Schrijver, r: Rijen, adm: number, t0: Date) {
  const id = w.id("OppTemplate");
  r.add("OppTemplate", { administratieNr: adm, id, naam: "Ontwikkelingsperspectief SO/VSO", omschrijving: "Standaard OPP met beginsituatie, uitstroom, doelen en handelingsdeel.", actief: true, createdAt: t0, updatedAt: t0 });
  const oud = w.id("OppTemplate");
  r.add("OppTemplate", { administratieNr: adm, id: oud, naam: "OPP (oud model)", omschrijving: null, actief: false, createdAt: t0, updatedAt: t0 });
  const categorieen: { code: string; naam: string; items: [string, string, OppWaarde][] }[] = [
    {
      code: "BS",
      naam: "Beginsituatie",
      items: [
        ["MLE", "Belemmerende factoren", (rng) => ({ tekst: rng.pick(["Korte aandachtsspanne.", "Moeite met veranderingen.", "Beperkte taalvaardigheid.", "Vermoeidheid door medische situatie."]) })],
        ["MLE", "Bevorderende factoren", (rng) => ({ tekst: rng.pick(["Gemotiveerd en nieuwsgierig.", "Betrokken ouders.", "Werkt graag samen.", "Goed visueel geheugen."]) })],
        ["IQ", "Totaal IQ", (rng) => ({ waarde: rng.int(40, 95), instrument: rng.pick(["WISC-V", "WPPSI-IV", "SON-R"]) })],
      ],
    },
    {
      code: "UB",
      naam: "Uitstroombestemming",
      items: [
        ["LR", "Leerroute", (_rng, l) => ({ leerrouteNummer: l.route.nummer })],
        ["OB", "Uitstroombestemming", (_rng, l) => ({ uitstroombestemmingNummer: l.uitstroom })],
        ["MLE", "Onderbouwing", () => ({ tekst: "Op basis van de beginsituatie, de ontwikkeling tot nu toe en het gesprek met ouders." })],
      ],
    },
    {
      code: "DOEL",
      naam: "Doelen per domein",
      items: [
        ["DOM", "Domeinen", (_rng, _l, _p, pakket) => ({ domeinIds: pakket.domeinen.map((d) => d.id) })],
        ["MON", "Verwacht niveau eind schooljaar", (_rng, l, plek, pakket) => ({ niveaus: pakket.domeinen.map((d, di) => ({ domeinId: d.id, niveauNummer: pakket.doel(l.route.nummer, plek.leerjaar.fase + 1, di) })) })],
      ],
    },
    { code: "HAN", naam: "Handelingsdeel", items: [["HAN", "Handelingsdeel", () => ({ zieHandelingsdeel: true })]] },
    {
      code: "OK",
      naam: "Ondertekening",
      items: [
        ["DTE", "Datum gesprek met ouders", (rng, _l, plek) => ({ datum: iso(plusDagen(plek.van, rng.int(20, 50))) })],
        ["CKB", "Ouders stemmen in met het handelingsdeel", (rng) => ({ aangevinkt: rng.chance(0.95) })],
        ["MLE", "Zienswijze ouders", (rng) => ({ tekst: rng.pick(["Ouders kunnen zich vinden in het OPP.", "Ouders willen graag meer aandacht voor zelfredzaamheid.", "Geen opmerkingen."]) })],
      ],
    },
  ];
  const definities: { id: number; waarde: OppWaarde }[] = [];
  categorieen.forEach((c, ci) => {
    const cid = w.id("OppTemplateCategorie");
    r.add("OppTemplateCategorie", { administratieNr: adm, templateId: id, id: cid, code: c.code, naam: c.naam, volgnummer: ci + 1 });
    c.items.forEach(([soort, label, waarde], i) => {
      const did = w.id("OppTemplateDefinitie");
      r.add("OppTemplateDefinitie", { administratieNr: adm, templateId: id, id: did, categorieId: cid, soort, label, toelichting: null, verplicht: false, opties: null, volgnummer: i + 1 });
      definities.push({ id: did, waarde });
    });
  });
  return { id, definities };
}

function maakLeerlingplanTemplate(w: Schrijver, r: Rijen, adm: number, t0: Date) {
  const id = w.id("LeerlingplanTemplate");
  r.add("LeerlingplanTemplate", { administratieNr: adm, id, naam: "Individueel leerlingplan", omschrijving: "Beginsituatie, monitorlijnen, onderwijsplan en evaluatie per periode.", actief: true, createdAt: t0, updatedAt: t0 });
  const defs: [string, string][] = [
    ["LBL", "Dit plan wordt elke periode met de leerling en ouders besproken."],
    ["MLE", "Beginsituatie"],
    ["MON", "Monitorlijnen"],
    ["OWP", "Onderwijsplan"],
    ["MLE", "Evaluatie"],
  ];
  const ids = defs.map(([soort, label], i) => {
    const did = w.id("LeerlingplanTemplateDefinitie");
    r.add("LeerlingplanTemplateDefinitie", { administratieNr: adm, templateId: id, id: did, soort, label, toelichting: null, verplicht: false, opties: null, vakgebiedNr: null, volgnummer: i + 1 });
    return did;
  });
  return { id, beginsituatie: ids[1]!, monitor: ids[2]!, onderwijsplan: ids[3]!, evaluatie: ids[4]! };
}

