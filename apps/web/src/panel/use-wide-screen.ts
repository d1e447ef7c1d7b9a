import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the page's preview has room beside the editor. */
const WIDE = '(min-width: 1024px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is a desktop's: the preview beside the editor there, one tap away elsewhere (D-104). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
