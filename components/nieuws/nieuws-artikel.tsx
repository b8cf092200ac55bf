"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { NieuwsDetails, NieuwsItem } from "@/lib/services/nieuws";
import { Categorieen, NieuwsBeeld, RichText } from "./nieuws-delen";

/** One article of the home page's news, read in a dialog (NieuwsHome loads this module on the first click). */
export function ArtikelDialog({ admnr, artikel, onClose }: { admnr: number; artikel: NieuwsItem; onClose: () => void }) {
  const t = useTranslations("translation.nieuws.home");
  const { data, isError } = useQuery({
    queryKey: queryKeys.nieuwsDetails(admnr, artikel.id),
    queryFn: async ({ signal }) => (await api.getJson<NieuwsDetails>(`/api/Nieuws/details/${artikel.id}`, { administratieNr: admnr, signal }))!,
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{artikel.titel}</DialogTitle>
          <DialogDescription>{artikel.publicatiedatum ? t("geplaatst", { datum: formatDatum(artikel.publicatiedatum), auteur: artikel.auteur }) : t("geplaatstDoor", { auteur: artikel.auteur })}</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("ladenMislukt")}
          </p>
        ) : !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div className="grid gap-4">
            <Categorieen items={data.categorieen} />
            <RichText html={data.inhoud} />
            {data.afbeeldingen.length ? (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t("afbeeldingen")}>
                {data.afbeeldingen.map((b) => (
                  <li key={b.bestandId}>
                    <NieuwsBeeld admnr={admnr} url={b.url} alt={t("afbeeldingBij", { titel: data.titel })} className="aspect-video w-full rounded-md" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
