"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { isApiError } from "@/lib/client/api";
import { useTermen } from "@/lib/client/termen";
import { formatDatum } from "@/lib/format";
import { geordend, isPlanWidget, SOORT_INFO, type Definitie } from "@/lib/templates/typen";
import { PlanVeld, PlanWaarde, type PlanBron } from "./plan-velden";

/** A definition as the screens get it from the API (lib/schemas/formuliertemplates.ts): the engine's shape. */
export type DefinitieView = Definitie;

export type Waarden = Record<string, unknown>;
export type Fouten = Record<string, string>;

const tekstvak = "min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm";

/**
 * The value checks (lib/templates/definities: zod) load apart from the page (issue 32): when the
 * browser is idle after a form that can be filled in has rendered, at the latest on the first check.
 */
const laadControle = () => import("@/lib/templates/definities");

/** The values checked in the browser with the same engine the server uses; issues by definition id. */
export async function controleer(defs: readonly DefinitieView[], waarden: Waarden): Promise<Fouten> {
  const { valideerWaarden } = await laadControle();
  const r = valideerWaarden(defs as Definitie[], waarden);
  if (r.ok) return {};
  return Object.fromEntries(r.issues.map((i) => [i.path.split(".")[1]!, i.message]));
}

/** The server's 400 issues (body.waarden.<id>…) by definition id. */
export function serverFouten(e: unknown): Fouten {
  if (!isApiError(e)) return {};
  const uit: Fouten = {};
  for (const i of e.issues) {
    const m = /^body\.waarden\.(\d+)/.exec(i.path);
    if (m) uit[m[1]!] = i.message;
  }
  return uit;
}

/**
 * The state of a form of template fields (a pupil's form, an OPP category): the values, the
 * errors per field and the form-level one, and `verstuur`: check in the browser, then save; a
 * refusal from the server marks its fields (or shows its text). `foutenTekst`: the form-level
 * text when fields are wrong.
 */
export function useVeldenInvoer(definities: readonly DefinitieView[], begin: Waarden, foutenTekst: string) {
  const foutTekst = useFoutTekst();
  const [waarden, setWaarden] = useState<Waarden>(begin);
  const [fouten, setFouten] = useState<Fouten>({});
  const [algemeen, setAlgemeen] = useState<string>();
  const [bezig, setBezig] = useState(false);
  const verstuur = async (e: FormEvent, opslaan: (waarden: Waarden) => Promise<unknown>) => {
    e.preventDefault();
    setAlgemeen(undefined);
    const f = await controleer(definities, waarden);
    setFouten(f);
    if (Object.keys(f).length) return setAlgemeen(foutenTekst);
    setBezig(true);
    try {
      await opslaan(waarden);
    } catch (err) {
      const s = serverFouten(err);
      setFouten(s);
      setAlgemeen(Object.keys(s).length ? foutenTekst : foutTekst(err));
    } finally {
      setBezig(false);
    }
  };
  return { waarden, setWaarden, fouten, algemeen, bezig, verstuur };
}

/**
 * Filling in (or, read-only, showing) a form from its template's definitions: one widget per item
 * type. The plan-only types (LR, OB, DOM, MON, HAN) use the plan widgets (plan-velden.tsx) over the
 * plan's package `bron`; without it (a template's preview) they are shown read-only.
 */
