"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileArchive, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatBytes, formatDatum } from "@/lib/format";

interface Omvang {
  notities: number;
  dossieritems: number;
  formulieren: number;
  documenten: number;
}
interface Overzicht {
  leerlingNaam: string;
  omvang: Omvang;
  bytes: number;
  onderdelen: { soort: "notitie" | "dossieritem" | "formulier"; id: number; titel: string; datum: string; documenten: number }[];
}

/**
 * A pupil's whole file for an access or erasure request (administrators, Leerlingdossiers
 * manage): export as one zip, or erase everything after a confirmation that names what goes.
 */
export function VolledigDossier({ admnr, leerlingId }: { admnr: number; leerlingId: number }) {
  const t = useTranslations("adm.leerlingdossier.volledig");
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data: overzicht } = useQuery({
    queryKey: ["dossierOverzicht", admnr, leerlingId],
    queryFn: async ({ signal }) => api.getJson<Overzicht>(`/api/Leerlingdossier/Overzicht/${admnr}/${leerlingId}`, { administratieNr: admnr, signal }),
    enabled: open,
    staleTime: 0,
  });
  const exporteer = useApiMutation({
    mutationFn: () => api.download(`/api/Leerlingdossier/Export/${admnr}/${leerlingId}`, { administratieNr: admnr, fallbackFilename: "dossier.zip" }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "dossier.zip" }),
    invalidate: [["dossierInzage", admnr, leerlingId]],
  });
  const leeg = overzicht ? Object.values(overzicht.omvang).every((n) => n === 0) : true;

  return (
    <SectionCard
      title={t("titel")}
      description={t("uitleg")}
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending} aria-busy={exporteer.isPending}>
            <FileArchive aria-hidden />
            {exporteer.isPending ? t("exporterenBezig") : t("exporteren")}
          </Button>
          <ConfirmDelete
            open={open}
            onOpenChange={setOpen}
            title={t("wissenVraag", { naam: overzicht?.leerlingNaam ?? "" })}
            description={
              !overzicht
                ? t("laden")
                : leeg
                  ? t("wissenLeeg")
                  : t("wissenUitleg", { ...overzicht.omvang, grootte: formatBytes(overzicht.bytes) })
            }
            confirmLabel={t("wissenBevestigen")}
            disabled={!overzicht || leeg}
            onConfirm={async () => {
              if (!overzicht || leeg) return;
              const r = await api.post<{ gewist: Omvang }>("/api/Leerlingdossier/Wissen", { leerlingId, bevestigd: overzicht.omvang }, { administratieNr: admnr });
              toast.success(t("gewist", { naam: overzicht.leerlingNaam, ...(r.data?.gewist ?? overzicht.omvang) }));
              await Promise.all(
                [queryKeys.dossier(admnr, leerlingId), queryKeys.notities(admnr, "leerling", leerlingId), queryKeys.formulierenLeerling(admnr, leerlingId), ["dossierInzage", admnr, leerlingId], ["dossierOverzicht", admnr, leerlingId]].map((queryKey) =>
                  qc.invalidateQueries({ queryKey }),
                ),
              );
            }}
          >
            {overzicht && !leeg && (
              <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border p-3 text-sm" aria-label={t("lijstLabel")}>
                {overzicht.onderdelen.map((o) => (
                  <li key={`${o.soort}-${o.id}`}>
                    {t("onderdeel", { soort: o.soort, titel: o.titel, datum: formatDatum(o.datum), documenten: o.documenten })}
                  </li>
                ))}
              </ul>
            )}
          </ConfirmDelete>
          <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden />
            {t("wissen")}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-muted-foreground">{t("wissenToelichting")}</p>
    </SectionCard>
  );
}
