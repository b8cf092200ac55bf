"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FoutMelding } from "@/components/kit/fout-melding";
import { useZoekterm, type BijOpenenProps } from "@/components/kit/laad-bij-openen";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LesBundelView } from "@/lib/services/lesbundels";

/**
 * Move a lesson to the end of another bundle of the same customer that the user may change
 * (Lessen/Move). The bundles come from the list call (searchable), filtered on magBeheren.
 * Loaded on the trigger's first click (bundel-details.tsx, issue 27).
 */
export function LesVerplaatsen({
  admnr,
  les,
  vanBundel,
  trigger,
  initialOpen = false,
}: BijOpenenProps & { admnr: number; les: { id: number; naam: string }; vanBundel: number }) {
  const t = useTranslations("planning.lesbundels.verplaatsen");
  const foutTekst = useFoutTekst();
  const id = useId();
  const [open, setOpen] = useState(initialOpen);
  const { zoek, setZoek, zoekterm } = useZoekterm();
  const [doel, setDoel] = useState("");
  const [fout, setFout] = useState<string>();
  const bundels = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "verplaatsDoelen", zoekterm),
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.getJson<{ items: LesBundelView[] }>("/api/LesBundels", {
          administratieNr: admnr,
          query: { sorteer: "naam", pageSize: 200, ...(zoekterm ? { zoek: zoekterm } : {}) },
          signal,
        })
      )?.items ?? [],
  });
  const doelen = (bundels.data ?? []).filter((b) => b.magBeheren && b.id !== vanBundel);
  const verplaatsen = useApiMutation({
    mutationFn: (v: { lesBundelId: number; naam: string }) => api.post("/api/Lessen/Move", { id: les.id, lesBundelId: v.lesBundelId }, { administratieNr: admnr }),
    success: (_r, v) => t("gelukt", { les: les.naam, bundel: v.naam }),
    toastError: false,
    invalidate: [queryKeys.lesbundels(admnr)],
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setFout(undefined);
        setDoel("");
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("titel", { naam: les.naam })}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setFout(undefined);
            const b = doelen.find((x) => String(x.id) === doel);
            if (!b) {
              setFout(t("kiesBundel"));
              return;
            }
            try {
              await verplaatsen.mutateAsync({ lesBundelId: b.id, naam: b.naam });
              setOpen(false);
            } catch (err) {
              setFout(foutTekst(err));
            }
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-zoek`}>{t("zoek")}</Label>
            <Input id={`${id}-zoek`} type="search" value={zoek} maxLength={100} onChange={(e) => setZoek(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-doel`}>{t("naar")}</Label>
            <NativeSelect id={`${id}-doel`} value={doel} onChange={(e) => setDoel(e.target.value)}>
              <NativeSelectOption value="">{doelen.length ? t("kies") : t("geenDoelen")}</NativeSelectOption>
              {doelen.map((b) => (
                <NativeSelectOption key={b.id} value={String(b.id)}>
                  {b.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <FoutMelding fout={fout} />
        </form>
        <DialogFooter>
          <Button type="submit" form={`${id}-form`} disabled={verplaatsen.isPending}>
            {t("opslaan")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
