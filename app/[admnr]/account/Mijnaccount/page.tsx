import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/kit/page-header";
import { logoutEverywhereAction } from "@/app/account/actions";
import { MijnGegevens } from "@/components/account/mijn-gegevens";
import { RechtenTabel } from "@/components/account/rechten-tabel";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireTenant } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { ALLE_FUNCTIEGEBIEDEN, BIT_VOLGORDE, Bits, effectieveBits, functiegebiedNaam, guards } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { getEigenGegevens, getEigenGroepen } from "@/lib/services/medewerkers";
import { getShell } from "@/lib/services/shell";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.account.titel");

async function MijnAccountPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, ctx, gebruiker } = await requireTenant(admnr);
  const [groepen, { naam, email }, gegevens] = await Promise.all([getEigenGroepen(ctx), getShell(ctx, gebruiker.id), getEigenGegevens(ctx)]);
  const p = tenant.permissions;
  const t = await getTranslations("permissies");
  const ta = await getTranslations("translation.account");
  const sj = huidigSchooljaar();
  const groepLinks = guards.groepenLezen(p);
  return (
    <div className="space-y-6">
      <PageHeader title={ta("titel")} description={ta("naamEmail", { naam, email })} />
      <MijnGegevens admnr={tenant.administratieNr} initial={gegevens} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{ta("eigenGroepen", { schooljaar: sj })}</CardTitle>
        </CardHeader>
        <CardContent>
          {groepen.length === 0 ? (
            <p className="text-muted-foreground">{ta("geenGroepen")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {groepen.map((g) => (
                <li key={g.nr} className="rounded-md border px-3 py-1">
                  {groepLinks ? (
                    <Link href={`/${tenant.administratieNr}/schooljaar/${g.schooljaar}/adm/groepen/details/${g.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {g.naam}
                    </Link>
                  ) : (
                    g.naam
                  )}{" "}
                  <span className="text-sm text-muted-foreground">{ta("groepVestiging", { vestiging: g.vestigingsnaam })}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{ta("rechten")}</CardTitle>
        </CardHeader>
        <CardContent>
          <RechtenTabel
            label={ta("rechten")}
            kop={ta("functiegebied")}
            bits={BIT_VOLGORDE.map((bit) => t(`bits.${bit}`))}
            rijen={ALLE_FUNCTIEGEBIEDEN.map((area) => {
              const bits = effectieveBits(p, area);
              return { naam: t(`functiegebieden.${functiegebiedNaam(area)!}`), heeft: BIT_VOLGORDE.map((bit) => (bits & Bits[bit]) !== 0) };
            })}
            ja={ta("ja")}
            nee={ta("nee")}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{ta("sessies.titel")}</CardTitle>
          <CardDescription>{ta("sessies.uitleg")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form action={logoutEverywhereAction}>
            <input type="hidden" name="tenant" value={tenant.administratieNr} />
            <Button type="submit" variant="outline">
              {ta("sessies.overalAfmelden")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

export default metBerichten("[admnr]/account/Mijnaccount/page", MijnAccountPage);
