"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { formatLijst } from "@/lib/format";
import type { CelLessenView } from "@/lib/services/leerroutepakketfasen";
import { usePakketMutatie } from "./data";
import { celBody, useCelLessen, type CelRef } from "./fasen-data";
import { DeleteButton } from "./inline";
import { SortableList } from "@/components/ui/sortable-list";

const klein = (s: string) => s.toLocaleLowerCase("nl");
const lessenTekst = (n: number) => (n === 1 ? "1 les" : `${n} lessen`);

/**
 * The lessons of a cell in order, with their bundle. Managers reorder them (drag, keyboard or the
 * move buttons), unlink one after confirmation (UpdateLessen) and add lessons of the customer's
 * lesson bundles (AddLessen).
 */
export function CelLessen({ cel }: { cel: CelRef }) {
  const { data } = useCelLessen(cel);
  const opts = { administratieNr: cel.admnr };
  const update = usePakketMutatie(
    cel.admnr,
    cel.id,
    (v: { lesIds: number[]; melding: string }) => api.post("/api/Leerroutepakketfasen/UpdateLessen", { ...celBody(cel), lesIds: v.lesIds }, opts),
    (v) => v.melding,
  );
  if (!data) return null;
  const beheer = data.leerroutepakket.beheerbaar;
  const ids = data.lessen.map((l) => l.id);
  return (
    <section className="space-y-6" aria-labelledby="cel-lessen-titel">
      <div className="space-y-2">
        <h2 id="cel-lessen-titel" className="text-lg font-semibold">
          Lessen <span className="text-sm font-normal text-muted-foreground">({data.lessen.length})</span>
        </h2>
        {data.lesBundels.length > 0 && (
          <p className="text-sm text-muted-foreground">Gekoppelde lesbundels: {formatLijst(data.lesBundels.map((b) => b.naam))}.</p>
        )}
        {data.lessen.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen lessen aan deze cel gekoppeld.</p>
        ) : (
          <SortableList
            label="Lessen van deze cel"
            items={data.lessen}
            readOnly={!beheer}
            onReorder={(nieuw) => update.mutateAsync({ lesIds: nieuw, melding: "De volgorde van de lessen is opgeslagen." })}
            render={(les, index) => (
              <div className="flex items-center gap-3">
                <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
                <div className="min-w-0 flex-1">
                  <span className="font-medium">{les.naam}</span>
                  <span className="block text-sm text-muted-foreground">
                    {les.lesBundelNaam}
                    {les.duurMinuten ? ` · ${les.duurMinuten} minuten` : ""}
                  </span>
                </div>
                {beheer && (
                  <DeleteButton
                    label={`Les ${les.naam} ontkoppelen`}
                    titel={`Les "${les.naam}" ontkoppelen?`}
                    omschrijving="De les blijft in haar lesbundel bestaan; alleen de koppeling met deze cel verdwijnt."
                    onConfirm={() => update.mutate({ lesIds: ids.filter((i) => i !== les.id), melding: `Les "${les.naam}" is ontkoppeld.` })}
                  />
                )}
              </div>
            )}
          />
        )}
      </div>
      {beheer && <LessenKiezen cel={cel} data={data} />}
    </section>
  );
}

/** Lessons of the customer's bundles to add; linked ones are shown but cannot be chosen again. */
function LessenKiezen({ cel, data }: { cel: CelRef; data: CelLessenView }) {
  const [zoek, setZoek] = useState("");
  const [keuze, setKeuze] = useState<number[]>([]);
  const add = usePakketMutatie(
    cel.admnr,
    cel.id,
    (lesIds: number[]) => api.post("/api/Leerroutepakketfasen/AddLessen", { ...celBody(cel), lesIds }, { administratieNr: cel.admnr }),
    (lesIds) => (lesIds.length === 1 ? "De les is toegevoegd." : `${lesIds.length} lessen zijn toegevoegd.`),
    "Toevoegen is niet gelukt.",
  );
  const gekoppeld = new Set(data.lessen.map((l) => l.id));
  const z = klein(zoek.trim());
  const bundels = data.beschikbaar
    .map((b) => ({ ...b, lessen: z === "" || klein(b.naam).includes(z) ? b.lessen : b.lessen.filter((l) => klein(l.naam).includes(z)) }))
    .filter((b) => b.lessen.length > 0);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Lessen toevoegen</h3>
      {data.beschikbaar.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          Er zijn nog geen lesbundels met lessen van deze klant om uit te kiezen. Maak eerst een lesbundel met lessen aan onder Lessen.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-72 space-y-1">
              <Label htmlFor="cel-lessen-zoek">Zoek een les of lesbundel</Label>
              <Input id="cel-lessen-zoek" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />
            </div>
            <Button
              type="button"
              disabled={keuze.length === 0 || add.isPending}
              onClick={async () => {
                await add.mutateAsync(keuze).then(
                  () => setKeuze([]),
                  () => undefined,
                );
              }}
            >
              <Plus aria-hidden className="size-4" />
              {keuze.length ? `${lessenTekst(keuze.length)} toevoegen` : "Lessen toevoegen"}
            </Button>
          </div>
          {bundels.length === 0 ? (
            <p className="text-sm text-muted-foreground">Geen lessen gevonden.</p>
          ) : (
            <div className="max-h-96 space-y-3 overflow-auto rounded-md border p-3" tabIndex={0} role="region" aria-label="Beschikbare lessen">
              {bundels.map((b) => (
                <fieldset key={b.id} className="space-y-1">
                  <legend className="text-sm font-semibold">{b.naam}</legend>
                  {b.lessen.map((l) => {
                    const id = `kies-les-${l.id}`;
                    const al = gekoppeld.has(l.id);
                    return (
                      <div key={l.id} className="flex items-center gap-2 pl-2">
                        <Checkbox
                          id={id}
                          disabled={al}
                          checked={al || keuze.includes(l.id)}
                          onCheckedChange={(v) => setKeuze((k) => (v === true ? [...k, l.id] : k.filter((x) => x !== l.id)))}
                        />
                        <Label htmlFor={id} className="font-normal">
                          {l.naam}
                          {al && <span className="text-muted-foreground"> (al gekoppeld)</span>}
                        </Label>
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
