import { db, type Tx } from "@/lib/db/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { canWrite, Functiegebied, guards } from "@/lib/permissions";
import { formatLijst, sorteerNaam, volledigeNaam } from "@/lib/format";
import { huidigSchooljaar } from "@/lib/schooljaar";
import type { SchoolsoortCode } from "@/lib/schoolsoort";
import type { GroepSoort } from "@/lib/generated/prisma/enums";
import { schoneNaam, vergelijkNaam, vergrendel, volgendNummer } from "./nummering";

/**
 * Branches (vestigingen) of an administration. Path ids `{id}` of the Vestigingen calls are the
 * branch number `nr`, unique within the administration.
 */

function meervoud(n: number, enkel: string, meer: string) {
  return `${n} ${n === 1 ? enkel : meer}`;
}

async function vindVestiging(ctx: TenantContext, nr: number) {
  const row = await db.vestiging.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    select: { nr: true, naam: true, schoolsoort: true },
  });
  if (!row) throw notFound(`[[Vestiging]] ${nr}`);
  return row;
}

function magLezen(ctx: TenantContext, nr: number) {
  if (!guards.vestigingDetails(ctx.permissions, { vestigingNr: nr })) throw forbidden("U mag [[deze vestiging]] niet bekijken.");
}

function magSchrijven(ctx: TenantContext, nr: number) {
  if (!guards.vestigingBewerken(ctx.permissions, { vestigingNr: nr })) throw forbidden("U mag [[deze vestiging]] niet wijzigen.");
}

/** All branches, sorted by name, with their staff count and group count in the current school year. */
export async function listVestigingen(ctx: TenantContext) {
  const schooljaar = huidigSchooljaar();
  const rows = await db.vestiging.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: {
      nr: true,
      naam: true,
      schoolsoort: true,
      _count: { select: { medewerkers: true, groepen: { where: { schooljaar } } } },
    },
    orderBy: [{ naam: "asc" }, { nr: "asc" }],
  });
  return rows
    .map((v) => ({
      nr: v.nr,
      naam: v.naam,
      schoolsoort: v.schoolsoort,
      aantalMedewerkers: v._count.medewerkers,
      aantalGroepenHuidigSchooljaar: v._count.groepen,
    }))
    .sort(vergelijkNaam);
}
export type VestigingLijstItem = Awaited<ReturnType<typeof listVestigingen>>[number];

/** One branch with its staff members (sorted by surname) and how much uses it. */
export async function getVestiging(ctx: TenantContext, nr: number) {
  const v = await vindVestiging(ctx, nr);
  magLezen(ctx, nr);
  const { administratieNr } = ctx;
  const [koppelingen, aantalGroepen, leerlingen] = await Promise.all([
    db.medewerkerVestiging.findMany({
      where: { administratieNr, vestigingNr: nr },
      select: { medewerker: { select: { gebruikerId: true, roepnaam: true, tussenvoegsel: true, achternaam: true, actief: true } } },
    }),
    db.groep.count({ where: { administratieNr, vestigingNr: nr } }),
    db.schoolloopbaan.groupBy({ by: ["leerlingId"], where: { administratieNr, vestigingNr: nr } }),
  ]);
  const medewerkers = koppelingen
    .map(({ medewerker: m }) => ({ id: m.gebruikerId, naam: volledigeNaam(m), sorteerNaam: sorteerNaam(m), actief: m.actief }))
    .sort((a, b) => a.sorteerNaam.localeCompare(b.sorteerNaam, "nl"));
  return { ...v, medewerkers, aantalGroepen, aantalLeerlingen: leerlingen.length };
}
export type VestigingView = Awaited<ReturnType<typeof getVestiging>>;

/**
 * The school years in which the branch has groups, newest first, each with those groups (sorted
 * by name), their staff and the number of pupils ever assigned to them.
 */
