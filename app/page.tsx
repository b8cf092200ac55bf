import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { logoutAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { requireGebruiker } from "@/lib/auth/page";
import { listAdministratiesVoorGebruiker } from "@/lib/services/medewerkers";
import { metBerichten } from "@/components/providers/berichten";

export async function generateMetadata() {
  const t = await getTranslations("translation.start");
  return { title: t("paginaTitel") };
}

async function StartPage() {
  const gebruiker = await requireGebruiker();
  const administraties = await listAdministratiesVoorGebruiker(gebruiker.id);
  // With one administration there is nothing to choose: go straight in.
  if (administraties.length === 1) redirect(`/${administraties[0]!.administratieNr}`);
  const t = await getTranslations("translation.start");
  return (
    <AuthCard title={t("titel")} description={gebruiker.email}>
      {administraties.length === 0 ? (
        <p>{t("geen")}</p>
      ) : (
        <ul className="grid gap-2">
          {administraties.map((a) => (
            <li key={a.administratieNr}>
              <Link
                href={`/${a.administratieNr}`}
                className="flex items-center justify-between rounded-md border p-3 hover:bg-accent focus-visible:outline-2"
              >
                <span className="font-medium">{a.naam}</span>
                <span className="text-sm text-muted-foreground">{t("nummer", { nummer: a.administratieNr })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <form action={logoutAction} className="mt-6">
        <Button type="submit" variant="outline" size="sm">
          {t("afmelden")}
        </Button>
      </form>
    </AuthCard>
  );
}

export default metBerichten("page", StartPage);
