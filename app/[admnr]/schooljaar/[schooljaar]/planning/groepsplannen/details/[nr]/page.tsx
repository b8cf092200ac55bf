import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/kit/page-header";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { gevuldePerioden } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.groepsplannen.paginaTitel");

/**
 * planning/groepsplannen/details/{nr}: to the plan of the active period. §8: without an active
 * period in the school year the redirect fails with 'geen actieve periode gevonden in schooljaar
 * {schooljaar}'; an active period without a plan says so and links to the group's tab.
 */
async function GroepsplanActievePeriode({ params }: { params: Promise<{ admnr: string; schooljaar: string; nr: string }> }) {
  const { admnr, schooljaar, nr } = await params;
  const { ctx } = await requirePage(admnr, guards.groepsplannenLezen);
  if (!/^[1-9]\d{0,8}$/.test(nr)) notFound();
  const perioden = await gevuldePerioden(ctx, Number(nr)).catch(() => null);
  if (!perioden) notFound();
  const actief = perioden.find((p) => p.actief);
  if (actief?.groepsplanId) redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/groepsplannen/details/${nr}/${actief.nummer}`);
  const t = await getTranslations("planning.groepsplannen");
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/groepsplannen`, label: t("details.terug") }} title={t("paginaTitel")} />
      {actief ? (
        <p className="text-sm">
          {t("geenPlanInPeriode", { periode: actief.nummer })}{" "}
          <Link className="underline" href={`/${ctx.administratieNr}/schooljaar/${schooljaar}/adm/groepen/details/${nr}/groepsplannen`}>
            {t("naarGroep")}
          </Link>
        </p>
      ) : (
        <p role="alert" className="text-destructive">
          {t("geenActievePeriodeInSchooljaar", { schooljaar })}
        </p>
      )}
    </section>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/details/[nr]/page", GroepsplanActievePeriode);