export async function getVestigingSchooljaren(ctx: TenantContext, nr: number) {
  await vindVestiging(ctx, nr);
  magLezen(ctx, nr);
  const { administratieNr } = ctx;
  const groepen = await db.groep.findMany({
    where: { administratieNr, vestigingNr: nr },
    select: {
      nr: true,
      naam: true,
      schooljaar: true,
      soort: true,
      jaargroep: true,
      medewerkers: { select: { medewerker: { select: { gebruikerId: true, roepnaam: true, tussenvoegsel: true, achternaam: true } } } },
    },
    orderBy: [{ schooljaar: "desc" }, { naam: "asc" }],
  });
  const perGroep = await db.leerlingtoewijzing.groupBy({
    by: ["groepNr", "leerlingId"],
    where: { administratieNr, groepNr: { in: groepen.map((g) => g.nr) } },
  });
  const leerlingen = new Map<number, number>();
  for (const r of perGroep) leerlingen.set(r.groepNr, (leerlingen.get(r.groepNr) ?? 0) + 1);

  const jaren = new Map<string, { schooljaar: string; groepen: GroepInJaar[] }>();
  for (const g of groepen) {
    let jaar = jaren.get(g.schooljaar);
    if (!jaar) jaren.set(g.schooljaar, (jaar = { schooljaar: g.schooljaar, groepen: [] }));
    jaar.groepen.push({
      nr: g.nr,
      naam: g.naam,
      soort: g.soort,
      jaargroep: g.jaargroep,
      aantalLeerlingen: leerlingen.get(g.nr) ?? 0,
      medewerkers: g.medewerkers
        .map(({ medewerker: m }) => ({ id: m.gebruikerId, naam: volledigeNaam(m), sorteer: sorteerNaam(m) }))
        .sort((a, b) => a.sorteer.localeCompare(b.sorteer, "nl"))
        .map(({ id, naam }) => ({ id, naam })),
    });
  }
  for (const jaar of jaren.values()) jaar.groepen.sort(vergelijkNaam);
  return [...jaren.values()];
}
interface GroepInJaar {
  nr: number;
  naam: string;
  soort: GroepSoort;
  jaargroep: string | null;
  aantalLeerlingen: number;
  medewerkers: { id: string; naam: string }[];
}
export type VestigingSchooljaar = Awaited<ReturnType<typeof getVestigingSchooljaren>>[number];

