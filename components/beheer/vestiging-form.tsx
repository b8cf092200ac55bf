"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { SCHOOLSOORTEN, type SchoolsoortCode } from "@/lib/schoolsoort";
import type { formSchema } from "./vestiging-form-schema";
import { useSchoolsoortLabel } from "./schoolsoort-label";


/** Add (no `vestiging`) or edit a branch: name and school type, on its own page. */
export function VestigingForm({ admnr, vestiging }: { admnr: number; vestiging?: { nr: number; naam: string; schoolsoort: SchoolsoortCode | null } }) {
  const t = useTranslations("beheer.vestigingen");
  const schoolsoort = useSchoolsoortLabel();
  const router = useRouter();
  const form = useSchemaForm(() => import("./vestiging-form-schema").then((m) => m.formSchema), { naam: vestiging?.naam ?? "", schoolsoort: vestiging?.schoolsoort ?? "" });
  const opslaan = useApiMutation({
    mutationFn: async (v: z.output<typeof formSchema>) => {
      const body = { naam: v.naam, schoolsoort: v.schoolsoort || null };
      const opties = { administratieNr: admnr };
      const res = vestiging
        ? await api.post<{ nr: number; naam: string }>("/api/Vestigingen/Edit", { nr: vestiging.nr, ...body }, opties)
        : await api.post<{ nr: number; naam: string }>("/api/Vestigingen/Add", body, opties);
      return res.data!;
    },
    invalidate: [queryKeys.vestigingen(admnr)],
    success: (v) => t(vestiging ? "opgeslagen" : "toegevoegd", { naam: v.naam }),
    toastError: false,
    onSuccess: (v) => router.push(`/${admnr}/beheer/Vestigingen/details/${v.nr}`),
  });
  const lijst = `/${admnr}/beheer/Vestigingen`;
  const terug = vestiging ? `${lijst}/details/${vestiging.nr}` : lijst;

  return (
    <section className="max-w-xl space-y-4">
      <PageHeader back={{ href: lijst, label: t("terug") }} title={vestiging ? t("bewerken", { naam: vestiging.naam }) : t("toevoegen")} />
      <KitForm form={form} onSubmit={(v) => opslaan.mutateAsync(v)}>
        <TextField name="naam" label={t("form.naam")} />
        <SelectField
          name="schoolsoort"
          label={t("form.schoolsoort")}
          placeholder={t("onbekend")}
          options={SCHOOLSOORTEN.map((s) => ({ value: s, label: t("schoolsoortOptie", { label: schoolsoort(s) ?? s, code: s }) }))}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("form.bezig") : vestiging ? t("form.opslaan") : t("form.toevoegen")}
          </Button>
          <Button asChild variant="outline">
            <Link href={terug}>{t("form.annuleren")}</Link>
          </Button>
        </div>
      </KitForm>
    </section>
  );
}
