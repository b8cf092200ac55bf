"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Pencil, Plus, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api, ApiError } from "@/lib/client/api";
import { SCHOOLSOORTEN, SCHOOLSOORT_LABELS, type SchoolsoortCode } from "@/lib/schoolsoort";
import type { TrajectView } from "@/lib/services/leerroutes";
import { foutmelding, useDomeinen, usePakketMutatie } from "./data";
import { InlineAdd, InlineEdit } from "./inline";
import { useLeerroute, useTrajecten, useUitstroombestemmingKeuze } from "./leerroutes-data";
import { Tekstvak, VerwijderDialoog, useVerwijderLeerroute } from "./leerroutes-tab";
import { PakketHeader } from "./pakket-header";

function Leeg({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{children}</p>;
}

/** Page leerroute/{lr}: name and description, exit destinations, and the trajectories per school type. */
export function LeerroutePagina({ admnr, id, lr }: { admnr: number; id: number; lr: number }) {
  const router = useRouter();
  const { data: route } = useLeerroute(admnr, id, lr);
  const opts = { administratieNr: admnr };
  const beheer = route?.leerroutepakket.beheerbaar ?? false;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const edit = usePakketMutatie(
    admnr,
    id,
    (v: { naam: string; omschrijving?: string }) => api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, ...v }, opts),
    (v) => (v.omschrijving !== undefined ? "De omschrijving is opgeslagen." : `De leerroute heet nu "${v.naam}".`),
  );
  const remove = useVerwijderLeerroute(admnr, id);
  if (!route) return null;
  return (
    <section className="space-y-6">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `${basis}/details/Leerroutes`, label: "Leerroutes" }, { label: route.naam }]} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold">
            <InlineEdit waarde={route.naam} label="naam van de leerroute" readOnly={!beheer} max={200} onSave={(naam) => edit.mutateAsync({ naam })}>
              {route.naam}
            </InlineEdit>
          </h1>
          <div className="text-sm">
            <InlineEdit waarde={route.omschrijving ?? ""} label="omschrijving van de leerroute" readOnly={!beheer} max={2000} onSave={(omschrijving) => edit.mutateAsync({ naam: route.naam, omschrijving })}>
              {route.omschrijving ?? <span className="text-muted-foreground">Geen omschrijving.</span>}
            </InlineEdit>
          </div>
        </div>
        {beheer && (
          <VerwijderDialoog
            knop="Leerroute verwijderen"
            label="Leerroute verwijderen"
            titel={`Leerroute "${route.naam}" verwijderen?`}
            omschrijving="De trajecten van deze leerroute en de koppelingen met uitstroombestemmingen worden ook verwijderd. Dit kan niet zolang leerlingen deze leerroute volgen, ontwikkelingsperspectieven ernaar verwijzen of fasen ervan indicatoren of lessen hebben."
            onConfirm={async () => {
              await remove.mutateAsync({ nummer: lr, naam: route.naam });
              router.push(`${basis}/details/Leerroutes`);
            }}
          />
        )}
      </div>
      {!beheer && <p className="text-sm text-muted-foreground">U kunt deze leerroute alleen bekijken.</p>}
      <Uitstroombestemmingen admnr={admnr} id={id} lr={lr} naam={route.naam} beheer={beheer} gekoppeld={route.uitstroombestemmingen} />
      <Trajecten admnr={admnr} id={id} lr={lr} beheer={beheer} />
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Uitstroombestemmingen
// ---------------------------------------------------------------------------------------------

