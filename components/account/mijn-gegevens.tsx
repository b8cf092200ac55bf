"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { briefaanhef } from "@/lib/format";
import type { EigenGegevensBody } from "@/lib/schemas/accounts";
import type { EigenGegevens } from "@/lib/services/medewerkers";

const GESLACHTEN = [9, 1, 2, 0] as const;

function waarden(g: EigenGegevens) {
  return {
    roepnaam: g.roepnaam,
    voornamen: g.voornamen ?? "",
    tussenvoegsel: g.tussenvoegsel ?? "",
    achternaam: g.achternaam,
    geslacht: ([0, 1, 2, 9] as number[]).includes(Number(g.geslacht)) ? (Number(g.geslacht) as 0 | 1 | 2 | 9) : 9,
  };
}

/** Own name fields and geslacht (POST /api/Accounts/Update), with the resulting form of address. */
export function MijnGegevens({ admnr, initial }: { admnr: number; initial: EigenGegevens }) {
  const t = useTranslations("translation.account.gegevens");
  const router = useRouter();
  const [opgeslagen, setOpgeslagen] = useState(initial);
  const form = useSchemaForm(() => import("@/lib/schemas/accounts").then((m) => m.eigenGegevensBody), waarden(initial));
  const save = useApiMutation({
    mutationFn: async (v: EigenGegevensBody) =>
      (await api.post<EigenGegevens>("/api/Accounts/Update", { ...v, voornamen: v.voornamen || null, tussenvoegsel: v.tussenvoegsel || null }, { administratieNr: admnr })).data!,
    success: t("opgeslagen"),
    toastError: false,
    onSuccess: (g) => {
      setOpgeslagen(g);
      form.reset(waarden(g));
      // The name in the header and user menu come from the server: refresh them without a reload.
      router.refresh();
    },
  });

  return (
    <SectionCard
      title={t("titel")}
      description={
        <>
          {t("aanhef")} <strong data-testid="aanhef">{briefaanhef(opgeslagen)}</strong>
        </>
      }
    >
      <KitForm form={form} onSubmit={(v) => save.mutateAsync(v)} className="max-w-3xl sm:grid-cols-2">
        <TextField name="roepnaam" label={t("roepnaam")} autoComplete="nickname" />
        <TextField name="voornamen" label={t("voornamen")} autoComplete="given-name" />
        <TextField name="tussenvoegsel" label={t("tussenvoegsel")} />
        <TextField name="achternaam" label={t("achternaam")} autoComplete="family-name" />
        <SelectField name="geslacht" label={t("geslacht")} description={t("geslachtUitleg")} numeric options={GESLACHTEN.map((g) => ({ value: g, label: t(`geslachten.${g}`) }))} />
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("opslaan")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => form.reset(waarden(opgeslagen))}>
            {t("ongedaan")}
          </Button>
        </div>
      </KitForm>
    </SectionCard>
  );
}
