import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n";
import type { TemplateKindDeclaratie } from "@/lib/templates/kind";
import { FORMULIER_TEMPLATES } from "@/lib/templates/kind-formulier";
import { LEERLINGPLAN_TEMPLATES } from "@/lib/templates/kind-leerlingplan";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";

/**
 * The template kit screens (components/templates) take their messages' namespaces from a kind's
 * declaration (lib/templates/kind-*.ts), so the message-key scan (message-keys.test.ts), which
 * reads literal namespaces, cannot see their keys. Here every key a kit component asks for is
 * checked in each namespace a declared kind gives it, and each kind's count columns
 * (tellers: kolommen.<kolom>, <tekst>) in its list namespace.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const lees = (bestand: string) => readFileSync(path.join(ROOT, bestand), "utf8");

const KINDEN: readonly TemplateKindDeclaratie[] = [FORMULIER_TEMPLATES, OPP_TEMPLATES, LEERLINGPLAN_TEMPLATES];

/** Which namespaces each kit component reads from a kind's declaration (the page of a template is the builder only where the items sit in the template). */
const GEBRUIK: Record<string, { bestand: string; namespaces: string[] }> = {
  TemplateLijst: { bestand: "components/templates/template-lijst.tsx", namespaces: KINDEN.map((k) => k.berichten.ns) },
  DefinitieDialog: { bestand: "components/templates/definitie-bouwer.tsx", namespaces: KINDEN.map((k) => k.berichten.dialoogNs ?? k.berichten.bouwerNs) },
  DefinitieBouwer: { bestand: "components/templates/definitie-bouwer.tsx", namespaces: KINDEN.map((k) => k.berichten.bouwerNs) },
  DefinitieBouwerPagina: { bestand: "components/templates/definitie-bouwer-pagina.tsx", namespaces: KINDEN.filter((k) => k.items === "template").map((k) => k.berichten.ns) },
};

/** The literal keys `t("…")` / `t(\`…\`)` in the body of one exported component (a `${…}` part matches one segment). */
function sleutelsVan(bron: string, component: string): (string | RegExp)[] {
  const start = bron.indexOf(`export function ${component}`);
  if (start < 0) throw new Error(`${component} niet gevonden`);
  const einde = bron.indexOf("\nexport function ", start + 1);
  const body = bron.slice(start, einde < 0 ? undefined : einde);
  return [...body.matchAll(/(?<![.\w])t\(\s*(?:"([^"]+)"|`([^`]+)`)/g)].map((m) =>
    m[1] !== undefined ? m[1] : new RegExp(`^${m[2]!.split(/\$\{[^}]*\}/).map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^.]+")}$`),
  );
}

/** Every key path in a messages tree ("beheer", "beheer.tags", …). */
const sleutelsOnder = (boom: unknown, prefix = ""): string[] =>
  boom && typeof boom === "object" ? Object.entries(boom).flatMap(([k, v]) => [prefix + k, ...sleutelsOnder(v, `${prefix}${k}.`)]) : [];

function ontbrekend(bekend: Set<string>, ns: string, sleutels: (string | RegExp)[]) {
  const onder = [...bekend].filter((p) => p.startsWith(`${ns}.`)).map((p) => p.slice(ns.length + 1));
  return sleutels.filter((s) => (typeof s === "string" ? !bekend.has(`${ns}.${s}`) : !onder.some((p) => s.test(p)))).map((s) => `${ns}: ${String(s)}`);
}

describe("the template kit's messages, per kind", () => {
  it("every key of every kit component exists in each namespace a kind gives it", async () => {
    const bekend = new Set(sleutelsOnder(await loadMessages("nl")));
    const mist: string[] = [];
    let aantal = 0;
    for (const [component, { bestand, namespaces }] of Object.entries(GEBRUIK)) {
      const sleutels = sleutelsVan(lees(bestand), component);
      aantal += sleutels.length;
      for (const ns of namespaces) mist.push(...ontbrekend(bekend, ns, sleutels));
    }
    expect(aantal).toBeGreaterThan(30);
    expect(mist).toEqual([]);
    // The check itself can fail: a namespace without these texts misses them.
    expect(ontbrekend(bekend, "beheer.tags", sleutelsVan(lees(GEBRUIK.DefinitieBouwer!.bestand), "DefinitieBouwer")).length).toBeGreaterThan(5);
  });

  it("every count column of a kind's list has its header and its text", async () => {
    const bekend = new Set(sleutelsOnder(await loadMessages("nl")));
    const mist: string[] = [];
    for (const k of KINDEN) {
      expect(k.tellers.length, k.kind).toBeGreaterThan(1);
      for (const { kolom, tekst } of k.tellers) mist.push(...ontbrekend(bekend, k.berichten.ns, [`kolommen.${kolom}`, tekst]));
    }
    expect(mist).toEqual([]);
  });

  it("every kind's template page has its title (components/templates/template-pagina.tsx: <ns>.details.paginaTitel)", async () => {
    const bekend = new Set(sleutelsOnder(await loadMessages("nl")));
    expect(KINDEN.flatMap((k) => ontbrekend(bekend, k.berichten.ns, ["details.paginaTitel"]))).toEqual([]);
  });
});
