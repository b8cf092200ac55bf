"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { KitForm, SelectField, useSchemaForm } from "@/components/kit/form";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { TAALCODES } from "@/lib/i18n/taalcode";
import type { taalCodeBody } from "@/lib/schemas/administraties";

/**
 * The administration's language (Administraties/ChangeTaalCode), for managers. Its own module:
 * Mijnadministratie loads it (react-hook-form with it) with its first render, server-rendered,
 * so the page's first load does not carry the form library for one select (issue 27).
 */
export function TaalForm({ admnr, taalCode, naam }: { admnr: number; taalCode: string; naam: (code: string) => string }) {
  const t = useTranslations("translation.mijnadministratie.taal");
  const router = useRouter();
  const form = useSchemaForm(() => import("@/lib/schemas/administraties").then((m) => m.taalCodeBody), { taalCode: taalCode as z.input<typeof taalCodeBody>["taalCode"] });
  const save = useApiMutation({
    mutationFn: (v: { taalCode: string }) => api.post<{ taalCode: string }>("/api/Administraties/ChangeTaalCode", v, { administratieNr: admnr }),
    invalidate: [queryKeys.administratieDetails(admnr), queryKeys.administratieContext(admnr)],
    success: (_r, v) => t("gewijzigd", { taal: naam(v.taalCode) }),
    toastError: false,
    // The server renders the interface in the administration's taalCode: fetch it again.
    onSuccess: () => router.refresh(),
  });
  const gekozen = form.watch("taalCode");
  return (
    <KitForm form={form} onSubmit={(v) => save.mutateAsync(v)} className="flex flex-wrap items-end gap-3">
      <SelectField name="taalCode" label={t("veld")} className="min-w-60 flex-1" options={TAALCODES.map((code) => ({ value: code, label: naam(code) }))} />
      <Button type="submit" disabled={form.formState.isSubmitting || gekozen === taalCode}>
        {t("opslaan")}
      </Button>
    </KitForm>
  );
}
