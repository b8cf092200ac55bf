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

/**
 * The part of the messages a client provider ships: only the given namespaces ("adm.leerlingen",
 * "translation.kit"), with the same nesting as the whole, so `useTranslations("adm.leerlingen")`
 * finds the same texts. A namespace that does not exist is left out.
 */
export function kiesBerichten(berichten: Berichten | Boom, namespaces: readonly string[]): Boom {
  const sleutel = namespaces.join(",");
  let perLijst = geheugen.get(berichten);
  const bekend = perLijst?.get(sleutel);
  if (bekend) return bekend;
  const uit: Boom = {};
  for (const ns of namespaces) {
    const delen = ns.split(".");
    let knoop: unknown = berichten;
    for (const deel of delen) knoop = knoop && typeof knoop === "object" ? (knoop as Boom)[deel] : undefined;
    if (knoop !== undefined) zet(uit, delen, knoop);
  }
  if (!perLijst) geheugen.set(berichten, (perLijst = new Map()));
  perLijst.set(sleutel, uit);
  return uit;
}
