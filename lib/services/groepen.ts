import { db } from "@/lib/db/client";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { canRead, canWrite, Combinations, Functiegebied, hasBits } from "@/lib/permissions";
import { dag, naamVan, peildatum, schooljaarBereik } from "./leerling-gemeen";
import { leerlingenWerkboek, leerlingOut, leerlingSelect, listLeerlingen, type LeerlingView } from "./leerlingen";

const F = Functiegebied;
type Soort = "Klas" | "Onderwijsgroep";

const groepSelect = {
  nr: true,
  naam: true,
  schooljaar: true,
  vestigingNr: true,
  soort: true,
  jaargroep: true,
  leerjaarNr: true,
  vakgebiedNr: true,
  vestiging: { select: { naam: true } },
  medewerkers: { select: { medewerker: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } } } },
} as const;

async function groepenOut(ctx: TenantContext, rows: Awaited<ReturnType<typeof laadGroepen>>) {
  const perJaar = new Map<string, number[]>();
  for (const r of rows) perJaar.set(r.schooljaar, [...(perJaar.get(r.schooljaar) ?? []), r.nr]);
  const aantallen = new Map<number, number>();
  for (const [schooljaar, nrs] of perJaar) {
    const d = dag(peildatum(await schooljaarBereik(ctx, schooljaar)));
    const tel = await db.leerlingtoewijzing.groupBy({
      by: ["groepNr"],
      where: { administratieNr: ctx.administratieNr, groepNr: { in: nrs }, ingangsdatum: { lte: d }, einddatum: { gte: d } },
      _count: { _all: true },
    });
    for (const t of tel) aantallen.set(t.groepNr, t._count._all);
  }
  const p = ctx.permissions;
  return rows.map((r) => ({
    nr: r.nr,
    naam: r.naam,
    schooljaar: r.schooljaar,
    vestigingNr: r.vestigingNr,
    vestigingNaam: r.vestiging.naam,
    soort: r.soort as Soort,
    jaargroep: r.jaargroep,
    leerjaarNr: r.leerjaarNr,
    vakgebiedNr: r.vakgebiedNr,
    leerkrachten: r.medewerkers.map((m) => naamVan(m.medewerker)).sort((a, b) => a.localeCompare(b, "nl")),
    aantalLeerlingen: aantallen.get(r.nr) ?? 0,
    magBewerken: canWrite(p, F.Groepen, { vestigingNr: r.vestigingNr, groepNrs: [r.nr] }),
  }));
}
export type GroepView = Awaited<ReturnType<typeof groepenOut>>[number];

function laadGroepen(ctx: TenantContext, where: { schooljaar?: string; vestigingNr?: number; nr?: { in: number[] } | number }) {
  return db.groep.findMany({ where: { administratieNr: ctx.administratieNr, ...where }, select: groepSelect, orderBy: [{ naam: "asc" }, { nr: "asc" }] });
}

const leesbaar = (ctx: TenantContext) => (g: { vestigingNr: number; nr: number }) =>
  canRead(ctx.permissions, F.Groepen, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] });

/** Groups of a school year the user may read; optionally of one branch, or only the user's own groups. */
export async function listGroepen(ctx: TenantContext, o: { schooljaar: string; vestiging?: number; eigen?: boolean; search?: string }) {
  await schooljaarBereik(ctx, o.schooljaar);
  // The context holds the administration's branches already (one statement per call, issue 19).
  if (o.vestiging !== undefined && !ctx.permissions.alleVestigingen.includes(o.vestiging)) throw notFound(`[[Vestiging]] ${o.vestiging}`);
  let nrs: number[] | undefined;
  if (o.eigen) {
    const eigen = await db.medewerkerGroep.findMany({
      where: { administratieNr: ctx.administratieNr, gebruikerId: ctx.permissions.gebruikerId || "00000000-0000-0000-0000-000000000000" },
      select: { groepNr: true },
    });
    nrs = eigen.map((e) => e.groepNr);
  }
  const rows = (await laadGroepen(ctx, { schooljaar: o.schooljaar, ...(o.vestiging !== undefined ? { vestigingNr: o.vestiging } : {}), ...(nrs ? { nr: { in: nrs } } : {}) }))
    .filter(leesbaar(ctx))
    .filter((g) => !o.search || g.naam.toLowerCase().includes(o.search.trim().toLowerCase()));
  return groepenOut(ctx, rows);
}

