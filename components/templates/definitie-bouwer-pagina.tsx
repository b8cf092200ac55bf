"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/page-header";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { apiPad, type TemplateKindDeclaratie } from "@/lib/templates/kind";
import { DefinitieBouwer, type BouwDefinitie } from "./definitie-bouwer";
import type { TemplateRegel } from "./template-lijst";

/**
 * The page of a template whose items belong to the template itself (forms, pupil plans): the
 * template's name, description and status over the builder. The kind's `ns` holds the page's
 * texts (ja, nee, details.terug); its declaration the rest. A file of its own: a page ships the
 * namespaces of the roles its screens read (scripts/client-berichten.ts), and the OPP's category
 * page has the builder without this page.
 */
export function DefinitieBouwerPagina({ admnr, id, soort }: { admnr: number; id: number; soort: TemplateKindDeclaratie }) {
  const t = useTranslations(soort.berichten.ns);
  const qc = useQueryClient();
  const sleutel = queryKeys[soort.sleutels.een](admnr, id);
  const { data: tpl } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<TemplateRegel & { definities: BouwDefinitie[] }>(`${apiPad(soort.api.details)}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!tpl) return null;
  // The list's counts change with the template.
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: sleutel }), qc.invalidateQueries({ queryKey: queryKeys[soort.sleutels.lijst](admnr) })]);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/${soort.routes.lijst}`, label: t("details.terug") }} title={tpl.naam} description={tpl.omschrijving ?? undefined}>
        <p className="text-sm text-muted-foreground">{tpl.actief ? t("ja") : t("nee")}</p>
      </PageHeader>
      <DefinitieBouwer admnr={admnr} soort={soort} templateId={tpl.id} definities={tpl.definities} onKlaar={ververs} />
    </section>
  );
}
