"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { handelingsplanSleutel } from "@/components/groepsplannen/sleutels";
import { RichText } from "@/components/nieuws/rich-text";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { doelLabel } from "./doel-label";
import type { handelingsplanDetails } from "@/lib/schemas/groepsplannen";

export type HandelingsplanView = z.output<typeof handelingsplanDetails>;

export function useHandelingsplan(admnr: number, id: number) {
  return useQuery({
    queryKey: handelingsplanSleutel(admnr, id),
    queryFn: ({ signal }) => api.getJson<HandelingsplanView>(`/api/Handelingsplannen/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
}

/** The planning routes of an action plan (spec §2: details/{id}, evalueren/{id}, bewerken/{id}). */
export const handelingsplanRoutes = (admnr: number, schooljaar: string, id: number) => {
  const b = `/${admnr}/schooljaar/${schooljaar}/planning/handelingsplannen`;
  return { lijst: b, details: `${b}/details/${id}`, evalueren: `${b}/evalueren/${id}`, bewerken: `${b}/bewerken/${id}` };
};

/**
 * The head of an action plan's details (planning/handelingsplannen/details/{id} and
 * adm/leerlingen/handelingsplannen/{id}/…): title, PDF, edit, evaluate, delete, and the tabs
 * details and lesspapers.
 */
export function HandelingsplanKop({ admnr, schooljaar, id, tabs, terug }: { admnr: number; schooljaar: string; id: number; tabs: { details: string; lesspapers: string }; terug: { href: string; label: string } }) {
  const t = useTranslations("planning.handelingsplannen.details");
  const router = useRouter();
  const { data: plan } = useHandelingsplan(admnr, id);
  const pdf = useApiMutation({
    mutationFn: () => api.download(`/api/Handelingsplannen/Document/${admnr}/${id}`, { administratieNr: admnr, fallbackFilename: "handelingsplan.pdf" }),
    success: (r) => t("pdfKlaar", { bestand: r.filename ?? "handelingsplan.pdf" }),
    error: t("pdfMislukt"),
  });
  if (!plan) return null;
  const r = handelingsplanRoutes(admnr, schooljaar, id);
  return (
    <div className="space-y-4">
      <PageHeader
        back={terug}
        title={plan.titel ?? t("zonderTitel")}
        description={t("beschrijving", { leerling: plan.leerlingNaam, schooljaar: plan.schooljaar, periode: plan.periodeNummer, van: formatDatum(plan.ingangsdatum), tot: formatDatum(plan.einddatum) })}
        actions={
          <>
            <Button variant="outline" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
              <Download aria-hidden />
              {t("pdf")}
            </Button>
            {plan.magBewerken && (
              <Button asChild variant="outline">
                <Link href={r.bewerken}>{t("bewerken")}</Link>
              </Button>
            )}
            {plan.magEvalueren && (
              <Button asChild variant="outline">
                <Link href={r.evalueren}>{t("evalueren")}</Link>
              </Button>
            )}
            {plan.magBewerken && (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderen")}
                description={t("verwijderenVraag", { titel: plan.titel ?? String(plan.id), leerling: plan.leerlingNaam })}
                onConfirm={async () => {
                  await api.delete(`/api/Handelingsplannen/Delete/${id}`, { administratieNr: admnr });
                  router.push(terug.href);
                }}
              />
            )}
          </>
        }
      />
      <RouteTabs
        label={t("tabs")}
        items={[
          { href: tabs.details, label: t("tabDetails") },
          { href: tabs.lesspapers, label: t("tabLesspapers") },
        ]}
      />
    </div>
  );
}

/** Tab details: the starting situation, the goals with their level, the approach and the evaluations. */
export function HandelingsplanDetailsTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.handelingsplannen.details");
  const { data: plan } = useHandelingsplan(admnr, id);
  if (!plan) return null;
  const veld = (label: string, waarde: string) => (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm">{waarde}</dd>
    </div>
  );
  return (
    <div className="space-y-4">
      <SectionCard title={t("gegevens")}>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {veld(t("leerling"), plan.leerlingNaam)}
          {veld(t("vakgebied"), plan.vakgebiedNaam ?? t("geen"))}
          {veld(t("looptijd"), t("looptijdWaarde", { van: formatDatum(plan.ingangsdatum), tot: formatDatum(plan.einddatum) }))}
          {veld(t("beoordelaar"), plan.beoordelaarNaam ?? t("geen"))}
          {veld(t("ouders"), plan.oudersGeinformeerdOp ? formatDatum(plan.oudersGeinformeerdOp) : t("oudersNog"))}
          {veld(t("auteur"), plan.auteur ?? t("geen"))}
        </dl>
      </SectionCard>
      <SectionCard title={t("beginsituatie")}>{plan.beginsituatie ? <RichText html={plan.beginsituatie} /> : <p className="text-sm text-muted-foreground">{t("leeg")}</p>}</SectionCard>
      <SectionCard title={t("doelen")}>
        {plan.doel && <RichText html={plan.doel} />}
        {plan.geplandeIndicatoren.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("geenDoelen")}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {plan.geplandeIndicatoren.map((d) => (
              <li key={d.id}>{[doelLabel(d), d.omschrijving].filter(Boolean).join(" — ")}</li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t("aanpak")}>{plan.aanpak ? <RichText html={plan.aanpak} /> : <p className="text-sm text-muted-foreground">{t("leeg")}</p>}</SectionCard>
      <SectionCard title={t("evaluaties")}>
        {plan.evaluaties.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("nogNietGeevalueerd")}</p>
        ) : (
          <ul className="space-y-2">
            {plan.evaluaties.map((e) => (
              <li key={e.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">{t("evaluatieVan", { datum: formatDatum(e.datum), auteur: e.auteur ?? t("geen") })}</p>
                {e.doelBehaald !== null && <p>{e.doelBehaald ? t("behaald") : t("nietBehaald")}</p>}
                {e.tekst && <p className="whitespace-pre-wrap text-muted-foreground">{e.tekst}</p>}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
