import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as its pages draw it: every content stream inflated (FlateDecode), the
 * strings of its text operators (Tj, TJ, ', ") decoded — hex strings as the standard fonts'
 * WinAnsi bytes, literal strings with their escapes. Enough to find names and goals in a plan
 * document without a PDF library; a PDF whose text is missing fails the test.
 */
export function pdfTekst(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const latin = buf.toString("latin1");
  const delen: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(latin))) {
    const start = m.index + m[0].length;
    const eind = latin.indexOf("endstream", start);
    if (eind < 0) break;
    let inhoud: string;
    try {
      inhoud = inflateSync(buf.subarray(start, eind)).toString("latin1");
    } catch {
      inhoud = latin.slice(start, eind);
    }
    delen.push(...tekstUit(inhoud));
    // Past "endstream" itself: its own "stream\n" would otherwise be taken for the next stream's
    // start, and every other stream (the second page's text) would be lost.
    re.lastIndex = eind + "endstream".length;
  }
  return delen.join("\n");
}

function tekstUit(inhoud: string): string[] {
  const uit: string[] = [];
  const op = /(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*(?:Tj|'|")/g;
  let m: RegExpExecArray | null;
  while ((m = op.exec(inhoud))) {
    const bron = m[1] ?? m[2]!;
    const strings = bron.match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
    uit.push(strings.map(decodeer).join(""));
  }
  return uit;
}

function decodeer(s: string): string {
  if (s.startsWith("<")) {
    const hex = s.slice(1, -1).replace(/\s/g, "");
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex").toString("latin1");
  }
  return s
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" })[e] ?? String.fromCharCode(parseInt(e, 8)));
}

/** Downloads a file answer of the API app (bytes and headers). */
export async function download(path: string, administratieNr: number, cookie: string, query: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("administratieNr", String(administratieNr));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  // Loaded here, not on import: the unit tests read PDFs without the API app (its routes want the
  // zod-openapi extension loaded first, as the app's own entry does).
  const { getApi } = await import("@/lib/api/app");
  const res = await getApi().fetch(new Request(url, { headers: { "x-csrf": "1", cookie } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

// --- Text with its position ------------------------------------------------------------------

/** One line of text as drawn: one text-showing operator (react-pdf draws each line with its own). */
export interface PdfRegel {
  tekst: string;
  /** The font's name (BaseFont) and size in points. */
  font: string;
  grootte: number;
  /** The box of the glyphs in PDF points, origin bottom-left: from the font's descender to its ascender, from the start to the advance. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
export interface PdfPagina {
  breedte: number;
  hoogte: number;
  regels: PdfRegel[];
}

type Matrix = [number, number, number, number, number, number];
const maal = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const punt = (m: Matrix, x: number, y: number): [number, number] => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
const EENHEID: Matrix = [1, 0, 0, 1, 0, 0];

interface Metriek {
  breedte: (code: number) => number;
  ascender: number;
  descender: number;
}
const metrieken = new Map<string, Metriek>();

/**
 * Widths and heights of the standard fonts (the only fonts the plan documents use) from the AFM
 * data of pdfkit, the library @react-pdf/renderer writes its PDFs with: a glyph by its WinAnsi
 * code, in thousandths of the font size.
 */
function metriek(font: string): Metriek {
  let m = metrieken.get(font);
  if (!m) {
    const PDFDocument = createRequire(import.meta.url)("pdfkit") as new (o: object) => { font(n: string): unknown; _font: { font: { ascender: number; descender: number; characterToGlyph(c: number): string; widthOfGlyph(g: string): number } } };
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.font(font);
    const afm = doc._font.font;
    m = { breedte: (c) => afm.widthOfGlyph(afm.characterToGlyph(c)), ascender: afm.ascender, descender: afm.descender };
    metrieken.set(font, m);
  }
  return m;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** The numbered objects of a PDF (not compressed object streams: react-pdf writes none). */
function objecten(buf: Buffer): Map<number, PdfObject> {
  const latin = buf.toString("latin1");
  const uit = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(latin))) {
    const start = m.index + m[0].length;
    const streamAt = latin.indexOf("stream", start);
    const endobj = latin.indexOf("endobj", start);
    if (streamAt >= 0 && streamAt < endobj) {
      const dict = latin.slice(start, streamAt);
      const lengte = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1]);
      const dataStart = streamAt + (latin[streamAt + 6] === "\r" ? 8 : 7);
      const eind = Number.isFinite(lengte) ? dataStart + lengte : latin.indexOf("endstream", dataStart);
      let data = buf.subarray(dataStart, eind);
      if (/\/Filter\s*\/FlateDecode/.test(dict)) data = inflateSync(data);
      uit.set(Number(m[1]), { dict, stream: Buffer.from(data) });
      re.lastIndex = latin.indexOf("endobj", eind);
    } else {
      uit.set(Number(m[1]), { dict: latin.slice(start, endobj) });
      re.lastIndex = endobj;
    }
  }
  return uit;
}

type Token = { soort: "getal"; waarde: number } | { soort: "naam"; waarde: string } | { soort: "tekst"; waarde: Buffer } | { soort: "lijst"; waarde: Token[] } | { soort: "op"; waarde: string };

/** The tokens of a content stream: numbers, names, strings (as bytes), arrays, operators. */
function tokens(s: string): Token[] {
  const stapel: Token[][] = [[]];
  let i = 0;
  const voeg = (t: Token) => stapel[stapel.length - 1]!.push(t);
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) i++;
    else if (c === "%") while (i < s.length && s[i] !== "\n" && s[i] !== "\r") i++;
    else if (c === "[") {
      stapel.push([]);
      i++;
    } else if (c === "]") {
      const lijst = stapel.pop()!;
      voeg({ soort: "lijst", waarde: lijst });
      i++;
    } else if (c === "<" && s[i + 1] === "<") {
      // A dictionary (marked content properties): skipped whole.
      let diepte = 0;
      do {
        if (s.startsWith("<<", i)) {
          diepte++;
          i += 2;
        } else if (s.startsWith(">>", i)) {
          diepte--;
          i += 2;
        } else i++;
      } while (diepte > 0 && i < s.length);
    } else if (c === "<") {
      const eind = s.indexOf(">", i);
      const hex = s.slice(i + 1, eind).replace(/\s/g, "");
      voeg({ soort: "tekst", waarde: Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex") });
      i = eind + 1;
    } else if (c === "(") {
      let diepte = 1;
      let j = i + 1;
      let ruw = "";
      while (j < s.length && diepte > 0) {
        const d = s[j]!;
        if (d === "\\") {
          ruw += d + s[j + 1];
          j += 2;
          continue;
        }
        if (d === "(") diepte++;
        if (d === ")" && --diepte === 0) break;
        ruw += d;
        j++;
      }
      voeg({ soort: "tekst", waarde: Buffer.from(decodeer(`(${ruw})`), "latin1") });
      i = j + 1;
    } else if (c === "/") {
      const m = /^\/[^\s/[\]()<>{}%]*/.exec(s.slice(i, i + 200))!;
      voeg({ soort: "naam", waarde: m[0].slice(1) });
      i += m[0].length;
    } else {
      const m = /^[^\s/[\]()<>{}%]+/.exec(s.slice(i, i + 200))!;
      const n = Number(m[0]);
      voeg(Number.isFinite(n) && /^[-+.\d]/.test(m[0]) ? { soort: "getal", waarde: n } : { soort: "op", waarde: m[0] });
      i += m[0].length;
    }
  }
  return stapel[0]!;
}

/**
 * Every line of text of every page with its box, in page order: the content streams are
 * interpreted (q/Q, cm, BT/ET, Tf, Tm, Td, TD, T*, TL, Tc, Tw, Tz, Ts, Tj, TJ, ', ") and each text-
 * showing operator's glyphs measured with the font's metrics. No PDF library is needed: the plan
 * documents use the standard fonts only (a PDF with another font fails here, by design).
 */
export function pdfRegels(bytes: Uint8Array): PdfPagina[] {
  const obj = objecten(Buffer.from(bytes));
  const ref = (d: string, sleutel: string) => Number(new RegExp(`/${sleutel}\\s+(\\d+) 0 R`).exec(d)?.[1]);
  const catalogus = [...obj.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o.dict))!;
  const paginas: number[] = [];
  const verzamel = (nr: number) => {
    const o = obj.get(nr)!;
    if (/\/Type\s*\/Pages\b/.test(o.dict)) for (const k of /\/Kids\s*\[([^\]]*)\]/.exec(o.dict)![1]!.matchAll(/(\d+) 0 R/g)) verzamel(Number(k[1]));
    else paginas.push(nr);
  };
  verzamel(ref(catalogus.dict, "Pages"));
  return paginas.map((nr) => {
    const p = obj.get(nr)!;
    const box = /\/MediaBox\s*\[([^\]]*)\]/.exec(p.dict)![1]!.trim().split(/\s+/).map(Number);
    const resources = /\/Resources\s+(\d+) 0 R/.exec(p.dict) ? obj.get(ref(p.dict, "Resources"))!.dict : p.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
    const fonts = new Map([...fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)].map((m) => [m[1]!, /\/BaseFont\s*\/([^\s/>]+)/.exec(obj.get(Number(m[2]))!.dict)![1]!]));
    const inhoud = /\/Contents\s*\[([^\]]*)\]/.exec(p.dict)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(p.dict)![1]!;
    const stream = [...inhoud.matchAll(/(\d+) 0 R/g)].map((m) => obj.get(Number(m[1]))!.stream!.toString("latin1")).join("\n");
    return { breedte: box[2]! - box[0]!, hoogte: box[3]! - box[1]!, regels: interpreteer(stream, fonts) };
  });
}

