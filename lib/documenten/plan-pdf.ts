import { createElement as h, type ReactElement } from "react";
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";

// Words are never hyphenated: the default English hyphenation splits Dutch words wrongly and costs
// most of the layout time.
Font.registerHyphenationCallback((woord) => [woord]);

/**
 * Plan documents (GroepsPlannen/Document and the action plan's PDF): a real PDF made with
 * @react-pdf/renderer from a plain description — the school's name and logo in the header, Dutch
 * dates, the fields of the plan, sections with text and lists (instruction groups with their
 * pupils, goals and approach), and "Pagina x van y" in the footer of every page. The texts arrive
 * with sector terms already filled in; the layout never adds visible words of its own besides
 * the labels passed in.
 */

export interface PdfVeld {
  label: string;
  waarde: string;
}
export interface PdfLijst {
  kop: string;
  items: string[];
  /** Shown when `items` is empty. */
  leeg?: string;
}
export interface PdfSectie {
  kop: string;
  velden?: PdfVeld[];
  tekst?: { label: string; waarde: string | null }[];
  lijsten?: PdfLijst[];
}
export interface PlanPdf {
  titel: string;
  ondertitel?: string;
  school: string;
  logo?: { bytes: Uint8Array; mimeType: string } | null;
  velden: PdfVeld[];
  secties: PdfSectie[];
  /** "Gemaakt op …" line. */
  voet: string;
  paginaTekst: (pagina: number, totaal: number) => string;
  leegTekst: string;
}

// Every text style names its own font size and line height. A unitless lineHeight is turned into
// points against the font size of the style it is written in, and children inherit the points:
// set once on the page (10 pt × 1.35 = 13.5 pt) it gave the 18 pt title 13.5 pt lines, so a
// title that wraps drew its second line over its first and the subtitle over both (issue 30).
// A line height reaching the texts of the absolutely placed footer (from the page or their own
// style) put the footer thousands of points below the page, so it never showed: its texts keep the
// font's own line height. tests/unit/pdf-opmaak.test.ts reads the boxes back from each PDF kind.
const regel = (fontSize: number, lineHeight = 1.35) => ({ fontSize, lineHeight });

