import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RolDetails } from "@/components/beheer/rol-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getRol, getRolMedewerkers, listMedewerkerKeuze } from "@/lib/services/rollen";

export const metadata: Metadata = { title: "Rol" };

export default async function RolDetailsPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id: idParam } = await params;
  const { ctx } = await requirePage(admnr, guards.rollen);
  if (!/^[1-9]\d{0,9}$/.test(idParam)) notFound();
  const id = Number(idParam);
  const rol = await getRol(ctx, id).catch(() => null);
  if (!rol) notFound();
  const [leden, medewerkers] = await Promise.all([getRolMedewerkers(ctx, id), listMedewerkerKeuze(ctx)]);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.rol(ctx.administratieNr, id), rol);
  qc.setQueryData(queryKeys.rolMedewerkers(ctx.administratieNr, id), leden);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <RolDetails admnr={ctx.administratieNr} id={id} medewerkers={medewerkers} />
    </HydrationBoundary>
  );
}
