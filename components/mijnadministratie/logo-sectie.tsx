"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/client/api";
import { dataUrl } from "@/lib/client/data-url";
import { queryKeys } from "@/lib/client/keys";
import { formatBytes } from "@/lib/format";

/** The same limits as the server (lib/services/administraties): checked before sending. */
const MAX_BYTES = 1024 * 1024;
const TYPES = ["image/png", "image/jpeg"];

export function LogoSectie({ admnr, naam, heeftLogo, magBeheren }: { admnr: number; naam: string; heeftLogo: boolean; magBeheren: boolean }) {
  const t = useTranslations("translation.mijnadministratie.logo");
  const foutTekst = useFoutTekst();
  const qc = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [gekozen, setGekozen] = useState<{ file: File; url: string } | null>(null);
  const [fout, setFout] = useState<string>();
  // The logo comes through /api (X-CSRF header), so an <img src> cannot load it directly.
  const { data: logo } = useQuery({
    queryKey: queryKeys.logo(admnr),
    queryFn: async ({ signal }) => {
      try {
        const blob = (await api.request<Blob>("GET", `/api/Administraties/Logo/${admnr}`, { administratieNr: admnr, signal, responseType: "blob" })).data;
        return blob ? await dataUrl(blob) : null;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    enabled: heeftLogo,
  });
  const upload = useApiMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const res = await api.request<Blob>("POST", "/api/Administraties/UpLoad", { administratieNr: admnr, body: form, responseType: "blob" });
      // The answer is the stored file: show exactly that.
      return res.data ? await dataUrl(res.data) : null;
    },
    invalidate: [queryKeys.administratieDetails(admnr), queryKeys.gebruikteBytes(admnr)],
    success: t("opgeslagen"),
    toastError: false,
    onSuccess: (url) => {
      if (url) qc.setQueryData(queryKeys.logo(admnr), url);
      setGekozen(null);
      if (input.current) input.current.value = "";
    },
    onError: (e) => setFout(foutTekst(e, t("mislukt"))),
  });

  async function kies(file: File | undefined) {
    setFout(undefined);
    setGekozen(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setFout(t("verkeerdType"));
    if (file.size > MAX_BYTES) return setFout(t("teGroot", { grootte: formatBytes(file.size), max: formatBytes(MAX_BYTES) }));
    setGekozen({ file, url: await dataUrl(file) });
  }

  return (
    <SectionCard title={t("titel")} description={t("uitleg")} contentClassName="space-y-4">
      <div className="flex min-h-24 items-center justify-center rounded-md border bg-muted/30 p-3">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL that next/image cannot optimise
          <img src={logo} alt={t("alt", { naam })} className="max-h-24 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-muted-foreground">{t("geen")}</p>
        )}
      </div>
      {magBeheren && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (gekozen) upload.mutate(gekozen.file);
            else setFout(t("kiesEerst"));
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t("nieuw")}</Label>
            <FileInput
              ref={input}
              id={inputId}
              accept="image/png,image/jpeg"
              aria-invalid={fout ? true : undefined}
              aria-describedby={fout ? `${inputId}-fout` : undefined}
              onChange={(e) => void kies(e.target.files?.[0])}
            />
            {fout && (
              <p id={`${inputId}-fout`} role="alert" className="text-sm font-medium text-destructive">
                {fout}
              </p>
            )}
          </div>
          {gekozen && (
            <div className="flex flex-wrap items-center gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (data: URL) */}
              <img src={gekozen.url} alt={t("voorbeeld")} className="max-h-16 max-w-40 rounded border object-contain" />
              <span className="text-sm text-muted-foreground">{t("bestand", { naam: gekozen.file.name, grootte: formatBytes(gekozen.file.size) })}</span>
            </div>
          )}
          <Button type="submit" disabled={!gekozen || upload.isPending}>
            <Upload aria-hidden />
            {upload.isPending ? t("bezig") : t("uploaden")}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
