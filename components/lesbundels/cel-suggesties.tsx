"use client";

import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { BeoordeelKnoppen } from "./beoordeel-knoppen";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { CelRef } from "@/components/leerroutepakketten/fasen-data";

interface Suggestie {
  id: number;
  lesBundelId: number;
  lesBundelNaam: string;
  voorgesteldDoor: string;
  toelichting: string | null;
}

/**
 * The open suggestions for a phase cell (LesBundels/Suggesties/{a}/{d}/{b}/{c}) on its lesbundels
 * tab; a user with Lessen manage accepts (links the bundle) or declines them. Nothing when none.
 */
export function CelSuggesties({ cel, magKoppelen }: { cel: CelRef; magKoppelen: boolean }) {
  const t = useTranslations("planning.lesbundels.celVoorstellen");
  const opties = { administratieNr: cel.admnr };
  const { data = [] } = useQuery({
    queryKey: queryKeys.lesbundels(cel.admnr, "celSuggesties", cel.id, cel.domein, cel.fase, cel.lr),
    queryFn: async ({ signal }) => (await api.getJson<Suggestie[]>(`/api/LesBundels/Suggesties/${cel.id}/${cel.domein}/${cel.fase}/${cel.lr}`, { ...opties, signal })) ?? [],
  });
  const beoordeel = useApiMutation({
    mutationFn: (v: { s: Suggestie; actie: "accepteren" | "afwijzen" }) =>
      api.post("/api/LesBundels/LinkFase", { lesBundelId: v.s.lesBundelId, leerroutepakketId: cel.id, faseNummer: cel.fase, leerrouteNummer: cel.lr, domeinId: cel.domein, actie: v.actie }, opties),
    success: (_r, v) => t(v.actie === "accepteren" ? "geaccepteerd" : "afgewezen", { naam: v.s.lesBundelNaam }),
    invalidate: [queryKeys.lesbundels(cel.admnr), queryKeys.leerroutepakketten(cel.admnr)],
  });
  if (data.length === 0) return null;
  return (
    <SectionCard title={t("titel")} description={magKoppelen ? t("uitlegBeheer") : t("uitleg")}>
      <ul className="divide-y">
        {data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div>
              <Link href={`/${cel.admnr}/Lesbundels/details/${s.lesBundelId}/lessen`} className="font-medium underline-offset-4 hover:underline">
                {s.lesBundelNaam}
              </Link>
              <p className="text-sm text-muted-foreground">{t("door", { naam: s.voorgesteldDoor })}</p>
              {s.toelichting ? <p className="text-sm">{s.toelichting}</p> : null}
            </div>
            {magKoppelen ? (
              <BeoordeelKnoppen
                labels={{ accepteren: t("accepteren", { naam: s.lesBundelNaam }), afwijzen: t("afwijzen", { naam: s.lesBundelNaam }), accepterenKort: t("accepterenKort"), afwijzenKort: t("afwijzenKort") }}
                bezig={beoordeel.isPending}
                onActie={(actie) => beoordeel.mutate({ s, actie })}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
