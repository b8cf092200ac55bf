import { db, type Prisma, type Tx } from "@/lib/db/client";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { aanhef, formatDatumTijd, formatLijst, schoonOfNull, sorteerNaam, volledigeNaam } from "@/lib/format";
import { appUrl, sendMail } from "@/lib/mail";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { normalizeEmail, sendActivation } from "@/lib/services/auth";
import { BEHEERDERS_SLOT, telBeheerders } from "@/lib/services/rollen";
import { vergrendel as vergrendelSoort } from "@/lib/services/nummering";
import { bevat, zoekWoorden } from "@/lib/db/zoeken";

function requireUser(ctx: TenantContext): string {
  if (!ctx.gebruikerId) throw forbidden("Deze aanroep is alleen voor een aangemelde gebruiker, niet voor een API-sleutel.");
  return ctx.gebruikerId;
}

export async function getEigenGroepen(ctx: TenantContext) {
  const gebruikerId = requireUser(ctx);
  const rows = await db.medewerkerGroep.findMany({
    where: { administratieNr: ctx.administratieNr, gebruikerId, groep: { schooljaar: huidigSchooljaar() } },
    select: { groep: { select: { nr: true, naam: true, schooljaar: true, vestigingNr: true, vestiging: { select: { naam: true } } } } },
    orderBy: { groep: { naam: "asc" } },
  });
  return rows.map(({ groep }) => ({
    nr: groep.nr,
    naam: groep.naam,
    schooljaar: groep.schooljaar,
    vestigingNr: groep.vestigingNr,
    vestigingsnaam: groep.vestiging.naam,
  }));
}

export async function updateOwnName(
  ctx: TenantContext,
  data: { roepnaam: string; voornamen?: string | null; tussenvoegsel?: string | null; achternaam: string; geslacht?: number },
) {
  const gebruikerId = requireUser(ctx);
  const m = await db.medewerker.update({
    where: { administratieNr_gebruikerId: { administratieNr: ctx.administratieNr, gebruikerId } },
    data: {
      roepnaam: data.roepnaam,
      voornamen: data.voornamen || null,
      tussenvoegsel: data.tussenvoegsel || null,
      achternaam: data.achternaam,
      ...(data.geslacht !== undefined ? { geslacht: data.geslacht } : {}),
    },
    select: { gebruikerId: true, roepnaam: true, voornamen: true, tussenvoegsel: true, achternaam: true, geslacht: true },
  });
  return { id: m.gebruikerId, ...m };
}

/** The administrations a person works in (active memberships of active administrations). */
export async function listAdministratiesVoorGebruiker(gebruikerId: string) {
  const rows = await db.medewerker.findMany({
    where: { gebruikerId, actief: true, administratie: { actief: true } },
    select: { administratie: { select: { administratieNr: true, naam: true, sector: true, taalCode: true } } },
    orderBy: { administratie: { naam: "asc" } },
  });
  return rows.map((r) => r.administratie);
}

/** Display name of a staff member in one administration ("Anouk Visser"). */
export async function getMedewerkerNaam(administratieNr: number, gebruikerId: string): Promise<string> {
  const m = await db.medewerker.findUnique({
    where: { administratieNr_gebruikerId: { administratieNr, gebruikerId } },
    select: { roepnaam: true, tussenvoegsel: true, achternaam: true },
  });
  return m ? [m.roepnaam, m.tussenvoegsel, m.achternaam].filter(Boolean).join(" ") : "";
}

// ---------------------------------------------------------------------------------------------
// Staff management (Medewerkers, spec 2-api-calls §7.12). Path ids are Gebruiker uuids; every
// query is scoped by the caller's administratieNr, so another administration's person is 404.
// ---------------------------------------------------------------------------------------------

export type MedewerkerFilter = "actief" | "gedeactiveerd" | "alle";

export interface MedewerkerNaamInput {
  roepnaam: string;
  voornamen?: string | null | undefined;
  tussenvoegsel?: string | null | undefined;
  achternaam: string;
  geslacht?: number | undefined;
}

export interface MedewerkerKoppelingen {
  rollen?: number[] | undefined;
  vestigingen?: number[] | undefined;
  groepen?: number[] | undefined;
}

export type AddMedewerkerInput = MedewerkerNaamInput & MedewerkerKoppelingen & { email: string };
export type EditMedewerkerInput = MedewerkerNaamInput & MedewerkerKoppelingen & { id: string };

