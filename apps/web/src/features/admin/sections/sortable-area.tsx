import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableAnnouncements, useSortableSensors } from './sortable';

interface SortableAreaProps {
  ids: UniqueIdentifier[];
  /** How a screen reader names an item. */
  nameOf: (id: UniqueIdentifier) => string;
  strategy: SortingStrategy;
  /** An item dropped at another place: from and to, as places in `ids`. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** A list the owner reorders by mouse, finger or keyboard, with every move announced. */
export function SortableArea({ ids, nameOf, strategy, onMove, children }: SortableAreaProps) {
  const { t } = useTranslation();
  const sensors = useSortableSensors();
  const placeOf = (id: UniqueIdentifier) => ids.findIndex((each) => String(each) === String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(placeOf(active.id), placeOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortableAnnouncements(nameOf, placeOf, () => ids.length),
        screenReaderInstructions: { draggable: t('admin.reorder.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
