"use client";

import Link from "next/link";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { niveauLabel } from "@/lib/format";
import { useCompetentie, useCompetentieniveau, useDomein, usePakket, usePakketMutatie } from "./data";
import { DeleteButton, InlineAdd, InlineEdit } from "./inline";
import { PakketHeader } from "./pakket-header";
import { SortableList } from "@/components/ui/sortable-list";
import { CompetentieLijst } from "./tabs";

export function DomeinPagina({ admnr, id, domeinId }: { admnr: number; id: number; domeinId: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: domein } = useDomein(admnr, id, domeinId);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const editCode = usePakketMutatie(admnr, id, (code: string) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, id: domeinId, naam: domein!.naam, code }, opts), () => "De code is gewijzigd.");
  const editNaam = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, id: domeinId, naam }, opts), (n) => `Domein "${n}" is gewijzigd.`);
  if (!domein) return null;
  return (
    <section className="space-y-4">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `/${admnr}/leerroutepakketten/${id}/details/domeinen`, label: "Domeinen" }, { label: domein.naam }]} />
      <h1 className="text-2xl font-semibold">
        <InlineEdit waarde={domein.naam} label="naam van het domein" readOnly={!beheer} max={200} onSave={(n) => editNaam.mutateAsync(n)}>
          Domein {domein.naam}
        </InlineEdit>
      </h1>
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Code:</span>
        <InlineEdit waarde={domein.code ?? ""} label="code van het domein" readOnly={!beheer} max={20} onSave={(c) => editCode.mutateAsync(c)}>
          {domein.code ?? "geen"}
        </InlineEdit>
      </div>
      <p>
        <Link href={`/${admnr}/leerroutepakketten/${id}/details/stroomplan?domein=${domeinId}`} className="text-primary underline-offset-4 hover:underline">
          Stroomplan van dit domein
        </Link>
      </p>
      <h2 className="text-lg font-semibold">Competenties</h2>
      <CompetentieLijst admnr={admnr} id={id} domein={domein} competenties={domein.competenties} beheer={beheer} kop={false} />
    </section>
  );
}

