import type { TenantContext } from "@/lib/api/context";
import { forbidden, notFound } from "@/lib/api/errors";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { fileResponse } from "@/lib/api/files";
import { nlDatum, planPdf, platteTekst, type PdfSectie, type PlanPdf } from "@/lib/documenten/plan-pdf";
import { volledigeNaam } from "@/lib/format";
import { serverVertaler } from "@/lib/i18n/server";
import { canRead, Functiegebied as F, type PermissionObject } from "@/lib/permissions";
import { actievePeriode, huidigSchooljaar, vandaagIso } from "@/lib/schooljaar";
import { logInzage } from "./dossier-inzage";
import { getFile } from "@/lib/storage";
import { gemeen } from "./plan-documenten";
import { geldtVoorLeerling } from "./leerling-gemeen";
import { prognosePerLeerling } from "./prognose";

/**
 * The parent-meeting page (issue 34, "oudergesprek") for one pupil: the current standing and the
 * forecast per domain (the same computation as the monitor's PerLeerling tab: prognosePerLeerling
 * for this pupil of its group), the running OPP in its newest established version, the action
 * plans of the school year with their goals and evaluations, and the pupil's last notes (the user
 * ticks which go into the print and the PDF).
 *
 * §6 per pupil, as the evaluations area: read on Leerlingevaluaties for the pupil where it is (own
 * group / own branch / all) or 403; another administration's or an unknown pupil is 404. Each part
 * is shown only to who may read its own area for this pupil (OPP, action plans, notes); a part the
 * user may not read is null, not empty.
 *
 * Statements: (1) the pupil with its groups, the school year's periods, the active packages, the
 * pupil's routes, its newest established OPP, its action plans and its last notes — every
 * distributed table held to the administration; (2–3) the forecast (lib/services/prognose.ts);
 * (4) the access-log row. The school's name and logo for the PDF come with (1).
 */

/** How many of the pupil's latest notes are offered to tick. */
export const LAATSTE_NOTITIES = 10;

interface Toewijzing {
  groepNr: number;
  naam: string;
  vestigingNr: number;
  ingangsdatum: string;
  einddatum: string;
}
interface Rij {
  leerling: { id: number; roepnaam: string; tussenvoegsel: string | null; achternaam: string } | null;
  toewijzingen: Toewijzing[] | null;
  perioden: { nummer: number; ingangsdatum: string; einddatum: string }[] | null;
  pakketten: { id: number; naam: string }[] | null;
  routes: { pakketId: number; ingangsdatum: string; einddatum: string }[] | null;
  opp: {
    id: number;
    templateNaam: string;
    schooljaar: string;
    uitstroom: string | null;
    vastgesteldOp: string;
    gesprekOudersOp: string | null;
    oudersAkkoordOp: string | null;
    handelingsdeel: unknown;
  } | null;
  plannen:
    | {
        id: number;
        titel: string | null;
        vakgebiedNaam: string | null;
        ingangsdatum: string;
        einddatum: string;
        doel: string | null;
        doelen: { domeinNaam: string; competentieNaam: string; niveauWaarde: string; indicatorNaam: string | null; omschrijving: string | null }[] | null;
        evaluaties: { datum: string; tekst: string; doelBehaald: boolean | null }[] | null;
      }[]
    | null;
  notities: { id: number; datum: string; titel: string; tekst: string; soortNaam: string | null; auteur: { roepnaam: string; tussenvoegsel: string | null; achternaam: string } | null }[] | null;
  school: { naam: string; logo: { opslagsleutel: string; mimeType: string } | null } | null;
}

const d10 = (s: string) => s.slice(0, 10);

