"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useDomeinen, useNiveaus } from "@/components/leerroutepakketten/data";
import { useLeerroutes } from "@/components/leerroutepakketten/leerroutes-data";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { PlanWidget } from "@/lib/templates/typen";

/**
 * The widgets of the plan-only item types (LR, OB, DOM, MON, HAN): pickers over the plan's
 * learning-route package, loaded through the package's catalogue calls (Leerroutes/Leerroutepakket,
 * Leerroutepakketten/Domeinen, Niveaus/Leerroutepakket), and their read-only rendering by name.
 * One entry per widget in PLAN_VELDEN; FormulierVelden picks the entry by the type's widget
 * (lib/templates/soorten.ts), so the OPP editor, the pupil-plan editor and every other user of
 * the engine get them.
 */

/** Where a plan's values point: the administration and the plan's package (null: the pupil has no learning route). */
export interface PlanBron {
  admnr: number;
  leerroutepakketId: number | null;
}

export interface PlanVeldProps {
  id: string;
  waarde: unknown;
  onChange: (v: unknown) => void;
  invalid?: boolean;
  hulp?: string;
  /** The item's label (with "required"), for the control's label or the fieldset's legend. */
  kop: ReactNode;
  /** Explanation and error under the control. */
  onder: ReactNode;
}

type Rec = Record<string, unknown>;
const veld = (w: unknown, naam: string) => (w && typeof w === "object" ? (w as Rec)[naam] : undefined);
const getallen = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

function Melding({ children, fout }: { children: ReactNode; fout?: boolean }) {
  return fout ? (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  ) : (
    <p className="text-sm text-muted-foreground">{children}</p>
  );
}

/** The state of a catalogue list: loading, failed or empty, with the right text; null when there is data to show. */
function lijstStaat(t: (k: "fout" | "laden") => string, q: { data?: readonly unknown[]; isError: boolean }, leeg: string): ReactNode {
  if (q.isError) return <Melding fout>{t("fout")}</Melding>;
  if (!q.data) return <Melding>{t("laden")}</Melding>;
  return q.data.length === 0 ? <Melding>{leeg}</Melding> : null;
}

