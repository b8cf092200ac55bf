"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import type { PermissionsView } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { canWrite, Functiegebied } from "@/lib/permissions";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";

const schema = z.object({
  naam: z.string().trim().min(1, "Vul de naam in.").max(100, "Hoogstens 100 tekens."),
  vestigingNr: z.string().min(1, "Kies een vestiging."),
  soort: z.enum(["Klas", "Onderwijsgroep"], { error: "Kies Klas of Onderwijsgroep." }),
  jaargroep: z.string().trim().max(10, "Hoogstens 10 tekens."),
  leerjaarNr: z.string(),
  vakgebiedNr: z.string(),
});
type Values = z.infer<typeof schema>;

const VELDEN = ["naam", "vestigingNr", "soort", "jaargroep", "leerjaarNr", "vakgebiedNr"] as const;

/** Branches in which the user may place a group (write on Groepen for that branch). */
export function schrijfbareVestigingen(perms: PermissionsView | undefined): { nr: number; naam: string }[] {
  if (!perms) return [];
  const p = { ...perms, gebruikerId: perms.gebruikerId ?? "" };
  return perms.vestigingen.filter((v) => canWrite(p, Functiegebied.Groepen, { vestigingNr: v.nr }));
}

function startwaarden(groep: GroepView | undefined, vestiging: number | null): Values {
  return {
    naam: groep?.naam ?? "",
    vestigingNr: String(groep?.vestigingNr ?? vestiging ?? ""),
    soort: groep?.soort ?? "Klas",
    jaargroep: groep?.jaargroep ?? "",
    leerjaarNr: groep?.leerjaarNr ? String(groep.leerjaarNr) : "",
    vakgebiedNr: groep?.vakgebiedNr ? String(groep.vakgebiedNr) : "",
  };
}

/**
 * Add (no `groep`, in `schooljaar`) or edit a group in a dialog: POST /api/Groepen/Add or Edit.
 * `vestigingen` are the branches the user may write; on edit the group's own branch is kept as a choice.
 */
export function GroepFormDialog({
  admnr,
  schooljaar,
  groep,
  vestigingen,
  standaardVestiging = null,
  keuzes,
  trigger,
  onOpgeslagen,
}: {
  admnr: number;
  schooljaar: string;
  groep?: GroepView;
  vestigingen: { nr: number; naam: string }[];
  standaardVestiging?: number | null;
  keuzes: GroepKeuzes;
  trigger: React.ReactNode;
  onOpgeslagen?: (g: GroepView) => void;
}) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const opties = groep && !vestigingen.some((v) => v.nr === groep.vestigingNr) ? [{ nr: groep.vestigingNr, naam: groep.vestigingNaam }, ...vestigingen] : vestigingen;
  const beginVestiging = standaardVestiging !== null && opties.some((v) => v.nr === standaardVestiging) ? standaardVestiging : opties.length === 1 ? opties[0]!.nr : null;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: startwaarden(groep, beginVestiging) });
  const soort = useWatch({ control: form.control, name: "soort" });

  const save = useMutation({
    mutationFn: async (v: Values) => {
      const velden = {
        naam: v.naam.trim(),
        vestigingNr: Number(v.vestigingNr),
        soort: v.soort,
        jaargroep: v.jaargroep.trim() || null,
        leerjaarNr: v.leerjaarNr ? Number(v.leerjaarNr) : null,
        vakgebiedNr: v.soort === "Onderwijsgroep" && v.vakgebiedNr ? Number(v.vakgebiedNr) : null,
      };
      const res = groep
        ? await api.post<GroepView>("/api/Groepen/Edit", { ...velden, nr: groep.nr }, { administratieNr: admnr })
        : await api.post<GroepView>("/api/Groepen/Add", { ...velden, schooljaar }, { administratieNr: admnr });
      return res.data!;
    },
    onSuccess: (g) => {
      toast.success(groep ? `${g.naam} is opgeslagen.` : `${g.naam} is toegevoegd.`);
      qc.setQueryData(queryKeys.groep(admnr, g.nr), g);
      void qc.invalidateQueries({ queryKey: queryKeys.groepen(admnr) });
      // Pupil lists show group names.
      if (groep) void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
      setOpen(false);
      onOpgeslagen?.(g);
    },
    onError: (e) => {
      if (e instanceof ApiError) {
        for (const issue of e.issues) {
          const veld = issue.path.replace(/^body\./, "");
          if ((VELDEN as readonly string[]).includes(veld)) form.setError(veld as (typeof VELDEN)[number], { message: issue.message });
        }
        // A name already used in that branch and year: the refusal belongs next to the name.
        if (e.status === 409) form.setError("naam", { message: e.message });
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
        if (o) form.reset(startwaarden(groep, beginVestiging));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{groep ? `${groep.naam} bewerken` : "Groep toevoegen"}</DialogTitle>
            <DialogDescription>
              {groep ? `Schooljaar ${groep.schooljaar} blijft; de indelingen hangen ervan af.` : `De groep komt in schooljaar ${schooljaar}.`} Velden met een * zijn verplicht.
            </DialogDescription>
          </DialogHeader>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Naam *" name="naam" error={err.naam?.message} className="sm:col-span-2">
              {(p) => <Input {...p} {...form.register("naam")} autoComplete="off" />}
            </FormField>
            <FormField label="Vestiging *" name="vestigingNr" error={err.vestigingNr?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register("vestigingNr")}>
                  <NativeSelectOption value="">Kies een vestiging</NativeSelectOption>
                  {opties.map((v) => (
                    <NativeSelectOption key={v.nr} value={String(v.nr)}>
                      {v.naam}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Soort *" name="soort" error={err.soort?.message} description="Een leerling zit in één klas tegelijk; onderwijsgroepen (bijvoorbeeld een leesgroep) komen erbij.">
              {(p) => (
                <NativeSelect {...p} {...form.register("soort")}>
                  <NativeSelectOption value="Klas">Klas</NativeSelectOption>
                  <NativeSelectOption value="Onderwijsgroep">Onderwijsgroep</NativeSelectOption>
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Jaargroep" name="jaargroep" error={err.jaargroep?.message} description="Het groepsnummer zoals in het leerlingadministratiesysteem: 1 t/m 8, of een letter zoals S of V.">
              {(p) => <Input {...p} {...form.register("jaargroep")} autoComplete="off" className="w-32" />}
            </FormField>
            <FormField label="Leerjaar" name="leerjaarNr" error={err.leerjaarNr?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register("leerjaarNr")}>
                  <NativeSelectOption value="">Geen leerjaar</NativeSelectOption>
                  {keuzes.leerjaren.map((l) => (
                    <NativeSelectOption key={l.nr} value={String(l.nr)}>
                      {l.naam}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {soort === "Onderwijsgroep" && (
              <FormField label="Vakgebied" name="vakgebiedNr" error={err.vakgebiedNr?.message} description="Twee onderwijsgroepen van hetzelfde vakgebied overlappen niet voor één leerling.">
                {(p) => (
                  <NativeSelect {...p} {...form.register("vakgebiedNr")}>
                    <NativeSelectOption value="">Geen vakgebied</NativeSelectOption>
                    {keuzes.vakgebieden.map((v) => (
                      <NativeSelectOption key={v.nr} value={String(v.nr)}>
                        {v.naam}
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
              {save.isPending ? "Bezig…" : groep ? "Opslaan" : "Toevoegen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
