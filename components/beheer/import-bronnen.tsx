"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { EdexWizard } from "@/components/beheer/edex-wizard";
import { LeerlingenImport } from "@/components/beheer/leerlingen-import";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/**
 * The connector tab's screen (its forms: react-hook-form and zod) loads when that tab is shown, not
 * with the page (issue 27); pointing at or focusing the tab starts the load.
 */
const laadConnector = () => import("@/components/connector/connector-scherm");
const ConnectorScherm = lazy(() => laadConnector().then((m) => ({ default: m.ConnectorScherm })));
const voorladen = () => void laadConnector().catch(() => {});

export type ImportBron = "edex" | "spreadsheet" | "koppeling";

/**
 * The two importers of /beheer/import as tabs: the EDEX wizard and the spreadsheet pupil import.
 * Each renders when its tab is first shown and then stays mounted (a half-done wizard survives a
 * look at the other tab); the choice is kept in
 * the address as ?bron= so a link can open the spreadsheet import directly.
 */
export function ImportBronnen({
  admnr,
  huidig,
  bron,
  koppeling,
}: {
  admnr: number;
  huidig: string;
  bron: ImportBron;
  /** The connector tab (module CONNECTOR): whether the user manages certificate and configuration, and the branches to map locations to. */
  koppeling?: { magBeheren: boolean; vestigingen: readonly { nr: number; naam: string }[]; groepen?: readonly { nr: number; naam: string }[] } | null;
}) {
  const t = useTranslations("beheer.import.bronnen");
  const [actief, setActief] = useState<ImportBron>(bron);
  // A tab's importer renders once the tab has been shown and then stays mounted (issue 27: the
  // hidden tab's form was ~8 KB of the page's HTML; a half-done wizard still survives a look at
  // the other tab).
  const [getoond, setGetoond] = useState<ReadonlySet<ImportBron>>(() => new Set([bron]));
  return (
    <Tabs
      value={actief}
      onValueChange={(v) => {
        const b = v === "spreadsheet" || (v === "koppeling" && koppeling) ? v : "edex";
        setActief(b);
        setGetoond((g) => (g.has(b) ? g : new Set([...g, b])));
        const url = new URL(window.location.href);
        if (b === "edex") url.searchParams.delete("bron");
        else url.searchParams.set("bron", b);
        window.history.replaceState(null, "", url);
      }}
    >
      <TabsList aria-label={t("label")}>
        <TabsTrigger value="edex">{t("edex")}</TabsTrigger>
        <TabsTrigger value="spreadsheet">{t("spreadsheet")}</TabsTrigger>
        {koppeling ? <TabsTrigger value="koppeling" onPointerEnter={voorladen} onFocus={voorladen}>
            {t("koppeling")}
          </TabsTrigger> : null}
      </TabsList>
      <TabsContent value="edex" forceMount className="data-[state=inactive]:hidden">
        {getoond.has("edex") && (
          <Card>
            <CardContent>
              <EdexWizard admnr={admnr} />
            </CardContent>
          </Card>
        )}
      </TabsContent>
      <TabsContent value="spreadsheet" forceMount className="data-[state=inactive]:hidden">
        {getoond.has("spreadsheet") && (
          <Card>
            <CardContent>
              <LeerlingenImport admnr={admnr} huidig={huidig} />
            </CardContent>
          </Card>
        )}
      </TabsContent>
      {koppeling ? (
        <TabsContent value="koppeling">
          <Suspense fallback={null}>
            <ConnectorScherm admnr={admnr} magBeheren={koppeling.magBeheren} vestigingen={koppeling.vestigingen} groepen={koppeling.groepen ?? []} />
          </Suspense>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
