"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { z } from "zod";
import { GESLACHT_KEUZES } from "@/components/beheer/medewerker-keuzes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { briefaanhef } from "@/lib/format";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import type { EigenGegevens } from "@/lib/services/medewerkers";

const schema = z.object({
  roepnaam: z.string().trim().min(1, "Vul uw roepnaam in.").max(100, "De roepnaam mag hoogstens 100 tekens zijn."),
  voornamen: z.string().trim().max(200, "De voornamen mogen hoogstens 200 tekens zijn."),
  tussenvoegsel: z.string().trim().max(30, "Het tussenvoegsel mag hoogstens 30 tekens zijn."),
  achternaam: z.string().trim().min(1, "Vul uw achternaam in.").max(100, "De achternaam mag hoogstens 100 tekens zijn."),
  geslacht: z.enum(["0", "1", "2", "9"], { error: "Kies een geslacht." }),
});
type Values = z.infer<typeof schema>;

function waarden(g: EigenGegevens): Values {
  return {
    roepnaam: g.roepnaam,
    voornamen: g.voornamen ?? "",
    tussenvoegsel: g.tussenvoegsel ?? "",
    achternaam: g.achternaam,
    geslacht: (["0", "1", "2", "9"].includes(String(g.geslacht)) ? String(g.geslacht) : "9") as Values["geslacht"],
  };
}

/** Own name fields and geslacht (POST /api/Accounts/Update), with the resulting form of address. */
export function MijnGegevens({ admnr, initial }: { admnr: number; initial: EigenGegevens }) {
  const router = useRouter();
  const [opgeslagen, setOpgeslagen] = useState(initial);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: waarden(initial) });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: async (v: Values) =>
      (
        await api.post<EigenGegevens>(
          "/api/Accounts/Update",
          { roepnaam: v.roepnaam, voornamen: v.voornamen || null, tussenvoegsel: v.tussenvoegsel || null, achternaam: v.achternaam, geslacht: Number(v.geslacht) },
          { administratieNr: admnr },
        )
      ).data!,
    onSuccess: (g) => {
      setOpgeslagen(g);
      form.reset(waarden(g));
      toast.success("Uw gegevens zijn opgeslagen.");
      // The name in the header and user menu come from the server: refresh them without a reload.
      router.refresh();
    },
    onError: (e) => {
      if (e instanceof ApiError) {
        for (const issue of e.issues) {
          const veld = issue.path.replace(/^body\./, "");
          if (veld in schema.shape) form.setError(veld as Path<Values>, { message: issue.message.charAt(0).toUpperCase() + issue.message.slice(1) + "." });
        }
        toast.error(e.message);
        return;
      }
      toast.error("Opslaan is niet gelukt.");
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Mijn gegevens</CardTitle>
        <CardDescription>
          Zo spreken we u aan: <strong data-testid="aanhef">{briefaanhef(opgeslagen)}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
          <FormField label="Roepnaam" name="roepnaam" error={errors.roepnaam?.message}>
            {(p) => <Input {...p} autoComplete="nickname" {...form.register("roepnaam")} />}
          </FormField>
          <FormField label="Voornamen" name="voornamen" error={errors.voornamen?.message}>
            {(p) => <Input {...p} autoComplete="given-name" {...form.register("voornamen")} />}
          </FormField>
          <FormField label="Tussenvoegsel" name="tussenvoegsel" error={errors.tussenvoegsel?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("tussenvoegsel")} />}
          </FormField>
          <FormField label="Achternaam" name="achternaam" error={errors.achternaam?.message}>
            {(p) => <Input {...p} autoComplete="family-name" {...form.register("achternaam")} />}
          </FormField>
          <FormField label="Geslacht" name="geslacht" error={errors.geslacht?.message} description="Bepaalt de aanhef: heer, mevrouw of heer/mevrouw.">
            {(p) => (
              <NativeSelect {...p} {...form.register("geslacht")}>
                {GESLACHT_KEUZES.map((g) => (
                  <NativeSelectOption key={g.value} value={g.value}>
                    {g.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="flex items-end gap-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Bezig met opslaan…" : "Gegevens opslaan"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => form.reset(waarden(opgeslagen))}>
              Wijzigingen ongedaan maken
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
