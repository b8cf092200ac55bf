"use client";

import { useTranslations } from "next-intl";
import { KitForm, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { RichText } from "@/components/nieuws/rich-text";
import { RichTextField } from "@/components/nieuws/rich-text-field";
import { Button } from "@/components/ui/button";
import type { LesDetailsView } from "@/lib/services/lesbundels";
import { Bronnen } from "./les-screen-bronnen";
import { useLes, useLesOpslaan } from "./les-screen-data";

/**
 * /{admnr}/Lesbundels/les/{les}: the lesson text (rich text) and its sources. Split by concern:
 * les-screen-data.ts (the reads and calls), les-screen-state.ts (what a part remembers), and the
 * layout here (header and text), in les-screen-bronnen.tsx (the sources) and
 * les-screen-toevoegen.tsx (adding a file, an image or a link).
 */
export function LesScreen({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.lesbundels.les");
  const { data: les } = useLes(admnr, id);
  if (!les) return null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={les.naam}
        description={les.omschrijving ?? undefined}
        back={{ href: `/${admnr}/Lesbundels/details/${les.lesBundel.id}/lessen`, label: t("terug", { naam: les.lesBundel.naam }) }}
      />
      {les.lesBundel.magBeheren ? <LesFormulier admnr={admnr} les={les} /> : <LesTekst les={les} />}
      <Bronnen admnr={admnr} les={les} />
    </div>
  );
}

function LesTekst({ les }: { les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  return (
    <SectionCard title={t("lestekst")}>
      {les.inhoud ? (
        // The server keeps only an allow-list of tags (lib/richtext) before storing and again when answering.
        <RichText html={les.inhoud} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("geenTekst")}</p>
      )}
    </SectionCard>
  );
}

function LesFormulier({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const form = useSchemaForm(() => import("@/lib/schemas/lesbundels").then((m) => m.lesVelden), { naam: les.naam, omschrijving: les.omschrijving ?? "", duurMinuten: les.duurMinuten ?? undefined, inhoud: les.inhoud ?? "" });
  const opslaan = useLesOpslaan(admnr, les.id, t("opgeslagen"));
  return (
    <SectionCard title={t("lestekst")}>
      <KitForm form={form} onSubmit={(v) => opslaan.mutateAsync(v)}>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField name="naam" label={t("velden.naam")} maxLength={200} />
          <TextField name="duurMinuten" label={t("velden.duur")} type="number" />
        </div>
        <TextField name="omschrijving" label={t("velden.omschrijving")} multiline rows={2} maxLength={2000} />
        <RichTextField name="inhoud" label={t("velden.inhoud")} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("opslaan")}
          </Button>
        </div>
      </KitForm>
    </SectionCard>
  );
}
