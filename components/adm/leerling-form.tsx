"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { GroepView } from "@/lib/services/groepen";
import type { LeerlingView } from "@/lib/services/leerlingen";

const datum = z.string().refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Vul een datum in.");
const schema = z
  .object({
    roepnaam: z.string().trim().min(1, "Vul de roepnaam in.").max(100, "Hoogstens 100 tekens."),
    voornamen: z.string().max(200, "Hoogstens 200 tekens."),
    tussenvoegsel: z.string().max(30, "Hoogstens 30 tekens."),
    achternaam: z.string().trim().min(1, "Vul de achternaam in.").max(100, "Hoogstens 100 tekens."),
    geboortedatum: datum,
    geslacht: z.enum(["0", "1", "2", "9"]),
    ingangsdatum: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Vul de ingangsdatum in."),
    einddatum: datum,
    externeSleutel: z.string().max(50, "Hoogstens 50 tekens."),
    groepNr: z.string(),
  })
  .refine((v) => v.einddatum === "" || v.einddatum >= v.ingangsdatum, { path: ["einddatum"], message: "De einddatum ligt vóór de ingangsdatum." });
type Values = z.infer<typeof schema>;

const VELD_NAMEN = ["roepnaam", "voornamen", "tussenvoegsel", "achternaam", "geboortedatum", "geslacht", "ingangsdatum", "einddatum", "externeSleutel", "groepNr"] as const;

function startwaarden(l: LeerlingView | undefined, vandaag: string): Values {
  return {
    roepnaam: l?.roepnaam ?? "",
    voornamen: l?.voornamen ?? "",
    tussenvoegsel: l?.tussenvoegsel ?? "",
    achternaam: l?.achternaam ?? "",
    geboortedatum: l?.geboortedatum ?? "",
    geslacht: String(l?.geslacht ?? 9) as Values["geslacht"],
    ingangsdatum: l?.ingangsdatum ?? vandaag,
    einddatum: l && l.einddatum !== OPEN_EINDDATUM_ISO ? l.einddatum : "",
    externeSleutel: l?.externeSleutel ?? "",
    groepNr: "",
  };
}

/** Add (no `leerling`) or edit a pupil in a dialog; on add a group can be chosen right away. */
export function LeerlingFormDialog({ admnr, schooljaar, leerling, trigger }: { admnr: number; schooljaar: string; leerling?: LeerlingView; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const vandaag = new Date().toISOString().slice(0, 10);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: startwaarden(leerling, vandaag) });
  const groepen = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, "Schrijfbaar", null),
    queryFn: async ({ signal }) => ((await api.getJson<GroepView[]>(`/api/Groepen/All/${schooljaar}`, { administratieNr: admnr, signal })) ?? []).filter((g) => g.magBewerken),
    enabled: open && !leerling,
    retry: false,
  });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        roepnaam: v.roepnaam,
        voornamen: v.voornamen || null,
        tussenvoegsel: v.tussenvoegsel || null,
        achternaam: v.achternaam,
        geboortedatum: v.geboortedatum || null,
        geslacht: Number(v.geslacht),
        ingangsdatum: v.ingangsdatum,
        einddatum: v.einddatum || null,
        externeSleutel: v.externeSleutel || null,
        ...(!leerling && v.groepNr ? { groepNr: Number(v.groepNr) } : {}),
      };
      return leerling
        ? api.post<LeerlingView>(`/api/Leerlingen/Edit/${leerling.id}`, body, { administratieNr: admnr })
        : api.post<LeerlingView>("/api/Leerlingen/Add", body, { administratieNr: admnr });
    },
    onSuccess: (_r, v) => {
      toast.success(leerling ? `${v.roepnaam} ${v.achternaam} is opgeslagen.` : `${v.roepnaam} ${v.achternaam} is toegevoegd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.groepen(admnr) });
      setOpen(false);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues?.length) {
        for (const issue of e.issues) {
          const veld = issue.path.replace(/^body\./, "") as (typeof VELD_NAMEN)[number];
          if ((VELD_NAMEN as readonly string[]).includes(veld)) form.setError(veld, { message: issue.message });
        }
      }
      toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt.");
    },
  });
  const err = form.formState.errors;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset(startwaarden(leerling, vandaag));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{leerling ? "Leerling bewerken" : "Leerling toevoegen"}</DialogTitle>
            <DialogDescription>Velden met een * zijn verplicht.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Roepnaam *" name="roepnaam" error={err.roepnaam?.message}>
              {(p) => <Input {...p} {...form.register("roepnaam")} autoComplete="off" />}
            </FormField>
            <FormField label="Voornamen" name="voornamen" error={err.voornamen?.message}>
              {(p) => <Input {...p} {...form.register("voornamen")} autoComplete="off" />}
            </FormField>
            <FormField label="Tussenvoegsel" name="tussenvoegsel" error={err.tussenvoegsel?.message}>
              {(p) => <Input {...p} {...form.register("tussenvoegsel")} autoComplete="off" />}
            </FormField>
            <FormField label="Achternaam *" name="achternaam" error={err.achternaam?.message}>
              {(p) => <Input {...p} {...form.register("achternaam")} autoComplete="off" />}
            </FormField>
            <FormField label="Geboortedatum" name="geboortedatum" error={err.geboortedatum?.message}>
              {(p) => <Input {...p} type="date" {...form.register("geboortedatum")} />}
            </FormField>
            <FormField label="Geslacht" name="geslacht" error={err.geslacht?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register("geslacht")}>
                  <NativeSelectOption value="9">Niet gespecificeerd</NativeSelectOption>
                  <NativeSelectOption value="1">Man</NativeSelectOption>
                  <NativeSelectOption value="2">Vrouw</NativeSelectOption>
                  <NativeSelectOption value="0">Onbekend</NativeSelectOption>
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Ingangsdatum *" name="ingangsdatum" error={err.ingangsdatum?.message}>
              {(p) => <Input {...p} type="date" {...form.register("ingangsdatum")} />}
            </FormField>
            <FormField label="Einddatum" name="einddatum" error={err.einddatum?.message} description="Leeg: nog ingeschreven.">
              {(p) => <Input {...p} type="date" {...form.register("einddatum")} />}
            </FormField>
            <FormField label="Sleutel (leerlingadministratie)" name="externeSleutel" error={err.externeSleutel?.message}>
              {(p) => <Input {...p} {...form.register("externeSleutel")} autoComplete="off" />}
            </FormField>
            {!leerling && (
              <FormField label="Groep" name="groepNr" error={err.groepNr?.message} description={`Plaatst de leerling meteen in een groep van ${schooljaar}.`}>
                {(p) => (
                  <NativeSelect {...p} {...form.register("groepNr")}>
                    <NativeSelectOption value="">Geen groep</NativeSelectOption>
                    {(groepen.data ?? []).map((g) => (
                      <NativeSelectOption key={g.nr} value={String(g.nr)}>
                        {g.naam} ({g.vestigingNaam})
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Bezig…" : leerling ? "Opslaan" : "Toevoegen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