async function groepRij(ctx: TenantContext, nr: number) {
  const row = (await laadGroepen(ctx, { nr }))[0];
  if (!row) throw notFound(`[[Groep]] ${nr}`);
  return row;
}

export async function getGroep(ctx: TenantContext, nr: number) {
  const row = await groepRij(ctx, nr);
  if (!leesbaar(ctx)(row)) throw forbidden(`U mag ${row.naam} niet bekijken.`);
  return (await groepenOut(ctx, [row]))[0]!;
}

/**
 * The choices of the group form: the administration's leerjaren (in their order) and subject areas
 * (by name). Only names and numbers; reading them needs no settings right, writing a group does.
 */
export async function groepKeuzes(ctx: TenantContext) {
  if (!hasBits(ctx.permissions, F.Groepen, Combinations.Write)) return { leerjaren: [], vakgebieden: [] };
  const [leerjaren, vakgebieden] = await Promise.all([
    db.leerjaar.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true, naam: true }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }] }),
    db.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true, naam: true }, orderBy: [{ naam: "asc" }, { nr: "asc" }] }),
  ]);
  return { leerjaren, vakgebieden };
}
export type GroepKeuzes = Awaited<ReturnType<typeof groepKeuzes>>;

export interface GroepInput {
  naam: string;
  schooljaar: string;
  vestigingNr: number;
  soort?: Soort;
  jaargroep?: string | null;
  leerjaarNr?: number | null;
  vakgebiedNr?: number | null;
}

async function controleerVerwijzingen(ctx: TenantContext, input: Omit<GroepInput, "schooljaar">) {
  const { administratieNr } = ctx;
  const v = await db.vestiging.findUnique({ where: { administratieNr_nr: { administratieNr, nr: input.vestigingNr } }, select: { nr: true } });
  if (!v) throw badRequest(`vestigingNr: [[vestiging]] ${input.vestigingNr} bestaat niet.`, [{ path: "body.vestigingNr", message: "[[vestiging]] bestaat niet" }]);
  if (input.leerjaarNr != null) {
    const l = await db.leerjaar.findUnique({ where: { administratieNr_nr: { administratieNr, nr: input.leerjaarNr } }, select: { nr: true } });
    if (!l) throw badRequest(`leerjaarNr: leerjaar ${input.leerjaarNr} bestaat niet.`, [{ path: "body.leerjaarNr", message: "leerjaar bestaat niet" }]);
  }
  if (input.vakgebiedNr != null) {
    const vk = await db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr, nr: input.vakgebiedNr } }, select: { nr: true } });
    if (!vk) throw badRequest(`vakgebiedNr: vakgebied ${input.vakgebiedNr} bestaat niet.`, [{ path: "body.vakgebiedNr", message: "vakgebied bestaat niet" }]);
  }
}

function dubbeleNaam(e: unknown, naam: string): never {
  if ((e as { code?: string }).code === "P2002") throw conflict(`Er is al een [[groep]] '${naam}' in [[deze vestiging]] en dit schooljaar; kies een andere naam.`);
  throw e;
}

export async function addGroep(ctx: TenantContext, input: GroepInput) {
  const { administratieNr } = ctx;
  if (!canWrite(ctx.permissions, F.Groepen, { vestigingNr: input.vestigingNr })) throw forbidden(`U mag [[geen groepen]] toevoegen in [[vestiging]] ${input.vestigingNr}.`);
  const jaar = await db.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr, schooljaar: input.schooljaar } }, select: { schooljaar: true } });
  if (!jaar) throw badRequest(`schooljaar: schooljaar ${input.schooljaar} bestaat niet in deze administratie.`, [{ path: "body.schooljaar", message: "schooljaar bestaat niet" }]);
  await controleerVerwijzingen(ctx, input);
  try {
    const nr = await db.$transaction(async (tx) => {
      const max = await tx.groep.aggregate({ where: { administratieNr }, _max: { nr: true } });
      const nieuwNr = (max._max.nr ?? 0) + 1;
      await tx.groep.create({
        data: {
          administratieNr,
          nr: nieuwNr,
          naam: input.naam.trim(),
          schooljaar: input.schooljaar,
          vestigingNr: input.vestigingNr,
          soort: input.soort ?? "Klas",
          jaargroep: input.jaargroep?.trim() || null,
          leerjaarNr: input.leerjaarNr ?? null,
          vakgebiedNr: input.vakgebiedNr ?? null,
        },
      });
      return nieuwNr;
    });
    return getGroep(ctx, nr);
  } catch (e) {
    dubbeleNaam(e, input.naam);
  }
}

