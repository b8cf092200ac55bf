"use client";

import { Download, FileText, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type DragEvent } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api, ApiError, buildUrl, readCookie } from "@/lib/client/api";
import { useFoutTekst } from "@/components/kit/use-api-mutation";

export interface DocumentView {
  id: number;
  bestandsnaam: string;
  mimeType: string;
  grootte: number;
}

/**
 * A multipart POST with upload progress (XMLHttpRequest: fetch cannot report it), with the same
 * headers and error answers as lib/client/api.
 */
export function postMetVoortgang<T>(path: string, administratieNr: number, form: FormData, onVoortgang: (procent: number) => void): Promise<{ data: T; headers: (naam: string) => string | null }> {
  const url = buildUrl(path, { administratieNr });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("X-CSRF", "1");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf !== undefined) xhr.setRequestHeader("X-XSRF-TOKEN", xsrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onVoortgang(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ name: "NETWORK_ERROR", status: 0, message: "Geen verbinding met de server.", url }));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T, headers: (n) => xhr.getResponseHeader(n) });
      else {
        const message = typeof (data as { message?: unknown } | undefined)?.message === "string" ? (data as { message: string }).message : `Er ging iets mis (status ${xhr.status})`;
        reject(new ApiError({ name: "HTTP_ERROR", status: xhr.status, message, data, url }));
      }
    };
    xhr.send(form);
  });
}

/** Choosing documents: a drop zone and a keyboard-reachable file input (several files), with the chosen list. */
export function DocumentKiezer({ bestanden, onChange, voortgang }: { bestanden: File[]; onChange: (b: File[]) => void; voortgang: number | null }) {
  const t = useTranslations("adm.leerlingdossier.documenten");
  const id = useId();
  const [boven, setBoven] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setBoven(false);
    if (e.dataTransfer.files.length) onChange([...bestanden, ...Array.from(e.dataTransfer.files)]);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("kiezen")}</Label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setBoven(true);
        }}
        onDragLeave={() => setBoven(false)}
        onDrop={drop}
        className={`grid gap-2 rounded-md border border-dashed p-3 ${boven ? "border-primary bg-accent" : ""}`}
      >
        <p className="text-sm text-muted-foreground">{t("slepen")}</p>
        <FileInput
          id={id}
          multiple
          aria-describedby={`${id}-uitleg`}
          onChange={(e) => {
            const gekozen = Array.from(e.target.files ?? []);
            if (gekozen.length) onChange([...bestanden, ...gekozen]);
          }}
        />
        <p id={`${id}-uitleg`} className="text-xs text-muted-foreground">
          {t("uitleg")}
        </p>
      </div>
      {bestanden.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {bestanden.map((b, i) => (
            <li key={`${b.name}-${i}`} className="flex items-center gap-2">
              <FileText aria-hidden className="size-4" />
              <span className="truncate">{b.name}</span>
              <Button type="button" variant="ghost" size="icon" aria-label={t("weghalen", { naam: b.name })} onClick={() => onChange(bestanden.filter((_, j) => j !== i))}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {voortgang !== null && (
        <div className="grid gap-1">
          <progress className="h-2 w-full" max={100} value={voortgang} aria-label={t("uploaden", { procent: voortgang })} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t("uploaden", { procent: voortgang })}
          </p>
        </div>
      )}
    </div>
  );
}

/** A row's documents: download links and, with write rights, a delete with confirmation. */
export function DocumentLijst({
  admnr,
  documenten,
  downloadPad,
  verwijderPad,
  magBewerken,
  onVerwijderd,
}: {
  admnr: number;
  documenten: DocumentView[];
  downloadPad: (d: DocumentView) => string;
  verwijderPad: (d: DocumentView) => string;
  magBewerken: boolean;
  onVerwijderd: () => Promise<unknown>;
}) {
  const t = useTranslations("adm.leerlingdossier.documenten");
  const fout = useFoutTekst();
  if (documenten.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {documenten.map((d) => (
        <li key={d.id} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            aria-label={t("downloaden", { naam: d.bestandsnaam })}
            onClick={() =>
              api.download(downloadPad(d), { administratieNr: admnr, fallbackFilename: d.bestandsnaam }).catch((e: unknown) => toast.error(fout(e)))
            }
          >
            <Download aria-hidden className="size-4" />
            {d.bestandsnaam}
          </Button>
          <span className="text-xs text-muted-foreground">{t("grootte", { kb: Math.max(1, Math.round(d.grootte / 1024)) })}</span>
          {magBewerken && (
            <ConfirmDelete
              label={t("verwijderen", { naam: d.bestandsnaam })}
              title={t("verwijderenVraag", { naam: d.bestandsnaam })}
              description={t("verwijderenUitleg")}
              onConfirm={async () => {
                await api.delete(verwijderPad(d), { administratieNr: admnr });
                toast.success(t("verwijderd", { naam: d.bestandsnaam }));
                await onVerwijderd();
              }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
