"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/**
 * Mount once in the root layout: `<Toaster />`. Then call `toast.success("Opgeslagen")`
 * (or `toast.error(...)`) from any client component. Toasts are announced via an aria-live region.
 */
function Toaster({ toastOptions, ...props }: ToasterProps) {
  const t = useTranslations("translation.kit");
  return (
    <Sonner
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

export { toast, Toaster };
