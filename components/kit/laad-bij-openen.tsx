"use client";

import { cloneElement, Suspense, useEffect, useState, type ReactElement, type ReactNode } from "react";

/** The props every dialog that LaadBijOpenen mounts shares. */
export interface BijOpenenProps {
  /** The button that opens it. */
  trigger: ReactNode;
  /** Open when mounted (LaadBijOpenen mounts it on the trigger's first click). */
  initialOpen?: boolean;
}

/**
 * The search box of a dialog that looks something up: what is typed (`zoek`) and, 250 ms after the
 * last key, the trimmed term to ask the server for (`zoekterm`).
 */
export function useZoekterm() {
  const [zoek, setZoek] = useState("");
  const [zoekterm, setZoekterm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setZoekterm(zoek.trim()), 250);
    return () => clearTimeout(timer);
  }, [zoek]);
  return { zoek, setZoek, zoekterm };
}

type Trigger = ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>;

/**
 * A dialog whose code (its form, zod, Radix's dialog) loads on the first click instead of with the
 * page (issue 27). Until then `trigger` is shown as it is, and clicking it renders `children` —
 * the real dialog, from a React.lazy module, opened at once — with that same trigger; while the
 * module loads the trigger stays in place. Pointing at or focusing the trigger starts the load.
 *
 *   const Dialoog = lazy(() => import("./leerling-form").then((m) => ({ default: m.LeerlingFormDialog })));
 *   <LaadBijOpenen trigger={<AddButton label={…} />} laad={laadDialoog}>{(trigger) => <Dialoog trigger={trigger} initialOpen … />}</LaadBijOpenen>
 */
export function LaadBijOpenen({ trigger, laad, children }: { trigger: Trigger; laad: () => Promise<unknown>; children: (trigger: ReactElement) => ReactNode }) {
  const [geopend, setGeopend] = useState(false);
  if (geopend) return <Suspense fallback={trigger}>{children(trigger)}</Suspense>;
  const voorladen = () => void laad().catch(() => {});
  return cloneElement(trigger, { onClick: () => setGeopend(true), onPointerEnter: voorladen, onFocus: voorladen });
}
