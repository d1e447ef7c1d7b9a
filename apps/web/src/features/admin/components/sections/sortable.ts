import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

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

/** What a screen reader hears while an item moves, by the item's own name and place. */
export function sortableAnnouncements(
  nameOf: (id: UniqueIdentifier) => string,
  positionOf: (id: UniqueIdentifier) => number,
  count: () => number,
): Announcements {
  const place = (id: UniqueIdentifier) => `position ${positionOf(id) + 1} of ${count()}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} is not over a place.`;
      return over.id === active.id ? `${nameOf(active.id)} is at ${place(over.id)}.` : `${nameOf(active.id)} moved to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${place(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back at ${place(active.id)}.`,
  };
}

/** Said when a handle gets focus: how to move it without a mouse. */
export const SORTABLE_INSTRUCTIONS =
  'To move an item, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.';
