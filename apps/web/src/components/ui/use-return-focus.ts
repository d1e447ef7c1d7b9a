import { useState } from 'react';

/**
 * Radix gives focus back only to its own Trigger. Our dialogs open from any button (a card, a
 * pinned button, a service's Prenota), so each remembers what had focus when it opened and
 * gives focus back there when it closes (WCAG 2.4.3).
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  // Read once, on the first render: focus has not moved into the dialog yet.
  const [opener] = useState(() => document.activeElement);
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
