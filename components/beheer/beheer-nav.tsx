"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

/** The settings menu; labels by segment from beheer.nav (sector terms: "Vestigingen" → "Locaties"). */
export function BeheerNav({ admnr, items }: { admnr: number; items: { segment: string; groep: string }[] }) {
  const t = useTranslations("beheer.nav");
  const pathname = usePathname().toLowerCase();
  const groepen = [...new Set(items.map((i) => i.groep))];
  return (
    <nav aria-label={t("label")} className="space-y-4">
      {groepen.map((groep) => (
        <div key={groep}>
          <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(`groepen.${groep}`)}</h2>
          <ul>
            {items
              .filter((i) => i.groep === groep)
              .map((item) => {
                const href = `/${admnr}/beheer/${item.segment}`;
                const active = pathname.startsWith(href.toLowerCase());
                return (
                  <li key={item.segment}>
                    <Link
                      href={href}
                      aria-current={active ? "page" : undefined}
                      className={cn("block rounded-md px-2 py-1.5 text-sm hover:bg-accent", active && "bg-accent font-medium text-accent-foreground")}
                    >
                      {t(`items.${item.segment}`)}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