const s = StyleSheet.create({
  pagina: { paddingTop: 36, paddingBottom: 56, paddingHorizontal: 40, fontSize: 10, fontFamily: "Helvetica", color: "#1f2937" },
  kop: { flexDirection: "row", justifyContent: "space-between", alignItems: "center", borderBottomWidth: 1, borderBottomColor: "#cbd5e1", paddingBottom: 8, marginBottom: 14 },
  school: { ...regel(9), color: "#475569", flexShrink: 1, marginRight: 12 },
  logo: { height: 36, maxWidth: 140, objectFit: "contain" },
  // Title and subtitle in one block, in the flow: the title wraps, the subtitle follows below it.
  titelBlok: { flexDirection: "column", marginBottom: 12 },
  titel: { ...regel(18, 1.25), fontFamily: "Helvetica-Bold" },
  ondertitel: { ...regel(11), color: "#475569", marginTop: 4 },
  velden: { flexDirection: "row", flexWrap: "wrap", marginBottom: 10 },
  veld: { width: "50%", marginBottom: 4, paddingRight: 8, flexDirection: "row" },
  label: { ...regel(10), fontFamily: "Helvetica-Bold", marginRight: 4 },
  waarde: { ...regel(10), flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  tekst: regel(10),
  sectie: { marginTop: 10, borderTopWidth: 1, borderTopColor: "#e2e8f0", paddingTop: 8 },
  sectieKop: { ...regel(13, 1.3), fontFamily: "Helvetica-Bold", marginBottom: 6 },
  blokKop: { ...regel(10), fontFamily: "Helvetica-Bold", marginTop: 6, marginBottom: 2 },
  items: { ...regel(10), marginLeft: 8 },
  leeg: { ...regel(10), color: "#64748b", fontStyle: "italic" },
  voet: { position: "absolute", bottom: 24, left: 40, right: 40, flexDirection: "row", justifyContent: "space-between", color: "#64748b" },
  voetTekst: { fontSize: 8 },
});

function logoBron(logo: PlanPdf["logo"]) {
  if (!logo) return null;
  const format: "png" | "jpg" | null = logo.mimeType === "image/png" ? "png" : logo.mimeType === "image/jpeg" ? "jpg" : null;
  return format ? { data: Buffer.from(logo.bytes), format } : null;
}

function veldenBlok(velden: PdfVeld[]) {
  return h(View, { style: s.velden }, ...velden.map((v, i) => h(View, { key: i, style: s.veld }, h(Text, { style: s.label }, `${v.label}:`), h(Text, { style: s.waarde }, v.waarde))));
}

function sectie(sec: PdfSectie, leeg: string, i: number) {
  const delen: ReactElement[] = [h(Text, { key: "kop", style: s.sectieKop, minPresenceAhead: 40 }, sec.kop)];
  if (sec.velden?.length) delen.push(h(View, { key: "velden" }, veldenBlok(sec.velden)));
  for (const [j, t] of (sec.tekst ?? []).entries()) {
    delen.push(h(Text, { key: `tk${j}`, style: s.blokKop, minPresenceAhead: 24 }, t.label));
    delen.push(h(Text, { key: `tw${j}`, style: t.waarde ? s.tekst : s.leeg }, t.waarde ?? leeg));
  }
  for (const [j, l] of (sec.lijsten ?? []).entries()) {
    delen.push(h(Text, { key: `lk${j}`, style: s.blokKop, minPresenceAhead: 24 }, l.kop));
    if (!l.items.length) delen.push(h(Text, { key: `ll${j}`, style: s.leeg }, l.leeg ?? leeg));
    // One Text per item (no row View with a bullet Text beside it): text layout is most of the
    // rendering time, and a row of two Texts doubles the nodes to lay out (bench/groepsplannen.ts).
    if (l.items.length) delen.push(h(Text, { key: `li${j}`, style: s.items }, l.items.map((item) => `•  ${item}`).join("\n")));
  }
  return h(View, { key: i, style: s.sectie }, ...delen);
}

/** Renders the plan as PDF bytes. */
export async function planPdf(plan: PlanPdf): Promise<Uint8Array> {
  const bron = logoBron(plan.logo);
  const doc = h(
    Document,
    { title: plan.titel, author: plan.school, language: "nl" },
    h(
      Page,
      { size: "A4", style: s.pagina, wrap: true },
      h(View, { style: s.kop, fixed: true }, h(Text, { style: s.school }, plan.school), bron ? h(Image, { style: s.logo, src: bron }) : null),
      h(View, { style: s.titelBlok }, h(Text, { style: s.titel }, plan.titel), plan.ondertitel ? h(Text, { style: s.ondertitel }, plan.ondertitel) : null),
      veldenBlok(plan.velden),
      ...plan.secties.map((sec, i) => sectie(sec, plan.leegTekst, i)),
      h(
        View,
        { style: s.voet, fixed: true },
        h(Text, { style: s.voetTekst }, plan.voet),
        h(Text, { style: s.voetTekst, render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => plan.paginaTekst(pageNumber, totalPages) }),
      ),
    ),
  );
  const buf = await renderToBuffer(doc);
  return new Uint8Array(buf);
}

/** A Dutch long date ("3 november 2025") of an ISO date. */
export function nlDatum(iso: string | null | undefined): string {
  if (!iso) return "–";
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
}

/** Rich text (HTML from the editor) as plain text for the PDF. */
export function platteTekst(html: string | null | undefined): string | null {
  if (!html) return null;
  const t = html
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])>/gi, "\n")
    .replace(/<li[^>]*>/gi, "• ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return t || null;
}

let opgewarmd: Promise<void> | null = null;

/**
 * Renders a small plan once (all styles, a list, the page numbers) so that the first real
 * document does not pay for the renderer's one-time start (font metrics, line breaking tables,
 * layout code not yet optimised by the engine): measured in bench/groepsplannen.ts, that start is
 * most of the first document's time. Idempotent; failures are ignored (the real render reports).
 */
export function warmPdf(): Promise<void> {
  opgewarmd ??= planPdf({
    titel: "Opwarmen",
    ondertitel: "Opwarmen",
    school: "School",
    velden: [{ label: "Veld", waarde: "Waarde" }],
    secties: [{ kop: "Sectie", velden: [{ label: "Veld", waarde: "Waarde" }], tekst: [{ label: "Tekst", waarde: "Een regel tekst die langer is dan één regel op de pagina, zodat het afbreken van regels ook een keer gebeurt; nog wat woorden erbij." }, { label: "Leeg", waarde: null }], lijsten: [{ kop: "Lijst", items: ["Een", "Twee", "Drie"] }, { kop: "Leeg", items: [], leeg: "Geen" }] }],
    voet: "Voet",
    paginaTekst: (p, n) => `Pagina ${p} van ${n}`,
    leegTekst: "Niet ingevuld",
  }).then(
    () => undefined,
    () => undefined,
  );
  return opgewarmd;
}