async function lees(ctx: TenantContext, leerlingId: number, schooljaar: string) {
  const adm = ctx.administratieNr;
  const [r] = await leesRijen<Rij>(Prisma.sql`
    SELECT json_build_object('id', l.id, 'roepnaam', l.roepnaam, 'tussenvoegsel', l.tussenvoegsel, 'achternaam', l.achternaam) AS leerling,
      (SELECT json_agg(json_build_object('groepNr', t."groepNr", 'naam', g.naam, 'vestigingNr', g."vestigingNr", 'ingangsdatum', t.ingangsdatum, 'einddatum', t.einddatum) ORDER BY t.einddatum DESC, t."groepNr")
         FROM "Leerlingtoewijzing" t JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr"
        WHERE t."administratieNr" = ${adm} AND t."leerlingId" = l.id) AS toewijzingen,
      (SELECT json_agg(json_build_object('nummer', q.nummer, 'ingangsdatum', q.ingangsdatum, 'einddatum', q.einddatum) ORDER BY q.nummer)
         FROM "Periode" q WHERE q."administratieNr" = ${adm} AND q.schooljaar = ${schooljaar}) AS perioden,
      (SELECT json_agg(json_build_object('id', p.id, 'naam', p.naam) ORDER BY p.naam, p.id)
         FROM "AdministratieLeerroutepakket" a JOIN "Leerroutepakket" p ON p.id = a."leerroutepakketId"
        WHERE a."administratieNr" = ${adm} AND a.actief) AS pakketten,
      (SELECT json_agg(json_build_object('pakketId', ll."leerroutepakketId", 'ingangsdatum', ll.ingangsdatum, 'einddatum', ll.einddatum))
         FROM "LeerlingLeerroute" ll WHERE ll."administratieNr" = ${adm} AND ll."leerlingId" = l.id) AS routes,
      (SELECT json_build_object('id', o.id, 'templateNaam', tp.naam, 'schooljaar', o.schooljaar, 'uitstroom', u.naam, 'vastgesteldOp', v."vastgesteldOp",
                                'gesprekOudersOp', v."gesprekOudersOp", 'oudersAkkoordOp', v."oudersAkkoordOp", 'handelingsdeel', v.handelingsdeel)
         FROM "Ontwikkelingsperspectief" o
         JOIN "OntwikkelingsperspectiefVersie" v ON v."administratieNr" = o."administratieNr" AND v."ontwikkelingsperspectiefId" = o.id
         JOIN "OppTemplate" tp ON tp."administratieNr" = o."administratieNr" AND tp.id = o."templateId"
         LEFT JOIN "Uitstroombestemming" u ON u."leerroutepakketId" = o."leerroutepakketId" AND u.nummer = o."uitstroombestemmingNummer"
        WHERE o."administratieNr" = ${adm} AND o."leerlingId" = l.id AND v.versie > 0 AND v."vastgesteldOp" IS NOT NULL
        ORDER BY v."vastgesteldOp" DESC, o.id DESC, v.versie DESC LIMIT 1) AS opp,
      (SELECT json_agg(json_build_object(
                'id', h."onderwijsplanId", 'titel', op.titel, 'vakgebiedNaam', vg.naam, 'ingangsdatum', h.ingangsdatum, 'einddatum', h.einddatum, 'doel', op.doel,
                'doelen', (SELECT json_agg(json_build_object('domeinNaam', dm.naam, 'competentieNaam', c.naam, 'niveauWaarde', n.waarde, 'indicatorNaam', i.naam, 'omschrijving', od.omschrijving) ORDER BY od.volgnummer, od.id)
                             FROM "OnderwijsplanDoel" od
                             JOIN "Competentie" c ON c."leerroutepakketId" = od."leerroutepakketId" AND c.id = od."competentieId"
                             JOIN "Domein" dm ON dm.id = c."domeinId"
                             JOIN "Niveau" n ON n."leerroutepakketId" = od."leerroutepakketId" AND n.nummer = od."niveauNummer"
                             LEFT JOIN "Indicator" i ON i."leerroutepakketId" = od."leerroutepakketId" AND i.id = od."indicatorId"
                            WHERE od."administratieNr" = ${adm} AND od."onderwijsplanId" = h."onderwijsplanId"),
                'evaluaties', (SELECT json_agg(json_build_object('datum', e.datum, 'tekst', e.tekst, 'doelBehaald', e."doelBehaald") ORDER BY e.datum DESC, e.id DESC)
                                 FROM "OnderwijsplanEvaluatie" e WHERE e."administratieNr" = ${adm} AND e."onderwijsplanId" = h."onderwijsplanId"))
              ORDER BY h.ingangsdatum DESC, h."onderwijsplanId" DESC)
         FROM "Handelingsplan" h
         JOIN "Onderwijsplan" op ON op."administratieNr" = h."administratieNr" AND op.id = h."onderwijsplanId"
         LEFT JOIN "Vakgebied" vg ON vg."administratieNr" = op."administratieNr" AND vg.nr = op."vakgebiedNr"
        WHERE h."administratieNr" = ${adm} AND h."leerlingId" = l.id AND op.schooljaar = ${schooljaar}) AS plannen,
      (SELECT json_agg(x ORDER BY x.datum DESC, x.id DESC) FROM (
         SELECT nt.id, nt.datum, nt.titel, nt.tekst, ns.naam AS "soortNaam",
                CASE WHEN m."gebruikerId" IS NULL THEN NULL ELSE json_build_object('roepnaam', m.roepnaam, 'tussenvoegsel', m.tussenvoegsel, 'achternaam', m.achternaam) END AS auteur
           FROM "Notitie" nt
           LEFT JOIN "NotitieSoort" ns ON ns."administratieNr" = nt."administratieNr" AND ns.nr = nt."soortNr"
           LEFT JOIN "Medewerker" m ON m."administratieNr" = nt."administratieNr" AND m."gebruikerId" = nt."auteurId"
          WHERE nt."administratieNr" = ${adm} AND nt."leerlingId" = l.id
          ORDER BY nt.datum DESC, nt.id DESC LIMIT ${LAATSTE_NOTITIES}) x) AS notities,
      (SELECT json_build_object('naam', a.naam, 'logo', (SELECT json_build_object('opslagsleutel', b.opslagsleutel, 'mimeType', b."mimeType")
                                                          FROM "Bestand" b WHERE b."administratieNr" = ${adm} AND b.id = a."logoBestandId"))
         FROM "Administratie" a WHERE a."administratieNr" = ${adm}) AS school
    FROM "Leerling" l WHERE l."administratieNr" = ${adm} AND l.id = ${leerlingId}`);
  return r;
}

