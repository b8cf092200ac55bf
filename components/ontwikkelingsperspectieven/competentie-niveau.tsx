"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { DoelenKiezer, doelSleutel, type GekozenDoel } from "@/components/groepsplannen/doelen-kiezer";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";

/** One competence at one level of a package, with its label ("Lezen 2"). */
export interface CompetentieNiveau {
  leerroutepakketId: number;
  competentieId: number;
  niveauNummer: number;
  label: string;
}

/** The packages the administration uses (Leerroutepakketten/Actief), to pick from when it uses more than one. */
export function useActievePakketten(admnr: number) {
  return useQuery({
    queryKey: [...queryKeys.leerroutepakketten(admnr), "actief"],
    queryFn: ({ signal }) => api.getJson<{ id: number; naam: string }[]>("/api/Leerroutepakketten/Actief", { administratieNr: admnr, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Picking one competence at one level (the OPP's action part, a pupil plan's monitor line) with
 * the group plans' goal selector (DoelenKiezer, whole levels only): the current choice with a
 * button that opens the selector; ticking another level replaces it, unticking clears it. With
 * more than one package in use the package is chosen first.
 */
export function CompetentieNiveauKiezer({
  admnr,
  pakketId,
  vakgebiedNr,
  waarde,
  onChange,
  label,
}: {
  admnr: number;
  /** The package to pick from when the value names none (the plan's package). */
  pakketId: number | null;
  vakgebiedNr: number | null;
  waarde: CompetentieNiveau | null;
  onChange: (w: CompetentieNiveau | null) => void;
  /** The visible name of the field, e.g. "Competentie en niveau". */
  label: string;
}) {
  const t = useTranslations("planning.ontwikkelingsperspectieven.competentieNiveau");
  const id = useId();
  const [open, setOpen] = useState(false);
  const knop = useRef<HTMLButtonElement>(null);
  const { data: pakketten } = useActievePakketten(admnr);
  const [gekozenPakket, setGekozenPakket] = useState<number | null>(waarde?.leerroutepakketId ?? pakketId ?? null);
  const pakket = gekozenPakket ?? (pakketten?.length === 1 ? pakketten[0]!.id : null);
  const huidig: GekozenDoel[] = waarde ? [{ competentieId: waarde.competentieId, niveauNummer: waarde.niveauNummer, indicatorId: null, omschrijving: null, label: waarde.label }] : [];
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-sm">{waarde ? waarde.label : t("geen")}</span>
        <Button ref={knop} type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={`${id}-kiezer`} onClick={() => setOpen((o) => !o)}>
          {open ? t("sluiten", { veld: label }) : waarde ? t("wijzigen", { veld: label }) : t("kiezen", { veld: label })}
        </Button>
      </div>
      {open && (
        // The picker sits inside the plan's form: Enter in its search box must not save the form.
        <div
          id={`${id}-kiezer`}
          className="grid gap-2 rounded-md border p-3"
          onKeyDown={(e) => {
            if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
          }}
        >
          {(pakketten?.length ?? 0) > 1 && (
            <div className="grid max-w-sm gap-1">
              <Label htmlFor={`${id}-pakket`}>{t("pakket")}</Label>
              <NativeSelect id={`${id}-pakket`} value={pakket ?? ""} onChange={(e) => setGekozenPakket(e.target.value ? Number(e.target.value) : null)}>
                <NativeSelectOption value="">{t("kiesPakket")}</NativeSelectOption>
                {pakketten!.map((p) => (
                  <NativeSelectOption key={p.id} value={p.id}>
                    {p.naam}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
          )}
          <DoelenKiezer
            admnr={admnr}
            pakketId={pakket}
            vakgebiedNr={vakgebiedNr}
            alleenNiveaus
            doelen={huidig}
            onChange={(lijst) => {
              const nieuw = lijst.find((d) => !huidig.some((h) => doelSleutel(h) === doelSleutel(d)));
              if (nieuw && pakket !== null) {
                onChange({ leerroutepakketId: pakket, competentieId: nieuw.competentieId, niveauNummer: nieuw.niveauNummer, label: nieuw.label });
                // The picker closes on a choice: the keyboard continues on its button, not on the page's top.
                setOpen(false);
                knop.current?.focus();
              } else if (lijst.length === 0) onChange(null);
            }}
          />
        </div>
      )}
    </div>
  );
}
