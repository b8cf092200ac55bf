"use client";

import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { Badge } from "@/components/ui/badge";
import { usePakket } from "./data";
import { PakketStatus, PublishButton } from "./pakket-status";

/** The detail tabs of a package: route segments under …/details/ (their labels: messages tabs.*). */
export const PAKKET_TABS = ["stroomplan", "domeinen", "Competenties", "Niveaus", "Fasen", "Leerroutes"] as const;

/** Package name, status, breadcrumb and (on the detail tabs) the tab navigation. */
export function PakketHeader({ admnr, id, tabs = true, kruimel }: { admnr: number; id: number; tabs?: boolean; kruimel?: { href?: string; label: string }[] }) {
  // Three small namespaces, not the package screens' whole one: the details layout around every
  // tab ships what its header uses, each tab its own (issue 27).
  const t = useTranslations("planning.leerroutepakketten.kop");
  const tt = useTranslations("planning.leerroutepakketten.tabs");
  const ts = useTranslations("planning.leerroutepakketten.status");
  const { data: pakket } = usePakket(admnr, id);
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (!pakket) return null;
  return (
    <div className="space-y-3">
      <nav aria-label={t("kruimelpad")} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href={`/${admnr}/leerroutepakketten`} className="underline-offset-4 hover:underline">
              {t("pakketten")}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link href={`${basis}/details/stroomplan`} className="underline-offset-4 hover:underline">
              {pakket.naam}
            </Link>
          </li>
          {kruimel?.map((k) => (
            <li key={k.label} className="flex gap-1">
              <span aria-hidden>/</span>
              {k.href ? (
                <Link href={k.href} className="underline-offset-4 hover:underline">
                  {k.label}
                </Link>
              ) : (
                <span>{k.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {tabs && (
        <>
          <PageHeader
            title={pakket.naam}
            description={pakket.omschrijving || undefined}
            actions={pakket.beheerbaar && !pakket.gepubliceerd ? <PublishButton admnr={admnr} pakket={pakket} /> : undefined}
          >
            <div className="flex flex-wrap items-center gap-2">
              <PakketStatus pakket={pakket} />
              {!pakket.beheerbaar && <Badge variant="secondary">{ts("alleenLezen")}</Badge>}
            </div>
          </PageHeader>
          <RouteTabs label={tt("label")} items={PAKKET_TABS.map((s) => ({ href: `${basis}/details/${s}`, label: tt(s) }))} />
        </>
      )}
    </div>
  );
}
