"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { type BijOpenenProps } from "@/components/kit/laad-bij-openen";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { TemplateView } from "@/lib/services/formuliertemplates";
import { FormulierInvoer } from "./formulieren";
import { vandaagIso } from "@/lib/schooljaar";

/** Fill in a new form for a pupil from an active template: loaded on its button's first click (formulieren-tab.tsx, issue 27). */
export function FormulierInvullen({
  admnr,
  leerlingId,
  trigger,
  initialOpen = false,
}: BijOpenenProps & { admnr: number; leerlingId: number }) {
  const t = useTranslations("adm.formulieren");
  const qc = useQueryClient();
  const [open, setOpen] = useState(initialOpen);
  const [templateId, setTemplateId] = useState("");
  const { data: templates = [] } = useQuery({
    queryKey: [...queryKeys.formulierTemplates(admnr), "actief"],
    queryFn: async ({ signal }) => (await api.getJson<{ id: number; naam: string }[]>("/api/FormulierTemplates", { administratieNr: admnr, signal, query: { actief: "true" } })) ?? [],
    enabled: open,
  });
  const { data: template } = useQuery({
    queryKey: queryKeys.formulierTemplate(admnr, Number(templateId)),
    queryFn: ({ signal }) => api.getJson<TemplateView>(`/api/FormulierTemplates/Details/${templateId}`, { administratieNr: admnr, signal }),
    enabled: open && templateId !== "",
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setTemplateId("");
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("tab.invullen")}</DialogTitle>
          <DialogDescription>{t("tab.invullenUitleg")}</DialogDescription>
        </DialogHeader>
        {open && templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("tab.geenTemplates")}</p>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor="formulier-template">{t("tab.template")}</Label>
            <NativeSelect id="formulier-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <NativeSelectOption value="">{t("velden.kies")}</NativeSelectOption>
              {templates.map((tpl) => (
                <NativeSelectOption key={tpl.id} value={String(tpl.id)}>
                  {tpl.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        )}
        {template && (
          <FormulierInvoer
            key={template.id}
            definities={template.definities}
            begin={{ datum: vandaagIso(), titel: "", waarden: {} }}
            opslaanTekst={t("velden.opslaan")}
            onAnnuleren={() => setOpen(false)}
            onOpslaan={async (v) => {
              await api.post(`/api/Formulieren/Add/${leerlingId}`, { templateId: template.id, ...v }, { administratieNr: admnr });
              toast.success(t("bewerken.toegevoegd", { naam: template.naam }));
              setOpen(false);
              setTemplateId("");
              await qc.invalidateQueries({ queryKey: queryKeys.formulieren(admnr) });
            }}
          />
        )}
        {!template && <DialogFooter />}
      </DialogContent>
    </Dialog>
  );
}
