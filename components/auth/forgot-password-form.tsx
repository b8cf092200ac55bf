"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useActionState } from "react";
import { forgotPasswordAction, type FormState } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(forgotPasswordAction, {});
  const t = useTranslations("translation.wachtwoord");
  const tl = useTranslations("translation.login");
  const tk = useTranslations("translation.kit");
  if (state.done)
    return (
      <div className="grid gap-4">
        <p role="status">{t("verstuurd")}</p>
        <Link href="/account/login" className="text-sm text-primary underline underline-offset-4">
          {t("terug")}
        </Link>
      </div>
    );
  return (
    <form action={action} className="grid gap-4" noValidate>
      <FormField label={tl("email")} name="email" error={state.fieldErrors?.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="email" required autoFocus />}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? tk("bezig") : t("versturen")}
      </Button>
      <Link href="/account/login" className="text-sm text-primary underline underline-offset-4">
        {t("terug")}
      </Link>
    </form>
  );
}
