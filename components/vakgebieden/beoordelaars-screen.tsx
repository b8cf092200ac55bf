"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { BeoordelaarView, BeoordelingView } from "@/lib/services/beoordelaars";
import { foutmelding, VerwijderKnop, Zoekveld } from "./common";
import { useVakgebieden } from "./vakgebieden-screen";

type BeoordelaarDetailsView = BeoordelaarView & { vakgebieden: { nr: number; naam: string }[]; aantalBeoordelingen: number };

const schema = z.object({
  naam: z.string().trim().min(1, "Vul een naam in.").max(100, "De naam mag hoogstens 100 tekens zijn."),
  omschrijving: z.string().max(500, "De omschrijving mag hoogstens 500 tekens zijn."),
  actief: z.boolean(),
  vakgebiedNrs: z.array(z.number()),
});
type Values = z.infer<typeof schema>;

function BeoordelaarForm({ admnr, start, onSave, onDone }: { admnr: number; start: Values; onSave: (v: Values) => Promise<unknown>; onDone: () => void }) {
  const { data: vakgebieden = [] } = useVakgebieden(admnr);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: start });
  const actief = useWatch({ control: form.control, name: "actief" });
  const gekozen = useWatch({ control: form.control, name: "vakgebiedNrs" });
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave(v);
      onDone();
    } catch (e) {
      form.setError("naam", { message: foutmelding(e, "Opslaan is niet gelukt.") });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
        {(p) => <Input {...p} {...form.register("naam")} autoComplete="off" />}
      </FormField>
      <FormField label="Omschrijving" name="omschrijving" error={form.formState.errors.omschrijving?.message}>
        {(p) => <Input {...p} {...form.register("omschrijving")} autoComplete="off" />}
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id="actief" checked={actief} onCheckedChange={(c) => form.setValue("actief", c === true)} />
        <Label htmlFor="actief">Actief</Label>
      </div>
      <fieldset className="rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Vakgebieden</legend>
        {vakgebieden.length === 0 ? (
          <p className="text-sm text-muted-foreground">Er zijn nog geen vakgebieden.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {vakgebieden.map((v) => (
              <li key={v.nr} className="flex items-center gap-2">
                <Checkbox
                  id={`vak-${v.nr}`}
                  checked={gekozen.includes(v.nr)}
                  onCheckedChange={(c) =>
                    form.setValue("vakgebiedNrs", c === true ? [...gekozen, v.nr] : gekozen.filter((n) => n !== v.nr), { shouldDirty: true })
                  }
                />
                <Label htmlFor={`vak-${v.nr}`} className="font-normal">
                  {v.naam}
                </Label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Bezig…" : "Opslaan"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function BeoordelaarsScreen({ admnr }: { admnr: number }) {
  const qc = useQueryClient();
  const key = queryKeys.beoordelaars(admnr);
  const [zoek, setZoek] = useState("");
  const [open, setOpen] = useState(false);
  const { data: lijst = [] } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.getJson<BeoordelaarDetailsView[]>("/api/Beoordelaars", { administratieNr: admnr, signal })) ?? [],
  });
  const remove = useMutation({
    mutationFn: (nr: number) => api.delete(`/api/Beoordelaars/delete/${nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("De beoordelaar is verwijderd.");
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });
  const zichtbaar = zoek ? lijst.filter((b) => b.naam.toLocaleLowerCase("nl").includes(zoek.toLocaleLowerCase("nl"))) : lijst;

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Beoordelaars</h1>
          <p className="text-sm text-muted-foreground">Beoordelaars geven beoordelingen bij plannen, per vakgebied.</p>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden className="size-4" />
              Beoordelaar toevoegen
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Beoordelaar toevoegen</DialogTitle>
              <DialogDescription>Kies de vakgebieden waarin deze beoordelaar beoordeelt.</DialogDescription>
            </DialogHeader>
            {open && (
              <BeoordelaarForm
                admnr={admnr}
                start={{ naam: "", omschrijving: "", actief: true, vakgebiedNrs: [] }}
                onSave={async (v) => {
                  await api.post("/api/Beoordelaars/add", v, { administratieNr: admnr });
                  toast.success(`Beoordelaar '${v.naam}' is toegevoegd.`);
                  await qc.invalidateQueries({ queryKey: key });
                }}
                onDone={() => setOpen(false)}
              />
            )}
          </DialogContent>
        </Dialog>
      </div>
      <Zoekveld value={zoek} onChange={setZoek} label="Beoordelaars zoeken" />
      {lijst.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen beoordelaars. Voeg de eerste beoordelaar toe.</p>
      ) : zichtbaar.length === 0 ? (
        <p className="text-muted-foreground">Geen beoordelaars gevonden voor &lsquo;{zoek}&rsquo;.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Vakgebieden</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zichtbaar.map((b) => (
              <TableRow key={b.nr}>
                <TableCell>
                  <Link href={`/${admnr}/beheer/Beoordelaars/details/${b.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {b.naam}
                  </Link>
                  {b.omschrijving && <p className="text-xs text-muted-foreground">{b.omschrijving}</p>}
                </TableCell>
                <TableCell>{b.vakgebieden.map((v) => v.naam).join(", ") || "—"}</TableCell>
                <TableCell>{b.actief ? <Badge>Actief</Badge> : <Badge variant="secondary">Niet actief</Badge>}</TableCell>
                <TableCell className="text-right">
                  <VerwijderKnop
                    label={`Beoordelaar ${b.naam} verwijderen`}
                    titel={`Beoordelaar '${b.naam}' verwijderen?`}
                    beschrijving="Een beoordelaar met beoordelingen, handelingsplannen of evaluaties kan niet worden verwijderd; zet hem dan op niet actief."
                    onConfirm={() => remove.mutate(b.nr)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function BeoordelaarDetails({ admnr, nr }: { admnr: number; nr: number }) {
  const qc = useQueryClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const key = queryKeys.beoordelaar(admnr, nr);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.post<BeoordelaarDetailsView>(`/api/Beoordelaars/details/${nr}`, undefined, { administratieNr: admnr, signal })).data,
  });
  const { data: groepen = [] } = useQuery({
    queryKey: queryKeys.beoordelingen(admnr, nr),
    queryFn: async ({ signal }) =>
      (await api.getJson<{ vakgebiedNr: number | null; vakgebiedNaam: string | null; beoordelingen: BeoordelingView[] }[]>(`/api/Beoordelaars/BeoordelingenPerVakgebied/${nr}`, {
        administratieNr: admnr,
        signal,
      })) ?? [],
  });
  const remove = useMutation({
    mutationFn: (b: BeoordelingView) => api.delete(`/api/Beoordeling/delete/${b.onderwijsplanId}/${b.leerlingId}/${b.id}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("De beoordeling is verwijderd.");
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });
  const removeBeoordelaar = useMutation({
    mutationFn: () => api.delete(`/api/Beoordelaars/delete/${nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("De beoordelaar is verwijderd.");
      void qc.invalidateQueries({ queryKey: queryKeys.beoordelaars(admnr) });
      router.push(`/${admnr}/beheer/Beoordelaars`);
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });
  if (!data) return null;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href={`/${admnr}/beheer/Beoordelaars`} className="text-sm text-primary underline-offset-4 hover:underline">
            Alle beoordelaars
          </Link>
          <h1 className="text-2xl font-semibold">{data.naam}</h1>
          <p className="text-sm text-muted-foreground">
            {data.actief ? "Actief" : "Niet actief"}
            {data.omschrijving ? ` · ${data.omschrijving}` : ""} · vakgebieden: {data.vakgebieden.map((v) => v.naam).join(", ") || "geen"}
          </p>
        </div>
        <div className="flex gap-2">
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="outline">
                <Pencil aria-hidden className="size-4" />
                Wijzigen
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Beoordelaar wijzigen</DialogTitle>
                <DialogDescription>Naam, omschrijving, status en vakgebieden.</DialogDescription>
              </DialogHeader>
              {open && (
                <BeoordelaarForm
                  admnr={admnr}
                  start={{ naam: data.naam, omschrijving: data.omschrijving ?? "", actief: data.actief, vakgebiedNrs: data.vakgebieden.map((v) => v.nr) }}
                  onSave={async (v) => {
                    const res = await api.post<BeoordelaarDetailsView>("/api/Beoordelaars/edit", { nr, ...v }, { administratieNr: admnr });
                    toast.success("De beoordelaar is opgeslagen.");
                    if (res.data) qc.setQueryData(key, res.data);
                    void qc.invalidateQueries({ queryKey: queryKeys.beoordelaars(admnr), exact: true });
                  }}
                  onDone={() => setOpen(false)}
                />
              )}
            </DialogContent>
          </Dialog>
          <VerwijderKnop
            tekst="Verwijderen"
            label={`Beoordelaar ${data.naam} verwijderen`}
            titel={`Beoordelaar '${data.naam}' verwijderen?`}
            beschrijving="Een beoordelaar met beoordelingen, handelingsplannen of evaluaties kan niet worden verwijderd; zet hem dan op niet actief."
            onConfirm={() => removeBeoordelaar.mutate()}
          />
        </div>
      </div>

      <div className="space-y-3">
        <h2 className="text-lg font-semibold">Beoordelingen</h2>
        {groepen.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground">Deze beoordelaar heeft nog geen beoordelingen gegeven.</p>
        ) : (
          groepen.map((g) => (
            <div key={String(g.vakgebiedNr)} className="space-y-2">
              <h3 className="font-medium">{g.vakgebiedNaam ?? "Zonder vakgebied"}</h3>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Datum</TableHead>
                    <TableHead>Leerling</TableHead>
                    <TableHead>Plan</TableHead>
                    <TableHead>Score</TableHead>
                    <TableHead>Opmerking</TableHead>
                    <TableHead>
                      <span className="sr-only">Acties</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {g.beoordelingen.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>{formatDatum(b.datum)}</TableCell>
                      <TableCell>{b.leerlingNaam}</TableCell>
                      <TableCell>{b.onderwijsplanTitel ?? b.onderwijsplanSoort}</TableCell>
                      <TableCell>{scoreLabel(b.score)}</TableCell>
                      <TableCell>{b.opmerking ?? "—"}</TableCell>
                      <TableCell className="flex justify-end gap-1">
                        <BeoordelingDialog admnr={admnr} beoordeling={b} />
                        <VerwijderKnop
                          label={`Beoordeling van ${b.leerlingNaam} op ${formatDatum(b.datum)} verwijderen`}
                          titel="Beoordeling verwijderen?"
                          beschrijving={`De beoordeling van ${b.leerlingNaam} op ${formatDatum(b.datum)} wordt verwijderd.`}
                          onConfirm={() => remove.mutate(b)}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

const SCORES = [
  { value: 0, label: "Niet behaald" },
  { value: 50, label: "Gedeeltelijk behaald" },
  { value: 100, label: "Behaald" },
];
const scoreLabel = (score: number) => SCORES.find((s) => s.value === score)?.label ?? `${score}%`;

const beoordelingSchema = z.object({
  score: z.coerce.number<string | number>().int().min(0, "De score is minstens 0.").max(100, "De score is hoogstens 100."),
  datum: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Vul een datum in."),
  opmerking: z.string().max(2000, "De opmerking mag hoogstens 2000 tekens zijn."),
});
type BeoordelingValues = { score: string | number; datum: string; opmerking: string };

function BeoordelingDialog({ admnr, beoordeling }: { admnr: number; beoordeling: BeoordelingView }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const start = { score: String(beoordeling.score), datum: beoordeling.datum, opmerking: beoordeling.opmerking ?? "" };
  const form = useForm<BeoordelingValues>({ resolver: zodResolver(beoordelingSchema) as never, defaultValues: start });
  const submit = form.handleSubmit(async (v) => {
    try {
      await api.post(
        "/api/Beoordeling/edit",
        {
          id: beoordeling.id,
          onderwijsplanId: beoordeling.onderwijsplanId,
          doelId: beoordeling.doelId,
          leerlingId: beoordeling.leerlingId,
          beoordelaarNr: beoordeling.beoordelaarNr,
          score: Number(v.score),
          datum: v.datum,
          opmerking: v.opmerking || null,
        },
        { administratieNr: admnr },
      );
      toast.success("De beoordeling is opgeslagen.");
      await qc.invalidateQueries({ queryKey: queryKeys.beoordelaar(admnr, beoordeling.beoordelaarNr) });
      setOpen(false);
    } catch (e) {
      form.setError("score", { message: foutmelding(e, "Opslaan is niet gelukt.") });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset(start);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Beoordeling van ${beoordeling.leerlingNaam} op ${formatDatum(beoordeling.datum)} wijzigen`}>
          <Pencil aria-hidden className="size-4" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Beoordeling wijzigen</DialogTitle>
            <DialogDescription>
              {beoordeling.leerlingNaam} · {beoordeling.onderwijsplanTitel ?? beoordeling.onderwijsplanSoort}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Score" name="score" error={form.formState.errors.score?.message}>
            {(p) => (
              <NativeSelect {...p} {...form.register("score")}>
                {SCORES.map((s) => (
                  <NativeSelectOption key={s.value} value={String(s.value)}>
                    {s.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Datum" name="datum" error={form.formState.errors.datum?.message}>
            {(p) => <Input {...p} type="date" {...form.register("datum")} />}
          </FormField>
          <FormField label="Opmerking" name="opmerking" error={form.formState.errors.opmerking?.message}>
            {(p) => <Input {...p} {...form.register("opmerking")} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Bezig…" : "Opslaan"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
