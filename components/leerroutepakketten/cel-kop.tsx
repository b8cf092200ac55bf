"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { TabsNav } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { foutmelding } from "./data";
import { celBody, useFase, type CelRef } from "./fasen-data";
import { PakketHeader } from "./pakket-header";

export const CEL_TABS = [
  { segment: "indicatoren", label: "Indicatoren" },
  { segment: "lesbundels", label: "Lesbundels" },
] as const;

const schema = z.object({
  niveauNummer: z.string(),
  omschrijving: z.string().max(2000, "De omschrijving mag hoogstens 2000 tekens hebben."),
});
type Values = z.infer<typeof schema>;

const textareaClass =
  "min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive";

/**
 * Header of a cell's pages: breadcrumb, phase, route and domain, the level aimed at and the
 * description (a form for managers), and the tabs indicatoren / lesbundels.
 */
export function CelKop({ cel }: { cel: CelRef }) {
  const { admnr, id, fase, lr, domein } = cel;
  const { data } = useFase(admnr, id, fase);
  const pathname = usePathname();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const celBasis = `${basis}/${fase}/${lr}/${domein}`;
  const leerroute = data?.leerroutes.find((l) => l.nummer === lr);
  const d = data?.domeinen.find((x) => x.id === domein);
  const c = leerroute?.cellen.find((x) => x.domeinId === domein);
  if (!data || !leerroute || !d || !c) return null;
  const beheer = data.leerroutepakket.beheerbaar;
  return (
    <div className="space-y-4">
      <PakketHeader
        admnr={admnr}
        id={id}
        tabs={false}
        kruimel={[{ href: `${basis}/details/Fasen?fase=${fase}`, label: `Fasen: ${data.fase.naam}` }, { label: `${leerroute.naam}, ${d.naam}` }]}
      />
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold">
          {data.fase.naam} · {leerroute.naam} · {d.naam}
        </h1>
        {!beheer && <Badge variant="secondary">Alleen lezen</Badge>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Fase</dt>
        <dd>{data.fase.naam}</dd>
        <dt className="text-muted-foreground">Leerroute</dt>
        <dd>{leerroute.naam}</dd>
        <dt className="text-muted-foreground">Domein</dt>
        <dd>{d.naam}</dd>
        <dt className="text-muted-foreground">Doelniveau</dt>
        <dd data-testid="doelniveau">{c.niveauLabel ?? "Geen doelniveau"}</dd>
        {!beheer && (
          <>
            <dt className="text-muted-foreground">Omschrijving</dt>
            <dd>{c.omschrijving ?? <span className="text-muted-foreground">Geen omschrijving</span>}</dd>
          </>
        )}
      </dl>
      {beheer && <CelForm cel={cel} niveaus={data.niveaus} huidig={{ niveauNummer: c.niveauNummer, omschrijving: c.omschrijving }} />}
      <TabsNav
        aria-label="Onderdelen van de cel"
        items={CEL_TABS.map((t) => ({ href: `${celBasis}/${t.segment}`, label: t.label, active: pathname.startsWith(`${celBasis}/${t.segment}`) }))}
      />
    </div>
  );
}

function CelForm({
  cel,
  niveaus,
  huidig,
}: {
  cel: CelRef;
  niveaus: { nummer: number; niveauLabel: string }[];
  huidig: { niveauNummer: number | null; omschrijving: string | null };
}) {
  const qc = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { niveauNummer: huidig.niveauNummer === null ? "" : String(huidig.niveauNummer), omschrijving: huidig.omschrijving ?? "" },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      api.post("/api/Leerroutepakketfasen/Update", { ...celBody(cel), niveauNummer: v.niveauNummer ? Number(v.niveauNummer) : null, omschrijving: v.omschrijving }, { administratieNr: cel.admnr }),
    onSuccess: () => {
      toast.success("Het doelniveau en de omschrijving zijn opgeslagen.");
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakket(cel.admnr, cel.id) });
    },
    onError: (e) => {
      if (e instanceof ApiError) for (const issue of e.issues) form.setError(issue.path.replace(/^body\./, "") as keyof Values, { message: issue.message });
      toast.error(foutmelding(e, "Opslaan is niet gelukt."));
    },
  });
  const fouten = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid max-w-2xl gap-3 rounded-md border p-4" aria-label="Doelniveau en omschrijving">
      <FormField label="Doelniveau" name="niveauNummer" error={fouten.niveauNummer?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register("niveauNummer")} wrapperClassName="max-w-xs">
            <option value="">Geen doelniveau</option>
            {niveaus.map((n) => (
              <option key={n.nummer} value={n.nummer}>
                {n.niveauLabel}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Omschrijving" name="omschrijving" error={fouten.omschrijving?.message}>
        {(p) => <textarea {...p} {...form.register("omschrijving")} rows={3} className={textareaClass} />}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          Doelniveau opslaan
        </Button>
      </div>
    </form>
  );
}
