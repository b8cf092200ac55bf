/**
 * One screen for every request's raw input, in the API layer, before the route's own zod schemas:
 * text that no field may hold and numbers no column can hold are refused here with a Dutch 400
 * naming the field, so a route that forgets a rule still never sends them to Postgres (which would
 * answer "invalid byte sequence" or "out of range" → 500). Pure: tested in tests/unit.
 *
 * - text (path, query, JSON strings, the text fields and file names of forms): no NUL or other
 *   C0/C1 control characters, no bidi overrides or isolates (U+202A–202E, U+2066–2069: they make a
 *   name read differently from what it is), no lone surrogates, no U+FFFD (what invalid UTF-8
 *   decodes to). Line breaks and tabs are allowed in bodies (multi-line fields); single-line fields
 *   refuse them in their own schema.
 * - text in bodies and forms is normalised to NFC: "é" typed as one code point or as e + accent is
 *   one name (else the two are stored as two tags that look the same).
 * - JSON nested deeper than MAX_DIEPTE is refused, walked without recursion (a deep body overflowed
 *   the stack: 500).
 * - numbers in JSON: an integer beyond ±(2^31−1) fits no integer column of ours.
 * - the body must be valid UTF-8.
 */

export const MAX_INT = 2_147_483_647;

// C0 except tab/LF/CR, DEL, C1; bidi embeddings/overrides/isolates; U+FFFD.
const VERBODEN_BODY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Paths and query values are one line: no line breaks or tabs either.
const VERBODEN_REGEL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InvoerFout {
  path: string;
  message: string;
}

function tekenFout(tekst: string, patroon: RegExp): string | null {
  const m = patroon.exec(tekst);
  if (!m) return null;
  const code = m[0].codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (code === 0xfffd) return `bevat een ongeldig teken (${hex}, meestal tekst die geen UTF-8 is)`;
  if (code >= 0x202a && code <= 0x2069) return `bevat een teken dat de leesrichting omkeert (${hex}); dat is niet toegestaan`;
  if (code === 0x0a || code === 0x0d || code === 0x09) return "mag geen regeleinde of tab bevatten";
  return `bevat een stuurteken (${hex}); dat is niet toegestaan`;
}

/** A single-line value (path parameter, query value). */
export function regelFout(tekst: string): string | null {
  return tekenFout(tekst, VERBODEN_REGEL);
}

/** A text inside a body (line breaks and tabs allowed). */
export function tekstFout(tekst: string): string | null {
  return tekenFout(tekst, VERBODEN_BODY);
}

/**
 * How deep a JSON body may nest. Our deepest bodies (form values, template definitions) stay far
 * below; the cap keeps absurd depths from the schemas, Prisma and JSON.stringify, all recursive.
 */
export const MAX_DIEPTE = 100;

const NIET_ASCII = /[^\u0000-\u007F]/;
/** NFC; ASCII (most text) is NFC already and skips the work. */
export const nfc = (tekst: string) => (NIET_ASCII.test(tekst) ? tekst.normalize("NFC") : tekst);

/**
 * Screens a parsed JSON value (walked with a stack, not recursion) and normalises its strings to
 * NFC in place: the first fault with its dotted path, or whether any string changed.
 */
export function zeefJson(waarde: unknown, pad = "body"): { fout: InvoerFout } | { fout: null; gewijzigd: boolean } {
  let gewijzigd = false;
  // Children are pushed in reverse, so faults are found in document order.
  const stapel: { waarde: unknown; pad: string; diepte: number; ouder?: Record<string | number, unknown>; sleutel?: string | number }[] = [{ waarde, pad, diepte: 0 }];
  while (stapel.length) {
    const hier = stapel.pop()!;
    const w = hier.waarde;
    if (typeof w === "string") {
      const f = tekstFout(w);
      if (f) return { fout: { path: hier.pad, message: f } };
      const genormaliseerd = nfc(w);
      if (genormaliseerd !== w) {
        if (hier.ouder) hier.ouder[hier.sleutel!] = genormaliseerd;
        gewijzigd = true;
      }
    } else if (typeof w === "number") {
      if (Number.isInteger(w) && Math.abs(w) > MAX_INT) return { fout: { path: hier.pad, message: `is te groot (hoogstens ${MAX_INT})` } };
    } else if (w && typeof w === "object") {
      if (hier.diepte >= MAX_DIEPTE) return { fout: { path: pad, message: `is te diep genest (hoogstens ${MAX_DIEPTE} niveaus)` } };
      const ouder = w as Record<string | number, unknown>;
      const kinderen = Array.isArray(w) ? w.map((v, i) => [i, v] as const) : Object.entries(w);
      for (let i = kinderen.length - 1; i >= 0; i--) {
        const [k, v] = kinderen[i]!;
        if (typeof k === "string") {
          const sleutelFout = tekstFout(k);
          if (sleutelFout) return { fout: { path: hier.pad, message: `veldnaam ${sleutelFout}` } };
        }
        stapel.push({ waarde: v, pad: `${hier.pad}.${k}`, diepte: hier.diepte + 1, ouder, sleutel: k });
      }
    }
  }
  return { fout: null, gewijzigd };
}