const naamSelect = { roepnaam: true, voornamen: true, tussenvoegsel: true, achternaam: true, geslacht: true } as const;

type NaamRij = { roepnaam: string; voornamen: string | null; tussenvoegsel: string | null; achternaam: string; geslacht: number };

function naamOut(m: NaamRij) {
  return {
    roepnaam: m.roepnaam,
    voornamen: m.voornamen,
    tussenvoegsel: m.tussenvoegsel,
    achternaam: m.achternaam,
    geslacht: m.geslacht,
    naam: volledigeNaam(m),
    sorteerNaam: sorteerNaam(m),
  };
}

function vergelijkNaam(a: { sorteerNaam: string; email?: string | null }, b: { sorteerNaam: string; email?: string | null }) {
  return a.sorteerNaam.localeCompare(b.sorteerNaam, "nl", { sensitivity: "base" }) || (a.email ?? "").localeCompare(b.email ?? "");
}

/** The staff member of this administration, or 404 (also for a person of another administration). */
async function vindMedewerker(ctx: TenantContext, id: string, tx: Tx = db) {
  const m = await tx.medewerker.findUnique({
    where: { administratieNr_gebruikerId: { administratieNr: ctx.administratieNr, gebruikerId: id } },
    select: { ...naamSelect, gebruikerId: true, actief: true, gebruiker: { select: { email: true, passwordHash: true } } },
  });
  if (!m) throw notFound("De medewerker");
  return m;
}

/** Staff with roles, branches and active state, sorted by surname; `zoek` matches names and e-mail. */
export async function listMedewerkerOverzicht(ctx: TenantContext, opts: { filter?: MedewerkerFilter | undefined; zoek?: string | undefined } = {}) {
  const filter = opts.filter ?? "actief";
  const woorden = zoekWoorden(opts.zoek);
  const where: Prisma.MedewerkerWhereInput = {
    administratieNr: ctx.administratieNr,
    ...(filter === "alle" ? {} : { actief: filter === "actief" }),
    AND: woorden.map((w) => ({
      OR: [
        { roepnaam: bevat(w) },
        { voornamen: bevat(w) },
        { tussenvoegsel: bevat(w) },
        { achternaam: bevat(w) },
        { gebruiker: { email: bevat(w) } },
      ],
    })),
  };
  const rows = await db.medewerker.findMany({
    where,
    select: {
      ...naamSelect,
      gebruikerId: true,
      actief: true,
      gebruiker: { select: { email: true, passwordHash: true } },
      rollen: { select: { rol: { select: { id: true, naam: true } } } },
      vestigingen: { select: { vestiging: { select: { nr: true, naam: true } } } },
    },
  });
  return rows
    .map((m) => ({
      id: m.gebruikerId,
      ...naamOut(m),
      email: m.gebruiker.email,
      actief: m.actief,
      geactiveerd: m.gebruiker.passwordHash !== null,
      rollen: m.rollen.map((r) => r.rol).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
      vestigingen: m.vestigingen.map((v) => v.vestiging).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    }))
    .sort(vergelijkNaam);
}
export type MedewerkerOverzichtItem = Awaited<ReturnType<typeof listMedewerkerOverzicht>>[number];

/** Active staff, id and display name, sorted by surname: for pickers (any member may read it). */
export async function listMedewerkers(ctx: TenantContext) {
  const rows = await db.medewerker.findMany({
    where: { administratieNr: ctx.administratieNr, actief: true },
    select: { gebruikerId: true, roepnaam: true, tussenvoegsel: true, achternaam: true },
  });
  return rows
    .map((m) => ({ id: m.gebruikerId, naam: volledigeNaam(m), sorteerNaam: sorteerNaam(m) }))
    .sort(vergelijkNaam);
}
export type MedewerkerKeuze = Awaited<ReturnType<typeof listMedewerkers>>[number];

export async function getMedewerkerRollen(ctx: TenantContext, id: string) {
  await vindMedewerker(ctx, id);
  const rows = await db.medewerkerRol.findMany({
    where: { administratieNr: ctx.administratieNr, gebruikerId: id },
    select: { rol: { select: { id: true, naam: true } } },
    orderBy: { rol: { naam: "asc" } },
  });
  return rows.map((r) => r.rol);
}

