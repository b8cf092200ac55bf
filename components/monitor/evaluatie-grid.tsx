"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/utils";
import { naarCel, volgendeScore } from "./grid-toetsen";

/**
 * The evaluation grid: pupils × indicators, one keystroke per cell. Keys: 1/N niet, 2/G
 * gedeeltelijk, 3/B beheerst, 0/Delete/Backspace clear; after a score the focus moves one cell
 * right. Space/Enter step the cell through the scores in place. Arrows, Home/End (Ctrl: the
 * grid's first/last cell) and PageUp/PageDown move (ARIA grid pattern: the grid is one tab stop,
 * roving tabindex; `grid-toetsen.ts`). Every change is saved at once (batched a few hundred ms)
 * and each cell shows its own state (saving …, saved ✓, failed !). Rows and columns are
 * virtualised; the header row and the name column stay in view. Each state has a symbol besides
 * its colour; the previous period's value is the small symbol in the corner. Printing renders the
 * whole grid as a plain table (no virtualisation).
 *
 * For keyboard users (issue 30): a skip link "Naar de beoordelingen" among the shell's skip links
 * (the `#paginalinks` slot of app/[admnr]/layout.tsx) focuses the active cell, and a panel above
 * the grid shows the active cell's pupil and the indicator's full text (the column headers are
 * narrow and cut it short).
 */

export type Score = 0 | 50 | 100;
export type CelStatus = "opslaan" | "opgeslagen" | "mislukt";

export interface GridLeerling {
  id: number;
  naam: string;
  magSchrijven: boolean;
  /** Under the name: the pupil's level, route marks… */
  onder?: ReactNode;
}
export interface GridIndicator {
  id: number;
  naam: string;
  kop: string;
}
export interface GridCel {
  score: number | null;
  vorige: number | null;
  /** Carried forward from an earlier period (not this period's own evaluation). */
  doorgeschoven: string | null;
}

const NAAM_BREEDTE = 224;
const KOP_HOOGTE = 112;
const RIJ_HOOGTE = 44;
const KOLOM_BREEDTE = 60;

const TOETS: Record<string, Score | null> = { "1": 0, n: 0, N: 0, "2": 50, g: 50, G: 50, "3": 100, b: 100, B: 100, "0": null, Delete: null, Backspace: null };

const soort = (s: number | null | undefined) => (s === 100 ? "beheerst" : s === 50 ? "gedeeltelijk" : s === 0 ? "niet" : "leeg") as "beheerst" | "gedeeltelijk" | "niet" | "leeg";

const KLEUR: Record<ReturnType<typeof soort>, string> = {
  beheerst: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  gedeeltelijk: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
  niet: "bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-50",
  leeg: "bg-background text-muted-foreground",
};

