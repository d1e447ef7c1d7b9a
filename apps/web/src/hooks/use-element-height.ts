import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A fixed element's height as it changes, for a spacer as tall as it after the page: the
 * page's end can then be scrolled above the element, and nothing on the page moves.
 */
export function useElementHeight<T extends HTMLElement>() {
  const element = useRef<T>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const current = element.current;
    if (!current) return;
    const observer = new ResizeObserver(() => setHeight(current.offsetHeight));
    observer.observe(current);
    return () => observer.disconnect();
  }, []);
  return [element, height] as const;
}
