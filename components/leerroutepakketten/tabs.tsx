"use client";

import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { SortableList } from "@/components/ui/sortable-list";
import { TextField } from "@/components/kit/velden";
import { api } from "@/lib/client/api";
import { niveauLabel } from "@/lib/format";
import { useCompetenties, useDomeinen, useNiveaus, usePakket, usePakketMutatie } from "./data";
import { DeleteButton, InlineAdd, InlineEdit, InlineForm } from "./inline";

/** A link in a list of a package. */
function LijstLink({ href, children, className = "text-primary" }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <Link href={href} className={`${className} underline-offset-4 hover:underline`}>
      {children}
    </Link>
  );
}

/** One row of a package list: what it is, the inline edit of its name, its count and its delete. */
function Rij({ voor, naam, aantal, verwijder }: { voor?: React.ReactNode; naam: React.ReactNode; aantal: React.ReactNode; verwijder?: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      {voor}
      <div className="min-w-0 flex-1">{naam}</div>
      <span className="text-sm whitespace-nowrap text-muted-foreground">{aantal}</span>
      {verwijder}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Domeinen
// ---------------------------------------------------------------------------------------------

export function DomeinenTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.leerroutepakketten.domeinen");
  const { data: pakket } = usePakket(admnr, id);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const add = usePakketMutatie(
    admnr,
    id,
    (v: { naam: string; code?: string | null }) => api.post("/api/Domeinen/Add", { leerroutepakketId: id, naam: v.naam, code: v.code?.trim() || null }, opts),
    (v) => t("toegevoegd", { naam: v.naam }),
    false,
  );
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string; code: string | null }) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, ...v }, opts), (v) => t("gewijzigd", { naam: v.naam }), false);
  const remove = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.delete(`/api/Domeinen/Delete/${id}/${v.id}`, opts), (v) => t("verwijderd", { naam: v.naam }), false);
  return (
    <SectionCard role="region" aria-labelledby="domeinen-titel" titleId="domeinen-titel" title={t("titel")} contentClassName="space-y-4">
      {domeinen.length === 0 ? (
        <EmptyState title={t("leeg")} />
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("titel")}>
          {domeinen.map((d) => (
            <li key={d.id} className="px-3 py-2">
              <Rij
                voor={<span className="w-14 shrink-0 text-sm text-muted-foreground">{d.code ?? ""}</span>}
                naam={
                  <InlineEdit waarde={d.naam} label={t("naamVan", { naam: d.naam })} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.domeinVelden.shape.naam)} onSave={(naam) => edit.mutateAsync({ id: d.id, naam, code: d.code })}>
                    <LijstLink href={`/${admnr}/leerroutepakketten/${id}/domein/${d.id}`} className="font-medium text-primary">
                      {d.naam}
                    </LijstLink>
                  </InlineEdit>
                }
                aantal={t("aantallen", { competenties: d.aantalCompetenties, indicatoren: d.aantalIndicatoren })}
                verwijder={
                  beheer && (
                    <DeleteButton
                      label={t("verwijderen", { naam: d.naam })}
                      titel={t("verwijderenVraag", { naam: d.naam })}
                      omschrijving={t("verwijderenUitleg", { competenties: d.aantalCompetenties, indicatoren: d.aantalIndicatoren })}
                      onConfirm={() => remove.mutateAsync({ id: d.id, naam: d.naam })}
                    />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {beheer && (
        <InlineForm schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.domeinVelden)} defaultValues={{ naam: "", code: "" }} knop={t("toevoegen")} onSubmit={(v) => add.mutateAsync(v)}>
          <TextField name="code" label={t("code")} maxLength={20} className="w-28" />
          <TextField name="naam" label={t("naamNieuw")} maxLength={200} className="min-w-64 flex-1" />
        </InlineForm>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------------------------------------
// Competenties, grouped by domain, orderable
// ---------------------------------------------------------------------------------------------

export function CompetentiesTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.leerroutepakketten.competenties");
  const { data: pakket } = usePakket(admnr, id);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const { data: competenties = [] } = useCompetenties(admnr, id);
  const beheer = pakket?.beheerbaar ?? false;
  return (
    <SectionCard role="region" aria-labelledby="competenties-titel" titleId="competenties-titel" title={t("titel")} contentClassName="space-y-6">
      {domeinen.length === 0 && <EmptyState title={t("eersteDomein")} />}
      {domeinen.map((d) => (
        <CompetentieLijst key={d.id} admnr={admnr} id={id} domein={d} beheer={beheer} competenties={competenties.filter((c) => c.domeinId === d.id)} />
      ))}
    </SectionCard>
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
  // The list's own texts: the package screens' whole namespace would ship every tab's (issue 27).
  const t = useTranslations("planning.leerroutepakketten.lijst");
  const tc = useTranslations("planning.leerroutepakketten.competenties");
  const opts = { administratieNr: admnr };
  const reorder = usePakketMutatie(admnr, id, (ids: number[]) => api.post("/api/Competenties/reorganize", { leerroutepakketId: id, domeinId: domein.id, ids }, opts), () => t("volgordeOpgeslagen"));
  const add = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Competenties/Add", { leerroutepakketId: id, domeinId: domein.id, naam }, opts), (n) => tc("toegevoegd", { naam: n }), false);
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.post("/api/Competenties/Edit", { leerroutepakketId: id, ...v }, opts), (v) => tc("gewijzigd", { naam: v.naam }), false);
  const remove = usePakketMutatie(admnr, id, (v: { id: number; naam: string }) => api.delete(`/api/Competenties/Delete/${id}/${v.id}`, opts), (v) => tc("verwijderd", { naam: v.naam }), false);
  return (
    <div className="space-y-2">
      {kop && <h3 className="font-semibold">{domein.naam}</h3>}
      {competenties.length === 0 ? (
        <EmptyState title={tc("leegIn", { domein: domein.naam })} />
      ) : (
        <SortableList
          label={tc("lijst", { domein: domein.naam })}
          items={competenties}
          readOnly={!beheer}
          onReorder={(ids) => reorder.mutateAsync(ids)}
          render={(c) => (
            <Rij
              naam={
                <InlineEdit waarde={c.naam} label={tc("naamVan", { naam: c.naam })} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.competentieNaam)} onSave={(naam) => edit.mutateAsync({ id: c.id, naam })}>
                  <LijstLink href={`/${admnr}/leerroutepakketten/${id}/competentie/${c.id}`}>{c.naam}</LijstLink>
                </InlineEdit>
              }
              aantal={t("aantalIndicatoren", { aantal: c.aantalIndicatoren })}
              verwijder={
                beheer && (
                  <DeleteButton
                    label={tc("verwijderen", { naam: c.naam })}
                    titel={tc("verwijderenVraag", { naam: c.naam })}
                    omschrijving={tc("verwijderenUitleg", { aantal: c.aantalIndicatoren })}
                    onConfirm={() => remove.mutateAsync({ id: c.id, naam: c.naam })}
                  />
                )
              }
            />
          )}
        />
      )}
      {beheer && <InlineAdd label={tc("nieuw", { domein: domein.naam })} knop={tc("toevoegen")} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.competentieNaam)} onAdd={(naam) => add.mutateAsync(naam)} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Niveaus
// ---------------------------------------------------------------------------------------------

export function NiveausTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.leerroutepakketten.lijst");
  const tn = useTranslations("planning.leerroutepakketten.niveaus");
  const { data: pakket } = usePakket(admnr, id);
  const { data: niveaus = [] } = useNiveaus(admnr, id);
  const beheer = pakket?.beheerbaar ?? false;
  const opts = { administratieNr: admnr };
  const reorder = usePakketMutatie(admnr, id, (nummers: number[]) => api.post("/api/Niveaus/Organize", { leerroutepakketId: id, nummers }, opts), () => t("volgordeOpgeslagen"));
  const add = usePakketMutatie(admnr, id, (v: { waarde: string; label: string }) => api.post("/api/Niveaus/add", { leerroutepakketId: id, waarde: v.waarde, label: v.label }, opts), (v) => tn("toegevoegd", { label: v.label }), false);
  const edit = usePakketMutatie(
    admnr,
    id,
    (v: { nummer: number; waarde: string; label: string }) => api.post("/api/Niveaus/edit", { leerroutepakketId: id, ...v }, opts),
    (v) => tn("gewijzigd", { label: v.label }),
    false,
  );
  const remove = usePakketMutatie(admnr, id, (v: { nummer: number; label: string }) => api.delete(`/api/Niveaus/Delete/${id}/${v.nummer}`, opts), (v) => tn("verwijderd", { label: v.label }), false);
  const items = niveaus.map((n) => ({ ...n, id: n.nummer, naam: n.label }));
  return (
    <SectionCard role="region" aria-labelledby="niveaus-titel" titleId="niveaus-titel" title={tn("titel")} contentClassName="space-y-4">
      {items.length === 0 ? (
        <EmptyState title={tn("leeg")} />
      ) : (
        <SortableList
          label={tn("titel")}
          items={items}
          readOnly={!beheer}
          onReorder={(ids) => reorder.mutateAsync(ids)}
          render={(n) => (
            <Rij
              voor={<span className="w-12 shrink-0 text-sm text-muted-foreground">{n.waarde}</span>}
              naam={
                <InlineEdit waarde={n.label} label={tn("labelVan", { label: n.label })} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.niveauVelden.shape.label)} onSave={(label) => edit.mutateAsync({ nummer: n.nummer, waarde: n.waarde, label })}>
                  {niveauLabel(n.label)}
                </InlineEdit>
              }
              aantal={t("aantalIndicatoren", { aantal: n.aantalIndicatoren })}
              verwijder={
                beheer && (
                  <DeleteButton
                    label={tn("verwijderen", { label: n.label })}
                    titel={tn("verwijderenVraag", { label: n.label })}
                    omschrijving={tn("verwijderenUitleg", { aantal: n.aantalIndicatoren })}
                    onConfirm={() => remove.mutateAsync({ nummer: n.nummer, label: n.label })}
                  />
                )
              }
            />
          )}
        />
      )}
      {beheer && (
        <InlineForm schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.niveauVelden)} defaultValues={{ waarde: "", label: "" }} knop={tn("toevoegen")} onSubmit={(v) => add.mutateAsync(v)}>
          <TextField name="waarde" label={tn("waarde")} maxLength={20} className="w-28" />
          <TextField name="label" label={tn("labelNieuw")} maxLength={100} className="min-w-64 flex-1" />
        </InlineForm>
      )}
    </SectionCard>
  );
}
