"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { aanmeldmethodenAction, loginAction, type Aanmeldmethoden, type FormState } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const LIJKT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Signs in to the school's own provider (issue 31): Auth.js wants a POST with its CSRF token,
 * fetched when the button is pressed. The POST is a fetch that asks for the provider's address
 * (X-Auth-Return-Redirect) and the browser then goes there: a form posted to Auth.js could not
 * follow its redirect to the provider, which the pages' CSP (form-action 'self') forbids.
 */
async function naarProvider(e: FormEvent<HTMLFormElement>) {
  e.preventDefault();
  const form = e.currentTarget;
  let url: string | undefined;
  try {
    const csrf = await fetch("/api/auth/csrf", { cache: "no-store" });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const velden = new URLSearchParams({ csrfToken, callbackUrl: String(new FormData(form).get("callbackUrl") ?? "/") });
    const antwoord = await fetch(form.action, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" }, body: velden });
    url = ((await antwoord.json()) as { url?: string }).url;
  } catch {
    // No answer or no JSON: the sign-in page says it did not work.
  }
  window.location.assign(url ?? "/account/login?sso=mislukt");
}

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(loginAction, {});
  const t = useTranslations("translation.login");
  const [email, setEmail] = useState(state.email ?? "");
  const [keuze, setKeuze] = useState<{ email: string; methoden: Aanmeldmethoden } | null>(null);
  const laatst = useRef("");

  // The e-mail address first: once it looks like one, the providers serving its domain are asked for.
  useEffect(() => {
    const adres = email.trim().toLowerCase();
    if (!LIJKT_EMAIL.test(adres) || adres === laatst.current) return;
    const timer = setTimeout(() => {
      laatst.current = adres;
      void aanmeldmethodenAction(adres).then((methoden) => setKeuze({ email: adres, methoden }));
    }, 300);
    return () => clearTimeout(timer);
  }, [email]);

  const methoden = keuze && keuze.email === email.trim().toLowerCase() ? keuze.methoden : null;
  // The domain's providers switched the password off: the field folds away behind a button, since
  // whether it applies to this person is known only on the server (and only after a right password).
  const [tochWachtwoord, setTochWachtwoord] = useState(false);
  const wachtwoord = (methoden?.wachtwoord ?? true) || tochWachtwoord;

  return (
    <div className="grid gap-4">
      {state.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {state.error}
        </p>
      )}
      <form action={action} className="grid gap-4" noValidate>
        <input type="hidden" name="returnurl" value={returnUrl} />
        <FormField label={t("email")} name="email" error={state.fieldErrors?.email}>
          {(p) => (
            <Input {...p} name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
          )}
        </FormField>
        {wachtwoord && (
          <>
            <FormField label={t("wachtwoord")} name="password" error={state.fieldErrors?.password}>
              {(p) => <Input {...p} name="password" type="password" autoComplete="current-password" required />}
            </FormField>
            <Button type="submit" disabled={pending}>
              {pending ? t("bezig") : t("aanmelden")}
            </Button>
          </>
        )}
      </form>
      {methoden && methoden.methoden.length > 0 && (
        <section aria-label={t("ssoUitleg")} className="grid gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">{t("ssoUitleg")}</p>
          {methoden.methoden.map((m) => (
            <form key={m.providerId} method="post" action={`/api/auth/signin/${m.providerId}`} onSubmit={naarProvider}>
              <input type="hidden" name="callbackUrl" value={returnUrl} />
              <Button type="submit" variant="outline" className="w-full">
                {t("ssoKnop", { naam: m.naam, administratie: m.administratie })}
              </Button>
            </form>
          ))}
        </section>
      )}
      {!wachtwoord && (
        <Button type="button" variant="link" className="justify-self-start px-0" onClick={() => setTochWachtwoord(true)}>
          {t("wachtwoordToch")}
        </Button>
      )}
      {wachtwoord && (
        <Link href="/account/wachtwoord-vergeten" className="text-sm text-primary underline underline-offset-4">
          {t("vergeten")}
        </Link>
      )}
    </div>
  );
}
