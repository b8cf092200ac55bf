"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, FileText, Image as ImageIcon, Link2, Link2Off, Paperclip, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { KitForm, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { RichTextField } from "@/components/nieuws/rich-text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError, buildUrl, readCookie } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatBytes } from "@/lib/format/bytes";
import type { LesDetailsView } from "@/lib/services/lesbundels";
import { cn } from "@/lib/utils";
import { RichText } from "@/components/nieuws/rich-text";

type Bron = LesDetailsView["bronnen"][number];

export function useLes(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.lesbundels(admnr, "les", id),
    queryFn: async ({ signal }) => (await api.getJson<LesDetailsView>(`/api/Lessen/Details/${id}`, { administratieNr: admnr, signal }))!,
  });
}

/**
 * A multipart upload with progress (fetch has no upload progress): the same headers as every API
 * call (X-CSRF, the XSRF token) and the same error answers, as ApiError.
 */
function uploadMetVoortgang<T>(pad: string, admnr: number, form: FormData, voortgang: (procent: number) => void): Promise<T> {
  const url = buildUrl(pad, { administratieNr: admnr });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("X-CSRF", "1");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf !== undefined) xhr.setRequestHeader("X-XSRF-TOKEN", xsrf);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) voortgang(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        const message = (data as { message?: string } | undefined)?.message ?? `Er ging iets mis (status ${xhr.status})`;
        reject(new ApiError({ name: "UPLOAD", status: xhr.status, message, data, url }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ name: "NETWORK_ERROR", status: 0, message: "Geen verbinding met de server.", data: undefined, url }));
    xhr.send(form);
  });
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(blob);
  });
}

/** A thumbnail made by the server (images), else an icon for the kind of source. */
function BronBeeld({ admnr, bron }: { admnr: number; bron: Bron }) {
  const t = useTranslations("planning.lesbundels.les");
  const { data } = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "thumbnail", bron.id),
    enabled: bron.heeftThumbnail,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const blob = (await api.request<Blob>("GET", `/api/Lesbronnen/thumbnail/${bron.lesBundelId}/${bron.id}`, { administratieNr: admnr, signal, responseType: "blob" })).data;
      return blob ? dataUrl(blob) : null;
    },
  });
  const src = data ?? undefined;
  const klasse = "size-16 shrink-0 rounded-md border bg-muted";
  // eslint-disable-next-line @next/next/no-img-element -- a data URL of an API answer
  if (src) return <img src={src} alt={t("miniatuur", { naam: bron.naam })} className={cn(klasse, "object-cover")} />;
  const Icoon = bron.soort === "Link" ? Link2 : bron.soort === "Afbeelding" ? ImageIcon : bron.mimeType === "application/pdf" ? FileText : Paperclip;
  return (
    <div className={cn(klasse, "flex items-center justify-center text-muted-foreground")}>
      <Icoon aria-hidden className="size-6" />
    </div>
  );
}

/** /{admnr}/Lesbundels/les/{les}: the lesson text (rich text) and its sources. */
export function LesScreen({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.lesbundels.les");
  const { data: les } = useLes(admnr, id);
  if (!les) return null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={les.naam}
        description={les.omschrijving ?? undefined}
        back={{ href: `/${admnr}/Lesbundels/details/${les.lesBundel.id}/lessen`, label: t("terug", { naam: les.lesBundel.naam }) }}
      />
      {les.lesBundel.magBeheren ? <LesFormulier admnr={admnr} les={les} /> : <LesTekst les={les} />}
      <Bronnen admnr={admnr} les={les} />
    </div>
  );
}

function LesTekst({ les }: { les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  return (
    <SectionCard title={t("lestekst")}>
      {les.inhoud ? (
        // The server keeps only an allow-list of tags (lib/richtext) before storing and again when answering.
        <RichText html={les.inhoud} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("geenTekst")}</p>
      )}
    </SectionCard>
  );
}

