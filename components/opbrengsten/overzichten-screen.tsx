"use client";

import { useQuery } from "@tanstack/react-query";
import { PrognoseRisicoOverzicht } from "./prognose-risico";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { OverzichtKeuzes } from "@/lib/services/opbrengsten";
import {
  heeftCijfers,
  leerrouteDomeinModel,
  leerrouteSchooljaarModel,
  OVERZICHT_TABS,
  perSchooljaarModel,
  perVakgebiedModel,
  type BeheersingDomeinPerSchooljaar,
  type BeheersingPerDomein,
  type LeerrouteDomein,
  type LeerrouteSchooljaar,
  type ModelTeksten,
  type OverzichtModel,
  type OverzichtTab,
} from "./overzicht-model";
import { OverzichtWeergave } from "./overzicht-weergave";

export interface OverzichtKeuze {
  pakketId: number | null;
  vestigingNr: number;
  jaren: number;
}

/** The call of each tab and how its answer becomes the model. */
function bron(tab: OverzichtTab, admnr: number, schooljaar: string, periode: number, k: { pakketId: number; vestigingNr: number; jaren: number }, tt: ModelTeksten) {
  const a = k.pakketId;
  switch (tab) {
    case "Pervakgebied":
      return { pad: `/api/Opbrengsten/BeheersingPerDomein/${a}/${schooljaar}/${periode}/${k.vestigingNr}`, model: (x: unknown) => perVakgebiedModel(x as BeheersingPerDomein, tt) };
    case "perschooljaar":
      return { pad: `/api/Opbrengsten/BeheersingDomeinPerSchooljaar/${a}/0/${k.vestigingNr}/${schooljaar}/${periode}/${k.jaren}`, model: (x: unknown) => perSchooljaarModel(x as BeheersingDomeinPerSchooljaar, tt) };
    case "leerroutehoofdvakgebied":
      return { pad: `/api/Opbrengsten/LeerrouteDomein/${a}/${schooljaar}/${periode}/${k.vestigingNr}`, model: (x: unknown) => leerrouteDomeinModel(x as LeerrouteDomein, tt) };
    case "leerrouteschooljaar":
      return { pad: `/api/Opbrengsten/LeerrouteSchooljaar/${a}/0/${k.vestigingNr}/${schooljaar}/${periode}/${k.jaren}`, model: (x: unknown) => leerrouteSchooljaarModel(x as LeerrouteSchooljaar, tt) };
  }
}

