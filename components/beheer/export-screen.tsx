"use client";

import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useSchooljaren } from "@/components/beheer/schooljaren-screen";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import type { SchooljaarView } from "@/lib/services/schooljaren";
import { vandaagIso } from "@/lib/schooljaar";

/** Lists the Leerlingen/Export call can make (the filters of the pupil list). */
const LIJSTEN = [
  { filter: "Alle", label: "Alle leerlingen" },
  { filter: "Actief", label: "Actieve leerlingen" },
  { filter: "Inactief", label: "Inactieve leerlingen" },
  { filter: "GeenKlastoewijzing", label: "Leerlingen zonder klas" },
] as const;

/**
 * Exports behind the Export guard (spec §6: Leerlingen manage, read of evaluations, the export
 * licence and the Api area). Offered: the pupils of a school year as xlsx via
 * GET /api/Leerlingen/Export/{schooljaar}/{filter}, and the VVE results of a period.
 */
export function ExportScreen({ admnr, huidig }: { admnr: number; huidig: string }) {
  const { data: schooljaren = [] } = useSchooljaren(admnr);
  const jaren = schooljaren.length ? schooljaren.map((s) => s.schooljaar) : [huidig];
  const [schooljaar, setSchooljaar] = useState(jaren.includes(huidig) ? huidig : jaren[0]!);
  const [filter, setFilter] = useState<(typeof LIJSTEN)[number]["filter"]>("Alle");
  const jaarId = useId();
  const lijstId = useId();
  const download = useMutation({
    mutationFn: () => api.download(`/api/Leerlingen/Export/${schooljaar}/${filter}`, { administratieNr: admnr, fallbackFilename: `leerlingen-${schooljaar}.xlsx` }),
    onSuccess: (r) => r.filename && toast.success(`${r.filename} is gedownload.`),
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Exporteren is niet gelukt."),
  });

  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Exporteren</h1>
        <p className="text-sm text-muted-foreground">Gegevens van de administratie downloaden als Excel-bestand.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Leerlingen van een schooljaar</CardTitle>
          <CardDescription>Naam, geboortedatum, leeftijd, groep en vestiging van de gekozen leerlingen (.xlsx).</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            aria-label="Leerlingen van een schooljaar"
            className="flex flex-wrap items-end gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              download.mutate();
            }}
          >
            <div className="space-y-1">
              <Label htmlFor={jaarId}>Schooljaar</Label>
              <NativeSelect id={jaarId} value={schooljaar} onChange={(e) => setSchooljaar(e.target.value)} wrapperClassName="w-44">
                {jaren.map((j) => (
                  <option key={j} value={j}>
                    {j}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor={lijstId}>Lijst</Label>
              <NativeSelect id={lijstId} value={filter} onChange={(e) => setFilter(e.target.value as typeof filter)} wrapperClassName="w-60">
                {LIJSTEN.map((l) => (
                  <option key={l.filter} value={l.filter}>
                    {l.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={download.isPending}>
              {download.isPending ? <Spinner label="Bezig met exporteren…" /> : <Download aria-hidden className="size-4" />}
              Downloaden (.xlsx)
            </Button>
          </form>
        </CardContent>
      </Card>
      <VveExport admnr={admnr} jaren={schooljaren} huidig={jaren.includes(huidig) ? huidig : jaren[0]!} />
    </section>
  );
}

/** The period of a school year that holds today, else its last one. */
function standaardPeriode(perioden: readonly { nummer: number; ingangsdatum: string; einddatum: string }[]): number | undefined {
  const vandaag = vandaagIso();
  return (perioden.find((p) => p.ingangsdatum <= vandaag && vandaag <= p.einddatum) ?? perioden.at(-1))?.nummer;
}

/** GET /api/Observaties/Export/VveResultaten/{schooljaar}/{periode}: the evaluations of one period per pupil and domain. */
function VveExport({ admnr, jaren, huidig }: { admnr: number; jaren: readonly SchooljaarView[]; huidig: string }) {
  const [schooljaar, setSchooljaar] = useState(huidig);
  const perioden = jaren.find((j) => j.schooljaar === schooljaar)?.perioden ?? [];
  const [gekozen, setPeriode] = useState<number | undefined>(undefined);
  const periode = gekozen !== undefined && perioden.some((p) => p.nummer === gekozen) ? gekozen : standaardPeriode(perioden);
  const jaarId = useId();
  const periodeId = useId();
  const download = useMutation({
    mutationFn: () =>
      api.download(`/api/Observaties/Export/VveResultaten/${schooljaar}/${periode}`, {
        administratieNr: admnr,
        fallbackFilename: `vve-resultaten-${schooljaar}-periode-${periode}.xlsx`,
      }),
    onSuccess: (r) => r.filename && toast.success(`${r.filename} is gedownload.`),
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Exporteren is niet gelukt."),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">VVE-resultaten van een periode</CardTitle>
        <CardDescription>
          Per leerling, leerroutepakket en domein: hoeveel indicatoren in de periode zijn beoordeeld, beheerst, gedeeltelijk en niet beheerst, het
          beheersingspercentage en het hoogste beheerste niveau (.xlsx).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {jaren.length === 0 ? (
          <p className="text-sm text-muted-foreground">Er zijn nog geen schooljaren met perioden.</p>
        ) : (
          <form
            aria-label="VVE-resultaten van een periode"
            className="flex flex-wrap items-end gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (periode !== undefined) download.mutate();
            }}
          >
            <div className="space-y-1">
              <Label htmlFor={jaarId}>Schooljaar</Label>
              <NativeSelect id={jaarId} value={schooljaar} onChange={(e) => setSchooljaar(e.target.value)} wrapperClassName="w-44">
                {jaren.map((j) => (
                  <option key={j.schooljaar} value={j.schooljaar}>
                    {j.schooljaar}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor={periodeId}>Periode</Label>
              <NativeSelect id={periodeId} value={periode ?? ""} onChange={(e) => setPeriode(Number(e.target.value))} wrapperClassName="w-60" disabled={perioden.length === 0}>
                {perioden.length === 0 && <option value="">Geen perioden</option>}
                {perioden.map((p) => (
                  <option key={p.nummer} value={p.nummer}>
                    Periode {p.nummer} ({formatDatum(p.ingangsdatum)} – {formatDatum(p.einddatum)})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={download.isPending || periode === undefined}>
              {download.isPending ? <Spinner label="Bezig met exporteren…" /> : <Download aria-hidden className="size-4" />}
              Downloaden (.xlsx)
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
