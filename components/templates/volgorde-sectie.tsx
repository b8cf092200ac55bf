"use client";

import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { SortableList, type SortableItem } from "@/components/ui/sortable-list";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";

/**
 * A section of a template builder: the parts of a template in their order (its definitions, or an
 * OPP template's categories), reordered by dragging or the arrows, each row with its text, its edit
 * dialog and a delete behind a confirmation that shows the server's 409. Every change is toasted
 * and refreshes the template through `onKlaar`. The caller gives the texts (its own messages).
 */
export function VolgordeSectie<T extends SortableItem>({
  admnr,
  titel,
  uitleg,
  actie,
  leeg,
  items,
  herorden,
  volgordeOpgeslagen,
  onKlaar,
  inhoud,
  bewerken,
  verwijderen,
}: {
  admnr: number;
  titel: string;
  uitleg: string;
  /** The add dialog, in the section's header. */
  actie: ReactNode;
  leeg: { titel: string; uitleg: string };
  items: readonly T[];
  /** Saves the complete new order. */
  herorden: (ids: number[]) => Promise<unknown>;
  volgordeOpgeslagen: string;
  onKlaar: () => Promise<unknown>;
  inhoud: (item: T) => ReactNode;
  bewerken: (item: T) => ReactNode;
  /** The delete's texts and its API path. */
  verwijderen: (item: T) => { label: string; vraag: string; uitleg: string; gedaan: string; pad: string };
}) {
  return (
    <SectionCard title={titel} description={uitleg} action={actie}>
      {items.length === 0 ? (
        <EmptyState title={leeg.titel} description={leeg.uitleg} />
      ) : (
        <SortableList
          label={titel}
          items={items}
          onReorder={async (ids) => {
            await herorden(ids);
            toast.success(volgordeOpgeslagen);
            await onKlaar();
          }}
          render={(item) => {
            const weg = verwijderen(item);
            return (
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span>{inhoud(item)}</span>
                <span className="flex gap-1">
                  {bewerken(item)}
                  <ConfirmDelete
                    label={weg.label}
                    title={weg.vraag}
                    description={weg.uitleg}
                    onConfirm={async () => {
                      await api.delete(weg.pad, { administratieNr: admnr });
                      toast.success(weg.gedaan);
                      await onKlaar();
                    }}
                  />
                </span>
              </div>
            );
          }}
        />
      )}
    </SectionCard>
  );
}
