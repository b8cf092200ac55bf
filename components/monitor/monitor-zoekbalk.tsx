"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import type { MonitorKeuzes } from "@/lib/services/monitor";
import type { MonitorKeuzeStaat } from "./monitor-screen-state";
import type { MonitorTab } from "./tabs";

/**
 * The monitor's searches (spec §2) as one bar of selects: period (an address: it opens the same tab
 * of that period with the same searches), filter, package, branch, group, subject area, competency
 * and pupil (the pupils of the loaded grid or table).
 */
export function MonitorZoekbalk({
  basisPad,
  periodeNummer,
  tab,
  keuzes,
  staat: s,
  leerlingen,
}: {
  /** …/planning/monitor, without period and tab. */
  basisPad: string;
  periodeNummer: number;
  tab: MonitorTab;
  keuzes: MonitorKeuzes;
  staat: MonitorKeuzeStaat;
  leerlingen: readonly { id: number; naam: string }[];
}) {
  const t = useTranslations("planning.monitor");
  const router = useRouter();
  const id = useId();
  const naamOpties = (rijen: readonly { nr: number; naam: string }[]) => rijen.map((r) => ({ waarde: r.nr, label: r.naam }));
  const idOpties = (rijen: readonly { id: number; naam: string }[]) => rijen.map((r) => ({ waarde: r.id, label: r.naam }));
  return (
    <div role="search" aria-label={t("zoeken")} className="flex flex-wrap items-end gap-3 print:hidden">
      <KeuzeVeld
        id={`${id}-periode`}
        label={t("periode")}
        value={periodeNummer}
        onChange={(v) => router.push(`${basisPad}/${v}/${tab}${typeof window === "undefined" ? "" : window.location.search}`)}
        opties={keuzes.perioden.map((p) => ({ waarde: p.nummer, label: t("periodeOptie", { nummer: p.nummer }) }))}
        breedte="w-36"
      />
      <KeuzeVeld
        id={`${id}-filter`}
        label={t("filter")}
        value={s.filter}
        onChange={s.kiesFilter}
        opties={(["Eigen", "Alle"] as const).map((f) => ({ waarde: f, label: t(`filters.${f}`) }))}
        breedte="w-44"
      />
      <KeuzeVeld id={`${id}-pakket`} label={t("pakket")} value={s.pakket?.id ?? ""} onChange={s.kiesPakket} opties={idOpties(keuzes.pakketten)} breedte="w-56" />
      <KeuzeVeld
        id={`${id}-vestiging`}
        label={t("vestiging")}
        value={s.vestigingNr ?? ""}
        onChange={s.kiesVestiging}
        leeg={t("alleVestigingen")}
        opties={naamOpties(keuzes.vestigingen)}
        breedte="w-48"
      />
      <KeuzeVeld id={`${id}-groep`} label={t("groep")} value={s.groep?.nr ?? ""} onChange={s.kiesGroep} opties={naamOpties(s.groepen)} breedte="w-44" />
      <KeuzeVeld
        id={`${id}-vakgebied`}
        label={t("vakgebied")}
        value={s.vakgebied?.nr ?? ""}
        onChange={s.kiesVakgebied}
        leeg={t("alleVakgebieden")}
        opties={naamOpties(keuzes.vakgebieden)}
        breedte="w-48"
      />
      <KeuzeVeld id={`${id}-competentie`} label={t("competentie")} value={s.competentie?.id ?? ""} onChange={s.kiesCompetentie} opties={idOpties(s.competenties)} breedte="w-64" />
      <KeuzeVeld
        id={`${id}-leerling`}
        label={t("leerling")}
        value={s.leerlingId ?? ""}
        onChange={s.kiesLeerling}
        leeg={t("alleLeerlingen")}
        opties={idOpties(leerlingen)}
        breedte="w-56"
      />
    </div>
  );
}
