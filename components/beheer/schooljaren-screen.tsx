"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
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
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { huidigSchooljaar, parseSchooljaar } from "@/lib/schooljaar";
import type { SchooljaarView } from "@/lib/services/schooljaren";

export function useSchooljaren(admnr: number) {
  return useQuery({
    queryKey: queryKeys.schooljaren(admnr),
    queryFn: async ({ signal }) => (await api.getJson<SchooljaarView[]>("/api/Schooljaren", { administratieNr: admnr, signal })) ?? [],
  });
}

export function SchooljarenScreen({ admnr }: { admnr: number }) {
  const { data: schooljaren = [] } = useSchooljaren(admnr);
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (schooljaar: string) => api.delete(`/api/Schooljaren/Delete/${schooljaar}`, { administratieNr: admnr }),
    onSuccess: (_r, schooljaar) => {
      toast.success(`Schooljaar ${schooljaar} is verwijderd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.schooljaren(admnr) });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Schooljaren</h1>
          <p className="text-sm text-muted-foreground">Een schooljaar loopt van 1 augustus tot en met 31 juli en is verdeeld in perioden.</p>
        </div>
        <AddSchooljaarDialog admnr={admnr} bestaande={schooljaren.map((s) => s.schooljaar)} />
      </div>
      {schooljaren.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen schooljaren. Voeg het eerste schooljaar toe.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Schooljaar</TableHead>
              <TableHead>Ingangsdatum</TableHead>
              <TableHead>Einddatum</TableHead>
              <TableHead>Perioden</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {schooljaren.map((s) => (
              <TableRow key={s.schooljaar}>
                <TableCell>
                  <Link href={`/${admnr}/beheer/schooljaren/details/${s.schooljaar}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {s.schooljaar}
                  </Link>
                  {s.schooljaar === huidigSchooljaar() && <span className="ml-2 text-xs text-muted-foreground">(huidig)</span>}
                </TableCell>
                <TableCell>{formatDatum(s.ingangsdatum)}</TableCell>
                <TableCell>{formatDatum(s.einddatum)}</TableCell>
                <TableCell>{s.perioden.length}</TableCell>
                <TableCell className="text-right">
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Schooljaar ${s.schooljaar} verwijderen`}>
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>Schooljaar {s.schooljaar} verwijderen?</AlertDialogTitle>
                        <AlertDialogDescription>
                          Het schooljaar en zijn {s.perioden.length} perioden worden verwijderd. Een schooljaar met groepen of andere gegevens kan niet worden verwijderd.
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Annuleren</AlertDialogCancel>
                        <AlertDialogAction variant="destructive" onClick={() => remove.mutate(s.schooljaar)}>
                          Verwijderen
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

const addSchema = z.object({
  schooljaar: z.string().refine((v) => parseSchooljaar(v) !== null, "Gebruik twee opeenvolgende jaren, bijvoorbeeld 2026-2027."),
  standaardPerioden: z.boolean(),
});
type AddValues = z.infer<typeof addSchema>;

function volgendSchooljaar(bestaande: string[]): string {
  const jaren = bestaande.map((s) => parseSchooljaar(s)?.startJaar ?? 0);
  const start = jaren.length ? Math.max(...jaren) + 1 : parseSchooljaar(huidigSchooljaar())!.startJaar;
  return `${start}-${start + 1}`;
}

function AddSchooljaarDialog({ admnr, bestaande }: { admnr: number; bestaande: string[] }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { schooljaar: volgendSchooljaar(bestaande), standaardPerioden: true } });
  const standaardPerioden = useWatch({ control: form.control, name: "standaardPerioden" });
  const add = useMutation({
    mutationFn: (v: AddValues) =>
      api.post<SchooljaarView>("/api/Schooljaren/Toevoegen", { schooljaar: v.schooljaar, ...(v.standaardPerioden ? {} : { perioden: [] }) }, { administratieNr: admnr }),
    onSuccess: (_r, v) => {
      toast.success(`Schooljaar ${v.schooljaar} is toegevoegd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.schooljaren(admnr) });
      setOpen(false);
    },
    onError: (e) => form.setError("schooljaar", { message: e instanceof ApiError ? e.message : "Toevoegen is niet gelukt." }),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ schooljaar: volgendSchooljaar(bestaande), standaardPerioden: true });
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Schooljaar toevoegen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Schooljaar toevoegen</DialogTitle>
            <DialogDescription>Het schooljaar loopt van 1 augustus tot en met 31 juli.</DialogDescription>
          </DialogHeader>
          <FormField label="Schooljaar" name="schooljaar" error={form.formState.errors.schooljaar?.message}>
            {(p) => <Input {...p} {...form.register("schooljaar")} placeholder="2026-2027" />}
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id="standaardPerioden"
              checked={standaardPerioden}
              onCheckedChange={(c) => form.setValue("standaardPerioden", c === true)}
            />
            <Label htmlFor="standaardPerioden">Vier standaardperioden aanmaken</Label>
          </div>
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