async function naamVrij(client: Pick<Tx, "vestiging">, ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await client.vestiging.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { NOT: { nr: behalveNr } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een [[vestiging]] met de naam '${dubbel.naam}'.`);
}

export interface VestigingInput {
  naam: string;
  schoolsoort?: SchoolsoortCode | null;
}

/** A new branch with the next free number. */
export async function addVestiging(ctx: TenantContext, input: VestigingInput) {
  const naam = schoneNaam(input.naam);
  const { administratieNr } = ctx;
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "vestiging", administratieNr);
    await naamVrij(tx, ctx, naam);
    const max = await tx.vestiging.aggregate({ where: { administratieNr }, _max: { nr: true } });
    const nr = volgendNummer(max._max.nr);
    await tx.vestiging.create({ data: { administratieNr, nr, naam, schoolsoort: input.schoolsoort ?? null } });
    return nr;
  });
  return { nr, naam, schoolsoort: input.schoolsoort ?? null };
}

/** Renames a branch and sets its school type; needs write on that branch. */
export async function editVestiging(ctx: TenantContext, input: VestigingInput & { nr: number }) {
  await vindVestiging(ctx, input.nr);
  magSchrijven(ctx, input.nr);
  const naam = schoneNaam(input.naam);
  await naamVrij(db, ctx, naam, input.nr);
  const row = await db.vestiging.update({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } },
    data: { naam, ...(input.schoolsoort !== undefined ? { schoolsoort: input.schoolsoort } : {}) },
    select: { nr: true, naam: true, schoolsoort: true },
  });
  return row;
}

/**
 * Deletes a branch that nothing uses: refused (409, saying what) while groups, pupils' school
 * careers or connector locations refer to it. Staff links to the branch go with it.
 */
export async function deleteVestiging(ctx: TenantContext, nr: number) {
  const v = await vindVestiging(ctx, nr);
  magSchrijven(ctx, nr);
  const { administratieNr } = ctx;
  return db.$transaction(async (tx) => {
    await vergrendel(tx, "vestiging", administratieNr);
    const [groepen, leerlingen, locaties] = await Promise.all([
      tx.groep.count({ where: { administratieNr, vestigingNr: nr } }),
      tx.schoolloopbaan.groupBy({ by: ["leerlingId"], where: { administratieNr, vestigingNr: nr } }),
      tx.connectorLocatie.count({ where: { administratieNr, vestigingNr: nr } }),
    ]);
    const gebruik = [
      groepen ? meervoud(groepen, "groep", "groepen") : null,
      leerlingen.length ? meervoud(leerlingen.length, "leerling (schoolloopbaan)", "leerlingen (schoolloopbaan)") : null,
      locaties ? meervoud(locaties, "gekoppelde locatie van de koppeling", "gekoppelde locaties van de koppeling") : null,
    ];
    if (gebruik.some(Boolean)) throw conflict(`[[De vestiging]] wordt nog gebruikt door ${formatLijst(gebruik)}.`);
    const ontkoppeld = await tx.medewerkerVestiging.deleteMany({ where: { administratieNr, vestigingNr: nr } });
    await tx.vestiging.delete({ where: { administratieNr_nr: { administratieNr, nr } } });
    return { nr, naam: v.naam, verwijderd: true, medewerkersOntkoppeld: ontkoppeld.count };
  });
}

export interface GroepIndelingInput {
  vestigingNr: number;
  vanSchooljaar: string;
  naarSchooljaar: string;
  /** Also link the groups' staff members (active ones) to the new groups; default true. */
  medewerkersOvernemen?: boolean;
}

/**
 * Copies the group layout of one school year to another for one branch, in one transaction: each
 * group of the source year is created in the target year with the same name, kind, jaargroep,
 * leerjaar and subject area, and (unless turned off) the same active staff members. Names that
 * already exist in the target year for the branch (case-insensitive) are skipped. Pupils are not
 * copied. Needs write on the branch and on groups of the branch.
 */
export async function groepIndelingOvernemen(ctx: TenantContext, input: GroepIndelingInput) {
  const { administratieNr } = ctx;
  const { vestigingNr, vanSchooljaar, naarSchooljaar } = input;
  if (vanSchooljaar === naarSchooljaar)
    throw badRequest("Kies een ander schooljaar om de [[groep]]indeling naartoe te kopiëren.", [
      { path: "body.naarSchooljaar", message: "moet verschillen van het bronschooljaar" },
    ]);
  await vindVestiging(ctx, vestigingNr);
  magSchrijven(ctx, vestigingNr);
  if (!canWrite(ctx.permissions, Functiegebied.Groepen, { vestigingNr })) throw forbidden("U mag [[geen groepen]] aanmaken in [[deze vestiging]].");
  const jaren = await db.schooljaar.findMany({ where: { administratieNr, schooljaar: { in: [vanSchooljaar, naarSchooljaar] } }, select: { schooljaar: true } });
  for (const sj of [vanSchooljaar, naarSchooljaar])
    if (!jaren.some((j) => j.schooljaar === sj)) throw notFound(`Schooljaar ${sj}`);
  const medewerkersOvernemen = input.medewerkersOvernemen ?? true;

  return db.$transaction(async (tx) => {
    await vergrendel(tx, "groep", administratieNr);
    const bron = await tx.groep.findMany({
      where: { administratieNr, vestigingNr, schooljaar: vanSchooljaar },
      select: {
        naam: true,
        soort: true,
        jaargroep: true,
        leerjaarNr: true,
        vakgebiedNr: true,
        medewerkers: { where: { medewerker: { actief: true } }, select: { gebruikerId: true } },
      },
      orderBy: { naam: "asc" },
    });
    const bestaand = await tx.groep.findMany({ where: { administratieNr, vestigingNr, schooljaar: naarSchooljaar }, select: { naam: true } });
    const bezet = new Set(bestaand.map((g) => g.naam.toLocaleLowerCase("nl-NL")));
    const max = await tx.groep.aggregate({ where: { administratieNr }, _max: { nr: true } });
    let nr = max._max.nr ?? 0;
    const aangemaakt: { nr: number; naam: string }[] = [];
    const overgeslagen: string[] = [];
    let koppelingen = 0;
    for (const g of bron) {
      const sleutel = g.naam.toLocaleLowerCase("nl-NL");
      if (bezet.has(sleutel)) {
        overgeslagen.push(g.naam);
        continue;
      }
      bezet.add(sleutel);
      nr += 1;
      await tx.groep.create({
        data: {
          administratieNr,
          nr,
          naam: g.naam,
          schooljaar: naarSchooljaar,
          vestigingNr,
          soort: g.soort,
          jaargroep: g.jaargroep,
          leerjaarNr: g.leerjaarNr,
          vakgebiedNr: g.vakgebiedNr,
        },
      });
      if (medewerkersOvernemen && g.medewerkers.length) {
        const res = await tx.medewerkerGroep.createMany({ data: g.medewerkers.map((m) => ({ administratieNr, gebruikerId: m.gebruikerId, groepNr: nr })) });
        koppelingen += res.count;
      }
      aangemaakt.push({ nr, naam: g.naam });
    }
    return {
      vestigingNr,
      vanSchooljaar,
      naarSchooljaar,
      aantalAangemaakt: aangemaakt.length,
      aantalOvergeslagen: overgeslagen.length,
      aantalMedewerkerKoppelingen: koppelingen,
      aangemaakt,
      overgeslagen,
    };
  });
}
export type GroepIndelingResultaat = Awaited<ReturnType<typeof groepIndelingOvernemen>>;
