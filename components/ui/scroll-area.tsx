"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Horizontal scrolling for wide tables and grids, with a visible cue: a shadow on the side that
 * has more, and (only while it overflows) keyboard focus so arrow keys scroll it.
 */
export function ScrollArea({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  const t = useTranslations("translation.kit.tabel");
  const ref = useRef<HTMLDivElement>(null);
  const [rand, setRand] = useState({ links: false, rechts: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const meet = () => {
      const links = el.scrollLeft > 1;
      const rechts = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setRand((r) => (r.links === links && r.rechts === rechts ? r : { links, rechts }));
    };
    el.addEventListener("scroll", meet, { passive: true });
    // The observer's first report (after the browser's own layout) is the first measurement:
    // measuring here, in the effect, forced a layout of the whole table inside the hydration task.
    const ro = new ResizeObserver(meet);
    ro.observe(el);
    if (el.firstElementChild) ro.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", meet);
      ro.disconnect();
    };
  }, []);
  const scrollt = rand.links || rand.rechts;
  return (
    <div className={cn("relative w-full min-w-0 max-w-full", className)} data-slot="scroll-area" data-overflow={scrollt ? "" : undefined}>
      <div
        ref={ref}
        className="relative w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        tabIndex={scrollt ? 0 : undefined}
        role={scrollt ? "region" : undefined}
        aria-label={scrollt ? (label ?? t("verschuif")) : undefined}
      >
        {children}
      </div>
      <div aria-hidden className={cn("pointer-events-none absolute inset-y-0 left-0 w-6 bg-gradient-to-r from-black/10 to-transparent transition-opacity", rand.links ? "opacity-100" : "opacity-0")} />
      <div aria-hidden className={cn("pointer-events-none absolute inset-y-0 right-0 w-6 bg-gradient-to-l from-black/10 to-transparent transition-opacity", rand.rechts ? "opacity-100" : "opacity-0")} />
    </div>
  );
}
