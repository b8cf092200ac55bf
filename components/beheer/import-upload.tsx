"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ReactNode, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/* The file form and progress bar both importers (EDEX, spreadsheet) and the connector's review show. */

/** Progress of long work: a bar with a percentage, or a running bar when the end is unknown. */
export function Voortgang({ label, waarde }: { label: string; waarde?: number }) {
  return (
    <div className="space-y-1" role="status">
      <p className="text-sm">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={waarde === undefined ? undefined : Math.round(waarde * 100)}
        className="h-2 w-full overflow-hidden rounded bg-muted"
      >
        <div
          className={cn("h-full bg-primary transition-all", waarde === undefined && "w-1/3 animate-pulse motion-reduce:animate-none")}
          style={waarde === undefined ? undefined : { width: `${Math.round(waarde * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The file form of both importers: the Dutch file input, optional extra fields, the submit
 * button, the upload's progress (then `verwerken` while the server works) and one error text.
 */
export function UploadFormulier({
  formulier,
  label,
  accept,
  knop,
  knopVariant = "default",
  bestand,
  onBestand,
  onVerstuur,
  fout,
  bezig,
  voortgang,
  verwerken,
  inputRef,
  children,
}: {
  /** Accessible name of the form. */
  formulier: string;
  label: string;
  accept: string;
  knop: string;
  knopVariant?: "default" | "outline";
  bestand: File | null;
  onBestand: (bestand: File | null) => void;
  onVerstuur: () => void;
  fout: string | null;
  bezig: boolean;
  /** Uploaded fraction while busy. */
  voortgang: number;
  verwerken: string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  const t = useTranslations("beheer.import.voortgang");
  const inputId = useId();
  const foutId = useId();
  return (
    <form
      className="space-y-4"
      aria-label={formulier}
      onSubmit={(e) => {
        e.preventDefault();
        onVerstuur();
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={inputId}>{label}</Label>
          <FileInput
            ref={inputRef}
            id={inputId}
            accept={accept}
            aria-invalid={fout ? true : undefined}
            aria-describedby={fout ? foutId : undefined}
            onChange={(e) => onBestand(e.target.files?.[0] ?? null)}
          />
        </div>
        {children}
        <Button type="submit" variant={knopVariant} disabled={bezig}>
          <Upload aria-hidden className="size-4" />
          {knop}
        </Button>
      </div>
      {bezig && <Voortgang label={voortgang < 1 ? t("uploaden", { bestand: bestand?.name ?? "" }) : verwerken} waarde={voortgang < 1 ? voortgang : undefined} />}
      {fout && (
        <p id={foutId} role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {fout}
        </p>
      )}
    </form>
  );
}
