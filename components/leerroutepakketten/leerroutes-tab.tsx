"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type ComponentProps } from "react";
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
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { SCHOOLSOORT_LABELS } from "@/lib/schoolsoort";
import type { LeerrouteView } from "@/lib/services/leerroutes";
import { cn } from "@/lib/utils";
import { foutmelding, usePakket } from "./data";
import { useLeerroutes } from "./leerroutes-data";

/** A multi-line text field styled like Input. */
export function Tekstvak({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
        "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A delete behind a confirmation that stays open when the server refuses, showing its message
 * (e.g. "er hangen nog 3 leerroutes van leerlingen aan").
 */
export function VerwijderDialoog({
  titel,
  omschrijving,
  label,
  knop,
  onConfirm,
}: {
  titel: string;
  omschrijving: string;
  /** Accessible name of the trigger, e.g. "Leerroute 3 verwijderen". */
  label: string;
  /** Visible trigger text; without it an icon button. */
  knop?: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const foutId = useId();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setFout(null);
      }}
    >
      <AlertDialogTrigger asChild>
        {knop ? (
          <Button type="button" variant="outline" aria-label={label}>
            <Trash2 aria-hidden className="size-4" />
            {knop}
          </Button>
        ) : (
          <Button type="button" variant="ghost" size="icon" aria-label={label}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent aria-describedby={fout ? foutId : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{titel}</AlertDialogTitle>
          <AlertDialogDescription>{omschrijving}</AlertDialogDescription>
        </AlertDialogHeader>
        {fout && (
          <p id={foutId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {fout}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{fout ? "Sluiten" : "Annuleren"}</AlertDialogCancel>
          {!fout && (
            <AlertDialogAction
              variant="destructive"
              disabled={bezig}
              onClick={async (e) => {
                e.preventDefault();
                setBezig(true);
                try {
                  await onConfirm();
                  setOpen(false);
                } catch (err) {
                  setFout(foutmelding(err, "Verwijderen is niet gelukt."));
                } finally {
                  setBezig(false);
                }
              }}
            >
              {bezig ? "Bezig…" : "Verwijderen"}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Deleting a route: on success a toast and a refresh of the whole package. */
export function useVerwijderLeerroute(admnr: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { nummer: number; naam: string }) => api.delete(`/api/Leerroutes/Delete/${id}/${v.nummer}`, { administratieNr: admnr }),
    onSuccess: (_r, v) => {
      toast.success(`Leerroute "${v.naam}" is verwijderd.`);
      // Everything of the package except the deleted route itself (its page is being left).
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakket(admnr, id), predicate: (q) => !(q.queryKey[3] === "leerroute" && q.queryKey[4] === v.nummer) });
    },
  });
}

export function LeerroutesTab({ admnr, id }: { admnr: number; id: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: leerroutes = [] } = useLeerroutes(admnr, id);
  const [zoek, setZoek] = useState("");
  const beheer = pakket?.beheerbaar ?? false;
  const remove = useVerwijderLeerroute(admnr, id);
  const term = zoek.trim().toLowerCase();
  const zichtbaar = term ? leerroutes.filter((l) => l.naam.toLowerCase().includes(term) || (l.omschrijving ?? "").toLowerCase().includes(term)) : leerroutes;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  return (
    <section className="space-y-4" aria-labelledby="leerroutes-titel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leerroutes-titel" className="text-lg font-semibold">
          Leerroutes
        </h2>
        {beheer && <AddLeerrouteDialog admnr={admnr} id={id} />}
      </div>
      {leerroutes.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          Dit pakket heeft nog geen leerroutes.{beheer ? " Voeg de eerste leerroute toe." : ""}
        </p>
      ) : (
        <>
          <div className="max-w-sm space-y-1">
            <Label htmlFor="zoek-leerroute">Zoeken op naam</Label>
            <Input id="zoek-leerroute" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />
          </div>
          {zichtbaar.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Geen leerroutes gevonden voor &quot;{zoek}&quot;.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Nummer</TableHead>
                  <TableHead>Naam</TableHead>
                  <TableHead>Uitstroombestemmingen</TableHead>
                  <TableHead>Trajecten</TableHead>
                  {beheer && (
                    <TableHead>
                      <span className="sr-only">Acties</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {zichtbaar.map((l) => (
                  <TableRow key={l.nummer}>
                    <TableCell>{l.nummer}</TableCell>
                    <TableCell className="whitespace-normal">
                      <Link href={`${basis}/leerroute/${l.nummer}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {l.naam}
                      </Link>
                      {l.omschrijving && <p className="text-sm text-muted-foreground">{l.omschrijving}</p>}
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      {l.uitstroombestemmingen.length ? l.uitstroombestemmingen.map((u) => u.naam).join(", ") : <span className="text-muted-foreground">Geen</span>}
                    </TableCell>
                    <TableCell>
                      {l.schoolsoorten.length ? (
                        <ul className="flex flex-wrap gap-1" aria-label={`Schoolsoorten van ${l.naam}`}>
                          {l.schoolsoorten.map((s) => (
                            <li key={s}>
                              <abbr title={SCHOOLSOORT_LABELS[s]} className="rounded border px-1.5 py-0.5 text-xs no-underline">
                                {s}
                              </abbr>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-muted-foreground">Geen</span>
                      )}
                    </TableCell>
                    {beheer && (
                      <TableCell className="text-right">
                        <VerwijderDialoog
                          label={`${l.naam} verwijderen`}
                          titel={`Leerroute "${l.naam}" verwijderen?`}
                          omschrijving="De trajecten van deze leerroute en de koppelingen met uitstroombestemmingen worden ook verwijderd. Dit kan niet zolang leerlingen deze leerroute volgen, ontwikkelingsperspectieven ernaar verwijzen of fasen ervan indicatoren of lessen hebben."
                          onConfirm={() => remove.mutateAsync({ nummer: l.nummer, naam: l.naam })}
                        />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}

const addSchema = z.object({
  naam: z.string().trim().min(1, "Vul de naam van de leerroute in.").max(200, "De naam mag hoogstens 200 tekens hebben."),
  omschrijving: z.string().max(2000, "De omschrijving mag hoogstens 2000 tekens hebben."),
});
type AddValues = z.infer<typeof addSchema>;

/** Adds a route and opens its page, where destinations and trajectories are set. */
function AddLeerrouteDialog({ admnr, id }: { admnr: number; id: number }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const router = useRouter();
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { naam: "", omschrijving: "" } });
  const add = useMutation({
    mutationFn: (v: AddValues) => api.post<LeerrouteView>("/api/Leerroutes/Add", { leerroutepakketId: id, naam: v.naam, omschrijving: v.omschrijving.trim() || null }, { administratieNr: admnr }),
    onSuccess: (r, v) => {
      toast.success(`Leerroute "${v.naam.trim()}" is toegevoegd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakket(admnr, id) });
      setOpen(false);
      if (r.data) router.push(`/${admnr}/leerroutepakketten/${id}/leerroute/${r.data.nummer}`);
    },
    onError: (e) => form.setError("naam", { message: foutmelding(e, "Toevoegen is niet gelukt.") }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ naam: "", omschrijving: "" });
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Leerroute toevoegen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Leerroute toevoegen</DialogTitle>
            <DialogDescription>Daarna kiest u de uitstroombestemmingen en legt u de trajecten per schoolsoort vast.</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} {...form.register("naam")} />}
          </FormField>
          <FormField label="Omschrijving" name="omschrijving" error={form.formState.errors.omschrijving?.message}>
            {(p) => <Tekstvak {...p} {...form.register("omschrijving")} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Bezig…" : "Toevoegen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
