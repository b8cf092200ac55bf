import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { currentGebruiker } from "@/lib/auth";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.login.paginaTitel");

async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const returnUrl = safeReturnUrl(params.returnurl ?? params.returnUrl);
  if (await currentGebruiker()) redirect(returnUrl);
  const t = await getTranslations("translation.login");
  return (
    <AuthCard title={t("titel")} description={t("intro")}>
      {params.geactiveerd === "1" && (
        <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/10 p-3 text-sm">
          {t("geactiveerd")}
        </p>
      )}
      <LoginForm returnUrl={returnUrl} />
    </AuthCard>
  );
}

export default metBerichten("account/login/page", LoginPage);