/** The first thing in a parsed JSON value that no field may hold, with its dotted path (normalises its strings to NFC). */
export function jsonFout(waarde: unknown, pad = "body"): InvoerFout | null {
  return zeefJson(waarde, pad).fout;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A JSON body's bytes: a fault when they are not UTF-8 or hold forbidden values; else `tekst`, the
 * body with its strings in NFC when that changed any (null: use the body as sent, also when it is
 * not JSON at all: the route's parser answers 400 for that).
 */
export function zeefJsonBody(bytes: ArrayBuffer): { fout: InvoerFout } | { fout: null; tekst: string | null } {
  let tekst: string;
  try {
    tekst = utf8.decode(bytes);
  } catch {
    return { fout: { path: "body", message: "is geen geldige UTF-8-tekst" } };
  }
  let waarde: unknown;
  try {
    waarde = JSON.parse(tekst);
  } catch {
    return { fout: null, tekst: null };
  }
  const z = zeefJson(waarde);
  if (z.fout) return z;
  // A string on its own (the whole body) cannot be changed in place.
  if (typeof waarde === "string") return { fout: null, tekst: JSON.stringify(nfc(waarde)) };
  return { fout: null, tekst: z.gewijzigd ? JSON.stringify(waarde) : null };
}

export const jsonBodyFout = (bytes: ArrayBuffer): InvoerFout | null => zeefJsonBody(bytes).fout;

/**
 * The text fields of a form (multipart or url-encoded) through the same screen as JSON text, in
 * NFC; file names as single-line text (they are shown and stored). Changes `velden` in place; the
 * first fault names the field.
 */
export function formulierFout(velden: Record<string, string | string[]>, bestandsnamen: readonly { veld: string; naam: string }[] = []): InvoerFout | null {
  for (const [veld, waarde] of Object.entries(velden)) {
    const naamFout = tekstFout(veld);
    if (naamFout) return { path: "body", message: `veldnaam ${naamFout}` };
    const lijst = [waarde].flat();
    for (const [i, w] of lijst.entries()) {
      const f = tekstFout(w);
      if (f) return { path: `body.${veld}`, message: f };
      lijst[i] = nfc(w);
    }
    velden[veld] = Array.isArray(waarde) ? lijst : lijst[0]!;
  }
  for (const b of bestandsnamen) {
    const f = regelFout(b.naam);
    if (f) return { path: `body.${b.veld}`, message: `bestandsnaam ${f}` };
  }
  return null;
}

/**
 * A form read whole (FormData): the same screen; answers the form with its texts and file names
 * in NFC (a new FormData when any changed).
 */
export function zeefFormData(form: FormData): { fout: InvoerFout } | { fout: null; form: FormData } {
  const velden: Record<string, string[]> = {};
  const bestandsnamen: { veld: string; naam: string }[] = [];
  for (const [veld, w] of form.entries()) {
    if (typeof w === "string") (velden[veld] ??= []).push(w);
    else bestandsnamen.push({ veld, naam: w.name });
  }
  const fout = formulierFout(velden, bestandsnamen);
  if (fout) return { fout };
  let gewijzigd = false;
  const nieuw = new FormData();
  const geteld: Record<string, number> = {};
  for (const [veld, w] of form.entries()) {
    if (typeof w === "string") {
      const n = velden[veld]![(geteld[veld] = (geteld[veld] ?? -1) + 1)]!;
      gewijzigd ||= n !== w;
      nieuw.append(veld, n);
    } else {
      const naam = nfc(w.name);
      gewijzigd ||= naam !== w.name;
      nieuw.append(veld, w, naam);
    }
  }
  return { fout: null, form: gewijzigd ? nieuw : form };
}
