"use client";

import { Copy, KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { NieuweApiKeyView } from "@/lib/services/administraties";

/** Shows a new or renewed key once, with a copy button. */
export function NieuweSleutelDialog({ sleutel, onClose }: { sleutel: NieuweApiKeyView | null; onClose: () => void }) {
  const t = useTranslations("translation.mijnadministratie.sleutels");
  async function kopieer(tekst: string) {
    try {
      await navigator.clipboard.writeText(tekst);
      toast.success(t("gekopieerd"));
    } catch {
      toast.error(t("nietGekopieerd"));
    }
  }
  return (
    <Dialog open={sleutel !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <KeyRound aria-hidden className="mr-2 inline size-5" />
            {t("nieuweTitel", { naam: sleutel?.naam ?? "" })}
          </DialogTitle>
          <DialogDescription>{t("nieuweUitleg")}</DialogDescription>
        </DialogHeader>
        {sleutel && (
          <div className="grid gap-2">
            <Label htmlFor="nieuwe-sleutel-waarde">{t("waarde")}</Label>
            <div className="flex gap-2">
              <Input id="nieuwe-sleutel-waarde" readOnly value={sleutel.sleutel} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void kopieer(sleutel.sleutel)}>
                <Copy aria-hidden />
                {t("kopieren")}
              </Button>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t("bewaard")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
