"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { setPasswordAction, type FormState } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function SetPasswordForm({ userId, token }: { userId: string; token: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(setPasswordAction, {});
  const t = useTranslations("translation.wachtwoord");
  const tk = useTranslations("translation.kit");
  return (
    <form action={action} className="grid gap-4" noValidate>
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="token" value={token} />
      {state.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {state.error}
        </p>
      )}
      <FormField label={t("nieuw")} name="password" error={state.fieldErrors?.password}>
        {(p) => <Input {...p} name="password" type="password" autoComplete="new-password" required autoFocus />}
      </FormField>
      <FormField label={t("herhaal")} name="herhaal" error={state.fieldErrors?.herhaal}>
        {(p) => <Input {...p} name="herhaal" type="password" autoComplete="new-password" required />}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? tk("bezig") : t("opslaan")}
      </Button>
    </form>
  );
}
