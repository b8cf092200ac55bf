"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { SortableItem, SortableListProps as Props } from "./sortable-list";

/**
 * SortableList with its controls: dnd-kit and the virtualiser, loaded by ui/sortable-list.tsx only
 * where the list can be reordered or is long (issue 27).
 */
export function SortableList<T extends SortableItem>({ items, render, onReorder, readOnly, label, virtualVanaf = 200 }: Props<T>) {
  const t = useTranslations("translation.kit.volgorde");
  const [order, setOrder] = useState<T[]>([...items]);
  const [bron, setBron] = useState(items);
  if (bron !== items) {
    setBron(items);
    setOrder([...items]);
  }
  const [melding, setMelding] = useState("");

  async function move(from: number, to: number) {
    if (readOnly || !onReorder || to < 0 || to >= order.length || from === to) return;
    const vorige = order;
    const nieuw = arrayMove(order, from, to);
    setOrder(nieuw);
    setMelding(t("nuOpPlaats", { naam: nieuw[to]!.naam, plaats: to + 1, aantal: nieuw.length }));
    try {
      await onReorder(nieuw.map((i) => i.id));
    } catch {
      setOrder(vorige);
    }
  }

  const naam = (id: unknown) => order.find((i) => i.id === id)?.naam ?? t("item");
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = order.findIndex((i) => i.id === e.active.id);
    const to = order.findIndex((i) => i.id === e.over!.id);
    if (from >= 0 && to >= 0) void move(from, to);
  }

  const knoppen = (item: T, index: number) =>
    readOnly || !onReorder ? null : (
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

  if (order.length >= virtualVanaf) return <VirtualList items={order} label={label} render={render} knoppen={knoppen} live={live} />;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("instructie") },
          announcements: {
            onDragStart: ({ active }) => t("opgepakt", { naam: naam(active.id) }),
            onDragOver: ({ active, over }) => (over ? t("boven", { naam: naam(active.id), over: naam(over.id) }) : t("nergensBoven", { naam: naam(active.id) })),
            onDragEnd: ({ active, over }) => (over ? t("neergezetOp", { naam: naam(active.id), over: naam(over.id) }) : t("neergezet", { naam: naam(active.id) })),
            onDragCancel: ({ active }) => t("geannuleerd", { naam: naam(active.id) }),
          },
        }}
      >
        <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label={label} className="divide-y rounded-md border">
            {order.map((item, index) => (
              <SortableRow key={item.id} item={item} readOnly={readOnly || !onReorder}>
                <div className="min-w-0 flex-1">{render(item, index)}</div>
                {knoppen(item, index)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {live}
    </>
  );
}

function SortableRow({ item, readOnly, children }: { item: SortableItem; readOnly?: boolean; children: ReactNode }) {
  const t = useTranslations("translation.kit.volgorde");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      data-testid="sortable-row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-2 bg-background px-2 py-1.5 ${isDragging ? "relative z-10 shadow-md" : ""}`}
    >
      {!readOnly && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("verslepen", { naam: item.naam })}
          className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      {children}
    </li>
  );
}

function VirtualList<T extends SortableItem>({
  items,
  label,
  render,
  knoppen,
  live,
}: {
  items: T[];
  label: string;
  render: (item: T, index: number) => ReactNode;
  knoppen: (item: T, index: number) => ReactNode;
  live: ReactNode;
}) {
  const parentRef = useRef<HTMLDivElement>(null);
  // This component is not memoised by the compiler (it reads the virtualiser on every render).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => parentRef.current, estimateSize: () => 48, overscan: 10 });
  return (
    <>
      <div ref={parentRef} className="max-h-[70vh] overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={`${label} (${items.length})`}>
        <ol aria-label={label} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((v) => {
            const item = items[v.index]!;
            return (
              <li
                key={item.id}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 flex w-full items-center gap-2 border-b bg-background px-2 py-1.5"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <div className="min-w-0 flex-1">{render(item, v.index)}</div>
                {knoppen(item, v.index)}
              </li>
            );
          })}
        </ol>
      </div>
      {live}
    </>
  );
}
