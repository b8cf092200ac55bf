"use client";

import Link from "next/link";
import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { niveauLabel } from "@/lib/format";
import { useCompetenties, useDomeinen, useNiveaus, usePakket, usePakketMutatie } from "./data";
import { DeleteButton, InlineAdd, InlineEdit } from "./inline";
import { SortableList } from "@/components/ui/sortable-list";

function Leeg({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{children}</p>;
}

// ---------------------------------------------------------------------------------------------
// Domeinen
// ---------------------------------------------------------------------------------------------

export function DomeinenTab({ admnr, id }: { admnr: number; id: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const [code, setCode] = useState("");
  const add = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Domeinen/Add", { leerroutepakketId: id, naam, code: code.trim() || null }, opts), (n) => `Domein "${n}" is toegevoegd.`);
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string; code: string | null }) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, ...v }, opts), (v) => `Domein "${v.naam}" is gewijzigd.`);
  const remove = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.delete(`/api/Domeinen/Delete/${id}/${v.id}`, opts), (v) => `Domein "${v.naam}" is verwijderd.`, "Verwijderen is niet gelukt.");
  return (
    <section className="space-y-4" aria-labelledby="domeinen-titel">
      <h2 id="domeinen-titel" className="text-lg font-semibold">
        Domeinen
      </h2>
      {domeinen.length === 0 ? (
        <Leeg>Dit pakket heeft nog geen domeinen.</Leeg>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Domeinen">
          {domeinen.map((d) => (
            <li key={d.id} className="flex items-center gap-3 px-3 py-2">
              <span className="w-14 shrink-0 text-sm text-muted-foreground">{d.code ?? ""}</span>
              <div className="min-w-0 flex-1">
                <InlineEdit waarde={d.naam} label={`naam van domein ${d.naam}`} readOnly={!beheer} max={200} onSave={(naam) => edit.mutateAsync({ id: d.id, naam, code: d.code })}>
                  <Link href={`/${admnr}/leerroutepakketten/${id}/domein/${d.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {d.naam}
                  </Link>
                </InlineEdit>
              </div>
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {d.aantalCompetenties} competenties · {d.aantalIndicatoren} indicatoren
              </span>
              {beheer && (
                <DeleteButton
                  label={`Domein ${d.naam} verwijderen`}
                  titel={`Domein "${d.naam}" verwijderen?`}
                  omschrijving={`De ${d.aantalCompetenties} competenties en ${d.aantalIndicatoren} indicatoren van dit domein worden ook verwijderd. Dit kan niet als er evaluaties of plannen aan hangen.`}
                  onConfirm={() => remove.mutate({ id: d.id, naam: d.naam })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {beheer && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-28 space-y-1">
            <Label htmlFor="nieuw-domein-code">Code</Label>
            <Input id="nieuw-domein-code" value={code} maxLength={20} onChange={(e) => setCode(e.target.value)} />
          </div>
          <div className="flex-1">
            <InlineAdd
              label="Naam nieuw domein"
              knop="Domein toevoegen"
              max={200}
              onAdd={async (naam) => {
                await add.mutateAsync(naam);
                setCode("");
              }}
            />
          </div>
        </div>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Competenties, grouped by domain, orderable
// ---------------------------------------------------------------------------------------------

export function CompetentiesTab({ admnr, id }: { admnr: number; id: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const { data: competenties = [] } = useCompetenties(admnr, id);
  const beheer = pakket?.beheerbaar ?? false;
  return (
    <section className="space-y-6" aria-labelledby="competenties-titel">
      <h2 id="competenties-titel" className="text-lg font-semibold">
        Competenties
      </h2>
      {domeinen.length === 0 && <Leeg>Voeg eerst een domein toe; competenties horen bij een domein.</Leeg>}
      {domeinen.map((d) => (
        <CompetentieLijst
          key={d.id}
          admnr={admnr}
          id={id}
          domein={d}
          beheer={beheer}
          competenties={competenties.filter((c) => c.domeinId === d.id)}
        />
      ))}
    </section>
  );
}

export function CompetentieLijst({
  admnr,
  id,
  domein,
  competenties,
  beheer,
  kop = true,
}: {
  admnr: number;
  id: number;
  domein: { id: number; naam: string };
  competenties: { id: number; naam: string; aantalIndicatoren: number }[];
  beheer: boolean;
  kop?: boolean;
}) {
  const opts = { administratieNr: admnr };
  const reorder = usePakketMutatie(admnr, id, (ids: number[]) => api.post("/api/Competenties/reorganize", { leerroutepakketId: id, domeinId: domein.id, ids }, opts), () => "De volgorde is opgeslagen.");
  const add = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Competenties/Add", { leerroutepakketId: id, domeinId: domein.id, naam }, opts), (n) => `Competentie "${n}" is toegevoegd.`);
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.post("/api/Competenties/Edit", { leerroutepakketId: id, ...v }, opts), (v) => `Competentie "${v.naam}" is gewijzigd.`);
  const remove = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.delete(`/api/Competenties/Delete/${id}/${v.id}`, opts), (v) => `Competentie "${v.naam}" is verwijderd.`, "Verwijderen is niet gelukt.");
  const titelId = `competenties-domein-${domein.id}`;
  return (
    <div className="space-y-2">
      {kop && (
        <h3 id={titelId} className="font-semibold">
          {domein.naam}
        </h3>
      )}
      {competenties.length === 0 ? (
        <Leeg>Nog geen competenties in {domein.naam}.</Leeg>
      ) : (
        <SortableList
          label={`Competenties van ${domein.naam}`}
          items={competenties}
          readOnly={!beheer}
          onReorder={(ids) => reorder.mutateAsync(ids)}
          render={(c) => (
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <InlineEdit waarde={c.naam} label={`naam van competentie ${c.naam}`} readOnly={!beheer} max={300} onSave={(naam) => edit.mutateAsync({ id: c.id, naam })}>
                  <Link href={`/${admnr}/leerroutepakketten/${id}/competentie/${c.id}`} className="text-primary underline-offset-4 hover:underline">
                    {c.naam}
                  </Link>
                </InlineEdit>
              </div>
              <span className="text-sm whitespace-nowrap text-muted-foreground">{c.aantalIndicatoren} indicatoren</span>
              {beheer && (
                <DeleteButton
                  label={`Competentie ${c.naam} verwijderen`}
                  titel={`Competentie "${c.naam}" verwijderen?`}
                  omschrijving={`De ${c.aantalIndicatoren} indicatoren van deze competentie worden ook verwijderd. Dit kan niet als er evaluaties of plannen aan hangen.`}
                  onConfirm={() => remove.mutate({ id: c.id, naam: c.naam })}
                />
              )}
            </div>
          )}
        />
      )}
      {beheer && <InlineAdd label={`Nieuwe competentie in ${domein.naam}`} knop="Competentie toevoegen" max={300} onAdd={(naam) => add.mutateAsync(naam)} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Niveaus
// ---------------------------------------------------------------------------------------------

export function NiveausTab({ admnr, id }: { admnr: number; id: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: niveaus = [] } = useNiveaus(admnr, id);
  const beheer = pakket?.beheerbaar ?? false;
  const opts = { administratieNr: admnr };
  const [waarde, setWaarde] = useState("");
  const [fout, setFout] = useState<string | null>(null);
  const reorder = usePakketMutatie(admnr, id, (nummers: number[]) => api.post("/api/Niveaus/Organize", { leerroutepakketId: id, nummers }, opts), () => "De volgorde is opgeslagen.");
  const add = usePakketMutatie(admnr, id, (v: { waarde: string; label: string }) => api.post("/api/Niveaus/add", { leerroutepakketId: id, ...v }, opts), (v) => `Niveau "${v.label}" is toegevoegd.`);
  const edit = usePakketMutatie(
    admnr,
    id,
    (v: { nummer: number; waarde: string; label: string }) => api.post("/api/Niveaus/edit", { leerroutepakketId: id, ...v }, opts),
    (v) => `Niveau "${v.label}" is gewijzigd.`,
  );
  const remove = usePakketMutatie(admnr, id, (v: { nummer: number; label: string }) => api.delete(`/api/Niveaus/Delete/${id}/${v.nummer}`, opts), (v) => `Niveau "${v.label}" is verwijderd.`, "Verwijderen is niet gelukt.");
  const items = niveaus.map((n) => ({ ...n, id: n.nummer, naam: n.label }));
  return (
    <section className="space-y-4" aria-labelledby="niveaus-titel">
      <h2 id="niveaus-titel" className="text-lg font-semibold">
        Niveaus
      </h2>
      {items.length === 0 ? (
        <Leeg>Dit pakket heeft nog geen niveaus.</Leeg>
      ) : (
        <SortableList
          label="Niveaus"
          items={items}
          readOnly={!beheer}
          onReorder={(ids) => reorder.mutateAsync(ids)}
          render={(n) => (
            <div className="flex items-center gap-3">
              <span className="w-12 shrink-0 text-sm text-muted-foreground">{n.waarde}</span>
              <div className="min-w-0 flex-1">
                <InlineEdit waarde={n.label} label={`label van niveau ${n.label}`} readOnly={!beheer} max={100} onSave={(label) => edit.mutateAsync({ nummer: n.nummer, waarde: n.waarde, label })}>
                  {niveauLabel(n.label)}
                </InlineEdit>
              </div>
              <span className="text-sm whitespace-nowrap text-muted-foreground">{n.aantalIndicatoren} indicatoren</span>
              {beheer && (
                <DeleteButton
                  label={`Niveau ${n.label} verwijderen`}
                  titel={`Niveau "${n.label}" verwijderen?`}
                  omschrijving={`De ${n.aantalIndicatoren} indicatoren op dit niveau worden ook verwijderd. Dit kan niet als er evaluaties of plannen aan hangen.`}
                  onConfirm={() => remove.mutate({ nummer: n.nummer, label: n.label })}
                />
              )}
            </div>
          )}
        />
      )}
      {beheer && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-28 space-y-1">
            <Label htmlFor="nieuw-niveau-waarde">Waarde</Label>
            <Input
              id="nieuw-niveau-waarde"
              value={waarde}
              maxLength={20}
              aria-invalid={fout ? true : undefined}
              aria-describedby={fout ? "nieuw-niveau-waarde-fout" : undefined}
              onChange={(e) => setWaarde(e.target.value)}
            />
            {fout && (
              <p id="nieuw-niveau-waarde-fout" role="alert" className="text-sm text-destructive">
                {fout}
              </p>
            )}
          </div>
          <div className="flex-1">
            <InlineAdd
              label="Label nieuw niveau"
              knop="Niveau toevoegen"
              max={100}
              onAdd={async (label) => {
                if (!waarde.trim()) {
                  setFout("Vul de waarde in, bijvoorbeeld 1F.");
                  throw new Error("Vul eerst de waarde in.");
                }
                setFout(null);
                await add.mutateAsync({ waarde: waarde.trim(), label });
                setWaarde("");
              }}
            />
          </div>
        </div>
      )}
    </section>
  );
}
