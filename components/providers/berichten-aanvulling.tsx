"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { deepMerge, type Berichten } from "@/lib/i18n/berichten";

/**
 * Adds a page's or layout's namespaces to those of the providers around it. next-intl's nested
 * provider replaces the messages; merging here lets each level ship only what the levels above
 * it do not (scripts/client-berichten.ts computes the lists that way).
 */
export function BerichtenAanvulling({ berichten, children }: { berichten: Berichten; children: ReactNode }) {
  const locale = useLocale();
  const rond = useMessages();
  const samen = useMemo(() => deepMerge(rond as Berichten, berichten), [rond, berichten]);
  return (
    <NextIntlClientProvider locale={locale} messages={samen}>
      {children}
    </NextIntlClientProvider>
  );
}
