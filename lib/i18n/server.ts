import { createTranslator } from "next-intl";
import { loadMessages, voorNextIntl, type Namespace } from "./messages";
import { localeVoorTaalCode } from "./taalcode";

/**
 * next-intl's translator for an administration's taalCode, outside React (API error texts, mails,
 * exports): the same messages, terms and ICU rules as the screens.
 */
export async function serverVertaler(taalCode: string | null | undefined, namespace?: Namespace) {
  const messages = voorNextIntl(await loadMessages(taalCode?.trim() ? taalCode : "nl"));
  return createTranslator({ locale: localeVoorTaalCode(taalCode), messages, namespace: namespace as never, timeZone: "Europe/Amsterdam" });
}
