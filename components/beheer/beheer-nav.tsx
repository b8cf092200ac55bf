"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

const GROEP_LABELS: Record<string, string> = {
  Inrichting: "Inrichting",
  Gebruikers: "Gebruikers",
  Categorieen: "Categorieën",
  Templates: "Templates",
  ImportExport: "Import en export",
};

export function BeheerNav({ admnr, items }: { admnr: number; items: { segment: string; label: string; groep: string }[] }) {
  const pathname = usePathname().toLowerCase();
  const groepen = [...new Set(items.map((i) => i.groep))];
  return (
    <nav aria-label="Instellingen" className="space-y-4">
      {groepen.map((groep) => (
        <div key={groep}>
          <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{GROEP_LABELS[groep] ?? groep}</h2>
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
                      {item.label}
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