/** Changes a group; its school year stays (the assignments' dates depend on it). */
export async function editGroep(ctx: TenantContext, input: Omit<GroepInput, "schooljaar"> & { nr: number }) {
  const { administratieNr } = ctx;
  const oud = await groepRij(ctx, input.nr);
  const p = ctx.permissions;
  if (!canWrite(p, F.Groepen, { vestigingNr: oud.vestigingNr, groepNrs: [oud.nr] })) throw forbidden(`U mag ${oud.naam} niet wijzigen.`);
  if (input.vestigingNr !== oud.vestigingNr && !canWrite(p, F.Groepen, { vestigingNr: input.vestigingNr }))
    throw forbidden(`U mag [[geen groepen]] in [[vestiging]] ${input.vestigingNr} plaatsen.`);
  await controleerVerwijzingen(ctx, input);
  try {
    await db.groep.update({
      where: { administratieNr_nr: { administratieNr, nr: input.nr } },
      data: {
        naam: input.naam.trim(),
        vestigingNr: input.vestigingNr,
        soort: input.soort ?? oud.soort,
        jaargroep: input.jaargroep?.trim() || null,
        leerjaarNr: input.leerjaarNr ?? null,
        vakgebiedNr: input.vakgebiedNr ?? null,
      },
    });
  } catch (e) {
    const tekst = String((e as Error).message ?? "");
    if (/23P01|exclusion|een_klas/i.test(tekst))
      throw conflict(`${oud.naam} kan geen klas (soort Klas) worden: een of meer [[leerlingen]] zitten in dezelfde tijd al in een andere klas.`);
    dubbeleNaam(e, input.naam);
  }
  return getGroep(ctx, input.nr);
}

/** Deletes a group without pupils; the links of its teachers go with it. */
export async function deleteGroep(ctx: TenantContext, nr: number) {
  const { administratieNr } = ctx;
  const g = await groepRij(ctx, nr);
  if (!canWrite(ctx.permissions, F.Groepen, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] })) throw forbidden(`U mag ${g.naam} niet verwijderen.`);
  const aantal = await db.leerlingtoewijzing.count({ where: { administratieNr, groepNr: nr } });
  if (aantal > 0)
    throw conflict(`${g.naam} kan niet worden verwijderd: er ${aantal === 1 ? "is nog 1 [[leerling]]" : `zijn nog ${aantal} [[leerlingen]]`} in [[deze groep]] ingedeeld (ook eerdere indelingen tellen). Haal ze eerst uit [[de groep]].`);
  try {
    await db.$transaction([
      db.medewerkerGroep.deleteMany({ where: { administratieNr, groepNr: nr } }),
      db.groep.delete({ where: { administratieNr_nr: { administratieNr, nr } } }),
    ]);
  } catch (e) {
    if ((e as { code?: string }).code === "P2003") throw conflict(`${g.naam} kan niet worden verwijderd: er zijn nog [[groep]]splannen of notities van [[deze groep]].`);
    throw e;
  }
  return { nr, verwijderd: true };
}

/** The group's pupils (current, or every pupil ever assigned in the year when isActief is false) as xlsx. */
export async function exportGroepLeerlingen(ctx: TenantContext, groepNr: number, isActief = true) {
  const g = await getGroep(ctx, groepNr);
  let items: LeerlingView[];
  if (isActief) {
    const alle: LeerlingView[] = [];
    for (let page = 1; ; page++) {
      const res = await listLeerlingen(ctx, { schooljaar: g.schooljaar, filter: "Groep", groepNr, page, pageSize: 200 });
      alle.push(...res.items);
      if (alle.length >= res.total || res.items.length === 0) break;
    }
    items = alle;
  } else {
    // Everyone who was ever in the group, in one statement, as the lists show pupils (age, active).
    const ll = await db.leerling.findMany({
      where: { administratieNr: ctx.administratieNr, toewijzingen: { some: { groepNr } } },
      orderBy: [{ achternaam: "asc" }, { roepnaam: "asc" }],
      select: leerlingSelect,
    });
    items = ll.map((l) => leerlingOut(l, [{ nr: g.nr, naam: g.naam, soort: g.soort, vestigingNr: g.vestigingNr }]));
  }
  const buffer = await leerlingenWerkboek(g.naam, items);
  return { buffer, bestandsnaam: `leerlingen-${g.naam.replace(/[^\w-]+/g, "-")}-${g.schooljaar}.xlsx` };
}
