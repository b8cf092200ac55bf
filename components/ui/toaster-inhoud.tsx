"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import * as sonner from "sonner";

/** The sonner Toaster (loaded by Toaster in toast.tsx); tells it when it listens. */
export default function ToasterInhoud({ toastOptions, onKlaar, ...props }: sonner.ToasterProps & { onKlaar: (s: typeof sonner) => void }) {
  const t = useTranslations("translation.kit");
  // Runs after sonner's own effect (a child's effects run first): it subscribes to toasts there.
  React.useEffect(() => onKlaar(sonner), [onKlaar]);
  return (
    <sonner.Toaster
      theme="light"
      position="bottom-right"
      closeButton
      containerAriaLabel={t("meldingen")}
      className="toaster group"
      toastOptions={{
        closeButtonAriaLabel: t("sluiten"),
        ...toastOptions,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
