"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

/** The planning screens; which ones a user sees is decided on the server (planning/layout.tsx). */
export type PlanningOnderdeel = "start" | "monitor" | "groepsplannen" | "handelingsplannen" | "ontwikkelingsperspectieven" | "leerlingsplannen";

/**
 * The planning area's menu (spec §2: the lists under planning/…): the items the user may read,
 * the current one marked. `hrefs`: where an item's bare address sends this user (a list's filter,
 * the monitor's active period), decided on the server.
 */
export function PlanningNav({ basis, onderdelen, hrefs }: { basis: string; onderdelen: PlanningOnderdeel[]; hrefs: Partial<Record<PlanningOnderdeel, string>> }) {
  const t = useTranslations("planning.nav");
  const pathname = usePathname();
  const href = (o: PlanningOnderdeel) => hrefs[o] ?? (o === "start" ? basis : `${basis}/${o}`);
  const actief = (o: PlanningOnderdeel) => (o === "start" ? pathname === basis : pathname.startsWith(`${basis}/${o}`));
  return (
    <nav aria-label={t("label")} className="print:hidden">
      <ul className="flex flex-wrap gap-1 border-b pb-2">
        {onderdelen.map((o) => (
          <li key={o}>
            <Link
              href={href(o)}
              aria-current={actief(o) ? "page" : undefined}
              className={cn("block rounded-md px-3 py-1.5 text-sm hover:bg-accent", actief(o) && "bg-accent font-medium text-accent-foreground")}
            >
              {t(o)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
