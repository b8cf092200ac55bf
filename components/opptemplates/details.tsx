"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { FormDialog } from "@/components/kit/form-dialog";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { TextField } from "@/components/kit/velden";
import { VolgordeSectie } from "@/components/templates/volgorde-sectie";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { OppCategorieView, OppTemplateView } from "@/lib/services/opptemplates";
import { apiPad } from "@/lib/templates/kind";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";

const BASIS = apiPad(OPP_TEMPLATES.api.basis);

/** Add or edit a category (code and name). */
function CategorieDialog({ admnr, templateId, categorie, onKlaar }: { admnr: number; templateId: number; categorie?: OppCategorieView; onKlaar: () => Promise<unknown> }) {
  const t = useTranslations("beheer.opptemplates.details");
  return (
    <FormDialog
      trigger={categorie ? <EditButton label={t("bewerken", { naam: categorie.naam })} /> : <AddButton label={t("toevoegen")} />}
      title={categorie ? t("bewerken", { naam: categorie.naam }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={() => import("@/lib/schemas/opptemplates").then((m) => m.categorieVelden)}
      defaultValues={{ code: categorie?.code ?? "", naam: categorie?.naam ?? "" }}
      onSubmit={async (v) => {
        const body = { templateId, code: v.code, naam: v.naam };
        await api.post(categorie ? `${BASIS}/UpdateCategorie` : `${BASIS}/AddCategorie`, categorie ? { ...body, id: categorie.id } : body, { administratieNr: admnr });
        toast.success(t("opgeslagen", { naam: v.naam }));
        await onKlaar();
      }}
    >
      <TextField name="code" label={t("veldCode")} />
      <TextField name="naam" label={t("veldNaam")} />
    </FormDialog>
  );
}

/** beheer/Opptemplates/details/{id}: the template's categories in order (reorder, add, edit, delete), each opening its items. */
export function OppTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("beheer.opptemplates");
  const qc = useQueryClient();
  const sleutel = queryKeys.oppTemplate(admnr, id);
  const { data: tpl } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<OppTemplateView>(`${apiPad(OPP_TEMPLATES.api.details)}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!tpl) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: sleutel }), qc.invalidateQueries({ queryKey: queryKeys.oppTemplates(admnr), exact: true })]);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/${OPP_TEMPLATES.routes.lijst}`, label: t("details.terug") }} title={tpl.naam} description={tpl.omschrijving ?? undefined}>
        <p className="text-sm text-muted-foreground">{t("details.status", { status: tpl.actief ? t("ja") : t("nee") })}</p>
      </PageHeader>
      <VolgordeSectie
        admnr={admnr}
        titel={t("details.categorieen")}
        uitleg={t("details.categorieenUitleg")}
        actie={<CategorieDialog admnr={admnr} templateId={tpl.id} onKlaar={ververs} />}
        leeg={{ titel: t("details.geenCategorieen"), uitleg: t("details.geenCategorieenUitleg") }}
        items={tpl.categorieen}
        herorden={(ids) => api.post(`${BASIS}/ReorganizeCategories`, { templateId: tpl.id, volgorde: ids }, { administratieNr: admnr })}
        volgordeOpgeslagen={t("details.volgorde")}
        onKlaar={ververs}
        inhoud={(c) => (
          <>
            <RowLink href={`/${admnr}/beheer/Opptemplates/categeorie/${tpl.id}/${c.id}`}>{t("details.codeNaam", { code: c.code, naam: c.naam })}</RowLink>
            <span className="ml-2 text-sm text-muted-foreground">{t("items", { aantal: c.aantalDefinities })}</span>
          </>
        )}
        bewerken={(c) => <CategorieDialog admnr={admnr} templateId={tpl.id} categorie={c} onKlaar={ververs} />}
        verwijderen={(c) => ({
          label: t("details.verwijderen", { naam: c.naam }),
          vraag: t("details.verwijderenVraag", { naam: c.naam }),
          uitleg: t("details.verwijderenUitleg", { aantal: c.aantalDefinities }),
          gedaan: t("details.verwijderd", { naam: c.naam }),
          pad: `${BASIS}/DeleteCategorie/${tpl.id}/${c.id}`,
        })}
      />
    </section>
  );
}
