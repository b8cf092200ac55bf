import { notFound, redirect } from "next/navigation";
import { LEERLINGEN_PAGE_SIZE as PAGE_SIZE } from "@/components/adm/constanten";
import { naarRij } from "@/components/adm/leerling-rij";
import { LeerlingenScreen } from "@/components/adm/leerlingen-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { Functiegebied, resolveListFilter } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { listLeerlingen } from "@/lib/services/leerlingen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("adm.leerlingen.titel");

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Spec §2/§5: `filter` and `vestiging` are matched case-insensitively to the permitted filters;
 * without a filter the page redirects to the first permitted one, with none (or a refused one) it
 * is the not-found page.
 */
async function LeerlingenPage({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string; schooljaar: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr);
  const besluit = resolveListFilter(ctx.permissions, Functiegebied.Leerlingen, een(sp.filter), { list: "leerlingen", vestiging: een(sp.vestiging) });
  if (besluit.kind === "denied") notFound();
  if (besluit.kind === "redirect")
    redirect(`/${admnr}/schooljaar/${schooljaar}/adm/leerlingen?filter=${besluit.filter}${besluit.vestiging ? `&vestiging=${besluit.vestiging}` : ""}`);
  const vestiging = besluit.vestiging ?? null;
  const qc = makeQueryClient();
  const eerste = await listLeerlingen(ctx, { schooljaar, filter: besluit.filter, vestiging: vestiging ?? undefined, sort: "achternaam", page: 1, pageSize: PAGE_SIZE }).catch(() => null);
  if (!eerste) notFound();
  qc.setQueryData(queryKeys.leerlingenLijst(ctx.administratieNr, schooljaar, besluit.filter, vestiging, "", "achternaam", 1), { ...eerste, items: eerste.items.map(naarRij) });
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <LeerlingenScreen key={`${besluit.filter}-${vestiging}`} admnr={ctx.administratieNr} schooljaar={schooljaar} filter={besluit.filter} vestiging={vestiging} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/page", LeerlingenPage);
