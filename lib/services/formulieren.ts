import { db } from "@/lib/db/client";
import { bevat } from "@/lib/db/zoeken";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied, hasBits, readableVestigingen } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";
import { leesWaarde, valideerWaarden } from "@/lib/templates";
import { dag, naamVan, peildatum, schooljaarBereik, vandaagIso } from "./leerling-gemeen";
import { alsDefinities, definitieOut } from "./formuliertemplates";
import { logInzage } from "./dossier-inzage";
import { auteurNaam, auteurSelect, auteurVan, leerlingPlaatsSelect, leerlingToegang, magOpLeerling, weiger } from "./leerlingdossier-toegang";

/**
 * Pupil forms (Formulieren, area Leerlingformulieren): a form template filled in for a pupil on a
 * date. Every call applies §6 to the pupil (own group / own branch / all); values are checked
 * against the template's definitions (lib/templates) and written with the form in one transaction.
 */

const F = Functiegebied;
const GEBIED = F.Leerlingformulieren;
export type FormulierFilter = "Eigen" | "Alle" | "Actief" | "Inactief";

const formulierSelect = {
  id: true,
  leerlingId: true,
  templateId: true,
  datum: true,
  titel: true,
  updatedAt: true,
  auteur: auteurSelect,
  template: { select: { naam: true, actief: true } },
  leerling: { select: leerlingPlaatsSelect },
} as const;
type FormulierRij = Prisma.FormulierGetPayload<{ select: typeof formulierSelect }>;

function formulierOut(ctx: TenantContext, f: FormulierRij) {
  return {
    id: f.id,
    leerlingId: f.leerlingId,
    leerlingNaam: naamVan(f.leerling),
    templateId: f.templateId,
    templateNaam: f.template.naam,
    datum: isoDatum(f.datum),
    titel: f.titel,
    auteur: auteurNaam(f.auteur),
    bijgewerkt: f.updatedAt.toISOString(),
    magBewerken: magOpLeerling(ctx, f.leerling, GEBIED, "write"),
  };
}
export type FormulierView = ReturnType<typeof formulierOut>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });

/** GET ForLeerling: the pupil's forms, newest first. */
export async function formulierenVoorLeerling(ctx: TenantContext, leerlingId: number) {
  await leerlingToegang(ctx, leerlingId, GEBIED, "read");
  const rows = await db.formulier.findMany({
    where: { administratieNr: ctx.administratieNr, leerlingId },
    select: formulierSelect,
    orderBy: [{ datum: "desc" }, { id: "desc" }],
  });
  await logInzage(ctx, leerlingId, "formulieren");
  return rows.map((f) => formulierOut(ctx, f));
}

/** The form with its pupil checked (404 for another administration's id, 403 outside §6). */
async function leesbaarFormulier(ctx: TenantContext, id: number, toegang: "read" | "write") {
  const f = await db.formulier.findUnique({
    where: sleutel(ctx, id),
    select: {
      ...formulierSelect,
      template: { select: { naam: true, actief: true, definities: { select: { id: true, templateId: true, soort: true, label: true, toelichting: true, verplicht: true, opties: true, volgnummer: true, _count: { select: { waarden: true } } }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] } } },
      waarden: { select: { definitieId: true, waarde: true } },
    },
  });
  if (!f) throw notFound(`Formulier ${id}`);
  if (!magOpLeerling(ctx, f.leerling, GEBIED, toegang)) throw weiger(GEBIED, toegang);
  return f;
}

/** GET Details: the form, its template's items in order and the filled-in values. */
/** Details (logged as a read; after a write the answer is not a read). */
export async function getFormulier(ctx: TenantContext, id: number, loggen = true) {
  const f = await leesbaarFormulier(ctx, id, "read");
  if (loggen) await logInzage(ctx, f.leerlingId, "formulier", id);
  const definities = f.template.definities.map(definitieOut);
  const perDef = new Map(definities.map((d) => [d.id, d]));
  const waarden: Record<string, unknown> = {};
  for (const w of f.waarden) {
    const d = perDef.get(w.definitieId);
    const v = d ? leesWaarde(d, w.waarde) : null;
    if (v !== null) waarden[String(w.definitieId)] = v;
  }
  return { ...formulierOut(ctx, f), definities, waarden, templateActief: f.template.actief };
}