export function FormulierVelden({
  definities,
  waarden,
  fouten = {},
  onChange,
  alleenLezen,
  bron,
}: {
  definities: readonly DefinitieView[];
  waarden: Waarden;
  fouten?: Fouten;
  onChange?: (w: Waarden) => void;
  alleenLezen?: boolean;
  /** The plan the values belong to (administration and learning-route package), for the plan widgets. */
  bron?: PlanBron;
}) {
  const t = useTranslations("adm.formulieren.velden");
  const termen = useTermen();
  const zet = (id: number, v: unknown) => onChange?.({ ...waarden, [String(id)]: v });
  const invulbaar = Boolean(onChange) && !alleenLezen;
  useEffect(() => {
    if (!invulbaar) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const stop = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void laadControle().catch(() => {}));
    return () => stop(id);
  }, [invulbaar]);
  return (
    <div className="grid gap-5">
      {geordend(definities).map((d) => {
        const id = `item-${d.id}`;
        const w = waarden[String(d.id)];
        const fout = fouten[String(d.id)];
        const widget = SOORT_INFO[d.soort].widget;
        const kop = (
          <>
            {d.label}
            {d.verplicht && <span className="ml-1 text-xs text-muted-foreground">{t("verplichtHaakjes")}</span>}
          </>
        );
        const hulp = [d.toelichting ? `${id}-uitleg` : null, fout ? `${id}-fout` : null].filter(Boolean).join(" ") || undefined;
        const onder = (
          <>
            {d.toelichting && (
              <p id={`${id}-uitleg`} className="text-xs text-muted-foreground">
                {d.toelichting}
              </p>
            )}
            {fout && (
              <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
                {termen(fout)}
              </p>
            )}
          </>
        );
        if (widget === "geen")
          return (
            <div key={d.id} className="grid gap-1">
              <h3 className="font-medium">{d.label}</h3>
              {d.toelichting && <p className="text-sm text-muted-foreground">{d.toelichting}</p>}
            </div>
          );
        const invalid = fout ? true : undefined;
        if (isPlanWidget(widget)) {
          if (alleenLezen || !onChange) return <PlanWaarde key={d.id} widget={widget} bron={bron} label={d.label} waarde={w} terugval={<Weergave definitie={d} waarde={w} />} />;
          return <PlanVeld key={d.id} widget={widget} bron={bron} p={{ id, waarde: w, onChange: (v) => zet(d.id, v), invalid, hulp, kop, onder }} />;
        }
        if (alleenLezen) return <Weergave key={d.id} definitie={d} waarde={w} />;
        const veld = (naam: string) => (w && typeof w === "object" ? (w as Record<string, unknown>)[naam] : undefined);
        switch (widget) {
          case "vinkje":
            return (
              <div key={d.id} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Checkbox id={id} checked={veld("aangevinkt") === true} onCheckedChange={(c) => zet(d.id, { aangevinkt: c === true })} aria-invalid={invalid} aria-describedby={hulp} />
                  <Label htmlFor={id}>{kop}</Label>
                </div>
                {onder}
              </div>
            );
          case "meerkeuze":
          case "rondjes":
            return (
              <fieldset key={d.id} className="grid gap-2" aria-describedby={hulp}>
                <legend className="text-sm font-medium">{kop}</legend>
                <div className="flex flex-wrap gap-3">
                  {(d.opties?.keuzes ?? []).map((k, i) => {
                    const lijst = Array.isArray(veld("keuzes")) ? (veld("keuzes") as string[]) : [];
                    return widget === "meerkeuze" ? (
                      <div key={k} className="flex items-center gap-2">
                        <Checkbox id={`${id}-${i}`} checked={lijst.includes(k)} onCheckedChange={(c) => zet(d.id, { keuzes: c === true ? [...lijst, k] : lijst.filter((x) => x !== k) })} />
                        <Label htmlFor={`${id}-${i}`} className="font-normal">
                          {k}
                        </Label>
                      </div>
                    ) : (
                      <div key={k} className="flex items-center gap-2">
                        <input type="radio" id={`${id}-${i}`} name={id} checked={veld("keuze") === k} onChange={() => zet(d.id, { keuze: k })} className="size-4" />
                        <Label htmlFor={`${id}-${i}`} className="font-normal">
                          {k}
                        </Label>
                      </div>
                    );
                  })}
                </div>
                {onder}
              </fieldset>
            );
          default: {
            const tekst = (v: unknown) => (v === null || v === undefined ? "" : String(v));
            return (
              <div key={d.id} className="grid gap-1">
                <Label htmlFor={id}>{kop}</Label>
                {widget === "keuze" && (d.opties?.keuzes?.length ?? 0) > 0 ? (
                  <NativeSelect id={id} value={tekst(veld("keuze"))} onChange={(e) => zet(d.id, e.target.value ? { keuze: e.target.value } : null)} aria-invalid={invalid} aria-describedby={hulp}>
                    <NativeSelectOption value="">{t("kies")}</NativeSelectOption>
                    {(d.opties?.keuzes ?? []).map((k) => (
                      <NativeSelectOption key={k} value={k}>
                        {k}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                ) : widget === "keuze" ? (
                  <Input id={id} value={tekst(veld("keuze"))} onChange={(e) => zet(d.id, { keuze: e.target.value })} aria-invalid={invalid} aria-describedby={hulp} />
                ) : widget === "tekstvak" || widget === "opgemaakt" ? (
                  <textarea id={id} className={tekstvak} rows={4} value={tekst(veld("tekst"))} onChange={(e) => zet(d.id, { tekst: e.target.value })} aria-invalid={invalid} aria-describedby={hulp} />
                ) : widget === "datum" ? (
                  <Input id={id} type="date" value={tekst(veld("datum"))} onChange={(e) => zet(d.id, e.target.value ? { datum: e.target.value } : null)} aria-invalid={invalid} aria-describedby={hulp} />
                ) : widget === "getal" ? (
                  <Input
                    id={id}
                    type="number"
                    value={tekst(veld("waarde"))}
                    onChange={(e) => zet(d.id, e.target.value === "" ? null : { ...(w as object), waarde: Number(e.target.value) })}
                    aria-invalid={invalid}
                    aria-describedby={hulp}
                  />
                ) : (
                  <Input id={id} value={tekst(veld("tekst"))} onChange={(e) => zet(d.id, { tekst: e.target.value })} aria-invalid={invalid} aria-describedby={hulp} />
                )}
                {onder}
              </div>
            );
          }
        }
      })}
    </div>
  );
}

/** One filled-in value, read-only. */
function Weergave({ definitie: d, waarde }: { definitie: DefinitieView; waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden");
  const v = (waarde && typeof waarde === "object" ? waarde : {}) as Record<string, unknown>;
  let tekst: string;
  if (waarde === undefined || waarde === null) tekst = t("geenWaarde");
  else if ("aangevinkt" in v) tekst = v.aangevinkt ? t("ja") : t("nee");
  else if ("datum" in v) tekst = formatDatum(String(v.datum));
  else if ("waarde" in v) tekst = [v.waarde, v.instrument].filter((x) => x !== undefined && x !== null).join(" · ");
  else if (Array.isArray(v.keuzes)) tekst = v.keuzes.join(", ");
  else if ("keuze" in v) tekst = String(v.keuze);
  else if ("tekst" in v) tekst = String(v.tekst);
  else tekst = Object.values(v).map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(" · ");
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{d.label}</h3>
      <p className="text-sm whitespace-pre-wrap">{tekst}</p>
    </div>
  );
}
