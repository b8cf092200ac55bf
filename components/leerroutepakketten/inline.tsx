"use client";

import { Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { foutmelding } from "./data";

/**
 * Text that becomes an input on "Wijzigen": Enter or the check button saves, Escape cancels.
 * A refused save keeps the input open with the server's message under it.
 */
export function InlineEdit({
  waarde,
  label,
  onSave,
  readOnly,
  children,
  max = 1000,
}: {
  waarde: string;
  /** What is edited, e.g. "naam van Tellen". */
  label: string;
  onSave: (nieuw: string) => Promise<unknown>;
  readOnly?: boolean;
  children?: ReactNode;
  max?: number;
}) {
  const [bewerken, setBewerken] = useState(false);
  const [tekst, setTekst] = useState(waarde);
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const id = useId();

  if (!bewerken)
    return (
      <span className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 flex-1 break-words">{children ?? waarde}</span>
        {!readOnly && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Wijzig ${label}`}
            onClick={() => {
              setTekst(waarde);
              setFout(null);
              setBewerken(true);
            }}
          >
            <Pencil aria-hidden className="size-4" />
          </Button>
        )}
      </span>
    );

  async function opslaan() {
    const t = tekst.trim();
    if (!t) return setFout("Vul een waarde in.");
    if (t.length > max) return setFout(`Hoogstens ${max} tekens.`);
    setBezig(true);
    try {
      await onSave(t);
      setBewerken(false);
    } catch (e) {
      setFout(foutmelding(e, "Opslaan is niet gelukt."));
    } finally {
      setBezig(false);
    }
  }

  return (
    <form
      className="flex flex-1 flex-wrap items-start gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void opslaan();
      }}
    >
      <div className="min-w-48 flex-1">
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
        <Input
          id={id}
          autoFocus
          value={tekst}
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-fout` : undefined}
          onChange={(e) => setTekst(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              setBewerken(false);
            }
          }}
        />
        {fout && (
          <p id={`${id}-fout`} role="alert" className="mt-1 text-sm text-destructive">
            {fout}
          </p>
        )}
      </div>
      <Button type="submit" variant="ghost" size="icon" aria-label={`${label} opslaan`} disabled={bezig}>
        <Check aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label="Annuleren" onClick={() => setBewerken(false)}>
        <X aria-hidden className="size-4" />
      </Button>
    </form>
  );
}

/** One input with an add button under a list; clears after a successful add. */
export function InlineAdd({ label, knop, onAdd, max = 1000 }: { label: string; knop: string; onAdd: (tekst: string) => Promise<unknown>; max?: number }) {
  const [tekst, setTekst] = useState("");
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const t = tekst.trim();
        if (!t) return setFout(`Vul ${label.toLowerCase()} in.`);
        if (t.length > max) return setFout(`Hoogstens ${max} tekens.`);
        setBezig(true);
        try {
          await onAdd(t);
          setTekst("");
          setFout(null);
        } catch (err) {
          setFout(foutmelding(err, "Toevoegen is niet gelukt."));
        } finally {
          setBezig(false);
        }
      }}
    >
      <div className="min-w-64 flex-1 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={tekst}
          onChange={(e) => setTekst(e.target.value)}
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-fout` : undefined}
        />
        {fout && (
          <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
            {fout}
          </p>
        )}
      </div>
      <Button type="submit" disabled={bezig}>
        <Plus aria-hidden className="size-4" />
        {knop}
      </Button>
    </form>
  );
}

/** A delete button behind a confirmation. */
export function DeleteButton({ titel, omschrijving, label, onConfirm }: { titel: string; omschrijving: string; label: string; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={label}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{titel}</AlertDialogTitle>
          <AlertDialogDescription>{omschrijving}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Verwijderen
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
