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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useVirtualizer } from "@tanstack/react-virtual";
import { GripVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { SortableItem, SortableKoppelingProps } from "./sortable-list";

/**
 * dnd-kit for ui/sortable-list.tsx's rows, loaded after hydration where a list can be reordered
 * (issue 27). It renders no rows: each `Greep` hands dnd-kit its row's element, moves that element
 * while it is dragged and puts the handle into the row's slot, so the rows (and whatever their
 * content has open) stay as they were when this arrived.
 */
export function SortableKoppeling({ items, rijen, sloten, move }: SortableKoppelingProps) {
  const t = useTranslations("translation.kit.volgorde");
  const naam = (id: unknown) => items.find((i) => i.id === id)?.naam ?? t("item");
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = items.findIndex((i) => i.id === e.active.id);
    const to = items.findIndex((i) => i.id === e.over!.id);
    if (from >= 0 && to >= 0) void move(from, to);
  }

  return (
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
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <Greep key={item.id} item={item} rijen={rijen} sloten={sloten} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

/** One row's part: dnd-kit's node is the row's element; the handle goes into the row's slot. */
function Greep({ item, rijen, sloten }: { item: SortableItem } & Pick<SortableKoppelingProps, "rijen" | "sloten">) {
  const t = useTranslations("translation.kit.volgorde");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const [slot, setSlot] = useState<HTMLSpanElement | null>(null);
  useLayoutEffect(() => {
    setNodeRef(rijen.current.get(item.id) ?? null);
    // The slot is an element of the list's commit (ui/sortable-list.tsx), known only after it; its
    // ref is attached before this effect runs (the list comes before this binding in the tree).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(sloten.current.get(item.id) ?? null);
  }, [rijen, sloten, item.id, setNodeRef]);
  const verschuiving = CSS.Translate.toString(transform) ?? "";
  useLayoutEffect(() => {
    const rij = rijen.current.get(item.id);
    if (!rij) return;
    rij.style.transform = verschuiving;
    rij.style.transition = transition ?? "";
    rij.classList.toggle("relative", isDragging);
    rij.classList.toggle("z-10", isDragging);
    rij.classList.toggle("shadow-md", isDragging);
  }, [rijen, item.id, verschuiving, transition, isDragging]);
  if (!slot) return null;
  return createPortal(
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("verslepen", { naam: item.naam })}
      className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>,
    slot,
  );
}

export function VirtualList<T extends SortableItem>({
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