export function CompetentiePagina({ admnr, id, compId }: { admnr: number; id: number; compId: number }) {
  const { data: pakket } = usePakket(admnr, id);
  const { data: c } = useCompetentie(admnr, id, compId);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const edit = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Competenties/Edit", { leerroutepakketId: id, id: compId, naam }, opts), (n) => `Competentie "${n}" is gewijzigd.`);
  if (!c) return null;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  return (
    <section className="space-y-4">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `${basis}/domein/${c.domeinId}`, label: c.domeinNaam }, { label: c.naam }]} />
      <h1 className="text-2xl font-semibold">
        <InlineEdit waarde={c.naam} label="naam van de competentie" readOnly={!beheer} max={300} onSave={(n) => edit.mutateAsync(n)}>
          {c.naam}
        </InlineEdit>
      </h1>
      <p className="text-sm text-muted-foreground">Domein {c.domeinNaam}</p>
      {c.niveaus.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Dit pakket heeft nog geen niveaus.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Niveaus van deze competentie">
          {c.niveaus.map((n) => (
            <li key={n.niveauNummer} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <Link href={`${basis}/competentieniveau/${compId}/${n.niveauNummer}`} className="w-32 font-medium text-primary underline-offset-4 hover:underline">
                {niveauLabel(n.label)}
              </Link>
              <span className="min-w-0 flex-1 text-sm">{n.omschrijving ?? (n.beschreven ? "" : <span className="text-muted-foreground">Niet beschreven</span>)}</span>
              <span className="text-sm whitespace-nowrap text-muted-foreground">{n.aantalIndicatoren === 1 ? "1 indicator" : `${n.aantalIndicatoren} indicatoren`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One cell of the stroomplan: the description and the ordered indicators, editable inline. */
export function CompetentieniveauPagina({ admnr, id, compId, niveau }: { admnr: number; id: number; compId: number; niveau: number }) {
  const { data } = useCompetentieniveau(admnr, id, compId, niveau);
  const opts = { administratieNr: admnr };
  const [code, setCode] = useState("");
  const beheer = data?.leerroutepakket.beheerbaar ?? false;
  const cel = { leerroutepakketId: id, competentieId: compId, niveauNummer: niveau };
  const add = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Indicatoren/Add", { ...cel, naam, code: code.trim() || null }, opts), () => "De indicator is toegevoegd.");
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string; code: string | null }) => api.post("/api/Indicatoren/Edit", { leerroutepakketId: id, ...v }, opts), () => "De indicator is gewijzigd.");
  const remove = usePakketMutatie(admnr, id, (v: { id: number }) => api.delete(`/api/Indicatoren/Delete/${v.id}/${id}`, opts), () => "De indicator is verwijderd.", "Verwijderen is niet gelukt.");
  const reorder = usePakketMutatie(admnr, id, (ids: number[]) => api.post("/api/Indicatoren/reorganize", { ...cel, ids }, opts), () => "De volgorde is opgeslagen.");
  const omschrijving = usePakketMutatie(
    admnr,
    id,
    (tekst: string) => api.post(data?.beschreven ? "/api/Competentieniveaus/Edit" : "/api/Competentieniveaus/Add", { ...cel, omschrijving: tekst }, opts),
    () => "De beschrijving is opgeslagen.",
  );
  if (!data) return null;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const label = niveauLabel(data.niveau.label);
  return (
    <section className="space-y-4">
      <PakketHeader
        admnr={admnr}
        id={id}
        tabs={false}
        kruimel={[
          { href: `${basis}/domein/${data.competentie.domeinId}`, label: data.competentie.domeinNaam },
          { href: `${basis}/competentie/${compId}`, label: data.competentie.naam },
          { label },
        ]}
      />
      <h1 className="text-2xl font-semibold">
        {data.competentie.naam} – {label}
      </h1>
      <div className="space-y-1">
        <h2 className="text-sm font-medium">Beschrijving op dit niveau</h2>
        <InlineEdit waarde={data.omschrijving ?? ""} label="beschrijving op dit niveau" readOnly={!beheer} max={4000} onSave={(t) => omschrijving.mutateAsync(t)}>
          {data.omschrijving ?? <span className="text-muted-foreground">Nog niet beschreven.</span>}
        </InlineEdit>
      </div>
      <h2 className="text-lg font-semibold">
        Indicatoren <span className="text-sm font-normal text-muted-foreground">({data.indicatoren.length})</span>
      </h2>
      {data.indicatoren.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Nog geen indicatoren voor deze competentie op dit niveau.</p>
      ) : (
        <SortableList
          label="Indicatoren"
          items={data.indicatoren}
          readOnly={!beheer}
          onReorder={(ids) => reorder.mutateAsync(ids)}
          render={(i, index) => (
            <div className="flex items-center gap-2">
              <span className="w-8 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
              {i.code && <span className="shrink-0 text-sm text-muted-foreground">{i.code}</span>}
              <div className="min-w-0 flex-1">
                <InlineEdit waarde={i.naam} label={`indicator ${i.naam}`} readOnly={!beheer} onSave={(naam) => edit.mutateAsync({ id: i.id, naam, code: i.code })} />
              </div>
              {beheer && (
                <DeleteButton
                  label={`Indicator ${i.naam} verwijderen`}
                  titel="Indicator verwijderen?"
                  omschrijving={`"${i.naam}" wordt verwijderd. Dit kan niet als er evaluaties, plannen of lessen aan hangen.`}
                  onConfirm={() => remove.mutate({ id: i.id })}
                />
              )}
            </div>
          )}
        />
      )}
      {beheer && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-28 space-y-1">
            <Label htmlFor="nieuwe-indicator-code">Code</Label>
            <Input id="nieuwe-indicator-code" value={code} maxLength={50} onChange={(e) => setCode(e.target.value)} />
          </div>
          <div className="flex-1">
            <InlineAdd
              label="Nieuwe indicator"
              knop="Indicator toevoegen"
              onAdd={async (naam) => {
                await add.mutateAsync(naam);
                setCode("");
              }}
            />
          </div>
        </div>
      )}
      {!beheer && (
        <p className="text-sm text-muted-foreground">
          U kunt dit pakket alleen bekijken.{" "}
          <Button asChild variant="link" className="h-auto p-0">
            <Link href={`${basis}/details/stroomplan`}>Terug naar het stroomplan</Link>
          </Button>
        </p>
      )}
    </section>
  );
}
