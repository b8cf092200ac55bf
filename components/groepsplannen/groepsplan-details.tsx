"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { lazy, useState } from "react";
import type { z } from "zod";
import { AddDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { SectionCard } from "@/components/kit/section-card";
import { TextField } from "@/components/kit/velden";
import { SortableList } from "@/components/ui/sortable-list";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { groepsplanDetails as detailsSchema, gevuldePeriode } from "@/lib/schemas/groepsplannen";
import { RichText } from "@/components/nieuws/rich-text";
import { PlanDocumentenLijst } from "./plan-documenten-lijst";
import { PlanLessen } from "./plan-lessen";
import { useEindadres } from "@/lib/client/hooks";

export type GroepsplanDetailsView = z.output<typeof detailsSchema>;
type Ig = GroepsplanDetailsView["instructiegroepen"][number];
type Periode = z.output<typeof gevuldePeriode>;

/** The grouping proposal's dialog (Radix's dialog with it) loads on its trigger's first click (issue 27). */
const laadIndeling = () => import("./indeling-voorstellen");
const IndelingVoorstellen = lazy(() => laadIndeling().then((m) => ({ default: m.IndelingVoorstellen })));

/** The dialog's schema, loaded with it (issue 27). */
const naamSchema = () => import("./schemas").then((m) => m.naamSchema);

/** The body of Instructiegroepen/update that keeps everything of `ig` but its pupils. */
function bijwerkBody(planId: number, ig: Ig, leerlingen: number[]) {
  return {
    groepsplanId: planId,
    nr: ig.nr,
    naam: ig.naam,
    vakgebiedNr: ig.vakgebiedNr,
    leerroutepakketId: ig.leerroutepakketId,
    doel: ig.doel,
    aanpak: ig.aanpak,
    leerlingen,
    doelen: ig.doelen.map((d) => ({ competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving })),
  };
}

/**
 * planning/groepsplannen/details/{nr}/{periode}: the plan's header (PDF, delete), the starting
 * situation, the instruction groups with their pupils, goals and approach, and the unplaced pupils.
 * A pupil moves between instruction groups with a plain select (keyboard: Tab, arrows, Enter).
 */
export function GroepsplanDetails({
  admnr,
  schooljaar,
  groepNr,
  periode,
  pakketten,
  tab = "instructiegroepen",
}: {
  admnr: number;
  schooljaar: string;
  groepNr: number;
  periode: number;
  pakketten: { id: number; naam: string }[];
  tab?: "instructiegroepen" | "lesbundels";
}) {
  const t = useTranslations("planning.groepsplannen.details");
  const router = useRouter();
  const qc = useQueryClient();
  // Back to the list at the address its redirect would give (one router request, not two).
  const lijst = useEindadres(admnr, `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen`);
  const ververs = () => qc.invalidateQueries({ queryKey: queryKeys.groepsplannen(admnr) });
  const sleutel = queryKeys.groepsplan(admnr, groepNr, periode);
  const { data: plan } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<GroepsplanDetailsView>(`/api/GroepsPlannen/Details/${admnr}/${groepNr}/${periode}`, { administratieNr: admnr, signal }),
  });
  const { data: perioden } = useQuery({
    queryKey: queryKeys.groepsplanPerioden(admnr, groepNr),
    queryFn: ({ signal }) => api.getJson<Periode[]>(`/api/GroepsPlannen/FilledPerioden/${admnr}/${groepNr}`, { administratieNr: admnr, signal }),
  });
  const invalidate = [queryKeys.groepsplannen(admnr)];
  const pdf = useApiMutation({
    mutationFn: () => api.download(`/api/GroepsPlannen/Document/${admnr}/${groepNr}/${periode}`, { administratieNr: admnr, fallbackFilename: "groepsplan.pdf" }),
    success: (r) => t("pdfKlaar", { bestand: r.filename ?? "groepsplan.pdf" }),
    error: t("pdfMislukt"),
  });
  const verplaats = useApiMutation({
    mutationFn: (v: { body: ReturnType<typeof bijwerkBody> }) => api.post("/api/Instructiegroepen/update", v.body, { administratieNr: admnr }),
    invalidate,
  });
  const kopieer = useApiMutation({
    mutationFn: (van: number) => api.post("/api/GroepsPlannen/CopyInstructiegroepen", { groepsplanId: plan!.id, vanPeriodeNummer: van }, { administratieNr: admnr }),
    invalidate,
    success: (_d, van) => t("kopieren.klaar", { periode: van }),
  });
  if (!plan) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen`;
  const eerder = (perioden ?? []).filter((p) => p.groepsplanId !== null && p.nummer !== periode).sort((a, b) => b.nummer - a.nummer)[0];

  const verplaatsNaar = (leerling: { id: number; naam: string }, doelNr: number) => {
    const doel = plan.instructiegroepen.find((ig) => ig.nr === doelNr);
    if (!doel) return;
    verplaats.mutate({ body: bijwerkBody(plan.id, doel, [...doel.leerlingen.map((l) => l.id), leerling.id]) }, { onSuccess: () => toast.success(t("verplaatst", { naam: leerling.naam, groep: doel.naam })) });
  };

  // "Instructiegroep toevoegen": below the groups, and on an empty plan beside the proposal.
  const toevoegen = plan.magBewerken ? (
    <AddDialog
      label={t("toevoegen.knop")}
      schema={naamSchema}
      defaultValues={{ naam: "" }}
      onSubmit={async (v) => {
        await api.post("/api/Instructiegroepen/Add", { groepsplanId: plan.id, naam: v.naam }, { administratieNr: admnr });
        toast.success(t("toevoegen.klaar", { naam: v.naam }));
        await ververs();
      }}
    >
      <TextField name="naam" label={t("toevoegen.naam")} />
    </AddDialog>
  ) : null;

  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: lijst, label: t("terug") }}
        title={plan.groepNaam}
        description={t("beschrijving", { periode: plan.periodeNummer, van: formatDatum(plan.periode.ingangsdatum), tot: formatDatum(plan.periode.einddatum), vestiging: plan.vestigingNaam })}
        actions={
          <>
            <Button variant="outline" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
              <Download aria-hidden />
              {t("pdf")}
            </Button>
            {plan.magBewerken && (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderen")}
                description={t("verwijderenVraag", { periode: plan.periodeNummer })}
                onConfirm={async () => {
                  await api.delete(`/api/GroepsPlannen/Delete/${admnr}/${plan.id}`, { administratieNr: admnr });
                  router.push(lijst);
                }}
              />
            )}
          </>
        }
      />

      <RouteTabs
        label={t("onderdelen")}
        items={[
          { href: `${basis}/details/${plan.groepNr}/${plan.periodeNummer}`, label: t("tabInstructiegroepen") },
          { href: `${basis}/details/${plan.groepNr}/${plan.periodeNummer}/lesbundels`, label: t("tabLesbundels") },
        ]}
      />

      {tab === "lesbundels" ? (
        plan.instructiegroepen.length === 0 ? (
          <EmptyState title={t("geenInstructiegroepen")} description={t("lesbundelsUitleg")} />
        ) : (
          plan.instructiegroepen.map((ig) => (
            <SectionCard key={ig.nr} title={t("lessenVan", { naam: ig.naam })}>
              <PlanLessen admnr={admnr} onderwijsplanId={ig.onderwijsplanId} magBewerken={plan.magBewerken} />
            </SectionCard>
          ))
        )
      ) : (
        <>
      <SectionCard title={t("beginsituatie")}>
        {plan.beginsituatie ? <RichText html={plan.beginsituatie} /> : <p className="text-sm text-muted-foreground">{t("geenBeginsituatie")}</p>}
      </SectionCard>

      {plan.instructiegroepen.length === 0 ? (
        <EmptyState
          title={t("geenInstructiegroepen")}
          description={t("geenInstructiegroepenUitleg")}
          action={
            plan.magBewerken ? (
              <div className="flex flex-wrap justify-center gap-2">
                <LaadBijOpenen trigger={<Button>{t("genereren.knop")}</Button>} laad={laadIndeling}>
                  {(trigger) => (
                    <IndelingVoorstellen
                      trigger={trigger}
                      initialOpen
                      admnr={admnr}
                      groepsplanId={plan.id}
                      groepNr={plan.groepNr}
                      periode={plan.periodeNummer}
                      pakketten={pakketten}
                      onOpgeslagen={ververs}
                    />
                  )}
                </LaadBijOpenen>
                {eerder && (
                  <Button variant="outline" onClick={() => kopieer.mutate(eerder.nummer)} disabled={kopieer.isPending}>
                    {t("kopieren.knop", { periode: eerder.nummer })}
                  </Button>
                )}
                {toevoegen}
              </div>
            ) : undefined
          }
        />
      ) : (
        plan.instructiegroepen.map((ig) => (
          <SectionCard
            key={ig.nr}
            title={ig.naam}
            description={[ig.vakgebiedNaam, ig.laatsteEvaluatie ? t("laatsteEvaluatie", { datum: formatDatum(ig.laatsteEvaluatie.datum) }) : null].filter(Boolean).join(" · ") || undefined}
            action={
              plan.magBewerken || plan.magEvalueren ? (
                <div className="flex flex-wrap gap-2">
                  {plan.magBewerken && (
                    <Button asChild variant="outline" size="sm">
                      <Link href={`${basis}/bewerken/${plan.groepNr}/${plan.periodeNummer}/${ig.nr}`}>{t("bewerkenVan", { naam: ig.naam })}</Link>
                    </Button>
                  )}
                  {plan.magEvalueren && (
                    <Button asChild variant="outline" size="sm">
                      <Link href={`${basis}/evalueren/${plan.groepNr}/${plan.periodeNummer}/${ig.nr}`}>{t("evaluerenVan", { naam: ig.naam })}</Link>
                    </Button>
                  )}
                </div>
              ) : undefined
            }
          >
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <h3 className="mb-1 text-sm font-medium">{t("leerlingenVan", { naam: ig.naam })}</h3>
                {ig.leerlingen.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("geenLeerlingen")}</p>
                ) : (
                  <ul className={leerlingRegels(plan.magBewerken)}>
                    {ig.leerlingen.map((l) => (
                      <LeerlingRegel key={l.id} leerling={l} huidig={ig.nr} groepen={plan.instructiegroepen} mag={plan.magBewerken} bezig={verplaats.isPending} onKies={(nr) => verplaatsNaar(l, nr)} />
                    ))}
                  </ul>
                )}
              </div>
              <div className="space-y-3">
                <div>
                  <h3 className="mb-1 text-sm font-medium">{t("doelen")}</h3>
                  {ig.doelen.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t("geenDoelen")}</p>
                  ) : (
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      {ig.doelen.map((d) => (
                        <li key={d.id}>{[`${d.competentieNaam} ${d.niveauWaarde}`, d.indicatorNaam, d.omschrijving].filter(Boolean).join(" — ")}</li>
                      ))}
                    </ul>
                  )}
                </div>
                {ig.aanpak && (
                  <div>
                    <h3 className="mb-1 text-sm font-medium">{t("aanpak")}</h3>
                    <RichText html={ig.aanpak} />
                  </div>
                )}
              </div>
            </div>
          </SectionCard>
        ))
      )}

      {plan.instructiegroepen.length > 0 && (
        <SectionCard title={t("onverdeeld")} description={t("onverdeeldUitleg")}>
          {plan.onverdeeld.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("iedereenIngedeeld")}</p>
          ) : (
            <ul className={leerlingRegels(plan.magBewerken)}>
              {plan.onverdeeld.map((l) => (
                <LeerlingRegel key={l.id} leerling={l} huidig={null} groepen={plan.instructiegroepen} mag={plan.magBewerken} bezig={verplaats.isPending} onKies={(nr) => verplaatsNaar(l, nr)} />
              ))}
            </ul>
          )}
        </SectionCard>
      )}

      {plan.magBewerken && plan.instructiegroepen.length > 0 && toevoegen}

      {plan.magBewerken && plan.instructiegroepen.length > 1 && (
        <SectionCard title={t("volgorde")} description={t("volgordeUitleg")}>
          <SortableList
            label={t("volgorde")}
            items={plan.instructiegroepen.map((ig) => ({ id: ig.nr, naam: ig.naam }))}
            onReorder={async (volgorde) => {
              try {
                await api.post(`/api/GroepsPlannen/Reorganize/${plan.id}`, { volgorde }, { administratieNr: admnr });
              } finally {
                await ververs();
              }
            }}
            render={(ig) => <span className="text-sm">{ig.naam}</span>}
          />
        </SectionCard>
      )}

      <SectionCard title={t("documenten")}>
        <PlanDocumentenLijst admnr={admnr} plan={plan} instructiegroepNr={null} documenten={plan.documenten} magBewerken={plan.magBewerken} />
      </SectionCard>
        </>
      )}
    </section>
  );
}

/** The list of LeerlingRegel rows: their look set once on the list, not on every row (issue 27). */
const LEERLING_REGELS = "space-y-1 *:flex *:flex-wrap *:items-center *:justify-between *:gap-2 *:text-sm";
/** With move controls the rows are as high as the control before it appears. */
const leerlingRegels = (mag: boolean) => (mag ? `${LEERLING_REGELS} *:min-h-9` : LEERLING_REGELS);

function LeerlingRegel({ leerling, huidig, groepen, mag, bezig, onKies }: { leerling: { id: number; naam: string }; huidig: number | null; groepen: Ig[]; mag: boolean; bezig: boolean; onKies: (nr: number) => void }) {
  const t = useTranslations("planning.groepsplannen.details");
  // A pupil is on the plan once (in one instruction group, or not placed): its id makes a short,
  // unique id (useId's are 26 characters, twice per pupil).
  const id = `verplaats-${leerling.id}`;
  const [keuze, setKeuze] = useState("");
  // The move control (a select and a button per pupil, ~480 bytes each) comes after hydration: it
  // cannot work before, and the plan's HTML stays within 60 KB (issue 27). The row keeps its
  // height meanwhile (min-h-9 on the list), so nothing moves when it appears.
  const gehydrateerd = useGehydrateerd();
  return (
    <li>
      <span>{leerling.naam}</span>
      {mag && gehydrateerd && (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const nr = Number(keuze);
            if (nr) onKies(nr);
            setKeuze("");
          }}
        >
          <label htmlFor={id} className="sr-only">
            {t("verplaatsNaar", { naam: leerling.naam })}
          </label>
          <NativeSelect id={id} wrapperClassName="w-48" value={keuze} disabled={bezig} onChange={(e) => setKeuze(e.target.value)}>
            <option value="">{t("kiesGroep")}</option>
            {groepen
              .filter((g) => g.nr !== huidig)
              .map((g) => (
                <option key={g.nr} value={g.nr}>
                  {g.naam}
                </option>
              ))}
          </NativeSelect>
          <Button type="submit" size="sm" variant="outline" disabled={bezig || !keuze} aria-label={t("verplaatsKnop", { naam: leerling.naam })}>
            {t("verplaats")}
          </Button>
        </form>
      )}
    </li>
  );
}