function checkWaarden(defs: ReturnType<typeof alsDefinities>, waarden: Record<string, unknown>) {
  const r = valideerWaarden(defs, waarden);
  if (!r.ok) {
    const eerste = r.issues[0]!;
    throw badRequest(`${eerste.message}${r.issues.length > 1 ? ` (en ${r.issues.length - 1} andere)` : ""}.`, r.issues.map((i) => ({ path: `body.${i.path}`, message: i.message })));
  }
  return r.waarden;
}

const alsJson = (v: unknown) => v as Prisma.InputJsonValue;

/** POST Add/{leerlingId}: a new form from an active template, values checked against it. */
export async function addFormulier(ctx: TenantContext, leerlingId: number, input: { templateId: number; datum: string; titel?: string | null; waarden?: Record<string, unknown> }) {
  return db.$transaction(async (tx) => {
    await leerlingToegang(ctx, leerlingId, GEBIED, "write", tx);
    const t = await tx.formulierTemplate.findUnique({
      where: sleutel(ctx, input.templateId),
      select: { actief: true, naam: true, definities: { select: { id: true, soort: true, label: true, toelichting: true, verplicht: true, opties: true, volgnummer: true, templateId: true, _count: { select: { waarden: true } } } } },
    });
    if (!t) throw badRequest(`templateId: formuliertemplate ${input.templateId} bestaat niet.`, [{ path: "body.templateId", message: "onbekende template" }]);
    if (!t.actief) throw badRequest(`templateId: '${t.naam}' is niet actief; kies een actieve template.`, [{ path: "body.templateId", message: "template is niet actief" }]);
    const waarden = checkWaarden(alsDefinities(t.definities.map(definitieOut)), input.waarden ?? {});
    const f = await tx.formulier.create({
      data: { administratieNr: ctx.administratieNr, leerlingId, templateId: input.templateId, datum: dag(input.datum), titel: input.titel?.trim() || null, auteurId: auteurVan(ctx) },
      select: { id: true },
    });
    if (waarden.size)
      await tx.formulierWaarde.createMany({
        data: [...waarden].map(([definitieId, waarde]) => ({ administratieNr: ctx.administratieNr, formulierId: f.id, templateId: input.templateId, definitieId, waarde: alsJson(waarde) })),
      });
    return f.id;
  }).then((id) => getFormulier(ctx, id, false));
}

/** POST Update/{id}: date, title and all values (what is left out is emptied). */
export async function updateFormulier(ctx: TenantContext, id: number, input: { datum: string; titel?: string | null; waarden?: Record<string, unknown> }) {
  const f = await leesbaarFormulier(ctx, id, "write");
  const waarden = checkWaarden(alsDefinities(f.template.definities.map(definitieOut)), input.waarden ?? {});
  await db.$transaction([
    db.formulier.update({ where: sleutel(ctx, id), data: { datum: dag(input.datum), titel: input.titel?.trim() || null } }),
    db.formulierWaarde.deleteMany({ where: { administratieNr: ctx.administratieNr, formulierId: id } }),
    db.formulierWaarde.createMany({
      data: [...waarden].map(([definitieId, waarde]) => ({ administratieNr: ctx.administratieNr, formulierId: id, templateId: f.templateId, definitieId, waarde: alsJson(waarde) })),
    }),
  ]);
  return getFormulier(ctx, id, false);
}

/** DELETE: the form and its values. */
export async function deleteFormulier(ctx: TenantContext, id: number) {
  await leesbaarFormulier(ctx, id, "write");
  await db.formulier.delete({ where: sleutel(ctx, id) });
  return { id, verwijderd: true };
}