/** Where the pupil is for the rules: today's groups, else the latest (as plaatsVan in leerlingdossier-toegang). */
function plaats(toewijzingen: Toewijzing[]) {
  const nu = vandaagIso();
  const huidig = toewijzingen.filter((t) => d10(t.ingangsdatum) <= nu && d10(t.einddatum) >= nu);
  const gekozen = huidig.length ? huidig : toewijzingen.slice(0, 1);
  return { vestigingen: [...new Set(gekozen.map((t) => t.vestigingNr))], groepNrs: gekozen.map((t) => t.groepNr) };
}

function leesHandelingsdeel(json: unknown) {
  if (!Array.isArray(json)) return [];
  return json
    .filter((r): r is Record<string, unknown> => !!r && typeof r === "object" && typeof (r as { doel?: unknown }).doel === "string")
    .map((r) => ({
      vakgebiedNaam: typeof r.vakgebiedNaam === "string" ? r.vakgebiedNaam : null,
      competentieNaam: typeof r.competentieNaam === "string" ? r.competentieNaam : null,
      niveauWaarde: typeof r.niveauWaarde === "string" ? r.niveauWaarde : null,
      doel: r.doel as string,
      aanpak: typeof r.aanpak === "string" ? r.aanpak : null,
      evaluatie: typeof r.evaluatie === "string" ? r.evaluatie : null,
    }));
}

export interface OudergesprekKeuze {
  schooljaar?: string;
  leerroutepakketId?: number;
}

/**
 * Everything the page shows, one pupil (and the school for the PDF). `loggen` false for the PDF's
 * own read (the PDF writes its own row).
 */
