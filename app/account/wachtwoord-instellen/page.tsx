import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { findValidToken } from "@/lib/auth/tokens";

export const metadata: Metadata = { title: "Wachtwoord instellen" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { userId, token } = await searchParams;
  const valid = typeof userId === "string" && UUID.test(userId) && typeof token === "string" && (await findValidToken(userId, token));
  if (!valid)
    return (
      <AuthCard title="Wachtwoord instellen">
        <p role="alert" className="mb-4">
          Deze link is ongeldig, verlopen of al gebruikt.
        </p>
        <Link href="/account/wachtwoord-vergeten" className="text-sm text-primary underline underline-offset-4">
          Een nieuwe link aanvragen
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Wachtwoord instellen"
      description="Kies een wachtwoord van minstens 10 tekens, met letters en ten minste één cijfer of ander teken."
    >
      <SetPasswordForm userId={userId} token={token} />
    </AuthCard>
  );
}