export interface FormulierLijst {
  schooljaar: string;
  filter: FormulierFilter;
  vestiging?: number;
  search?: string;
  page?: number;
  pageSize?: number;
}

/**
 * The adm/formulieren lists of a school year (forms dated in it), by the §6 filters on the
 * Leerlingformulieren area — Eigen: pupils in the user's own groups; Alle: pupils in a readable
 * branch during the year (Actief: still enrolled); Inactief: pupils whose enrolment ended
 * (Leerlingen manage). Paged; search on pupil name, template and title.
 */
export async function listFormulieren(ctx: TenantContext, o: FormulierLijst) {
  const p = ctx.permissions;
  const bereik = await schooljaarBereik(ctx, o.schooljaar);
  const start = dag(bereik.start);
  const eind = dag(bereik.eind);
  const peil = dag(peildatum(bereik));
  const nu = dag(vandaagIso());
  const inJaar = { ingangsdatum: { lte: eind }, einddatum: { gte: start } };
  const leesbaar = readableVestigingen(p, GEBIED);
  if (o.vestiging && o.filter !== "Eigen" && !leesbaar.includes(o.vestiging)) throw forbidden(`U mag de formulieren van [[vestiging]] ${o.vestiging} niet bekijken.`);
  const vestigingen = o.vestiging ? [o.vestiging] : leesbaar;
  let leerling: Prisma.LeerlingWhereInput;
  switch (o.filter) {
    case "Eigen": {
      if (!hasBits(p, GEBIED, Bits.ReadEigenKlas)) throw forbidden("U mag de formulieren van [[leerlingen]] in uw eigen [[groepen]] niet bekijken.");
      const gebruikerId = p.gebruikerId || "00000000-0000-0000-0000-000000000000";
      leerling = {
        toewijzingen: {
          some: { ingangsdatum: { lte: peil }, einddatum: { gte: peil }, groep: { schooljaar: o.schooljaar, ...(o.vestiging ? { vestigingNr: o.vestiging } : {}), medewerkers: { some: { administratieNr: ctx.administratieNr, gebruikerId } } } },
        },
      };
      break;
    }
    case "Alle":
    case "Actief":
      if (leesbaar.length === 0) throw forbidden("U mag geen formulierenlijsten van [[vestigingen]] bekijken.");
      leerling = { toewijzingen: { some: { ...inJaar, groep: { schooljaar: o.schooljaar, vestigingNr: { in: vestigingen } } } }, ...(o.filter === "Actief" ? { einddatum: { gte: nu } } : {}) };
      break;
    case "Inactief":
      if (!hasBits(p, F.Leerlingen, Bits.Manage)) throw forbidden("Alleen met beheerrecht op [[leerlingen]] ziet u de formulieren van inactieve [[leerlingen]].");
      if (leesbaar.length === 0) throw forbidden("U mag geen formulierenlijsten van [[vestigingen]] bekijken.");
      leerling = { einddatum: { lt: nu }, toewijzingen: { some: { groep: { vestigingNr: { in: vestigingen } } } } };
      break;
  }
  const woorden = (o.search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.FormulierWhereInput = {
    administratieNr: ctx.administratieNr,
    datum: { gte: start, lte: eind },
    leerling,
    AND: woorden.map((w) => ({ OR: [{ titel: bevat(w) }, { template: { naam: bevat(w) } }, { leerling: { OR: [{ roepnaam: bevat(w) }, { achternaam: bevat(w) }] } }] })),
  };
  const pageSize = Math.min(o.pageSize ?? 50, 200);
  const page = Math.max(o.page ?? 1, 1);
  const [total, rows] = await Promise.all([
    db.formulier.count({ where }),
    db.formulier.findMany({ where, select: formulierSelect, orderBy: [{ datum: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize }),
  ]);
  return { items: rows.map((f) => formulierOut(ctx, f)), total, page, pageSize, schooljaar: o.schooljaar, filter: o.filter };
}
