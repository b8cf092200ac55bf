"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerjaarView } from "@/lib/services/leerjaren";
import { foutmelding, VerwijderKnop } from "./common";
import type { PakketKeuze } from "./vakgebieden-screen";

interface PakketFasen {
  leerroutepakketId: number;
  leerroutepakketNaam: string;
  fasen: { nummer: number; naam: string }[];
  leerjaren: { nr: number; naam: string; faseNummers: number[] }[];
}

const schema = z.object({
  naam: z.string().trim().min(1, "Vul een naam in.").max(100, "De naam mag hoogstens 100 tekens zijn."),
  code: z.string().max(10, "De code mag hoogstens 10 tekens zijn."),
});
type Values = z.infer<typeof schema>;

function LeerjaarDialog({ trigger, titel, start, onSave }: { trigger: React.ReactNode; titel: string; start: Values; onSave: (v: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: start });
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSave({ naam: v.naam.trim(), code: v.code.trim() });
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
            <DialogDescription>De code is de jaargroep zoals in het administratiesysteem (bijvoorbeeld 1 tot en met 8).</DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
            {(p) => <Input {...p} {...form.register("naam")} autoComplete="off" />}
          </FormField>
          <FormField label="Code" name="code" error={form.formState.errors.code?.message}>
            {(p) => <Input {...p} {...form.register("code")} autoComplete="off" />}
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

export function LeerjarenScreen({ admnr, pakketten }: { admnr: number; pakketten: PakketKeuze[] }) {
  const qc = useQueryClient();
  const key = queryKeys.leerjaren(admnr);
  const { data: lijst = [] } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await api.getJson<LeerjaarView[]>("/api/Leerjaar/GetList", { administratieNr: admnr, signal })) ?? [],
  });
  const remove = useMutation({
    mutationFn: (nr: number) => api.delete(`/api/Leerjaar/Delete/${admnr}/${nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("Het leerjaar is verwijderd.");
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Leerjaren</h1>
          <p className="text-sm text-muted-foreground">Leerjaren (jaargroepen) en de fasen van de leerroutepakketten die erbij horen.</p>
        </div>
        <LeerjaarDialog
          trigger={
            <Button>
              <Plus aria-hidden className="size-4" />
              Leerjaar toevoegen
            </Button>
          }
          titel="Leerjaar toevoegen"
          start={{ naam: "", code: "" }}
          onSave={async (v) => {
            await api.post("/api/Leerjaar/Add", { naam: v.naam, code: v.code || null }, { administratieNr: admnr });
            toast.success(`Leerjaar '${v.naam}' is toegevoegd.`);
            await qc.invalidateQueries({ queryKey: key });
          }}
        />
      </div>
      {lijst.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen leerjaren. Voeg het eerste leerjaar toe.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Naam</TableHead>
              <TableHead>Code</TableHead>
              <TableHead>Groepen</TableHead>
              <TableHead>Gekoppelde fasen</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lijst.map((l) => (
              <TableRow key={l.nr}>
                <TableCell className="font-medium">{l.naam}</TableCell>
                <TableCell>{l.code ?? "—"}</TableCell>
                <TableCell>{l.aantalGroepen}</TableCell>
                <TableCell>{l.aantalGekoppeldeFasen}</TableCell>
                <TableCell className="flex justify-end gap-1">
                  <LeerjaarDialog
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Leerjaar ${l.naam} wijzigen`}>
                        <Pencil aria-hidden className="size-4" />
                      </Button>
                    }
                    titel="Leerjaar wijzigen"
                    start={{ naam: l.naam, code: l.code ?? "" }}
                    onSave={async (v) => {
                      await api.post("/api/Leerjaar/update", { nr: l.nr, naam: v.naam, code: v.code || null }, { administratieNr: admnr });
                      toast.success("Het leerjaar is opgeslagen.");
                      await qc.invalidateQueries({ queryKey: key });
                    }}
                  />
                  <VerwijderKnop
                    label={`Leerjaar ${l.naam} verwijderen`}
                    titel={`Leerjaar '${l.naam}' verwijderen?`}
                    beschrijving="De koppelingen met pakketfasen vervallen. Een leerjaar dat groepen of leerlingen gebruiken, kan niet worden verwijderd."
                    onConfirm={() => remove.mutate(l.nr)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FaseKoppeling admnr={admnr} pakketten={pakketten} />
    </section>
  );
}

function FaseKoppeling({ admnr, pakketten }: { admnr: number; pakketten: PakketKeuze[] }) {
  const qc = useQueryClient();
  const [pakketId, setPakketId] = useState<number | null>(pakketten[0]?.id ?? null);
  const [keuze, setKeuze] = useState<Record<number, number[]> | null>(null);
  const { data } = useQuery({
    queryKey: queryKeys.leerjaarPakketFasen(admnr, pakketId ?? 0),
    enabled: pakketId !== null,
    queryFn: ({ signal }) => api.getJson<PakketFasen>(`/api/Leerjaar/LeerjaarPakketFasen/${pakketId}`, { administratieNr: admnr, signal }),
  });
  const huidig = keuze ?? Object.fromEntries((data?.leerjaren ?? []).map((l) => [l.nr, l.faseNummers]));
  const save = useMutation({
    mutationFn: () =>
      api.post(
        "/api/Leerjaar/KoppelLeerjarenPakket",
        { leerroutepakketId: pakketId, leerjaren: (data?.leerjaren ?? []).map((l) => ({ leerjaarNr: l.nr, faseNummers: huidig[l.nr] ?? [] })) },
        { administratieNr: admnr },
      ),
    onSuccess: () => {
      toast.success("De koppelingen met de fasen zijn opgeslagen.");
      setKeuze(null);
      void qc.invalidateQueries({ queryKey: queryKeys.leerjaren(admnr) });
    },
    onError: (e) => toast.error(foutmelding(e, "Opslaan is niet gelukt.")),
  });

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">Fasen per leerjaar</h2>
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
          {!data ? null : data.fasen.length === 0 || data.leerjaren.length === 0 ? (
            <p className="text-muted-foreground">{data.fasen.length === 0 ? "Dit pakket heeft geen fasen." : "Voeg eerst leerjaren toe."}</p>
          ) : (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Leerjaar</TableHead>
                    {data.fasen.map((f) => (
                      <TableHead key={f.nummer}>{f.naam}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.leerjaren.map((l) => (
                    <TableRow key={l.nr}>
                      <TableCell className="font-medium">{l.naam}</TableCell>
                      {data.fasen.map((f) => {
                        const aan = (huidig[l.nr] ?? []).includes(f.nummer);
                        return (
                          <TableCell key={f.nummer}>
                            <Checkbox
                              aria-label={`${l.naam} in ${f.naam}`}
                              checked={aan}
                              onCheckedChange={(c) => {
                                const lijst = huidig[l.nr] ?? [];
                                setKeuze({ ...huidig, [l.nr]: c === true ? [...lijst, f.nummer] : lijst.filter((n) => n !== f.nummer) });
                              }}
                            />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Button onClick={() => save.mutate()} disabled={save.isPending || keuze === null}>
                {save.isPending ? "Bezig…" : "Koppelingen opslaan"}
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}
