"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { api, ApiError, buildUrl, errorNameForStatus, readCookie } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { cn } from "@/lib/utils";
import type { EdexStap, ImportEdexAntwoord, ItemStatus, OpslaanAntwoord, StapAntwoord, StapItem, Telling } from "@/lib/services/edex";

const STAPPEN: { stap: EdexStap; pad: string }[] = [
  { stap: "vestigingen", pad: "KiesVestigingen" },
  { stap: "klassen", pad: "KiesKlassen" },
  { stap: "onderwijsgroepen", pad: "KiesOnderwijsgroepen" },
  { stap: "leerlingen", pad: "KiesLeerlingen" },
  { stap: "toewijzingen", pad: "KiesLeerlingtoewijzingen" },
  { stap: "medewerkers", pad: "KiesMedewerkers" },
];
/** Every step of the wizard by its message key: the file, the six choices, saving. */
const STAP_SLEUTELS = ["bestand", ...STAPPEN.map((s) => s.stap), "opslaan"] as const;
const STATUSSEN = ["nieuw", "gewijzigd", "ongewijzigd"] as const satisfies readonly ItemStatus[];
/** Rows per page of a choice table; past it the table pages and offers choosing all at once. */
const PAGINA = 50;

/**
 * A multipart upload that reports its progress (fetch cannot): the answer's JSON, or an ApiError
 * with the server's message (already in the administration's language and terms), which the
 * kit's one error text (useFoutTekst) shows.
 */
export function uploadMetVoortgang<T>(pad: string, admnr: number, form: FormData, onProgress: (fractie: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(pad, { administratieNr: admnr }));
    xhr.setRequestHeader("X-CSRF", "1");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf !== undefined) xhr.setRequestHeader("X-XSRF-TOKEN", xsrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        const message = (data as { message?: string } | undefined)?.message ?? "";
        reject(new ApiError({ name: errorNameForStatus(xhr.status), status: xhr.status, message, data, url: pad }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ name: "NETWORK_ERROR", status: 0, message: "", url: pad }));
    xhr.send(form);
  });
}