async function bouw(ctx: TenantContext, leerlingId: number, keuze: OudergesprekKeuze, loggen: boolean) {
  const schooljaar = keuze.schooljaar ?? huidigSchooljaar();
  const r = await lees(ctx, leerlingId, schooljaar);
  if (!r?.leerling) throw notFound(`[[Leerling]] ${leerlingId}`);
  const toewijzingen = r.toewijzingen ?? [];
  const waar = plaats(toewijzingen);
  const mag = (gebied: F) => geldtVoorLeerling(waar, (o: PermissionObject) => canRead(ctx.permissions, gebied, o));
  if (!mag(F.Leerlingevaluaties)) throw forbidden("U mag de beoordelingen van [[deze leerling]] niet bekijken.");

  // The forecast: the school year's active period, the pupil's group in it, the package of the
  // pupil's route then (else the first active package, as the monitor opens), or the one asked.
  const perioden = (r.perioden ?? []).map((q) => ({ nummer: q.nummer, ingangsdatum: d10(q.ingangsdatum), einddatum: d10(q.einddatum) }));
  const periode = actievePeriode(perioden, schooljaar);
  const pakketten = r.pakketten ?? [];
  const groep = periode ? toewijzingen.find((t) => d10(t.ingangsdatum) <= periode.einddatum && d10(t.einddatum) >= periode.ingangsdatum) ?? null : null;
  const routePakket = periode
    ? (r.routes ?? []).filter((x) => d10(x.ingangsdatum) <= periode.einddatum && d10(x.einddatum) >= periode.einddatum).map((x) => x.pakketId).find((id) => pakketten.some((p) => p.id === id))
    : undefined;
  if (keuze.leerroutepakketId !== undefined && !pakketten.some((p) => p.id === keuze.leerroutepakketId)) throw notFound(`Leerroutepakket ${keuze.leerroutepakketId}`);
  const pakket = pakketten.find((p) => p.id === (keuze.leerroutepakketId ?? routePakket)) ?? pakketten[0] ?? null;
  const p = periode && groep && pakket ? await prognosePerLeerling(ctx, { schooljaar, periode: periode.nummer, pakketId: pakket.id, groepNr: groep.groepNr, leerlingId }) : null;
  const eigen = p?.leerlingen[0] ?? null;
  const prognose =
    p && eigen
      ? {
          periode: p.periode,
          groep: p.groep,
          jaarEinde: p.jaarEinde,
          niveaus: p.niveaus,
          leerrouteNaam: eigen.leerrouteNaam,
          domeinen: p.domeinen.map((d) => ({ id: d.id, naam: d.naam, code: d.code, ...eigen.domeinen.find((x) => x.domeinId === d.id)! })),
        }
      : null;

  const opp = mag(F.Ontwikkelingsperspectieven)
    ? {
        lopend: r.opp
          ? {
              id: r.opp.id,
              templateNaam: r.opp.templateNaam,
              schooljaar: r.opp.schooljaar,
              uitstroom: r.opp.uitstroom,
              vastgesteldOp: d10(r.opp.vastgesteldOp),
              gesprekOudersOp: r.opp.gesprekOudersOp ? d10(r.opp.gesprekOudersOp) : null,
              oudersAkkoordOp: r.opp.oudersAkkoordOp ? d10(r.opp.oudersAkkoordOp) : null,
              handelingsdeel: leesHandelingsdeel(r.opp.handelingsdeel),
            }
          : null,
      }
    : null;
  const handelingsplannen = mag(F.Handelingsplannen)
    ? (r.plannen ?? []).map((h) => ({
        id: h.id,
        titel: h.titel,
        vakgebiedNaam: h.vakgebiedNaam,
        ingangsdatum: d10(h.ingangsdatum),
        einddatum: d10(h.einddatum),
        doel: platteTekst(h.doel),
        doelen: h.doelen ?? [],
        evaluaties: (h.evaluaties ?? []).map((e) => ({ datum: d10(e.datum), tekst: platteTekst(e.tekst) ?? "", doelBehaald: e.doelBehaald })),
      }))
    : null;
  const notities = mag(F.Notities)
    ? (r.notities ?? []).map((n) => ({ id: n.id, datum: d10(n.datum), titel: n.titel, tekst: n.tekst, soortNaam: n.soortNaam, auteur: n.auteur ? volledigeNaam(n.auteur) : null }))
    : null;

  if (loggen) await logInzage(ctx, leerlingId, "oudergesprek");
  return {
    leerling: { id: r.leerling.id, naam: volledigeNaam(r.leerling), groepen: toewijzingen.filter((t) => waar.groepNrs.includes(t.groepNr)).map((t) => ({ nr: t.groepNr, naam: t.naam })) },
    schooljaar,
    pakketten,
    pakketId: pakket?.id ?? null,
    prognose,
    opp,
    handelingsplannen,
    notities,
    /** For the PDF's header (read in the same statement; not part of the answer). */
    school: r.school,
  };
}

