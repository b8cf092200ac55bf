import { notFound, redirect } from "next/navigation";
import { FORMULIEREN_PAGE_SIZE } from "@/components/leerlingdossier/constanten";
import { FormulierenScreen } from "@/components/leerlingdossier/formulieren-lijst";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { Functiegebied, resolveListFilter } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { listFormulieren } from "@/lib/services/formulieren";
import { metBerichten } from "@/components/providers/berichten";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";

export const generateMetadata = paginaTitel("adm.formulieren.titel");

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Spec §2/§5 on the Leerlingformulieren area: no filter → the first permitted one; none or a refused one → not found. */
async function FormulierenPage({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string; schooljaar: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr);
  const besluit = resolveListFilter(ctx.permissions, Functiegebied.Leerlingformulieren, een(sp.filter), { list: "formulieren", vestiging: een(sp.vestiging) });
  if (besluit.kind === "denied") notFound();
  if (besluit.kind === "redirect")
    redirect(`/${admnr}/schooljaar/${schooljaar}/adm/formulieren?filter=${besluit.filter}${besluit.vestiging ? `&vestiging=${besluit.vestiging}` : ""}`);
  const vestiging = besluit.vestiging ?? null;
  const eerste = await listFormulieren(ctx, { schooljaar, filter: besluit.filter, vestiging: vestiging ?? undefined, page: 1, pageSize: FORMULIEREN_PAGE_SIZE }).catch(() => null);
  if (!eerste) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.formulierenLijst(ctx.administratieNr, schooljaar, besluit.filter, vestiging, "", 1), eerste);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  return (
    // The page of forms packed (field names once): issue 27, HTML ≤ 60 KB.
    <CompacteHydratie state={compacteStaat(qc)}>
      <FormulierenScreen key={`${besluit.filter}-${vestiging}`} admnr={ctx.administratieNr} schooljaar={schooljaar} filter={besluit.filter} vestiging={vestiging} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/formulieren/page", FormulierenPage);