export async function getMedewerkerVestigingen(ctx: TenantContext, id: string) {
  await vindMedewerker(ctx, id);
  const rows = await db.medewerkerVestiging.findMany({
    where: { administratieNr: ctx.administratieNr, gebruikerId: id },
    select: { vestiging: { select: { nr: true, naam: true } } },
    orderBy: { vestiging: { naam: "asc" } },
  });
  return rows.map((r) => r.vestiging);
}

const groepSelect = { nr: true, naam: true, schooljaar: true, vestigingNr: true, vestiging: { select: { naam: true } } } as const;
function groepOut(g: { nr: number; naam: string; schooljaar: string; vestigingNr: number; vestiging: { naam: string } }) {
  return { nr: g.nr, naam: g.naam, schooljaar: g.schooljaar, vestigingNr: g.vestigingNr, vestigingsnaam: g.vestiging.naam };
}
export type MedewerkerGroepView = ReturnType<typeof groepOut>;

/**
 * Groups of the staff member in every school year, newest year first and by name within a year;
 * `schooljaar` narrows the answer to one year.
 */
export async function getMedewerkerGroepen(ctx: TenantContext, id: string, schooljaar?: string) {
  await vindMedewerker(ctx, id);
  const rows = await db.medewerkerGroep.findMany({
    where: { administratieNr: ctx.administratieNr, gebruikerId: id, ...(schooljaar ? { groep: { schooljaar } } : {}) },
    select: { groep: { select: groepSelect } },
    orderBy: [{ groep: { schooljaar: "desc" } }, { groep: { naam: "asc" } }],
  });
  return rows.map((r) => groepOut(r.groep));
}

/**
 * Lesson bundles of this administration the person wrote (auteur) or that are shared with them
 * (LesBundelMedewerker), sorted by name.
 */
export async function getMedewerkerLesbundels(ctx: TenantContext, id: string) {
  await vindMedewerker(ctx, id);
  const { administratieNr } = ctx;
  const [eigen, gedeeld] = await Promise.all([
    db.lesBundel.findMany({
      where: { administratieNr, auteurId: id },
      select: { id: true, naam: true, gepubliceerd: true, gedeeld: true, _count: { select: { lessen: true } } },
    }),
    db.lesBundelMedewerker.findMany({
      where: { administratieNr, gebruikerId: id },
      select: {
        magBewerken: true,
        lesBundel: { select: { id: true, naam: true, gepubliceerd: true, gedeeld: true, auteurId: true, _count: { select: { lessen: true } } } },
      },
    }),
  ]);
  const result = new Map<number, { id: number; naam: string; gepubliceerd: boolean; gedeeld: boolean; aantalLessen: number; auteur: boolean; magBewerken: boolean }>();
  for (const b of eigen)
    result.set(b.id, { id: b.id, naam: b.naam, gepubliceerd: b.gepubliceerd, gedeeld: b.gedeeld, aantalLessen: b._count.lessen, auteur: true, magBewerken: true });
  for (const { magBewerken, lesBundel: b } of gedeeld) {
    if (result.has(b.id)) continue;
    result.set(b.id, { id: b.id, naam: b.naam, gepubliceerd: b.gepubliceerd, gedeeld: b.gedeeld, aantalLessen: b._count.lessen, auteur: false, magBewerken });
  }
  return [...result.values()].sort((a, b) => a.naam.localeCompare(b.naam, "nl") || a.id - b.id);
}
export type MedewerkerLesbundelView = Awaited<ReturnType<typeof getMedewerkerLesbundels>>[number];

/** Content a staff member is author of: each relation that holds their id, singular and plural. */
const AUTEURSCHAP = {
  notities: ["notitie", "notities"],
  dossierItems: ["dossieritem", "dossieritems"],
  formulieren: ["formulier", "formulieren"],
  evaluaties: ["evaluatie", "evaluaties"],
  beoordelingen: ["beoordeling", "beoordelingen"],
  onderwijsplannen: ["handelings- of leerlingplan", "handelings- of leerlingplannen"],
  onderwijsplanEvaluaties: ["planevaluatie", "planevaluaties"],
  groepsplannen: ["groepsplan", "groepsplannen"],
  leerlingplannen: ["leerlingplan", "leerlingplannen"],
  ontwikkelingsperspectieven: ["ontwikkelingsperspectief", "ontwikkelingsperspectieven"],
  vastgesteldeOppVersies: ["vastgestelde OPP-versie", "vastgestelde OPP-versies"],
  lesBundels: ["lesbundel", "lesbundels"],
  lesBundelSuggesties: ["lesbundelsuggestie", "lesbundelsuggesties"],
  bestanden: ["bestand", "bestanden"],
  nieuwsArtikelen: ["nieuwsartikel", "nieuwsartikelen"],
  connectorImports: ["koppelingsimport", "koppelingsimports"],
  edexImports: ["EDEX-import", "EDEX-imports"],
} as const satisfies Partial<Record<keyof Prisma.MedewerkerCountOutputTypeSelect, readonly [string, string]>>;
type AuteurSoort = keyof typeof AUTEURSCHAP;

