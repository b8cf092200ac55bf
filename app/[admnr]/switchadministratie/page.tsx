import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { requireTenant } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { listAdministratiesVoorGebruiker } from "@/lib/services/medewerkers";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.wissel.titel");

async function SwitchAdministratiePage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { gebruiker, tenant } = await requireTenant(admnr);
  const administraties = await listAdministratiesVoorGebruiker(gebruiker.id);
  const t = await getTranslations("translation.wissel");
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("titel")}</h1>
      <ul className="grid gap-2">
        {administraties.map((a) => {
          const huidig = a.administratieNr === tenant.administratieNr;
          return (
            <li key={a.administratieNr}>
              <Link
                href={`/${a.administratieNr}`}
                aria-current={huidig ? "page" : undefined}
                className="flex items-center justify-between rounded-md border bg-card p-3 hover:bg-accent"
              >
                <span className="font-medium">{a.naam}</span>
                <span className="text-sm text-muted-foreground">{huidig ? t("huidig") : t("nummer", { nummer: a.administratieNr })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default metBerichten("[admnr]/switchadministratie/page", SwitchAdministratiePage);
