import * as z from "zod";
import { definitieVelden, type DefinitieInvoer } from "./definities";
import { geordend, type Definitie } from "./typen";
import type { TemplateKind } from "./kind";
import { isTemplateSoort, TEMPLATE_SOORTEN } from "./soorten";

/**
 * A template as a JSON file, for export and for import into another administration. The file
 * names what kind of template it is (`soort`), so a form template is not imported as an OPP
 * template; item types outside the known list are refused with a Dutch message naming the item.
 */
export const UITWISSEL_FORMAAT = "leerroute-template";
export const UITWISSEL_VERSIE = 1;
export const MAX_UITWISSEL_BYTES = 1024 * 1024;


export interface UitwisselBestand {
  formaat: typeof UITWISSEL_FORMAAT;
  versie: number;
  soort: TemplateKind;
  naam: string;
  omschrijving: string | null;
  actief: boolean;
  definities: { soort: string; label: string; toelichting: string | null; verplicht: boolean; opties: unknown }[];
}

export function naarUitwisseling(
  kind: TemplateKind,
  t: { naam: string; omschrijving: string | null; actief: boolean },
  defs: readonly Definitie[],
): UitwisselBestand {
  return {
    formaat: UITWISSEL_FORMAAT,
    versie: UITWISSEL_VERSIE,
    soort: kind,
    naam: t.naam,
    omschrijving: t.omschrijving,
    actief: t.actief,
    definities: geordend(defs).map((d) => ({ soort: d.soort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: d.opties })),
  };
}

const kop = z.object({
  formaat: z.literal(UITWISSEL_FORMAAT, { error: "dit is geen templatebestand van Leerroute" }),
  versie: z.number({ error: "de versie van het bestand ontbreekt" }).int().min(1).max(UITWISSEL_VERSIE, { error: "dit bestand komt uit een nieuwere versie en kan niet worden gelezen" }),
  soort: z.enum(["formulier", "opp", "leerlingplan"], { error: "onbekende soort template" }),
  naam: z.string({ error: "de naam ontbreekt" }).trim().min(1, "de naam ontbreekt").max(200, "de naam is langer dan 200 tekens"),
  omschrijving: z.string().trim().max(2000, "de omschrijving is langer dan 2000 tekens").nullish(),
  actief: z.boolean().optional(),
  definities: z.array(z.unknown(), { error: "de lijst met items (definities) ontbreekt" }).max(500, "een template heeft hoogstens 500 items"),
});

export type ImportResultaat =
  | { ok: true; naam: string; omschrijving: string | null; actief: boolean; definities: DefinitieInvoer[] }
  | { ok: false; issues: { path: string; message: string }[] };

/** Reads an uploaded file (text) as a template of `kind`; every problem as a Dutch field issue. */
export function leesUitwisseling(tekst: string, kind: TemplateKind): ImportResultaat {
  let json: unknown;
  try {
    json = JSON.parse(tekst);
  } catch {
    return { ok: false, issues: [{ path: "bestand", message: "het bestand is geen geldige JSON" }] };
  }
  const k = kop.safeParse(json);
  if (!k.success) {
    const i = k.error.issues[0]!;
    return { ok: false, issues: [{ path: ["bestand", ...i.path.map(String)].join("."), message: i.message }] };
  }
  if (k.data.soort !== kind) return { ok: false, issues: [{ path: "bestand.soort", message: `dit is een ${k.data.soort}-template, geen ${kind}-template` }] };
  const issues: { path: string; message: string }[] = [];
  const definities: DefinitieInvoer[] = [];
  k.data.definities.forEach((d, i) => {
    const soort = (d as { soort?: unknown } | null)?.soort;
    if (!isTemplateSoort(soort)) {
      issues.push({
        path: `bestand.definities.${i}.soort`,
        message: `item ${i + 1} heeft een onbekend itemtype '${String(soort)}'; bekende typen zijn ${TEMPLATE_SOORTEN.join(", ")}`,
      });
      return;
    }
    const r = definitieVelden.safeParse(d);
    if (!r.success) {
      const f = r.error.issues[0]!;
      issues.push({ path: ["bestand", "definities", String(i), ...f.path.map(String)].join("."), message: `item ${i + 1}: ${f.message}` });
      return;
    }
    definities.push(r.data);
  });
  if (issues.length) return { ok: false, issues };
  return { ok: true, naam: k.data.naam, omschrijving: k.data.omschrijving?.trim() || null, actief: k.data.actief ?? true, definities };
}
