import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import type { TenantContext } from "@/lib/api/context";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import type { Guard } from "@/lib/permissions/guards";
import type { TemplateKindDeclaratie } from "@/lib/templates/kind";

type Props = { params: Promise<{ admnr: string; id: string }> };

/**
 * The server side of a template's page (beheer/<kind>/details/{id}) for every kind: the template
 * read once per request for the title and the page (another administration's, unknown or not a
 * number → not found), handed to the screen's query cache under the kind's key (its declaration,
 * lib/templates/kind-*.ts). The page file names its guard, its read, its screen and its messages
 * (metBerichten). No client component is imported here: each page brings only its own screen.
 */
export function templatePagina<T extends { id: number; naam: string }>(o: {
  soort: TemplateKindDeclaratie;
  guard: Guard;
  lees: (ctx: TenantContext, id: number) => Promise<T>;
  scherm: (admnr: number, template: T) => ReactNode;
}) {
  const laad = cache(async (admnr: string, id: string) => {
    const { ctx } = await requirePage(admnr, o.guard);
    if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
    const template = await o.lees(ctx, Number(id)).catch(() => null);
    if (!template) notFound();
    return { ctx, template };
  });
  return {
    async generateMetadata({ params }: Props) {
      const { admnr, id } = await params;
      return objectTitel(`${o.soort.berichten.ns}.details.paginaTitel`, (await laad(admnr, id)).template.naam);
    },
    async Pagina({ params }: Props) {
      const { admnr, id } = await params;
      const { ctx, template } = await laad(admnr, id);
      const qc = makeQueryClient();
      qc.setQueryData(queryKeys[o.soort.sleutels.een](ctx.administratieNr, template.id), template);
      return <HydrationBoundary state={dehydrate(qc)}>{o.scherm(ctx.administratieNr, template)}</HydrationBoundary>;
    },
  };
}
