"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";

export interface SortableItem {
  id: number;
  /** Name used in the Dutch labels of the move controls. */
  naam: string;
}

/** What ui/sortable-list-dnd.tsx gets to bind dnd-kit to the rows this list rendered (declared here: the list owns the rows). */
export interface SortableKoppelingProps {
  /** The rows in their current order. */
  items: readonly SortableItem[];
  /** Each row's element and the slot for its handle, by id (rendered by ui/sortable-list.tsx). */
  rijen: RefObject<Map<number, HTMLLIElement>>;
  sloten: RefObject<Map<number, HTMLSpanElement>>;
  move: (from: number, to: number) => Promise<void>;
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

const laadDnd = () => import("./sortable-list-dnd");
const VirtueleLijst = lazy(() => laadDnd().then((m) => ({ default: m.VirtualList })));

/**
 * An ordered list that can be reordered by dragging (pointer), by dnd-kit's keyboard sensor (focus
 * the handle, Space, arrows, Space) and by the move up/down buttons. The new order is sent as one
 * list; the server stores it atomically.
 *
 * dnd-kit (16 kB gzipped) is only loaded where the list can be reordered (issue 27). The server and
 * the hydrating browser render plain rows (server-rendering the controls streamed the list a
 * second time into the HTML, with controls that could not work before hydration anyway); the move
 * buttons come right after hydration, the drag handles when sortable-list-dnd.tsx has loaded.
 * The rows stay the same elements throughout: dnd-kit does not wrap them but attaches to them
 * (`SortableKoppeling` puts each handle into its row's slot and gives dnd-kit the row's element),
 * so what a row renders — a dialog a user opened before dnd-kit arrived — stays mounted.
 * A long list (virtualVanaf) is virtualised by the same module and shows plain rows meanwhile.
 */
export function SortableList<T extends SortableItem>(props: SortableListProps<T>) {
  const { items, render, onReorder, readOnly, label, virtualVanaf = 200 } = props;
  const t = useTranslations("translation.kit.volgorde");
  const gehydrateerd = useGehydrateerd();
  const verplaatsbaar = !readOnly && !!onReorder;
  const virtueel = items.length >= virtualVanaf;
  const bediening = gehydrateerd && verplaatsbaar && !virtueel;

  const [order, setOrder] = useState<T[]>(() => [...items]);
  const [bron, setBron] = useState(items);
  if (bron !== items) {
    setBron(items);
    setOrder([...items]);
  }
  const [melding, setMelding] = useState("");

  // dnd-kit's binding, loaded after hydration where rows can be dragged.
  const [Koppeling, setKoppeling] = useState<ComponentType<SortableKoppelingProps> | null>(null);
  useEffect(() => {
    if (!bediening || Koppeling) return;
    let actief = true;
    void laadDnd().then((m) => {
      if (actief) setKoppeling(() => m.SortableKoppeling);
    });
    return () => {
      actief = false;
    };
  }, [bediening, Koppeling]);

  // The rows' elements and their handle slots, by id, for dnd-kit.
  const rijen = useRef(new Map<number, HTMLLIElement>());
  const sloten = useRef(new Map<number, HTMLSpanElement>());

  async function move(from: number, to: number) {
    if (!verplaatsbaar || to < 0 || to >= order.length || from === to) return;
    const vorige = order;
    const nieuw = [...order];
    const [weg] = nieuw.splice(from, 1);
    nieuw.splice(to, 0, weg!);
    setOrder(nieuw);
    setMelding(t("nuOpPlaats", { naam: nieuw[to]!.naam, plaats: to + 1, aantal: nieuw.length }));
    try {
      await onReorder!(nieuw.map((i) => i.id));
    } catch {
      setOrder(vorige);
    }
  }

  const knoppen = (item: T, index: number) =>
    !verplaatsbaar ? null : (
      <span className="flex shrink-0 gap-1">
        <Button type="button" variant="ghost" size="icon" aria-label={t("omhoog", { naam: item.naam })} disabled={index === 0} onClick={() => void move(index, index - 1)}>
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label={t("omlaag", { naam: item.naam })} disabled={index === order.length - 1} onClick={() => void move(index, index + 1)}>
          <ArrowDown aria-hidden className="size-4" />
        </Button>
      </span>
    );

  const live = (
    <p aria-live="polite" className="sr-only">
      {melding}
    </p>
  );

  const lijst = (
    // The rows' look is set on the list (a class per row was ~70 bytes of HTML a row).
    <ol aria-label={label} className="divide-y rounded-md border [&>li]:flex [&>li]:items-center [&>li]:gap-2 [&>li]:bg-background [&>li]:px-2 [&>li]:py-1.5">
      {order.map((item, index) => (
        <li
          key={item.id}
          ref={(el) => {
            if (el) rijen.current.set(item.id, el);
            else rijen.current.delete(item.id);
          }}
          data-testid="sortable-row"
        >
          {bediening && (
            <span
              className="contents"
              ref={(el) => {
                if (el) sloten.current.set(item.id, el);
                else sloten.current.delete(item.id);
              }}
            />
          )}
          <div className="min-w-0 flex-1">{render(item, index)}</div>
          {bediening && knoppen(item, index)}
        </li>
      ))}
    </ol>
  );

  if (virtueel && gehydrateerd) {
    return (
      <Suspense fallback={lijst}>
        <VirtueleLijst items={order} label={label} render={render as (item: SortableItem, index: number) => ReactNode} knoppen={knoppen as (item: SortableItem, index: number) => ReactNode} live={live} />
      </Suspense>
    );
  }
  return (
    <>
      {lijst}
      {bediening && live}
      {bediening && Koppeling && <Koppeling items={order} rijen={rijen} sloten={sloten} move={move} />}
    </>
  );
}