/** GET Oudergesprek/Details: the page's data (a read of the pupil's file, logged). */
export async function oudergesprek(ctx: TenantContext, leerlingId: number, keuze: OudergesprekKeuze = {}) {
  const { school: _school, ...v } = await bouw(ctx, leerlingId, keuze, true);
  return v;
}
export type OudergesprekView = Awaited<ReturnType<typeof oudergesprek>>;

const pct = (x: number | null | undefined) => (x === null || x === undefined ? "–" : `${x} %`);

/** The page as PDF content in the plans' layout (exported for the layout test: no database). */
export async function oudergesprekPdfInhoud(ctx: TenantContext, v: OudergesprekView, notitieIds: readonly number[]): Promise<Omit<PlanPdf, "logo" | "school" | "voet" | "paginaTekst" | "leegTekst">> {
  const t = await serverVertaler(ctx.taalCode, "adm");
  const k = (sleutel: string, waarden?: Record<string, string | number>) => t(`oudergesprek.${sleutel}` as never, waarden as never) as string;
  const secties: PdfSectie[] = [];
  const pr = v.prognose;
  secties.push(
    pr
      ? {
          kop: k("prognose.titel"),
          velden: [
            { label: k("prognose.groep"), waarde: pr.groep.naam },
            { label: k("prognose.periode"), waarde: k("prognose.periodeWaarde", { nummer: pr.periode.nummer, schooljaar: pr.periode.schooljaar }) },
            { label: k("prognose.leerroute"), waarde: pr.leerrouteNaam ?? k("prognose.geenLeerroute") },
          ],
          lijsten: [
            {
              kop: k("prognose.perDomein"),
              items: pr.domeinen.map((d) =>
                k("pdf.domein", {
                  naam: d.naam,
                  status: k(`status.${d.status}`),
                  nu: d.niveauNu === null ? "–" : String(Math.round(d.niveauNu * 100) / 100),
                  verwacht: d.verwachtNiveau ?? "–",
                  perioden: d.perioden,
                  prognose: d.jaarEinde ? `${pct(d.jaarEinde.percentage)} (${pct(d.jaarEinde.percentageLaag)}–${pct(d.jaarEinde.percentageHoog)})` : k("status.teWeinig"),
                }),
              ),
              leeg: k("prognose.geenDomeinen"),
            },
          ],
        }
      : { kop: k("prognose.titel"), tekst: [{ label: k("prognose.geenPrognose"), waarde: null }] },
  );
  if (v.opp) {
    const o = v.opp.lopend;
    secties.push(
      o
        ? {
            kop: k("opp.titel"),
            velden: [
              { label: k("opp.template"), waarde: o.templateNaam },
              { label: k("opp.vastgesteldOp"), waarde: nlDatum(o.vastgesteldOp) },
              { label: k("opp.uitstroom"), waarde: o.uitstroom ?? "–" },
              { label: k("opp.oudersAkkoord"), waarde: o.oudersAkkoordOp ? nlDatum(o.oudersAkkoordOp) : "–" },
            ],
            lijsten: [{ kop: k("opp.handelingsdeel"), items: o.handelingsdeel.map((h) => [[h.vakgebiedNaam, h.competentieNaam, h.niveauWaarde].filter(Boolean).join(" – "), h.doel, h.evaluatie].filter(Boolean).join(": ")), leeg: k("opp.geenHandelingsdeel") }],
          }
        : { kop: k("opp.titel"), tekst: [{ label: k("opp.geen"), waarde: null }] },
    );
  }
  if (v.handelingsplannen) {
    if (!v.handelingsplannen.length) secties.push({ kop: k("plannen.titel"), tekst: [{ label: k("plannen.geen"), waarde: null }] });
    for (const h of v.handelingsplannen)
      secties.push({
        kop: `${k("plannen.titel")}: ${h.titel ?? h.vakgebiedNaam ?? "–"}`,
        velden: [
          { label: k("plannen.vakgebied"), waarde: h.vakgebiedNaam ?? "–" },
          { label: k("plannen.looptijd"), waarde: k("plannen.looptijdWaarde", { van: nlDatum(h.ingangsdatum), tot: nlDatum(h.einddatum) }) },
        ],
        tekst: [{ label: k("plannen.doel"), waarde: h.doel }],
        lijsten: [
          { kop: k("plannen.doelen"), items: h.doelen.map((d) => [`${d.domeinNaam} – ${d.competentieNaam}, ${k("plannen.niveau", { waarde: d.niveauWaarde })}`, d.indicatorNaam, d.omschrijving].filter(Boolean).join(": ")), leeg: k("plannen.geenDoelen") },
          {
            kop: k("plannen.evaluaties"),
            items: h.evaluaties.map((e) => `${nlDatum(e.datum)}${e.doelBehaald === null ? "" : ` (${k(e.doelBehaald ? "plannen.behaald" : "plannen.nietBehaald")})`}: ${e.tekst}`),
            leeg: k("plannen.geenEvaluaties"),
          },
        ],
      });
  }
  const gekozen = (v.notities ?? []).filter((n) => notitieIds.includes(n.id));
  if (gekozen.length) secties.push({ kop: k("notities.titel"), tekst: gekozen.map((n) => ({ label: `${nlDatum(n.datum)} — ${n.titel}${n.auteur ? ` (${n.auteur})` : ""}`, waarde: n.tekst.trim() || null })) });
  return {
    titel: k("pdf.titel", { naam: v.leerling.naam }),
    ondertitel: k("pdf.ondertitel", { schooljaar: v.schooljaar, datum: nlDatum(vandaagIso()) }),
    velden: [
      { label: k("pdf.leerling"), waarde: v.leerling.naam },
      { label: k("pdf.groep"), waarde: v.leerling.groepen.map((g) => g.naam).join(", ") || "–" },
    ],
    secties,
  };
}

/** GET Oudergesprek/Pdf: the page as a PDF with the notes ticked; a print of the pupil's file, logged. */
export async function oudergesprekPdf(ctx: TenantContext, leerlingId: number, keuze: OudergesprekKeuze & { notities: readonly number[] }) {
  const v = await bouw(ctx, leerlingId, keuze, false);
  await logInzage(ctx, leerlingId, "oudergesprekafdruk");
  // The school's name and logo came with the pupil (alsPdf would read them again).
  const bytes = v.school?.logo ? await getFile(v.school.logo.opslagsleutel).catch(() => null) : null;
  const g = gemeen(ctx);
  const pdf = await planPdf({
    ...(await oudergesprekPdfInhoud(ctx, v, keuze.notities)),
    school: v.school?.naam ?? "",
    logo: v.school?.logo && bytes ? { bytes, mimeType: v.school.logo.mimeType } : null,
    voet: g.voet,
    paginaTekst: g.paginaTekst,
    leegTekst: g.leegTekst,
  });
  const naam = `oudergesprek-${v.leerling.naam}`.replace(/[^\p{L}\p{N} _-]/gu, "").trim().replace(/\s+/g, "-").slice(0, 80);
  return fileResponse(pdf, `${naam}.pdf`, "application/pdf");
}
