import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { currentGebruiker } from "@/lib/auth";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

const SSO_REDENEN = new Set(["onbevestigd", "domein", "onbekend", "andereAdministratie", "inactief", "state", "nonce", "code", "mislukt", "koppeling", "nietVertrouwd", "teVaak"]);

export const generateMetadata = paginaTitel("translation.login.paginaTitel");

async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const returnUrl = safeReturnUrl(params.returnurl ?? params.returnUrl);
  if (await currentGebruiker()) redirect(returnUrl);
  const t = await getTranslations("translation.login");
  // A refusal of the school's own provider (issue 31: lib/services/sso.ts, the auth route) or any other Auth.js error.
  const sso = typeof params.sso === "string" && SSO_REDENEN.has(params.sso) ? params.sso : params.error ? "mislukt" : null;
  return (
    <AuthCard title={t("titel")} description={t("intro")}>
      {params.geactiveerd === "1" && (
        <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/10 p-3 text-sm">
          {t("geactiveerd")}
        </p>
      )}
      {sso && (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {t(`sso.${sso}`)}
        </p>
      )}
      <LoginForm returnUrl={returnUrl} />
    </AuthCard>
  );
}

export default metBerichten("account/login/page", LoginPage);
