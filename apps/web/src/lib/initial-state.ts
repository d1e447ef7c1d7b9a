import { INITIAL_STATE_ELEMENT_ID, UNSUBSCRIBE_STATE_ELEMENT_ID, type InitialState, type UnsubscribePageState } from '@stagelink/contracts';

/** The state the gateway inlined into the page for `/`, or null on other pages. */
export function readInitialState(): InitialState | null {
  return readInlined<InitialState>(INITIAL_STATE_ELEMENT_ID);
}

/** The state the gateway inlined into the unsubscribe page (docs/decisions.md, D-150), or null on other pages. */
export function readUnsubscribeState(): UnsubscribePageState | null {
  return readInlined<UnsubscribePageState>(UNSUBSCRIBE_STATE_ELEMENT_ID);
}

function readInlined<State>(elementId: string): State | null {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as State;
  } catch {
    return null;
  }
}
