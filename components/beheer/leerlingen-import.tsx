"use client";

import { Download, FileCheck, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { UploadFormulier } from "@/components/beheer/import-upload";
import { uploadMetVoortgang } from "@/lib/client/upload";
import { useSchooljaren } from "@/components/beheer/schooljaren-data";
import { DataTable, type Column } from "@/components/kit/data-table";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { saveBlob } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { kolomSleutel, LEERLING_IMPORT_KOLOMMEN, voorbeeldCsv, type ImportKolom } from "@/lib/leerling-import";
import type { ImportAntwoord, ImportRij } from "@/lib/services/leerlingen";
import { cn } from "@/lib/utils";

/** Column header by field name and by normalised header ("sleutel" in row errors): the file's own words. */
const VELD_LABEL: Record<string, string> = Object.fromEntries(LEERLING_IMPORT_KOLOMMEN.flatMap((k) => [[k.veld, k.kop] as const, [kolomSleutel(k.kop), k.kop] as const]));

/** The column a row error is about ("rij 3.groep" → "Groep"), or null for the row as a whole. */
function foutKolom(path: string): string | null {
  const m = /^rij \d+\.(.+)$/.exec(path);
  return m ? (VELD_LABEL[m[1]!] ?? m[1]!) : null;
}

const ACTIE_BADGE: Record<ImportRij["actie"], "destructive" | "outline" | "default" | "secondary"> = { fout: "destructive", ongewijzigd: "outline", nieuw: "default", gewijzigd: "secondary" };

/** The example file with the expected headers, made in the browser (UTF-8 with BOM so Excel reads ë and ï). */
function downloadVoorbeeld() {
  saveBlob(new Blob(["\uFEFF", voorbeeldCsv()], { type: "text/csv;charset=utf-8" }), "leerlingen-voorbeeld.csv");
}

/**
 * Spreadsheet pupil import (POST /api/Leerlingen/Import): choose a file, see the server's preview
 * per row (new, changed, unchanged, errors), and import only when no row has an error.
 */
export function LeerlingenImport({ admnr, huidig }: { admnr: number; huidig: string }) {
  const t = useTranslations("beheer.import.spreadsheet");
  const tv = useTranslations("beheer.import.voortgang");
  const foutTekst = useFoutTekst();
  const jaarId = useId();
  const invoerRef = useRef<HTMLInputElement>(null);
  const { data: schooljaren = [] } = useSchooljaren(admnr);
  const jaren = schooljaren.length ? schooljaren.map((s) => s.schooljaar) : [huidig];
  const [schooljaar, setSchooljaar] = useState(huidig);
  const [bestand, setBestand] = useState<File | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const [voortgang, setVoortgang] = useState(0);
  const [voorbeeld, setVoorbeeld] = useState<ImportAntwoord | null>(null);
  const [resultaat, setResultaat] = useState<ImportAntwoord | null>(null);

  const importeer = (f: File, opslaan: boolean) => {
    setVoortgang(0);
    const form = new FormData();
    form.append("bestand", f);
    form.append("opslaan", String(opslaan));
    form.append("schooljaar", schooljaar);
    return uploadMetVoortgang<ImportAntwoord>("/api/Leerlingen/Import", admnr, form, setVoortgang);
  };
  const controleer = useApiMutation({
    mutationFn: (f: File) => importeer(f, false),
    toastError: false,
    onSuccess: (a) => {
      setVoorbeeld(a);
      if (a.rijen.length === 0) setFout(t("leeg"));
    },
    onError: (e) => setFout(foutTekst(e, t("controlerenMislukt"))),
  });
  const opslaan = useApiMutation({
    mutationFn: (f: File) => importeer(f, true),
    invalidate: [queryKeys.leerlingen(admnr), queryKeys.groepen(admnr)],
    success: (a) => t("opgeslagen", { nieuw: a.telling.nieuw, gewijzigd: a.telling.gewijzigd }),
    error: t("importerenMislukt"),
    onSuccess: (a) => {
      setResultaat(a);
      setVoorbeeld(null);
    },
    onError: (e) => setFout(foutTekst(e, t("importerenMislukt"))),
  });

  const opnieuw = () => {
    setBestand(null);
    setVoorbeeld(null);
    setResultaat(null);
    setFout(null);
    // The form comes back on the next render: put the focus on its file input.
    requestAnimationFrame(() => invoerRef.current?.focus());
  };

  const bezig = controleer.isPending || opslaan.isPending;
  const kanImporteren = !!voorbeeld && voorbeeld.telling.fout === 0 && voorbeeld.rijen.length > 0 && !bezig;

  return (
    <section className="space-y-5" aria-labelledby="spreadsheet-titel">
      <div>
        <h2 id="spreadsheet-titel" className="text-xl font-semibold">
          {t("titel")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("uitleg")}</p>
      </div>

      <Kolommen />

      {resultaat ? (
        <Resultaat resultaat={resultaat} onOpnieuw={opnieuw} />
      ) : (
        <UploadFormulier
          formulier={t("formulier")}
          label={t("bestand")}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          knop={t("controleren")}
          knopVariant={voorbeeld ? "outline" : "default"}
          inputRef={invoerRef}
          bestand={bestand}
          onBestand={(f) => {
            setFout(null);
            setVoorbeeld(null);
            setBestand(f);
          }}
          onVerstuur={() => {
            setFout(null);
            setVoorbeeld(null);
            if (!bestand) return setFout(t("kiesBestand"));
            controleer.mutate(bestand);
          }}
          fout={fout}
          bezig={bezig}
          voortgang={voortgang}
          verwerken={controleer.isPending ? tv("controleren", { bestand: bestand?.name ?? "" }) : t("bezigImporteren")}
        >
          <div className="grid gap-1">
            <Label htmlFor={jaarId}>{t("schooljaar")}</Label>
            <NativeSelect
              id={jaarId}
              value={schooljaar}
              onChange={(e) => {
                setSchooljaar(e.target.value);
                setVoorbeeld(null);
              }}
              wrapperClassName="w-44"
            >
              {(jaren.includes(schooljaar) ? jaren : [schooljaar, ...jaren]).map((j) => (
                <NativeSelectOption key={j} value={j}>
                  {j}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </UploadFormulier>
      )}

      {voorbeeld && voorbeeld.rijen.length > 0 && !resultaat && (
        <Voorbeeld
          key={`${bestand?.name}-${bestand?.lastModified}-${voorbeeld.schooljaar}`}
          voorbeeld={voorbeeld}
          kanImporteren={kanImporteren}
          bezig={opslaan.isPending}
          onImporteren={() => bestand && opslaan.mutate(bestand)}
        />
      )}
    </section>
  );
}

/** The columns the file may have, with what each means and the example file. */
function Kolommen() {
  const t = useTranslations("beheer.import.spreadsheet.kolommen");
  const kolommen = useMemo<Column<ImportKolom>[]>(
    () => [
      { accessorKey: "kop", header: t("kolom"), enableSorting: false, cell: ({ row }) => <span className="font-medium">{row.original.kop}</span> },
      { accessorKey: "verplicht", header: t("verplicht"), enableSorting: false, cell: ({ row }) => (row.original.verplicht ? t("ja") : t("nee")) },
      {
        id: "uitleg",
        header: t("uitlegKop"),
        enableSorting: false,
        cell: ({ row }) => <span className="block min-w-60 whitespace-normal">{t(`velden.${row.original.veld}`)}</span>,
      },
    ],
    [t],
  );
  return (
    <details className="space-y-2 rounded-md border p-3 text-sm" open>
      <summary className="cursor-pointer font-medium">{t("titel")}</summary>
      <p className="mt-2 text-muted-foreground">{t("uitleg")}</p>
      <DataTable label={t("label")} columns={kolommen} data={LEERLING_IMPORT_KOLOMMEN} getRowId={(k) => k.veld} urlKey={false} />
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={downloadVoorbeeld}>
        <Download aria-hidden className="size-4" />
        {t("voorbeeld")}
      </Button>
    </details>
  );
}

function Telling({ a }: { a: ImportAntwoord }) {
  const t = useTranslations("beheer.import.spreadsheet.telling");
  const items = [
    ["nieuw", a.telling.nieuw],
    ["gewijzigd", a.telling.gewijzigd],
    ["ongewijzigd", a.telling.ongewijzigd],
    ["fout", a.telling.fout],
    ["geplaatst", a.geplaatst],
    ["leerroutes", a.leerroutes],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-3">
      {items.map(([sleutel, n]) => (
        <div key={sleutel} className={cn("rounded-md border px-3 py-2", sleutel === "fout" && n > 0 && "border-destructive text-destructive")}>
          <dt className="text-xs text-muted-foreground">{t(sleutel)}</dt>
          <dd className="text-lg font-semibold">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function Voorbeeld({ voorbeeld, kanImporteren, bezig, onImporteren }: { voorbeeld: ImportAntwoord; kanImporteren: boolean; bezig: boolean; onImporteren: () => void }) {
  const t = useTranslations("beheer.import.spreadsheet.voorbeeld");
  const ti = useTranslations("beheer.import");
  const [alleenFouten, setAlleenFouten] = useState(voorbeeld.telling.fout > 0);
  const kopId = useId();
  const filterId = useId();
  const rijen = alleenFouten ? voorbeeld.rijen.filter((r) => r.actie === "fout") : voorbeeld.rijen;
  const kolommen = useMemo<Column<ImportRij>[]>(
    () => [
      { accessorKey: "rij", header: t("rij") },
      { accessorKey: "naam", header: t("naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam || "—"}</span> },
      { accessorKey: "sleutel", header: t("sleutel") },
      {
        accessorKey: "actie",
        header: t("resultaat"),
        cell: ({ row }) => <Badge variant={ACTIE_BADGE[row.original.actie]}>{ti(`status.${row.original.actie}`)}</Badge>,
      },
      {
        id: "verandert",
        header: t("verandert"),
        enableSorting: false,
        cell: ({ row }) => {
          const r = row.original;
          if (r.fouten.length > 0)
            return (
              <ul className="list-disc space-y-0.5 pl-4 whitespace-normal text-destructive">
                {r.fouten.map((f) => {
                  const kolom = foutKolom(f.path);
                  return <li key={`${f.path}-${f.message}`}>{kolom ? t("kolomFout", { kolom, melding: f.message }) : f.message}</li>;
                })}
              </ul>
            );
          if (r.wijzigingen.length > 0)
            return (
              <ul className="space-y-0.5 whitespace-normal">
                {r.wijzigingen.map((w) => (
                  <li key={w.veld}>{ti("wijziging", { veld: VELD_LABEL[w.veld] ?? w.veld, oud: w.oud ?? t("leeg"), nieuw: w.nieuw ?? t("leeg") })}</li>
                ))}
              </ul>
            );
          // A new pupil has nothing to compare with: what is set is the group and the route.
          if (r.actie === "nieuw")
            return (
              <ul className="space-y-0.5 whitespace-normal">
                <li>{r.groep ? t("nieuwInGroep", { groep: r.groep }) : t("nieuw")}</li>
                {r.leerroute && <li>{t("nieuwLeerroute", { leerroute: r.leerroute })}</li>}
              </ul>
            );
          return <span className="text-muted-foreground">{t("geenWijzigingen")}</span>;
        },
      },
    ],
    [t, ti],
  );

  return (
    <div className="space-y-4" role="region" aria-labelledby={kopId}>
      <h3 id={kopId} className="text-lg font-medium">
        {t("titel")}
      </h3>
      <Telling a={voorbeeld} />
      {voorbeeld.telling.fout > 0 ? (
        <p className="text-sm text-destructive">{t("fouten", { aantal: voorbeeld.telling.fout })}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("geenFouten")}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {voorbeeld.telling.fout > 0 && (
          <div className="flex items-center gap-2 text-sm">
            <Checkbox id={filterId} checked={alleenFouten} onCheckedChange={(v) => setAlleenFouten(v === true)} />
            <Label htmlFor={filterId} className="font-normal">
              {t("alleenFouten")}
            </Label>
          </div>
        )}
        <Button type="button" onClick={onImporteren} disabled={!kanImporteren}>
          {bezig ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <FileCheck aria-hidden className="size-4" />}
          {t("importeren")}
        </Button>
      </div>
      <DataTable
        // A new filter starts the table at its first page.
        key={String(alleenFouten)}
        label={t("label")}
        columns={kolommen}
        data={rijen}
        getRowId={(r) => String(r.rij)}
        urlKey={false}
        search={{ label: t("zoeken"), text: (r) => `${r.naam} ${r.sleutel ?? ""}` }}
        toolbar={<span className="text-sm text-muted-foreground">{t("aantal", { aantal: rijen.length })}</span>}
      />
    </div>
  );
}

function Resultaat({ resultaat, onOpnieuw }: { resultaat: ImportAntwoord; onOpnieuw: () => void }) {
  const t = useTranslations("beheer.import");
  return (
    <div className="space-y-3 rounded-md border border-primary p-4" role="status">
      <h3 className="text-lg font-medium">{t("spreadsheet.resultaat.titel")}</h3>
      <Telling a={resultaat} />
      <p className="text-sm text-muted-foreground">{t("spreadsheet.resultaat.bijgewerkt")}</p>
      <Button type="button" variant="outline" onClick={onOpnieuw}>
        {t("opnieuw")}
      </Button>
    </div>
  );
}
