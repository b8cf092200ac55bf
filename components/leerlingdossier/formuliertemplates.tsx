"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer";
import { TemplateLijst, type TellerKolom } from "@/components/templates/template-lijst";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { templateBijwerken, templateVelden } from "@/lib/schemas/formuliertemplates";
import type { DefinitieView, TemplateView } from "@/lib/services/formuliertemplates";

type Samenvatting = Omit<TemplateView, "definities">;

const SCHEMAS = { velden: templateVelden, bijwerken: templateBijwerken };
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
      acties={<ImporteerDialog admnr={admnr} />}
      rijActies={exportKnop}
    />
  );
}

function ImporteerDialog({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const [open, setOpen] = useState(false);
  const [bestand, setBestand] = useState<File>();
  const [melding, setMelding] = useState<string>();
  const [bezig, setBezig] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setBestand(undefined);
        setMelding(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden />
          {t("importeren")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("importerenTitel")}</DialogTitle>
          <DialogDescription>{t("importerenUitleg")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="import-bestand">{t("importerenBestand")}</Label>
          <FileInput id="import-bestand" accept=".json,application/json" onChange={(e) => setBestand(e.target.files?.[0])} />
          {melding && (
            <p role="alert" className="text-sm text-destructive">
              {melding}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button
            disabled={!bestand || bezig}
            onClick={async () => {
              if (!bestand) return;
              setBezig(true);
              setMelding(undefined);
              try {
                const form = new FormData();
                form.append("bestand", bestand);
                const r = await api.post<TemplateView>("/api/FormulierTemplates/Import", form, { administratieNr: admnr });
                toast.success(t("geimporteerd", { naam: r.data?.naam ?? "" }));
                await qc.invalidateQueries({ queryKey: queryKeys.formulierTemplates(admnr) });
                setOpen(false);
              } catch (e) {
                setMelding(fout(e));
              } finally {
                setBezig(false);
              }
            }}
          >
            {t("importerenStart")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const PADEN = {
  toevoegen: "/api/FormulierTemplates/AddDefinitie",
  bijwerken: "/api/FormulierTemplates/EditDefinitie",
  herordenen: "/api/FormulierTemplates/Reorganize",
  verwijderen: "/api/FormulierTemplates/DeleteDefinitie",
};
const aantalWaarden = (d: DefinitieView) => d.aantalWaarden;

/** beheer/Formuliertemplates/details/{id}: the template builder (items in order, reorder, add/edit/delete) and a preview. */
export function FormulierTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  return (
    <DefinitieBouwerPagina
      admnr={admnr}
      id={id}
      ns="beheer.formuliertemplates"
      detailsPad="/api/FormulierTemplates/Details"
      sleutel={queryKeys.formulierTemplate(admnr, id)}
      lijstSleutel={queryKeys.formulierTemplates(admnr)}
      terugPad="beheer/Formuliertemplates"
      paden={PADEN}
      inGebruik={aantalWaarden}
    />
  );
}
