import type { Metadata } from "next";
import { Check, Minus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MijnGegevens } from "@/components/account/mijn-gegevens";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireTenant } from "@/lib/auth/page";
import { ALLE_FUNCTIEGEBIEDEN, BIT_VOLGORDE, Bits, effectieveBits, functiegebiedNaam } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { getEigenGegevens, getEigenGroepen, getMedewerkerNaam } from "@/lib/services/medewerkers";

export const metadata: Metadata = { title: "Mijn account" };

export default async function MijnAccountPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, ctx, gebruiker } = await requireTenant(admnr);
  const [groepen, naam, gegevens] = await Promise.all([getEigenGroepen(ctx), getMedewerkerNaam(tenant.administratieNr, gebruiker.id), getEigenGegevens(ctx)]);
  const p = tenant.permissions;
  const t = await getTranslations("permissies");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Mijn account</h1>
        <p className="text-muted-foreground">
          {naam} · {gebruiker.email}
        </p>
      </div>
      <MijnGegevens admnr={tenant.administratieNr} initial={gegevens} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Eigen groepen in schooljaar {huidigSchooljaar()}</CardTitle>
        </CardHeader>
        <CardContent>
          {groepen.length === 0 ? (
            <p className="text-muted-foreground">U heeft dit schooljaar geen eigen groepen.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {groepen.map((g) => (
                <li key={g.nr} className="rounded-md border px-3 py-1">
                  {g.naam} <span className="text-sm text-muted-foreground">({g.vestigingsnaam})</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Mijn rechten</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Functiegebied</TableHead>
                {BIT_VOLGORDE.map((bit) => (
                  <TableHead key={bit} className="text-center">
                    {t(`bits.${bit}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {ALLE_FUNCTIEGEBIEDEN.map((area) => {
                const bits = effectieveBits(p, area);
                return (
                  <TableRow key={area}>
                    <TableCell className="font-medium">{t(`functiegebieden.${functiegebiedNaam(area)!}`)}</TableCell>
                    {BIT_VOLGORDE.map((bit) => {
                      const has = (bits & Bits[bit]) !== 0;
                      return (
                        <TableCell key={bit} className="text-center">
                          {has ? <Check aria-hidden className="mx-auto size-4 text-primary" /> : <Minus aria-hidden className="mx-auto size-4 text-muted-foreground" />}
                          <span className="sr-only">{has ? "ja" : "nee"}</span>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
