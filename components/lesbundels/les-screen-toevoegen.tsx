"use client";

import { Image as ImageIcon, Link2, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { FoutMelding } from "@/components/kit/fout-melding";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { LesDetailsView } from "@/lib/services/lesbundels";
import { cn } from "@/lib/utils";
import { bronFormulier, useLinkToevoegen } from "./les-screen-data";
import { useUpload } from "./les-screen-state";

/** The layout of adding a source to a lesson (les-screen-bronnen.tsx): a file, an image or a link. */

/** An upload's progress bar while it runs. */
function UploadVoortgang({ voortgang }: { voortgang: number | null }) {
  const t = useTranslations("planning.lesbundels.les");
  return voortgang !== null ? <progress className="h-2 w-full accent-primary" max={100} value={voortgang} aria-label={t("voortgang", { procent: voortgang })} /> : null;
}

/** An upload's error, and the message screen readers read out when it succeeded. */
function UploadMeldingen({ fout, melding }: { fout?: string; melding: string }) {
  return (
    <>
      <FoutMelding fout={fout} />
      <p aria-live="polite" className="sr-only">
        {melding}
      </p>
    </>
  );
}

/** A file (or image) upload: choose or drop a file, with progress; the server checks size and type. */
export function BestandUpload({ admnr, les, onKlaar }: { admnr: number; les: LesDetailsView; onKlaar: () => void }) {
  const t = useTranslations("planning.lesbundels.les");
  const id = useId();
  const invoer = useRef<HTMLInputElement>(null);
  const [bestand, setBestand] = useState<File | null>(null);
  const [naam, setNaam] = useState("");
  const [sleept, setSleept] = useState(false);
  const upload = useUpload(admnr);

  async function verstuur(e: React.FormEvent) {
    e.preventDefault();
    if (!bestand) {
      upload.setFout(t("kiesBestand"));
      return;
    }
    const gelukt = await upload.upload("/api/Lesbronnen/add", bronFormulier(les, { file: bestand }, naam), (bron) => t("geupload", { naam: bron.naam }));
    if (!gelukt) return;
    setBestand(null);
    setNaam("");
    if (invoer.current) invoer.current.value = "";
    onKlaar();
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
      <UploadVoortgang voortgang={upload.voortgang} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={upload.voortgang !== null}>
          <Upload aria-hidden className="size-4" />
          {t("uploaden")}
        </Button>
      </div>
      <UploadMeldingen fout={upload.fout} melding={upload.melding} />
    </form>
  );
}

/** An image straight into the lesson (Lesbronnen/AddImage): choose it and it uploads, with progress. */
export function AfbeeldingToevoegen({ admnr, les, onKlaar }: { admnr: number; les: LesDetailsView; onKlaar: () => void }) {
  const t = useTranslations("planning.lesbundels.les");
  const id = useId();
  const invoer = useRef<HTMLInputElement>(null);
  const upload = useUpload(admnr);

  async function verstuur(bestand: File) {
    const form = new FormData();
    form.append("file", bestand);
    const gelukt = await upload.upload(`/api/Lesbronnen/AddImage/${les.id}`, form, (bron) => t("afbeeldingToegevoegd", { naam: bron.naam }));
    if (invoer.current) invoer.current.value = "";
    if (gelukt) onKlaar();
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
          if (f) void verstuur(f);
        }}
      />
      <div>
        <Button type="button" variant="outline" disabled={upload.voortgang !== null} onClick={() => invoer.current?.click()}>
          <ImageIcon aria-hidden className="size-4" />
          {t("afbeeldingToevoegen")}
        </Button>
      </div>
      <UploadVoortgang voortgang={upload.voortgang} />
      <UploadMeldingen fout={upload.fout} melding={upload.melding} />
    </div>
  );
}

/** A link as a source of the lesson. */
export function LinkToevoegen({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const id = useId();
  const [url, setUrl] = useState("");
  const [naam, setNaam] = useState("");
  const [fout, setFout] = useState<string>();
  const foutTekst = useFoutTekst();
  const toevoegen = useLinkToevoegen(admnr, les, (n) => t("linkToegevoegd", { naam: n }));
  return (
    <form
      className="grid gap-3"
      aria-labelledby={`${id}-titel`}
      onSubmit={async (e) => {
        e.preventDefault();
        setFout(undefined);
        try {
          await toevoegen.mutateAsync({ url, naam });
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
      <FoutMelding fout={fout} />
    </form>
  );
}