function Uitstroombestemmingen({
  admnr,
  id,
  lr,
  naam,
  beheer,
  gekoppeld,
}: {
  admnr: number;
  id: number;
  lr: number;
  naam: string;
  beheer: boolean;
  gekoppeld: { nummer: number; naam: string; omschrijving: string | null }[];
}) {
  const { data: keuzes = [] } = useUitstroombestemmingKeuze(admnr, id, lr, beheer);
  const opts = { administratieNr: admnr };
  const huidige = keuzes.filter((k) => k.gekoppeld).map((k) => k.nummer);
  const zet = usePakketMutatie(
    admnr,
    id,
    (v: { nummers: number[]; bestemming: string; aan: boolean }) => api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, naam, uitstroombestemmingen: v.nummers }, opts),
    (v) => (v.aan ? `"${v.bestemming}" is gekoppeld.` : `"${v.bestemming}" is losgekoppeld.`),
  );
  const nieuw = usePakketMutatie(
    admnr,
    id,
    (bestemming: string) => api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, naam, nieuweUitstroombestemmingen: [bestemming] }, opts),
    (b) => `Uitstroombestemming "${b}" is gekoppeld.`,
  );
  return (
    <section className="space-y-3" aria-labelledby="uitstroom-titel">
      <h2 id="uitstroom-titel" className="text-lg font-semibold">
        Uitstroombestemmingen
      </h2>
      {beheer ? (
        <>
          {keuzes.length === 0 ? (
            <Leeg>Dit pakket heeft nog geen uitstroombestemmingen. Voeg hieronder de eerste toe.</Leeg>
          ) : (
            <fieldset className="space-y-2">
              <legend className="text-sm text-muted-foreground">Kies waar leerlingen van deze leerroute naartoe uitstromen.</legend>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label="Uitstroombestemmingen van het pakket">
                {keuzes.map((k) => (
                  <li key={k.nummer} className="flex items-start gap-2">
                    <Checkbox
                      id={`uitstroom-${k.nummer}`}
                      checked={k.gekoppeld}
                      disabled={zet.isPending}
                      aria-describedby={k.omschrijving ? `uitstroom-${k.nummer}-oms` : undefined}
                      onCheckedChange={(c) =>
                        zet.mutate({ nummers: c === true ? [...huidige, k.nummer] : huidige.filter((n) => n !== k.nummer), bestemming: k.naam, aan: c === true })
                      }
                      className="mt-0.5"
                    />
                    <div>
                      <Label htmlFor={`uitstroom-${k.nummer}`}>{k.naam}</Label>
                      {k.omschrijving && (
                        <p id={`uitstroom-${k.nummer}-oms`} className="text-sm text-muted-foreground">
                          {k.omschrijving}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <InlineAdd label="Nieuwe uitstroombestemming" knop="Toevoegen en koppelen" max={200} onAdd={(b) => nieuw.mutateAsync(b)} />
        </>
      ) : gekoppeld.length === 0 ? (
        <Leeg>Aan deze leerroute zijn nog geen uitstroombestemmingen gekoppeld.</Leeg>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Uitstroombestemmingen">
          {gekoppeld.map((u) => (
            <li key={u.nummer} className="px-3 py-2">
              <span className="font-medium">{u.naam}</span>
              {u.omschrijving && <p className="text-sm text-muted-foreground">{u.omschrijving}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Trajecten per schoolsoort
// ---------------------------------------------------------------------------------------------

function Trajecten({ admnr, id, lr, beheer }: { admnr: number; id: number; lr: number; beheer: boolean }) {
  const { data } = useTrajecten(admnr, id, lr);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const [bewerk, setBewerk] = useState<SchoolsoortCode | "nieuw" | null>(null);
  const opts = { administratieNr: admnr };
  const remove = usePakketMutatie(
    admnr,
    id,
    (t: TrajectView) => api.delete(`/api/Leerroutetrajecten/Delete/${id}/${lr}/${t.schoolsoort}`, opts),
    (t) => `Het traject in het ${t.schoolsoortNaam.toLowerCase()} is verwijderd.`,
    "Verwijderen is niet gelukt.",
  );
  if (!data) return null;
  const eersteDomein = domeinen[0]?.id ?? null;
  const vrij = SCHOOLSOORTEN.filter((s) => !data.trajecten.some((t) => t.schoolsoort === s));
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  return (
    <section className="space-y-4" aria-labelledby="trajecten-titel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trajecten-titel" className="text-lg font-semibold">
          Trajecten per schoolsoort
        </h2>
        {beheer && bewerk === null && vrij.length > 0 && (
          <Button type="button" onClick={() => setBewerk("nieuw")}>
            <Plus aria-hidden className="size-4" />
            Traject toevoegen
          </Button>
        )}
      </div>
      {bewerk === "nieuw" && (
        <TrajectEditor admnr={admnr} id={id} lr={lr} fasen={data.fasen} schoolsoorten={vrij} onKlaar={() => setBewerk(null)} />
      )}
      {data.trajecten.length === 0 && bewerk !== "nieuw" && <Leeg>Deze leerroute heeft nog geen trajecten.</Leeg>}
      {data.trajecten.map((t) => {
        const titelId = `traject-${t.schoolsoort}`;
        if (bewerk === t.schoolsoort)
          return <TrajectEditor key={t.schoolsoort} admnr={admnr} id={id} lr={lr} fasen={data.fasen} traject={t} schoolsoorten={[t.schoolsoort]} onKlaar={() => setBewerk(null)} />;
        return (
          <article key={t.schoolsoort} className="space-y-2 rounded-md border p-4" aria-labelledby={titelId}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 id={titelId} className="font-semibold">
                  {t.schoolsoortNaam} ({t.schoolsoort})
                </h3>
                {t.naam && <p className="text-sm">{t.naam}</p>}
                {t.omschrijving && <p className="text-sm text-muted-foreground">{t.omschrijving}</p>}
              </div>
              {beheer && bewerk === null && (
                <div className="flex gap-1">
                  <Button type="button" variant="outline" size="sm" onClick={() => setBewerk(t.schoolsoort)} aria-label={`Traject ${t.schoolsoortNaam} wijzigen`}>
                    <Pencil aria-hidden className="size-4" />
                    Wijzigen
                  </Button>
                  <VerwijderDialoog
                    label={`Traject ${t.schoolsoortNaam} verwijderen`}
                    titel={`Traject in het ${t.schoolsoortNaam.toLowerCase()} verwijderen?`}
                    omschrijving={`Het traject en zijn ${t.stappen.length} stappen worden verwijderd.`}
                    onConfirm={() => remove.mutateAsync(t)}
                  />
                </div>
              )}
            </div>
            {t.stappen.length === 0 ? (
              <p className="text-sm text-muted-foreground">Dit traject heeft nog geen stappen.</p>
            ) : (
              <Table aria-label={`Stappen van het traject ${t.schoolsoortNaam}`}>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">Stap</TableHead>
                    <TableHead>Leerjaar</TableHead>
                    <TableHead>Fase</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {t.stappen.map((s) => (
                    <TableRow key={s.volgnummer}>
                      <TableCell>{s.volgnummer}</TableCell>
                      <TableCell>{s.leerjaar}</TableCell>
                      <TableCell>
                        {eersteDomein !== null ? (
                          <Link href={`${basis}/${s.faseNummer}/${lr}/${eersteDomein}`} className="text-primary underline-offset-4 hover:underline">
                            {s.faseNaam}
                          </Link>
                        ) : (
                          s.faseNaam
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </article>
        );
      })}
    </section>
  );
}

const trajectSchema = z.object({
  schoolsoort: z.string().refine((s) => (SCHOOLSOORTEN as readonly string[]).includes(s), "Kies een schoolsoort."),
  naam: z.string().max(200, "De naam mag hoogstens 200 tekens hebben."),
  omschrijving: z.string().max(2000, "De omschrijving mag hoogstens 2000 tekens hebben."),
  stappen: z
    .array(
      z.object({
        leerjaar: z.string().trim().min(1, "Vul het leerjaar in.").max(100, "Hoogstens 100 tekens."),
        faseNummer: z.string().min(1, "Kies een fase."),
      }),
    )
    .min(1, "Voeg minstens één stap toe.")
    .max(50, "Hoogstens 50 stappen."),
});
type TrajectValues = z.infer<typeof trajectSchema>;

/** Add or edit a trajectory: school type, name, description and the steps as editable rows. */
function TrajectEditor({
  admnr,
  id,
  lr,
  fasen,
  traject,
  schoolsoorten,
  onKlaar,
}: {
  admnr: number;
  id: number;
  lr: number;
  fasen: { nummer: number; naam: string }[];
  traject?: TrajectView;
  schoolsoorten: readonly SchoolsoortCode[];
  onKlaar: () => void;
}) {
  const nieuw = !traject;
  const form = useForm<TrajectValues>({
    resolver: zodResolver(trajectSchema),
    defaultValues: {
      schoolsoort: traject?.schoolsoort ?? (schoolsoorten.length === 1 ? schoolsoorten[0] : ""),
      naam: traject?.naam ?? "",
      omschrijving: traject?.omschrijving ?? "",
      stappen: traject ? traject.stappen.map((s) => ({ leerjaar: s.leerjaar, faseNummer: String(s.faseNummer) })) : [{ leerjaar: "", faseNummer: fasen[0] ? String(fasen[0].nummer) : "" }],
    },
  });
  const stappen = useFieldArray({ control: form.control, name: "stappen" });
  const [fout, setFout] = useState<string | null>(null);
  const opslaan = usePakketMutatie(
    admnr,
    id,
    (v: TrajectValues) =>
      api.post(
        nieuw ? "/api/Leerroutetrajecten/Add" : "/api/Leerroutetrajecten/Edit",
        {
          leerroutepakketId: id,
          leerrouteNummer: lr,
          schoolsoort: v.schoolsoort,
          naam: v.naam.trim() || null,
          omschrijving: v.omschrijving.trim() || null,
          stappen: v.stappen.map((s) => ({ leerjaar: s.leerjaar.trim(), faseNummer: Number(s.faseNummer) })),
        },
        { administratieNr: admnr },
      ),
    (v) => (nieuw ? `Het traject in het ${SCHOOLSOORT_LABELS[v.schoolsoort as SchoolsoortCode].toLowerCase()} is toegevoegd.` : "Het traject is opgeslagen."),
  );
  const errors = form.formState.errors;
  const titel = nieuw ? "Nieuw traject" : `Traject ${traject.schoolsoortNaam} wijzigen`;

  function volgendeFase(): string {
    const laatste = form.getValues("stappen").at(-1);
    const i = laatste ? fasen.findIndex((f) => String(f.nummer) === laatste.faseNummer) : -1;
    const f = fasen[Math.min(i + 1, fasen.length - 1)] ?? fasen[0];
    return f ? String(f.nummer) : "";
  }

  if (fasen.length === 0)
    return (
      <div className="space-y-2 rounded-md border p-4">
        <Leeg>Dit pakket heeft nog geen fasen. Voeg eerst fasen toe; een traject zegt in welke fase een leerling per leerjaar werkt.</Leeg>
        <Button type="button" variant="outline" onClick={onKlaar}>
          Sluiten
        </Button>
      </div>
    );

  return (
    <form
      noValidate
      aria-label={titel}
      className="space-y-4 rounded-md border p-4"
      onSubmit={form.handleSubmit(async (v) => {
        setFout(null);
        try {
          await opslaan.mutateAsync(v);
          onKlaar();
        } catch (e) {
          // Field errors of the server go next to their field; anything else above the buttons.
          const issues = e instanceof ApiError ? e.issues : [];
          let geplaatst = false;
          for (const i of issues) {
            const m = /^body\.(stappen\.\d+\.(?:leerjaar|faseNummer)|schoolsoort|naam|omschrijving)$/.exec(i.path);
            if (m) {
              form.setError(m[1] as "naam", { message: i.message });
              geplaatst = true;
            }
          }
          if (!geplaatst) setFout(foutmelding(e, "Opslaan is niet gelukt."));
        }
      })}
    >
      <h3 className="font-semibold">{titel}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {nieuw ? (
          <FormField label="Schoolsoort" name="schoolsoort" error={errors.schoolsoort?.message}>
            {(p) => (
              <NativeSelect {...p} {...form.register("schoolsoort")}>
                <NativeSelectOption value="">Kies een schoolsoort</NativeSelectOption>
                {schoolsoorten.map((s) => (
                  <NativeSelectOption key={s} value={s}>
                    {SCHOOLSOORT_LABELS[s]} ({s})
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : (
          <div className="grid gap-2">
            <span className="text-sm font-medium">Schoolsoort</span>
            <span className="text-sm">
              {traject.schoolsoortNaam} ({traject.schoolsoort})
            </span>
          </div>
        )}
        <FormField label="Naam (optioneel)" name="naam" error={errors.naam?.message}>
          {(p) => <Input {...p} {...form.register("naam")} />}
        </FormField>
      </div>
      <FormField label="Omschrijving (optioneel)" name="omschrijving" error={errors.omschrijving?.message}>
        {(p) => <Tekstvak {...p} rows={2} {...form.register("omschrijving")} />}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Stappen: in welk leerjaar werkt de leerling in welke fase?</legend>
        <ol className="space-y-2" aria-label="Stappen">
          {stappen.fields.map((veld, i) => {
            const n = i + 1;
            const lj = errors.stappen?.[i]?.leerjaar?.message;
            const fa = errors.stappen?.[i]?.faseNummer?.message;
            return (
              <li key={veld.id} className="flex flex-wrap items-start gap-2">
                <span className="w-14 pt-2 text-sm text-muted-foreground">Stap {n}</span>
                <div className="min-w-40 flex-1">
                  <Label htmlFor={`stap-${n}-leerjaar`} className="sr-only">
                    Leerjaar van stap {n}
                  </Label>
                  <Input
                    id={`stap-${n}-leerjaar`}
                    placeholder="Bijvoorbeeld Groep 5"
                    aria-invalid={lj ? true : undefined}
                    aria-describedby={lj ? `stap-${n}-leerjaar-fout` : undefined}
                    {...form.register(`stappen.${i}.leerjaar`)}
                  />
                  {lj && (
                    <p id={`stap-${n}-leerjaar-fout`} role="alert" className="mt-1 text-sm text-destructive">
                      {lj}
                    </p>
                  )}
                </div>
                <div className="min-w-40 flex-1">
                  <Label htmlFor={`stap-${n}-fase`} className="sr-only">
                    Fase van stap {n}
                  </Label>
                  <NativeSelect
                    id={`stap-${n}-fase`}
                    aria-invalid={fa ? true : undefined}
                    aria-describedby={fa ? `stap-${n}-fase-fout` : undefined}
                    {...form.register(`stappen.${i}.faseNummer`)}
                  >
                    <NativeSelectOption value="">Kies een fase</NativeSelectOption>
                    {fasen.map((f) => (
                      <NativeSelectOption key={f.nummer} value={String(f.nummer)}>
                        {f.naam}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                  {fa && (
                    <p id={`stap-${n}-fase-fout`} role="alert" className="mt-1 text-sm text-destructive">
                      {fa}
                    </p>
                  )}
                </div>
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="icon" aria-label={`Stap ${n} omhoog`} disabled={i === 0} onClick={() => stappen.move(i, i - 1)}>
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Stap ${n} omlaag`}
                    disabled={i === stappen.fields.length - 1}
                    onClick={() => stappen.move(i, i + 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Stap ${n} verwijderen`} onClick={() => stappen.remove(i)}>
                    <X aria-hidden className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {stappen.fields.length === 0 && <p className="text-sm text-muted-foreground">Nog geen stappen.</p>}
        {errors.stappen?.root?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.stappen.root.message}
          </p>
        )}
        {errors.stappen?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.stappen.message}
          </p>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => stappen.append({ leerjaar: "", faseNummer: volgendeFase() })}>
          <Plus aria-hidden className="size-4" />
          Stap toevoegen
        </Button>
      </fieldset>
      {fout && (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={opslaan.isPending}>
          {opslaan.isPending ? "Bezig…" : "Traject opslaan"}
        </Button>
        <Button type="button" variant="outline" onClick={onKlaar}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
