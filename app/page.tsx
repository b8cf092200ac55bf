import type { Metadata } from "next";
import Link from "next/link";
import { logoutAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { requireGebruiker } from "@/lib/auth/page";
import { listAdministratiesVoorGebruiker } from "@/lib/services/medewerkers";

export const metadata: Metadata = { title: "Administraties" };

export default async function StartPage() {
  const gebruiker = await requireGebruiker();
  const administraties = await listAdministratiesVoorGebruiker(gebruiker.id);
  return (
    <AuthCard title="Kies een administratie" description={gebruiker.email}>
      {administraties.length === 0 ? (
        <p>U heeft nog geen toegang tot een administratie. Neem contact op met de beheerder van uw school.</p>
      ) : (
        <ul className="grid gap-2">
          {administraties.map((a) => (
            <li key={a.administratieNr}>
              <Link
                href={`/${a.administratieNr}`}
                className="flex items-center justify-between rounded-md border p-3 hover:bg-accent focus-visible:outline-2"
              >
                <span className="font-medium">{a.naam}</span>
                <span className="text-sm text-muted-foreground">nr. {a.administratieNr}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <form action={logoutAction} className="mt-6">
        <Button type="submit" variant="outline" size="sm">
          Afmelden
        </Button>
      </form>
    </AuthCard>
  );
}
