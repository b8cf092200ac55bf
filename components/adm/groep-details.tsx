"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, ChevronLeft, ChevronRight, Download, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
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
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TabsNav } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";
import type { ToewijzingenPagina, ToewijzingView } from "@/lib/services/leerlingtoewijzingen";
import { GROEP_LEERLINGEN_PAGE_SIZE as PAGE_SIZE } from "./constanten";
import { GroepFormDialog, schrijfbareVestigingen } from "./groep-form";
import type { LeerlingenPagina } from "./leerlingen-screen";

const vandaag = () => new Date().toISOString().slice(0, 10);
const foutTekst = (e: unknown, standaard: string) => (e instanceof ApiError ? e.message : standaard);

function useVerversen(admnr: number) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: queryKeys.groepen(admnr) });
    void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
  };
}

/** "1–50 van 60": the rows on this page of a paged list. */
export function bereikTekst(page: number, pageSize: number, aantal: number, total: number): string {
  if (total === 0 || aantal === 0) return `0 van ${total}`;
  const van = (page - 1) * pageSize + 1;
  return `${van}–${van + aantal - 1} van ${total}`;
}

/** A group with its tab leerlingen (the other tabs, groepsplannen and notities, come with those areas). */
export function GroepDetails({ admnr, schooljaar, nr, actief, keuzes }: { admnr: number; schooljaar: string; nr: number; actief: boolean; keuzes: GroepKeuzes }) {
  const { data: view } = usePermissions(admnr);
  const [zoekInvoer, setZoekInvoer] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const { data: groep } = useQuery({
    queryKey: queryKeys.groep(admnr, nr),
    queryFn: ({ signal }) => api.getJson<GroepView>(`/api/Groepen/Details/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(zoekInvoer.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [zoekInvoer]);

  const { data, isFetching, isError } = useQuery({
    queryKey: queryKeys.groepToewijzingen(admnr, nr, actief, search, page),
    queryFn: ({ signal }) =>
      api.getJson<ToewijzingenPagina>(`/api/Leerlingtoewijzingen/VoorGroep/${schooljaar}/${nr}`, {
        administratieNr: admnr,
        signal,
        query: { isActief: String(actief), search: search || undefined, page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const rijen = data?.items ?? [];
  const total = data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // After removing the last pupil of the last page, show the page before it.
  if (data && !isFetching && rijen.length === 0 && page > paginas) setPage(paginas);

  const exporteer = useMutation({
    mutationFn: () => api.download("/api/Groepen/ExportLeerlingen", { method: "POST", body: { groepNr: nr, isActief: actief }, administratieNr: admnr, fallbackFilename: "leerlingen.xlsx" }),
    onSuccess: (r) => r.filename && toast.success(`${r.filename} is gedownload.`),
    onError: (e) => toast.error(foutTekst(e, "Exporteren is niet gelukt.")),
  });
  if (!groep) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;

  return (
    <section className="space-y-4">
      <Link href={basis} className="text-sm text-primary underline-offset-4 hover:underline">
        ← Groepen
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{groep.naam}</h1>
          <p className="text-sm text-muted-foreground">
            {groep.vestigingNaam} · {groep.soort === "Klas" ? "Klas" : "Onderwijsgroep"}
            {groep.jaargroep && ` · jaargroep ${groep.jaargroep}`} · {groep.aantalLeerlingen} {groep.aantalLeerlingen === 1 ? "leerling" : "leerlingen"}
            {groep.leerkrachten.length > 0 && ` · ${groep.leerkrachten.join(", ")}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
            <Download aria-hidden className="size-4" />
            Exporteren
          </Button>
          {groep.magBewerken && (
            <>
              <GroepFormDialog
                admnr={admnr}
                schooljaar={schooljaar}
                groep={groep}
                vestigingen={schrijfbareVestigingen(view)}
                keuzes={keuzes}
                trigger={
                  <Button variant="outline">
                    <Pencil aria-hidden className="size-4" />
                    Bewerken
                  </Button>
                }
              />
              <VerwijderGroep admnr={admnr} groep={groep} basis={basis} />
              <ToevoegenDialog admnr={admnr} schooljaar={schooljaar} groep={groep} />
            </>
          )}
        </div>
      </div>
      <TabsNav aria-label="Onderdelen groep" items={[{ href: `${basis}/details/${nr}?tab=leerlingen&actief=${actief}`, label: "Leerlingen", active: true }]} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex gap-4 text-sm" role="group" aria-label="Welke indelingen">
          <Link href={`${basis}/details/${nr}?actief=true`} aria-current={actief ? "page" : undefined} className={actief ? "font-semibold" : "text-primary underline"}>
            Huidige leerlingen
          </Link>
          <Link href={`${basis}/details/${nr}?actief=false`} aria-current={!actief ? "page" : undefined} className={!actief ? "font-semibold" : "text-primary underline"}>
            Alle indelingen dit schooljaar
          </Link>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="zoek-leerling">Zoeken op naam</Label>
          <Input id="zoek-leerling" type="search" value={zoekInvoer} onChange={(e) => setZoekInvoer(e.target.value)} className="w-64" />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? `${total} ${total === 1 ? "indeling" : "indelingen"}` : "Laden…"}
        {data && isFetching && <span className="ml-2">(bijwerken…)</span>}
      </p>
      {isError ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          De leerlingen van deze groep konden niet worden geladen.
        </p>
      ) : rijen.length === 0 && !isFetching ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {search ? `Geen leerlingen gevonden voor '${search}'.` : "Er zijn geen leerlingen in deze groep."}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Leerling</TableHead>
              <TableHead>Geboortedatum</TableHead>
              <TableHead>Van</TableHead>
              <TableHead>Tot en met</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rijen.map((t) => (
              <TableRow key={t.id}>
                <TableCell>
                  <Link href={`/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/details/${t.leerlingId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {t.leerlingNaam}
                  </Link>
                </TableCell>
                <TableCell>{formatDatum(t.geboortedatum)}</TableCell>
                <TableCell>{formatDatum(t.ingangsdatum)}</TableCell>
                <TableCell>{t.einddatum === OPEN_EINDDATUM_ISO ? "" : formatDatum(t.einddatum)}</TableCell>
                <TableCell className="text-right">
                  {groep.magBewerken && (
                    <div className="flex justify-end gap-1">
                      <VerplaatsDialog admnr={admnr} schooljaar={schooljaar} toewijzing={t} />
                      <VerwijderIndeling admnr={admnr} toewijzing={t} />
                    </div>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > 0 && (
        <nav aria-label="Paginering leerlingen" className="flex flex-wrap items-center gap-3">
          {paginas > 1 && (
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              <ChevronLeft aria-hidden className="size-4" />
              Vorige
            </Button>
          )}
          <span className="text-sm" aria-live="polite">
            {bereikTekst(data?.page ?? page, PAGE_SIZE, rijen.length, total)}
          </span>
          {paginas > 1 && (
            <Button variant="outline" size="sm" disabled={page >= paginas} onClick={() => setPage((p) => Math.min(paginas, p + 1))}>
              Volgende
              <ChevronRight aria-hidden className="size-4" />
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}

function VerwijderGroep({ admnr, groep, basis }: { admnr: number; groep: GroepView; basis: string }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [fout, setFout] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/Groepen/Delete/${admnr}/${groep.nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${groep.naam} is verwijderd.`);
      setOpen(false);
      router.push(basis);
      // Only the lists: the deleted group's own queries would answer 404 while the page leaves.
      void qc.invalidateQueries({ queryKey: [...queryKeys.groepen(admnr), "lijst"] });
    },
    onError: (e) => {
      const tekst = foutTekst(e, "Verwijderen is niet gelukt.");
      setFout(tekst);
      toast.error(tekst);
    },
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setFout(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline">
          <Trash2 aria-hidden className="size-4" />
          Verwijderen
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{groep.naam} verwijderen?</AlertDialogTitle>
          <AlertDialogDescription>
            Alleen een groep zonder leerlingen (ook niet eerder dit schooljaar), groepsplannen of notities kan worden verwijderd. De koppeling met de leerkrachten gaat mee.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {fout && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {fout}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{fout ? "Sluiten" : "Annuleren"}</AlertDialogCancel>
          {!fout && (
            <AlertDialogAction
              variant="destructive"
              disabled={remove.isPending}
              onClick={(e) => {
                // Keep the dialog open until the server answered: a refusal is shown here.
                e.preventDefault();
                remove.mutate();
              }}
            >
              {remove.isPending ? "Bezig…" : "Verwijderen"}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function VerplaatsDialog({ admnr, schooljaar, toewijzing }: { admnr: number; schooljaar: string; toewijzing: ToewijzingView }) {
  const [open, setOpen] = useState(false);
  const [groepNr, setGroepNr] = useState("");
  const [datum, setDatum] = useState(vandaag());
  const [fout, setFout] = useState<{ groepNr?: string; datum?: string }>({});
  const verversen = useVerversen(admnr);
  const { data: groepen = [] } = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, "Schrijfbaar", null),
    queryFn: async ({ signal }) => ((await api.getJson<GroepView[]>(`/api/Groepen/All/${schooljaar}`, { administratieNr: admnr, signal })) ?? []).filter((g) => g.magBewerken),
    enabled: open,
  });
  const move = useMutation({
    mutationFn: () => api.post(`/api/Leerlingtoewijzingen/Move/${toewijzing.id}`, { groepNr: Number(groepNr), datum }, { administratieNr: admnr }),
    onSuccess: () => {
      const naar = groepen.find((g) => g.nr === Number(groepNr));
      toast.success(`${toewijzing.leerlingNaam} gaat vanaf ${formatDatum(datum)} naar ${naar?.naam ?? "de andere groep"}.`);
      verversen();
      setOpen(false);
    },
    onError: (e) => {
      const issue = e instanceof ApiError ? e.issues[0] : undefined;
      setFout(issue?.path === "body.groepNr" ? { groepNr: issue.message } : { datum: foutTekst(e, "Verplaatsen is niet gelukt.") });
    },
  });
  const versturen = (e: React.FormEvent) => {
    e.preventDefault();
    if (!groepNr) return setFout({ groepNr: "Kies een groep." });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(datum)) return setFout({ datum: "Vul de datum in." });
    setFout({});
    move.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setGroepNr("");
          setDatum(vandaag());
          setFout({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${toewijzing.leerlingNaam} verplaatsen`}>
          <ArrowRightLeft aria-hidden className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={versturen} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{toewijzing.leerlingNaam} verplaatsen</DialogTitle>
            <DialogDescription>De leerling verlaat {toewijzing.groepNaam} de dag vóór de gekozen datum.</DialogDescription>
          </DialogHeader>
          <FormField label="Naar groep" name="groepNr" error={fout.groepNr}>
            {(p) => (
              <NativeSelect {...p} value={groepNr} onChange={(e) => setGroepNr(e.target.value)}>
                <NativeSelectOption value="">Kies een groep</NativeSelectOption>
                {groepen
                  .filter((g) => g.nr !== toewijzing.groepNr)
                  .map((g) => (
                    <NativeSelectOption key={g.nr} value={String(g.nr)}>
                      {g.naam} ({g.vestigingNaam})
                    </NativeSelectOption>
                  ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Vanaf" name="datum" error={fout.datum}>
            {(p) => <Input {...p} type="date" value={datum} onChange={(e) => setDatum(e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? "Bezig…" : "Verplaatsen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function VerwijderIndeling({ admnr, toewijzing }: { admnr: number; toewijzing: ToewijzingView }) {
  const verversen = useVerversen(admnr);
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/Leerlingtoewijzingen/delete/${admnr}/${toewijzing.leerlingId}/${toewijzing.groepNr}/${toewijzing.ingangsdatum}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${toewijzing.leerlingNaam} is uit ${toewijzing.groepNaam} gehaald.`);
      verversen();
    },
    onError: (e) => toast.error(foutTekst(e, "Verwijderen is niet gelukt.")),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${toewijzing.leerlingNaam} uit de groep halen`}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {toewijzing.leerlingNaam} uit {toewijzing.groepNaam} halen?
          </AlertDialogTitle>
          <AlertDialogDescription>De indeling vanaf {formatDatum(toewijzing.ingangsdatum)} wordt verwijderd, ook uit de schoolloopbaan. Wilt u de leerling naar een andere groep laten gaan, gebruik dan verplaatsen.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate()}>
            Uit de groep halen
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function ToevoegenDialog({ admnr, schooljaar, groep }: { admnr: number; schooljaar: string; groep: GroepView }) {
  const [open, setOpen] = useState(false);
  const [zoek, setZoek] = useState("");
  const [leerlingId, setLeerlingId] = useState("");
  const [datum, setDatum] = useState(vandaag());
  const [fout, setFout] = useState<{ leerlingIds?: string; ingangsdatum?: string }>({});
  const verversen = useVerversen(admnr);
  const { data: kandidaten } = useQuery({
    queryKey: queryKeys.leerlingenLijst(admnr, schooljaar, "Toevoegen", 0, zoek.trim(), "achternaam", 1),
    queryFn: ({ signal }) =>
      api.getJson<LeerlingenPagina>(`/api/Leerlingen/ActieveLeerlingen/${schooljaar}/0`, { administratieNr: admnr, signal, query: { filter: "Alle", search: zoek.trim() || undefined, pageSize: 50 } }),
    enabled: open,
    retry: false,
  });
  const add = useMutation({
    mutationFn: () => api.post(`/api/Leerlingtoewijzingen/Add/${groep.nr}`, { leerlingIds: [Number(leerlingId)], ingangsdatum: datum }, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`De leerling is in ${groep.naam} geplaatst.`);
      verversen();
      setOpen(false);
    },
    onError: (e) => setFout({ ingangsdatum: foutTekst(e, "Toevoegen is niet gelukt.") }),
  });
  const versturen = (e: React.FormEvent) => {
    e.preventDefault();
    if (!leerlingId) return setFout({ leerlingIds: "Kies een leerling." });
    setFout({});
    add.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setZoek("");
          setLeerlingId("");
          setDatum(vandaag());
          setFout({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Leerling toevoegen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={versturen} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Leerling in {groep.naam} plaatsen</DialogTitle>
            <DialogDescription>Zoek de leerling en kies vanaf wanneer die in de groep zit.</DialogDescription>
          </DialogHeader>
          <FormField label="Zoek leerling" name="zoekLeerling">
            {(p) => <Input {...p} type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />}
          </FormField>
          <FormField label="Leerling" name="leerlingIds" error={fout.leerlingIds}>
            {(p) => (
              <NativeSelect {...p} value={leerlingId} onChange={(e) => setLeerlingId(e.target.value)}>
                <NativeSelectOption value="">Kies een leerling</NativeSelectOption>
                {(kandidaten?.items ?? []).map((l) => (
                  <NativeSelectOption key={l.id} value={String(l.id)}>
                    {l.achternaam}, {l.roepnaam} {l.tussenvoegsel ?? ""} {l.groepen.length ? `(${l.groepen.map((g) => g.naam).join(", ")})` : ""}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Vanaf" name="ingangsdatum" error={fout.ingangsdatum}>
            {(p) => <Input {...p} type="date" value={datum} onChange={(e) => setDatum(e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Bezig…" : "Plaatsen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
