import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/** A read at an edge the visitor's clock reached a little early waits at least this long before the next. */
const MIN_WAIT_MS = 1000;
const MAX_TIMER_MS = 2_147_483_647;

let changeAt: number | null = null;
const listeners = new Set<() => void>();

/**
 * When a scheduled section next appears or goes, as the gateway said with the last list
 * (docs/decisions.md, D-120): from the page's initial state, then from each read's header.
 */
export function setSectionsChangeAt(moment: string | null | undefined): void {
  const parsed = moment ? Date.parse(moment) : Number.NaN;
  const next = Number.isNaN(parsed) ? null : parsed;
  if (next === changeAt) return;
  changeAt = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the visitor's sections again when one appears or goes, so the open page follows the schedule. */
export function useSectionsOnSchedule(sectionsKey: QueryKey): void {
  const queryClient = useQueryClient();
  const next = useSyncExternalStore(
    subscribe,
    () => changeAt,
    () => null,
  );
  useEffect(() => {
    if (next === null) return undefined;
    const wait = Math.min(Math.max(next - Date.now(), MIN_WAIT_MS), MAX_TIMER_MS);
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: sectionsKey }), wait);
    return () => clearTimeout(timer);
  }, [next, queryClient, sectionsKey]);
}
