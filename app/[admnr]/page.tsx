import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireTenant } from "@/lib/auth/page";
import { formatDatum } from "@/lib/format";
import { beheerItemsFor } from "@/lib/navigation";
import { getAdministratieContext } from "@/lib/services/administraties";
import { getMedewerkerNaam } from "@/lib/services/medewerkers";

export default async function TenantHome({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, ctx, gebruiker } = await requireTenant(admnr);
  const [context, naam] = await Promise.all([getAdministratieContext(ctx), getMedewerkerNaam(tenant.administratieNr, gebruiker.id)]);
  const beheer = beheerItemsFor(tenant.permissions);
  const periode = context.huidigePeriode;
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{tenant.naam}</h1>
        <p className="text-muted-foreground">Welkom{naam ? `, ${naam.split(" ")[0]}` : ""}.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Schooljaar {context.huidigSchooljaar}</CardTitle>
            <CardDescription>
              {periode
                ? `Periode ${periode.nummer}: ${formatDatum(periode.ingangsdatum)} t/m ${formatDatum(periode.einddatum)}`
                : "Er is geen actieve periode in dit schooljaar."}
            </CardDescription>
          </CardHeader>
          {beheer.some((b) => b.segment === "schooljaren") && (
            <CardContent>
              <Link href={`/${tenant.administratieNr}/beheer/schooljaren`} className="text-sm text-primary underline-offset-4 hover:underline">
                Schooljaren en perioden beheren
              </Link>
            </CardContent>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Mijn account</CardTitle>
            <CardDescription>Uw rechten en eigen groepen in deze administratie.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href={`/${tenant.administratieNr}/account/Mijnaccount`} className="text-sm text-primary underline-offset-4 hover:underline">
              Naar mijn account
            </Link>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
