"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { CheckboxField, TextField } from "@/components/kit/form";
import { FoutMelding } from "@/components/kit/fout-melding";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { NieuwsItem } from "@/lib/services/nieuws";
import { NieuwsBeeld } from "./nieuws-delen";
import { RichTextField } from "./rich-text-field";

/**
 * The news management's dialogs: an article's fields (add and edit, with the rich text editor) and
 * its pictures. Loaded when one opens, not with the page (issue 27).
 */

export function ArtikelVelden({ categorieen }: { categorieen: readonly { id: number; naam: string }[] }) {
  const t = useTranslations("translation.nieuws.velden");
  return (
    <div className="grid gap-4">
      <TextField name="titel" label={t("titel")} maxLength={200} />
      <TextField name="samenvatting" label={t("samenvatting")} description={t("samenvattingUitleg")} multiline rows={2} maxLength={500} />
      <RichTextField name="inhoud" label={t("inhoud")} />
      <CategorieKeuze categorieen={categorieen} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="publicatiedatum" type="date" label={t("publicatiedatum")} description={t("publicatiedatumUitleg")} />
        <CheckboxField name="gepubliceerd" label={t("gepubliceerd")} description={t("gepubliceerdUitleg")} className="self-center" />
      </div>
    </div>
  );
}

function CategorieKeuze({ categorieen }: { categorieen: readonly { id: number; naam: string }[] }) {
  const t = useTranslations("translation.nieuws.velden");
  const { control } = useFormContext();
  const id = useId();
  if (!categorieen.length) return null;
  return (
    <Controller
      control={control}
      name="categorieIds"
      render={({ field, fieldState }) => {
        const gekozen = new Set<number>(Array.isArray(field.value) ? (field.value as number[]) : []);
        return (
          <fieldset className="grid gap-2" aria-describedby={fieldState.error ? `${id}-fout` : undefined}>
            <legend className="mb-1 text-sm font-medium">{t("categorieen")}</legend>
            <div className="flex flex-wrap gap-4">
              {categorieen.map((c) => (
                <div key={c.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${c.id}`}
                    checked={gekozen.has(c.id)}
                    onCheckedChange={(aan) => {
                      const n = new Set(gekozen);
                      if (aan === true) n.add(c.id);
                      else n.delete(c.id);
                      field.onChange([...n]);
                    }}
                  />
                  <Label htmlFor={`${id}-${c.id}`}>{c.naam}</Label>
                </div>
              ))}
            </div>
            {fieldState.error?.message ? (
              <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

export function AfbeeldingenDialog({ admnr, artikel, onClose }: { admnr: number; artikel: NieuwsItem; onClose: () => void }) {
  const t = useTranslations("translation.nieuws.afbeeldingen");
  const foutTekst = useFoutTekst();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fout, setFout] = useState<string>();
  const upload = useApiMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("artikelId", String(artikel.id));
      form.append("file", file);
      return (await api.post("/api/Nieuws/AddImage", form, { administratieNr: admnr })).data;
    },
    invalidate: [queryKeys.nieuws(admnr)],
    success: t("toegevoegd"),
    toastError: false,
    onSuccess: () => {
      setFout(undefined);
      if (input.current) input.current.value = "";
    },
    onError: (e) => setFout(foutTekst(e, t("mislukt"))),
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("titel", { titel: artikel.titel })}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>
        {artikel.afbeeldingen.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("geen")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("lijst")}>
            {artikel.afbeeldingen.map((b) => (
              <li key={b.bestandId} className="grid gap-1">
                <NieuwsBeeld admnr={admnr} url={b.url} alt={b.bestandsnaam} className="aspect-video w-full rounded-md" />
                <span className="truncate text-xs text-muted-foreground">{b.bestandsnaam}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t("kiezen")}</Label>
          <FileInput
            id={inputId}
            ref={input}
            accept="image/png,image/jpeg"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {upload.isPending ? <p className="text-sm text-muted-foreground" aria-live="polite">{t("bezig")}</p> : null}
          <FoutMelding fout={fout} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("sluiten")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
