import { useCallback, useSyncExternalStore } from 'react';
import { isDark, onDarkModeChange, storeDarkMode } from '@/lib/preferences';

/**
 * Dark mode on or off; the choice is saved and applied to the whole page. The server cannot
 * know it, so the server's render and hydration read light, and the real value follows at once;
 * what is painted before that follows the `dark` class, set before the first paint.
 */
export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(onDarkModeChange, isDark, () => false);
  const toggle = useCallback(() => storeDarkMode(!isDark()), []);
  return [dark, toggle];
}
