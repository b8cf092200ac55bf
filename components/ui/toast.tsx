"use client";

import * as React from "react";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof import("sonner");

/**
 * Toasts without sonner in the first load (issue 27): `<Toaster />` (root layout, mounted once)
 * loads the real one when the browser is idle after hydration, or at once when a toast is asked
 * for before that; `toast.success("Opgeslagen")` (or error/info/warning) from any client component
 * shows it as soon as that Toaster listens. Toasts are announced via its aria-live region.
 */
let klaar: (s: Sonner) => void = () => {};
const sonnerKlaar = new Promise<Sonner>((r) => (klaar = r));
let laadNu: (() => void) | null = null;
let gevraagd = false;

type Melding = (message: React.ReactNode, data?: ExternalToast) => void;
const melding =
  (soort: "success" | "error" | "info" | "warning"): Melding =>
  (message, data) => {
    gevraagd = true;
    laadNu?.();
    void sonnerKlaar.then((s) => s.toast[soort](message, data));
  };
const toast = { success: melding("success"), error: melding("error"), info: melding("info"), warning: melding("warning") };

const ToasterInhoud = React.lazy(() => import("./toaster-inhoud"));

function Toaster(props: ToasterProps) {
  const [laden, setLaden] = React.useState(false);
  React.useEffect(() => {
    laadNu = () => setLaden(true);
    if (gevraagd) laadNu();
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const stop = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => setLaden(true));
    return () => {
      stop(id);
      laadNu = null;
    };
  }, []);
  return laden ? (
    <React.Suspense fallback={null}>
      <ToasterInhoud {...props} onKlaar={klaar} />
    </React.Suspense>
  ) : null;
}

export { toast, Toaster };