function Kies({ id, label, waarde, opties, onChange, invalid, hulp }: { id: string; label?: string; waarde: number | undefined; opties: { waarde: number; label: string }[]; onChange: (n: number | null) => void; invalid?: boolean; hulp?: string }) {
  const t = useTranslations("adm.formulieren.velden");
  return (
    <NativeSelect id={id} aria-label={label} value={waarde === undefined ? "" : String(waarde)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} aria-invalid={invalid} aria-describedby={hulp}>
      <NativeSelectOption value="">{t("kies")}</NativeSelectOption>
      {opties.map((o) => (
        <NativeSelectOption key={o.waarde} value={o.waarde}>
          {o.label}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}

/** A one-number choice (LR, OB): a select over the package's list, the value stored as `{ [sleutel]: nummer }`. */
function NummerVeld({ p, lijst, leeg, sleutel }: { p: PlanVeldProps; lijst: { data?: { nummer: number; label: string }[]; isError: boolean }; leeg: string; sleutel: "leerrouteNummer" | "uitstroombestemmingNummer" }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const nummer = veld(p.waarde, sleutel) as number | undefined;
  return (
    <div className="grid gap-1">
      <Label htmlFor={p.id}>{p.kop}</Label>
      {lijstStaat(t, lijst, leeg) ?? <Kies id={p.id} waarde={nummer} opties={(lijst.data ?? []).map((o) => ({ waarde: o.nummer, label: o.label }))} onChange={(n) => p.onChange(n === null ? null : { [sleutel]: n })} invalid={p.invalid} hulp={p.hulp} />}
      {p.onder}
    </div>
  );
}

function LeerrouteVeld({ bron, pakketId, p }: { bron: PlanBron; pakketId: number; p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useLeerroutes(bron.admnr, pakketId);
  const data = q.data?.map((r) => ({ nummer: r.nummer, label: t("leerroute", { nummer: r.nummer, naam: r.naam }) }));
  return <NummerVeld p={p} lijst={{ data, isError: q.isError }} leeg={t("geenLeerroutes")} sleutel="leerrouteNummer" />;
}

/** The package's exit destinations: those of its routes, each once, by name. */
function useUitstroombestemmingen(admnr: number, pakketId: number) {
  const q = useLeerroutes(admnr, pakketId);
  const perNummer = new Map<number, string>();
  for (const r of q.data ?? []) for (const u of r.uitstroombestemmingen) perNummer.set(u.nummer, u.naam);
  const data = q.data ? [...perNummer].map(([nummer, naam]) => ({ nummer, naam })).sort((a, b) => a.naam.localeCompare(b.naam, "nl")) : undefined;
  return { data, isError: q.isError };
}

function UitstroomVeld({ bron, pakketId, p }: { bron: PlanBron; pakketId: number; p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useUitstroombestemmingen(bron.admnr, pakketId);
  return <NummerVeld p={p} lijst={{ data: q.data?.map((u) => ({ nummer: u.nummer, label: u.naam })), isError: q.isError }} leeg={t("geenUitstroom")} sleutel="uitstroombestemmingNummer" />;
}

function DomeinenVeld({ bron, pakketId, p }: { bron: PlanBron; pakketId: number; p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useDomeinen(bron.admnr, pakketId);
  const staat = lijstStaat(t, q, t("geenDomeinen"));
  const gekozen = getallen(veld(p.waarde, "domeinIds"));
  return (
    <fieldset className="grid gap-2" aria-describedby={p.hulp}>
      <legend className="text-sm font-medium">{p.kop}</legend>
      {staat ?? (
        <div className="flex flex-wrap gap-3">
          {(q.data ?? []).map((d) => (
            <div key={d.id} className="flex items-center gap-2">
              <Checkbox
                id={`${p.id}-${d.id}`}
                checked={gekozen.includes(d.id)}
                onCheckedChange={(c) => {
                  // Kept in the package's order, whatever order they were ticked in.
                  const volgende = (q.data ?? []).map((x) => x.id).filter((x) => (x === d.id ? c === true : gekozen.includes(x)));
                  p.onChange({ domeinIds: volgende });
                }}
              />
              <Label htmlFor={`${p.id}-${d.id}`} className="font-normal">
                {d.naam}
              </Label>
            </div>
          ))}
        </div>
      )}
      {p.onder}
    </fieldset>
  );
}

function NiveausVeld({ bron, pakketId, p }: { bron: PlanBron; pakketId: number; p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const domeinen = useDomeinen(bron.admnr, pakketId);
  const niveaus = useNiveaus(bron.admnr, pakketId);
  const rijen = (Array.isArray(veld(p.waarde, "niveaus")) ? veld(p.waarde, "niveaus") : []) as { domeinId: number; niveauNummer: number }[];
  const per = new Map(rijen.map((r) => [r.domeinId, r.niveauNummer]));
  const zet = (domeinId: number, n: number | null) => {
    const nieuw = new Map(per);
    if (n === null) nieuw.delete(domeinId);
    else nieuw.set(domeinId, n);
    const lijst = (domeinen.data ?? []).filter((d) => nieuw.has(d.id)).map((d) => ({ domeinId: d.id, niveauNummer: nieuw.get(d.id)! }));
    p.onChange(lijst.length ? { niveaus: lijst } : null);
  };
  const opties = (niveaus.data ?? []).map((n) => ({ waarde: n.nummer, label: n.label && n.label !== n.waarde ? t("niveau", { waarde: n.waarde, label: n.label }) : n.waarde }));
  return (
    <fieldset className="grid gap-2" aria-describedby={p.hulp}>
      <legend className="text-sm font-medium">{p.kop}</legend>
      {lijstStaat(t, domeinen, t("geenDomeinen")) ?? lijstStaat(t, niveaus, t("geenNiveaus")) ?? (
        <div className="grid gap-2 sm:grid-cols-2">
          {(domeinen.data ?? []).map((d) => (
            <div key={d.id} className="grid gap-1">
              <Label htmlFor={`${p.id}-${d.id}`} className="font-normal">
                {d.naam}
              </Label>
              <Kies id={`${p.id}-${d.id}`} waarde={per.get(d.id)} opties={opties} onChange={(n) => zet(d.id, n)} />
            </div>
          ))}
        </div>
      )}
      {p.onder}
    </fieldset>
  );
}

function HandelingsdeelVeld({ p }: { p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium">{p.kop}</span>
      <div className="flex items-center gap-2">
        <Checkbox id={p.id} checked={veld(p.waarde, "zieHandelingsdeel") === true} onCheckedChange={(c) => p.onChange({ zieHandelingsdeel: c === true })} aria-invalid={p.invalid} aria-describedby={p.hulp} />
        <Label htmlFor={p.id} className="font-normal">
          {t("zieHandelingsdeel")}
        </Label>
      </div>
      {p.onder}
    </div>
  );
}

/** The value read-only, by name (loaded from the package); "not filled in" without a value. */
function Toon({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{label}</h3>
      <div className="text-sm">{children}</div>
    </div>
  );
}

function LeerrouteTonen({ bron, pakketId, waarde }: { bron: PlanBron; pakketId: number; waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useLeerroutes(bron.admnr, pakketId);
  const n = veld(waarde, "leerrouteNummer") as number;
  const r = q.data?.find((x) => x.nummer === n);
  return <>{t("leerroute", { nummer: n, naam: r?.naam ?? t("onbekend") })}</>;
}

function UitstroomTonen({ bron, pakketId, waarde }: { bron: PlanBron; pakketId: number; waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useUitstroombestemmingen(bron.admnr, pakketId);
  const n = veld(waarde, "uitstroombestemmingNummer") as number;
  return <>{q.data?.find((x) => x.nummer === n)?.naam ?? t("nummer", { nummer: n })}</>;
}

function DomeinenTonen({ bron, pakketId, waarde }: { bron: PlanBron; pakketId: number; waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const q = useDomeinen(bron.admnr, pakketId);
  const ids = getallen(veld(waarde, "domeinIds"));
  return <>{ids.map((id) => q.data?.find((d) => d.id === id)?.naam ?? t("nummer", { nummer: id })).join(", ")}</>;
}

function NiveausTonen({ bron, pakketId, waarde }: { bron: PlanBron; pakketId: number; waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const domeinen = useDomeinen(bron.admnr, pakketId);
  const niveaus = useNiveaus(bron.admnr, pakketId);
  const rijen = (veld(waarde, "niveaus") ?? []) as { domeinId: number; niveauNummer: number }[];
  return (
    <ul className="list-none space-y-0.5">
      {rijen.map((r) => (
        <li key={r.domeinId}>
          {t("domeinNiveau", {
            domein: domeinen.data?.find((d) => d.id === r.domeinId)?.naam ?? t("nummer", { nummer: r.domeinId }),
            niveau: niveaus.data?.find((n) => n.nummer === r.niveauNummer)?.waarde ?? String(r.niveauNummer),
          })}
        </li>
      ))}
    </ul>
  );
}

interface PlanVeldEntry {
  /** Whether the widget picks from the package (else it works without one, e.g. HAN). */
  pakket: boolean;
  Invoer: (a: { bron: PlanBron; pakketId: number; p: PlanVeldProps }) => ReactNode;
  Tonen: (a: { bron: PlanBron; pakketId: number; waarde: unknown }) => ReactNode;
}

/** One entry per plan widget (lib/templates PLAN_WIDGETS): the editor and the read-only rendering. */
export const PLAN_VELDEN: Readonly<Record<PlanWidget, PlanVeldEntry>> = {
  leerroute: { pakket: true, Invoer: LeerrouteVeld, Tonen: LeerrouteTonen },
  uitstroom: { pakket: true, Invoer: UitstroomVeld, Tonen: UitstroomTonen },
  domeinen: { pakket: true, Invoer: DomeinenVeld, Tonen: DomeinenTonen },
  niveaus: { pakket: true, Invoer: NiveausVeld, Tonen: NiveausTonen },
  handelingsdeel: { pakket: false, Invoer: HandelingsdeelVeld, Tonen: HandelingsdeelTonen },
};

function HandelingsdeelTonen({ waarde }: { waarde: unknown }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  return <>{veld(waarde, "zieHandelingsdeel") ? t("zieHandelingsdeel") : t("nietHandelingsdeel")}</>;
}

/** A plan widget in the editor: the picker, or a clear text when the plan has no package to pick from. */
export function PlanVeld({ widget, bron, p }: { widget: PlanWidget; bron: PlanBron | undefined; p: PlanVeldProps }) {
  const t = useTranslations("adm.formulieren.velden.plan");
  const e = PLAN_VELDEN[widget];
  const pakketId = bron?.leerroutepakketId ?? null;
  if (e.pakket && (!bron || pakketId === null))
    return (
      <div className="grid gap-1">
        <span className="text-sm font-medium">{p.kop}</span>
        <Melding>{bron ? t("geenPakket") : t("alleenInPlan")}</Melding>
        {p.onder}
      </div>
    );
  return <e.Invoer bron={bron ?? { admnr: 0, leerroutepakketId: null }} pakketId={pakketId ?? 0} p={p} />;
}

/** A plan widget's value read-only; `terugval` renders it without a package (the generic rendering). */
export function PlanWaarde({ widget, bron, label, waarde, terugval }: { widget: PlanWidget; bron: PlanBron | undefined; label: string; waarde: unknown; terugval: ReactNode }) {
  const t = useTranslations("adm.formulieren.velden");
  const e = PLAN_VELDEN[widget];
  if (waarde === undefined || waarde === null) return <Toon label={label}>{t("geenWaarde")}</Toon>;
  if (e.pakket && (!bron || bron.leerroutepakketId === null)) return <>{terugval}</>;
  return (
    <Toon label={label}>
      <e.Tonen bron={bron ?? { admnr: 0, leerroutepakketId: null }} pakketId={bron?.leerroutepakketId ?? 0} waarde={waarde} />
    </Toon>
  );
}
