import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { RolDetails } from "@/components/beheer/rol-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getRol, getRolMedewerkers, listMedewerkerKeuze } from "@/lib/services/rollen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

/** The role behind guards.rollen, once per request (metadata and page share it), or not found. */
const laadRol = cache(async (admnr: string, idParam: string) => {
  const { ctx } = await requirePage(admnr, guards.rollen);
  if (!/^[1-9]\d{0,9}$/.test(idParam)) notFound();
  const rol = await getRol(ctx, Number(idParam)).catch(() => null);
  if (!rol) notFound();
  return { ctx, rol };
});

/** "Leerkracht · Rollen". */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { admnr, id } = await params;
  const { rol } = await laadRol(admnr, id);
  const t = await getTranslations("beheer.rollen");
  return { title: `${rol.naam} · ${t("titel")}` };
}

async function RolDetailsPage({ params }: Props) {
  const { admnr, id: idParam } = await params;
  const { ctx, rol } = await laadRol(admnr, idParam);
  const [leden, medewerkers] = await Promise.all([getRolMedewerkers(ctx, rol.id), listMedewerkerKeuze(ctx)]);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.rol(ctx.administratieNr, rol.id), rol);
  qc.setQueryData(queryKeys.rolMedewerkers(ctx.administratieNr, rol.id), leden);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <RolDetails admnr={ctx.administratieNr} id={rol.id} medewerkers={medewerkers} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/rollen/details/[id]/page", RolDetailsPage);
