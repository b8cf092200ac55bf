"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { z } from "zod";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { SortableList } from "@/components/ui/sortable-list";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { planLessenSleutel } from "./sleutels";
import type { planLesAntwoord, planLesBundel } from "@/lib/schemas/lesbundels";

type PlanLes = z.output<typeof planLesAntwoord>;
type Bundel = z.output<typeof planLesBundel>;

/**
 * The lessons of a teaching plan (an action plan's tab lesspapers, an instruction group on the
 * group plan's tab lesbundels), through the OnderwijsplanLessen calls: in order (reorder by drag,
 * keyboard or the move buttons), removed with confirmation, and added from the visible lesson
 * bundels.
 */
export function PlanLessen({ admnr, onderwijsplanId, magBewerken }: { admnr: number; onderwijsplanId: number; magBewerken: boolean }) {
  const t = useTranslations("planning.groepsplannen.lessen");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const sleutel = planLessenSleutel(admnr, onderwijsplanId);
  const [kiezen, setKiezen] = useState(false);
  const { data: lessen, isError } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<PlanLes[]>(`/api/OnderwijsplanLessen/Lessen/${onderwijsplanId}`, { administratieNr: admnr, signal }),
  });
  const ververs = () => qc.invalidateQueries({ queryKey: sleutel });

  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("fout")}
      </p>
    );
  }
  if (!lessen) return <p className="text-sm text-muted-foreground">{t("laden")}</p>;
  return (
    <div className="space-y-4">
      {lessen.length === 0 ? (
        <EmptyState title={t("leeg")} description={magBewerken ? t("leegUitleg") : undefined} />
      ) : (
        <SortableList
          label={t("lijst")}
          items={lessen.map((l) => ({ ...l, id: l.lesId }))}
          readOnly={!magBewerken}
          onReorder={async (ids) => {
            try {
              await api.post("/api/OnderwijsplanLessen/reorganize", { onderwijsplanId, lesIds: ids }, { administratieNr: admnr });
            } catch (e) {
              toast.error(fout(e, t("volgordeMislukt")));
              throw e;
            } finally {
              await ververs();
            }
          }}
          render={(l) => (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">{l.naam}</span>
                <span className="ml-2 text-muted-foreground">{[t("info", { bundel: l.lesBundelNaam }), l.uitgevoerdOp ? t("uitgevoerd", { datum: formatDatum(l.uitgevoerdOp) }) : null].filter(Boolean).join(" · ")}</span>
              </span>
              {magBewerken && (
                <ConfirmDelete
                  label={t("weghalen", { naam: l.naam })}
                  title={t("weghalen", { naam: l.naam })}
                  description={t("weghalenVraag", { naam: l.naam })}
                  onConfirm={async () => {
                    await api.delete(`/api/OnderwijsplanLessen/Delete/${onderwijsplanId}/${l.lesId}`, { administratieNr: admnr });
                    toast.success(t("weggehaald", { naam: l.naam }));
                    await ververs();
                  }}
                />
              )}
            </div>
          )}
        />
      )}
      {magBewerken &&
        (kiezen ? (
          <LessenKiezer
            admnr={admnr}
            onderwijsplanId={onderwijsplanId}
            onKlaar={async () => {
              setKiezen(false);
              await ververs();
            }}
          />
        ) : (
          <Button type="button" variant="outline" onClick={() => setKiezen(true)}>
            {t("toevoegen")}
          </Button>
        ))}
    </div>
  );
}

function LessenKiezer({ admnr, onderwijsplanId, onKlaar }: { admnr: number; onderwijsplanId: number; onKlaar: () => Promise<void> }) {
  const t = useTranslations("planning.groepsplannen.lessen");
  const fout = useFoutTekst();
  const [gekozen, setGekozen] = useState<Set<number>>(new Set());
  const [bezig, setBezig] = useState(false);
  const { data: bundels, isError } = useQuery({
    queryKey: ["onderwijsplanlessen", admnr, onderwijsplanId, "bundels"],
    queryFn: ({ signal }) => api.getJson<Bundel[]>(`/api/OnderwijsplanLessen/Lesbundels/${onderwijsplanId}`, { administratieNr: admnr, signal }),
  });
  const voegToe = async () => {
    setBezig(true);
    try {
      await api.post("/api/OnderwijsplanLessen/Add", { onderwijsplanId, lesIds: [...gekozen] }, { administratieNr: admnr });
      toast.success(t("toegevoegd", { aantal: gekozen.size }));
      await onKlaar();
    } catch (e) {
      toast.error(fout(e, t("toevoegenMislukt")));
    } finally {
      setBezig(false);
    }
  };
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t("kiezen")}</legend>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("fout")}
        </p>
      ) : !bundels ? (
        <p className="text-sm text-muted-foreground">{t("laden")}</p>
      ) : bundels.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geenBundels")}</p>
      ) : (
        <div className="max-h-80 space-y-2 overflow-y-auto">
          {bundels.map((b) => (
            <details key={b.id} open={bundels.length === 1}>
              <summary className="cursor-pointer text-sm font-medium">{b.naam}</summary>
              <div className="space-y-1 pt-1 pl-4">
                {b.lessen.map((l) => (
                  <LesKeuze
                    key={l.id}
                    naam={l.naam}
                    inPlan={l.inPlan}
                    checked={l.inPlan || gekozen.has(l.id)}
                    onChange={(aan) =>
                      setGekozen((oud) => {
                        const s = new Set(oud);
                        if (aan) s.add(l.id);
                        else s.delete(l.id);
                        return s;
                      })
                    }
                  />
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <Button type="button" onClick={() => void voegToe()} disabled={bezig || gekozen.size === 0}>
          {t("toevoegenAantal", { aantal: gekozen.size })}
        </Button>
        <Button type="button" variant="outline" onClick={() => void onKlaar()}>
          {t("annuleren")}
        </Button>
      </div>
    </fieldset>
  );
}

function LesKeuze({ naam, inPlan, checked, onChange }: { naam: string; inPlan: boolean; checked: boolean; onChange: (aan: boolean) => void }) {
  const t = useTranslations("planning.groepsplannen.lessen");
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} disabled={inPlan} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {naam}
        {inPlan ? <span className="ml-1 text-muted-foreground">{t("alInPlan")}</span> : null}
      </label>
    </div>
  );
}
