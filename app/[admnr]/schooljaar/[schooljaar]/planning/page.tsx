import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PlanningStart } from "@/components/planning/planning-start";
import { requirePage } from "@/lib/auth/page";
import { ApiError } from "@/lib/api/errors";
import { paginaTitel } from "@/lib/i18n/metadata";
import { planningZichtbaar } from "@/lib/navigation";
import { groepVastlopen, type GroepVastlopen } from "@/lib/services/opbrengsten";
import { planningOverzicht } from "@/lib/services/planning";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.titel");

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const getal = (v: string | undefined) => (v && /^[0-9]{1,9}$/.test(v) ? Number(v) : null);

/**
 * `planning`: the teacher's start of the week (spec §2) — the active period, the user's groups
 * with what was evaluated, the plans of the period, and per group where it is stuck (searches
 * groep and leerroutepakket). Without an active period the §8 text is shown.
 */
async function PlanningPage({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const { ctx } = await requirePage(admnr);
  if (!planningZichtbaar(ctx.permissions)) notFound();
  const sp = await searchParams;
  const overzicht = await planningOverzicht(ctx, schooljaar);
  const t = await getTranslations("planning.start.vastlopen");

  const groepNr = getal(een(sp.groep)) ?? (overzicht.groepen.find((g) => g.magEvaluatiesLezen)?.nr ?? null);
  const gevraagdPakket = getal(een(sp.leerroutepakket));
  const pakketId = overzicht.pakketten.find((p) => p.id === gevraagdPakket)?.id ?? overzicht.pakketten[0]?.id ?? null;
  let vastlopen: GroepVastlopen | null = null;
  let fout: string | null = null;
  if (overzicht.periode && groepNr !== null && pakketId !== null) {
    try {
      vastlopen = await groepVastlopen(ctx, { pakketId, groepNr, schooljaar, periodeNummer: overzicht.periode.nummer });
    } catch (e) {
      if (!(e instanceof ApiError) || (e.status !== 403 && e.status !== 404)) throw e;
      fout = e.status === 403 ? t("geenToegang") : t("nietGevonden");
    }
  }
  return <PlanningStart admnr={ctx.administratieNr} overzicht={overzicht} keuze={{ groepNr, pakketId }} vastlopen={vastlopen} fout={fout} permissions={ctx.permissions} />;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/page", PlanningPage);
