"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { MedewerkerFilter, MedewerkerOverzichtItem } from "@/lib/services/medewerkers";
import { isMedewerkerFilter, MEDEWERKER_FILTERS } from "./medewerker-keuzes";

export function useMedewerkerOverzicht(admnr: number, filter: MedewerkerFilter, zoek: string) {
  return useQuery({
    queryKey: queryKeys.medewerkersOverzicht(admnr, filter, zoek),
    queryFn: async ({ signal }) =>
      (await api.getJson<MedewerkerOverzichtItem[]>("/api/Medewerkers/Overzicht", { administratieNr: admnr, query: { filter, zoek: zoek || undefined }, signal })) ?? [],
    placeholderData: keepPreviousData,
  });
}

/** Status of a staff member in words (colour never carries the meaning alone). */
export function MedewerkerStatus({ actief, geactiveerd }: { actief: boolean; geactiveerd: boolean }) {
  if (!actief) return <Badge variant="outline">Gedeactiveerd</Badge>;
  if (!geactiveerd) return <Badge variant="secondary">Uitgenodigd</Badge>;
  return <Badge>Actief</Badge>;
}

export function GebruikersScreen({ admnr, initialFilter, initialZoek }: { admnr: number; initialFilter: MedewerkerFilter; initialZoek: string }) {
  const [filter, setFilter] = useState<MedewerkerFilter>(initialFilter);
  const [invoer, setInvoer] = useState(initialZoek);
  const [zoek, setZoek] = useState(initialZoek.trim());

  // Search after a short pause in typing; the URL keeps filter and search (shareable, back button).
  useEffect(() => {
    const t = setTimeout(() => setZoek(invoer.trim()), 250);
    return () => clearTimeout(t);
  }, [invoer]);
  useEffect(() => {
    const params = new URLSearchParams();
    if (filter !== "actief") params.set("filter", filter);
    if (zoek) params.set("zoek", zoek);
    const search = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
  }, [filter, zoek]);

  const { data: medewerkers = [], isFetching } = useMedewerkerOverzicht(admnr, filter, zoek);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Gebruikers</h1>
          <p className="text-sm text-muted-foreground">Medewerkers van deze administratie met hun rollen en vestigingen.</p>
        </div>
        <Button asChild>
          <Link href={`/${admnr}/beheer/Gebruikers/toevoegen`}>
            <Plus aria-hidden className="size-4" />
            Gebruiker toevoegen
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="gebruikers-zoek">Zoeken</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="gebruikers-zoek"
              type="search"
              value={invoer}
              onChange={(e) => setInvoer(e.target.value)}
              placeholder="Naam of e-mailadres"
              className="w-72 pl-9"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="gebruikers-filter">Status</Label>
          <NativeSelect id="gebruikers-filter" value={filter} onChange={(e) => isMedewerkerFilter(e.target.value) && setFilter(e.target.value)} wrapperClassName="w-48">
            {MEDEWERKER_FILTERS.map((f) => (
              <NativeSelectOption key={f.value} value={f.value}>
                {f.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          {isFetching ? "Bezig met zoeken…" : `${medewerkers.length} ${medewerkers.length === 1 ? "gebruiker" : "gebruikers"}`}
        </p>
      </div>
      {medewerkers.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {zoek
            ? `Geen gebruikers gevonden voor "${zoek}".`
            : filter === "gedeactiveerd"
              ? "Er zijn geen gedeactiveerde gebruikers."
              : "Er zijn nog geen gebruikers. Voeg de eerste gebruiker toe."}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>E-mailadres</TableHead>
              <TableHead>Rollen</TableHead>
              <TableHead>Vestigingen</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {medewerkers.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Link href={`/${admnr}/beheer/Gebruikers/details/${m.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {m.sorteerNaam}
                  </Link>
                </TableCell>
                <TableCell>{m.email}</TableCell>
                <TableCell>{m.rollen.map((r) => r.naam).join(", ") || <span className="text-muted-foreground">Geen</span>}</TableCell>
                <TableCell>{m.vestigingen.map((v) => v.naam).join(", ") || <span className="text-muted-foreground">Geen</span>}</TableCell>
                <TableCell>
                  <MedewerkerStatus actief={m.actief} geactiveerd={m.geactiveerd} />
                </TableCell>
                <TableCell className="text-right">
                  <Button asChild variant="ghost" size="icon">
                    <Link href={`/${admnr}/beheer/Gebruikers/bewerken/${m.id}`} aria-label={`${m.naam} bewerken`}>
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
