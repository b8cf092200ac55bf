"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { TemplateView } from "@/lib/services/formuliertemplates";

/** Importing a form template from a JSON file: loaded on its button's first click (formuliertemplates.tsx, issue 27). */
export function ImporteerDialog({ admnr, trigger, initialOpen = false }: { admnr: number; trigger: ReactNode; initialOpen?: boolean }) {
  const t = useTranslations("beheer.formuliertemplates");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const [open, setOpen] = useState(initialOpen);
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
