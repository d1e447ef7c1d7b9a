import { useEffect, useState } from 'react';

/** Spec section 9: the panel's top bar hides once the page is scrolled more than 50 px. */
export const TOP_BAR_HIDE_AFTER_PX = 50;
// A scroll back up of at least this much shows the bar again; less is a thumb's jitter.
const SHOW_ON_SCROLL_UP_PX = 8;

/**
 * Whether the top bar is hidden: past the threshold while scrolling down. Scrolling up, or
 * coming back within the threshold, shows it again (docs/decisions.md, D-49).
 */
export function useHidingTopBar(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y <= TOP_BAR_HIDE_AFTER_PX) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (lastY - y < SHOW_ON_SCROLL_UP_PX) return;
      else setHidden(false);
      lastY = y;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return hidden;
}
