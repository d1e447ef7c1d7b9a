import { useEffect, type RefObject } from 'react';

/** The toasts' top on a phone (components/ui/toast.tsx reads it); 4rem, under the page's own bar, when unset. */
export const TOASTS_TOP_VARIABLE = '--toasts-top';

/**
 * Keeps the toasts under the panel's top bar on a phone, whatever its height and whether it is
 * shown or slid away, so a toast never covers the tabs (docs/decisions.md, D-113).
 */
export function useToastsBelow(bar: RefObject<HTMLElement | null>, hidden: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const place = () => root.setProperty(TOASTS_TOP_VARIABLE, `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`);
    place();
    const resized = new ResizeObserver(place);
    resized.observe(element);
    element.addEventListener('transitionend', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('transitionend', place);
      window.removeEventListener('scroll', place);
      root.removeProperty(TOASTS_TOP_VARIABLE);
    };
    // Placed again when the bar slides: at once without motion, and where its slide ends with it.
  }, [bar, hidden]);
}
