"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, FileCheck, Loader2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSchooljaren } from "@/components/beheer/schooljaren-screen";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError, saveBlob } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { kolomSleutel, LEERLING_IMPORT_KOLOMMEN, voorbeeldCsv } from "@/lib/leerling-import";
import type { ImportAntwoord, ImportRij } from "@/lib/services/leerlingen";

/** Preview rows per page. */
const PAGINA = 50;

const ACTIE_LABEL: Record<ImportRij["actie"], string> = { nieuw: "Nieuw", gewijzigd: "Gewijzigd", ongewijzigd: "Ongewijzigd", fout: "Fout" };
/** Column header by field name and by normalised header ("sleutel" in row errors). */
const VELD_LABEL: Record<string, string> = Object.fromEntries(LEERLING_IMPORT_KOLOMMEN.flatMap((k) => [[k.veld, k.kop] as const, [kolomSleutel(k.kop), k.kop] as const]));

/** The column a row error is about ("rij 3.groep" → "Groep"), or null for the row as a whole. */
function foutKolom(path: string): string | null {
  const m = /^rij \d+\.(.+)$/.exec(path);
  return m ? (VELD_LABEL[m[1]!] ?? m[1]!) : null;
}

function importeer(admnr: number, bestand: File, opslaan: boolean, schooljaar: string) {
  const form = new FormData();
  form.append("bestand", bestand);
  form.append("opslaan", String(opslaan));
  form.append("schooljaar", schooljaar);
  return api.post<ImportAntwoord>("/api/Leerlingen/Import", form, { administratieNr: admnr }).then((r) => r.data!);
}

/** The example file with the expected headers, made in the browser (UTF-8 with BOM so Excel reads ë and ï). */
function downloadVoorbeeld() {
  saveBlob(new Blob(["\uFEFF", voorbeeldCsv()], { type: "text/csv;charset=utf-8" }), "leerlingen-voorbeeld.csv");
}

/**
 * Spreadsheet pupil import (POST /api/Leerlingen/Import): choose a file, see the server's preview
 * per row (new, changed, unchanged, errors), and import only when no row has an error.
 */
