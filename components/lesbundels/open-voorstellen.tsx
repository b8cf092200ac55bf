"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { BeoordeelKnoppen } from "./beoordeel-knoppen";

interface Suggestie {
  id: number;
  lesBundelId: number;
  lesBundelNaam: string;
  leerroutepakketId: number;
  leerroutepakketNaam: string;
  faseNummer: number;
  faseNaam: string;
  leerrouteNummer: number;
  leerrouteNaam: string;
  domeinId: number;
  domeinNaam: string;
  voorgesteldDoor: string;
  toelichting: string | null;
  datum: string;
}
interface Pagina {
  items: Suggestie[];
  total: number;
  magBeoordelen: boolean;
}

const STAP = 10;

/**
 * The open suggestions (a bundle proposed for a phase cell) on the list page: whoever sees them
 * follows the links; a user with Lessen manage accepts (links the bundle to the cell) or declines.
 * Nothing when there are none.
 */
export function OpenVoorstellen({ admnr }: { admnr: number }) {
  const t = useTranslations("planning.lesbundels.openVoorstellen");
  const [aantal, setAantal] = useState(STAP);
  const { data } = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "openSuggesties", aantal),
    queryFn: async ({ signal }) => (await api.getJson<Pagina>("/api/LesBundels/Suggesties", { administratieNr: admnr, query: { page: 1, pageSize: aantal }, signal }))!,
    placeholderData: keepPreviousData,
  });
  const beoordeel = useApiMutation({
    mutationFn: (v: { s: Suggestie; actie: "accepteren" | "afwijzen" }) =>
      api.post(
        "/api/LesBundels/LinkFase",
        { lesBundelId: v.s.lesBundelId, leerroutepakketId: v.s.leerroutepakketId, faseNummer: v.s.faseNummer, leerrouteNummer: v.s.leerrouteNummer, domeinId: v.s.domeinId, actie: v.actie },
        { administratieNr: admnr },
      ),
    success: (_r, v) => t(v.actie === "accepteren" ? "geaccepteerd" : "afgewezen", { naam: v.s.lesBundelNaam }),
    invalidate: [queryKeys.lesbundels(admnr), queryKeys.leerroutepakketten(admnr)],
  });
  if (!data || data.total === 0) return null;
  const cel = (s: Suggestie) => t("cel", { pakket: s.leerroutepakketNaam, fase: s.faseNaam, leerroute: s.leerrouteNaam, domein: s.domeinNaam });
  return (
    <SectionCard title={t("titel", { aantal: data.total })} description={data.magBeoordelen ? t("uitlegBeheer") : t("uitleg")}>
      <ul className="divide-y">
        {data.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p>
                <Link href={`/${admnr}/Lesbundels/details/${s.lesBundelId}/leerroutepakketten`} className="font-medium underline-offset-4 hover:underline">
                  {s.lesBundelNaam}
                </Link>
              </p>
              <p className="text-sm">
                <Link href={`/${admnr}/leerroutepakketten/${s.leerroutepakketId}/${s.faseNummer}/${s.leerrouteNummer}/${s.domeinId}/lesbundels`} className="underline-offset-4 hover:underline">
                  {cel(s)}
                </Link>
              </p>
              <p className="text-sm text-muted-foreground">{t("door", { naam: s.voorgesteldDoor, datum: formatDatum(s.datum.slice(0, 10)) })}</p>
              {s.toelichting ? <p className="text-sm">{s.toelichting}</p> : null}
            </div>
            {data.magBeoordelen ? (
              <BeoordeelKnoppen
                labels={{ accepteren: t("accepteren", { naam: s.lesBundelNaam, cel: cel(s) }), afwijzen: t("afwijzen", { naam: s.lesBundelNaam, cel: cel(s) }), accepterenKort: t("accepterenKort"), afwijzenKort: t("afwijzenKort") }}
                bezig={beoordeel.isPending}
                onActie={(actie) => beoordeel.mutate({ s, actie })}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {data.total > data.items.length ? (
        <div className="pt-2">
          <Button variant="outline" size="sm" onClick={() => setAantal((a) => Math.min(200, a + STAP * 2))} disabled={aantal >= 200}>
            {t("meer", { aantal: data.total - data.items.length })}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
