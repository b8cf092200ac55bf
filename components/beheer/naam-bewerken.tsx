"use client";

import { useMutation } from "@tanstack/react-query";
import { Check, Pencil, Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/client/api";

/** Validation of a list item's name, the same rules as the server (1–100 characters). */
export function naamFout(naam: string, wat: string): string | undefined {
  const schoon = naam.trim();
  if (!schoon) return `Vul de naam van de ${wat} in.`;
  if (schoon.length > 100) return "De naam mag hoogstens 100 tekens zijn.";
  return undefined;
}

/**
 * A name shown as text with an edit button; editing turns it into a field in place. Enter or the
 * check button saves, Escape or the cross cancels. Errors show next to the field.
 */
export function NaamBewerken({ naam, wat, opslaan }: { naam: string; wat: string; opslaan: (naam: string) => Promise<unknown> }) {
  const [bezig, setBezig] = useState(false);
  const [waarde, setWaarde] = useState(naam);
  const [fout, setFout] = useState<string | undefined>();
  const veld = useRef<HTMLInputElement>(null);
  const knop = useRef<HTMLButtonElement>(null);
  const save = useMutation({
    mutationFn: (n: string) => opslaan(n),
    onSuccess: () => {
      setBezig(false);
      setTimeout(() => knop.current?.focus(), 0);
    },
    onError: (e) => setFout(e instanceof ApiError ? (e.issues[0]?.message ?? e.message) : "Opslaan is niet gelukt."),
  });
  useEffect(() => {
    if (bezig) veld.current?.focus();
  }, [bezig]);

  if (!bezig)
    return (
      <div className="flex items-center gap-1">
        <span className="font-medium">{naam}</span>
        <Button
          ref={knop}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`${naam} bewerken`}
          onClick={() => {
            setWaarde(naam);
            setFout(undefined);
            setBezig(true);
          }}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      </div>
    );

  const id = `naam-${wat.replace(/\W/g, "")}-${naam.replace(/\W/g, "")}`;
  function bewaar() {
    const f = naamFout(waarde, wat);
    if (f) return setFout(f);
    if (waarde.trim() === naam) return setBezig(false);
    save.mutate(waarde.trim());
  }
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          Nieuwe naam voor {naam}
        </label>
        <Input
          ref={veld}
          id={id}
          value={waarde}
          onChange={(e) => setWaarde(e.target.value)}
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-error` : undefined}
          className="h-8 w-64"
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              bewaar();
            } else if (e.key === "Escape") {
              e.preventDefault();
              setBezig(false);
              setTimeout(() => knop.current?.focus(), 0);
            }
          }}
        />
        <Button type="button" variant="ghost" size="icon" aria-label="Naam opslaan" disabled={save.isPending} onClick={bewaar}>
          <Check aria-hidden className="size-4" />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label="Bewerken annuleren" onClick={() => setBezig(false)}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      {fout && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {fout}
        </p>
      )}
    </div>
  );
}

/** "Add" row of a simple list: a labelled field and a button; the error shows next to the field. */
export function NaamToevoegen({ id, label, wat, toevoegen }: { id: string; label: string; wat: string; toevoegen: (naam: string) => Promise<unknown> }) {
  const [waarde, setWaarde] = useState("");
  const [fout, setFout] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (n: string) => toevoegen(n),
    onSuccess: (_r, n) => {
      // Only clear what was sent: the user may already be typing the next name.
      setWaarde((w) => (w.trim() === n ? "" : w));
      setFout(undefined);
    },
    onError: (e) => setFout(e instanceof ApiError ? (e.issues[0]?.message ?? e.message) : "Toevoegen is niet gelukt."),
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const f = naamFout(waarde, wat);
        if (f) return setFout(f);
        add.mutate(waarde.trim());
      }}
    >
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          value={waarde}
          onChange={(e) => setWaarde(e.target.value)}
          autoComplete="off"
          className="w-72"
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-error` : undefined}
        />
        {fout && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {fout}
          </p>
        )}
      </div>
      <Button type="submit" className="mt-[1.375rem]" disabled={add.isPending}>
        <Plus aria-hidden className="size-4" />
        {add.isPending ? "Bezig…" : "Toevoegen"}
      </Button>
    </form>
  );
}
