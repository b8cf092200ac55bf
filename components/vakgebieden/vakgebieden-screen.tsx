"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Merge, Pencil, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { HoofdvakgebiedView } from "@/lib/services/hoofdvakgebieden";
import type { VakgebiedView } from "@/lib/services/vakgebieden";
import { foutmelding, useVolgordeOpslaan, KiesDialog, VerwijderKnop, Zoekveld } from "./common";
import { useHoofdvakgebieden } from "./hoofdvakgebieden-screen";
import { SortableList } from "@/components/ui/sortable-list";

export interface VakgebiedDetailsView extends VakgebiedView {
  aantalOnderwijsplannen: number;
  competenties: { leerroutepakketId: number; leerroutepakketNaam: string; competentieId: number; naam: string; domeinNaam: string }[];
  beoordelaars: { nr: number; naam: string; actief: boolean }[];
}
interface CompetentieKeuze {
  competentieId: number;
  naam: string;
  domeinId: number;
  domeinNaam: string;
  toegewezen: boolean;
  andereVakgebiedNr: number | null;
  andereVakgebiedNaam: string | null;
}
export interface PakketKeuze {
  id: number;
  naam: string;
  actief: boolean;
}

export function useVakgebieden(admnr: number) {
  return useQuery({
    queryKey: queryKeys.vakgebieden(admnr),
    queryFn: async ({ signal }) => (await api.getJson<VakgebiedView[]>("/api/Vakgebieden", { administratieNr: admnr, signal })) ?? [],
  });
}

const vakSchema = z.object({
  naam: z.string().trim().min(1, "Vul een naam in.").max(100, "De naam mag hoogstens 100 tekens zijn."),
  hoofdvakgebiedNr: z.string().min(1, "Kies een hoofdvakgebied."),
});
type VakValues = z.infer<typeof vakSchema>;

