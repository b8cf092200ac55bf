import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ComponentType, ReactNode } from "react";
import { BerichtenAanvulling } from "./berichten-aanvulling";
import { PAGINA_BERICHTEN, SCHIL_BERICHTEN } from "@/lib/i18n/client-berichten.generated";
import { kiesBerichten } from "@/lib/i18n/kies";

/** The root provider: only what the shell's client parts and the error screens use (see kies.ts). */
export async function SchilBerichten({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={kiesBerichten(await getMessages(), SCHIL_BERICHTEN)}>{children}</NextIntlClientProvider>;
}

/** A page's or layout's own namespaces, added to those of the providers around it. */
async function Berichten({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  if (namespaces.length === 0) return children;
  return <BerichtenAanvulling berichten={kiesBerichten(await getMessages(), namespaces)}>{children}</BerichtenAanvulling>;
}

/**
 * A page whose client components get exactly the namespaces they use, as computed from the
 * page's imports by scripts/client-berichten.ts (`pagina` is the page's folder under app/; the
 * unit test checks that every page names its own), less what its layouts and the root provider
 * already ship. Server components read messages on the server and ship none.
 */
export function metBerichten<P extends object>(pagina: string, Pagina: ComponentType<P>) {
  const namespaces = PAGINA_BERICHTEN[pagina];
  if (!namespaces) throw new Error(`Geen berichtenlijst voor pagina ${pagina}: npx tsx scripts/client-berichten.ts`);
  function PaginaMetBerichten(props: P) {
    return (
      <Berichten namespaces={namespaces!}>
        <Pagina {...props} />
      </Berichten>
    );
  }
  return PaginaMetBerichten;
}
