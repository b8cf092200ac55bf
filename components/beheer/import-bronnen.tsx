"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EdexWizard } from "@/components/beheer/edex-wizard";
import { LeerlingenImport } from "@/components/beheer/leerlingen-import";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export type ImportBron = "edex" | "spreadsheet";

/**
 * The two importers of /beheer/import as tabs: the EDEX wizard and the spreadsheet pupil import.
 * Both stay mounted (a half-done wizard survives a look at the other tab); the choice is kept in
 * the address as ?bron= so a link can open the spreadsheet import directly.
 */
export function ImportBronnen({ admnr, huidig, bron }: { admnr: number; huidig: string; bron: ImportBron }) {
  const t = useTranslations("beheer.import.bronnen");
  const [actief, setActief] = useState<ImportBron>(bron);
  return (
    <Tabs
      value={actief}
      onValueChange={(v) => {
        const b = v === "spreadsheet" ? "spreadsheet" : "edex";
        setActief(b);
        const url = new URL(window.location.href);
        if (b === "edex") url.searchParams.delete("bron");
        else url.searchParams.set("bron", b);
        window.history.replaceState(null, "", url);
      }}
    >
      <TabsList aria-label={t("label")}>
        <TabsTrigger value="edex">{t("edex")}</TabsTrigger>
        <TabsTrigger value="spreadsheet">{t("spreadsheet")}</TabsTrigger>
      </TabsList>
      <TabsContent value="edex" forceMount className="data-[state=inactive]:hidden">
        <Card>
          <CardContent>
            <EdexWizard admnr={admnr} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="spreadsheet" forceMount className="data-[state=inactive]:hidden">
        <Card>
          <CardContent>
            <LeerlingenImport admnr={admnr} huidig={huidig} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
