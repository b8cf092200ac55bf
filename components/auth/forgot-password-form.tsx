"use client";

import Link from "next/link";
import { useActionState } from "react";
import { forgotPasswordAction, type FormState } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(forgotPasswordAction, {});
  if (state.done)
    return (
      <div className="grid gap-4">
        <p role="status">Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link.</p>
        <Link href="/account/login" className="text-sm text-primary underline underline-offset-4">
          Terug naar aanmelden
        </Link>
      </div>
    );
  return (
    <form action={action} className="grid gap-4" noValidate>
      <FormField label="E-mailadres" name="email" error={state.fieldErrors?.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="email" required autoFocus />}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? "Bezig…" : "Link versturen"}
      </Button>
      <Link href="/account/login" className="text-sm text-primary underline underline-offset-4">
        Terug naar aanmelden
      </Link>
    </form>
  );
}
