"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { forwardRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A file input that speaks Dutch: the browser's own control says "Choose File / No file chosen"
 * in the browser's language. The real input stays (keyboard, screen readers, forms, Playwright's
 * setInputFiles) but is visually replaced by a labelled button and the chosen file's name.
 * Give it an `id` and a <Label htmlFor>.
 */
export const FileInput = forwardRef<HTMLInputElement, Omit<ComponentProps<"input">, "type">>(function FileInput({ className, onChange, id, ...props }, ref) {
  const t = useTranslations("translation.kit.bestand");
  const [naam, setNaam] = useState<string>();
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <input
        ref={ref}
        id={id}
        type="file"
        className="peer sr-only"
        onChange={(e) => {
          setNaam(e.target.files?.[0]?.name);
          onChange?.(e);
        }}
        {...props}
      />
      <label
        htmlFor={id}
        aria-hidden
        className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-xs peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-accent"
      >
        <Upload aria-hidden className="size-4" />
        {t("kiezen")}
      </label>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {naam ? t("gekozen", { naam }) : t("geen")}
      </span>
    </div>
  );
});
