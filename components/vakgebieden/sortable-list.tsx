"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export interface SortableItem {
  id: number;
  label: string;
}

/**
 * An ordered list: drag by the handle (mouse, touch, or keyboard: focus the handle, Space, arrows,
 * Space) or use the up/down buttons. `onReorder` gets the complete new order of ids.
 */
export function SortableList<T extends SortableItem>({
  items,
  onReorder,
  renderItem,
  label,
  disabled,
}: {
  items: T[];
  onReorder: (ids: number[]) => void;
  renderItem: (item: T) => ReactNode;
  /** What the list holds, for screen readers ("hoofdvakgebieden"). */
  label: string;
  disabled?: boolean;
}) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((i) => i.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    move(ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id)));
  };
  const naam = (id: number | string) => items.find((i) => i.id === Number(id))?.label ?? "";

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: "Druk op spatie om op te pakken, gebruik de pijltjestoetsen om te verplaatsen en druk nogmaals op spatie om neer te zetten. Escape annuleert." },
        announcements: {
          onDragStart: ({ active }) => `${naam(active.id)} opgepakt.`,
          onDragOver: ({ active, over }) => (over ? `${naam(active.id)} staat nu bij ${naam(over.id)}.` : `${naam(active.id)} staat buiten de lijst.`),
          onDragEnd: ({ active, over }) => (over ? `${naam(active.id)} neergezet bij ${naam(over.id)}.` : `${naam(active.id)} neergezet.`),
          onDragCancel: ({ active }) => `Verplaatsen van ${naam(active.id)} geannuleerd.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="divide-y rounded-md border">
          {items.map((item, index) => (
            <Row key={item.id} item={item} disabled={disabled} first={index === 0} last={index === items.length - 1} onUp={() => move(index, index - 1)} onDown={() => move(index, index + 1)}>
              {renderItem(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  item,
  children,
  disabled,
  first,
  last,
  onUp,
  onDown,
}: {
  item: SortableItem;
  children: ReactNode;
  disabled?: boolean;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 bg-background px-2 py-2 ${isDragging ? "relative z-10 shadow-md" : ""}`}
      data-testid={`sorteer-${item.id}`}
    >
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`${item.label} verplaatsen`}
          className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
      {!disabled && (
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="icon" disabled={first} onClick={onUp} aria-label={`${item.label} omhoog`}>
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button type="button" variant="ghost" size="icon" disabled={last} onClick={onDown} aria-label={`${item.label} omlaag`}>
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
