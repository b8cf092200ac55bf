/**
 * Dehydrated query state in fewer bytes (issue 27). A page hands the browser its prefetched
 * queries inside the RSC payload, as JSON escaped into a script: a list of 50 pupils repeats its
 * eleven field names fifty times (~7 KB of the pupil list's HTML). `inpakken` writes every array
 * of at least MIN_RIJEN plain objects with the same fields as one list of field names and one row
 * of values per object; `uitpakken` turns it back into the same objects, so the query cache (and
 * every screen reading it) sees exactly the data the server had. Only plain objects and arrays are
 * rewritten; other values (strings, numbers, null, undefined, Dates) stay as they are.
 */

/** Arrays shorter than this stay as they are (a table of one or two rows is no smaller). */
export const MIN_RIJEN = 3;

export interface Ingepakt {
  __kolommen: string[];
  __rijen: unknown[][];
}

const isPlatObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

function isIngepakt(v: Record<string, unknown>): v is Record<string, unknown> & Ingepakt {
  const sleutels = Object.keys(v);
  return sleutels.length === 2 && Array.isArray(v.__kolommen) && Array.isArray(v.__rijen);
}

/** A field set to undefined counts as absent (as in JSON): a row has no way to say "absent". */
const velden = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);

/** The same fields (in any order) in every element, and every element a plain object. */
function gelijkeVelden(lijst: readonly unknown[]): string[] | null {
  const eerste = lijst[0];
  if (!isPlatObject(eerste)) return null;
  const kolommen = velden(eerste);
  for (const el of lijst) {
    if (!isPlatObject(el)) return null;
    if (velden(el).length !== kolommen.length || !kolommen.every((k) => el[k] !== undefined)) return null;
  }
  return kolommen;
}

export function inpakken(v: unknown): unknown {
  if (Array.isArray(v)) {
    const kolommen = v.length >= MIN_RIJEN ? gelijkeVelden(v) : null;
    if (kolommen) return { __kolommen: kolommen, __rijen: v.map((o: Record<string, unknown>) => kolommen.map((k) => inpakken(o[k]))) } satisfies Ingepakt;
    return v.map(inpakken);
  }
  if (isPlatObject(v)) {
    const uit: Record<string, unknown> = {};
    for (const [k, w] of Object.entries(v)) uit[k] = inpakken(w);
    return uit;
  }
  return v;
}

export function uitpakken(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(uitpakken);
  if (isPlatObject(v)) {
    if (isIngepakt(v)) {
      const { __kolommen: kolommen, __rijen: rijen } = v;
      return rijen.map((rij) => {
        const o: Record<string, unknown> = {};
        kolommen.forEach((k, i) => (o[k] = uitpakken(rij[i])));
        return o;
      });
    }
    const uit: Record<string, unknown> = {};
    for (const [k, w] of Object.entries(v)) uit[k] = uitpakken(w);
    return uit;
  }
  return v;
}