async function auteurschap(ctx: TenantContext, id: string, tx: Tx = db) {
  const select = Object.fromEntries(Object.keys(AUTEURSCHAP).map((k) => [k, true])) as Record<AuteurSoort, true>;
  const row = await tx.medewerker.findUnique({
    where: { administratieNr_gebruikerId: { administratieNr: ctx.administratieNr, gebruikerId: id } },
    select: { _count: { select } },
  });
  const counts = (row?._count ?? {}) as Record<AuteurSoort, number>;
  return (Object.keys(AUTEURSCHAP) as AuteurSoort[])
    .filter((soort) => (counts[soort] ?? 0) > 0)
    .map((soort) => {
      const aantal = counts[soort];
      const [enkel, meer] = AUTEURSCHAP[soort];
      return { soort, aantal, omschrijving: `${aantal} ${aantal === 1 ? enkel : meer}` };
    });
}

export async function getMedewerkerDetails(ctx: TenantContext, id: string) {
  const { administratieNr } = ctx;
  const m = await db.medewerker.findUnique({
    where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: id } },
    select: {
      ...naamSelect,
      gebruikerId: true,
      actief: true,
      createdAt: true,
      gebruiker: { select: { email: true, passwordHash: true, laatsteLogin: true } },
      rollen: { select: { rol: { select: { id: true, naam: true } } } },
      vestigingen: { select: { vestiging: { select: { nr: true, naam: true } } } },
      groepen: { select: { groep: { select: groepSelect } } },
    },
  });
  if (!m) throw notFound("De medewerker");
  const [auteurVan, elders] = await Promise.all([
    auteurschap(ctx, id),
    db.medewerker.count({ where: { gebruikerId: id, administratieNr: { not: administratieNr } } }),
  ]);
  return {
    id: m.gebruikerId,
    email: m.gebruiker.email,
    ...naamOut(m),
    aanhef: aanhef(m.geslacht),
    actief: m.actief,
    geactiveerd: m.gebruiker.passwordHash !== null,
    laatsteLogin: m.gebruiker.laatsteLogin?.toISOString() ?? null,
    aangemaakt: m.createdAt.toISOString(),
    isZelf: ctx.gebruikerId === id,
    /** Works in another administration too: the sign-in e-mail is then not changed from here. */
    werktOokElders: elders > 0,
    rollen: m.rollen.map((r) => r.rol).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    vestigingen: m.vestigingen.map((v) => v.vestiging).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    groepen: m.groepen.map((g) => groepOut(g.groep)).sort((a, b) => b.schooljaar.localeCompare(a.schooljaar) || a.naam.localeCompare(b.naam, "nl")),
    auteurVan,
  };
}
export type MedewerkerDetails = Awaited<ReturnType<typeof getMedewerkerDetails>>;

/** Roles, branches and groups a staff member can be given, for the add and edit forms. */
export async function getMedewerkerKeuzes(ctx: TenantContext) {
  const { administratieNr } = ctx;
  const [rollen, vestigingen, groepen] = await Promise.all([
    db.rol.findMany({ where: { administratieNr }, select: { id: true, naam: true }, orderBy: { naam: "asc" } }),
    db.vestiging.findMany({ where: { administratieNr }, select: { nr: true, naam: true }, orderBy: { naam: "asc" } }),
    db.groep.findMany({ where: { administratieNr }, select: { nr: true, naam: true, schooljaar: true, vestigingNr: true }, orderBy: [{ schooljaar: "desc" }, { naam: "asc" }] }),
  ]);
  // A group names its branch by number (the form finds the name in `vestigingen`): the branch's name
  // per group was ~4 KB of the edit page's props with three years of 25 groups (issue 27).
  return { rollen, vestigingen, groepen, huidigSchooljaar: huidigSchooljaar() };
}
export type MedewerkerKeuzes = Awaited<ReturnType<typeof getMedewerkerKeuzes>>;

