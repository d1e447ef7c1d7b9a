import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '@stagelink/contracts';

/** The state the gateway inlined into the page for `/`, or null on other pages. */
export function readInitialState(): InitialState | null {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as InitialState;
  } catch {
    return null;
  }
}
