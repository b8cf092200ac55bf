import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { laadTenant } from "@/lib/auth/page";
import { getTenantMessages, localeVoorTaalCode } from "@/lib/i18n";

// The interface language follows the administration's taalCode (with its sector variant); pages
// outside an administration use Dutch. proxy.ts passes the path in x-url. The taalCode comes with
// the page's own tenant load (one statement, shared through React's cache); someone who is no
// member there sees the not-found page in Dutch, which also tells nothing of that administration.
export default getRequestConfig(async () => {
  const admnr = /^\/([1-9]\d{0,9})(?:\/|$)/.exec((await headers()).get("x-url") ?? "")?.[1];
  const geladen = admnr ? await laadTenant(Number(admnr)) : null;
  const taalCode = geladen && geladen !== "afgemeld" ? geladen.tenant.taalCode : null;
  return { locale: localeVoorTaalCode(taalCode), messages: await getTenantMessages(taalCode), timeZone: "Europe/Amsterdam" };
});
