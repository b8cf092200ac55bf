import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { getTenantMessages, localeVoorTaalCode } from "@/lib/i18n";

const taalCodeVan = cache(
  async (admnr: number) => (await db.administratie.findUnique({ where: { administratieNr: admnr }, select: { taalCode: true } }))?.taalCode ?? null,
);

// The interface language follows the administration's taalCode (with its sector variant); pages
// outside an administration use Dutch. proxy.ts passes the path in x-url. Reading the language
// needs no membership check: the page itself still guards access.
export default getRequestConfig(async () => {
  const admnr = /^\/([1-9]\d{0,9})(?:\/|$)/.exec((await headers()).get("x-url") ?? "")?.[1];
  const taalCode = admnr ? await taalCodeVan(Number(admnr)) : null;
  return { locale: localeVoorTaalCode(taalCode), messages: await getTenantMessages(taalCode), timeZone: "Europe/Amsterdam" };
});
