"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { Badge } from "@/components/ui/badge";
import { useFase, type CelRef } from "./fasen-data";
import { PakketHeader } from "./pakket-header";

/**
 * The managers' form (react-hook-form with it) loads with its first render, server-rendered, so
 * the cell pages' first load does not carry the form library (issue 27).
 */
const CelForm = lazy(() => import("./cel-form").then((m) => ({ default: m.CelForm })));

/** The tabs of a cell (segments under {fase}/{lr}/{domein}). */
const CEL_TABS = ["indicatoren", "lesbundels"] as const;
const TAB_LABEL = { indicatoren: "tabIndicatoren", lesbundels: "tabLesbundels" } as const;

/**
 * Header of a cell's pages: breadcrumb, phase, route and domain, the level aimed at and the
 * description (a form for managers), and the tabs indicatoren / lesbundels.
 */
export function CelKop({ cel }: { cel: CelRef }) {
  const t = useTranslations("planning.fasen.cel");
  const { admnr, id, fase, lr, domein } = cel;
  const { data } = useFase(admnr, id, fase);
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const celBasis = `${basis}/${fase}/${lr}/${domein}`;
  const leerroute = data?.leerroutes.find((l) => l.nummer === lr);
  const d = data?.domeinen.find((x) => x.id === domein);
  const c = leerroute?.cellen.find((x) => x.domeinId === domein);
  if (!data || !leerroute || !d || !c) return null;
  const beheer = data.leerroutepakket.beheerbaar;
  return (
    <div className="space-y-4">
      <PakketHeader
        admnr={admnr}
        id={id}
        tabs={false}
        kruimel={[{ href: `${basis}/details/Fasen?fase=${fase}`, label: t("kruimel", { fase: data.fase.naam }) }, { label: `${leerroute.naam}, ${d.naam}` }]}
      />
      <PageHeader
        title={
          <>
            {data.fase.naam} · {leerroute.naam} · {d.naam}
          </>
        }
      >
        {!beheer && <Badge variant="secondary">{t("alleenLezen")}</Badge>}
      </PageHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("fase")}</dt>
        <dd>{data.fase.naam}</dd>
        <dt className="text-muted-foreground">{t("leerroute")}</dt>
        <dd>{leerroute.naam}</dd>
        <dt className="text-muted-foreground">{t("domein")}</dt>
        <dd>{d.naam}</dd>
        <dt className="text-muted-foreground">{t("doelniveau")}</dt>
        <dd data-testid="doelniveau">{c.niveauLabel ?? t("geenDoelniveau")}</dd>
        {!beheer && (
          <>
            <dt className="text-muted-foreground">{t("omschrijving")}</dt>
            <dd>{c.omschrijving ?? <span className="text-muted-foreground">{t("geenOmschrijving")}</span>}</dd>
          </>
        )}
      </dl>
      {beheer && (
        <Suspense fallback={null}>
          <CelForm key={`${c.niveauNummer}-${c.omschrijving}`} cel={cel} niveaus={data.niveaus} huidig={{ niveauNummer: c.niveauNummer, omschrijving: c.omschrijving }} />
        </Suspense>
      )}
      <RouteTabs label={t("tabs")} items={CEL_TABS.map((s) => ({ href: `${celBasis}/${s}`, label: t(TAB_LABEL[s]) }))} />
    </div>
  );
}
