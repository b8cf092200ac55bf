"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
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
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";

export const foutmelding = (e: unknown, standaard: string) => (e instanceof ApiError ? e.message : standaard);

/**
 * Saves a new order of a numbered list (`{ nrs }` to a reorganize call) with the cached list
 * reordered at once and restored when the server refuses.
 */
export function useVolgordeOpslaan<T extends { nr: number }>(admnr: number, queryKey: readonly unknown[], pad: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nrs: number[]) => api.post(pad, { nrs }, { administratieNr: admnr }),
    onMutate: async (nrs) => {
      await qc.cancelQueries({ queryKey, exact: true });
      const vorige = qc.getQueryData<T[]>(queryKey);
      if (vorige) qc.setQueryData(queryKey, nrs.map((nr) => vorige.find((r) => r.nr === nr)!).filter(Boolean));
      return { vorige };
    },
    onSuccess: () => toast.success("De volgorde is opgeslagen."),
    onError: (e, _n, c) => {
      if (c?.vorige) qc.setQueryData(queryKey, c.vorige);
      toast.error(foutmelding(e, "De volgorde is niet opgeslagen."));
    },
    onSettled: () => void qc.invalidateQueries({ queryKey }),
  });
}

const naamSchema = z.object({ naam: z.string().trim().min(1, "Vul een naam in.").max(100, "De naam mag hoogstens 100 tekens zijn.") });

/** A dialog with one name field; `onSave` rejects with the server's message shown at the field. */
export function NaamDialog({
  trigger,
  titel,
  beschrijving,
  naam = "",
  opslaanLabel = "Opslaan",
  onSave,
}: {
  trigger: ReactNode;
  titel: string;
  beschrijving: string;
  naam?: string;
  opslaanLabel?: string;
  onSave: (naam: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ naam: string }>({ resolver: zodResolver(naamSchema), defaultValues: { naam } });
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave(v.naam.trim());
      setOpen(false);
    } catch (e) {
      form.setError("naam", { message: foutmelding(e, "Opslaan is niet gelukt.") });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ naam });
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{titel}</DialogTitle>
            <DialogDescription>{beschrijving}</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} {...form.register("naam")} autoComplete="off" />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Bezig…" : opslaanLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog to choose one item from a list and confirm (merge into, move to, link). */
export function KiesDialog({
  trigger,
  titel,
  beschrijving,
  veldLabel,
  opties,
  bevestigLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  titel: string;
  beschrijving: ReactNode;
  veldLabel: string;
  opties: { value: string; label: string }[];
  bevestigLabel: string;
  onConfirm: (value: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [waarde, setWaarde] = useState("");
  const [fout, setFout] = useState<string>();
  const [bezig, setBezig] = useState(false);
  const bevestig = async () => {
    if (!waarde) return setFout("Maak een keuze.");
    setBezig(true);
    try {
      await onConfirm(waarde);
      setOpen(false);
    } catch (e) {
      setFout(foutmelding(e, "Het is niet gelukt."));
    } finally {
      setBezig(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setWaarde("");
        setFout(undefined);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{titel}</DialogTitle>
          <DialogDescription>{beschrijving}</DialogDescription>
        </DialogHeader>
        {opties.length === 0 ? (
          <p className="text-sm text-muted-foreground">Er is niets om uit te kiezen.</p>
        ) : (
          <FormField label={veldLabel} name="keuze" error={fout}>
            {(p) => (
              <NativeSelect {...p} value={waarde} onChange={(e) => setWaarde(e.target.value)}>
                <NativeSelectOption value="">Kies…</NativeSelectOption>
                {opties.map((o) => (
                  <NativeSelectOption key={o.value} value={o.value}>
                    {o.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Annuleren
          </Button>
          <Button type="button" disabled={bezig || opties.length === 0} onClick={() => void bevestig()}>
            {bezig ? "Bezig…" : bevestigLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Trash button with a confirmation. */
export function VerwijderKnop({ label, titel, beschrijving, onConfirm, tekst }: { label: string; titel: string; beschrijving: string; onConfirm: () => void; tekst?: string }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {tekst ? (
          <Button variant="outline" aria-label={label}>
            <Trash2 aria-hidden className="size-4" />
            {tekst}
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={label}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{titel}</AlertDialogTitle>
          <AlertDialogDescription>{beschrijving}</AlertDialogDescription>
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

/** Search box for a list. */
export function Zoekveld({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder="Zoeken…" aria-label={label} className="max-w-xs" />;
}
