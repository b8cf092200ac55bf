import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { paginaTitel } from "@/lib/i18n/metadata";

export const generateMetadata = paginaTitel("translation.wachtwoord.vergetenPaginaTitel");

export default async function ForgotPasswordPage() {
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