export function LeerlingenImport({ admnr, huidig }: { admnr: number; huidig: string }) {
  const qc = useQueryClient();
  const inputId = useId();
  const jaarId = useId();
  const foutId = useId();
  const kolommenId = useId();
  const invoerRef = useRef<HTMLInputElement>(null);
  const { data: schooljaren = [] } = useSchooljaren(admnr);
  const jaren = schooljaren.length ? schooljaren.map((s) => s.schooljaar) : [huidig];
  const [schooljaar, setSchooljaar] = useState(huidig);
  const [bestand, setBestand] = useState<File | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const [voorbeeld, setVoorbeeld] = useState<ImportAntwoord | null>(null);
  const [resultaat, setResultaat] = useState<ImportAntwoord | null>(null);

  const controleer = useMutation({
    mutationFn: (f: File) => importeer(admnr, f, false, schooljaar),
    onSuccess: (a) => {
      setVoorbeeld(a);
      if (a.rijen.length === 0) setFout("Het bestand bevat geen leerlingen onder de kopregel.");
    },
    onError: (e) => setFout(e instanceof ApiError ? e.message : "Controleren is niet gelukt."),
  });
  const opslaan = useMutation({
    mutationFn: (f: File) => importeer(admnr, f, true, schooljaar),
    onSuccess: (a) => {
      setResultaat(a);
      setVoorbeeld(null);
      toast.success(`De import is opgeslagen: ${a.telling.nieuw} nieuw, ${a.telling.gewijzigd} gewijzigd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.groepen(admnr) });
    },
    onError: (e) => {
      const tekst = e instanceof ApiError ? e.message : "Importeren is niet gelukt.";
      setFout(tekst);
      toast.error(tekst);
    },
  });

  const opnieuw = () => {
    setBestand(null);
    setVoorbeeld(null);
    setResultaat(null);
    setFout(null);
    if (invoerRef.current) {
      invoerRef.current.value = "";
      invoerRef.current.focus();
    }
  };

  const bezig = controleer.isPending || opslaan.isPending;
  const kanImporteren = !!voorbeeld && voorbeeld.telling.fout === 0 && voorbeeld.rijen.length > 0 && !bezig;

  return (
    <section className="space-y-5" aria-labelledby="spreadsheet-titel">
      <div>
        <h2 id="spreadsheet-titel" className="text-xl font-semibold">
          Leerlingen uit een spreadsheet (.xlsx of .csv)
        </h2>
        <p className="text-sm text-muted-foreground">
          Voeg leerlingen toe of werk ze bij vanuit een Excel- of CSV-bestand. U ziet eerst per rij wat er verandert; er wordt pas iets opgeslagen als geen enkele rij een fout bevat.
        </p>
      </div>

      <details className="rounded-md border p-3 text-sm" open>
        <summary className="cursor-pointer font-medium">Verwachte kolommen</summary>
        <p className="mt-2 text-muted-foreground">
          De eerste rij noemt de kolommen (hoofdletters en spaties tellen niet); de volgorde is vrij. Rijen worden op Sleutel herkend. Bij CSV mag het scheidingsteken een puntkomma of komma zijn.
        </p>
        <Table aria-labelledby={kolommenId} className="mt-2">
          <caption id={kolommenId} className="sr-only">
            Kolommen van het importbestand
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead>Kolom</TableHead>
              <TableHead>Verplicht</TableHead>
              <TableHead>Uitleg</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {LEERLING_IMPORT_KOLOMMEN.map((k) => (
              <TableRow key={k.kop}>
                <TableCell className="font-medium">{k.kop}</TableCell>
                <TableCell>{k.verplicht ? "ja" : "nee"}</TableCell>
                <TableCell className="whitespace-normal">{k.uitleg}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={downloadVoorbeeld}>
          <Download aria-hidden className="size-4" />
          Voorbeeldbestand downloaden (.csv)
        </Button>
      </details>

      {resultaat ? (
        <Resultaat resultaat={resultaat} onOpnieuw={opnieuw} />
      ) : (
        <form
          className="space-y-4"
          aria-label="Spreadsheet controleren"
          onSubmit={(e) => {
            e.preventDefault();
            setFout(null);
            setVoorbeeld(null);
            if (!bestand) return setFout("Kies een .xlsx- of .csv-bestand.");
            controleer.mutate(bestand);
          }}
        >
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1">
              <Label htmlFor={inputId}>Spreadsheetbestand (.xlsx of .csv)</Label>
              <Input
                ref={invoerRef}
                id={inputId}
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-invalid={fout && !voorbeeld ? true : undefined}
                aria-describedby={fout ? foutId : undefined}
                className="w-80"
                onChange={(e) => {
                  setFout(null);
                  setVoorbeeld(null);
                  setBestand(e.target.files?.[0] ?? null);
                }}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={jaarId}>Schooljaar van de kolom Groep</Label>
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
            <Button type="submit" variant={voorbeeld ? "outline" : "default"} disabled={bezig}>
              <Upload aria-hidden className="size-4" />
              Bestand controleren
            </Button>
          </div>
          {bezig && (
            <p className="flex items-center gap-2 text-sm" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
              {controleer.isPending ? `${bestand?.name ?? "Het bestand"} wordt geüpload en gecontroleerd…` : "De leerlingen worden geïmporteerd…"}
            </p>
          )}
          {fout && (
            <p id={foutId} role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
              {fout}
            </p>
          )}
        </form>
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

function Telling({ a }: { a: ImportAntwoord }) {
  const items = [
    ["Nieuw", a.telling.nieuw],
    ["Gewijzigd", a.telling.gewijzigd],
    ["Ongewijzigd", a.telling.ongewijzigd],
    ["Met fouten", a.telling.fout],
    ["In een groep geplaatst", a.geplaatst],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-3">
      {items.map(([label, n]) => (
        <div key={label} className={`rounded-md border px-3 py-2 ${label === "Met fouten" && n > 0 ? "border-destructive text-destructive" : ""}`}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function Voorbeeld({ voorbeeld, kanImporteren, bezig, onImporteren }: { voorbeeld: ImportAntwoord; kanImporteren: boolean; bezig: boolean; onImporteren: () => void }) {
  const [alleenFouten, setAlleenFouten] = useState(voorbeeld.telling.fout > 0);
  const [pagina, setPagina] = useState(1);
  const kopId = useId();
  const rijen = alleenFouten ? voorbeeld.rijen.filter((r) => r.actie === "fout") : voorbeeld.rijen;
  const paginas = Math.max(1, Math.ceil(rijen.length / PAGINA));
  const huidige = Math.min(pagina, paginas);
  const zichtbaar = rijen.slice((huidige - 1) * PAGINA, huidige * PAGINA);
  const van = (huidige - 1) * PAGINA + 1;

  return (
    <div className="space-y-4" role="region" aria-labelledby={kopId}>
      <h3 id={kopId} className="text-lg font-medium">
        Voorbeeld van de import
      </h3>
      <Telling a={voorbeeld} />
      {voorbeeld.telling.fout > 0 ? (
        <p className="text-sm text-destructive">
          {voorbeeld.telling.fout === 1 ? "1 rij bevat" : `${voorbeeld.telling.fout} rijen bevatten`} fouten. Verbeter het bestand en controleer het opnieuw; zolang er fouten zijn wordt er niets geïmporteerd.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Geen fouten gevonden. Controleer de wijzigingen en kies Importeren.</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {voorbeeld.telling.fout > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={alleenFouten}
              onCheckedChange={(v) => {
                setAlleenFouten(v === true);
                setPagina(1);
              }}
            />
            Alleen rijen met fouten tonen
          </label>
        )}
        <Button type="button" onClick={onImporteren} disabled={!kanImporteren}>
          {bezig ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <FileCheck aria-hidden className="size-4" />}
          Importeren
        </Button>
      </div>
      <Table aria-label="Voorbeeld per rij">
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">Rij</TableHead>
            <TableHead>Leerling</TableHead>
            <TableHead>Sleutel</TableHead>
            <TableHead>Resultaat</TableHead>
            <TableHead>Wat er verandert</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {zichtbaar.map((r) => (
            <TableRow key={r.rij} data-actie={r.actie}>
              <TableCell>{r.rij}</TableCell>
              <TableCell className="font-medium">{r.naam || "—"}</TableCell>
              <TableCell>{r.sleutel ?? ""}</TableCell>
              <TableCell>
                <Badge variant={r.actie === "fout" ? "destructive" : r.actie === "ongewijzigd" ? "outline" : r.actie === "nieuw" ? "default" : "secondary"}>{ACTIE_LABEL[r.actie]}</Badge>
              </TableCell>
              <TableCell className="whitespace-normal">
                {r.fouten.length > 0 ? (
                  <ul className="list-disc space-y-0.5 pl-4 text-destructive">
                    {r.fouten.map((f) => (
                      <li key={`${f.path}-${f.message}`}>
                        {foutKolom(f.path) ? `${foutKolom(f.path)}: ` : ""}
                        {f.message}
                      </li>
                    ))}
                  </ul>
                ) : r.wijzigingen.length > 0 ? (
                  <ul className="space-y-0.5">
                    {r.wijzigingen.map((w) => (
                      <li key={w.veld}>
                        {VELD_LABEL[w.veld] ?? w.veld}: {w.oud ?? "leeg"} → {w.nieuw ?? "leeg"}
                      </li>
                    ))}
                  </ul>
                ) : r.actie === "nieuw" ? (
                  r.groep ? `Nieuwe leerling in ${r.groep}` : "Nieuwe leerling"
                ) : (
                  <span className="text-muted-foreground">Geen wijzigingen</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Paginering voorbeeld" className="flex flex-wrap items-center gap-3">
        {paginas > 1 && (
          <Button type="button" variant="outline" size="sm" disabled={huidige <= 1} onClick={() => setPagina(huidige - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            Vorige rijen
          </Button>
        )}
        <span className="text-sm">{zichtbaar.length ? `${van}–${van + zichtbaar.length - 1} van ${rijen.length}` : `0 van ${rijen.length}`}</span>
        {paginas > 1 && (
          <Button type="button" variant="outline" size="sm" disabled={huidige >= paginas} onClick={() => setPagina(huidige + 1)}>
            Volgende rijen
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        )}
      </nav>
    </div>
  );
}

function Resultaat({ resultaat, onOpnieuw }: { resultaat: ImportAntwoord; onOpnieuw: () => void }) {
  return (
    <div className="space-y-3 rounded-md border border-primary p-4" role="status">
      <h3 className="text-lg font-medium">
        Import opgeslagen
      </h3>
      <Telling a={resultaat} />
      <p className="text-sm text-muted-foreground">De leerlingenlijsten zijn bijgewerkt.</p>
      <Button type="button" variant="outline" onClick={onOpnieuw}>
        Nog een bestand importeren
      </Button>
    </div>
  );
}
