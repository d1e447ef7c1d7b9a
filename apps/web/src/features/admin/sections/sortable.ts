import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import i18next from 'i18next';

/**
 * Drag by mouse, by finger on the handle (a small move starts it, so a tap stays a tap), or
 * by keyboard: Space picks the item up, the arrows move it, Space drops it, Escape cancels.
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a screen reader hears while an item moves, by the item's own name and place, in the owner's language (D-152). */
export function sortableAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
  count: () => number,
): Announcements {
  const said = (key: string, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    i18next.t(`admin.reorder.${key}`, { name: nameOf(id), position: positionOf(at) + 1, total: count() });
  return {
    onDragStart: ({ active }) => said('pickedUp', active.id),
    onDragOver: ({ active, over }) => {
      if (!over) return said('notOver', active.id);
      return said(over.id === active.id ? 'isAt' : 'movedTo', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => (over ? said('droppedAt', active.id, over.id) : said('dropped', active.id)),
    onDragCancel: ({ active }) => said('cancelled', active.id),
  };
}
