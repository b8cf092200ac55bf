"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/kit/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { NieuwsItem } from "@/lib/services/nieuws";
import { HOME_NIEUWS_AANTAL } from "./aantallen";
import { Categorieen, NieuwsBeeld } from "./nieuws-delen";

/** The article opens in a dialog loaded on the first click, not with the home page (issue 27). */
const ArtikelDialog = dynamic(() => import("./nieuws-artikel").then((m) => m.ArtikelDialog), { ssr: false });


interface Pagina {
  items: NieuwsItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The home page's news: the latest articles of the administration and the general news, a page at a time. */
export function NieuwsHome({ admnr, magBeheren }: { admnr: number; magBeheren: boolean }) {
  const t = useTranslations("translation.nieuws.home");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<NieuwsItem | null>(null);
  const { data, isError } = useQuery({
    queryKey: queryKeys.nieuwsPagina(admnr, "lezen", page, HOME_NIEUWS_AANTAL),
    queryFn: async ({ signal }) => (await api.getJson<Pagina>("/api/Nieuws", { administratieNr: admnr, query: { page, pageSize: HOME_NIEUWS_AANTAL }, signal }))!,
    placeholderData: keepPreviousData,
  });
  const paginas = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="nieuws-kop" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="nieuws-kop" className="text-lg font-semibold">
          {t("titel")}
        </h2>
        {magBeheren ? (
          <Link href={`/${admnr}/nieuws`} className="text-sm text-primary underline-offset-4 hover:underline">
            {t("beheren")}
          </Link>
        ) : null}
      </div>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("ladenMislukt")}
        </p>
      ) : !data ? (
        <div className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState title={t("leeg")} description={magBeheren ? t("leegBeheerder") : t("leegUitleg")} />
      ) : (
        <ul className="grid gap-3" aria-label={t("titel")}>
          {data.items.map((a) => (
            <li key={a.id}>
              <article className="flex gap-4 rounded-lg border bg-card p-4" aria-labelledby={`nieuws-${a.id}`}>
                {a.afbeeldingen[0] ? <NieuwsBeeld admnr={admnr} url={a.afbeeldingen[0].url} alt="" className="hidden h-24 w-36 shrink-0 rounded-md sm:block" /> : null}
                <div className="grid min-w-0 gap-1">
                  <h3 id={`nieuws-${a.id}`} className="font-semibold">
                    {a.titel}
                  </h3>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <span>{a.publicatiedatum ? t("geplaatst", { datum: formatDatum(a.publicatiedatum), auteur: a.auteur }) : t("geplaatstDoor", { auteur: a.auteur })}</span>
                    {a.voorIedereen ? <span>{t("algemeen")}</span> : null}
                    <Categorieen items={a.categorieen} />
                  </p>
                  {a.samenvatting ? <p className="text-sm">{a.samenvatting}</p> : null}
                  <div>
                    <Button type="button" variant="link" className="h-auto p-0" onClick={() => setOpen(a)} aria-label={t("lezenLabel", { titel: a.titel })}>
                      {t("lezen")}
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {data && paginas > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t("paginas")}>
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("nieuwer")}
          </Button>
          <span className="text-sm text-muted-foreground">{t("pagina", { pagina: page, aantal: paginas })}</span>
          <Button type="button" variant="outline" size="sm" disabled={page >= paginas} onClick={() => setPage((p) => p + 1)}>
            {t("ouder")}
          </Button>
        </nav>
      ) : null}
      {open ? <ArtikelDialog admnr={admnr} artikel={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
