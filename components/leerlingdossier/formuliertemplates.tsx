"use client";

import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, useCallback } from "react";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { TemplateLijst, type TellerKolom } from "@/components/templates/template-lijst";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { TemplateView } from "@/lib/services/formuliertemplates";

/** The import dialog loads on its button's first click (issue 27); the builder is formuliertemplate-details.tsx. */
const laadImporteren = () => import("./formuliertemplate-import");
const ImporteerDialog = lazy(() => laadImporteren().then((m) => ({ default: m.ImporteerDialog })));

type Samenvatting = Omit<TemplateView, "definities">;

/** Loaded when a dialog opens (issue 27). */
const SCHEMAS = { velden: () => import("@/lib/schemas/formuliertemplates").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/formuliertemplates").then((m) => m.templateBijwerken) };
const TELLERS: TellerKolom<Samenvatting>[] = [
  { veld: "aantalDefinities", kolom: "items", tekst: "items" },
  { veld: "aantalFormulieren", kolom: "formulieren", tekst: "ingevuld" },
];

/** beheer/Formuliertemplates: the form templates with add, edit, (de)activate, export, import and delete. */
export function FormulierTemplatesLijst({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const exporteer = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.download(`/api/FormulierTemplates/Export/${tpl.id}`, { administratieNr: admnr, fallbackFilename: `${tpl.naam}.json` }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "" }),
  });
  const { mutate } = exporteer;
  const exportKnop = useCallback(
    (tpl: Samenvatting) => (
      <Button variant="ghost" size="icon" aria-label={t("exporteren", { naam: tpl.naam })} onClick={() => mutate(tpl)}>
        <Download aria-hidden />
      </Button>
    ),
    [t, mutate],
  );
  return (
    <TemplateLijst<Samenvatting>
      admnr={admnr}
      ns="beheer.formuliertemplates"
      pad="/api/FormulierTemplates"
      sleutel={queryKeys.formulierTemplates(admnr)}
      detailPad="beheer/Formuliertemplates/details"
      schemas={SCHEMAS}
      tellers={TELLERS}
      inGebruik="aantalFormulieren"
      acties={
        <LaadBijOpenen trigger={<ImporteerKnop />} laad={laadImporteren}>
          {(trigger) => <ImporteerDialog admnr={admnr} trigger={trigger} initialOpen />}
        </LaadBijOpenen>
      }
      rijActies={exportKnop}
    />
  );
}

function ImporteerKnop(props: Omit<ButtonProps, "children">) {
  const t = useTranslations("beheer.formuliertemplates");
  return (
    <Button variant="outline" {...props}>
      <Upload aria-hidden />
      {t("importeren")}
    </Button>
  );
}
