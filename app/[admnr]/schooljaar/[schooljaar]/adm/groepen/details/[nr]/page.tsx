import { notFound } from "next/navigation";
import { cache } from "react";
import { GroepDetails } from "@/components/adm/groep-details";
import { requirePage } from "@/lib/auth/page";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { getPermissionsView } from "@/lib/services/administraties";
import { getGroep, groepKeuzes } from "@/lib/services/groepen";
import { voorGroepPagina } from "@/lib/services/leerlingtoewijzingen";
import { GROEP_LEERLINGEN_PAGE_SIZE } from "@/components/adm/constanten";
import { metBerichten } from "@/components/providers/berichten";

/** The guard and the group (of this school year), once per request for the page and its title. */
const laad = cache(async (admnr: string, schooljaar: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.groepenLezen);
  if (!/^[1-9]\d{0,9}$/.test(nr)) notFound();
  const groep = await getGroep(ctx, Number(nr)).catch(() => null);
  if (!groep || groep.schooljaar !== schooljaar) notFound();
  return { ctx, groep };
});

export async function generateMetadata({ params }: { params: Promise<{ admnr: string; schooljaar: string; nr: string }> }) {
  const { admnr, schooljaar, nr } = await params;
  return objectTitel("adm.groepDetails.paginaTitel", (await laad(admnr, schooljaar, nr)).groep.naam);
}

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Tab leerlingen with search value actief (default true: the current pupils), zoek and pagina. */
async function GroepDetailsPage({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string; schooljaar: string; nr: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr, schooljaar, nr } = await params;
  const sp = await searchParams;
  const { ctx, groep } = await laad(admnr, schooljaar, nr);
  const actief = String(sp.actief ?? "true").toLowerCase() !== "false";
  // The tab's search and page live in the URL (reload, Back, a shared link): fetch that page.
  const zoek = String(een(sp.zoek) ?? "").trim().slice(0, 100);
  const pagina = Math.max(1, Number.parseInt(String(een(sp.pagina) ?? "1"), 10) || 1);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groep(ctx.administratieNr, groep.nr), groep);
  qc.setQueryData(
    queryKeys.groepToewijzingen(ctx.administratieNr, groep.nr, actief, zoek, pagina),
    await voorGroepPagina(ctx, schooljaar, groep.nr, { isActief: actief, search: zoek || undefined, page: pagina, pageSize: GROEP_LEERLINGEN_PAGE_SIZE }),
  );
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  const keuzes = await groepKeuzes(ctx);
  return (
    // The page of pupils packed (field names once): issue 27, HTML ≤ 60 KB.
    <CompacteHydratie state={compacteStaat(qc)}>
      <GroepDetails key={String(actief)} admnr={ctx.administratieNr} schooljaar={schooljaar} nr={groep.nr} actief={actief} keuzes={keuzes} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/groepen/details/[nr]/page", GroepDetailsPage);
