"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import type { z } from "zod";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { prognoseRisico } from "@/lib/schemas/prognose";

type PrognoseRisico = z.output<typeof prognoseRisico>;

/**
 * The overview's forecast counts (issue 34): per group and domain "4 van 25 leerlingen met risico
 * in Rekenen", from Opbrengsten/PrognoseRisico (the monitor's computation). Text, never colour alone.
 */
export function PrognoseRisicoOverzicht({ admnr, schooljaar, periode, pakketId, vestigingNr }: { admnr: number; schooljaar: string; periode: number; pakketId: number; vestigingNr: number }) {
  const t = useTranslations("planning.overzichten.prognose");
  const id = useId();
  const { data, isError, isPending } = useQuery({
    queryKey: queryKeys.opbrengsten(admnr, "prognose", pakketId, schooljaar, periode, vestigingNr),
    queryFn: ({ signal }) => api.getJson<PrognoseRisico>(`/api/Opbrengsten/PrognoseRisico/${pakketId}/${periode}/${vestigingNr}?jaar=${schooljaar}`, { administratieNr: admnr, signal }),
  });
  const domeinNaam = new Map((data?.domeinen ?? []).map((d) => [d.id, d.naam]));
  return (
    <section aria-labelledby={`${id}-titel`} className="space-y-3 break-inside-avoid">
      <h2 id={`${id}-titel`} className="text-lg font-semibold">
        {t("titel")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("uitleg")}</p>
      {isError ? (
        <p role="alert" className="text-destructive">
          {t("fout")}
        </p>
      ) : isPending || !data ? (
        <p role="status" className="text-muted-foreground">
          {t("laden")}
        </p>
      ) : data.groepen.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("leeg")}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.groepen.map((g) => (
            <div key={g.nr} className="rounded-md border p-3">
              <h3 id={`${id}-groep-${g.nr}`} className="font-medium">
                {g.naam}
              </h3>
              <ul aria-labelledby={`${id}-groep-${g.nr}`} className="mt-1 space-y-0.5 text-sm">
                {g.domeinen.map((d) => (
                  <li key={d.domeinId} data-risico={d.risico}>
                    {t("telling", { risico: d.risico, n: g.leerlingen, domein: domeinNaam.get(d.domeinId) ?? "" })}
                    {d.teWeinig > 0 ? <span className="text-muted-foreground"> · {t("teWeinig", { n: d.teWeinig })}</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
