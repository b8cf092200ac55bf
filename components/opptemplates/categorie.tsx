"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/page-header";
import { DefinitieBouwer } from "@/components/templates/definitie-bouwer";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { OppCategorieView } from "@/lib/services/opptemplates";
import { apiPad } from "@/lib/templates/kind";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";

type CategorieKort = Omit<OppCategorieView, "definities">;
const BASIS = apiPad(OPP_TEMPLATES.api.basis);

/** beheer/Opptemplates/categeorie/{id}/{categorie}: the items of one category (reorder, add, edit, move, delete) and a preview of the page. */
export function OppTemplateCategorie({ admnr, templateId, categorieId, templateNaam }: { admnr: number; templateId: number; categorieId: number; templateNaam: string }) {
  const t = useTranslations("beheer.opptemplates.categorie");
  const qc = useQueryClient();
  const opties = { administratieNr: admnr };
  const sleutel = queryKeys.oppTemplateCategorie(admnr, templateId, categorieId);
  const { data: cat } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<OppCategorieView>(`${BASIS}/Categorie/${templateId}/${categorieId}`, { ...opties, signal }),
  });
  const { data: categorieen } = useQuery({
    queryKey: [...queryKeys.oppTemplate(admnr, templateId), "categorieen"],
    queryFn: async ({ signal }) => (await api.getJson<CategorieKort[]>(`${BASIS}/Categorieen/${templateId}`, { ...opties, signal })) ?? [],
  });
  if (!cat) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.oppTemplate(admnr, templateId) }), qc.invalidateQueries({ queryKey: queryKeys.oppTemplates(admnr), exact: true })]);
  const keuzes = (categorieen ?? [cat]).map((c) => ({ value: String(c.id), label: t("soortLabel", { code: c.code, naam: c.naam }) }));
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/${OPP_TEMPLATES.routes.details}/${templateId}`, label: t("terug", { naam: templateNaam }) }} title={t("soortLabel", { code: cat.code, naam: cat.naam })} description={templateNaam} />
      <DefinitieBouwer
        admnr={admnr}
        soort={OPP_TEMPLATES}
        templateId={templateId}
        definities={cat.definities}
        herordenBody={{ categorieId }}
        categorie={{ id: cat.id, keuzes, label: t("veldCategorie") }}
        onKlaar={ververs}
      />
    </section>
  );
}
