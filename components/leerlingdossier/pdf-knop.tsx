"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";

/** Downloads one item of the pupil file (note, dossier item, form) as PDF to print; icon only unless `tekst`. */
export function PdfKnop({ admnr, pad, titel, tekst = false }: { admnr: number; pad: string; titel: string; tekst?: boolean }) {
  const t = useTranslations("adm.leerlingdossier.pdf");
  const pdf = useApiMutation({
    mutationFn: () => api.download(pad, { administratieNr: admnr, fallbackFilename: "afdruk.pdf" }),
    success: (r) => t("klaar", { bestand: r.filename ?? "afdruk.pdf" }),
  });
  const label = pdf.isPending ? t("bezig") : t("label", { titel });
  return (
    <Button variant={tekst ? "outline" : "ghost"} size={tekst ? "default" : "icon"} aria-label={tekst ? undefined : label} title={tekst ? undefined : label} disabled={pdf.isPending} aria-busy={pdf.isPending} onClick={() => pdf.mutate()}>
      <Printer aria-hidden className="size-4" />
      {tekst && (pdf.isPending ? t("bezig") : t("knop"))}
    </Button>
  );
}
