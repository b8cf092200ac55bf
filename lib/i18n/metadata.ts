import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/**
 * A page's title from the messages (the root layout adds " · Leerroute"):
 * `export const generateMetadata = paginaTitel("beheer.categorieen.notitiesoorten.titel")`.
 * Pages about one object build their own: `{ title: \`${naam} · ${t("titel")}\` }`.
 */
export function paginaTitel(sleutel: string, waarden?: Record<string, string | number>) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations();
    return { title: t(sleutel as never, waarden as never) };
  };
}
