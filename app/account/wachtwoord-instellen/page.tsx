import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { findValidToken } from "@/lib/auth/tokens";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.wachtwoord.instellenPaginaTitel");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { userId, token } = await searchParams;
  const t = await getTranslations("translation.wachtwoord");
  const valid = typeof userId === "string" && UUID.test(userId) && typeof token === "string" && (await findValidToken(userId, token));
  if (!valid)
    return (
      <AuthCard title={t("instellenTitel")}>
        <p role="alert" className="mb-4">
          {t("ongeldigeLink")}
        </p>
        <Link href="/account/wachtwoord-vergeten" className="text-sm text-primary underline underline-offset-4">
          {t("nieuweLink")}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard
      title={t("instellenTitel")}
      description={t("instellenIntro")}
    >
      <SetPasswordForm userId={userId} token={token} />
    </AuthCard>
  );
}

export default metBerichten("account/wachtwoord-instellen/page", SetPasswordPage);