/** overzichten/{periode}/{tab}: the four overviews of spec §2, each as chart, table and Excel sheet. */
export function OverzichtenScreen({
  admnr,
  schooljaar,
  periode,
  tab,
  keuze,
  keuzes,
}: {
  admnr: number;
  schooljaar: string;
  periode: number;
  tab: OverzichtTab;
  keuze: OverzichtKeuze;
  keuzes: OverzichtKeuzes;
}) {
  const t = useTranslations("planning.overzichten");
  const router = useRouter();
  const id = useId();
  const zoek = (k: Partial<OverzichtKeuze>) => {
    const v = { ...keuze, ...k };
    const q = new URLSearchParams();
    if (v.pakketId) q.set("leerroutepakket", String(v.pakketId));
    if (v.vestigingNr) q.set("vestiging", String(v.vestigingNr));
    if (v.jaren !== 3) q.set("jaren", String(v.jaren));
    const s = q.toString();
    return s ? `?${s}` : "";
  };
  const basis = `/${admnr}/schooljaar/${schooljaar}/overzichten`;
  const naar = (p: number, tb: OverzichtTab, k: Partial<OverzichtKeuze> = {}) => `${basis}/${p}/${tb}${zoek(k)}`;

  const teksten: ModelTeksten = { reeksPercentage: t("reeksPercentage"), zonderLeerroute: t("zonderLeerroute"), alleDomeinen: t("alleDomeinen") };
  const pakketId = keuze.pakketId;
  const b = pakketId ? bron(tab, admnr, schooljaar, periode, { pakketId, vestigingNr: keuze.vestigingNr, jaren: keuze.jaren }, teksten) : null;
  const { data, isError, isPending } = useQuery({
    queryKey: queryKeys.opbrengsten(admnr, tab, pakketId ?? 0, schooljaar, periode, keuze.vestigingNr, keuze.jaren),
    queryFn: ({ signal }) => api.getJson<unknown>(b!.pad, { administratieNr: admnr, signal }),
    enabled: b !== null,
  });
  const model: OverzichtModel | null = data && b ? b.model(data) : null;
  const trend = tab === "perschooljaar" || tab === "leerrouteschooljaar";
  const titel = t(`titels.${tab}`, { periode });

  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} description={t("beschrijving", { periode, schooljaar })} />
      <div role="group" aria-label={t("keuzes")} className="flex flex-wrap items-end gap-4 print:hidden">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-pakket`}>{t("pakket")}</Label>
          <NativeSelect id={`${id}-pakket`} value={pakketId ?? ""} onChange={(e) => router.push(naar(periode, tab, { pakketId: Number(e.target.value) }))} wrapperClassName="w-64">
            {keuzes.pakketten.map((p) => (
              <NativeSelectOption key={p.id} value={p.id}>
                {p.naam}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-periode`}>{t("periode")}</Label>
          <NativeSelect id={`${id}-periode`} value={periode} onChange={(e) => router.push(naar(Number(e.target.value), tab))} wrapperClassName="w-40">
            {keuzes.perioden.map((p) => (
              <NativeSelectOption key={p.nummer} value={p.nummer}>
                {t("periodeOptie", { nummer: p.nummer })}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {keuzes.vestigingen.length > 0 ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-vestiging`}>{t("vestiging")}</Label>
            <NativeSelect id={`${id}-vestiging`} value={keuze.vestigingNr} onChange={(e) => router.push(naar(periode, tab, { vestigingNr: Number(e.target.value) }))} wrapperClassName="w-64">
              <NativeSelectOption value={0}>{t("alleVestigingen")}</NativeSelectOption>
              {keuzes.vestigingen.map((v) => (
                <NativeSelectOption key={v.nr} value={v.nr}>
                  {v.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {trend ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-jaren`}>{t("jaren")}</Label>
            <NativeSelect id={`${id}-jaren`} value={keuze.jaren} onChange={(e) => router.push(naar(periode, tab, { jaren: Number(e.target.value) }))} wrapperClassName="w-28">
              {[2, 3, 4, 5].map((n) => (
                <NativeSelectOption key={n} value={n}>
                  {n}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <RouteTabs label={t("tabsLabel")} className="print:hidden" items={OVERZICHT_TABS.map((tb) => ({ href: naar(periode, tb), label: t(`tabs.${tb}`) }))} />
      {!pakketId ? (
        <EmptyState title={t("geenPakket")} />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("fout")}
        </p>
      ) : isPending || !model ? (
        <p role="status" className="text-muted-foreground">
          {t("laden")}
        </p>
      ) : (
        <>
          {model.leerlingen !== undefined ? (
            <p className="text-sm text-muted-foreground">{t("aantalLeerlingen", { aantal: model.leerlingen, zonder: model.zonderLeerroute ?? 0 })}</p>
          ) : null}
          {heeftCijfers(model) ? null : <EmptyState title={t("leeg")} />}
          <OverzichtWeergave model={model} titel={titel} bestandsnaam={`overzicht-${tab}-${schooljaar}-periode-${periode}.xlsx`} />
        </>
      )}
      {pakketId ? (
        // Loaded side by side with the overview, shown once the overview stands above it: shown
        // earlier, the chart and table arriving pushed it down (Lighthouse: CLS 0.197).
        <div hidden={isPending && !isError}>
          <PrognoseRisicoOverzicht admnr={admnr} schooljaar={schooljaar} periode={periode} pakketId={pakketId} vestigingNr={keuze.vestigingNr} />
        </div>
      ) : null}
    </section>
  );
}