/**
 * Checks that every role, branch and group id exists in this administration (an id of another
 * administration does not): 400 naming the list entry, before anything is written.
 */
async function controleerKoppelingen(ctx: TenantContext, input: MedewerkerKoppelingen, tx: Tx) {
  const { administratieNr } = ctx;
  const issues: { path: string; message: string }[] = [];
  const check = async (veld: "rollen" | "vestigingen" | "groepen", ids: number[] | undefined, bestaand: (ids: number[]) => Promise<number[]>, wat: string) => {
    if (!ids?.length) return;
    const gevonden = new Set(await bestaand([...new Set(ids)]));
    ids.forEach((id, i) => {
      if (!gevonden.has(id)) issues.push({ path: `body.${veld}.${i}`, message: `${wat} ${id} bestaat niet in deze administratie` });
    });
  };
  await check("rollen", input.rollen, async (ids) => (await tx.rol.findMany({ where: { administratieNr, id: { in: ids } }, select: { id: true } })).map((r) => r.id), "rol");
  await check("vestigingen", input.vestigingen, async (ids) => (await tx.vestiging.findMany({ where: { administratieNr, nr: { in: ids } }, select: { nr: true } })).map((v) => v.nr), "vestiging");
  await check("groepen", input.groepen, async (ids) => (await tx.groep.findMany({ where: { administratieNr, nr: { in: ids } }, select: { nr: true } })).map((g) => g.nr), "groep");
  if (issues.length) {
    const first = issues[0]!;
    throw badRequest(`Ongeldige invoer bij '${first.path}': ${first.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}`, issues);
  }
}

/**
 * Serialises staff changes of one administration with the same lock as role changes
 * (rollen.ts metBeheerderBewaking), so no two changes can each leave "one other administrator" and
 * together leave none.
 */
async function vergrendel(tx: Tx, administratieNr: number) {
  await vergrendelSoort(tx, BEHEERDERS_SLOT, administratieNr);
}

async function isBeheerder(tx: Tx, administratieNr: number, gebruikerId: string) {
  const n = await tx.medewerker.count({
    where: {
      administratieNr,
      gebruikerId,
      actief: true,
      rollen: { some: { rol: { permissies: { some: { functiegebied: Functiegebied.Gebruikers, bits: { gte: Bits.Manage } } } } } },
    },
  });
  return n > 0;
}

const LAATSTE_BEHEERDER = "is de laatste actieve medewerker die gebruikers mag beheren; een administratie zonder beheerder kan niemand meer inrichten. Geef eerst iemand anders dit recht.";

async function verstuurActivatie(gebruikerId: string, administratieNr: number, requestId: string) {
  try {
    await db.gebruikerToken.deleteMany({ where: { gebruikerId, administratieNr, soort: "Activatie", gebruiktOp: null } });
    await sendActivation(gebruikerId, administratieNr);
    return true;
  } catch (e) {
    console.error(JSON.stringify({ at: "mail-error", requestId, error: String(e) }));
    return false;
  }
}

/** A person who already has a password (in another administration) gets a notice instead of a link. */
async function verstuurMelding(email: string, administratieNaam: string, requestId: string) {
  try {
    await sendMail({
      to: email,
      subject: `U bent toegevoegd aan ${administratieNaam} in Leerroute`,
      text: `Beste collega,\n\nU bent toegevoegd aan de administratie ${administratieNaam}. U meldt zich aan met uw bestaande e-mailadres en wachtwoord; daarna kiest u de administratie.\n\n${appUrl("/")}\n`,
    });
    return true;
  } catch (e) {
    console.error(JSON.stringify({ at: "mail-error", requestId, error: String(e) }));
    return false;
  }
}

/**
 * Adds a staff member: the Gebruiker is created when the (lower-cased) e-mail is new, else the
 * existing person is added to this administration. New people (no password yet) get an activation
 * link; a person who already signs in elsewhere gets a notice. Already a member here → 409.
 */
