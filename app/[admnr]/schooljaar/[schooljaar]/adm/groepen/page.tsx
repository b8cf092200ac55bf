import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound, redirect } from "next/navigation";
import { GroepenScreen } from "@/components/adm/groepen-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { Functiegebied, resolveListFilter } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { groepKeuzes, listGroepen } from "@/lib/services/groepen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("adm.groepen.titel");

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Same filter rule as the pupil list; Alle without a branch is refused (spec §2). */
async function GroepenPage({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string; schooljaar: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr);
  const besluit = resolveListFilter(ctx.permissions, Functiegebied.Groepen, een(sp.filter), { list: "groepen", vestiging: een(sp.vestiging) });
  if (besluit.kind === "denied") notFound();
  if (besluit.kind === "redirect")
    redirect(`/${admnr}/schooljaar/${schooljaar}/adm/groepen?filter=${besluit.filter}${besluit.vestiging ? `&vestiging=${besluit.vestiging}` : ""}`);
  const vestiging = besluit.vestiging ?? null;
  const data = await listGroepen(ctx, { schooljaar, eigen: besluit.filter === "Eigen", ...(vestiging && besluit.filter !== "Eigen" ? { vestiging } : {}) }).catch(() => null);
  if (!data) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groepenLijst(ctx.administratieNr, schooljaar, besluit.filter, vestiging), data);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  const keuzes = await groepKeuzes(ctx);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GroepenScreen
        key={`${besluit.filter}-${vestiging}`}
        admnr={ctx.administratieNr}
        schooljaar={schooljaar}
        filter={besluit.filter}
        vestiging={vestiging}
        keuzes={keuzes}
      />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/groepen/page", GroepenPage);
