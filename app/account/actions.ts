"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { currentGebruiker, signIn, signOut } from "@/lib/auth";
import { clientAdres } from "@/lib/auth/client-adres";
import { safeReturnUrl } from "@/lib/auth/return-url";
import { beeindigAlleSessies, requestPasswordReset, setPasswordWithToken } from "@/lib/services/auth";
import { aanmeldmethodenVoor, type Aanmeldkeuze } from "@/lib/services/sso";

export interface FormState {
  error?: string;
  /** Echoed so the form keeps what was typed after React resets it. */
  email?: string;
  fieldErrors?: Record<string, string>;
  done?: boolean;
}

// Auth.js error codes → message keys (translation.login.*).
const LOGIN_ERRORS: Record<string, "geblokkeerd" | "inactief" | "wachtwoordUit"> = { locked: "geblokkeerd", inactive: "inactief", sso: "wachtwoordUit" };

export interface Aanmeldmethoden {
  methoden: Aanmeldkeuze[];
  wachtwoord: boolean;
}

/**
 * The sign-in page, once the e-mail address is typed (issue 31): the school's own providers that
 * serve its domain, and whether the password field stays. Asks nothing about the person; limited
 * per client address like the other SSO entry points.
 */
export async function aanmeldmethodenAction(email: string): Promise<Aanmeldmethoden> {
  const parsed = z.string().trim().max(320).safeParse(email);
  if (!parsed.success || !parsed.data.includes("@")) return { methoden: [], wachtwoord: true };
  return aanmeldmethodenVoor(parsed.data, clientAdres(await headers()));
}

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const t = await getTranslations("translation.login");
  const fieldErrors: Record<string, string> = {};
  if (!email) fieldErrors.email = t("emailVerplicht");
  if (!password) fieldErrors.password = t("wachtwoordVerplicht");
  if (Object.keys(fieldErrors).length) return { fieldErrors, email };
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (e) {
    if (e instanceof CredentialsSignin) return { error: t(LOGIN_ERRORS[e.code] ?? "fout"), email };
    if (e instanceof AuthError) return { error: t("onbekendeFout"), email };
    throw e;
  }
  redirect(safeReturnUrl(form.get("returnurl")));
}

export async function logoutAction(form: FormData): Promise<void> {
  const tenant = Number(form.get("tenant"));
  await signOut({ redirectTo: Number.isInteger(tenant) && tenant > 0 ? `/Loggedout?tenant=${tenant}` : "/account/login" });
}

/** Mijn account: every session of this person ends (other devices included), then this one. */
export async function logoutEverywhereAction(form: FormData): Promise<void> {
  const gebruiker = await currentGebruiker();
  if (gebruiker) await beeindigAlleSessies(gebruiker.id);
  await logoutAction(form);
}

const setPasswordSchema = z.object({
  userId: z.uuid(),
  token: z.string().min(1).max(200),
  password: z.string().max(200),
  herhaal: z.string().max(200),
});

export async function setPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const t = await getTranslations("translation.wachtwoord");
  const parsed = setPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: t("ongeldigeLinkKort") };
  const { userId, token, password, herhaal } = parsed.data;
  if (password !== herhaal) return { fieldErrors: { herhaal: t("ongelijk") } };
  const result = await setPasswordWithToken(userId, token, password);
  if (!result.ok) return result.field ? { fieldErrors: { [result.field]: result.message } } : { error: result.message };
  const returnUrl = result.administratieNr ? `/${result.administratieNr}` : "/";
  redirect(`/account/login?geactiveerd=1&returnurl=${encodeURIComponent(returnUrl)}`);
}

export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = z.email().safeParse(String(form.get("email") ?? "").trim());
  if (!email.success) return { fieldErrors: { email: (await getTranslations("translation.wachtwoord"))("emailOngeldig") } };
  await requestPasswordReset(email.data);
  return { done: true };
}
