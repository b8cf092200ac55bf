"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum, volledigeNaam } from "@/lib/format";
import type { LeerlingRij } from "./leerling-rij";

/** Merge two pupils after choosing which one stays: loaded on its button's first click (leerlingen-screen.tsx, issue 27). */
export function SamenvoegenDialog({
  admnr,
  gekozen,
  onKlaar,
  trigger,
  initialOpen = false,
}: {
  admnr: number;
  gekozen: LeerlingRij[];
  onKlaar: () => void;
  /** The button (leerlingen-screen's SamenvoegenKnop). */
  trigger: ReactNode;
  /** Open when mounted (LaadBijOpenen mounts it on the trigger's first click). */
  initialOpen?: boolean;
}) {
  const t = useTranslations("adm.leerlingen.samenvoegen");
  const tk = useTranslations("translation.kit");
  const [a, b] = gekozen;
  const [behoudenId, setBehoudenId] = useState<number | null>(initialOpen ? (a?.id ?? null) : null);
  const klaar = gekozen.length === 2 && a && b;
  const houden = klaar ? (behoudenId === b.id ? b : a) : undefined;
  const weg = klaar ? (houden === a ? b : a) : undefined;
  const merge = useApiMutation({
    mutationFn: () => api.post("/api/Leerlingen/Samenvoegen", { behoudenId: houden!.id, samenvoegenId: weg!.id }, { administratieNr: admnr }),
    invalidate: [queryKeys.leerlingen(admnr)],
    success: () => t("gelukt", { weg: volledigeNaam(weg!), blijft: volledigeNaam(houden!) }),
    error: t("mislukt"),
    onSuccess: onKlaar,
  });
  return (
    <AlertDialog defaultOpen={initialOpen} onOpenChange={(o) => o && setBehoudenId(a?.id ?? null)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("titel")}</AlertDialogTitle>
          <AlertDialogDescription>{t("uitleg")}</AlertDialogDescription>
        </AlertDialogHeader>
        {klaar && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("welke")}</legend>
            {[a, b].map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name="behouden" checked={houden?.id === l.id} onChange={() => setBehoudenId(l.id)} />
                {t("keuze", { naam: volledigeNaam(l), geboren: l.geboortedatum ? formatDatum(l.geboortedatum) : "leeg", sleutel: l.externeSleutel ?? "leeg" })}
              </label>
            ))}
          </fieldset>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{tk("annuleren")}</AlertDialogCancel>
          <AlertDialogAction onClick={() => merge.mutate()}>{t("bevestig")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
