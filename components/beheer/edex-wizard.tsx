"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Upload } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError, buildUrl, readCookie } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { cn } from "@/lib/utils";
import type { EdexStap, ImportEdexAntwoord, ItemStatus, OpslaanAntwoord, StapAntwoord, StapItem, Telling } from "@/lib/services/edex";

const STAPPEN: { stap: EdexStap; pad: string; titel: string; uitleg: string }[] = [
  { stap: "vestigingen", pad: "KiesVestigingen", titel: "Vestigingen", uitleg: "Vestigingen worden op naam vergeleken." },
  { stap: "klassen", pad: "KiesKlassen", titel: "Klassen", uitleg: "Groepen uit het bestand, per vestiging op naam vergeleken in het schooljaar." },
  { stap: "onderwijsgroepen", pad: "KiesOnderwijsgroepen", titel: "Onderwijsgroepen", uitleg: "Samengestelde groepen (bijvoorbeeld lees- of rekengroepen)." },
  { stap: "leerlingen", pad: "KiesLeerlingen", titel: "Leerlingen", uitleg: "Leerlingen worden gevonden op hun sleutel uit het bestand, daarna op eckid. Het BSN wordt nooit overgenomen." },
  { stap: "toewijzingen", pad: "KiesLeerlingtoewijzingen", titel: "Toewijzingen", uitleg: "In welke groep elke leerling komt; een gewijzigde klas beëindigt de huidige klas." },
  { stap: "medewerkers", pad: "KiesMedewerkers", titel: "Medewerkers", uitleg: "Leerkrachten worden op e-mailadres gevonden en aan hun groepen gekoppeld. Nieuwe medewerkers krijgen nog geen rol." },
];
const STAP_TITELS = ["Bestand", ...STAPPEN.map((s) => s.titel), "Opslaan"];

const STATUS_LABEL: Record<ItemStatus, string> = { nieuw: "Nieuw", gewijzigd: "Gewijzigd", ongewijzigd: "Ongewijzigd" };
const PAGINA = 100;

/** Multipart upload with progress (fetch cannot report upload progress). */
function uploadMetVoortgang(admnr: number, file: File, onProgress: (fractie: number) => void): Promise<ImportEdexAntwoord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl("/api/Edex/ImportEdex", { administratieNr: admnr }));
    xhr.setRequestHeader("X-CSRF", "1");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf !== undefined) xhr.setRequestHeader("X-XSRF-TOKEN", xsrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ImportEdexAntwoord);
      else {
        const message = (data as { message?: string } | undefined)?.message ?? `Uploaden is niet gelukt (status ${xhr.status}).`;
        reject(new ApiError({ name: "UPLOAD", status: xhr.status, message, data, url: "/api/Edex/ImportEdex" }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ name: "NETWORK_ERROR", status: 0, message: "Geen verbinding met de server.", url: "/api/Edex/ImportEdex" }));
    const form = new FormData();
    form.append("bestand", file);
    xhr.send(form);
  });
}