export async function addMedewerker(ctx: TenantContext, input: AddMedewerkerInput) {
  const { administratieNr } = ctx;
  const email = normalizeEmail(input.email);
  const { gebruikerId, heeftWachtwoord } = await db.$transaction(async (tx) => {
    await vergrendel(tx, administratieNr);
    await controleerKoppelingen(ctx, input, tx);
    const bestaand = await tx.gebruiker.findUnique({
      where: { email },
      select: { id: true, passwordHash: true, medewerkers: { where: { administratieNr }, select: { actief: true } } },
    });
    const lid = bestaand?.medewerkers[0];
    if (lid)
      throw conflict(
        lid.actief
          ? `Er is al een medewerker met het e-mailadres ${email} in deze administratie.`
          : `Er is al een (gedeactiveerde) medewerker met het e-mailadres ${email} in deze administratie; heractiveer die medewerker.`,
      );
    const gebruiker = bestaand ?? (await tx.gebruiker.create({ data: { email }, select: { id: true, passwordHash: true } }));
    await tx.medewerker.create({
      data: {
        administratieNr,
        gebruikerId: gebruiker.id,
        roepnaam: input.roepnaam.trim(),
        voornamen: schoonOfNull(input.voornamen),
        tussenvoegsel: schoonOfNull(input.tussenvoegsel),
        achternaam: input.achternaam.trim(),
        geslacht: input.geslacht ?? 9,
        rollen: { create: [...new Set(input.rollen ?? [])].map((rolId) => ({ rolId })) },
        vestigingen: { create: [...new Set(input.vestigingen ?? [])].map((vestigingNr) => ({ vestigingNr })) },
        groepen: { create: [...new Set(input.groepen ?? [])].map((groepNr) => ({ groepNr })) },
      },
    });
    return { gebruikerId: gebruiker.id, heeftWachtwoord: gebruiker.passwordHash !== null };
  });
  const uitnodiging = heeftWachtwoord ? ("melding" as const) : ("activatie" as const);
  const mailVerstuurd = heeftWachtwoord
    ? await verstuurMelding(email, ctx.naam, ctx.requestId)
    : await verstuurActivatie(gebruikerId, administratieNr, ctx.requestId);
  return { ...(await getMedewerkerDetails(ctx, gebruikerId)), uitnodiging, mailVerstuurd };
}

/**
 * Names, geslacht and (when given) roles, branches and groups, in one transaction. A given list
 * replaces the current one; an omitted list stays. Nobody may take away their own Gebruikers
 * manage right, and the administration keeps at least one active administrator (409).
 */
export async function editMedewerker(ctx: TenantContext, input: EditMedewerkerInput) {
  const { administratieNr } = ctx;
  const id = input.id;
  await db.$transaction(async (tx) => {
    await vergrendel(tx, administratieNr);
    await vindMedewerker(ctx, id, tx);
    await controleerKoppelingen(ctx, input, tx);
    const waar = { administratieNr, gebruikerId: id };
    await tx.medewerker.update({
      where: { administratieNr_gebruikerId: waar },
      data: {
        roepnaam: input.roepnaam.trim(),
        voornamen: schoonOfNull(input.voornamen),
        tussenvoegsel: schoonOfNull(input.tussenvoegsel),
        achternaam: input.achternaam.trim(),
        ...(input.geslacht !== undefined ? { geslacht: input.geslacht } : {}),
      },
    });
    if (input.rollen) {
      const wasBeheerder = await isBeheerder(tx, administratieNr, id);
      await tx.medewerkerRol.deleteMany({ where: waar });
      await tx.medewerkerRol.createMany({ data: [...new Set(input.rollen)].map((rolId) => ({ ...waar, rolId })) });
      if (wasBeheerder && !(await isBeheerder(tx, administratieNr, id))) {
        if (ctx.gebruikerId === id) throw conflict("U kunt uw eigen recht om gebruikers te beheren niet weghalen; laat dat een andere beheerder doen.");
        if ((await telBeheerders(tx, administratieNr)) === 0) throw conflict(`Deze rollen kunnen niet worden opgeslagen: de medewerker ${LAATSTE_BEHEERDER}`);
      }
    }
    if (input.vestigingen) {
      await tx.medewerkerVestiging.deleteMany({ where: waar });
      await tx.medewerkerVestiging.createMany({ data: [...new Set(input.vestigingen)].map((vestigingNr) => ({ ...waar, vestigingNr })) });
    }
    if (input.groepen) {
      await tx.medewerkerGroep.deleteMany({ where: waar });
      await tx.medewerkerGroep.createMany({ data: [...new Set(input.groepen)].map((groepNr) => ({ ...waar, groepNr })) });
    }
  });
  return getMedewerkerDetails(ctx, id);
}

