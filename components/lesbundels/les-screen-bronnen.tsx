"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, FileText, Image as ImageIcon, Link2, Link2Off, Paperclip } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { queryKeys } from "@/lib/client/keys";
import { formatBytes } from "@/lib/format/bytes";
import type { LesDetailsView } from "@/lib/services/lesbundels";
import { cn } from "@/lib/utils";
import { useBronMutaties, useBronThumbnail, type Bron } from "./les-screen-data";
import { useBronOpenen } from "./les-screen-state";
import { AfbeeldingToevoegen, BestandUpload, LinkToevoegen } from "./les-screen-toevoegen";

/** A thumbnail made by the server (images), else an icon for the kind of source. */
function BronBeeld({ admnr, bron }: { admnr: number; bron: Bron }) {
  const t = useTranslations("planning.lesbundels.les");
  const src = useBronThumbnail(admnr, bron);
  const klasse = "size-16 shrink-0 rounded-md border bg-muted";
  // eslint-disable-next-line @next/next/no-img-element -- a data URL of an API answer
  if (src) return <img src={src} alt={t("miniatuur", { naam: bron.naam })} className={cn(klasse, "object-cover")} />;
  const Icoon = bron.soort === "Link" ? Link2 : bron.soort === "Afbeelding" ? ImageIcon : bron.mimeType === "application/pdf" ? FileText : Paperclip;
  return (
    <div className={cn(klasse, "flex items-center justify-center text-muted-foreground")}>
      <Icoon aria-hidden className="size-6" />
    </div>
  );
}

/** The lesson's sources (open, unlink, delete), adding one, and the bundle's other sources to link. */
export function Bronnen({ admnr, les }: { admnr: number; les: LesDetailsView }) {
  const t = useTranslations("planning.lesbundels.les");
  const qc = useQueryClient();
  const beheer = les.lesBundel.magBeheren;
  const { ontkoppelen, koppelen, verwijderen } = useBronMutaties(admnr, les.id, {
    ontkoppeld: (naam) => t("ontkoppeld", { naam }),
    gekoppeld: (naam) => t("gekoppeld", { naam }),
    verwijderd: (naam) => t("verwijderd", { naam }),
  });
  const { openFout, openen } = useBronOpenen(admnr);
  const ververs = () => qc.invalidateQueries({ queryKey: queryKeys.lesbundels(admnr) });

  const rij = (b: Bron, gekoppeld: boolean) => (
    <li key={b.id} className="flex flex-wrap items-center gap-3 py-3">
      <BronBeeld admnr={admnr} bron={b} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{b.naam}</p>
        <p className="text-sm text-muted-foreground">
          {b.soort === "Link" ? b.url : [b.bestandsnaam, b.grootte !== null ? formatBytes(b.grootte) : null].filter(Boolean).join(" · ")}
        </p>
        {b.aantalLessen > 1 ? <Badge variant="secondary">{t("inLessen", { aantal: b.aantalLessen })}</Badge> : null}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button type="button" variant="outline" size="sm" onClick={() => openen(b)} aria-label={t("openenLabel", { naam: b.naam })}>
          <ExternalLink aria-hidden className="size-4" />
          {t("openen")}
        </Button>
        {beheer && gekoppeld ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => ontkoppelen.mutate(b)} aria-label={t("ontkoppelenLabel", { naam: b.naam })}>
            <Link2Off aria-hidden className="size-4" />
            {t("ontkoppelen")}
          </Button>
        ) : null}
        {beheer && !gekoppeld ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => koppelen.mutate(b)} aria-label={t("koppelenLabel", { naam: b.naam })}>
            <Link2 aria-hidden className="size-4" />
            {t("koppelen")}
          </Button>
        ) : null}
        {beheer ? (
          <ConfirmDelete
            label={t("verwijderenLabel", { naam: b.naam })}
            title={t("verwijderenVraag", { naam: b.naam })}
            description={t("verwijderenUitleg", { aantal: b.aantalLessen })}
            onConfirm={() => verwijderen.mutateAsync(b)}
          />
        ) : null}
      </div>
    </li>
  );

  return (
    <>
      <SectionCard title={t("bronnen")} description={t("bronnenUitleg")}>
        {openFout ? (
          <p role="alert" className="mb-2 text-sm text-destructive">
            {openFout}
          </p>
        ) : null}
        {les.bronnen.length === 0 ? <EmptyState title={t("geenBronnen")} description={beheer ? t("geenBronnenToevoegen") : undefined} /> : <ul className="divide-y">{les.bronnen.map((b) => rij(b, true))}</ul>}
      </SectionCard>
      {beheer ? (
        <SectionCard title={t("toevoegen")} description={t("toevoegenUitleg")}>
          <div className="grid gap-6 lg:grid-cols-2">
            <BestandUpload admnr={admnr} les={les} onKlaar={ververs} />
            <div className="grid content-start gap-6">
              <AfbeeldingToevoegen admnr={admnr} les={les} onKlaar={ververs} />
              <LinkToevoegen admnr={admnr} les={les} />
            </div>
          </div>
        </SectionCard>
      ) : null}
      {beheer && les.overigeBronnen.length > 0 ? (
        <SectionCard title={t("overige")} description={t("overigeUitleg")}>
          <ul className="divide-y">{les.overigeBronnen.map((b) => rij(b, false))}</ul>
        </SectionCard>
      ) : null}
    </>
  );
}
