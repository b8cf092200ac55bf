"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
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
import type { DossierCategorieView, NotitieSoortView } from "@/lib/services/categorieen";
import { NaamBewerken, NaamToevoegen } from "./naam-bewerken";
import { bevat, Zoekveld } from "./zoekveld";

/** What differs between the simple settings lists (note kinds, dossier categories). */
export type CategorieSoort = "notitiesoorten" | "dossiercategorieen";

interface Item {
  nr: number;
  naam: string;
  gebruik: number;
}

const SOORTEN = {
  notitiesoorten: {
    titel: "Notitiesoorten",
    uitleg: "De soorten waarin notities over leerlingen en groepen worden ingedeeld.",
    wat: "notitiesoort",
    meer: "notitiesoorten",
    gebruik: ["notitie", "notities"],
    lijst: "/api/NotitieSoorten",
    add: "/api/NotitieSoorten/Add",
    update: "/api/NotitieSoorten/Update",
    verwijder: (nr: number) => `/api/NotitieSoorten/Delete/${nr}`,
    sleutel: queryKeys.notitieSoorten,
    item: (r: unknown): Item => ({ nr: (r as NotitieSoortView).nr, naam: (r as NotitieSoortView).naam, gebruik: (r as NotitieSoortView).aantalNotities }),
  },
  dossiercategorieen: {
    titel: "Dossiercategorieën",
    uitleg: "De categorieën van het leerlingdossier (rapporten, verslagen, toetsuitslagen …).",
    wat: "dossiercategorie",
    meer: "dossiercategorieën",
    gebruik: ["dossieritem", "dossieritems"],
    lijst: "/api/LeerlingdossierCategorieen",
    add: "/api/LeerlingdossierCategorieen/Add",
    update: "/api/LeerlingdossierCategorieen/Update",
    verwijder: (nr: number) => `/api/LeerlingdossierCategorieen/Delete/${nr}`,
    sleutel: queryKeys.dossierCategorieen,
    item: (r: unknown): Item => ({ nr: (r as DossierCategorieView).nr, naam: (r as DossierCategorieView).naam, gebruik: (r as DossierCategorieView).aantalItems }),
  },
} as const;

export function CategorieLijst({ admnr, soort }: { admnr: number; soort: CategorieSoort }) {
  const s = SOORTEN[soort];
  const qc = useQueryClient();
  const { data: items = [] } = useQuery({
    queryKey: s.sleutel(admnr),
    queryFn: async ({ signal }) => (await api.getJson<unknown[]>(s.lijst, { administratieNr: admnr, signal })) ?? [],
    select: (rows) => rows.map(s.item),
  });
  const [zoek, setZoek] = useState("");
  const zichtbaar = items.filter((i) => bevat(i.naam, zoek));
  const ververs = () => qc.invalidateQueries({ queryKey: s.sleutel(admnr) });
  const gebruik = (n: number) => `${n} ${n === 1 ? s.gebruik[0] : s.gebruik[1]}`;

  const remove = useMutation({
    mutationFn: (item: Item) => api.delete(s.verwijder(item.nr), { administratieNr: admnr }),
    onSuccess: (_r, item) => {
      toast.success(`${item.naam} is verwijderd.`);
      void ververs();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });

  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{s.titel}</h1>
        <p className="text-sm text-muted-foreground">{s.uitleg}</p>
      </div>
      <NaamToevoegen
        id={`${soort}-nieuw`}
        label={`Nieuwe ${s.wat}`}
        wat={s.wat}
        toevoegen={async (naam) => {
          await api.post(s.add, { naam }, { administratieNr: admnr });
          toast.success(`${naam} is toegevoegd.`);
          void ververs();
        }}
      />
      <Zoekveld id={`${soort}-zoek`} value={zoek} onChange={setZoek} placeholder={`Naam van de ${s.wat}`} aantal={zichtbaar.length} eenheid={[s.wat, s.meer]} />
      {zichtbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {items.length === 0 ? `Er zijn nog geen ${s.meer}. Voeg de eerste toe.` : `Geen ${s.meer} gevonden voor "${zoek.trim()}".`}
        </p>
      ) : (
        <Table aria-label={s.titel}>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Gebruikt bij</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((item) => (
              <TableRow key={item.nr}>
                <TableCell>
                  <NaamBewerken
                    naam={item.naam}
                    wat={s.wat}
                    opslaan={async (naam) => {
                      await api.post(s.update, { nr: item.nr, naam }, { administratieNr: admnr });
                      toast.success(`${naam} is opgeslagen.`);
                      await ververs();
                    }}
                  />
                </TableCell>
                <TableCell>{gebruik(item.gebruik)}</TableCell>
                <TableCell className="text-right">
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`${item.naam} verwijderen`}>
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>
                          {s.wat.charAt(0).toUpperCase() + s.wat.slice(1)} {item.naam} verwijderen?
                        </AlertDialogTitle>
                        <AlertDialogDescription>
                          {item.gebruik > 0
                            ? `Deze ${s.wat} wordt nog gebruikt bij ${gebruik(item.gebruik)} en kan daarom niet worden verwijderd.`
                            : `De ${s.wat} wordt verwijderd.`}
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Annuleren</AlertDialogCancel>
                        <AlertDialogAction variant="destructive" onClick={() => remove.mutate(item)}>
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
