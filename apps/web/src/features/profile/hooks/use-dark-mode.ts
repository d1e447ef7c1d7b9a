import { useCallback, useState } from 'react';
import { prefersDark, storeDarkMode } from '@/lib/preferences';

/** Dark mode on or off; the choice is saved and applied to the whole page. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(prefersDark);
  const toggle = useCallback(() => {
    setDark((current) => {
      storeDarkMode(!current);
      return !current;
    });
  }, []);
  return [dark, toggle];
}
