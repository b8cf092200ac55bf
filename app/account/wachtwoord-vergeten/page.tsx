import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Wachtwoord vergeten" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Wachtwoord vergeten"
      description="Vul uw e-mailadres in. U ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
