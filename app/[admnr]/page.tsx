import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { HOME_NIEUWS_AANTAL } from "@/components/nieuws/aantallen";
import { NieuwsHome } from "@/components/nieuws/nieuws-home";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireTenant } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { formatDatum } from "@/lib/format";
import { beheerItemsFor } from "@/lib/navigation";
import { guards } from "@/lib/permissions";
import { actievePeriode, huidigSchooljaar } from "@/lib/schooljaar";
import { getHomeTaken, type HomeTaak } from "@/lib/services/home";
import { getEigenGroepen } from "@/lib/services/medewerkers";
import { getShell } from "@/lib/services/shell";
import { listNieuws } from "@/lib/services/nieuws";
import { metBerichten } from "@/components/providers/berichten";

export async function generateMetadata() {
  const t = await getTranslations("translation.navigatie");
  return { title: t("home") };
}

/**
 * Home: the latest news (own administration and general), the user's own groups of this year with
 * what is due for them this period, the current school year and period.
 */
async function TenantHome({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, ctx, gebruiker } = await requireTenant(admnr);
  const qc = makeQueryClient();
  const [{ naam, schooljaren }, groepen] = await Promise.all([
    getShell(ctx, gebruiker.id),
    ctx.principal.kind === "user" ? getEigenGroepen(ctx) : Promise.resolve([]),
    qc.prefetchQuery({ queryKey: queryKeys.nieuwsPagina(tenant.administratieNr, "lezen", 1, HOME_NIEUWS_AANTAL), queryFn: () => listNieuws(ctx, { page: 1, pageSize: HOME_NIEUWS_AANTAL }) }),
  ]);
  // The current year and period from the shell's school years (the layout loaded them already).
  const sj = huidigSchooljaar();
  const actief = actievePeriode(schooljaren.find((s) => s.schooljaar === sj)?.perioden ?? [], sj);
  const periode = actief ? { schooljaar: sj, ...actief } : null;
  const taken = periode && groepen.length ? await getHomeTaken(ctx, periode) : [];
  const takenPerGroep = new Map(taken.map((tk) => [tk.nr, tk]));
  const t = await getTranslations("translation.home");
  const a = tenant.administratieNr;
  const beheer = beheerItemsFor(tenant.permissions);
  // A group links to its page only when the user may open group pages at all.
  const groepLinks = guards.groepenLezen(tenant.permissions);
  return (
    <section className="space-y-6">
      <PageHeader title={tenant.naam} description={naam ? t("welkom", { naam: naam.split(" ")[0]! }) : t("welkomZonderNaam")} />
      <HydrationBoundary state={dehydrate(qc)}>
        <NieuwsHome admnr={a} magBeheren={guards.nieuws(tenant.permissions)} />
      </HydrationBoundary>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("mijnGroepen")}</CardTitle>
            <CardDescription>{t("mijnGroepenUitleg", { schooljaar: sj })}</CardDescription>
          </CardHeader>
          <CardContent>
            {groepen.length === 0 ? (
              <EmptyState title={t("geenGroepen")} description={t("geenGroepenUitleg")} />
            ) : (
              <ul className="grid gap-2" aria-label={t("mijnGroepen")}>
                {groepen.map((g) => (
                  <li key={g.nr} className="flex flex-wrap items-baseline justify-between gap-2">
                    {groepLinks ? (
                      <Link href={`/${a}/schooljaar/${g.schooljaar}/adm/groepen/details/${g.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {g.naam}
                      </Link>
                    ) : (
                      <span className="font-medium">{g.naam}</span>
                    )}
                    <span className="text-sm text-muted-foreground">{t("groepRegel", { vestiging: g.vestigingsnaam })}</span>
                    {periode && takenPerGroep.get(g.nr) ? <GroepTaken taak={takenPerGroep.get(g.nr)!} t={t} periode={periode.nummer} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("schooljaar", { schooljaar: sj })}</CardTitle>
            <CardDescription>
              {periode ? t("periode", { nummer: periode.nummer, van: formatDatum(periode.ingangsdatum), tot: formatDatum(periode.einddatum) }) : t("geenPeriode")}
            </CardDescription>
          </CardHeader>
          {beheer.some((b) => b.segment === "schooljaren") && (
            <CardContent>
              <Link href={`/${a}/beheer/schooljaren`} className="text-sm text-primary underline-offset-4 hover:underline">
                {t("schooljarenBeheren")}
              </Link>
            </CardContent>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("mijnAccount")}</CardTitle>
            <CardDescription>{t("mijnAccountUitleg")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href={`/${a}/account/Mijnaccount`} className="text-sm text-primary underline-offset-4 hover:underline">
              {t("naarMijnAccount")}
            </Link>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** What is due for one own group this period: the group plan, its evaluations, action plans, pupils without an evaluation. */
function GroepTaken({ taak, periode, t }: { taak: HomeTaak; periode: number; t: Awaited<ReturnType<typeof getTranslations<"translation.home">>> }) {
  const regels = [
    taak.groepsplanId === null ? t("taken.groepsplanSchrijven", { periode }) : null,
    taak.instructiegroepenTeEvalueren > 0 ? t("taken.instructiegroepen", { aantal: taak.instructiegroepenTeEvalueren }) : null,
    taak.handelingsplannenTeEvalueren > 0 ? t("taken.handelingsplannen", { aantal: taak.handelingsplannenTeEvalueren }) : null,
    taak.leerlingenZonderEvaluatie > 0 ? t("taken.evaluaties", { aantal: taak.leerlingenZonderEvaluatie }) : null,
  ].filter((r): r is string => r !== null);
  return (
    <ul className="w-full list-disc pl-5 text-sm text-muted-foreground" aria-label={t("taken.label")}>
      {regels.length ? regels.map((r) => <li key={r}>{r}</li>) : <li>{t("taken.niets")}</li>}
    </ul>
  );
}

export default metBerichten("[admnr]/page", TenantHome);
