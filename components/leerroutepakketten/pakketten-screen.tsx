"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Send } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerroutepakketView } from "@/lib/services/leerroutepakketten";
import { foutmelding, usePakketten } from "./data";

export function PakkettenScreen({ admnr, magToevoegen }: { admnr: number; magToevoegen: boolean }) {
  const { data: pakketten = [] } = usePakketten(admnr);
  const [zoek, setZoek] = useState("");
  const zichtbaar = pakketten.filter((p) => p.naam.toLowerCase().includes(zoek.trim().toLowerCase()));
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Leerroutepakketten</h1>
          <p className="text-sm text-muted-foreground">Eigen pakketten en gepubliceerde pakketten van andere scholen van dezelfde organisatie.</p>
        </div>
        {magToevoegen && <AddPakketDialog admnr={admnr} />}
      </div>
      <div className="max-w-sm space-y-1">
        <Label htmlFor="zoek-pakket">Zoeken op naam</Label>
        <Input id="zoek-pakket" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />
      </div>
      {pakketten.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          Er zijn nog geen leerroutepakketten.{magToevoegen ? " Voeg het eerste pakket toe." : ""}
        </p>
      ) : zichtbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Geen leerroutepakketten gevonden voor &quot;{zoek}&quot;.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Eigenaar</TableHead>
              <TableHead>Domeinen</TableHead>
              <TableHead>Competenties</TableHead>
              <TableHead>Indicatoren</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <Link href={`/${admnr}/leerroutepakketten/${p.id}/details/stroomplan`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {p.naam}
                  </Link>
                </TableCell>
                <TableCell>{p.eigen ? "Eigen pakket" : p.eigenaar}</TableCell>
                <TableCell>{p.aantallen.domeinen}</TableCell>
                <TableCell>{p.aantallen.competenties}</TableCell>
                <TableCell>{p.aantallen.indicatoren}</TableCell>
                <TableCell>{p.gepubliceerd ? <Badge>Gepubliceerd</Badge> : <Badge variant="outline">Niet gepubliceerd</Badge>}</TableCell>
                <TableCell className="text-right">{p.beheerbaar && !p.gepubliceerd && <PublishButton admnr={admnr} pakket={p} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function PublishButton({ admnr, pakket }: { admnr: number; pakket: Pick<LeerroutepakketView, "id" | "naam"> }) {
  const qc = useQueryClient();
  const publish = useMutation({
    mutationFn: () => api.post("/api/Leerroutepakketten/Publish", { id: pakket.id }, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`Leerroutepakket "${pakket.naam}" is gepubliceerd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakketten(admnr) });
    },
    onError: (e) => toast.error(foutmelding(e, "Publiceren is niet gelukt.")),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={publish.isPending}>
          <Send aria-hidden className="size-4" />
          Publiceren<span className="sr-only"> {pakket.naam}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>&quot;{pakket.naam}&quot; publiceren?</AlertDialogTitle>
          <AlertDialogDescription>
            Na publiceren kunnen de andere administraties van uw organisatie het pakket gebruiken en bekijken. Alleen uw administratie kan het blijven wijzigen.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction onClick={() => publish.mutate()}>Publiceren</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const addSchema = z.object({
  naam: z.string().trim().min(1, "Vul de naam van het leerroutepakket in.").max(200, "De naam mag hoogstens 200 tekens hebben."),
  omschrijving: z.string().max(2000, "De omschrijving mag hoogstens 2000 tekens hebben."),
});
type AddValues = z.infer<typeof addSchema>;

function AddPakketDialog({ admnr }: { admnr: number }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { naam: "", omschrijving: "" } });
  const add = useMutation({
    mutationFn: (v: AddValues) => api.post<LeerroutepakketView>("/api/Leerroutepakketten/Add", v, { administratieNr: admnr }),
    onSuccess: (_r, v) => {
      toast.success(`Leerroutepakket "${v.naam.trim()}" is toegevoegd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakketten(admnr) });
      setOpen(false);
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
          Leerroutepakket toevoegen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Leerroutepakket toevoegen</DialogTitle>
            <DialogDescription>Voeg daarna domeinen, niveaus en competenties toe.</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} {...form.register("naam")} />}
          </FormField>
          <FormField label="Omschrijving" name="omschrijving" error={form.formState.errors.omschrijving?.message}>
            {(p) => <Input {...p} {...form.register("omschrijving")} />}
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
