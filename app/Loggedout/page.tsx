import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.afgemeld.paginaTitel");

async function LoggedOutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tenant } = await searchParams;
  // The spec requires a numeric tenant; without one this page does not exist.
  if (typeof tenant !== "string" || !/^[1-9][0-9]{0,9}$/.test(tenant)) notFound();
  const admnr = Number(tenant);
  const t = await getTranslations("translation.afgemeld");
  return (
    <AuthCard title={t("titel")} description={t("tekst")}>
      <Link
        href={`/account/login?returnurl=${encodeURIComponent(`/${admnr}`)}`}
        className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
      >
        {t("opnieuw")}
      </Link>
    </AuthCard>
  );
}

export default metBerichten("Loggedout/page", LoggedOutPage);