export function EvaluatieGrid({
  label,
  leerlingen,
  indicatoren,
  cel,
  open,
  status,
  onScore,
}: {
  label: string;
  leerlingen: readonly GridLeerling[];
  indicatoren: readonly GridIndicator[];
  cel: (leerlingId: number, indicatorId: number) => GridCel | undefined;
  /** The period is open for writing. */
  open: boolean;
  status: (leerlingId: number, indicatorId: number) => CelStatus | undefined;
  onScore: (leerlingId: number, indicatorId: number, score: Score | null) => void;
}) {
  const t = useTranslations("planning.monitor");
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const [actief, setActief] = useState({ r: 0, c: 0 });
  // The shell's slot for page skip links; only known in the browser.
  const [skipSlot, setSkipSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSkipSlot(document.getElementById("paginalinks")), []);
  const [afdrukken, setAfdrukken] = useState(false);
  const focusNa = useRef(false);

  useEffect(() => {
    const voor = () => setAfdrukken(true);
    const na = () => setAfdrukken(false);
    window.addEventListener("beforeprint", voor);
    window.addEventListener("afterprint", na);
    return () => {
      window.removeEventListener("beforeprint", voor);
      window.removeEventListener("afterprint", na);
    };
  }, []);

  // TanStack Virtual is not memoisable by the React Compiler; it skips this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rijen = useVirtualizer({ count: leerlingen.length, getScrollElement: () => scrollRef.current, estimateSize: () => RIJ_HOOGTE, overscan: 8 });
  const kolommen = useVirtualizer({ horizontal: true, count: indicatoren.length, getScrollElement: () => scrollRef.current, estimateSize: () => KOLOM_BREEDTE, overscan: 4 });

  const r = Math.min(actief.r, Math.max(0, leerlingen.length - 1));
  const c = Math.min(actief.c, Math.max(0, indicatoren.length - 1));

  useEffect(() => {
    if (!focusNa.current) return;
    focusNa.current = false;
    const id = requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-cel="${r}:${c}"]`)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(id);
  }, [r, c]);

  const ga = useCallback(
    (nr: number, nc: number) => {
      const rr = Math.max(0, Math.min(leerlingen.length - 1, nr));
      const cc = Math.max(0, Math.min(indicatoren.length - 1, nc));
      rijen.scrollToIndex(rr, { align: "auto" });
      kolommen.scrollToIndex(cc, { align: "auto" });
      focusNa.current = true;
      setActief({ r: rr, c: cc });
      // Same cell (already there): focus at once.
      if (rr === r && cc === c) scrollRef.current?.querySelector<HTMLElement>(`[data-cel="${rr}:${cc}"]`)?.focus({ preventScroll: true });
    },
    [leerlingen.length, indicatoren.length, rijen, kolommen, r, c],
  );

  /** The skip link and a focus on the grid itself: to the active cell, scrolled into view. */
  const naarGrid = () => {
    rijen.scrollToIndex(r, { align: "auto" });
    kolommen.scrollToIndex(c, { align: "auto" });
    const zoek = () => scrollRef.current?.querySelector<HTMLElement>(`[data-cel="${r}:${c}"]`);
    const nu = zoek();
    if (nu) nu.focus();
    else requestAnimationFrame(() => zoek()?.focus());
  };

  const opToets = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.metaKey) return;
    const naar = naarCel(e.key, { r, c }, { rijen: leerlingen.length, kolommen: indicatoren.length }, e.ctrlKey);
    if (naar) {
      e.preventDefault();
      ga(naar.r, naar.c);
      return;
    }
    if (e.ctrlKey) return;
    const l = leerlingen[r];
    const i = indicatoren[c];
    if (e.key === " " || e.key === "Enter") {
      if (!l || !i || !open || !l.magSchrijven) return;
      e.preventDefault();
      onScore(l.id, i.id, volgendeScore(cel(l.id, i.id)?.score));
      return;
    }
    if (e.key in TOETS) {
      if (!l || !i || !open || !l.magSchrijven) return;
      e.preventDefault();
      const score = TOETS[e.key]!;
      onScore(l.id, i.id, score);
      if (score !== null) ga(r, c + 1);
    }
  };

  const tekst = (s: number | null | undefined) => t(`legenda.${soort(s)}`);

  const celInhoud = (l: GridLeerling, i: GridIndicator, ri: number, ci: number, links: number | null) => {
    const x = cel(l.id, i.id);
    const st = status(l.id, i.id);
    const s = soort(x?.score);
    const schrijf = open && l.magSchrijven;
    const aria = [
      t("raster.cel", { leerling: l.naam, indicator: i.naam, stand: tekst(x?.score) }),
      x?.doorgeschoven ?? null,
      x && x.vorige !== null ? t("raster.celVorige", { stand: tekst(x.vorige) }) : null,
      st ? t(`statusTekst.${st}`) : null,
      schrijf ? null : t("raster.alleenLezen"),
    ]
      .filter(Boolean)
      .join("; ");
    return (
      <div
        key={i.id}
        role="gridcell"
        aria-colindex={ci + 2}
        aria-readonly={!schrijf}
        aria-label={aria}
        data-cel={`${ri}:${ci}`}
        data-score={x?.score ?? ""}
        data-status={st ?? ""}
        tabIndex={ri === r && ci === c ? 0 : -1}
        onClick={() => ga(ri, ci)}
        // Focus put on another cell (an assistive technology, a script): it becomes the tab stop.
        onFocus={() => {
          if (ri !== r || ci !== c) setActief({ r: ri, c: ci });
        }}
        className={cn(
          "relative flex items-center justify-center border-b border-r text-lg outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset print:text-sm",
          KLEUR[s],
          x?.doorgeschoven ? "opacity-75" : null,
        )}
        style={links !== null ? { position: "absolute", top: 0, left: links, width: KOLOM_BREEDTE, height: RIJ_HOOGTE } : { minHeight: 28 }}
      >
        <span aria-hidden="true">{t(`symbool.${s}`)}</span>
        {x && x.vorige !== null ? (
          <span aria-hidden="true" className="absolute top-0.5 left-1 text-[0.65rem] leading-none text-foreground/70">
            {t(`symbool.${soort(x.vorige)}`)}
          </span>
        ) : null}
        {st ? (
          <span aria-hidden="true" className={cn("absolute right-1 bottom-0.5 text-[0.7rem] leading-none font-semibold", st === "mislukt" ? "text-destructive" : "text-foreground/70")}>
            {t(`status.${st}`)}
          </span>
        ) : null}
      </div>
    );
  };

  const kopCel = (i: GridIndicator) => (
    <>
      <span className="block font-semibold">{i.kop}</span>
      <span className="line-clamp-4 text-[0.7rem] leading-tight font-normal break-words">{i.naam}</span>
    </>
  );

  const legenda = (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {(["beheerst", "gedeeltelijk", "niet", "leeg"] as const).map((k) => (
        <span key={k} className="inline-flex items-center gap-1">
          <span aria-hidden="true" className={cn("inline-flex size-6 items-center justify-center rounded border", KLEUR[k])}>
            {t(`symbool.${k}`)}
          </span>
          {t(`legenda.${k}`)}
        </span>
      ))}
      <span>{t("legenda.vorige")}</span>
    </div>
  );

  const breedte = NAAM_BREEDTE + kolommen.getTotalSize();
  // Roving tabindex: the active cell is the grid's tab stop. Virtualised away (scrolled off with
  // the mouse), the grid itself takes the stop and hands the focus on to the cell.
  const actiefGetekend = rijen.getVirtualItems().some((v) => v.index === r) && kolommen.getVirtualItems().some((v) => v.index === c);
  const actieveLeerling = leerlingen[r];
  const actieveIndicator = indicatoren[c];
  const actieveCel = actieveLeerling && actieveIndicator ? cel(actieveLeerling.id, actieveIndicator.id) : undefined;

  if (afdrukken)
    return (
      <div className="space-y-2">
        {legenda}
        <table className="w-full border-collapse text-xs">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="border p-1 text-left">
                {t("raster.leerlingKop")}
              </th>
              {indicatoren.map((i) => (
                <th key={i.id} scope="col" className="border p-1 align-bottom">
                  {kopCel(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leerlingen.map((l, ri) => (
              <tr key={l.id}>
                <th scope="row" className="border p-1 text-left">
                  {l.naam}
                  {l.onder}
                </th>
                {indicatoren.map((i, ci) => (
                  <td key={i.id} className="border p-0">
                    {celInhoud(l, i, ri, ci, null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="space-y-2">
      {skipSlot
        ? createPortal(
            <a
              href={`#${gridId}`}
              onClick={(e) => {
                e.preventDefault();
                naarGrid();
              }}
              className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
            >
              {t("raster.naarGrid")}
            </a>,
            skipSlot,
          )
        : null}
      {legenda}
      <p className="text-sm text-muted-foreground print:hidden">{t("legenda.uitleg")}</p>
      {actieveLeerling && actieveIndicator ? (
        <div data-testid="actieve-cel" className="min-h-16 rounded-md border bg-muted/40 px-3 py-2 text-sm print:hidden">
          <p className="font-medium">
            {t("raster.paneel", { leerling: actieveLeerling.naam, stand: tekst(actieveCel?.score) })}
          </p>
          <p>
            <span className="mr-2 font-semibold">{actieveIndicator.kop}</span>
            {actieveIndicator.naam === actieveIndicator.kop ? null : <span>{actieveIndicator.naam}</span>}
          </p>
        </div>
      ) : null}
      <div
        ref={scrollRef}
        id={gridId}
        role="grid"
        aria-label={label}
        aria-rowcount={leerlingen.length + 1}
        aria-colcount={indicatoren.length + 1}
        tabIndex={actiefGetekend ? undefined : 0}
        onFocus={(e) => {
          if (e.target === e.currentTarget) naarGrid();
        }}
        onKeyDown={opToets}
        className="relative max-h-[70vh] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <div style={{ width: breedte, height: KOP_HOOGTE + rijen.getTotalSize(), position: "relative" }}>
          <div role="row" aria-rowindex={1} className="sticky top-0 z-20 bg-background" style={{ width: breedte, height: KOP_HOOGTE }}>
            <div role="columnheader" aria-colindex={1} className="sticky left-0 z-30 flex h-full items-end border-r border-b bg-background p-2 text-sm font-semibold" style={{ width: NAAM_BREEDTE }}>
              {t("raster.leerlingKop")}
            </div>
            {kolommen.getVirtualItems().map((v) => {
              const i = indicatoren[v.index]!;
              return (
                <div
                  key={i.id}
                  role="columnheader"
                  aria-colindex={v.index + 2}
                  title={i.naam}
                  className="absolute top-0 flex flex-col justify-end overflow-hidden border-r border-b bg-background p-1 text-xs"
                  style={{ left: NAAM_BREEDTE + v.start, width: v.size, height: KOP_HOOGTE }}
                >
                  {kopCel(i)}
                </div>
              );
            })}
          </div>
          {rijen.getVirtualItems().map((vr) => {
            const l = leerlingen[vr.index]!;
            return (
              <div key={l.id} role="row" aria-rowindex={vr.index + 2} className="absolute left-0" style={{ top: KOP_HOOGTE + vr.start, height: vr.size, width: breedte }}>
                <div role="rowheader" aria-colindex={1} className="sticky left-0 z-10 flex h-full flex-col justify-center border-r border-b bg-background px-2 text-sm" style={{ width: NAAM_BREEDTE }}>
                  <span className="truncate font-medium">{l.naam}</span>
                  {l.onder}
                </div>
                {kolommen.getVirtualItems().map((vc) => celInhoud(l, indicatoren[vc.index]!, vr.index, vc.index, NAAM_BREEDTE + vc.start))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
