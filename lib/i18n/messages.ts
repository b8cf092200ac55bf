import fs from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import { createTranslator } from "next-intl";
import { deepMerge, type Berichten } from "./berichten";
import { termenUit, vulTermenIn, vulTermenInBoom, type Termen } from "./termen";
import { FALLBACK_LANGUAGE, isTaalCode, taalCodeKeten, TAALCODES, type TaalCode } from "./taalcode";

export { FALLBACK_LANGUAGE } from "./taalcode";

export const NAMESPACES = ["adm", "beheer", "permissies", "planning", "TemplateDefinitieSoorten", "translation"] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = Berichten;

/**
 * Where the messages live: messages/<taalCode>/<namespace>.json, plus one file per screen area in
 * messages/<taalCode>/<namespace>/<area>.json, which becomes the key <area> of that namespace
 * (messages/nl/beheer/tags.json → beheer.tags.*). nl is complete; a variant holds only what it
 * changes — mostly its terms (translation.termen, see termen.ts). Read from disk on the server
 * (the loader is server-only: the layout hands the messages to the client provider).
 */
export const MESSAGES_DIR = path.join(process.cwd(), "messages");

export function isNamespace(naam: string): naam is Namespace {
  return (NAMESPACES as readonly string[]).includes(naam);
}

function leesJson(bestand: string): Messages {
  return JSON.parse(fs.readFileSync(bestand, "utf8")) as Messages;
}

/** One code's own messages of one namespace (its file and its area files), or {} when it has none. */
export function leesBron(code: TaalCode, namespace: Namespace): Messages {
  const basis = path.join(MESSAGES_DIR, code, `${namespace}.json`);
  let uit: Messages = fs.existsSync(basis) ? leesJson(basis) : {};
  const map = path.join(MESSAGES_DIR, code, namespace);
  if (fs.existsSync(map)) {
    for (const bestand of fs.readdirSync(map).filter((f) => f.endsWith(".json")).sort()) {
      const deel = bestand.slice(0, -".json".length);
      uit = deepMerge(uit, { [deel]: leesJson(path.join(map, bestand)) });
    }
  }
  return uit;
}

/** Every message file on disk as "code/namespace" or "code/namespace/area" (for tests). */
export function berichtBestanden(): string[] {
  const uit: string[] = [];
  for (const code of TAALCODES) {
    const map = path.join(MESSAGES_DIR, code);
    if (!fs.existsSync(map)) continue;
    for (const ns of NAMESPACES) {
      if (fs.existsSync(path.join(map, `${ns}.json`))) uit.push(`${code}/${ns}`);
      const deelMap = path.join(map, ns);
      if (fs.existsSync(deelMap)) for (const f of fs.readdirSync(deelMap)) if (f.endsWith(".json")) uit.push(`${code}/${ns}/${f.slice(0, -5)}`);
    }
  }
  return uit;
}

/** The resolution chain reduced to codes that have files, e.g. "EN" → ["nl-so", "nl"]. */
export function bekendeKeten(taalCode: string | null | undefined): TaalCode[] {
  return taalCodeKeten(taalCode).filter(isTaalCode);
}

function samengevoegd(keten: readonly TaalCode[], namespace: Namespace): Messages {
  // Most general first, so each more specific code overrides what came before.
  return [...keten].reverse().reduce<Messages>((samen, code) => deepMerge(samen, leesBron(code, namespace)), {});
}

// Keyed by the known chain, so arbitrary codes (the /locales route takes any) can't grow it.
// In development the files are read again on every load, so edits show without a restart.
const cache = new Map<string, Messages>();
const cachen = process.env.NODE_ENV !== "development";

function laad(keten: readonly TaalCode[], namespace: Namespace): Messages {
  const sleutel = `${keten.join(">")}/${namespace}`;
  const bekend = cachen ? cache.get(sleutel) : undefined;
  if (bekend) return bekend;
  const translation = namespace === "translation" ? null : laad(keten, "translation");
  const ruw = samengevoegd(keten, namespace);
  const berichten = vulTermenInBoom(ruw, termenUit(translation ?? ruw));
  if (cachen) cache.set(sleutel, berichten);
  return berichten;
}

