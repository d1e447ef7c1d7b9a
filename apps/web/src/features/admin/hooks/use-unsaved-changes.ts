import { useEffect, useSyncExternalStore } from 'react';

/**
 * Forms of the panel with changes not yet saved. The shell asks before it switches tab, and
 * the browser asks before the page is left or reloaded, so the owner never loses an edit
 * by a stray tap (issue: "leaving a form with unsaved changes asks first").
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
  return dirtyForms.size === 0 || window.confirm('You have unsaved changes. Leave without saving?');
}
