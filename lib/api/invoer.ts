/**
 * One screen for every request's raw input, in the API layer, before the route's own zod schemas:
 * text that no field may hold and numbers no column can hold are refused here with a Dutch 400
 * naming the field, so a route that forgets a rule still never sends them to Postgres (which would
 * answer "invalid byte sequence" or "out of range" → 500). Pure: tested in tests/unit.
 *
 * - text (path, query, JSON strings): no NUL or other C0/C1 control characters, no bidi overrides
 *   or isolates (U+202A–202E, U+2066–2069: they make a name read differently from what it is), no
 *   lone surrogates, no U+FFFD (what invalid UTF-8 decodes to). Line breaks and tabs are allowed
 *   in bodies (multi-line fields); single-line fields refuse them in their own schema (velden.ts).
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

/** The first thing in a parsed JSON value that no field may hold, with its dotted path. */
export function jsonFout(waarde: unknown, pad = "body"): InvoerFout | null {
  if (typeof waarde === "string") {
    const f = tekstFout(waarde);
    return f ? { path: pad, message: f } : null;
  }
  if (typeof waarde === "number") {
    if (Number.isInteger(waarde) && Math.abs(waarde) > MAX_INT) return { path: pad, message: `is te groot (hoogstens ${MAX_INT})` };
    return null;
  }
  if (Array.isArray(waarde)) {
    for (let i = 0; i < waarde.length; i++) {
      const f = jsonFout(waarde[i], `${pad}.${i}`);
      if (f) return f;
    }
    return null;
  }
  if (waarde && typeof waarde === "object") {
    for (const [k, v] of Object.entries(waarde)) {
      const sleutelFout = tekstFout(k);
      if (sleutelFout) return { path: pad, message: `veldnaam ${sleutelFout}` };
      const f = jsonFout(v, `${pad}.${k}`);
      if (f) return f;
    }
  }
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A JSON body's bytes: a fault when they are not UTF-8 or hold forbidden values; null when fine or not JSON (the schema says). */
export function jsonBodyFout(bytes: ArrayBuffer): InvoerFout | null {
  let tekst: string;
  try {
    tekst = utf8.decode(bytes);
  } catch {
    return { path: "body", message: "is geen geldige UTF-8-tekst" };
  }
  let waarde: unknown;
  try {
    waarde = JSON.parse(tekst);
  } catch {
    return null; // malformed JSON: the route's parser answers 400 for it
  }
  return jsonFout(waarde);
}
