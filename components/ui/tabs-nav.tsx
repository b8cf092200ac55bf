import * as React from "react";
import { Link } from "@/components/ui/link";

// TabsNav in its own module: the route tabs of 44 pages need links, not Radix's Tabs (issue 27).
export const tabsListClass =
  "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground";

export const tabClass =
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none " +
  "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted " +
  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

type TabsNavItem = { href: string; label: React.ReactNode; active?: boolean };

/**
 * URL-based tabs (e.g. /leerlingen/12/details and /leerlingen/12/stroomplan): a `<nav>` of
 * links that look like `TabsList`, with `aria-current="page"` on the active one.
 * These are ordinary links (Tab moves between them), not an ARIA tablist.
 * `aria-label` is required, e.g. "Onderdelen leerling".
 * Its look is .ui-tabs-list / .ui-tab in app/globals.css (the same utilities as tabClass, which
 * the in-page Radix tabs of tabs.tsx keep using), so a link carries one class (issue 27).
 */
function TabsNav({
  items,
  className,
  "aria-label": ariaLabel,
  ...props
}: Omit<React.ComponentProps<"nav">, "children" | "aria-label"> & {
  items: readonly TabsNavItem[];
  "aria-label": string;
}) {
  return (
    <nav aria-label={ariaLabel} className={className} {...props}>
      <ul className="ui-tabs-list">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} data-active={item.active ? "" : undefined} aria-current={item.active ? "page" : undefined} className="ui-tab">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { TabsNav, type TabsNavItem };
