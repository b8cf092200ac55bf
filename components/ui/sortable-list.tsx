"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";

export interface SortableItem {
  id: number;
  /** Name used in the Dutch labels of the move controls. */
  naam: string;
}

export interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** Render the row's content (inline edit etc.). */
  render: (item: T, index: number) => ReactNode;
  /** Called with the complete new order; reject to revert. */
  onReorder?: (ids: number[]) => Promise<unknown>;
  /** Read-only: no drag handles, no move buttons. */
  readOnly?: boolean;
  label: string;
  /** From this many rows on the list is virtualised (move buttons only, no drag). */
  virtualVanaf?: number;
}


const MetBediening = lazy(() => import("./sortable-list-dnd").then((m) => ({ default: m.SortableList })));

/**
 * An ordered list that can be reordered by dragging (pointer), by dnd-kit's keyboard sensor (focus
 * the handle, Space, arrows, Space) and by the move up/down buttons. The new order is sent as one
 * list; the server stores it atomically.
 *
 * dnd-kit (16 kB gzipped) is only loaded where the list can be reordered (issue 27): a read-only
 * list is plain rows; a list with controls (or a long one, which is virtualised) loads
 * sortable-list-dnd.tsx when it renders, showing the rows without controls meanwhile (a handle
 * that is there always works). The server and the hydrating browser render those plain rows; the
 * controls come after hydration (issue 27: server-rendering them streamed the whole list a second
 * time into the HTML, with controls that could not work before hydration anyway).
 */
export function SortableList<T extends SortableItem>(props: SortableListProps<T>) {
  const { items, render, onReorder, readOnly, label, virtualVanaf = 200 } = props;
  const rijen = (
    <ol aria-label={label} className="divide-y rounded-md border">
      {items.map((item, index) => (
        <li key={item.id} data-testid="sortable-row" className="flex items-center gap-2 bg-background px-2 py-1.5">
          <div className="min-w-0 flex-1">{render(item, index)}</div>
        </li>
      ))}
    </ol>
  );
  const gehydrateerd = useGehydrateerd();
  if (((readOnly || !onReorder) && items.length < virtualVanaf) || !gehydrateerd) return rijen;
  return (
    <Suspense fallback={rijen}>
      <MetBediening {...(props as unknown as SortableListProps<SortableItem>)} />
    </Suspense>
  );
}
