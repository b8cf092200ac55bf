import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { Functiegebied, guards, type LeerlingTab } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { leerroutesVanLeerling } from "@/lib/services/leerling-leerroutes";
import { getLeerling } from "@/lib/services/leerlingen";
import { dossierVoorLeerling } from "@/lib/services/leerlingdossier";
import { formulierenVoorLeerling } from "@/lib/services/formulieren";
import { notitiesVoorLeerling } from "@/lib/services/notities";
import { leerlingToegang, magOpLeerling } from "@/lib/services/leerlingdossier-toegang";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };
type DossierTab = Extract<LeerlingTab, "notities" | "formulieren" | "dossiers">;

const GEBIED = { notities: Functiegebied.Notities, formulieren: Functiegebied.Leerlingformulieren, dossiers: Functiegebied.Leerlingdossiers } as const;

/** The pupil and the tab's right (§6: the tab exists only when the user may read that area for this pupil). */
const laad = cache(async (admnr: string, id: string, tab: DossierTab) => {
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling || !leerling.tabs.includes(tab)) notFound();
  const toegang = await leerlingToegang(ctx, leerling.id, GEBIED[tab], "read");
  return { ctx, leerling, magSchrijven: magOpLeerling(ctx, toegang.plaats, GEBIED[tab], "write") };
});

/** What a tab page shows under the pupil's header: its own client component (so a page loads only its tab's code, issue 27). */
export interface TabInhoud {
  ctx: Awaited<ReturnType<typeof requirePage>>["ctx"];
  admnr: number;
  schooljaar: string;
  leerlingId: number;
  magSchrijven: boolean;
}

/** One page per pupil-file tab (details/{id}/notities, …/formulieren, …/dossiers): header and tabs as the details page, `inhoud` below. */
export function dossierTabPagina(tab: DossierTab, inhoud: (p: TabInhoud) => ReactNode) {
  async function generateMetadata({ params }: Props) {
    const { admnr, id } = await params;
    return objectTitel("adm.leerlingDetails.paginaTitel", (await laad(admnr, id, tab)).leerling.naam);
  }
  async function Pagina({ params }: Props) {
    const { admnr, schooljaar, id } = await params;
    const { ctx, leerling, magSchrijven } = await laad(admnr, id, tab);
    const a = ctx.administratieNr;
    const qc = makeQueryClient();
    qc.setQueryData(queryKeys.leerling(a, leerling.id), leerling);
    // The header's actions (they depend on the permissions) and the routes card above the tab come with
    // the page: loaded afterwards they pushed the tab down (Lighthouse mobile CLS 0.024, issue 27).
    const [permissies, routes] = await Promise.all([getPermissionsView(ctx), leerroutesVanLeerling(ctx, leerling.id)]);
    qc.setQueryData(queryKeys.permissies(a), permissies);
    qc.setQueryData(queryKeys.monitor(a, "leerlingLeerroutes", leerling.id), routes);
    if (tab === "notities") qc.setQueryData(queryKeys.notities(a, "leerling", leerling.id), await notitiesVoorLeerling(ctx, leerling.id));
    if (tab === "dossiers") qc.setQueryData(queryKeys.dossier(a, leerling.id), await dossierVoorLeerling(ctx, leerling.id));
    if (tab === "formulieren") qc.setQueryData(queryKeys.formulierenLeerling(a, leerling.id), await formulierenVoorLeerling(ctx, leerling.id));
    return (
      <HydrationBoundary state={dehydrate(qc)}>
        <LeerlingDetails admnr={a} schooljaar={schooljaar} id={leerling.id}>
          {inhoud({ ctx, admnr: a, schooljaar, leerlingId: leerling.id, magSchrijven })}
        </LeerlingDetails>
      </HydrationBoundary>
    );
  }
  return { generateMetadata, Pagina };
}
