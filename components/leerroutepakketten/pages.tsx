"use client";

import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { SortableList } from "@/components/ui/sortable-list";
import { TextField } from "@/components/kit/velden";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { niveauLabel } from "@/lib/format";
import { useCompetentie, useCompetentieniveau, useDomein, usePakket, usePakketMutatie } from "./data";
import { DeleteButton, InlineEdit, InlineForm } from "./inline";
import { PakketHeader } from "./pakket-header";
import { CompetentieLijst } from "./tabs";

export function DomeinPagina({ admnr, id, domeinId }: { admnr: number; id: number; domeinId: number }) {
  const t = useTranslations("planning.leerroutepakketten");
  const td = useTranslations("planning.leerroutepakketten.domein");
  const { data: pakket } = usePakket(admnr, id);
  const { data: domein } = useDomein(admnr, id, domeinId);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const editCode = usePakketMutatie(admnr, id, (code: string) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, id: domeinId, naam: domein!.naam, code }, opts), () => td("codeGewijzigd"), false);
  const editNaam = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Domeinen/Edit", { leerroutepakketId: id, id: domeinId, naam, code: domein!.code }, opts), (n) => t("domeinen.gewijzigd", { naam: n }), false);
  if (!domein) return null;
  return (
    <section className="space-y-4">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `/${admnr}/leerroutepakketten/${id}/details/domeinen`, label: t("tabs.domeinen") }, { label: domein.naam }]} />
      <PageHeader
        className="[&>div:first-child]:flex-1"
        title={
          <InlineEdit waarde={domein.naam} label={td("naamVan")} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.domeinVelden.shape.naam)} onSave={(n) => editNaam.mutateAsync(n)}>
            {td("kop", { naam: domein.naam })}
          </InlineEdit>
        }
      >
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{td("code")}</span>
          <InlineEdit waarde={domein.code ?? ""} label={td("codeVan")} readOnly={!beheer} max={20} onSave={(c) => editCode.mutateAsync(c)}>
            {domein.code ?? td("geenCode")}
          </InlineEdit>
        </div>
      </PageHeader>
      <p>
        <Link href={`/${admnr}/leerroutepakketten/${id}/details/stroomplan?domein=${domeinId}`} className="text-primary underline-offset-4 hover:underline">
          {td("stroomplan")}
        </Link>
      </p>
      <SectionCard title={td("competenties")}>
        <CompetentieLijst admnr={admnr} id={id} domein={domein} competenties={domein.competenties} beheer={beheer} kop={false} />
      </SectionCard>
    </section>
  );
}

