import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "@/lib/i18n/messages";

// The interface language follows the administration's taalCode (issue: shell); until a page knows
// it, Dutch is used. Messages are grouped by the spec's namespaces.
export default getRequestConfig(async () => {
  const locale = "nl";
  return { locale, messages: await loadMessages(locale), timeZone: "Europe/Amsterdam" };
});