function interpreteer(stream: string, fonts: Map<string, string>): PdfRegel[] {
  const regels: PdfRegel[] = [];
  const stapel: Matrix[] = [];
  let ctm = EENHEID;
  let tm = EENHEID;
  let tlm = EENHEID;
  let font = "";
  let grootte = 0;
  let leading = 0;
  let tc = 0;
  let tw = 0;
  let th = 1;
  let rise = 0;
  let args: Token[] = [];
  const n = (i: number) => (args[i] as { waarde: number }).waarde;
  const toon = (delen: Token[]) => {
    const m = metriek(font);
    let tx = 0;
    let tekst = "";
    // The box spans the glyphs from the first to the last that is not a space: a line broken at a
    // space draws that space at its end.
    let van: number | null = null;
    let tot = 0;
    for (const d of delen) {
      if (d.soort === "getal") tx -= (d.waarde / 1000) * grootte * th;
      else if (d.soort === "tekst")
        for (const b of d.waarde) {
          tekst += b === 0x97 ? "—" : b === 0x96 ? "–" : b === 0x95 ? "•" : String.fromCharCode(b);
          const spatie = b === 32 || b === 0xa0;
          if (!spatie) van ??= tx;
          tx += ((m.breedte(b) / 1000) * grootte + tc + (b === 32 ? tw : 0)) * th;
          if (!spatie) tot = tx;
        }
    }
    const trm = maal(tm, ctm);
    const onder = rise + (m.descender / 1000) * grootte;
    const boven = rise + (m.ascender / 1000) * grootte;
    const hoeken = [punt(trm, van ?? 0, onder), punt(trm, tot, onder), punt(trm, van ?? 0, boven), punt(trm, tot, boven)];
    if (tekst.trim())
      regels.push({
        tekst,
        font,
        grootte,
        x0: Math.min(...hoeken.map((h) => h[0])),
        x1: Math.max(...hoeken.map((h) => h[0])),
        y0: Math.min(...hoeken.map((h) => h[1])),
        y1: Math.max(...hoeken.map((h) => h[1])),
      });
    tm = maal([1, 0, 0, 1, tx, 0], tm);
  };
  const volgendeRegel = () => {
    tlm = maal([1, 0, 0, 1, 0, -leading], tlm);
    tm = tlm;
  };
  for (const t of tokens(stream)) {
    if (t.soort !== "op") {
      args.push(t);
      continue;
    }
    switch (t.waarde) {
      case "q":
        stapel.push(ctm);
        break;
      case "Q":
        ctm = stapel.pop() ?? EENHEID;
        break;
      case "cm":
        ctm = maal([n(0), n(1), n(2), n(3), n(4), n(5)], ctm);
        break;
      case "BT":
        tm = tlm = EENHEID;
        break;
      case "Tf":
        font = fonts.get((args[0] as { waarde: string }).waarde) ?? "";
        grootte = n(1);
        break;
      case "Tm":
        tm = tlm = [n(0), n(1), n(2), n(3), n(4), n(5)];
        break;
      case "Td":
        tm = tlm = maal([1, 0, 0, 1, n(0), n(1)], tlm);
        break;
      case "TD":
        leading = -n(1);
        tm = tlm = maal([1, 0, 0, 1, n(0), n(1)], tlm);
        break;
      case "T*":
        volgendeRegel();
        break;
      case "TL":
        leading = n(0);
        break;
      case "Tc":
        tc = n(0);
        break;
      case "Tw":
        tw = n(0);
        break;
      case "Tz":
        th = n(0) / 100;
        break;
      case "Ts":
        rise = n(0);
        break;
      case "Tj":
        toon([args[0]!]);
        break;
      case "TJ":
        toon((args[0] as { waarde: Token[] }).waarde);
        break;
      case "'":
        volgendeRegel();
        toon([args[0]!]);
        break;
      case '"':
        tw = n(0);
        tc = n(1);
        volgendeRegel();
        toon([args[2]!]);
        break;
    }
    args = [];
  }
  return regels;
}

