"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Categorie, Voortgang } from "@/components/beheer/edex-wizard";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { formatDatum, formatDatumTijd } from "@/lib/format";
import { downloadLog, useImportOpslaan, useImportStaat, useLogs, useReview, type Logs, type Opslag } from "./connector-scherm-data";
import { useImportVolgen, useReviewKeuze } from "./connector-scherm-state";

/** Importing (connector-scherm.tsx): queue an import and follow it, review and save it (the EDEX wizard's tables), and the logs. */
export function ImportSectie({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.connector.import");
  const { importId, fout, uitkomst, setUitkomst, volledig, setVolledig, wachtrij } = useImportVolgen(admnr);
  const volledigId = useId();
  const s = useImportStaat(admnr, importId).data;
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => wachtrij("Leerlingen")}>
          {t("leerlingen")}
        </Button>
        <Button type="button" variant="outline" onClick={() => wachtrij("Medewerkers")}>
          {t("medewerkers")}
        </Button>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Checkbox id={volledigId} checked={volledig} onCheckedChange={(c) => setVolledig(c === true)} />
        <Label htmlFor={volledigId} className="font-normal">
          {t("volledig")}
        </Label>
      </div>
      {fout ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      {s && s.status !== "Voltooid" ? (
        <div className="mt-4">
          {s.status === "Mislukt" ? (
            <p role="alert" className="text-sm text-destructive">
              {t("mislukt", { reden: s.foutmelding ?? "" })}
            </p>
          ) : (
            <Voortgang label={t("voortgang", { stap: s.stap ?? t(`status.${s.status}`), id: s.id })} waarde={s.voortgang / 100} />
          )}
          {s.status === "Wachtrij" && s.foutmelding ? <p className="mt-2 text-sm text-muted-foreground">{t("opnieuw", { reden: s.foutmelding })}</p> : null}
        </div>
      ) : null}
      {s?.status === "Voltooid" && s.volledig !== null ? (
        <p className="mt-3 text-sm text-muted-foreground">{s.volledig ? t("wasVolledig") : t("wasIncrementeel", { datum: formatDatumTijd(s.sinds!) })}</p>
      ) : null}
      {s?.status === "Voltooid" && !uitkomst ? <Controle key={s.id} admnr={admnr} importId={s.id} onOpgeslagen={setUitkomst} /> : null}
      {uitkomst ? (
        <p role="status" className="mt-4 text-sm font-medium">
          {t("opgeslagen", { nieuw: uitkomst.aangemaakt, bijgewerkt: uitkomst.bijgewerkt, ongewijzigd: uitkomst.ongewijzigd, overgeslagen: uitkomst.overgeslagen })}
        </p>
      ) : null}
    </SectionCard>
  );
}

/** The review of a finished import: new, changed and unchanged records to tick, then save. */
function Controle({ admnr, importId, onOpgeslagen }: { admnr: number; importId: number; onOpgeslagen: (o: Opslag) => void }) {
  const t = useTranslations("beheer.connector.import");
  const foutTekst = useFoutTekst();
  const review = useReview(admnr, importId);
  const opslaan = useImportOpslaan(admnr, importId);
  const { gekozen, setKeuze } = useReviewKeuze(review.data);
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  if (review.isPending) return <Voortgang label={t("vergelijken")} />;
  if (review.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-destructive">
        {foutTekst(review.error)}
      </p>
    );
  const soort = t(`soort.${review.data.soort}`);
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-medium">{t("controle", { id: importId })}</h3>
      <p className="text-sm text-muted-foreground">{t("controleUitleg")}</p>
      {review.data.items.length === 0 ? <EmptyState title={t("niets")} /> : (["nieuw", "gewijzigd", "ongewijzigd"] as const).map((status) => <Categorie key={status} stap={soort} status={status} items={review.data.items.filter((i) => i.status === status)} gekozen={gekozen} onChange={setKeuze} />)}
      {fout ? (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      <Button
        type="button"
        disabled={bezig}
        onClick={async () => {
          setBezig(true);
          setFout(null);
          try {
            onOpgeslagen(await opslaan([...gekozen]));
          } catch (e) {
            setFout(foutTekst(e));
          } finally {
            setBezig(false);
          }
        }}
      >
        {bezig ? t("opslaanBezig") : t("opslaan", { aantal: gekozen.size })}
      </Button>
    </div>
  );
}

/** The logs of the last imports, each to download. */
export function LogSectie({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.connector.logs");
  const { data, isError } = useLogs(admnr);
  const kolommen = useMemo<Column<Logs["items"][number]>[]>(
    () => [
      { accessorKey: "id", header: t("import") },
      { id: "soort", header: t("soort"), enableSorting: false, cell: ({ row }) => row.original.soort },
      { id: "status", header: t("status"), enableSorting: false, cell: ({ row }) => row.original.status },
      { id: "datum", header: t("datum"), enableSorting: false, cell: ({ row }) => formatDatum(row.original.createdAt.slice(0, 10)) },
      { id: "regels", header: t("regels"), enableSorting: false, cell: ({ row }) => t("regelsTekst", { regels: row.original.regels, fouten: row.original.fouten }) },
      {
        id: "download",
        header: t("logbestand"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => downloadLog(admnr, row.original.id)}>
            {t("downloaden", { id: row.original.id })}
          </Button>
        ),
      },
    ],
    [t, admnr],
  );
  return (
    <SectionCard title={t("titel")}>
      <DataTable label={t("titel")} columns={kolommen} data={data?.items} getRowId={(r) => String(r.id)} urlKey="log" error={isError ? t("ladenMislukt") : undefined} empty={<EmptyState title={t("leeg")} />} />
    </SectionCard>
  );
}
