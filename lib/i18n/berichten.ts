/** Pure helpers on message trees: merging a variant over its fallback, and the /locales format. */

export type Berichten = Record<string, unknown>;

function isObject(waarde: unknown): waarde is Berichten {
  return typeof waarde === "object" && waarde !== null && !Array.isArray(waarde);
}

/** `over` deep-merged onto `basis` into a new tree; neither input is changed. */
export function deepMerge(basis: Berichten, over: Berichten): Berichten {
  const uit: Berichten = { ...basis };
  for (const [sleutel, waarde] of Object.entries(over)) {
    const oud = uit[sleutel];
    uit[sleutel] = isObject(oud) && isObject(waarde) ? deepMerge(oud, waarde) : waarde;
  }
  return uit;
}

const SIMPEL_ARGUMENT = /^\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}/u;

/**
 * One ICU message (next-intl's syntax, the source of truth in messages/) in the double-brace
 * syntax of the served /locales files (spec §9): "{naam}" → "{{naam}}". ICU quoting is undone
 * ("''" → "'", "'{x}'" → "{x}" as text). Only simple placeholders can be expressed: a message
 * with a plural/select/number argument ("{n, plural, …}") is returned unchanged.
 */
export function naarDubbeleAccolades(bericht: string): string {
  let uit = "";
  let i = 0;
  while (i < bericht.length) {
    const teken = bericht[i]!;
    if (teken === "'") {
      const volgende = bericht[i + 1];
      if (volgende === "'") {
        uit += "'";
        i += 2;
      } else if (volgende === "{" || volgende === "}") {
        // Quoted literal text up to the next lone apostrophe ("''" inside stays one apostrophe).
        let j = i + 1;
        while (j < bericht.length) {
          if (bericht[j] === "'") {
            if (bericht[j + 1] !== "'") break;
            j += 1;
          }
          uit += bericht[j];
          j += 1;
        }
        i = j + 1;
      } else {
        // A lone apostrophe, as in "foto's", is text in ICU.
        uit += "'";
        i += 1;
      }
    } else if (teken === "{") {
      const match = SIMPEL_ARGUMENT.exec(bericht.slice(i));
      if (!match) return bericht;
      uit += `{{${match[1]}}}`;
      i += match[0].length;
    } else {
      uit += teken;
      i += 1;
    }
  }
  return uit;
}

/** A whole message tree converted with `naarDubbeleAccolades`. */
export function berichtenNaarDubbeleAccolades(berichten: Berichten): Berichten {
  return Object.fromEntries(
    Object.entries(berichten).map(([sleutel, waarde]) => [
      sleutel,
      typeof waarde === "string" ? naarDubbeleAccolades(waarde) : isObject(waarde) ? berichtenNaarDubbeleAccolades(waarde) : waarde,
    ]),
  );
}
