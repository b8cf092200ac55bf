import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.wachtwoord.vergetenPaginaTitel");

async function ForgotPasswordPage() {
  const t = await getTranslations("translation.wachtwoord");
  return (
    <AuthCard
      title={t("vergetenTitel")}
      description={t("vergetenIntro")}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export default metBerichten("account/wachtwoord-vergeten/page", ForgotPasswordPage);
