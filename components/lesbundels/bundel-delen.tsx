"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { UserPlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { FoutMelding } from "@/components/kit/fout-melding";
import { useZoekterm, type BijOpenenProps } from "@/components/kit/laad-bij-openen";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LesBundelDetailsView } from "@/lib/services/lesbundels";

interface Collega {
  id: string;
  naam: string;
  administratieNr: number;
  administratieNaam: string;
}
type Deling = LesBundelDetailsView["medewerkers"][number];
const sleutel = (m: { id: string; administratieNr: number }) => `${m.administratieNr}:${m.id}`;

/**
 * Share a bundle with named colleagues of the same customer (any of its administrations), each
 * with view or edit right: pick a colleague, see who has it, change the right or revoke. Every
 * change sends the whole list to LesBundels/share (it replaces the previous one). Loaded on the
 * trigger's first click (bundel-details.tsx, issue 27).
 */
export function CollegasDelen({
  admnr,
  bundel,
  trigger,
  initialOpen = false,
}: BijOpenenProps & { admnr: number; bundel: LesBundelDetailsView }) {
  const t = useTranslations("planning.lesbundels.collegas");
  const foutTekst = useFoutTekst();
  const id = useId();
  const [open, setOpen] = useState(initialOpen);
  const { zoek, setZoek, zoekterm } = useZoekterm();
  const [gekozen, setGekozen] = useState("");
  const [recht, setRecht] = useState<"bekijken" | "bewerken">("bekijken");
  const [fout, setFout] = useState<string>();
  const collegas = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "collegas", bundel.id, zoekterm),
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.getJson<Collega[]>(`/api/LesBundels/Collegas/${bundel.id}`, { administratieNr: admnr, query: zoekterm ? { zoek: zoekterm } : {}, signal })) ?? [],
  });
  const delen = useApiMutation({
    mutationFn: (v: { lijst: Deling[]; melding: string }) =>
      api.post(
        "/api/LesBundels/share",
        { id: bundel.id, gedeeld: bundel.gedeeld, medewerkers: v.lijst.map((m) => ({ gebruikerId: m.id, administratieNr: m.administratieNr, magBewerken: m.magBewerken })) },
        { administratieNr: admnr },
      ),
    success: (_r, v) => v.melding,
    toastError: false,
    invalidate: [queryKeys.lesbundels(admnr)],
  });
  const al = new Set(bundel.medewerkers.map(sleutel));
  const kandidaten = (collegas.data ?? []).filter((c) => !al.has(sleutel(c)));

  async function bewaar(lijst: Deling[], melding: string) {
    setFout(undefined);
    try {
      await delen.mutateAsync({ lijst, melding });
      return true;
    } catch (e) {
      setFout(foutTekst(e));
      return false;
    }
  }

  async function voegToe(e: React.FormEvent) {
    e.preventDefault();
    const c = kandidaten.find((k) => sleutel(k) === gekozen);
    if (!c) {
      setFout(t("kiesCollega"));
      return;
    }
    const ok = await bewaar([...bundel.medewerkers, { ...c, magBewerken: recht === "bewerken" }], t(recht === "bewerken" ? "gedeeldBewerken" : "gedeeldBekijken", { naam: c.naam }));
    if (ok) setGekozen("");
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("titel", { naam: bundel.naam })}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby={`${id}-huidig`} className="grid gap-2">
          <h3 id={`${id}-huidig`} className="text-sm font-medium">
            {t("huidig")}
          </h3>
          {bundel.medewerkers.length === 0 ? (
            <EmptyState title={t("geen")} />
          ) : (
            <ul className="divide-y rounded-md border">
              {bundel.medewerkers.map((m) => (
                <li key={sleutel(m)} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium">{m.naam}</p>
                    <p className="text-sm text-muted-foreground">{m.administratieNaam}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <NativeSelect
                      aria-label={t("rechtVan", { naam: m.naam })}
                      value={m.magBewerken ? "bewerken" : "bekijken"}
                      disabled={delen.isPending}
                      onChange={(e) => {
                        const bewerken = e.target.value === "bewerken";
                        void bewaar(
                          bundel.medewerkers.map((x) => (sleutel(x) === sleutel(m) ? { ...x, magBewerken: bewerken } : x)),
                          t(bewerken ? "gedeeldBewerken" : "gedeeldBekijken", { naam: m.naam }),
                        );
                      }}
                    >
                      <NativeSelectOption value="bekijken">{t("bekijken")}</NativeSelectOption>
                      <NativeSelectOption value="bewerken">{t("bewerken")}</NativeSelectOption>
                    </NativeSelect>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={delen.isPending}
                      aria-label={t("intrekkenLabel", { naam: m.naam })}
                      onClick={() => bewaar(bundel.medewerkers.filter((x) => sleutel(x) !== sleutel(m)), t("ingetrokken", { naam: m.naam }))}
                    >
                      <X aria-hidden className="size-4" />
                      {t("intrekken")}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <form onSubmit={voegToe} className="grid gap-3" aria-labelledby={`${id}-nieuw`}>
          <h3 id={`${id}-nieuw`} className="text-sm font-medium">
            {t("nieuw")}
          </h3>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-zoek`}>{t("zoek")}</Label>
            <Input id={`${id}-zoek`} type="search" value={zoek} maxLength={100} onChange={(e) => setZoek(e.target.value)} />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-collega`}>{t("collega")}</Label>
              <NativeSelect id={`${id}-collega`} value={gekozen} onChange={(e) => setGekozen(e.target.value)}>
                <NativeSelectOption value="">{kandidaten.length ? t("kies") : t("geenKandidaten")}</NativeSelectOption>
                {kandidaten.map((c) => (
                  <NativeSelectOption key={sleutel(c)} value={sleutel(c)}>
                    {t("optie", { naam: c.naam, school: c.administratieNaam })}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-recht`}>{t("recht")}</Label>
              <NativeSelect id={`${id}-recht`} value={recht} onChange={(e) => setRecht(e.target.value === "bewerken" ? "bewerken" : "bekijken")}>
                <NativeSelectOption value="bekijken">{t("bekijken")}</NativeSelectOption>
                <NativeSelectOption value="bewerken">{t("bewerken")}</NativeSelectOption>
              </NativeSelect>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={delen.isPending}>
              <UserPlus aria-hidden className="size-4" />
              {t("delen")}
            </Button>
          </div>
          <FoutMelding fout={fout} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
