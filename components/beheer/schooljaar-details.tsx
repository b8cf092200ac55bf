"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { validatePerioden } from "@/lib/schooljaar";
import type { SchooljaarView } from "@/lib/services/schooljaren";

const periodeSchema = z.object({
  nummer: z.coerce.number<string | number>().int("Vul een geheel getal in.").min(1, "Minimaal 1."),
  ingangsdatum: z.string().min(1, "Vul de ingangsdatum in."),
  einddatum: z.string().min(1, "Vul de einddatum in."),
});

/** The same period rules as the server (lib/schooljaar), checked before sending. */
function schemaVoor(schooljaar: string) {
  return z.object({ perioden: z.array(periodeSchema) }).superRefine((v, ctx) => {
    for (const fout of validatePerioden(schooljaar, v.perioden)) ctx.addIssue({ code: "custom", path: fout.path.split("."), message: fout.message });
  });
}

type Values = { perioden: { nummer: number | string; ingangsdatum: string; einddatum: string }[] };

export function SchooljaarDetails({ admnr, schooljaar }: { admnr: number; schooljaar: string }) {
  const qc = useQueryClient();
  const key = queryKeys.schooljaar(admnr, schooljaar);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.getJson<SchooljaarView>(`/api/Schooljaren/Details/${schooljaar}`, { administratieNr: admnr, signal }),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schemaVoor(schooljaar)) as never,
    values: data ? { perioden: data.perioden } : undefined,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "perioden" });
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.post<SchooljaarView>(
        "/api/Schooljaren/Edit",
        { schooljaar, perioden: v.perioden.map((p) => ({ ...p, nummer: Number(p.nummer) })) },
        { administratieNr: admnr },
      ),
    onSuccess: (res) => {
      toast.success("De perioden zijn opgeslagen.");
      if (res.data) qc.setQueryData(key, res.data);
      void qc.invalidateQueries({ queryKey: queryKeys.schooljaren(admnr), exact: true });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues?.length) {
        for (const issue of e.issues) form.setError(issue.path.replace(/^body\./, "") as never, { message: issue.message });
      }
      toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt.");
    },
  });

  if (!data) return null;
  const errors = form.formState.errors.perioden;
  const volgendNummer = () => Math.max(0, ...form.getValues("perioden").map((p) => Number(p.nummer) || 0)) + 1;

  return (
    <section className="space-y-4">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/schooljaren`} className="text-primary underline-offset-4 hover:underline">
          Schooljaren
        </Link>{" "}
        / {schooljaar}
      </nav>
      <div>
        <h1 className="text-2xl font-semibold">Schooljaar {schooljaar}</h1>
        <p className="text-sm text-muted-foreground">
          Van {formatDatum(data.ingangsdatum)} tot en met {formatDatum(data.einddatum)}. Perioden liggen binnen het schooljaar en overlappen niet.
        </p>
      </div>
      <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="space-y-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-28">Periode</TableHead>
              <TableHead>Ingangsdatum</TableHead>
              <TableHead>Einddatum</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map((field, i) => {
              const e = errors?.[i];
              return (
                <TableRow key={field.id}>
                  {(["nummer", "ingangsdatum", "einddatum"] as const).map((name) => {
                    const id = `perioden-${i}-${name}`;
                    const message = e?.[name]?.message;
                    const label = name === "nummer" ? `Nummer van periode ${i + 1}` : `${name === "ingangsdatum" ? "Ingangsdatum" : "Einddatum"} van periode ${i + 1}`;
                    return (
                      <TableCell key={name} className="align-top">
                        <label htmlFor={id} className="sr-only">
                          {label}
                        </label>
                        <Input
                          id={id}
                          type={name === "nummer" ? "number" : "date"}
                          min={name === "nummer" ? 1 : undefined}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? `${id}-error` : undefined}
                          {...form.register(`perioden.${i}.${name}`)}
                        />
                        {message && (
                          <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
                            {message}
                          </p>
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell className="align-top">
                    <Button type="button" variant="ghost" size="icon" aria-label={`Periode ${i + 1} verwijderen`} onClick={() => remove(i)}>
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="text-center text-muted-foreground">
                  Dit schooljaar heeft geen perioden.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {errors?.root?.message && <p className="text-sm text-destructive">{errors.root.message}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => append({ nummer: volgendNummer(), ingangsdatum: "", einddatum: "" })}>
            <Plus aria-hidden className="size-4" />
            Periode toevoegen
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Bezig met opslaan…" : "Opslaan"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => form.reset({ perioden: data.perioden })}>
            Wijzigingen ongedaan maken
          </Button>
        </div>
      </form>
    </section>
  );
}
