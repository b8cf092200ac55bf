import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { conflict, notFound } from "@/lib/api/errors";
import { fileResponse } from "@/lib/api/files";
import { metTermen } from "@/lib/i18n/messages";
import { isoDatum } from "@/lib/schooljaar";
import { deleteFiles, fileExists, openFileStream } from "@/lib/storage";
import { isTemplateSoort, printDatum, printRegels, type Definitie, type DefinitieOpties, type PrintRegel } from "@/lib/templates";
import { naamVan } from "./leerling-gemeen";
import { inzagesCsv, logInzage } from "./dossier-inzage";

/**
 * A pupil's whole file (notes, dossier items with their documents, filled-in forms) for a
 * parent's access request and for erasure on request (issue 16, "Sensitive data"). Both need
 * Leerlingdossiers manage (the administrator of the pupil file, as the access log) and are
 * written to the access log.
 *
 * Export: one zip made with yazl while it is sent (the documents are read from storage as streams
 * when their turn comes, never all in memory): index.html (a readable summary linking to every
 * document), gegevens.json (the same as data), inzagelog.csv and the original documents.
 * Erasure: every row in one transaction, the files removed from storage after the commit; the
 * caller repeats the counts it confirmed, so nothing added in between is erased unseen (409).
 */

const bestandSelect = { select: { bestand: { select: { id: true, bestandsnaam: true, mimeType: true, grootte: true, opslagsleutel: true } } } } as const;
const persoon = { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } } as const;

async function leerlingVan(ctx: TenantContext, leerlingId: number) {
  const l = await db.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: { id: true, roepnaam: true, tussenvoegsel: true, achternaam: true, geboortedatum: true } });
  if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
  return l;
}

/** Everything of the pupil's file (three statements, whatever its size). */
async function inhoud(ctx: TenantContext, leerlingId: number) {
  const waar = { administratieNr: ctx.administratieNr, leerlingId };
  const volgorde = [{ datum: "desc" as const }, { id: "desc" as const }];
  const [notities, items, formulieren] = await Promise.all([
    db.notitie.findMany({
      where: waar,
      orderBy: volgorde,
      select: { id: true, titel: true, tekst: true, datum: true, soort: { select: { naam: true } }, auteur: persoon, tags: { select: { tag: { select: { naam: true } } } }, documenten: bestandSelect },
    }),
    db.leerlingdossierItem.findMany({
      where: waar,
      orderBy: volgorde,
      select: { id: true, titel: true, omschrijving: true, datum: true, categorie: { select: { naam: true } }, auteur: persoon, tags: { select: { tag: { select: { naam: true } } } }, documenten: bestandSelect },
    }),
    db.formulier.findMany({
      where: waar,
      orderBy: volgorde,
      select: {
        id: true,
        titel: true,
        datum: true,
        auteur: persoon,
        template: { select: { naam: true, definities: { select: { id: true, soort: true, label: true, toelichting: true, verplicht: true, opties: true, volgnummer: true } } } },
        waarden: { select: { definitieId: true, waarde: true } },
      },
    }),
  ]);
  return { notities, items, formulieren };
}

/** A filled-in form as print lines (the item types' print rendering, lib/templates). */
export function formulierRegels(f: { template: { definities: { id: number; soort: string; label: string; toelichting: string | null; verplicht: boolean; opties: unknown; volgnummer: number }[] }; waarden: { definitieId: number; waarde: unknown }[] }): PrintRegel[] {
  const defs: Definitie[] = f.template.definities.flatMap((d) => (isTemplateSoort(d.soort) ? [{ ...d, soort: d.soort, opties: (d.opties ?? null) as DefinitieOpties | null }] : []));
  return printRegels(defs, Object.fromEntries(f.waarden.map((w) => [String(w.definitieId), w.waarde])));
}

