"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { TabsNav } from "@/components/ui/tabs";
import { usePakket } from "./data";
import { PublishButton } from "./pakketten-screen";

export const PAKKET_TABS = [
  { segment: "stroomplan", label: "Stroomplan" },
  { segment: "domeinen", label: "Domeinen" },
  { segment: "Competenties", label: "Competenties" },
  { segment: "Niveaus", label: "Niveaus" },
  { segment: "Fasen", label: "Fasen" },
  { segment: "Leerroutes", label: "Leerroutes" },
] as const;

/** Package name, status, breadcrumb and (on the detail tabs) the tab navigation. */
export function PakketHeader({ admnr, id, tabs = true, kruimel }: { admnr: number; id: number; tabs?: boolean; kruimel?: { href?: string; label: string }[] }) {
  const { data: pakket } = usePakket(admnr, id);
  const pathname = usePathname();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (!pakket) return null;
  return (
    <div className="space-y-3">
      <nav aria-label="Kruimelpad" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href={`/${admnr}/leerroutepakketten`} className="underline-offset-4 hover:underline">
              Leerroutepakketten
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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold">{pakket.naam}</h1>
            {pakket.gepubliceerd ? <Badge>Gepubliceerd</Badge> : <Badge variant="outline">Niet gepubliceerd</Badge>}
            {!pakket.beheerbaar && <Badge variant="secondary">Alleen lezen</Badge>}
          </div>
          {pakket.beheerbaar && !pakket.gepubliceerd && <PublishButton admnr={admnr} pakket={pakket} />}
        </div>
      )}
      {tabs && pakket.omschrijving && <p className="text-sm text-muted-foreground">{pakket.omschrijving}</p>}
      {tabs && (
        <TabsNav
          aria-label="Onderdelen leerroutepakket"
          items={PAKKET_TABS.map((t) => ({ href: `${basis}/details/${t.segment}`, label: t.label, active: pathname.startsWith(`${basis}/details/${t.segment}`) }))}
        />
      )}
    </div>
  );
}
