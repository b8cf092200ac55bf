"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useActionState } from "react";
import { loginAction, type FormState } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(loginAction, {});
  const t = useTranslations("translation.login");
  return (
    <form action={action} className="grid gap-4" noValidate>
      <input type="hidden" name="returnurl" value={returnUrl} />
      {state.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {state.error}
        </p>
      )}
      <FormField label={t("email")} name="email" error={state.fieldErrors?.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="username" defaultValue={state.email} required autoFocus />}
      </FormField>
      <FormField label={t("wachtwoord")} name="password" error={state.fieldErrors?.password}>
        {(p) => <Input {...p} name="password" type="password" autoComplete="current-password" required />}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t("bezig") : t("aanmelden")}
      </Button>
      <Link href="/account/wachtwoord-vergeten" className="text-sm text-primary underline underline-offset-4">
        {t("vergeten")}
      </Link>
    </form>
  );
}
