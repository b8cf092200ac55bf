"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { SCHOOLSOORT_LABELS, SCHOOLSOORTEN, type SchoolsoortCode } from "@/lib/schoolsoort";

const schema = z.object({
  naam: z.string().trim().min(1, "Vul de naam van de vestiging in.").max(100, "De naam mag hoogstens 100 tekens zijn."),
  schoolsoort: z.union([z.enum(SCHOOLSOORTEN), z.literal("")]),
});
type Values = z.infer<typeof schema>;

/** Add (no `vestiging`) or edit a branch: name and school type. */
export function VestigingForm({ admnr, vestiging }: { admnr: number; vestiging?: { nr: number; naam: string; schoolsoort: SchoolsoortCode | null } }) {
  const router = useRouter();
  const qc = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { naam: vestiging?.naam ?? "", schoolsoort: vestiging?.schoolsoort ?? "" },
  });
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const body = { naam: v.naam, schoolsoort: v.schoolsoort || null };
      const res = vestiging
        ? await api.post<{ nr: number; naam: string }>("/api/Vestigingen/Edit", { nr: vestiging.nr, ...body }, { administratieNr: admnr })
        : await api.post<{ nr: number; naam: string }>("/api/Vestigingen/Add", body, { administratieNr: admnr });
      return res.data!;
    },
    onSuccess: (v) => {
      toast.success(vestiging ? `Vestiging ${v.naam} is opgeslagen.` : `Vestiging ${v.naam} is toegevoegd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.vestigingen(admnr) });
      router.push(`/${admnr}/beheer/Vestigingen/details/${v.nr}`);
    },
    onError: (e) => {
      const issues = e instanceof ApiError ? e.issues : [];
      for (const issue of issues) {
        const veld = issue.path.replace(/^body\./, "");
        if (veld === "naam" || veld === "schoolsoort") form.setError(veld, { message: issue.message });
      }
      if (e instanceof ApiError && e.status === 409) form.setError("naam", { message: e.message });
      else if (!issues.length) toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt.");
    },
  });
  const terug = vestiging ? `/${admnr}/beheer/Vestigingen/details/${vestiging.nr}` : `/${admnr}/beheer/Vestigingen`;
  const titel = vestiging ? `Vestiging ${vestiging.naam} bewerken` : "Vestiging toevoegen";

  return (
    <section className="max-w-xl space-y-4">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/Vestigingen`} className="text-primary underline underline-offset-4">
          Vestigingen
        </Link>{" "}
        / {vestiging ? vestiging.naam : "Toevoegen"}
      </nav>
      <h1 className="text-2xl font-semibold">{titel}</h1>
      <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid gap-4">
        <FormField label="Naam" name="naam" error={form.formState.errors.naam?.message}>
          {(p) => <Input {...p} autoComplete="off" {...form.register("naam")} />}
        </FormField>
        <FormField label="Schoolsoort" name="schoolsoort" error={form.formState.errors.schoolsoort?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register("schoolsoort")}>
              <NativeSelectOption value="">Onbekend</NativeSelectOption>
              {SCHOOLSOORTEN.map((s) => (
                <NativeSelectOption key={s} value={s}>
                  {SCHOOLSOORT_LABELS[s]} ({s})
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Bezig met opslaan…" : vestiging ? "Opslaan" : "Toevoegen"}
          </Button>
          <Button asChild variant="outline">
            <Link href={terug}>Annuleren</Link>
          </Button>
        </div>
      </form>
    </section>
  );
}