/** GET Overzicht: what erasing would remove, named item by item (for the confirmation). */
export async function dossierOverzicht(ctx: TenantContext, leerlingId: number) {
  const l = await leerlingVan(ctx, leerlingId);
  const { notities, items, formulieren } = await inhoud(ctx, leerlingId);
  // What erasing would remove lists every note, item and form by title: a read of the whole file.
  await logInzage(ctx, leerlingId, "overzicht");
  const docs = [...notities, ...items].flatMap((x) => x.documenten);
  const onderdelen = [
    ...notities.map((n) => ({ soort: "notitie" as const, id: n.id, titel: n.titel, datum: isoDatum(n.datum), documenten: n.documenten.length })),
    ...items.map((i) => ({ soort: "dossieritem" as const, id: i.id, titel: i.titel, datum: isoDatum(i.datum), documenten: i.documenten.length })),
    ...formulieren.map((f) => ({ soort: "formulier" as const, id: f.id, titel: f.titel ?? f.template.naam, datum: isoDatum(f.datum), documenten: 0 })),
  ].sort((a, b) => b.datum.localeCompare(a.datum) || a.soort.localeCompare(b.soort) || b.id - a.id);
  return {
    leerlingId,
    leerlingNaam: naamVan(l),
    omvang: { notities: notities.length, dossieritems: items.length, formulieren: formulieren.length, documenten: docs.length },
    bytes: docs.reduce((s, d) => s + d.bestand.grootte, 0),
    onderdelen,
  };
}

const html = (s: string | null | undefined) => (s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
/** A name safe inside a zip on every system: no path, no odd characters. */
const zipNaam = (s: string) => s.replace(/[^\p{L}\p{N} ()._-]/gu, "_").replace(/^\.+/, "_").slice(0, 120) || "document";
const tekstHtml = (s: string | null) => (s ? `<p class="tekst">${html(s)}</p>` : "");
/** Rich text (HTN) as plain text: tags dropped, entities kept as the HTML shows them. */
const zonderOpmaak = (s: string) => s.replace(/<\s*br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6])>/gi, "\n").replace(/<[^>]+>/g, "").trim();

interface ExportDocument {
  pad: string;
  naam: string;
  grootte: number;
  sleutel: string;
  aanwezig: boolean;
}

