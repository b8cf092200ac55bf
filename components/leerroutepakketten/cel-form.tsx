"use client";

import { useTranslations } from "next-intl";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { CelBijwerken } from "@/lib/schemas/leerroutepakketfasen";
import { celBody, type CelRef } from "./fasen-data";

/** The level aimed at and the description of the cell (Leerroutepakketfasen/Update). */
export function CelForm({
  cel,
  niveaus,
  huidig,
}: {
  cel: CelRef;
  niveaus: { nummer: number; niveauLabel: string }[];
  huidig: { niveauNummer: number | null; omschrijving: string | null };
}) {
  const t = useTranslations("planning.fasen.cel");
  const form = useSchemaForm(() => import("@/lib/schemas/leerroutepakketfasen").then((m) => m.celBijwerken), { ...celBody(cel), niveauNummer: huidig.niveauNummer, omschrijving: huidig.omschrijving ?? "" });
  const save = useApiMutation({
    mutationFn: (v: CelBijwerken) => api.post("/api/Leerroutepakketfasen/Update", v, { administratieNr: cel.admnr }),
    invalidate: [queryKeys.leerroutepakketten(cel.admnr)],
    success: t("opgeslagen"),
    toastError: false,
  });
  return (
    <section aria-label={t("formulier")} className="max-w-2xl rounded-md border p-4">
      <KitForm form={form} onSubmit={(v) => save.mutateAsync(v)} className="gap-3">
        <SelectField
          name="niveauNummer"
          label={t("doelniveau")}
          numeric
          placeholder={t("geenDoelniveau")}
          className="max-w-xs"
          options={niveaus.map((n) => ({ value: n.nummer, label: n.niveauLabel }))}
        />
        <TextField name="omschrijving" label={t("omschrijving")} multiline rows={3} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
            {t("opslaan")}
          </Button>
        </div>
      </KitForm>
    </section>
  );
}