/** Refusals shared by deactivate and delete: not oneself, not the last administrator. */
async function controleerWegnemen(ctx: TenantContext, tx: Tx, id: string, naam: string, actie: "gedeactiveerd" | "verwijderd") {
  if (ctx.gebruikerId === id) throw conflict(`U kunt uzelf niet ${actie === "gedeactiveerd" ? "deactiveren" : "verwijderen"}; laat dat een andere beheerder doen.`);
  // An administrator is one of telBeheerders: no other one left when that count is 1.
  if ((await isBeheerder(tx, ctx.administratieNr, id)) && (await telBeheerders(tx, ctx.administratieNr)) <= 1)
    throw conflict(`${naam} kan niet worden ${actie}: ${naam} ${LAATSTE_BEHEERDER}`);
}

/**
 * Takes access away at once: the membership becomes inactive, which every API call and page
 * checks on each request; unused activation links for this administration are withdrawn.
 */
export async function deactivateMedewerker(ctx: TenantContext, id: string) {
  const { administratieNr } = ctx;
  await db.$transaction(async (tx) => {
    await vergrendel(tx, administratieNr);
    const m = await vindMedewerker(ctx, id, tx);
    const naam = volledigeNaam(m);
    if (!m.actief) throw conflict(`${naam} is al gedeactiveerd.`);
    await controleerWegnemen(ctx, tx, id, naam, "gedeactiveerd");
    await tx.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: id } }, data: { actief: false } });
    await tx.gebruikerToken.deleteMany({ where: { gebruikerId: id, administratieNr, soort: "Activatie", gebruiktOp: null } });
  });
  return getMedewerkerDetails(ctx, id);
}

/**
 * Makes a staff member active again. A person without a password (never activated) gets a fresh
 * activation link, also when they are still active (to resend a lost invitation). Active and
 * activated → 409.
 */
export async function reactivateMedewerker(ctx: TenantContext, id: string) {
  const { administratieNr } = ctx;
  const m = await vindMedewerker(ctx, id);
  const geactiveerd = m.gebruiker.passwordHash !== null;
  if (m.actief && geactiveerd) throw conflict(`${volledigeNaam(m)} is al actief en heeft het account al geactiveerd.`);
  const wasActief = m.actief;
  if (!m.actief) await db.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: id } }, data: { actief: true } });
  // Without an e-mail address nothing can be sent: adding one (changeMedewerkerEmail) sends the activation.
  const activatieVerstuurd = geactiveerd ? null : m.gebruiker.email ? await verstuurActivatie(id, administratieNr, ctx.requestId) : false;
  return { details: await getMedewerkerDetails(ctx, id), geheractiveerd: !wasActief, activatieVerstuurd };
}

/** The small text file Reactivate answers (the catalogue marks the answer as a file). */
export function heractiveringBevestiging(
  ctx: TenantContext,
  r: Awaited<ReturnType<typeof reactivateMedewerker>>,
  nu = new Date(),
): { bestandsnaam: string; tekst: string } {
  const d = r.details;
  const regels = [
    `Heractivering in ${ctx.naam} (administratie ${ctx.administratieNr})`,
    d.email ? `Medewerker: ${d.naam} <${d.email}>` : `Medewerker: ${d.naam} (geen e-mailadres)`,
    `Tijdstip: ${formatDatumTijd(nu)}`,
    r.geheractiveerd ? "De medewerker is weer actief en kan zich in deze administratie aanmelden." : "De medewerker was al actief.",
    !d.email
      ? "Er is geen e-mailadres: geen login tot er een e-mailadres is. Voeg het toe (E-mailadres wijzigen); dan wordt de activatielink verstuurd."
      : r.activatieVerstuurd === null
        ? "Het account is al geactiveerd: de medewerker meldt zich aan met het eigen wachtwoord."
        : r.activatieVerstuurd
          ? `Er is een nieuwe activatielink verstuurd naar ${d.email}; die is zeven dagen geldig en werkt één keer.`
          : `De activatielink kon niet worden verstuurd naar ${d.email}. Probeer het later opnieuw.`,
  ];
  const bestand = d.sorteerNaam.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase() || "medewerker";
  return { bestandsnaam: `heractivering-${bestand}.txt`, tekst: regels.join("\r\n") + "\r\n" };
}

