"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";

/** The generic error screen of spec §8: 'Applicatiefout - {name}', the message, and details. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string; data?: unknown; url?: string }; reset: () => void }) {
  const t = useTranslations("translation.fout");
  useEffect(() => {
    // A lazily loaded chunk that failed to load: reload the page once.
    if (error.name === "ChunkLoadError" && !sessionStorage.getItem("leerroute-chunk-reload")) {
      sessionStorage.setItem("leerroute-chunk-reload", "1");
      window.location.reload();
    }
  }, [error]);
  // Spec §8: a 401 is already redirecting to the sign-in page; show only a spinner meanwhile.
  if (error.name === "UNAUTHORIZED")
    return (
      <main className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" />
      </main>
    );
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t("titel", { name: error.name })}</h1>
      <p>{error.message}</p>
      {error.data !== undefined && <pre className="overflow-auto rounded bg-muted p-3 text-sm">{JSON.stringify(error.data, null, 2)}</pre>}
      <details className="rounded border p-3">
        <summary className="cursor-pointer font-medium">{t("details")}</summary>
        <p className="mt-2 text-sm">{t("url", { url: error.url ?? (typeof window !== "undefined" ? window.location.href : "") })}</p>
        {error.digest && <p className="text-sm">{t("referentie", { digest: error.digest })}</p>}
        <pre className="mt-2 overflow-auto text-xs">{error.stack}</pre>
      </details>
      <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
        {t("opnieuw")}
      </button>
    </main>
  );
}
