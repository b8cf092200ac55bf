"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { requestPasswordReset, setPasswordWithToken } from "@/lib/services/auth";

export interface FormState {
  error?: string;
  /** Echoed so the form keeps what was typed after React resets it. */
  email?: string;
  fieldErrors?: Record<string, string>;
  done?: boolean;
}

const LOGIN_ERRORS: Record<string, string> = {
  locked: "Uw account is tijdelijk geblokkeerd na 5 mislukte pogingen. Probeer het over 15 minuten opnieuw.",
  inactive: "Uw account is niet actief. Neem contact op met de beheerder van uw school.",
};
const WRONG_CREDENTIALS = "Onjuist e-mailadres of wachtwoord.";

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const fieldErrors: Record<string, string> = {};
  if (!email) fieldErrors.email = "Vul uw e-mailadres in.";
  if (!password) fieldErrors.password = "Vul uw wachtwoord in.";
  if (Object.keys(fieldErrors).length) return { fieldErrors, email };
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (e) {
    if (e instanceof CredentialsSignin) return { error: LOGIN_ERRORS[e.code] ?? WRONG_CREDENTIALS, email };
    if (e instanceof AuthError) return { error: "Aanmelden is niet gelukt. Probeer het opnieuw.", email };
    throw e;
  }
  redirect(safeReturnUrl(form.get("returnurl")));
}

export async function logoutAction(form: FormData): Promise<void> {
  const tenant = Number(form.get("tenant"));
  await signOut({ redirectTo: Number.isInteger(tenant) && tenant > 0 ? `/Loggedout?tenant=${tenant}` : "/account/login" });
}

const setPasswordSchema = z.object({
  userId: z.uuid(),
  token: z.string().min(1).max(200),
  password: z.string().max(200),
  herhaal: z.string().max(200),
});

export async function setPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = setPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: "Deze link is ongeldig." };
  const { userId, token, password, herhaal } = parsed.data;
  if (password !== herhaal) return { fieldErrors: { herhaal: "De twee wachtwoorden zijn niet gelijk." } };
  const result = await setPasswordWithToken(userId, token, password);
  if (!result.ok) return result.field ? { fieldErrors: { [result.field]: result.message } } : { error: result.message };
  const returnUrl = result.administratieNr ? `/${result.administratieNr}` : "/";
  redirect(`/account/login?geactiveerd=1&returnurl=${encodeURIComponent(returnUrl)}`);
}

export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = z.email().safeParse(String(form.get("email") ?? "").trim());
  if (!email.success) return { fieldErrors: { email: "Vul een geldig e-mailadres in." } };
  await requestPasswordReset(email.data);
  return { done: true };
}
