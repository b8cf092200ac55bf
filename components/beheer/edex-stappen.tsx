"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import type { ImportEdexAntwoord, OpslaanAntwoord, Telling } from "@/lib/services/edex";
import { useEdexKeuzes, useEdexOpslaan, useEdexUpload, useEdexVoorbeeld, type EdexStapDef } from "./edex-gegevens";
import { Afgekeurd, Categorie, STATUSSEN } from "./import-keuzes";
import { UploadFormulier, Voortgang } from "./import-upload";

/* The EDEX wizard's steps as the user sees them: the file, one choice, saving (the calls are in edex-gegevens.ts). */

export function UploadStap({ admnr, onKlaar }: { admnr: number; onKlaar: (u: ImportEdexAntwoord) => void }) {
  const t = useTranslations("beheer.import");
  const [bestand, setBestand] = useState<File | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const voorbeeld = useEdexVoorbeeld(admnr);
  const { upload, voortgang } = useEdexUpload(admnr, onKlaar, setFout);
  return (
    <div className="space-y-4">
      <div className="rounded-md border p-3 text-sm">
        <p>{t("edex.upload.voorbeeldUitleg")}</p>
        <Button type="button" variant="outline" size="sm" className="mt-2" disabled={voorbeeld.isPending} aria-busy={voorbeeld.isPending} onClick={() => voorbeeld.mutate()}>
          <Download aria-hidden className="size-4" />
          {t("edex.upload.voorbeeld")}
        </Button>
      </div>
      <UploadFormulier
        formulier={t("edex.upload.formulier")}
        label={t("edex.upload.bestand")}
        accept=".xml,application/xml,text/xml"
        knop={t("edex.upload.knop")}
        bestand={bestand}
        onBestand={(f) => {
          setFout(null);
          setBestand(f);
        }}
        onVerstuur={() => {
          setFout(null);
          if (!bestand) return setFout(t("edex.upload.kiesBestand"));
          upload.mutate(bestand);
        }}
        fout={fout}
        bezig={upload.isPending}
        voortgang={voortgang}
        verwerken={t("voortgang.controleren", { bestand: bestand?.name ?? "" })}
      />
    </div>
  );
}

export function KiesStap({
  admnr,
  upload,
  def,
  onTerug,
  onVerder,
}: {
  admnr: number;
  upload: ImportEdexAntwoord;
  def: EdexStapDef;
  onTerug: () => void;
  onVerder: () => void;
}) {
  const t = useTranslations("beheer.import");
  const foutTekst = useFoutTekst();
  const { query, gekozen, setKeuze, bevestig } = useEdexKeuzes(admnr, upload.importId, def, onVerder);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t(`edex.stappen.${def.stap}.uitleg`)}</p>
      {query.isPending ? (
        <Voortgang label={t("edex.kies.vergelijken")} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {foutTekst(query.error, t("edex.kies.vergelijkingMislukt"))}
        </p>
      ) : (query.data?.items.length ?? 0) === 0 ? (
        <EmptyState title={t("edex.kies.geenItems")} />
      ) : (
        <>
          <Afgekeurd stap={t(`edex.stappen.${def.stap}.titel`)} items={query.data!.items.filter((i) => i.pad !== null)} />
          {STATUSSEN.map((status) => (
            <Categorie
              key={status}
              stap={t(`edex.stappen.${def.stap}.titel`)}
              status={status}
              items={query.data!.items.filter((i) => i.status === status && i.pad === null)}
              gekozen={gekozen}
              onChange={setKeuze}
            />
          ))}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTerug}>
          {t("vorige")}
        </Button>
        <Button type="button" disabled={!query.data || bevestig.isPending} onClick={() => bevestig.mutate()}>
          {t("volgende")}
        </Button>
      </div>
    </div>
  );
}

const SOORTEN = ["vestigingen", "groepen", "leerlingen", "toewijzingen", "medewerkers"] as const satisfies readonly (keyof OpslaanAntwoord)[];
const TELLINGEN = ["aangemaakt", "bijgewerkt", "ongewijzigd", "overgeslagen"] as const satisfies readonly (keyof Telling)[];
type ResultaatRij = Telling & { soort: (typeof SOORTEN)[number] };

export function OpslaanStap({
  admnr,
  upload,
  resultaat,
  onResultaat,
  onTerug,
  onOpnieuw,
}: {
  admnr: number;
  upload: ImportEdexAntwoord;
  resultaat: OpslaanAntwoord | null;
  onResultaat: (r: OpslaanAntwoord) => void;
  onTerug: () => void;
  onOpnieuw: () => void;
}) {
  const t = useTranslations("beheer.import");
  const { opslaan, samenvatting } = useEdexOpslaan(admnr, upload.importId, onResultaat);
  const kolommen = useMemo<Column<ResultaatRij>[]>(
    () => [
      { accessorKey: "soort", header: t("edex.opslaan.soort"), enableSorting: false, cell: ({ row }) => <span className="font-medium">{t(`edex.opslaan.soorten.${row.original.soort}`)}</span> },
      ...TELLINGEN.map<Column<ResultaatRij>>((k) => ({
        accessorKey: k,
        header: t(`edex.opslaan.tellingen.${k}`),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original[k]}</span>,
      })),
    ],
    [t],
  );
  if (resultaat)
    return (
      <div className="space-y-3">
        <p role="status">{t("edex.opslaan.resultaat", { bestand: upload.bestandsnaam, schooljaar: resultaat.schooljaar })}</p>
        {resultaat.medewerkersZonderEmail > 0 && <p className="text-sm">{t("edex.opslaan.zonderEmail", { aantal: resultaat.medewerkersZonderEmail })}</p>}
        <p className="text-sm">{t("edex.opslaan.overgeslagen", { aantal: resultaat.overgeslagen.length })}</p>
        <DataTable
          label={t("edex.opslaan.resultaatLabel")}
          columns={kolommen}
          data={SOORTEN.map((soort) => ({ soort, ...resultaat[soort] }))}
          getRowId={(r) => r.soort}
          urlKey={false}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={samenvatting.isPending} aria-busy={samenvatting.isPending} onClick={() => samenvatting.mutate()}>
            <Download aria-hidden className="size-4" />
            {t("edex.opslaan.samenvatting")}
          </Button>
          <Button type="button" variant="outline" onClick={onOpnieuw}>
            {t("opnieuw")}
          </Button>
        </div>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">{t.rich("edex.opslaan.uitleg", { bestand: upload.bestandsnaam, schooljaar: upload.schooljaar, b: (c) => <strong>{c}</strong> })}</p>
      {opslaan.isPending && <Voortgang label={t("edex.opslaan.bezig")} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTerug} disabled={opslaan.isPending}>
          {t("vorige")}
        </Button>
        <Button type="button" onClick={() => opslaan.mutate()} disabled={opslaan.isPending}>
          {t("edex.opslaan.knop")}
        </Button>
      </div>
    </div>
  );
}
