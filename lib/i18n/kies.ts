import type { Berichten } from "./berichten";

type Boom = Record<string, unknown>;

// Subsets are cut once per messages object (loadMessages hands out one object per language chain)
// and list of namespaces: a page render then serialises a ready object.
const geheugen = new WeakMap<object, Map<string, Boom>>();

function zet(doel: Boom, delen: string[], waarde: unknown) {
  let knoop = doel;
  for (const deel of delen.slice(0, -1)) knoop = (knoop[deel] ??= {}) as Boom;
  knoop[delen.at(-1)!] = waarde;
}

/** Parts of `waarde` (a namespace less some parts) added to what `doel` already holds at that place. */
function vulAan(doel: Boom, delen: string[], waarde: Boom, zonder: readonly string[]) {
  let knoop = doel;
  for (const deel of delen) knoop = (knoop[deel] ??= {}) as Boom;
  for (const [k, v] of Object.entries(waarde)) if (!zonder.includes(k) && !(k in knoop)) knoop[k] = v;
}

/**
 * The part of the messages a client provider ships: only the given namespaces ("adm.leerlingen",
 * "translation.kit"), with the same nesting as the whole, so `useTranslations("adm.leerlingen")`
 * finds the same texts. A namespace that does not exist is left out. An entry "a.b -c -d" is the
 * namespace a.b without its parts c and d (a template kind's list namespace holds its other screens'
 * namespaces, scripts/client-berichten.ts); another entry may still add such a part.
 */
export function kiesBerichten(berichten: Berichten | Boom, namespaces: readonly string[]): Boom {
  const sleutel = namespaces.join(",");
  let perLijst = geheugen.get(berichten);
  const bekend = perLijst?.get(sleutel);
  if (bekend) return bekend;
  const uit: Boom = {};
  for (const ns of namespaces) {
    const [basis, ...zonder] = ns.split(" -");
    const delen = basis!.split(".");
    let knoop: unknown = berichten;
    for (const deel of delen) knoop = knoop && typeof knoop === "object" ? (knoop as Boom)[deel] : undefined;
    if (knoop === undefined) continue;
    if (zonder.length && typeof knoop === "object" && knoop !== null) vulAan(uit, delen, knoop as Boom, zonder);
    else zet(uit, delen, knoop);
  }
  if (!perLijst) geheugen.set(berichten, (perLijst = new Map()));
  perLijst.set(sleutel, uit);
  return uit;
}