function LesFormulier({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const form = useSchemaForm(() => import("@/lib/schemas/lesbundels").then((m) => m.lesVelden), { naam: les.naam, omschrijving: les.omschrijving ?? "", duurMinuten: les.duurMinuten ?? undefined, inhoud: les.inhoud ?? "" });
  const opslaan = useApiMutation({
    mutationFn: (v: { naam: string; omschrijving?: string | null; inhoud?: string | null; duurMinuten?: number | null }) => api.post("/api/Lessen/Update", { ...v, id: les.id }, { administratieNr: admnr }),
    success: t("opgeslagen"),
    toastError: false,
    invalidate: [queryKeys.lesbundels(admnr)],
  });
  return (
    <SectionCard title={t("lestekst")}>
      <KitForm form={form} onSubmit={(v) => opslaan.mutateAsync(v)}>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField name="naam" label={t("velden.naam")} maxLength={200} />
          <TextField name="duurMinuten" label={t("velden.duur")} type="number" />
        </div>
        <TextField name="omschrijving" label={t("velden.omschrijving")} multiline rows={2} maxLength={2000} />
        <RichTextField name="inhoud" label={t("velden.inhoud")} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("opslaan")}
          </Button>
        </div>
      </KitForm>
    </SectionCard>
  );
}

function Bronnen({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const qc = useQueryClient();
  const foutTekst = useFoutTekst();
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.lesbundels(admnr)];
  const beheer = les.lesBundel.magBeheren;
  const ontkoppelen = useApiMutation({
    mutationFn: (b: Bron) => api.delete(`/api/Lessen/unlinkBron/${b.id}/${les.id}`, opties),
    success: (_r, b) => t("ontkoppeld", { naam: b.naam }),
    invalidate,
  });
  const koppelen = useApiMutation({
    mutationFn: (b: Bron) => api.post("/api/Lessen/koppelBronnen", { lesId: les.id, lesbronIds: [b.id] }, opties),
    success: (_r, b) => t("gekoppeld", { naam: b.naam }),
    invalidate,
  });
  const verwijderen = useApiMutation({
    mutationFn: (b: Bron) => api.delete(`/api/Lesbronnen/delete/${b.id}`, opties),
    success: (_r, b) => t("verwijderd", { naam: b.naam }),
    toastError: false,
    invalidate,
  });
  const [openFout, setOpenFout] = useState<string>();

  async function openen(b: Bron) {
    setOpenFout(undefined);
    if (b.soort === "Link" && b.url) {
      window.open(b.url, "_blank", "noopener,noreferrer");
      return;
    }
    const pad = `/api/Lesbronnen/openFile/${b.lesBundelId}/${b.id}`;
    try {
      if (b.inline) {
        // Open the tab now (in the click), fill it when the file is there: popup blockers allow that.
        const tab = window.open("", "_blank");
        const blob = (await api.request<Blob>("GET", pad, { ...opties, responseType: "blob" })).data;
        if (blob && tab) tab.location.href = URL.createObjectURL(blob);
      } else {
        await api.download(pad, { ...opties, fallbackFilename: b.bestandsnaam ?? b.naam });
      }
    } catch (e) {
      setOpenFout(foutTekst(e));
    }
  }

  const rij = (b: Bron, gekoppeld: boolean) => (
    <li key={b.id} className="flex flex-wrap items-center gap-3 py-3">
      <BronBeeld admnr={admnr} bron={b} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{b.naam}</p>
        <p className="text-sm text-muted-foreground">
          {b.soort === "Link" ? b.url : [b.bestandsnaam, b.grootte !== null ? formatBytes(b.grootte) : null].filter(Boolean).join(" · ")}
        </p>
        {b.aantalLessen > 1 ? <Badge variant="secondary">{t("inLessen", { aantal: b.aantalLessen })}</Badge> : null}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button type="button" variant="outline" size="sm" onClick={() => openen(b)} aria-label={t("openenLabel", { naam: b.naam })}>
          <ExternalLink aria-hidden className="size-4" />
          {t("openen")}
        </Button>
        {beheer && gekoppeld ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => ontkoppelen.mutate(b)} aria-label={t("ontkoppelenLabel", { naam: b.naam })}>
            <Link2Off aria-hidden className="size-4" />
            {t("ontkoppelen")}
          </Button>
        ) : null}
        {beheer && !gekoppeld ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => koppelen.mutate(b)} aria-label={t("koppelenLabel", { naam: b.naam })}>
            <Link2 aria-hidden className="size-4" />
            {t("koppelen")}
          </Button>
        ) : null}
        {beheer ? (
          <ConfirmDelete
            label={t("verwijderenLabel", { naam: b.naam })}
            title={t("verwijderenVraag", { naam: b.naam })}
            description={t("verwijderenUitleg", { aantal: b.aantalLessen })}
            onConfirm={() => verwijderen.mutateAsync(b)}
          />
        ) : null}
      </div>
    </li>
  );

  return (
    <>
      <SectionCard title={t("bronnen")} description={t("bronnenUitleg")}>
        {openFout ? (
          <p role="alert" className="mb-2 text-sm text-destructive">
            {openFout}
          </p>
        ) : null}
        {les.bronnen.length === 0 ? <EmptyState title={t("geenBronnen")} description={beheer ? t("geenBronnenToevoegen") : undefined} /> : <ul className="divide-y">{les.bronnen.map((b) => rij(b, true))}</ul>}
      </SectionCard>
      {beheer ? (
        <SectionCard title={t("toevoegen")} description={t("toevoegenUitleg")}>
          <div className="grid gap-6 lg:grid-cols-2">
            <BestandUpload admnr={admnr} les={les} onKlaar={() => qc.invalidateQueries({ queryKey: queryKeys.lesbundels(admnr) })} />
            <div className="grid content-start gap-6">
              <AfbeeldingToevoegen admnr={admnr} les={les} onKlaar={() => qc.invalidateQueries({ queryKey: queryKeys.lesbundels(admnr) })} />
              <LinkToevoegen admnr={admnr} les={les} />
            </div>
          </div>
        </SectionCard>
      ) : null}
      {beheer && les.overigeBronnen.length > 0 ? (
        <SectionCard title={t("overige")} description={t("overigeUitleg")}>
          <ul className="divide-y">{les.overigeBronnen.map((b) => rij(b, false))}</ul>
        </SectionCard>
      ) : null}
    </>
  );
}