/** GET Export: the whole file as a zip, streamed while it is made; the export is logged first. */
export async function exporteerDossier(ctx: TenantContext, leerlingId: number): Promise<Response> {
  const l = await leerlingVan(ctx, leerlingId);
  const [{ notities, items, formulieren }, administratie] = await Promise.all([
    inhoud(ctx, leerlingId),
    db.administratie.findUniqueOrThrow({ where: { administratieNr: ctx.administratieNr }, select: { naam: true } }),
  ]);
  await logInzage(ctx, leerlingId, "export");
  const log = await inzagesCsv(ctx, leerlingId);
  const t = (s: string) => metTermen(s, ctx.taalCode);
  const naam = naamVan(l);
  const nu = new Date();

  const documenten = new Map<number, ExportDocument>();
  const docsVan = (map: string, eigenaar: number, lijst: { bestand: { id: number; bestandsnaam: string; grootte: number; opslagsleutel: string } }[]) =>
    lijst.map(({ bestand: b }) => {
      const d = { pad: `documenten/${map}/${eigenaar}-${b.id}-${zipNaam(b.bestandsnaam)}`, naam: b.bestandsnaam, grootte: b.grootte, sleutel: b.opslagsleutel, aanwezig: true };
      documenten.set(b.id, d);
      return d;
    });
  const notitieDocs = new Map(notities.map((n) => [n.id, docsVan("notities", n.id, n.documenten)]));
  const itemDocs = new Map(items.map((i) => [i.id, docsVan("dossier", i.id, i.documenten)]));
  await Promise.all([...documenten.values()].map(async (d) => void (d.aanwezig = await fileExists(d.sleutel))));

  const docLijst = (lijst: ExportDocument[]) =>
    lijst.length
      ? `<ul class="docs">${lijst.map((d) => (d.aanwezig ? `<li><a href="${html(d.pad)}">${html(d.naam)}</a> (${Math.max(1, Math.round(d.grootte / 1024))} kB)</li>` : `<li>${html(d.naam)} — niet meer in de opslag gevonden</li>`)).join("")}</ul>`
      : "";
  const kop = (titel: string, datum: Date, regels: (string | null)[]) => `<h3>${html(titel)}</h3><p class="meta">${html([printDatum(isoDatum(datum)), ...regels].filter(Boolean).join(" · "))}</p>`;
  const regelHtml = (r: PrintRegel) =>
    r.kop
      ? `<dt class="kop">${html(r.label)}</dt>`
      : `<dt>${html(r.label)}</dt><dd>${r.waarde ? html(r.opgemaakt ? zonderOpmaak(r.waarde) : r.waarde) : '<span class="leeg">Niet ingevuld</span>'}</dd>`;

  const secties = [
    `<section><h2>Notities (${notities.length})</h2>${
      notities.length === 0
        ? '<p class="leeg">Geen notities.</p>'
        : notities
            .map(
              (n) =>
                `<article>${kop(n.titel, n.datum, [n.soort?.naam ?? null, n.auteur ? `door ${naamVan(n.auteur)}` : null, n.tags.length ? `tags: ${n.tags.map((x) => x.tag.naam).join(", ")}` : null])}${tekstHtml(n.tekst)}${docLijst(notitieDocs.get(n.id)!)}</article>`,
            )
            .join("")
    }</section>`,
    `<section><h2>Dossier (${items.length})</h2>${
      items.length === 0
        ? '<p class="leeg">Geen dossieritems.</p>'
        : items
            .map(
              (i) =>
                `<article>${kop(i.titel, i.datum, [i.categorie?.naam ?? "Zonder categorie", i.auteur ? `door ${naamVan(i.auteur)}` : null, i.tags.length ? `tags: ${i.tags.map((x) => x.tag.naam).join(", ")}` : null])}${tekstHtml(i.omschrijving)}${docLijst(itemDocs.get(i.id)!)}</article>`,
            )
            .join("")
    }</section>`,
    `<section><h2>Formulieren (${formulieren.length})</h2>${
      formulieren.length === 0
        ? '<p class="leeg">Geen formulieren.</p>'
        : formulieren.map((f) => `<article>${kop(f.titel ?? f.template.naam, f.datum, [f.template.naam, f.auteur ? `door ${naamVan(f.auteur)}` : null])}<dl>${formulierRegels(f).map(regelHtml).join("")}</dl></article>`).join("")
    }</section>`,
  ];
  const index = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${html(t(`Dossier van ${naam}`))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.45}h1{margin-bottom:.2rem}h2{border-bottom:1px solid #cbd5e1;padding-bottom:.2rem;margin-top:2rem}h3{margin:1.2rem 0 .1rem}.meta{color:#475569;font-size:.9rem;margin:0}.tekst{white-space:pre-wrap}.leeg{color:#64748b;font-style:italic}dl{display:grid;grid-template-columns:minmax(10rem,1fr) 2fr;gap:.2rem 1rem}dt{font-weight:600}dt.kop{grid-column:1/-1;margin-top:.6rem}dd{margin:0;white-space:pre-wrap}</style></head>
<body><h1>${html(t(`Dossier van ${naam}`))}</h1>
<p class="meta">${html(administratie.naam)} · ${html(t("[[Leerling]]"))} ${l.id}${l.geboortedatum ? ` · geboren ${html(printDatum(isoDatum(l.geboortedatum)))}` : ""} · gemaakt op ${html(printDatum(nu.toISOString()))}</p>
<p>Deze map bevat alles wat de school buiten de leerroute over ${html(naam)} heeft vastgelegd: notities, dossieritems met hun documenten en ingevulde formulieren. De documenten staan in de map <code>documenten</code>; <code>gegevens.json</code> bevat dezelfde gegevens als data en <code>inzagelog.csv</code> wie het dossier wanneer heeft ingezien.</p>
${secties.join("\n")}
</body></html>
`;
  const gegevens = {
    leerling: { id: l.id, naam, geboortedatum: l.geboortedatum ? isoDatum(l.geboortedatum) : null },
    school: administratie.naam,
    gemaaktOp: nu.toISOString(),
    notities: notities.map((n) => ({ id: n.id, datum: isoDatum(n.datum), soort: n.soort?.naam ?? null, titel: n.titel, tekst: n.tekst, auteur: n.auteur ? naamVan(n.auteur) : null, tags: n.tags.map((x) => x.tag.naam), documenten: notitieDocs.get(n.id)!.map((d) => d.pad) })),
    dossier: items.map((i) => ({ id: i.id, datum: isoDatum(i.datum), categorie: i.categorie?.naam ?? null, titel: i.titel, omschrijving: i.omschrijving, auteur: i.auteur ? naamVan(i.auteur) : null, tags: i.tags.map((x) => x.tag.naam), documenten: itemDocs.get(i.id)!.map((d) => d.pad) })),
    formulieren: formulieren.map((f) => ({ id: f.id, datum: isoDatum(f.datum), template: f.template.naam, titel: f.titel, auteur: f.auteur ? naamVan(f.auteur) : null, velden: formulierRegels(f).filter((r) => !r.kop).map((r) => ({ label: r.label, waarde: r.waarde })) })),
  };

  const zip = new ZipFile();
  const opties = { mtime: nu };
  zip.addBuffer(Buffer.from(index, "utf8"), "index.html", opties);
  zip.addBuffer(Buffer.from(JSON.stringify(gegevens, null, 2), "utf8"), "gegevens.json", opties);
  zip.addBuffer(Buffer.from(log.inhoud, "utf8"), "inzagelog.csv", opties);
  for (const d of documenten.values()) {
    if (!d.aanwezig) continue;
    // Opened only when the zip reaches it (no size up front: the stored bytes decide); already-compressed types are stored as they are.
    zip.addReadStreamLazy(d.pad, { ...opties, compress: !/\.(pdf|png|jpe?g|gif|zip|docx|xlsx|pptx|odt|ods)$/i.test(d.pad) }, (cb) => {
      openFileStream(d.sleutel).then(
        (f) => (f ? cb(null, f.stream) : cb(new Error(`Bestand ${d.sleutel} is uit de opslag verdwenen`), Readable.from([]))),
        (e: unknown) => cb(e, Readable.from([])),
      );
    });
  }
  zip.end();
  const stream = Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
  const bestand = `dossier-${naam.replace(/[^\p{L}\p{N} _-]/gu, "").trim().replace(/\s+/g, "-") || "leerling"}-${isoDatum(nu)}.zip`;
  return fileResponse(stream, bestand, "application/zip");
}

/**
 * POST Wissen: the pupil's notes, dossier items and forms with their tags, values and documents,
 * in one transaction that also logs the erasure; 409 when the counts differ from the confirmed
 * ones. The files go from storage after the commit.
 */
export async function wisDossier(ctx: TenantContext, leerlingId: number, bevestigd: { notities: number; dossieritems: number; formulieren: number; documenten: number }) {
  const a = ctx.administratieNr;
  const { sleutels, gewist } = await db.$transaction(async (tx) => {
    const l = await tx.leerling.findUnique({ where: { administratieNr_id: { administratieNr: a, id: leerlingId } }, select: { id: true } });
    if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
    const bestanden = await tx.bestand.findMany({
      where: { administratieNr: a, OR: [{ notitieDocumenten: { some: { notitie: { leerlingId } } } }, { dossierDocumenten: { some: { item: { leerlingId } } } }] },
      select: { id: true, opslagsleutel: true },
    });
    await tx.notitieTag.deleteMany({ where: { administratieNr: a, notitie: { leerlingId } } });
    await tx.notitieDocument.deleteMany({ where: { administratieNr: a, notitie: { leerlingId } } });
    await tx.leerlingdossierItemTag.deleteMany({ where: { administratieNr: a, item: { leerlingId } } });
    await tx.leerlingdossierDocument.deleteMany({ where: { administratieNr: a, item: { leerlingId } } });
    if (bestanden.length) await tx.bestand.deleteMany({ where: { administratieNr: a, id: { in: bestanden.map((b) => b.id) } } });
    const notities = await tx.notitie.deleteMany({ where: { administratieNr: a, leerlingId } });
    const dossieritems = await tx.leerlingdossierItem.deleteMany({ where: { administratieNr: a, leerlingId } });
    const formulieren = await tx.formulier.deleteMany({ where: { administratieNr: a, leerlingId } });
    const gewist = { notities: notities.count, dossieritems: dossieritems.count, formulieren: formulieren.count, documenten: bestanden.length };
    if ((Object.keys(gewist) as (keyof typeof gewist)[]).some((k) => gewist[k] !== bevestigd[k]))
      throw conflict(
        `Het dossier is gewijzigd sinds u het bekeek (nu ${gewist.notities} notities, ${gewist.dossieritems} dossieritems, ${gewist.formulieren} formulieren en ${gewist.documenten} documenten); er is niets gewist. Bekijk het opnieuw en bevestig nog eens.`,
      );
    await tx.dossierInzage.create({
      data: { administratieNr: a, leerlingId, soort: "wissen", gebruikerId: ctx.principal.kind === "user" ? ctx.principal.gebruikerId : null, apiKeyId: ctx.principal.kind === "apikey" ? ctx.principal.keyId : null },
    });
    return { sleutels: bestanden.map((b) => b.opslagsleutel), gewist };
  });
  await deleteFiles(sleutels);
  return { leerlingId, gewist };
}
