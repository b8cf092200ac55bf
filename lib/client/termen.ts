"use client";

import { useMessages } from "next-intl";
import { useMemo } from "react";
import { termenUit, vulTermenIn } from "@/lib/i18n/termen";

/**
 * Fills the administration's terms into a text that did not come from the messages (a zod
 * message of a shared schema, written with "[[leerling]]"), as the server does for its errors.
 */
export function useTermen(): (tekst: string) => string {
  const messages = useMessages();
  return useMemo(() => {
    const termen = termenUit((messages.translation ?? {}) as Record<string, unknown>);
    return (tekst: string) => {
      try {
        return vulTermenIn(tekst, termen);
      } catch {
        return tekst;
      }
    };
  }, [messages]);
}
