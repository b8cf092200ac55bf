import { inflateSync } from "node:zlib";
import { getApi } from "@/lib/api/app";

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
  const res = await getApi().fetch(new Request(url, { headers: { "x-csrf": "1", cookie } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
