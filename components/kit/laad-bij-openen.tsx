"use client";

import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from "react";

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