export function CompetentiePagina({ admnr, id, compId }: { admnr: number; id: number; compId: number }) {
  const t = useTranslations("planning.leerroutepakketten");
  const tc = useTranslations("planning.leerroutepakketten.competentie");
  const { data: pakket } = usePakket(admnr, id);
  const { data: c } = useCompetentie(admnr, id, compId);
  const opts = { administratieNr: admnr };
  const beheer = pakket?.beheerbaar ?? false;
  const edit = usePakketMutatie(admnr, id, (naam: string) => api.post("/api/Competenties/Edit", { leerroutepakketId: id, id: compId, naam }, opts), (n) => t("competenties.gewijzigd", { naam: n }), false);
  if (!c) return null;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  return (
    <section className="space-y-4">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `${basis}/domein/${c.domeinId}`, label: c.domeinNaam }, { label: c.naam }]} />
      <PageHeader
        className="[&>div:first-child]:flex-1"
        title={
          <InlineEdit waarde={c.naam} label={tc("naamVan")} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.competentieNaam)} onSave={(n) => edit.mutateAsync(n)}>
            {c.naam}
          </InlineEdit>
        }
        description={tc("domein", { naam: c.domeinNaam })}
      />
      {c.niveaus.length === 0 ? (
        <EmptyState title={tc("geenNiveaus")} />
      ) : (
        <ul className="divide-y rounded-md border" aria-label={tc("niveaus")}>
          {c.niveaus.map((n) => (
            <li key={n.niveauNummer} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <Link href={`${basis}/competentieniveau/${compId}/${n.niveauNummer}`} className="w-32 font-medium text-primary underline-offset-4 hover:underline">
                {niveauLabel(n.label)}
              </Link>
              <span className="min-w-0 flex-1 text-sm">{n.omschrijving ?? (n.beschreven ? "" : <span className="text-muted-foreground">{tc("nietBeschreven")}</span>)}</span>
              <span className="text-sm whitespace-nowrap text-muted-foreground">{t("lijst.aantalIndicatoren", { aantal: n.aantalIndicatoren })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One cell of the stroomplan: the description and the ordered indicators, editable inline. */
export function CompetentieniveauPagina({ admnr, id, compId, niveau }: { admnr: number; id: number; compId: number; niveau: number }) {
  const t = useTranslations("planning.leerroutepakketten");
  const tc = useTranslations("planning.leerroutepakketten.competentieniveau");
  const { data } = useCompetentieniveau(admnr, id, compId, niveau);
  const opts = { administratieNr: admnr };
  const beheer = data?.leerroutepakket.beheerbaar ?? false;
  const cel = { leerroutepakketId: id, competentieId: compId, niveauNummer: niveau };
  const add = usePakketMutatie(admnr, id, (v: { naam: string; code?: string | null }) => api.post("/api/Indicatoren/Add", { ...cel, naam: v.naam, code: v.code?.trim() || null }, opts), () => tc("toegevoegd"), false);
  const edit = usePakketMutatie(admnr, id, (v: { id: number; naam: string; code: string | null }) => api.post("/api/Indicatoren/Edit", { leerroutepakketId: id, ...v }, opts), () => tc("gewijzigd"), false);
  const remove = usePakketMutatie(admnr, id, (v: { id: number }) => api.delete(`/api/Indicatoren/Delete/${v.id}/${id}`, opts), () => tc("verwijderd"), false);
  const reorder = usePakketMutatie(admnr, id, (ids: number[]) => api.post("/api/Indicatoren/reorganize", { ...cel, ids }, opts), () => t("lijst.volgordeOpgeslagen"));
  const omschrijving = usePakketMutatie(
    admnr,
    id,
    (tekst: string) => api.post(data?.beschreven ? "/api/Competentieniveaus/Edit" : "/api/Competentieniveaus/Add", { ...cel, omschrijving: tekst }, opts),
    () => tc("beschrijvingOpgeslagen"),
    false,
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
      <PageHeader title={tc("kop", { competentie: data.competentie.naam, niveau: label })} />
      <div className="space-y-1">
        <h2 className="text-sm font-medium">{tc("beschrijving")}</h2>
        <InlineEdit waarde={data.omschrijving ?? ""} label={tc("beschrijvingVan")} readOnly={!beheer} max={4000} onSave={(tekst) => omschrijving.mutateAsync(tekst)}>
          {data.omschrijving ?? <span className="text-muted-foreground">{tc("nogNietBeschreven")}</span>}
        </InlineEdit>
      </div>
      <SectionCard
        title={
          <>
            {tc("indicatoren")} <span className="text-sm font-normal text-muted-foreground">{tc("aantal", { aantal: data.indicatoren.length })}</span>
          </>
        }
        contentClassName="space-y-4"
      >
        {data.indicatoren.length === 0 ? (
          <EmptyState title={tc("leeg")} />
        ) : (
          <SortableList
            label={tc("indicatoren")}
            items={data.indicatoren}
            readOnly={!beheer}
            onReorder={(ids) => reorder.mutateAsync(ids)}
            render={(i, index) => (
              <div className="flex items-center gap-2">
                <span className="w-8 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{tc("plaats", { plaats: index + 1 })}</span>
                {i.code && <span className="shrink-0 text-sm text-muted-foreground">{i.code}</span>}
                <div className="min-w-0 flex-1">
                  <InlineEdit waarde={i.naam} label={tc("indicatorVan", { naam: i.naam })} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.indicatorNaam)} onSave={(naam) => edit.mutateAsync({ id: i.id, naam, code: i.code })} />
                </div>
                {beheer && (
                  <DeleteButton
                    label={tc("verwijderen", { naam: i.naam })}
                    titel={tc("verwijderenVraag")}
                    omschrijving={tc("verwijderenUitleg", { naam: i.naam })}
                    onConfirm={() => remove.mutateAsync({ id: i.id })}
                  />
                )}
              </div>
            )}
          />
        )}
        {beheer && (
          <InlineForm schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.indicatorVelden)} defaultValues={{ naam: "", code: "" }} knop={tc("toevoegen")} onSubmit={(v) => add.mutateAsync(v)}>
            <TextField name="code" label={tc("code")} maxLength={50} className="w-28" />
            <TextField name="naam" label={tc("nieuw")} maxLength={1000} className="min-w-64 flex-1" />
          </InlineForm>
        )}
      </SectionCard>
      {!beheer && (
        <p className="text-sm text-muted-foreground">
          {tc("alleenBekijken")}{" "}
          <Button asChild variant="link" className="h-auto p-0">
            <Link href={`${basis}/details/stroomplan`}>{tc("terug")}</Link>
          </Button>
        </p>
      )}
    </section>
  );
}