/**
 * Changes the sign-in e-mail. It belongs to the person (Gebruiker), not to one administration, so
 * it is refused when the person also works in another administration (an administrator here must
 * not take over an account used elsewhere) and when another account has the address (409).
 * Unused links sent to the old address are withdrawn; a person without a password gets a fresh
 * activation link at the new address.
 */
export async function changeMedewerkerEmail(ctx: TenantContext, input: { id: string; email: string }) {
  const { administratieNr } = ctx;
  const email = normalizeEmail(input.email);
  const m = await vindMedewerker(ctx, input.id);
  if (m.gebruiker.email === email) return { ...(await getMedewerkerDetails(ctx, input.id)), activatieVerstuurd: null };
  await db.$transaction(async (tx) => {
    const elders = await tx.medewerker.count({ where: { gebruikerId: input.id, administratieNr: { not: administratieNr } } });
    if (elders > 0)
      throw conflict(
        `Het e-mailadres van ${volledigeNaam(m)} kan hier niet worden gewijzigd: deze persoon werkt ook in een andere administratie en meldt zich overal met hetzelfde adres aan.`,
      );
    const ander = await tx.gebruiker.findUnique({ where: { email }, select: { id: true } });
    if (ander) throw conflict(`Het e-mailadres ${email} is al in gebruik bij een ander account.`);
    await tx.gebruiker.update({ where: { id: input.id }, data: { email } });
    await tx.gebruikerToken.deleteMany({ where: { gebruikerId: input.id, gebruiktOp: null } });
  });
  const activatieVerstuurd = m.gebruiker.passwordHash === null ? await verstuurActivatie(input.id, administratieNr, ctx.requestId) : null;
  return { ...(await getMedewerkerDetails(ctx, input.id)), activatieVerstuurd };
}

/**
 * Deletes the staff member with their roles, branches and groups. Refused while they are author of
 * content (saying which) — deactivate them instead — and for oneself or the last administrator.
 * The person's sign-in account goes too when they work in no other administration.
 */
export async function deleteMedewerker(ctx: TenantContext, id: string) {
  const { administratieNr } = ctx;
  const naam = await db.$transaction(async (tx) => {
    await vergrendel(tx, administratieNr);
    const m = await vindMedewerker(ctx, id, tx);
    const naam = volledigeNaam(m);
    await controleerWegnemen(ctx, tx, id, naam, "verwijderd");
    const auteur = await auteurschap(ctx, id, tx);
    if (auteur.length)
      throw conflict(`${naam} kan niet worden verwijderd: ${naam} is auteur van ${formatLijst(auteur.map((a) => a.omschrijving))}. Deactiveer deze medewerker in plaats daarvan.`);
    try {
      await tx.medewerker.delete({ where: { administratieNr_gebruikerId: { administratieNr, gebruikerId: id } } });
    } catch (e) {
      if ((e as { code?: string }).code === "P2003") throw conflict(`${naam} kan niet worden verwijderd: er zijn nog gegevens van deze medewerker. Deactiveer deze medewerker in plaats daarvan.`);
      throw e;
    }
    await tx.gebruikerToken.deleteMany({ where: { gebruikerId: id, administratieNr } });
    if ((await tx.medewerker.count({ where: { gebruikerId: id } })) === 0) await tx.gebruiker.delete({ where: { id } });
    return naam;
  });
  return { id, naam, verwijderd: true };
}

/** The signed-in person's own name fields in this administration (Mijn account). */
export async function getEigenGegevens(ctx: TenantContext) {
  const gebruikerId = requireUser(ctx);
  const m = await db.medewerker.findUniqueOrThrow({
    where: { administratieNr_gebruikerId: { administratieNr: ctx.administratieNr, gebruikerId } },
    select: { gebruikerId: true, ...naamSelect },
  });
  return { id: m.gebruikerId, roepnaam: m.roepnaam, voornamen: m.voornamen, tussenvoegsel: m.tussenvoegsel, achternaam: m.achternaam, geslacht: m.geslacht };
}
export type EigenGegevens = Awaited<ReturnType<typeof getEigenGegevens>>;
