"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { cn } from "@/lib/utils";
import type { ImportEdexAntwoord, OpslaanAntwoord } from "@/lib/services/edex";
import { STAP_SLEUTELS, STAPPEN } from "./edex-gegevens";
import { KiesStap, OpslaanStap, UploadStap } from "./edex-stappen";

/*
 * The EDEX import wizard: which step is open, the uploaded file's answer and the saved result,
 * and the list of steps. The calls are in edex-gegevens.ts, each step's layout in
 * edex-stappen.tsx, the tables and the upload form the other importers share in import-keuzes.tsx
 * and import-upload.tsx.
 */

// The shared parts, where other screens still import them from (new code: the modules themselves).
export { uploadMetVoortgang } from "@/lib/client/upload";
export { Categorie } from "./import-keuzes";
export { UploadFormulier, Voortgang } from "./import-upload";

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
