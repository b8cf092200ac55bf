"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
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
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { RolLijstItem, RolView } from "@/lib/services/rollen";
import { bevat, Zoekveld } from "./zoekveld";

export function useRollen(admnr: number) {
  return useQuery({
    queryKey: queryKeys.rollen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<RolLijstItem[]>("/api/Rollen", { administratieNr: admnr, signal })) ?? [],
  });
}

export function RollenScreen({ admnr }: { admnr: number }) {
  const { data: rollen = [] } = useRollen(admnr);
  const [zoek, setZoek] = useState("");
  const zichtbaar = rollen.filter((r) => bevat(r.naam, zoek));
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (rol: RolLijstItem) => api.delete(`/api/Rollen/delete/${rol.id}`, { administratieNr: admnr }),
    onSuccess: (_r, rol) => {
      toast.success(`Rol ${rol.naam} is verwijderd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr) });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Rollen</h1>
          <p className="text-sm text-muted-foreground">Een rol bepaalt per functiegebied wat medewerkers mogen. Een medewerker met meerdere rollen heeft de rechten van alle rollen samen.</p>
        </div>
        <RolToevoegenDialog admnr={admnr} />
      </div>
      <Zoekveld id="rollen-zoek" value={zoek} onChange={setZoek} placeholder="Naam van de rol" aantal={zichtbaar.length} eenheid={["rol", "rollen"]} />
      {zichtbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {rollen.length === 0 ? "Er zijn nog geen rollen. Voeg de eerste rol toe." : `Geen rollen gevonden voor "${zoek.trim()}".`}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Medewerkers</TableHead>
              <TableHead>API-sleutels</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link href={`/${admnr}/beheer/rollen/details/${r.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {r.naam}
                  </Link>
                </TableCell>
                <TableCell>{r.aantalMedewerkers}</TableCell>
                <TableCell>{r.aantalApiKeys}</TableCell>
                <TableCell className="text-right">
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Rol ${r.naam} verwijderen`}>
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>Rol {r.naam} verwijderen?</AlertDialogTitle>
                        <AlertDialogDescription>
                          {r.aantalMedewerkers + r.aantalApiKeys > 0
                            ? `Deze rol is nog in gebruik (${r.aantalMedewerkers} medewerkers, ${r.aantalApiKeys} API-sleutels) en kan pas worden verwijderd als niemand hem meer heeft.`
                            : "De rol en zijn rechten worden verwijderd."}
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Annuleren</AlertDialogCancel>
                        <AlertDialogAction variant="destructive" onClick={() => remove.mutate(r)}>
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

const addSchema = z.object({ naam: z.string().trim().min(1, "Vul de naam van de rol in.").max(100, "De naam mag hoogstens 100 tekens zijn.") });

function RolToevoegenDialog({ admnr }: { admnr: number }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const qc = useQueryClient();
  const form = useForm<z.infer<typeof addSchema>>({ resolver: zodResolver(addSchema), defaultValues: { naam: "" } });
  const add = useMutation({
    mutationFn: async (v: { naam: string }) => (await api.post<RolView>("/api/Rollen/add", v, { administratieNr: admnr })).data!,
    onSuccess: (rol) => {
      toast.success(`Rol ${rol.naam} is toegevoegd. Stel nu de rechten in.`);
      qc.setQueryData(queryKeys.rol(admnr, rol.id), rol);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr), exact: true });
      setOpen(false);
      router.push(`/${admnr}/beheer/rollen/details/${rol.id}`);
    },
    onError: (e) => form.setError("naam", { message: e instanceof ApiError ? (e.issues[0]?.message ?? e.message) : "Toevoegen is niet gelukt." }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ naam: "" });
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Rol toevoegen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rol toevoegen</DialogTitle>
            <DialogDescription>Een nieuwe rol begint met de standaardrechten; daarna past u ze aan.</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="rol-naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("naam")} />}
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