/** A file (or image) upload: choose or drop a file, with progress; the server checks size and type. */
function BestandUpload({ admnr, les, onKlaar }: { admnr: number; les: LesDetailsView; onKlaar: () => void }) {
  const t = useTranslations("planning.lesbundels.les");
  const foutTekst = useFoutTekst();
  const id = useId();
  const invoer = useRef<HTMLInputElement>(null);
  const [bestand, setBestand] = useState<File | null>(null);
  const [naam, setNaam] = useState("");
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const [fout, setFout] = useState<string>();
  const [melding, setMelding] = useState("");
  const [sleept, setSleept] = useState(false);

  async function verstuur(e: React.FormEvent) {
    e.preventDefault();
    setFout(undefined);
    if (!bestand) {
      setFout(t("kiesBestand"));
      return;
    }
    const form = new FormData();
    form.append("lesBundelId", String(les.lesBundel.id));
    form.append("lesId", String(les.id));
    if (naam.trim()) form.append("naam", naam.trim());
    form.append("file", bestand);
    setVoortgang(0);
    try {
      const bron = await uploadMetVoortgang<Bron>("/api/Lesbronnen/add", admnr, form, setVoortgang);
      setMelding(t("geupload", { naam: bron.naam }));
      setBestand(null);
      setNaam("");
      if (invoer.current) invoer.current.value = "";
      onKlaar();
    } catch (err) {
      setFout(foutTekst(err));
    } finally {
      setVoortgang(null);
    }
  }

  return (
    <form onSubmit={verstuur} className="grid gap-3" aria-labelledby={`${id}-titel`}>
      <h3 id={`${id}-titel`} className="font-medium">
        {t("bestandTitel")}
      </h3>
      <div
        className={cn("grid gap-2 rounded-md border border-dashed p-4", sleept && "border-primary bg-accent")}
        onDragOver={(e) => {
          e.preventDefault();
          setSleept(true);
        }}
        onDragLeave={() => setSleept(false)}
        onDrop={(e) => {
          e.preventDefault();
          setSleept(false);
          const f = e.dataTransfer.files[0];
          if (f) setBestand(f);
        }}
      >
        <Label htmlFor={`${id}-bestand`}>{t("bestand")}</Label>
        <FileInput id={`${id}-bestand`} ref={invoer} onChange={(e) => setBestand(e.target.files?.[0] ?? null)} />
        <p className="text-sm text-muted-foreground">{bestand ? t("gekozen", { naam: bestand.name }) : t("sleep")}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-naam`}>{t("naamOptioneel")}</Label>
        <Input id={`${id}-naam`} value={naam} maxLength={200} onChange={(e) => setNaam(e.target.value)} />
      </div>
      {voortgang !== null ? <progress className="h-2 w-full accent-primary" max={100} value={voortgang} aria-label={t("voortgang", { procent: voortgang })} /> : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={voortgang !== null}>
          <Upload aria-hidden className="size-4" />
          {t("uploaden")}
        </Button>
      </div>
      {fout ? (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {melding}
      </p>
    </form>
  );
}

/** An image straight into the lesson (Lesbronnen/AddImage): choose it and it uploads, with progress. */
function AfbeeldingToevoegen({ admnr, les, onKlaar }: { admnr: number; les: LesDetailsView; onKlaar: () => void }) {
  const t = useTranslations("planning.lesbundels.les");
  const foutTekst = useFoutTekst();
  const id = useId();
  const invoer = useRef<HTMLInputElement>(null);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const [fout, setFout] = useState<string>();
  const [melding, setMelding] = useState("");

  async function upload(bestand: File) {
    setFout(undefined);
    const form = new FormData();
    form.append("file", bestand);
    setVoortgang(0);
    try {
      const bron = await uploadMetVoortgang<Bron>(`/api/Lesbronnen/AddImage/${les.id}`, admnr, form, setVoortgang);
      setMelding(t("afbeeldingToegevoegd", { naam: bron.naam }));
      onKlaar();
    } catch (err) {
      setFout(foutTekst(err));
    } finally {
      setVoortgang(null);
      if (invoer.current) invoer.current.value = "";
    }
  }

  return (
    <div className="grid gap-3" role="group" aria-labelledby={`${id}-titel`}>
      <h3 id={`${id}-titel`} className="font-medium">
        {t("afbeeldingTitel")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("afbeeldingUitleg")}</p>
      <input
        ref={invoer}
        id={`${id}-bestand`}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={t("afbeeldingKiezen")}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void upload(f);
        }}
      />
      <div>
        <Button type="button" variant="outline" disabled={voortgang !== null} onClick={() => invoer.current?.click()}>
          <ImageIcon aria-hidden className="size-4" />
          {t("afbeeldingToevoegen")}
        </Button>
      </div>
      {voortgang !== null ? <progress className="h-2 w-full accent-primary" max={100} value={voortgang} aria-label={t("voortgang", { procent: voortgang })} /> : null}
      {fout ? (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {melding}
      </p>
    </div>
  );
}

function LinkToevoegen({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const id = useId();
  const [url, setUrl] = useState("");
  const [naam, setNaam] = useState("");
  const [fout, setFout] = useState<string>();
  const foutTekst = useFoutTekst();
  const toevoegen = useApiMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append("lesBundelId", String(les.lesBundel.id));
      form.append("lesId", String(les.id));
      form.append("url", url.trim());
      if (naam.trim()) form.append("naam", naam.trim());
      return (await api.post<Bron>("/api/Lesbronnen/add", form, { administratieNr: admnr })).data!;
    },
    success: (b) => t("linkToegevoegd", { naam: b.naam }),
    toastError: false,
    invalidate: [queryKeys.lesbundels(admnr)],
  });
  return (
    <form
      className="grid gap-3"
      aria-labelledby={`${id}-titel`}
      onSubmit={async (e) => {
        e.preventDefault();
        setFout(undefined);
        try {
          await toevoegen.mutateAsync();
          setUrl("");
          setNaam("");
        } catch (err) {
          setFout(foutTekst(err));
        }
      }}
    >
      <h3 id={`${id}-titel`} className="font-medium">
        {t("linkTitel")}
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t("url")}</Label>
        <Input id={`${id}-url`} type="url" inputMode="url" placeholder={t("urlVoorbeeld")} value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-naam`}>{t("naamOptioneel")}</Label>
        <Input id={`${id}-naam`} value={naam} maxLength={200} onChange={(e) => setNaam(e.target.value)} />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={toevoegen.isPending}>
          <Link2 aria-hidden className="size-4" />
          {t("linkToevoegen")}
        </Button>
      </div>
      {fout ? (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      ) : null}
    </form>
  );
}
