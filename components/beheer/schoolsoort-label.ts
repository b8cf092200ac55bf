"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { SchoolsoortCode } from "@/lib/schoolsoort";

/**
 * A school type's label from the messages (null: unknown). In a module of its own: the branch
 * form and details pages take it without importing the branch list (its table, confirmation and
 * permission guards: ~9 kB gzipped on their first load, issue 27).
 */
export function useSchoolsoortLabel() {
  const t = useTranslations("beheer.vestigingen");
  return useCallback((code: SchoolsoortCode | null) => (code ? t(`schoolsoorten.${code}`) : null), [t]);
}
