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

/** The title of a page about one object, naming it first: "Noor van Dam · Leerling". */
export async function objectTitel(sleutel: string, naam: string | null | undefined): Promise<Metadata> {
  const t = await getTranslations();
  const soort = t(sleutel as never);
  return { title: naam ? `${naam} · ${soort}` : soort };
}