/** Two boxes share more than `marge` points both across and down. */
export const overlappen = (a: PdfRegel, b: PdfRegel, marge = 0.5) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > marge && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > marge;

/**
 * What is wrong with a PDF's layout, as readable lines (empty when nothing): two lines of text
 * whose boxes intersect (one drawn over the other), and a line that leaves the page.
 */
export function opmaakFouten(paginas: PdfPagina[]): string[] {
  const fouten: string[] = [];
  const kort = (r: PdfRegel) => `"${r.tekst.slice(0, 50)}${r.tekst.length > 50 ? "…" : ""}" (${r.font} ${r.grootte}, x ${r.x0.toFixed(1)}–${r.x1.toFixed(1)}, y ${r.y0.toFixed(1)}–${r.y1.toFixed(1)})`;
  for (const [i, p] of paginas.entries()) {
    for (const [j, a] of p.regels.entries()) {
      if (a.x0 < 0 || a.y0 < 0 || a.x1 > p.breedte || a.y1 > p.hoogte) fouten.push(`page ${i + 1}: ${kort(a)} leaves the page (${p.breedte.toFixed(1)} × ${p.hoogte.toFixed(1)})`);
      for (const b of p.regels.slice(j + 1)) if (overlappen(a, b)) fouten.push(`page ${i + 1}: ${kort(a)} overlaps ${kort(b)}`);
    }
  }
  return fouten;
}
