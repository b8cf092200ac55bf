import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { QueryProvider } from "@/components/providers/query-provider";
import { MainNav } from "@/components/shell/main-nav";
import { UserMenu } from "@/components/shell/user-menu";
import { YearPeriodPicker, YearPeriodProvider } from "@/components/shell/year-period";
import { requireTenant } from "@/lib/auth/page";
import { navItemsFor } from "@/lib/navigation";
import { eindadres } from "@/lib/routes/doorverwijzing";
import { actievePeriode, huidigSchooljaar, overzichtPeriode } from "@/lib/schooljaar";
import { getShell } from "@/lib/services/shell";

export default async function TenantLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, gebruiker, ctx } = await requireTenant(admnr);
  const { schooljaren, naam, email, administraties } = await getShell(ctx, gebruiker.id);
  const huidig = huidigSchooljaar();
  const perioden = schooljaren.find((s) => s.schooljaar === huidig)?.perioden ?? [];
  const actief = actievePeriode(perioden, huidig);
  // The period the bare overview redirects to, so the menu links there at once.
  const overzicht = overzichtPeriode(perioden, huidig)?.nummer ?? null;
  const a = tenant.administratieNr;
  const t = await getTranslations("translation.navigatie");
  const tApp = await getTranslations("translation.app");
  const nav = navItemsFor(tenant.permissions).map((item) => ({ key: item.key, label: t(item.key), href: eindadres(item.href(a, huidig, overzicht), tenant.permissions), match: item.match(a).source }));

  return (
    <QueryProvider>
      <YearPeriodProvider initial={{ schooljaar: huidig, periode: actief?.nummer ?? null }}>
        <a href="#inhoud" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
          {tApp("naarInhoud")}
        </a>
        {/* A page's own skip links (e.g. the evaluation grid's), portalled in so they follow this one. */}
        <div id="paginalinks" />
        <header className="bg-sidebar text-sidebar-foreground print:hidden">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-3">
            <div className="flex items-baseline gap-3">
              <Link href={`/${a}`} className="text-lg font-bold text-sidebar-primary">
                {tApp("naam")}
              </Link>
              <span className="text-sm text-sidebar-foreground/90">{tenant.naam}</span>
            </div>
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <YearPeriodPicker schooljaren={schooljaren.map((s) => ({ schooljaar: s.schooljaar, perioden: s.perioden.map((p) => ({ nummer: p.nummer })) }))} />
              <UserMenu admnr={a} naam={naam || email} email={email} meerdereAdministraties={administraties > 1} />
            </div>
          </div>
          <div className="mx-auto max-w-7xl px-4 py-2">
            <MainNav items={nav} />
          </div>
        </header>
        <main id="inhoud" className="mx-auto max-w-7xl p-4">
          {children}
        </main>
      </YearPeriodProvider>
    </QueryProvider>
  );
}
