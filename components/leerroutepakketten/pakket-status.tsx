"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerroutepakketView } from "@/lib/services/leerroutepakketten";

/* A package's status and its publish button: apart from the packages list, so the package pages (pakket-header.tsx) do not carry the list's table (issue 27). */

/** Published or not (and, for a package of another administration, read-only). */
export function PakketStatus({ pakket }: { pakket: Pick<LeerroutepakketView, "gepubliceerd"> }) {
  const t = useTranslations("planning.leerroutepakketten.status");
  return pakket.gepubliceerd ? <Badge>{t("gepubliceerd")}</Badge> : <Badge variant="outline">{t("nietGepubliceerd")}</Badge>;
}

/** Publishing a package for the other administrations of the customer, after confirmation. */
export function PublishButton({ admnr, pakket }: { admnr: number; pakket: Pick<LeerroutepakketView, "id" | "naam"> }) {
  const t = useTranslations("planning.leerroutepakketten.publiceren");
  const publish = useApiMutation({
    mutationFn: () => api.post("/api/Leerroutepakketten/Publish", { id: pakket.id }, { administratieNr: admnr }),
    success: t("gelukt", { naam: pakket.naam }),
    error: t("mislukt"),
    toastError: false,
    invalidate: [queryKeys.leerroutepakketten(admnr)],
  });
  return (
    <ConfirmDelete
      destructive={false}
      trigger={
        <Button variant="outline" size="sm" aria-label={t("knopLabel", { naam: pakket.naam })} disabled={publish.isPending}>
          <Send aria-hidden className="size-4" />
          {t("knop")}
        </Button>
      }
      title={t("vraag", { naam: pakket.naam })}
      description={t("uitleg")}
      confirmLabel={t("knop")}
      onConfirm={() => publish.mutateAsync()}
    />
  );
}
