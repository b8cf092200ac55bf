/**
 * Sector terms (pure). The product speaks of "leerlingen", "groepen", "leerkrachten", but a care
 * administration says "cliënten", childcare "kinderen" and sport "teams". Messages therefore
 * never spell those words: they refer to a term as `[[leerling]]`, and the loader fills the
 * administration's own word in, once, when the messages of a taalCode are loaded. A sector file
 * only lists its words (`translation.termen`) and, for singular nouns, their article
 * (`translation.lidwoorden`: "de" or "het"), and every sentence of every screen, dialog, toast and
 * API error follows.
 *
 * A reference is `[[word]]` or `[[determiner word]]`:
 * - word: a key of `termen` ("leerling", "leerlingen", "groep", …); written with a capital
 *   (`[[Leerling]]`) the result starts with a capital.
 * - determiner: de/het, deze/dit, die/dat, welke/welk, elke/elk, geen (either form may be written;
 *   the right one is chosen from the word's article: "[[de leerling]]" → "het kind" in nl-kdv).
 *   Plural words always take the de-forms.
 * Adjectives before a term are not inflected: write "[[leerling]] (nieuw)" or rephrase, never
 * "nieuwe [[leerling]]".
 */

export interface Termen {
  woorden: Readonly<Record<string, string>>;
  lidwoorden: Readonly<Record<string, string>>;
}

const REFERENTIE = /\[\[([^[\]]+)\]\]/g;
const DETERMINATOR = /^(de|het|deze|dit|die|dat|welke|welk|elke|elk|geen)\s+(.+)$/i;
const HET_VORM: Record<string, [de: string, het: string]> = {
  de: ["de", "het"],
  het: ["de", "het"],
  deze: ["deze", "dit"],
  dit: ["deze", "dit"],
  die: ["die", "dat"],
  dat: ["die", "dat"],
  welke: ["welke", "welk"],
  welk: ["welke", "welk"],
  elke: ["elke", "elk"],
  elk: ["elke", "elk"],
  geen: ["geen", "geen"],
};

const hoofdletter = (s: string) => s.charAt(0).toLocaleUpperCase("nl") + s.slice(1);
const isHoofdletter = (s: string) => s.charAt(0) !== s.charAt(0).toLocaleLowerCase("nl");

export class OnbekendeTerm extends Error {}

/** One reference's text ("De leerling" → "Het kind"); throws OnbekendeTerm for an unknown word. */
export function termTekst(referentie: string, termen: Termen): string {
  const ref = referentie.trim();
  const match = DETERMINATOR.exec(ref);
  const woordRef = match ? match[2]!.trim() : ref;
  const sleutel = woordRef.charAt(0).toLocaleLowerCase("nl") + woordRef.slice(1);
  const woord = termen.woorden[sleutel];
  if (woord === undefined) throw new OnbekendeTerm(`Onbekende term [[${referentie}]]`);
  let tekst = woord;
  if (match) {
    const vormen = HET_VORM[match[1]!.toLowerCase()]!;
    tekst = `${termen.lidwoorden[sleutel] === "het" ? vormen[1] : vormen[0]} ${woord}`;
  }
  return isHoofdletter(ref) ? hoofdletter(tekst) : tekst;
}

/** A message with every `[[…]]` replaced. */
export function vulTermenIn(bericht: string, termen: Termen): string {
  return bericht.includes("[[") ? bericht.replace(REFERENTIE, (_, ref: string) => termTekst(ref, termen)) : bericht;
}

type Boom = { [sleutel: string]: unknown };

/** A whole message tree with its terms filled in (a new tree; the input is not changed). */
export function vulTermenInBoom(boom: Boom, termen: Termen, pad = ""): Boom {
  const uit: Boom = {};
  for (const [sleutel, waarde] of Object.entries(boom)) {
    const hier = pad ? `${pad}.${sleutel}` : sleutel;
    if (typeof waarde === "string") {
      try {
        uit[sleutel] = vulTermenIn(waarde, termen);
      } catch (e) {
        if (e instanceof OnbekendeTerm) throw new OnbekendeTerm(`${e.message} in ${hier}`);
        throw e;
      }
    } else if (typeof waarde === "object" && waarde !== null && !Array.isArray(waarde)) {
      uit[sleutel] = vulTermenInBoom(waarde as Boom, termen, hier);
    } else {
      uit[sleutel] = waarde;
    }
  }
  return uit;
}

/** The terms of a merged translation namespace (its `termen` and `lidwoorden`). */
export function termenUit(translation: Boom): Termen {
  const alsTekst = (b: unknown) =>
    Object.fromEntries(Object.entries((b as Boom | undefined) ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));
  return { woorden: alsTekst(translation.termen), lidwoorden: alsTekst(translation.lidwoorden) };
}
