"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { TabsNav } from "@/components/ui/tabs-nav";

/**
 * Tabs that are routes (spec §2: ".../details/{id}/notities"): links, the active one marked
 * from the current path (the longest matching href wins), so Back, bookmarks and reloads work.
 */
export function RouteTabs({ items, label, className }: { items: readonly { href: string; label: ReactNode }[]; label: string; className?: string }) {
  const pad = decodeURI(usePathname() ?? "").toLowerCase();
  const past = (href: string) => {
    const h = decodeURI(href.split("?")[0]!).toLowerCase();
    return pad === h || pad.startsWith(`${h}/`);
  };
  const actief = items.filter((i) => past(i.href)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <div className="max-w-full overflow-x-auto">
      <TabsNav aria-label={label} className={className} items={items.map((i) => ({ ...i, active: i.href === actief }))} />
    </div>
  );
}
