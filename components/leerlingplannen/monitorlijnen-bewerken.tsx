"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { CompetentieNiveauKiezer, type CompetentieNiveau } from "@/components/ontwikkelingsperspectieven/competentie-niveau";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

/** A monitor line as the edit form keeps it until Save (the update call replaces the whole list). */
export interface LijnInvoer {
  sleutel: string;
  definitieId: number;
  leerroutepakketId: number;
  domeinId: number | null;
  competentieId: number | null;
  vakgebiedNr: number | null;
  startniveauNummer: number | null;
  doelniveauNummer: number | null;
  /** "Lezen: van 1 naar 2", for the list. */
  tekst: string;
}

/**
 * The monitor lines of a pupil plan in its edit form: removed after a confirmation, added by
 * picking a competence and its target level (the group plans' goal selector, whole levels only)
 * under one of the template's monitor items (MON). Saved with the rest of the form.
 */
export function MonitorlijnenBewerken({
  admnr,
  pakketId,
  monDefs,
  lijnen,
  onChange,
}: {
  admnr: number;
  /** The pupil's learning-route package: where the competences are picked from. */
  pakketId: number | null;
  monDefs: readonly { id: number; label: string; vakgebiedNr: number | null }[];
  lijnen: readonly LijnInvoer[];
  onChange: (l: LijnInvoer[]) => void;
}) {
  const t = useTranslations("planning.leerlingplannen");
  const id = useId();
  const [nieuw, setNieuw] = useState<{ definitieId: number; niveau: CompetentieNiveau | null } | null>(null);
  const def = monDefs.find((d) => d.id === nieuw?.definitieId) ?? monDefs[0];
  const toevoegen = () => {
    if (!nieuw?.niveau || !def) return;
    const n = nieuw.niveau;
    onChange([
      ...lijnen,
      {
        sleutel: `nieuw-${n.leerroutepakketId}-${n.competentieId}-${n.niveauNummer}-${lijnen.length}`,
        definitieId: def.id,
        leerroutepakketId: n.leerroutepakketId,
        domeinId: null,
        competentieId: n.competentieId,
        vakgebiedNr: def.vakgebiedNr,
        startniveauNummer: null,
        doelniveauNummer: n.niveauNummer,
        tekst: t("lijnNieuwTekst", { lijn: n.label }),
      },
    ]);
    setNieuw(null);
  };
  return (
    <SectionCard
      title={t("monitorlijnen")}
      description={t("monitorlijnenBewerkenUitleg")}
      action={
        monDefs.length > 0 && !nieuw ? (
          <Button type="button" variant="outline" onClick={() => setNieuw({ definitieId: monDefs[0]!.id, niveau: null })}>
            {t("lijnToevoegen")}
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-3">
        {monDefs.length === 0 ? (
          <EmptyState title={t("geenMonitoritem")} description={t("geenMonitoritemUitleg")} />
        ) : lijnen.length === 0 ? (
          <EmptyState title={t("geenMonitorlijnen")} />
        ) : (
          <ul aria-label={t("monitorlijnen")} className="space-y-2">
            {lijnen.map((l) => (
              <li key={l.sleutel} className="flex items-center justify-between gap-2 rounded-md border p-2">
                <span>{l.tekst}</span>
                <ConfirmDelete
                  label={t("lijnWeg", { lijn: l.tekst })}
                  title={t("lijnWegVraag", { lijn: l.tekst })}
                  description={t("lijnWegUitleg")}
                  onConfirm={async () => onChange(lijnen.filter((x) => x.sleutel !== l.sleutel))}
                />
              </li>
            ))}
          </ul>
        )}
        {nieuw && def && (
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t("lijnToevoegen")}</legend>
            {monDefs.length > 1 && (
              <div className="grid max-w-sm gap-1">
                <Label htmlFor={`${id}-item`}>{t("lijnItem")}</Label>
                <NativeSelect id={`${id}-item`} value={def.id} onChange={(e) => setNieuw({ ...nieuw, definitieId: Number(e.target.value) })}>
                  {monDefs.map((d) => (
                    <NativeSelectOption key={d.id} value={d.id}>
                      {d.label}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </div>
            )}
            <CompetentieNiveauKiezer admnr={admnr} pakketId={pakketId} vakgebiedNr={def.vakgebiedNr} label={t("lijnDoel")} waarde={nieuw.niveau} onChange={(n) => setNieuw({ ...nieuw, niveau: n })} />
            <div className="flex gap-2">
              <Button type="button" onClick={toevoegen} disabled={!nieuw.niveau}>
                {t("lijnToevoegenKnop")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setNieuw(null)}>
                {t("annuleren")}
              </Button>
            </div>
          </fieldset>
        )}
      </div>
    </SectionCard>
  );
}
