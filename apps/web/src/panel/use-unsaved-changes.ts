import i18next from 'i18next';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Forms of the panel with changes not yet saved. The shell asks before it switches tab, goes
 * to the page, logs out or follows Back, and the browser asks before the page is left or
 * reloaded, so the owner never loses an edit by a stray tap (docs/decisions.md, D-73).
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/** Marks the calling form as having unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    if (dirtyForms.size === 1) window.addEventListener('beforeunload', warnBeforeUnload);
    notify();
    return () => {
      dirtyForms.delete(form);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
      notify();
    };
  }, [dirty]);
}

/** Whether any form of the panel has unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dirtyForms.size > 0,
  );
}

/** Asks the owner before leaving, when there is something to lose; answers whether to go on. */
export function confirmLeavingUnsaved(): boolean {
  return dirtyForms.size === 0 || window.confirm(i18next.t('admin.shell.unsavedLeave'));
}

/** The history entry the panel adds while a form is unsaved, so Back lands on it first. */
const GUARD_KEY = 'stagelinkUnsavedGuard';

const isGuard = (state: unknown): boolean => typeof state === 'object' && state !== null && GUARD_KEY in state;

/** The history state that keeps the guard's mark, for a switch that replaces the address. */
export const keptHistoryState = (): unknown => (isGuard(window.history.state) ? window.history.state : null);

/**
 * Back (the browser's, or a phone's) asks too (docs/decisions.md, D-73). While a form is
 * unsaved, an entry with the panel's own address is added on top of the history; Back leaves
 * it for the one below, with the same address, so nothing is left yet and the panel asks.
 * Stay puts the entry back; Leave goes back once more. The entry is never taken away when
 * the form is saved (a Back of our own would race the next edit): a later Back that meets it
 * with nothing unsaved just goes on, so one press still leaves. Runs before the router's own
 * listener, so an answer is in place before the router reads the address.
 */
export function useAskBeforeBack(): void {
  const dirty = useHasUnsavedChanges();
  const state = useRef({ onGuard: false, dirty, here: '' });

  useEffect(() => {
    const current = state.current;
    current.onGuard = isGuard(window.history.state);
    const onPopState = () => {
      const wasOnGuard = current.onGuard;
      current.onGuard = isGuard(window.history.state);
      if (!wasOnGuard || current.onGuard) return;
      if (current.dirty && !confirmLeavingUnsaved()) {
        pushGuard(current.here);
        current.onGuard = true;
        return;
      }
      // On to where Back was going; if that is another document, the browser's own question would ask twice.
      window.removeEventListener('beforeunload', warnBeforeUnload);
      window.history.back();
    };
    const onPushState = () => {
      current.onGuard = isGuard(window.history.state);
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener('pushState', onPushState);
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('pushState', onPushState);
    };
  }, []);

  // The address the panel shows, which Stay puts back (the entry below may hold an older tab).
  useEffect(() => {
    state.current.here = window.location.href;
  });

  useEffect(() => {
    state.current.dirty = dirty;
    if (!dirty || state.current.onGuard) return;
    pushGuard(window.location.href);
    state.current.onGuard = true;
  }, [dirty]);
}

function pushGuard(address: string): void {
  window.history.pushState({ [GUARD_KEY]: true }, '', address);
}