function VakgebiedDialog({
  trigger,
  titel,
  start,
  hoofdvakgebieden,
  onSave,
}: {
  trigger: React.ReactNode;
  titel: string;
  start: VakValues;
  hoofdvakgebieden: HoofdvakgebiedView[];
  onSave: (v: { naam: string; hoofdvakgebiedNr: number }) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<VakValues>({ resolver: zodResolver(vakSchema), defaultValues: start });
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave({ naam: v.naam.trim(), hoofdvakgebiedNr: Number(v.hoofdvakgebiedNr) });
      setOpen(false);
    } catch (e) {
      form.setError("naam", { message: foutmelding(e, "Opslaan is niet gelukt.") });
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{titel}</DialogTitle>
            <DialogDescription>Een vakgebied valt onder één hoofdvakgebied.</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} {...form.register("naam")} autoComplete="off" />}
          </FormField>
          <FormField label="Hoofdvakgebied" name="hoofdvakgebiedNr" error={form.formState.errors.hoofdvakgebiedNr?.message}>
            {(p) => (
              <NativeSelect {...p} {...form.register("hoofdvakgebiedNr")}>
                <NativeSelectOption value="">Kies…</NativeSelectOption>
                {hoofdvakgebieden.map((h) => (
                  <NativeSelectOption key={h.nr} value={String(h.nr)}>
                    {h.naam}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
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

export function VakgebiedenScreen({ admnr }: { admnr: number }) {
  const qc = useQueryClient();
  const key = queryKeys.vakgebieden(admnr);
  const { data: lijst = [] } = useVakgebieden(admnr);
  const { data: hoofdvakgebieden = [] } = useHoofdvakgebieden(admnr);
  const [zoek, setZoek] = useState("");
  const reorder = useVolgordeOpslaan<VakgebiedView>(admnr, key, "/api/Vakgebieden/reorganize");
  const remove = useMutation({
    mutationFn: (nr: number) => api.delete(`/api/Vakgebieden/Delete/${nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("Het vakgebied is verwijderd.");
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });
  const zichtbaar = zoek
    ? lijst.filter((v) => `${v.naam} ${v.hoofdvakgebiedNaam}`.toLocaleLowerCase("nl").includes(zoek.toLocaleLowerCase("nl")))
    : lijst;

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Vakgebieden</h1>
          <p className="text-sm text-muted-foreground">Vakgebieden bundelen competenties uit de leerroutepakketten; plannen en groepen horen bij een vakgebied.</p>
        </div>
        {hoofdvakgebieden.length > 0 && (
          <VakgebiedDialog
            trigger={
              <Button>
                <Plus aria-hidden className="size-4" />
                Vakgebied toevoegen
              </Button>
            }
            titel="Vakgebied toevoegen"
            start={{ naam: "", hoofdvakgebiedNr: hoofdvakgebieden.length === 1 ? String(hoofdvakgebieden[0]!.nr) : "" }}
            hoofdvakgebieden={hoofdvakgebieden}
            onSave={async (v) => {
              await api.post("/api/Vakgebieden/Add", v, { administratieNr: admnr });
              toast.success(`Vakgebied '${v.naam}' is toegevoegd.`);
              await qc.invalidateQueries({ queryKey: key });
            }}
          />
        )}
      </div>
      {hoofdvakgebieden.length === 0 && (
        <p className="rounded-md border border-dashed p-4 text-muted-foreground">
          Maak eerst een <Link href={`/${admnr}/beheer/Hoofdvakgebieden`} className="text-primary underline">hoofdvakgebied</Link> aan; elk vakgebied valt onder een hoofdvakgebied.
        </p>
      )}
      <Zoekveld value={zoek} onChange={setZoek} label="Vakgebieden zoeken" />
      {lijst.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen vakgebieden.</p>
      ) : zichtbaar.length === 0 ? (
        <p className="text-muted-foreground">Geen vakgebieden gevonden voor &lsquo;{zoek}&rsquo;.</p>
      ) : (
        <SortableList
          label="Vakgebieden"
          items={zichtbaar.map((v) => ({ ...v, id: v.nr }))}
          readOnly={!!zoek || reorder.isPending}
          onReorder={(nrs) => reorder.mutateAsync(nrs)}
          render={(v) => (
            <div className="flex items-center justify-between gap-2">
              <div>
                <Link href={`/${admnr}/beheer/Vakgebieden/details/${v.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {v.naam}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {v.hoofdvakgebiedNaam} · {v.aantalCompetenties} competenties · {v.aantalBeoordelaars} beoordelaars
                </p>
              </div>
              <VerwijderKnop
                label={`Vakgebied ${v.naam} verwijderen`}
                titel={`Vakgebied '${v.naam}' verwijderen?`}
                beschrijving="Een vakgebied waar nog plannen of groepen bij horen, kan niet worden verwijderd; verplaats de plannen of voeg het vakgebied samen."
                onConfirm={() => remove.mutate(v.nr)}
              />
            </div>
          )}
        />
      )}
    </section>
  );
}

export function VakgebiedDetails({ admnr, nr, pakketten }: { admnr: number; nr: number; pakketten: PakketKeuze[] }) {
  const qc = useQueryClient();
  const router = useRouter();
  const key = queryKeys.vakgebied(admnr, nr);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.getJson<VakgebiedDetailsView>(`/api/Vakgebieden/details/${nr}`, { administratieNr: admnr, signal }),
  });
  const { data: hoofdvakgebieden = [] } = useHoofdvakgebieden(admnr);
  const { data: alle = [] } = useVakgebieden(admnr);
  if (!data) return null;
  const anderen = alle.filter((v) => v.nr !== nr).map((v) => ({ value: String(v.nr), label: v.naam }));

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href={`/${admnr}/beheer/Vakgebieden`} className="text-sm text-primary underline-offset-4 hover:underline">
            Alle vakgebieden
          </Link>
          <h1 className="text-2xl font-semibold">{data.naam}</h1>
          <p className="text-sm text-muted-foreground">
            Hoofdvakgebied {data.hoofdvakgebiedNaam} · {data.aantalOnderwijsplannen} {data.aantalOnderwijsplannen === 1 ? "onderwijsplan" : "onderwijsplannen"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <VakgebiedDialog
            trigger={
              <Button variant="outline">
                <Pencil aria-hidden className="size-4" />
                Wijzigen
              </Button>
            }
            titel="Vakgebied wijzigen"
            start={{ naam: data.naam, hoofdvakgebiedNr: String(data.hoofdvakgebiedNr) }}
            hoofdvakgebieden={hoofdvakgebieden}
            onSave={async (v) => {
              const res = await api.post<VakgebiedDetailsView>("/api/Vakgebieden/Edit", { nr, ...v }, { administratieNr: admnr });
              toast.success("Het vakgebied is opgeslagen.");
              if (res.data) qc.setQueryData(key, res.data);
              void qc.invalidateQueries({ queryKey: queryKeys.vakgebieden(admnr), exact: true });
            }}
          />
          <KiesDialog
            trigger={
              <Button variant="outline">
                <ArrowRightLeft aria-hidden className="size-4" />
                Plannen verplaatsen
              </Button>
            }
            titel="Plannen verplaatsen"
            beschrijving={`Alle plannen van '${data.naam}' gaan naar het gekozen vakgebied.`}
            veldLabel="Naar vakgebied"
            opties={anderen}
            bevestigLabel="Verplaatsen"
            onConfirm={async (naar) => {
              const res = await api.post<{ onderwijsplannen: number; monitorlijnen: number; handelingsdelen: number }>(
                "/api/Vakgebieden/Moveplannen",
                { vanNr: nr, naarNr: Number(naar) },
                { administratieNr: admnr },
              );
              const n = res.data ? res.data.onderwijsplannen + res.data.monitorlijnen + res.data.handelingsdelen : 0;
              toast.success(n === 1 ? "1 plan is verplaatst." : `${n} plannen zijn verplaatst.`);
              await qc.invalidateQueries({ queryKey: queryKeys.vakgebieden(admnr) });
            }}
          />
          <KiesDialog
            trigger={
              <Button variant="outline">
                <Merge aria-hidden className="size-4" />
                Samenvoegen
              </Button>
            }
            titel={`'${data.naam}' samenvoegen`}
            beschrijving={`Competenties, leerroutepakketten, beoordelaars, groepen en plannen van '${data.naam}' gaan naar het gekozen vakgebied; '${data.naam}' vervalt daarna.`}
            veldLabel="Samenvoegen met"
            opties={anderen}
            bevestigLabel="Samenvoegen"
            onConfirm={async (doel) => {
              await api.post("/api/Vakgebieden/SamenvoegenVakgebieden", { bronNr: nr, doelNr: Number(doel) }, { administratieNr: admnr });
              toast.success("De vakgebieden zijn samengevoegd.");
              await qc.invalidateQueries({ queryKey: queryKeys.vakgebieden(admnr) });
              router.push(`/${admnr}/beheer/Vakgebieden/details/${doel}`);
            }}
          />
        </div>
      </div>

      <CompetentieToewijzing admnr={admnr} nr={nr} pakketten={pakketten} />

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Beoordelaars</h2>
        {data.beoordelaars.length === 0 ? (
          <p className="text-muted-foreground">Er zijn nog geen beoordelaars aan dit vakgebied gekoppeld. Koppel ze bij de beoordelaar.</p>
        ) : (
          <ul className="list-disc pl-6">
            {data.beoordelaars.map((b) => (
              <li key={b.nr}>
                <Link href={`/${admnr}/beheer/Beoordelaars/details/${b.nr}`} className="text-primary underline-offset-4 hover:underline">
                  {b.naam}
                </Link>
                {!b.actief && <span className="ml-2 text-xs text-muted-foreground">(niet actief)</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CompetentieToewijzing({ admnr, nr, pakketten }: { admnr: number; nr: number; pakketten: PakketKeuze[] }) {
  const qc = useQueryClient();
  const [pakketId, setPakketId] = useState<number | null>(pakketten[0]?.id ?? null);
  const [keuze, setKeuze] = useState<Set<number> | null>(null);
  const { data: competenties = [] } = useQuery({
    queryKey: queryKeys.vakgebiedCompetenties(admnr, nr, pakketId ?? 0),
    enabled: pakketId !== null,
    queryFn: async ({ signal }) => (await api.getJson<CompetentieKeuze[]>(`/api/Vakgebieden/competenties/${nr}/leerroutepakket/${pakketId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const gekozen = keuze ?? new Set(competenties.filter((c) => c.toegewezen).map((c) => c.competentieId));
  const save = useMutation({
    mutationFn: () => api.post("/api/Vakgebieden/AssignCompetenties", { vakgebiedNr: nr, leerroutepakketId: pakketId, competentieIds: [...gekozen] }, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("De competenties zijn opgeslagen.");
      setKeuze(null);
      void qc.invalidateQueries({ queryKey: queryKeys.vakgebieden(admnr) });
    },
    onError: (e) => toast.error(foutmelding(e, "Opslaan is niet gelukt.")),
  });
  const domeinen = [...new Set(competenties.map((c) => c.domeinNaam))];

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">Competenties</h2>
      {pakketten.length === 0 ? (
        <p className="text-muted-foreground">De administratie gebruikt nog geen leerroutepakketten.</p>
      ) : (
        <>
          <FormField label="Leerroutepakket" name="pakket" className="max-w-sm">
            {(p) => (
              <NativeSelect
                {...p}
                value={pakketId ?? ""}
                onChange={(e) => {
                  setPakketId(Number(e.target.value));
                  setKeuze(null);
                }}
              >
                {pakketten.map((pk) => (
                  <NativeSelectOption key={pk.id} value={pk.id}>
                    {pk.naam}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {competenties.length === 0 ? (
            <p className="text-muted-foreground">Dit pakket heeft geen competenties.</p>
          ) : (
            <div className="space-y-3">
              {domeinen.map((domein) => (
                <fieldset key={domein} className="rounded-md border p-3">
                  <legend className="px-1 font-medium">{domein}</legend>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {competenties
                      .filter((c) => c.domeinNaam === domein)
                      .map((c) => (
                        <li key={c.competentieId} className="flex items-center gap-2">
                          <Checkbox
                            id={`comp-${c.competentieId}`}
                            checked={gekozen.has(c.competentieId)}
                            onCheckedChange={(v) => {
                              const nieuw = new Set(gekozen);
                              if (v === true) nieuw.add(c.competentieId);
                              else nieuw.delete(c.competentieId);
                              setKeuze(nieuw);
                            }}
                          />
                          <Label htmlFor={`comp-${c.competentieId}`} className="font-normal">
                            {c.naam}
                            {c.andereVakgebiedNaam && <span className="ml-1 text-xs text-muted-foreground">(nu bij {c.andereVakgebiedNaam})</span>}
                          </Label>
                        </li>
                      ))}
                  </ul>
                </fieldset>
              ))}
              <Button onClick={() => save.mutate()} disabled={save.isPending || keuze === null}>
                {save.isPending ? "Bezig…" : "Competenties opslaan"}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