function Voortgang({ label, waarde }: { label: string; waarde?: number }) {
  return (
    <div className="space-y-1" role="status">
      <p className="text-sm">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={waarde === undefined ? undefined : Math.round(waarde * 100)}
        className="h-2 w-full overflow-hidden rounded bg-muted"
      >
        <div
          className={cn("h-full bg-primary transition-all", waarde === undefined && "w-1/3 animate-pulse motion-reduce:animate-none")}
          style={waarde === undefined ? undefined : { width: `${Math.round(waarde * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function EdexWizard({ admnr }: { admnr: number }) {
  const [stap, setStap] = useState(0);
  const [upload, setUpload] = useState<ImportEdexAntwoord | null>(null);
  const [resultaat, setResultaat] = useState<OpslaanAntwoord | null>(null);
  const kopRef = useRef<HTMLHeadingElement>(null);

  const gaNaar = (n: number) => {
    setStap(n);
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => kopRef.current?.focus());
  };
  const opnieuw = () => {
    setUpload(null);
    setResultaat(null);
    gaNaar(0);
  };

  return (
    <section className="space-y-4" aria-labelledby="edex-titel">
      <div>
        <h2 id="edex-titel" className="text-xl font-semibold">
          EDEX-import
        </h2>
        <p className="text-sm text-muted-foreground">
          Importeer vestigingen, groepen, leerlingen en leerkrachten uit een EDEX-bestand (EDEXML 2.x) van het leerlingadministratiesysteem. Per stap ziet u wat nieuw,
          gewijzigd of ongewijzigd is en kiest u wat wordt overgenomen.
        </p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Stappen van de import">
        {STAP_TITELS.map((titel, i) => (
          <li
            key={titel}
            aria-current={i === stap ? "step" : undefined}
            className={cn("rounded-full border px-3 py-1", i === stap ? "border-primary bg-primary text-primary-foreground" : i < stap ? "border-primary" : "text-muted-foreground")}
          >
            {i < stap && <Check aria-hidden className="mr-1 inline size-3" />}
            {i + 1}. {titel}
          </li>
        ))}
      </ol>
      <h3 ref={kopRef} tabIndex={-1} className="text-lg font-medium outline-none">
        Stap {stap + 1}: {STAP_TITELS[stap]}
      </h3>
      {stap === 0 && (
        <UploadStap
          admnr={admnr}
          onKlaar={(u) => {
            setUpload(u);
            gaNaar(1);
          }}
        />
      )}
      {upload && stap >= 1 && stap <= STAPPEN.length && (
        <KiesStap key={STAPPEN[stap - 1]!.stap} admnr={admnr} upload={upload} def={STAPPEN[stap - 1]!} onTerug={() => gaNaar(stap - 1)} onVerder={() => gaNaar(stap + 1)} />
      )}
      {upload && stap === STAPPEN.length + 1 && (
        <OpslaanStap admnr={admnr} upload={upload} resultaat={resultaat} onResultaat={setResultaat} onTerug={() => gaNaar(stap - 1)} onOpnieuw={opnieuw} />
      )}
    </section>
  );
}

function UploadStap({ admnr, onKlaar }: { admnr: number; onKlaar: (u: ImportEdexAntwoord) => void }) {
  const inputId = useId();
  const foutId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (f: File) => uploadMetVoortgang(admnr, f, setVoortgang),
    onSuccess: (u) => {
      toast.success(`Het bestand is gelezen: ${u.samenvatting.leerlingen} leerlingen in ${u.samenvatting.klassen} klassen.`);
      onKlaar(u);
    },
    onError: (e) => {
      setVoortgang(null);
      setFout(e instanceof ApiError ? e.message : "Uploaden is niet gelukt.");
    },
  });
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        setFout(null);
        if (!file) {
          setFout("Kies een EDEX-bestand.");
          return;
        }
        setVoortgang(0);
        mutation.mutate(file);
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={inputId}>EDEX-bestand (.xml)</Label>
        <Input
          id={inputId}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? foutId : undefined}
          onChange={(e) => {
            setFout(null);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        {fout && (
          <p id={foutId} role="alert" className="text-sm text-destructive">
            {fout}
          </p>
        )}
      </div>
      {mutation.isPending && voortgang !== null && (
        <Voortgang label={voortgang < 1 ? "Bestand uploaden…" : "Bestand controleren…"} waarde={voortgang < 1 ? voortgang : undefined} />
      )}
      <Button type="submit" disabled={mutation.isPending}>
        <Upload aria-hidden className="size-4" /> Uploaden en controleren
      </Button>
    </form>
  );
}

function KiesStap({
  admnr,
  upload,
  def,
  onTerug,
  onVerder,
}: {
  admnr: number;
  upload: ImportEdexAntwoord;
  def: (typeof STAPPEN)[number];
  onTerug: () => void;
  onVerder: () => void;
}) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.edexStap(admnr, upload.importId, def.stap),
    queryFn: async ({ signal }) => (await api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId: upload.importId }, { administratieNr: admnr, signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
  const [keuze, setKeuze] = useState<Set<string> | null>(null);
  const gekozen = useMemo(() => keuze ?? new Set((query.data?.items ?? []).filter((i) => i.gekozen).map((i) => i.sleutel)), [keuze, query.data]);
  const opslaan = useMutation({
    mutationFn: () => api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId: upload.importId, keuzes: [...gekozen] }, { administratieNr: admnr }),
    onSuccess: () => {
      // Later steps depend on this choice.
      void qc.removeQueries({ queryKey: queryKeys.edex(admnr, upload.importId) });
      onVerder();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "De keuze kon niet worden bewaard."),
  });

  const zet = (sleutels: string[], aan: boolean) => {
    const next = new Set(gekozen);
    for (const s of sleutels) if (aan) next.add(s);
    else next.delete(s);
    setKeuze(next);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{def.uitleg}</p>
      {query.isPending ? (
        <Voortgang label="Vergelijken met de administratie…" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error instanceof ApiError ? query.error.message : "De vergelijking kon niet worden geladen."}
        </p>
      ) : (query.data?.items.length ?? 0) === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Het bestand bevat niets voor deze stap.</p>
      ) : (
        (["nieuw", "gewijzigd", "ongewijzigd"] as const).map((status) => (
          <Categorie key={status} status={status} items={query.data!.items.filter((i) => i.status === status)} gekozen={gekozen} zet={zet} titel={def.titel} />
        ))
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTerug}>
          Vorige
        </Button>
        <Button type="button" disabled={!query.data || opslaan.isPending} onClick={() => opslaan.mutate()}>
          Volgende
        </Button>
      </div>
    </div>
  );
}

function Categorie({ status, items, gekozen, zet, titel }: { status: ItemStatus; items: StapItem[]; gekozen: Set<string>; zet: (s: string[], aan: boolean) => void; titel: string }) {
  const [alles, setAlles] = useState(false);
  const kopId = useId();
  if (items.length === 0) return null;
  const keuzeMogelijk = status !== "ongewijzigd";
  const kiesbaar = items.filter((i) => !i.geblokkeerd).map((i) => i.sleutel);
  const aantalGekozen = kiesbaar.filter((s) => gekozen.has(s)).length;
  const zichtbaar = alles ? items : items.slice(0, PAGINA);
  return (
    <div className="space-y-2" role="group" aria-labelledby={kopId}>
      <div className="flex flex-wrap items-center gap-3">
        <h4 id={kopId} className="font-medium">
          {STATUS_LABEL[status]} ({items.length})
        </h4>
        {keuzeMogelijk && kiesbaar.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={aantalGekozen === kiesbaar.length ? true : aantalGekozen > 0 ? "indeterminate" : false}
              onCheckedChange={(v) => zet(kiesbaar, v === true)}
              aria-label={`Alle ${STATUS_LABEL[status].toLowerCase()} ${titel.toLowerCase()} selecteren`}
            />
            Alles selecteren ({aantalGekozen} van {kiesbaar.length} gekozen)
          </label>
        )}
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            {keuzeMogelijk && (
              <TableHead className="w-10">
                <span className="sr-only">Overnemen</span>
              </TableHead>
            )}
            <TableHead>Naam</TableHead>
            <TableHead>Gegevens</TableHead>
            <TableHead>{status === "gewijzigd" ? "Wijzigingen" : "Status"}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {zichtbaar.map((i) => (
            <TableRow key={i.sleutel}>
              {keuzeMogelijk && (
                <TableCell>
                  <Checkbox checked={gekozen.has(i.sleutel)} disabled={!!i.geblokkeerd} onCheckedChange={(v) => zet([i.sleutel], v === true)} aria-label={`${i.naam} overnemen`} />
                </TableCell>
              )}
              <TableCell className="font-medium">{i.naam}</TableCell>
              <TableCell className="text-sm text-muted-foreground">{i.details}</TableCell>
              <TableCell className="text-sm">
                {i.geblokkeerd ? (
                  <span className="text-destructive">{i.geblokkeerd}</span>
                ) : i.wijzigingen.length ? (
                  <ul>
                    {i.wijzigingen.map((w) => (
                      <li key={w.veld}>
                        {w.veld}: {w.oud ?? "(leeg)"} → {w.nieuw ?? "(leeg)"}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Badge variant={status === "nieuw" ? "default" : "secondary"}>{STATUS_LABEL[status]}</Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {items.length > PAGINA && (
        <Button type="button" variant="ghost" size="sm" onClick={() => setAlles(!alles)}>
          {alles ? `Toon de eerste ${PAGINA}` : `Toon alle ${items.length}`}
        </Button>
      )}
    </div>
  );
}

const SOORTEN: { key: keyof Omit<OpslaanAntwoord, "importId" | "schooljaar">; label: string }[] = [
  { key: "vestigingen", label: "Vestigingen" },
  { key: "groepen", label: "Groepen" },
  { key: "leerlingen", label: "Leerlingen" },
  { key: "toewijzingen", label: "Toewijzingen" },
  { key: "medewerkers", label: "Medewerkers" },
];
const KOLOMMEN: { key: keyof Telling; label: string }[] = [
  { key: "aangemaakt", label: "Aangemaakt" },
  { key: "bijgewerkt", label: "Bijgewerkt" },
  { key: "ongewijzigd", label: "Ongewijzigd" },
  { key: "overgeslagen", label: "Overgeslagen" },
];

function OpslaanStap({
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
  const mutation = useMutation({
    mutationFn: async () => (await api.post<OpslaanAntwoord>("/api/Edex/Opslaan", { importId: upload.importId }, { administratieNr: admnr })).data!,
    onSuccess: (r) => {
      toast.success("De import is opgeslagen.");
      onResultaat(r);
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt."),
  });
  if (resultaat)
    return (
      <div className="space-y-3">
        <p role="status">
          De import van {upload.bestandsnaam} (schooljaar {resultaat.schooljaar}) is opgeslagen.
        </p>
        <Table aria-label="Resultaat van de import">
          <TableHeader>
            <TableRow>
              <TableHead>Soort</TableHead>
              {KOLOMMEN.map((k) => (
                <TableHead key={k.key} className="text-right">
                  {k.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {SOORTEN.map((s) => (
              <TableRow key={s.key}>
                <TableHead scope="row">{s.label}</TableHead>
                {KOLOMMEN.map((k) => (
                  <TableCell key={k.key} className="text-right tabular-nums">
                    {resultaat[s.key][k.key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button type="button" variant="outline" onClick={onOpnieuw}>
          Nog een bestand importeren
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Alle gekozen wijzigingen uit <strong>{upload.bestandsnaam}</strong> (schooljaar {upload.schooljaar}) worden in één keer opgeslagen. Gaat er iets mis, dan wordt er
        niets gewijzigd.
      </p>
      {mutation.isPending && <Voortgang label="Bezig met opslaan…" />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTerug} disabled={mutation.isPending}>
          Vorige
        </Button>
        <Button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          Import opslaan
        </Button>
      </div>
    </div>
  );
}
