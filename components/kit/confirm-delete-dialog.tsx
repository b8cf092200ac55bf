"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { foutTekst } from "@/lib/client/fout";
import type { ConfirmDeleteProps } from "./confirm-delete";

/**
 * The confirmation dialog of kit/confirm-delete.tsx, loaded on its first use (issue 27): see
 * ConfirmDelete there. ConfirmDelete draws the trigger (its default trash button included) and
 * hands it over with the open state.
 */
export function ConfirmDeleteDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  open: openProp,
  onOpenChange,
  destructive = true,
  children,
}: ConfirmDeleteProps) {
  const t = useTranslations("translation.kit");
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const [bezig, setBezig] = useState(false);
  const [fout, setFout] = useState<string>();
  const setOpen = (o: boolean) => {
    if (bezig) return;
    setFout(undefined);
    setOpenState(o);
    onOpenChange?.(o);
  };
  async function bevestig() {
    setBezig(true);
    setFout(undefined);
    try {
      await onConfirm();
      setBezig(false);
      setOpenState(false);
      onOpenChange?.(false);
    } catch (e) {
      setBezig(false);
      setFout(foutTekst(e, t("fout.verwijderen")));
    }
  }
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger !== undefined ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        {children}
        {fout ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {fout}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={bezig}>{fout ? t("sluiten") : t("annuleren")}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: that one closes the dialog before the answer. */}
          <Button variant={destructive ? "destructive" : "default"} disabled={bezig} onClick={() => void bevestig()}>
            {bezig ? t("bezig") : (confirmLabel ?? t("verwijderen"))}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