/** Progress of long work: a bar with a percentage, or a running bar when the end is unknown. */
export function Voortgang({ label, waarde }: { label: string; waarde?: number }) {
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

/**
 * The file form of both importers: the Dutch file input, optional extra fields, the submit
 * button, the upload's progress (then `verwerken` while the server works) and one error text.
 */
export function UploadFormulier({
  formulier,
  label,
  accept,
  knop,
  knopVariant = "default",
  bestand,
  onBestand,
  onVerstuur,
  fout,
  bezig,
  voortgang,
  verwerken,
  inputRef,
  children,
}: {
  /** Accessible name of the form. */
  formulier: string;
  label: string;
  accept: string;
  knop: string;
  knopVariant?: "default" | "outline";
  bestand: File | null;
  onBestand: (bestand: File | null) => void;
  onVerstuur: () => void;
  fout: string | null;
  bezig: boolean;
  /** Uploaded fraction while busy. */
  voortgang: number;
  verwerken: string;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  const t = useTranslations("beheer.import.voortgang");
  const inputId = useId();
  const foutId = useId();
  return (
    <form
      className="space-y-4"
      aria-label={formulier}
      onSubmit={(e) => {
        e.preventDefault();
        onVerstuur();
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={inputId}>{label}</Label>
          <FileInput
            ref={inputRef}
            id={inputId}
            accept={accept}
            aria-invalid={fout ? true : undefined}
            aria-describedby={fout ? foutId : undefined}
            onChange={(e) => onBestand(e.target.files?.[0] ?? null)}
          />
        </div>
        {children}
        <Button type="submit" variant={knopVariant} disabled={bezig}>
          <Upload aria-hidden className="size-4" />
          {knop}
        </Button>
      </div>
      {bezig && <Voortgang label={voortgang < 1 ? t("uploaden", { bestand: bestand?.name ?? "" }) : verwerken} waarde={voortgang < 1 ? voortgang : undefined} />}
      {fout && (
        <p id={foutId} role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {fout}
        </p>
      )}
    </form>
  );
}

export function EdexWizard({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.import.edex");
  const [stap, setStap] = useState(0);
  const [upload, setUpload] = useState<ImportEdexAntwoord | null>(null);
  const [resultaat, setResultaat] = useState<OpslaanAntwoord | null>(null);
  const kopRef = useRef<HTMLHeadingElement>(null);
  const titel = (i: number) => t(`stappen.${STAP_SLEUTELS[i]!}.titel`);

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
          {t("titel")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("uitleg")}</p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t("stappenLabel")}>
        {STAP_SLEUTELS.map((sleutel, i) => (
          <li
            key={sleutel}
            aria-current={i === stap ? "step" : undefined}
            className={cn("rounded-full border px-3 py-1", i === stap ? "border-primary bg-primary text-primary-foreground" : i < stap ? "border-primary" : "text-muted-foreground")}
          >
            {i < stap && <Check aria-hidden className="mr-1 inline size-3" />}
            {t("stapNummer", { nummer: i + 1, titel: titel(i) })}
          </li>
        ))}
      </ol>
      <h3 ref={kopRef} tabIndex={-1} className="text-lg font-medium outline-none">
        {t("stapKop", { nummer: stap + 1, titel: titel(stap) })}
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
  const t = useTranslations("beheer.import");
  const foutTekst = useFoutTekst();
  const [bestand, setBestand] = useState<File | null>(null);
  const [voortgang, setVoortgang] = useState(0);
  const [fout, setFout] = useState<string | null>(null);
  const voorbeeld = useApiMutation({
    mutationFn: () => api.download("/api/Edex/Voorbeeld", { administratieNr: admnr, fallbackFilename: "edex-voorbeeld.xml" }),
    success: (r) => t("edex.upload.voorbeeldKlaar", { bestand: r.filename ?? "edex-voorbeeld.xml" }),
    error: t("edex.upload.voorbeeldMislukt"),
  });
  const upload = useApiMutation({
    mutationFn: (f: File) => {
      setVoortgang(0);
      const form = new FormData();
      form.append("bestand", f);
      return uploadMetVoortgang<ImportEdexAntwoord>("/api/Edex/ImportEdex", admnr, form, setVoortgang);
    },
    success: (u) => t("edex.upload.gelezen", { leerlingen: u.samenvatting.leerlingen, klassen: u.samenvatting.klassen, afgekeurd: u.samenvatting.afgekeurd }),
    toastError: false,
    onSuccess: (u) => onKlaar(u),
    onError: (e) => setFout(foutTekst(e, t("edex.upload.mislukt"))),
  });
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
  const t = useTranslations("beheer.import");
  const foutTekst = useFoutTekst();
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.edexStap(admnr, upload.importId, def.stap),
    queryFn: async ({ signal }) => (await api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId: upload.importId }, { administratieNr: admnr, signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
  const [keuze, setKeuze] = useState<Set<string> | null>(null);
  const gekozen = useMemo(() => keuze ?? new Set((query.data?.items ?? []).filter((i) => i.gekozen).map((i) => i.sleutel)), [keuze, query.data]);
  const opslaan = useApiMutation({
    mutationFn: () => api.post<StapAntwoord>(`/api/Edex/${def.pad}`, { importId: upload.importId, keuzes: [...gekozen] }, { administratieNr: admnr }),
    error: t("edex.kies.keuzeMislukt"),
    onSuccess: () => {
      // Later steps depend on this choice.
      qc.removeQueries({ queryKey: queryKeys.edex(admnr, upload.importId) });
      onVerder();
    },
  });

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
        <Button type="button" disabled={!query.data || opslaan.isPending} onClick={() => opslaan.mutate()}>
          {t("volgende")}
        </Button>
      </div>
    </div>
  );
}

/**
 * Records of this step the file has wrong (a rule of the standard they break): listed first with
 * the reason in the user's words and the element path as a detail line; they cannot be chosen,
 * every other record imports.
 */
function Afgekeurd({ stap, items }: { stap: string; items: StapItem[] }) {
  const t = useTranslations("beheer.import.edex.kies");
  const kopId = useId();
  const kolommen = useMemo<Column<StapItem>[]>(
    () => [
      { accessorKey: "naam", header: t("naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      {
        id: "reden",
        header: t("reden"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="text-sm">
            <p className="text-destructive">{row.original.geblokkeerd}</p>
            {row.original.pad && <p className="break-all font-mono text-xs text-muted-foreground">{t("pad", { pad: row.original.pad })}</p>}
          </div>
        ),
      },
    ],
    [t],
  );
  if (items.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border border-destructive/50 p-3" role="group" aria-labelledby={kopId}>
      <h4 id={kopId} className="font-medium">
        {t("afgekeurd", { aantal: items.length })}
      </h4>
      <p className="text-sm text-muted-foreground">{t("afgekeurdUitleg")}</p>
      <DataTable
        label={t("afgekeurdTabel", { stap })}
        columns={kolommen}
        data={items}
        getRowId={(i) => i.sleutel}
        urlKey={false}
        pageSize={PAGINA}
        search={items.length > 10 ? { label: t("zoeken", { status: t("afgekeurdKort") }), text: (i) => `${i.naam} ${i.geblokkeerd ?? ""}` } : undefined}
      />
    </div>
  );
}

/** An item of a choice table (the connector's review uses it too, without an element path). */
type KeuzeItem = Omit<StapItem, "pad">;

/** The items of one status in a step: a table whose rows are chosen with the kit's row selection. */
export function Categorie({
  stap,
  status,
  items,
  gekozen,
  onChange,
}: {
  stap: string;
  status: ItemStatus;
  items: KeuzeItem[];
  gekozen: ReadonlySet<string>;
  onChange: (gekozen: Set<string>) => void;
}) {
  const t = useTranslations("beheer.import");
  const kopId = useId();
  const statusTekst = t(`status.${status}`);
  const kolommen = useMemo<Column<KeuzeItem>[]>(
    () => [
      { accessorKey: "naam", header: t("edex.kies.naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      { accessorKey: "details", header: t("edex.kies.gegevens"), cell: ({ row }) => <span className="text-sm text-muted-foreground">{row.original.details}</span> },
      {
        id: "status",
        header: status === "gewijzigd" ? t("edex.kies.wijzigingen") : t("edex.kies.status"),
        enableSorting: false,
        cell: ({ row }) => {
          const i = row.original;
          if (i.geblokkeerd) return <span className="text-sm text-destructive">{i.geblokkeerd}</span>;
          if (i.wijzigingen.length)
            return (
              <ul className="text-sm">
                {i.wijzigingen.map((w) => (
                  <li key={w.veld}>{t("wijziging", { veld: w.veld, oud: w.oud ?? t("edex.kies.leeg"), nieuw: w.nieuw ?? t("edex.kies.leeg") })}</li>
                ))}
              </ul>
            );
          return <Badge variant={status === "nieuw" ? "default" : "secondary"}>{t(`status.${status}`)}</Badge>;
        },
      },
    ],
    [t, status],
  );
  if (items.length === 0) return null;
  const keuzeMogelijk = status !== "ongewijzigd";
  const kiesbaar = items.filter((i) => !i.geblokkeerd).map((i) => i.sleutel);
  const aantalGekozen = kiesbaar.filter((s) => gekozen.has(s)).length;
  const zet = (aan: boolean) => {
    const next = new Set(gekozen);
    for (const s of kiesbaar) if (aan) next.add(s);
    else next.delete(s);
    onChange(next);
  };
  return (
    <div className="space-y-2" role="group" aria-labelledby={kopId}>
      <h4 id={kopId} className="font-medium">
        {t("edex.kies.categorie", { status: statusTekst, aantal: items.length })}
      </h4>
      <DataTable
        label={t("edex.kies.tabel", { stap, status: statusTekst })}
        columns={kolommen}
        data={items}
        getRowId={(i) => i.sleutel}
        urlKey={false}
        pageSize={PAGINA}
        search={items.length > 10 ? { label: t("edex.kies.zoeken", { status: statusTekst }), text: (i) => `${i.naam} ${i.details ?? ""}` } : undefined}
        selection={keuzeMogelijk ? { selected: gekozen, onChange, rowLabel: (i) => i.naam, canSelect: (i) => !i.geblokkeerd } : undefined}
        toolbar={
          keuzeMogelijk && kiesbaar.length > 0 ? (
            <>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {t("edex.kies.gekozen", { gekozen: aantalGekozen, totaal: kiesbaar.length })}
              </span>
              {items.length > PAGINA && (
                <>
                  <Button type="button" variant="outline" size="sm" disabled={aantalGekozen === kiesbaar.length} onClick={() => zet(true)}>
                    {t("edex.kies.allesKiezen", { aantal: kiesbaar.length })}
                  </Button>
                  <Button type="button" variant="outline" size="sm" disabled={aantalGekozen === 0} onClick={() => zet(false)}>
                    {t("edex.kies.nietsKiezen")}
                  </Button>
                </>
              )}
            </>
          ) : undefined
        }
      />
    </div>
  );
}

const SOORTEN = ["vestigingen", "groepen", "leerlingen", "toewijzingen", "medewerkers"] as const satisfies readonly (keyof OpslaanAntwoord)[];
const TELLINGEN = ["aangemaakt", "bijgewerkt", "ongewijzigd", "overgeslagen"] as const satisfies readonly (keyof Telling)[];
type ResultaatRij = Telling & { soort: (typeof SOORTEN)[number] };

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
  const t = useTranslations("beheer.import");
  const opslaan = useApiMutation({
    mutationFn: async () => (await api.post<OpslaanAntwoord>("/api/Edex/Opslaan", { importId: upload.importId }, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.leerlingen(admnr), queryKeys.groepen(admnr)],
    success: t("edex.opslaan.opgeslagen"),
    error: t("edex.opslaan.mislukt"),
    onSuccess: (r) => onResultaat(r),
  });
  const samenvatting = useApiMutation({
    mutationFn: () => api.download("/api/Edex/Samenvatting", { administratieNr: admnr, query: { importId: upload.importId }, fallbackFilename: "edex-samenvatting.txt" }),
    success: (r) => t("edex.opslaan.samenvattingKlaar", { bestand: r.filename ?? "edex-samenvatting.txt" }),
    error: t("edex.opslaan.samenvattingMislukt"),
  });
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
