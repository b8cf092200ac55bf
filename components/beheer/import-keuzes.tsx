"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { DataTable, type Column } from "@/components/kit/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ItemStatus, StapItem } from "@/lib/services/edex";

/* The tables of an import's choices: the records the file has wrong, and per status the records to choose (the EDEX wizard's steps and the connector's review). */

/** The statuses of a step's items, in the order their tables are shown. */
export const STATUSSEN = ["nieuw", "gewijzigd", "ongewijzigd"] as const satisfies readonly ItemStatus[];
/** Rows per page of a choice table; past it the table pages and offers choosing all at once. */
const PAGINA = 50;

/**
 * Records of this step the file has wrong (a rule of the standard they break): listed first with
 * the reason in the user's words and the element path as a detail line; they cannot be chosen,
 * every other record imports.
 */
export function Afgekeurd({ stap, items }: { stap: string; items: StapItem[] }) {
  const t = useTranslations("beheer.import.edex.kies");
  const kopId = useId();
  const kolommen = useMemo<Column<StapItem>[]>(
    () => [
      { accessorKey: "naam", header: t("naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      {
        id: "reden",
        header: t("reden"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="text-sm">
            <p className="text-destructive">{row.original.geblokkeerd}</p>
            {row.original.pad && <p className="break-all font-mono text-xs text-muted-foreground">{t("pad", { pad: row.original.pad })}</p>}
          </div>
        ),
      },
    ],
    [t],
  );
  if (items.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border border-destructive/50 p-3" role="group" aria-labelledby={kopId}>
      <h4 id={kopId} className="font-medium">
        {t("afgekeurd", { aantal: items.length })}
      </h4>
      <p className="text-sm text-muted-foreground">{t("afgekeurdUitleg")}</p>
      <DataTable
        label={t("afgekeurdTabel", { stap })}
        columns={kolommen}
        data={items}
        getRowId={(i) => i.sleutel}
        urlKey={false}
        pageSize={PAGINA}
        search={items.length > 10 ? { label: t("zoeken", { status: t("afgekeurdKort") }), text: (i) => `${i.naam} ${i.geblokkeerd ?? ""}` } : undefined}
      />
    </div>
  );
}

/** An item of a choice table (the connector's review uses it too, without an element path). */
type KeuzeItem = Omit<StapItem, "pad">;

/** The items of one status in a step: a table whose rows are chosen with the kit's row selection. */
export function Categorie({
  stap,
  status,
  items,
  gekozen,
  onChange,
}: {
  stap: string;
  status: ItemStatus;
  items: KeuzeItem[];
  gekozen: ReadonlySet<string>;
  onChange: (gekozen: Set<string>) => void;
}) {
  const t = useTranslations("beheer.import");
  const kopId = useId();
  const statusTekst = t(`status.${status}`);
  const kolommen = useMemo<Column<KeuzeItem>[]>(
    () => [
      { accessorKey: "naam", header: t("edex.kies.naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      { accessorKey: "details", header: t("edex.kies.gegevens"), cell: ({ row }) => <span className="text-sm text-muted-foreground">{row.original.details}</span> },
      {
        id: "status",
        header: status === "gewijzigd" ? t("edex.kies.wijzigingen") : t("edex.kies.status"),
        enableSorting: false,
        cell: ({ row }) => {
          const i = row.original;
          if (i.geblokkeerd) return <span className="text-sm text-destructive">{i.geblokkeerd}</span>;
          if (i.wijzigingen.length)
            return (
              <ul className="text-sm">
                {i.wijzigingen.map((w) => (
                  <li key={w.veld}>{t("wijziging", { veld: w.veld, oud: w.oud ?? t("edex.kies.leeg"), nieuw: w.nieuw ?? t("edex.kies.leeg") })}</li>
                ))}
              </ul>
            );
          return <Badge variant={status === "nieuw" ? "default" : "secondary"}>{t(`status.${status}`)}</Badge>;
        },
      },
    ],
    [t, status],
  );
  if (items.length === 0) return null;
  const keuzeMogelijk = status !== "ongewijzigd";
  const kiesbaar = items.filter((i) => !i.geblokkeerd).map((i) => i.sleutel);
  const aantalGekozen = kiesbaar.filter((s) => gekozen.has(s)).length;
  const zet = (aan: boolean) => {
    const next = new Set(gekozen);
    for (const s of kiesbaar) if (aan) next.add(s);
    else next.delete(s);
    onChange(next);
  };
  return (
    <div className="space-y-2" role="group" aria-labelledby={kopId}>
      <h4 id={kopId} className="font-medium">
        {t("edex.kies.categorie", { status: statusTekst, aantal: items.length })}
      </h4>
      <DataTable
        label={t("edex.kies.tabel", { stap, status: statusTekst })}
        columns={kolommen}
        data={items}
        getRowId={(i) => i.sleutel}
        urlKey={false}
        pageSize={PAGINA}
        search={items.length > 10 ? { label: t("edex.kies.zoeken", { status: statusTekst }), text: (i) => `${i.naam} ${i.details ?? ""}` } : undefined}
        selection={keuzeMogelijk ? { selected: gekozen, onChange, rowLabel: (i) => i.naam, canSelect: (i) => !i.geblokkeerd } : undefined}
        toolbar={
          keuzeMogelijk && kiesbaar.length > 0 ? (
            <>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {t("edex.kies.gekozen", { gekozen: aantalGekozen, totaal: kiesbaar.length })}
              </span>
              {items.length > PAGINA && (
                <>
                  <Button type="button" variant="outline" size="sm" disabled={aantalGekozen === kiesbaar.length} onClick={() => zet(true)}>
                    {t("edex.kies.allesKiezen", { aantal: kiesbaar.length })}
                  </Button>
                  <Button type="button" variant="outline" size="sm" disabled={aantalGekozen === 0} onClick={() => zet(false)}>
                    {t("edex.kies.nietsKiezen")}
                  </Button>
                </>
              )}
            </>
          ) : undefined
        }
      />
    </div>
  );
}
