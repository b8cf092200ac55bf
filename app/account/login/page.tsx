import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { currentGebruiker } from "@/lib/auth";
import { safeReturnUrl } from "@/lib/auth/return-url";

export const metadata: Metadata = { title: "Aanmelden" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const returnUrl = safeReturnUrl(params.returnurl ?? params.returnUrl);
  if (await currentGebruiker()) redirect(returnUrl);
  return (
    <AuthCard title="Aanmelden" description="Meld u aan met uw e-mailadres en wachtwoord.">
      {params.geactiveerd === "1" && (
        <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/10 p-3 text-sm">
          Uw wachtwoord is ingesteld. U kunt zich nu aanmelden.
        </p>
      )}
      <LoginForm returnUrl={returnUrl} />
    </AuthCard>
  );
}
