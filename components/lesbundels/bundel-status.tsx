"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { LesBundelView } from "@/lib/services/lesbundels";

/* A bundle's status badges: apart from the bundles list, so a bundle's pages do not carry the list's table (issue 27). */

/** Published / shared / private, and whether the user may change it. */
export function BundelStatus({ bundel }: { bundel: Pick<LesBundelView, "gepubliceerd" | "gedeeld" | "gedeeldMetMij" | "magBeheren"> }) {
  const t = useTranslations("planning.lesbundels.status");
  return (
    <div className="flex flex-wrap gap-1">
      {bundel.gepubliceerd ? <Badge>{t("gepubliceerd")}</Badge> : null}
      {bundel.gedeeld ? <Badge variant="secondary">{t("gedeeld")}</Badge> : null}
      {bundel.gedeeldMetMij ? <Badge variant="secondary">{t("gedeeldMetMij")}</Badge> : null}
      {!bundel.gepubliceerd && !bundel.gedeeld && !bundel.gedeeldMetMij ? <Badge variant="outline">{t("prive")}</Badge> : null}
      {!bundel.magBeheren ? <Badge variant="outline">{t("alleenLezen")}</Badge> : null}
    </div>
  );
}
