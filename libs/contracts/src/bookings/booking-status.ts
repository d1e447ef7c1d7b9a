export const BOOKING_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/**
 * Where a booking may go from each status (docs/decisions.md, D-18): one step forward, or
 * cancelled before it is completed. Completed and cancelled are final. The forward step comes
 * first, so the owner's panel offers it as the main action.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  new: ['contacted', 'cancelled'],
  contacted: ['scheduled', 'cancelled'],
  scheduled: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The forward step the panel offers ('Mark Contacted' …), or null when there is none. */
export function forwardStatusOf(status: BookingStatus): Exclude<BookingStatus, 'new' | 'cancelled'> | null {
  const next = BOOKING_TRANSITIONS[status].find((to) => to !== 'cancelled');
  return (next as Exclude<BookingStatus, 'new' | 'cancelled'> | undefined) ?? null;
}

export function canCancelBooking(status: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[status].includes('cancelled');
}

/** Why a booking cannot go from one status to another, naming both; null when it may. */
export function bookingTransitionProblem(from: BookingStatus, to: BookingStatus): string | null {
  const allowed = BOOKING_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  const change = `A booking cannot go from ${from} to ${to}`;
  if (allowed.length === 0) return `${change}: ${from} is final.`;
  return `${change}: from ${from} it can only become ${allowed.join(' or ')}.`;
}

/** What the owner did to a booking, as its history records it (docs/decisions.md, D-114). */
export const BOOKING_CHANGE_ACTIONS = ['step', 'back', 'archive', 'unarchive'] as const;
export type BookingChangeAction = (typeof BOOKING_CHANGE_ACTIONS)[number];

export interface BookingChange {
  action: BookingChangeAction;
  /** The statuses before and after; null for an archive or unarchive, which keep the status. */
  from: BookingStatus | null;
  to: BookingStatus | null;
  at: string;
}

/**
 * The status a step back returns to, or null when there is none: each step is undone in turn,
 * newest first, so a double tap that went New → Contacted → Scheduled goes back twice to New.
 * A step back is not itself undone by another: the owner steps forward again (D-114).
 */
export function stepBackTargetOf(history: readonly BookingChange[]): BookingStatus | null {
  const undoable: BookingStatus[] = [];
  for (const change of history) {
    if (change.action === 'step' && change.from) undoable.push(change.from);
    if (change.action === 'back') undoable.pop();
  }
  return undoable.at(-1) ?? null;
}
