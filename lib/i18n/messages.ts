export const NAMESPACES = ["adm", "beheer", "permissies", "planning", "TemplateDefinitieSoorten", "translation"] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const FALLBACK_LANGUAGE = "nl";

type Messages = Record<string, unknown>;

const loaders: Record<string, Record<Namespace, () => Promise<{ default: Messages }>>> = {
  nl: {
    adm: () => import("@/messages/nl/adm.json"),
    beheer: () => import("@/messages/nl/beheer.json"),
    permissies: () => import("@/messages/nl/permissies.json"),
    planning: () => import("@/messages/nl/planning.json"),
    TemplateDefinitieSoorten: () => import("@/messages/nl/TemplateDefinitieSoorten.json"),
    translation: () => import("@/messages/nl/translation.json"),
  },
};

export async function loadNamespace(language: string, namespace: Namespace): Promise<Messages> {
  const lang = loaders[language.toLowerCase()] ? language.toLowerCase() : FALLBACK_LANGUAGE;
  return (await loaders[lang]![namespace]()).default;
}

export async function loadMessages(language: string): Promise<Record<Namespace, Messages>> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(language, ns)] as const));
  return Object.fromEntries(entries) as Record<Namespace, Messages>;
}
