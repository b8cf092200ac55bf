import { deepMerge, type Berichten } from "./berichten";
import { FALLBACK_LANGUAGE, isTaalCode, taalCodeKeten, type TaalCode } from "./taalcode";

export { FALLBACK_LANGUAGE } from "./taalcode";

export const NAMESPACES = ["adm", "beheer", "permissies", "planning", "TemplateDefinitieSoorten", "translation"] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Messages = Berichten;
type Loader = () => Promise<{ default: Messages }>;

/**
 * Every file under messages/, one import each so the bundler includes exactly these (a test
 * checks this list against the folder). nl is complete; a variant lists only the namespaces in
 * which it overrides something.
 */
const BESTANDEN: Record<TaalCode, Partial<Record<Namespace, Loader>>> = {
  nl: {
    adm: () => import("@/messages/nl/adm.json"),
    beheer: () => import("@/messages/nl/beheer.json"),
    permissies: () => import("@/messages/nl/permissies.json"),
    planning: () => import("@/messages/nl/planning.json"),
    TemplateDefinitieSoorten: () => import("@/messages/nl/TemplateDefinitieSoorten.json"),
    translation: () => import("@/messages/nl/translation.json"),
  },
  "nl-so": {
    translation: () => import("@/messages/nl-so/translation.json"),
  },
  "nl-zorg": {
    adm: () => import("@/messages/nl-zorg/adm.json"),
    beheer: () => import("@/messages/nl-zorg/beheer.json"),
    permissies: () => import("@/messages/nl-zorg/permissies.json"),
    planning: () => import("@/messages/nl-zorg/planning.json"),
    translation: () => import("@/messages/nl-zorg/translation.json"),
  },
  "nl-bedrijf": {
    adm: () => import("@/messages/nl-bedrijf/adm.json"),
    beheer: () => import("@/messages/nl-bedrijf/beheer.json"),
    permissies: () => import("@/messages/nl-bedrijf/permissies.json"),
    planning: () => import("@/messages/nl-bedrijf/planning.json"),
    translation: () => import("@/messages/nl-bedrijf/translation.json"),
  },
  "nl-kdv": {
    adm: () => import("@/messages/nl-kdv/adm.json"),
    beheer: () => import("@/messages/nl-kdv/beheer.json"),
    permissies: () => import("@/messages/nl-kdv/permissies.json"),
    planning: () => import("@/messages/nl-kdv/planning.json"),
    translation: () => import("@/messages/nl-kdv/translation.json"),
  },
  "nl-mbo": {
    adm: () => import("@/messages/nl-mbo/adm.json"),
    beheer: () => import("@/messages/nl-mbo/beheer.json"),
    permissies: () => import("@/messages/nl-mbo/permissies.json"),
    planning: () => import("@/messages/nl-mbo/planning.json"),
    translation: () => import("@/messages/nl-mbo/translation.json"),
  },
  "nl-sport": {
    adm: () => import("@/messages/nl-sport/adm.json"),
    beheer: () => import("@/messages/nl-sport/beheer.json"),
    permissies: () => import("@/messages/nl-sport/permissies.json"),
    planning: () => import("@/messages/nl-sport/planning.json"),
    translation: () => import("@/messages/nl-sport/translation.json"),
  },
};

/** The registered files as "code/namespace" (for tests). */
export const BERICHTBESTANDEN: readonly string[] = Object.entries(BESTANDEN).flatMap(([code, namespaces]) =>
  Object.keys(namespaces).map((ns) => `${code}/${ns}`),
);

export function isNamespace(naam: string): naam is Namespace {
  return (NAMESPACES as readonly string[]).includes(naam);
}

/** The resolution chain reduced to codes that have files, e.g. "EN" → ["nl-so", "nl"]. */
export function bekendeKeten(taalCode: string | null | undefined): TaalCode[] {
  return taalCodeKeten(taalCode).filter(isTaalCode);
}

// Keyed by the known chain, so arbitrary codes (the /locales route takes any) can't grow it.
const cache = new Map<string, Promise<Messages>>();

/**
 * One namespace for a language code, merged along the chain (taalCode → nl-so → nl, see
 * taalcode.ts). The result is shared between callers: don't mutate it.
 */
export function loadNamespace(language: string, namespace: Namespace): Promise<Messages> {
  const keten = bekendeKeten(language);
  const sleutel = `${keten.join(">")}/${namespace}`;
  let berichten = cache.get(sleutel);
  if (!berichten) {
    berichten = Promise.all(keten.map((code) => BESTANDEN[code][namespace]?.() ?? Promise.resolve({ default: {} }))).then(
      // Most general first, so each more specific file overrides what came before.
      (bestanden) => bestanden.reverse().reduce<Messages>((samen, { default: b }) => deepMerge(samen, b), {}),
    );
    // A failed import should be retried next time, not cached.
    berichten.catch(() => cache.delete(sleutel));
    cache.set(sleutel, berichten);
  }
  return berichten;
}

/** All namespaces for a language code, as next-intl's `messages` (one top-level key per namespace). */
export async function loadMessages(language: string): Promise<Record<Namespace, Messages>> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(language, ns)] as const));
  return Object.fromEntries(entries) as Record<Namespace, Messages>;
}

/**
 * Server helper for the tenant layout: the messages of an administration's taalCode (null or
 * empty → nl). Same result as loadMessages; pass `localeVoorTaalCode(taalCode)` as the locale.
 */
export function getTenantMessages(taalCode: string | null | undefined): Promise<Record<Namespace, Messages>> {
  return loadMessages(taalCode?.trim() ? taalCode : FALLBACK_LANGUAGE);
}
