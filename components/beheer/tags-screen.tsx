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
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import type { TagGebruik, TagView } from "@/lib/services/categorieen";
import { NaamBewerken, NaamToevoegen } from "./naam-bewerken";
import { bevat, Zoekveld } from "./zoekveld";

export function useTagsGebruik(admnr: number) {
  return useQuery({
    queryKey: queryKeys.tagsGebruik(admnr),
    queryFn: async ({ signal }) => (await api.getJson<TagGebruik[]>("/api/Tag/TimesUsed", { administratieNr: admnr, signal })) ?? [],
  });
}

export function TagsScreen({ admnr }: { admnr: number }) {
  const qc = useQueryClient();
  const { data: tags = [] } = useTagsGebruik(admnr);
  const [zoek, setZoek] = useState("");
  const [gekozen, setGekozen] = useState<Set<number>>(new Set());
  const zichtbaar = tags.filter((t) => bevat(t.naam, zoek));
  const selectie = tags.filter((t) => gekozen.has(t.nr));
  const alleZichtbaarGekozen = zichtbaar.length > 0 && zichtbaar.every((t) => gekozen.has(t.nr));
  const ververs = () => qc.invalidateQueries({ queryKey: queryKeys.tags(admnr) });

  const remove = useMutation({
    mutationFn: async (nrs: number[]) =>
      (await api.delete<{ verwijderd: TagView[]; ontkoppeld: { notities: number; dossierItems: number } }>("/api/Tag/delete", { administratieNr: admnr, query: { nrs } })).data!,
    onSuccess: (r) => {
      toast.success(r.verwijderd.length === 1 ? `Tag ${r.verwijderd[0]!.naam} is verwijderd.` : `${r.verwijderd.length} tags zijn verwijderd.`);
      setGekozen(new Set());
      void ververs();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });

  function kies(nr: number, aan: boolean) {
    setGekozen((g) => {
      const n = new Set(g);
      if (aan) n.add(nr);
      else n.delete(nr);
      return n;
    });
  }

  const notities = selectie.reduce((s, t) => s + t.notities, 0);
  const dossierItems = selectie.reduce((s, t) => s + t.dossierItems, 0);

  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Tags</h1>
        <p className="text-sm text-muted-foreground">Labels voor notities en dossieritems. Het aantal laat zien hoe vaak een tag gebruikt is.</p>
      </div>
      <NaamToevoegen
        id="tag-nieuw"
        label="Nieuwe tag"
        wat="tag"
        toevoegen={async (naam) => {
          const res = await api.post<TagView>("/api/Tag/add", { naam }, { administratieNr: admnr });
          toast.success(`Tag ${res.data?.naam ?? naam} is toegevoegd.`);
          void ververs();
        }}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Zoekveld id="tags-zoek" value={zoek} onChange={setZoek} placeholder="Naam van de tag" aantal={zichtbaar.length} eenheid={["tag", "tags"]} />
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" disabled={selectie.length === 0}>
              <Trash2 aria-hidden className="size-4" />
              Geselecteerde tags verwijderen ({selectie.length})
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{selectie.length === 1 ? "1 tag verwijderen?" : `${selectie.length} tags verwijderen?`}</AlertDialogTitle>
              <AlertDialogDescription>
                {formatLijst(selectie.map((t) => t.naam))} {selectie.length === 1 ? "wordt" : "worden"} verwijderd.
                {notities + dossierItems > 0
                  ? ` ${selectie.length === 1 ? "De tag wordt" : "De tags worden"} ook weggehaald bij ${notities} ${notities === 1 ? "notitie" : "notities"} en ${dossierItems} ${dossierItems === 1 ? "dossieritem" : "dossieritems"}; die blijven zelf bestaan.`
                  : ""}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuleren</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => remove.mutate(selectie.map((t) => t.nr))}>
                Verwijderen
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      {zichtbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {tags.length === 0 ? "Er zijn nog geen tags. Voeg de eerste tag toe." : `Geen tags gevonden voor "${zoek.trim()}".`}
        </p>
      ) : (
        <Table aria-label="Tags">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Alle getoonde tags selecteren"
                  checked={alleZichtbaarGekozen ? true : zichtbaar.some((t) => gekozen.has(t.nr)) ? "indeterminate" : false}
                  onCheckedChange={(c) => setGekozen((g) => {
                    const n = new Set(g);
                    for (const t of zichtbaar) if (c === true) n.add(t.nr);
                    else n.delete(t.nr);
                    return n;
                  })}
                />
              </TableHead>
              <TableHead>Naam</TableHead>
              <TableHead>Gebruikt</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((t) => (
              <TableRow key={t.nr} data-state={gekozen.has(t.nr) ? "selected" : undefined}>
                <TableCell>
                  <Checkbox aria-label={`Tag ${t.naam} selecteren`} checked={gekozen.has(t.nr)} onCheckedChange={(c) => kies(t.nr, c === true)} />
                </TableCell>
                <TableCell>
                  <NaamBewerken
                    naam={t.naam}
                    wat="tag"
                    opslaan={async (naam) => {
                      await api.post<TagView>("/api/Tag/edit", { nr: t.nr, naam }, { administratieNr: admnr });
                      toast.success(`Tag ${naam} is opgeslagen.`);
                      await ververs();
                    }}
                  />
                </TableCell>
                <TableCell>
                  {t.aantal} keer
                  {t.aantal > 0 && (
                    <span className="ml-2 text-sm text-muted-foreground">
                      ({t.notities} {t.notities === 1 ? "notitie" : "notities"}, {t.dossierItems} {t.dossierItems === 1 ? "dossieritem" : "dossieritems"})
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
