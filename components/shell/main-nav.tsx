"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

export interface MainNavLink {
  key: string;
  label: string;
  href: string;
  /** Source of a RegExp marking the item active for the current path. */
  match: string;
}

export function MainNav({ items }: { items: MainNavLink[] }) {
  const pathname = usePathname();
  const t = useTranslations("translation.menu");
  return (
    <nav aria-label={t("hoofdmenu")}>
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => {
          const active = new RegExp(item.match, "i").test(pathname);
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/90 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-2 focus-visible:outline-sidebar-ring",
                  active && "bg-sidebar-accent text-sidebar-accent-foreground",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