/**
 * One namespace for a language code, merged along the chain (taalCode → nl-so → nl, see
 * taalcode.ts), with the chain's terms filled in. Shared between callers: don't mutate it.
 */
export async function loadNamespace(language: string, namespace: Namespace): Promise<Messages> {
  return laad(bekendeKeten(language), namespace);
}

/** All namespaces for a language code, as next-intl's `messages` (one top-level key per namespace). */
export async function loadMessages(language: string): Promise<Record<Namespace, Messages>> {
  const keten = bekendeKeten(language);
  // One object per chain, so the client providers' subsets (kies.ts) are cut once per chain.
  const sleutel = `${keten.join(">")}/*`;
  const bekend = cachen ? (cache.get(sleutel) as Record<Namespace, Messages> | undefined) : undefined;
  if (bekend) return bekend;
  const alle = Object.fromEntries(NAMESPACES.map((ns) => [ns, laad(keten, ns)])) as Record<Namespace, Messages>;
  if (cachen) cache.set(sleutel, alle);
  return alle;
}

/** The terms of a language code, for texts written outside the messages (API errors, schemas). */
export function termenVoor(language: string | null | undefined): Termen {
  return termenUit(laad(bekendeKeten(language?.trim() ? language : FALLBACK_LANGUAGE), "translation"));
}

/** A text with "[[leerling]]"-style references filled in for a language code; unknown terms stay as written. */
export function metTermen(tekst: string, language: string | null | undefined): string {
  if (!tekst.includes("[[")) return tekst;
  try {
    return vulTermenIn(tekst, termenVoor(language));
  } catch {
    return tekst;
  }
}

/**
 * Server helper for the tenant layout: the messages of an administration's taalCode (null or
 * empty → nl). Same result as loadMessages; pass `localeVoorTaalCode(taalCode)` as the locale.
 */
export async function getTenantMessages(taalCode: string | null | undefined): Promise<Record<Namespace, Messages>> {
  return voorNextIntl(await loadMessages(taalCode?.trim() ? taalCode : FALLBACK_LANGUAGE));
}

/**
 * In the app's bundles next.config.ts aliases next-intl's formatter to its format-only one
 * (lib/i18n/berichtformaat.ts), which takes messages compiled ahead of time (icu-minify): no ICU
 * parser ships to the browser and a render parses no message. Whether the formatter in this process is that one is asked once, by
 * formatting a compiled probe — so unit tests and scripts (no alias) keep the plain messages, and
 * a formatter that does not match its messages cannot slip through unnoticed.
 */
let formatOnly: boolean | undefined;
export function berichtenGecompileerd(): boolean {
  if (formatOnly === undefined) {
    try {
      const t = createTranslator({ locale: "nl", messages: { p: compile("{x}") } as never, onError: () => {} });
      formatOnly = (t as unknown as (k: string, w: Record<string, string>) => string)("p", { x: "1" }) === "1";
    } catch {
      formatOnly = false;
    }
  }
  return formatOnly;
}

/** Every message of a tree compiled for the format-only formatter (exported for its test). */
export function compileer(boom: Messages): Messages {
  const uit: Messages = {};
  for (const [sleutel, waarde] of Object.entries(boom)) {
    // icu-minify's plural/select options have no prototype, which React refuses to pass to a
    // client component: the JSON round trip makes them plain objects (the format is JSON).
    uit[sleutel] = typeof waarde === "string" ? (JSON.parse(JSON.stringify(compile(waarde))) as string) : compileer(waarde as Messages);
  }
  return uit;
}

// One compiled object per loaded one (loadMessages hands out one object per chain), so the client
// providers' subsets (kies.ts, memoised on the object) are still cut once.
const gecompileerd = new WeakMap<object, Record<Namespace, Messages>>();

/** The messages as next-intl in this process wants them: compiled under the format-only alias, else as written. */
export function voorNextIntl(berichten: Record<Namespace, Messages>): Record<Namespace, Messages> {
  if (!berichtenGecompileerd()) return berichten;
  let uit = gecompileerd.get(berichten);
  if (!uit) {
    uit = compileer(berichten) as Record<Namespace, Messages>;
    if (cachen) gecompileerd.set(berichten, uit);
  }
  return uit;
}
