"use client";

import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, useCallback } from "react";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { TemplateLijst, type TemplateRegel } from "@/components/templates/template-lijst";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { FORMULIER_TEMPLATES } from "@/lib/templates/kind-formulier";
import { apiPad } from "@/lib/templates/kind";

/** The import dialog loads on its button's first click (issue 27); the builder is components/templates/definitie-bouwer.tsx. */
const laadImporteren = () => import("./formuliertemplate-import");
const ImporteerDialog = lazy(() => laadImporteren().then((m) => ({ default: m.ImporteerDialog })));

/** beheer/Formuliertemplates: the form templates with add, edit, (de)activate, export, import and delete. */
export function FormulierTemplatesLijst({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const exporteer = useApiMutation({
    mutationFn: (tpl: TemplateRegel) => api.download(`${apiPad(FORMULIER_TEMPLATES.api.basis)}/Export/${tpl.id}`, { administratieNr: admnr, fallbackFilename: `${tpl.naam}.json` }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "" }),
  });
  const { mutate } = exporteer;
  const exportKnop = useCallback(
    (tpl: TemplateRegel) => (
      <Button variant="ghost" size="icon" aria-label={t("exporteren", { naam: tpl.naam })} onClick={() => mutate(tpl)}>
        <Download aria-hidden />
      </Button>
    ),
    [t, mutate],
  );
  return (
    <TemplateLijst
      admnr={admnr}
      soort={FORMULIER_TEMPLATES}
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
