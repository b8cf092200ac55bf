"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { guards, type UserPermissions } from "@/lib/permissions";
import { SCHOOLSOORT_LABELS } from "@/lib/schoolsoort";
import type { VestigingLijstItem } from "@/lib/services/vestigingen";
import { bevat, Zoekveld } from "./zoekveld";

export function useVestigingen(admnr: number) {
  return useQuery({
    queryKey: queryKeys.vestigingen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<VestigingLijstItem[]>("/api/Vestigingen", { administratieNr: admnr, signal })) ?? [],
  });
}

/** Deleting a branch: confirmation first; a refusal (groups or pupils still there) comes back as a toast. */
export function useVestigingVerwijderen(admnr: number, onVerwijderd?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { nr: number; naam: string }) => api.delete(`/api/Vestigingen/delete/${v.nr}`, { administratieNr: admnr }),
    onSuccess: (_r, v) => {
      toast.success(`Vestiging ${v.naam} is verwijderd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.vestigingen(admnr) });
      onVerwijderd?.();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });
}

export function VestigingVerwijderenKnop({ admnr, vestiging, onVerwijderd, metTekst }: { admnr: number; vestiging: { nr: number; naam: string }; onVerwijderd?: () => void; metTekst?: boolean }) {
  const remove = useVestigingVerwijderen(admnr, onVerwijderd);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {metTekst ? (
          <Button variant="outline">
            <Trash2 aria-hidden className="size-4" />
            Verwijderen
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label={`Vestiging ${vestiging.naam} verwijderen`}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Vestiging {vestiging.naam} verwijderen?</AlertDialogTitle>
          <AlertDialogDescription>
            De vestiging wordt verwijderd en medewerkers zijn er daarna niet meer aan gekoppeld. Een vestiging met groepen of leerlingen kan niet worden verwijderd.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate(vestiging)}>
            Verwijderen
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function VestigingenScreen({ admnr, permissions }: { admnr: number; permissions: UserPermissions }) {
  const { data: vestigingen = [] } = useVestigingen(admnr);
  const [zoek, setZoek] = useState("");
  const zichtbaar = vestigingen.filter((v) => bevat(v.naam, zoek));
  const magToevoegen = guards.vestigingToevoegen(permissions);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Vestigingen</h1>
          <p className="text-sm text-muted-foreground">De locaties van de school. Groepen horen bij een vestiging en een schooljaar.</p>
        </div>
        {magToevoegen && (
          <Button asChild>
            <Link href={`/${admnr}/beheer/Vestigingen/toevoegen`}>
              <Plus aria-hidden className="size-4" />
              Vestiging toevoegen
            </Link>
          </Button>
        )}
      </div>
      <Zoekveld id="vestigingen-zoek" value={zoek} onChange={setZoek} placeholder="Naam van de vestiging" aantal={zichtbaar.length} eenheid={["vestiging", "vestigingen"]} />
      {zichtbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {vestigingen.length === 0 ? "Er zijn nog geen vestigingen. Voeg de eerste vestiging toe." : `Geen vestigingen gevonden voor "${zoek.trim()}".`}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Schoolsoort</TableHead>
              <TableHead>Medewerkers</TableHead>
              <TableHead>Groepen dit schooljaar</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((v) => {
              const lezen = guards.vestigingDetails(permissions, { vestigingNr: v.nr });
              const schrijven = guards.vestigingBewerken(permissions, { vestigingNr: v.nr });
              return (
                <TableRow key={v.nr}>
                  <TableCell>
                    {lezen ? (
                      <Link href={`/${admnr}/beheer/Vestigingen/details/${v.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {v.naam}
                      </Link>
                    ) : (
                      <span className="font-medium">{v.naam}</span>
                    )}
                  </TableCell>
                  <TableCell>{v.schoolsoort ? SCHOOLSOORT_LABELS[v.schoolsoort] : <span className="text-muted-foreground">Onbekend</span>}</TableCell>
                  <TableCell>{v.aantalMedewerkers}</TableCell>
                  <TableCell>{v.aantalGroepenHuidigSchooljaar}</TableCell>
                  <TableCell className="text-right">
                    {schrijven && (
                      <div className="flex justify-end gap-1">
                        <Button asChild variant="ghost" size="icon">
                          <Link href={`/${admnr}/beheer/Vestigingen/bewerken/${v.nr}`} aria-label={`Vestiging ${v.naam} bewerken`}>
                            <Pencil aria-hidden className="size-4" />
                          </Link>
                        </Button>
                        <VestigingVerwijderenKnop admnr={admnr} vestiging={v} />
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
