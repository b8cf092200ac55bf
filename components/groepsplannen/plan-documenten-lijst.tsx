"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { uploadMetVoortgang } from "@/lib/client/upload";
import { formatDatum } from "@/lib/format";

interface Document {
  id: number;
  bestandsnaam: string;
  grootte: number;
  toegevoegdOp: string;
}

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024)).toLocaleString("nl-NL")} kB`;

/**
 * The documents of a group plan or of one of its instruction groups: download, upload (through
 * GroepsPlannen/Edit, with progress; the plan's starting situation is sent unchanged) and delete
 * (with confirmation).
 */
export function PlanDocumentenLijst({
  admnr,
  plan,
  instructiegroepNr,
  documenten,
  magBewerken,
}: {
  admnr: number;
  plan: { id: number; groepNr: number; periodeNummer: number; beginsituatie: string | null };
  instructiegroepNr: number | null;
  documenten: readonly Document[];
  magBewerken: boolean;
}) {
  const t = useTranslations("planning.groepsplannen.documenten");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const id = useId();
  const invoer = useRef<HTMLInputElement>(null);
  const [bestanden, setBestanden] = useState<File[]>([]);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const ververs = () => qc.invalidateQueries({ queryKey: queryKeys.groepsplannen(admnr) });

  const upload = async () => {
    if (!bestanden.length) return;
    const form = new FormData();
    form.set("id", String(plan.id));
    if (plan.beginsituatie) form.set("beginsituatie", plan.beginsituatie);
    if (instructiegroepNr !== null) form.set("instructiegroepNr", String(instructiegroepNr));
    for (const b of bestanden) form.append("documenten", b);
    setVoortgang(0);
    try {
      await uploadMetVoortgang("/api/GroepsPlannen/Edit", admnr, form, (f) => setVoortgang(Math.round(f * 100)));
      toast.success(t("toegevoegd", { aantal: bestanden.length }));
      setBestanden([]);
      if (invoer.current) invoer.current.value = "";
      await ververs();
    } catch (e) {
      toast.error(fout(e, t("uploadMislukt")));
    } finally {
      setVoortgang(null);
    }
  };

  return (
    <div className="space-y-3">
      {documenten.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geen")}</p>
      ) : (
        <ul aria-label={t("lijst")} className="space-y-1">
          {documenten.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2">
                <FileText aria-hidden className="size-4" />
                {d.bestandsnaam}
                <span className="text-muted-foreground">{t("info", { grootte: kb(d.grootte), datum: formatDatum(d.toegevoegdOp.slice(0, 10)) })}</span>
              </span>
              <span className="flex items-center gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("downloaden", { naam: d.bestandsnaam })}
                  onClick={() =>
                    void api
                      .download(`/api/GroepsPlannen/Document/${admnr}/${plan.groepNr}/${plan.periodeNummer}`, { administratieNr: admnr, query: { bestandId: d.id }, fallbackFilename: d.bestandsnaam })
                      .catch((e: unknown) => toast.error(fout(e)))
                  }
                >
                  <Download aria-hidden />
                </Button>
                {magBewerken && (
                  <ConfirmDelete
                    label={t("verwijderen", { naam: d.bestandsnaam })}
                    title={t("verwijderen", { naam: d.bestandsnaam })}
                    description={t("verwijderenVraag", { naam: d.bestandsnaam })}
                    onConfirm={async () => {
                      await api.delete(`/api/GroepsPlannen/deletedocument/${admnr}/${plan.id}/${d.id}`, { administratieNr: admnr });
                      toast.success(t("verwijderd", { naam: d.bestandsnaam }));
                      await ververs();
                    }}
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {magBewerken && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={id}>{t("kiezen")}</Label>
            <FileInput ref={invoer} id={id} multiple onChange={(e) => setBestanden([...(e.target.files ?? [])])} />
          </div>
          <Button type="button" variant="outline" onClick={() => void upload()} disabled={!bestanden.length || voortgang !== null}>
            {voortgang !== null ? t("bezig", { procent: voortgang }) : t("uploaden")}
          </Button>
        </div>
      )}
    </div>
  );
}
