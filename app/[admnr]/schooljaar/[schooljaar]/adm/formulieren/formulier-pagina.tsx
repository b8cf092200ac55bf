import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FormulierBewerken, FormulierDetails } from "@/components/leerlingdossier/formulieren";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getFormulier } from "@/lib/services/formulieren";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** The form once per request; another administration's, unknown or unreadable form is the not-found page. */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.formulierenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const formulier = await getFormulier(ctx, Number(id)).catch(() => null);
  if (!formulier) notFound();
  return { ctx, formulier };
});

/** adm/formulieren/details/{id} and bewerken/{id} (editing needs write on the pupil's forms). */
export function formulierPagina(soort: "details" | "bewerken") {
  async function generateMetadata({ params }: Props) {
    const { admnr, id } = await params;
    const { formulier } = await laad(admnr, id);
    return objectTitel(soort === "details" ? "adm.formulieren.details.paginaTitel" : "adm.formulieren.bewerken.paginaTitel", formulier.titel ?? formulier.templateNaam);
  }
  async function Pagina({ params }: Props) {
    const { admnr, schooljaar, id } = await params;
    const { ctx, formulier } = await laad(admnr, id);
    if (soort === "bewerken" && !formulier.magBewerken) notFound();
    const qc = makeQueryClient();
    qc.setQueryData(queryKeys.formulier(ctx.administratieNr, formulier.id), formulier);
    return (
      <HydrationBoundary state={dehydrate(qc)}>
        {soort === "details" ? (
          <FormulierDetails admnr={ctx.administratieNr} schooljaar={schooljaar} id={formulier.id} />
        ) : (
          <FormulierBewerken admnr={ctx.administratieNr} schooljaar={schooljaar} id={formulier.id} />
        )}
      </HydrationBoundary>
    );
  }
  return { generateMetadata, Pagina };
}
