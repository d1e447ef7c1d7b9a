import { useEffect, useState } from 'react';

/** The largest delay a timer takes; a later moment is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The time now, for what a render shows by the clock: renewed at the moment `nextChange` says
 * what is shown changes next (a tour date's end, a schedule's edge), or never when it says null.
 */
export function useNowUntil(nextChange: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextChange(now);
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
