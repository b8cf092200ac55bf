"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { CheckboxField, KitForm, SelectField, useSchemaForm } from "@/components/kit/form";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import type { groepIndelingOvernemen } from "@/lib/schemas/vestigingen";
import type { GroepIndelingResultaat } from "@/lib/services/vestigingen";
import { useSchooljaren } from "./schooljaren-data";

/* A branch's group layout of one school year taken over into another: loaded on its button's first click (vestiging-details.tsx, issue 27). */

type Stap = "kiezen" | "bevestigen" | "klaar";
type Keuze = z.output<typeof groepIndelingOvernemen>;

/** Choose source and target school year, confirm, then see what was created and skipped. */
export function GroepIndelingDialog({
  admnr,
  vestiging,
  bronJaren,
  trigger,
  initialOpen = false,
}: {
  admnr: number;
  vestiging: { nr: number; naam: string };
  bronJaren: { schooljaar: string; aantal: number }[];
  /** The button (vestiging-details' IndelingKnop). */
  trigger: ReactNode;
  /** Open when mounted (LaadBijOpenen mounts it on the trigger's first click). */
  initialOpen?: boolean;
}) {
  const t = useTranslations("beheer.vestigingen.indeling");
  const { data: alleJaren = [] } = useSchooljaren(admnr);
  const [open, setOpen] = useState(initialOpen);
  const [stap, setStap] = useState<Stap>("kiezen");
  const [keuze, setKeuze] = useState<Keuze | null>(null);
  const [resultaat, setResultaat] = useState<GroepIndelingResultaat | null>(null);
  const beginWaarden = () => ({ vestigingNr: vestiging.nr, vanSchooljaar: bronJaren[0]?.schooljaar ?? "", naarSchooljaar: "", medewerkersOvernemen: true });
  const form = useSchemaForm(() => import("@/lib/schemas/vestigingen").then((m) => m.groepIndelingOvernemen), beginWaarden());
  const van = useWatch({ control: form.control, name: "vanSchooljaar" });
  const doelJaren = alleJaren.map((s) => s.schooljaar).filter((s) => s !== van);

  const overnemen = useApiMutation({
    mutationFn: async (k: Keuze) => (await api.post<GroepIndelingResultaat>("/api/Vestigingen/GroepIndelingOvernemen", k, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.vestigingen(admnr)],
    success: (r) => t("gelukt", { aantal: r.aantalAangemaakt, schooljaar: r.naarSchooljaar }),
    error: t("mislukt"),
    onSuccess: (r) => {
      setResultaat(r);
      setStap("klaar");
    },
    onError: () => setStap("kiezen"),
  });

  function openen(o: boolean) {
    setOpen(o);
    if (o) {
      setStap("kiezen");
      setKeuze(null);
      setResultaat(null);
      form.reset(beginWaarden());
    }
  }

  const aantalBron = bronJaren.find((j) => j.schooljaar === keuze?.vanSchooljaar)?.aantal ?? 0;

  return (
    <Dialog open={open} onOpenChange={openen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("knop")}</DialogTitle>
          <DialogDescription>{t("uitleg", { naam: vestiging.naam })}</DialogDescription>
        </DialogHeader>
        {stap === "kiezen" && (
          <KitForm
            form={form}
            onSubmit={async (k) => {
              setKeuze(k);
              setStap("bevestigen");
            }}
          >
            <SelectField
              name="vanSchooljaar"
              label={t("van")}
              placeholder={t("kies")}
              options={bronJaren.map((j) => ({ value: j.schooljaar, label: t("bronOptie", { schooljaar: j.schooljaar, aantal: j.aantal }) }))}
            />
            <SelectField name="naarSchooljaar" label={t("naar")} description={t("naarUitleg")} placeholder={t("kies")} options={doelJaren.map((s) => ({ value: s, label: s }))} />
            <CheckboxField name="medewerkersOvernemen" label={t("medewerkers")} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t("annuleren")}
              </Button>
              <Button type="submit">{t("verder")}</Button>
            </DialogFooter>
          </KitForm>
        )}
        {stap === "bevestigen" && keuze && (
          <div className="grid gap-4">
            <p role="status">
              {t("bevestigen", {
                aantal: aantalBron,
                naam: vestiging.naam,
                van: keuze.vanSchooljaar,
                naar: keuze.naarSchooljaar,
                medewerkers: keuze.medewerkersOvernemen === false ? "nee" : "ja",
              })}
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStap("kiezen")}>
                {t("terug")}
              </Button>
              <Button type="button" onClick={() => overnemen.mutate(keuze)} disabled={overnemen.isPending}>
                {overnemen.isPending ? t("bezig") : t("overnemen")}
              </Button>
            </DialogFooter>
          </div>
        )}
        {stap === "klaar" && resultaat && (
          <div className="grid gap-4">
            <div role="status" className="space-y-1">
              <p className="font-medium">
                {t("resultaat", { aangemaakt: resultaat.aantalAangemaakt, overgeslagen: resultaat.aantalOvergeslagen, koppelingen: resultaat.aantalMedewerkerKoppelingen })}
              </p>
              {resultaat.aangemaakt.length > 0 && <p className="text-sm">{t("aangemaakt", { namen: formatLijst(resultaat.aangemaakt.map((g) => g.naam)) })}</p>}
              {resultaat.overgeslagen.length > 0 && <p className="text-sm text-muted-foreground">{t("bestond", { namen: formatLijst(resultaat.overgeslagen) })}</p>}
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                {t("klaar")}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
