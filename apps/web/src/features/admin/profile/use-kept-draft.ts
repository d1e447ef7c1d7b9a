import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'stagelink:draft:';

/**
 * A form's unsaved values kept in this tab's sessionStorage whenever the page is hidden or left,
 * and put back when the form opens again (docs/decisions.md, D-108). Safari on an iPhone never
 * asks before a page is left (it has no `beforeunload` prompt), so instead of a question there
 * is nothing to lose: `pagehide` and `visibilitychange` do fire there, also when the tab is
 * closed or Safari is sent to the background.
 */
export function useKeptDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>, dirty: boolean) {
  const key = PREFIX + name;
  // Read once, as the form opens: whether there is a draft to put back.
  const [restored, setRestored] = useState(() => readDraft<T>(key) !== null);
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const draft = readDraft<T>(key);
    if (!draft) return;
    // Over the saved values, which stay the defaults: the form is unsaved again, as it was left.
    form.reset(draft, { keepDefaultValues: true });
  }, [form, key]);

  useEffect(() => {
    const keep = () => {
      if (dirtyNow.current) writeDraft(key, form.getValues());
      else removeDraft(key);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
      // Closed inside the panel (another tab, after its "Leave without saving?"): the owner let the changes go.
      removeDraft(key);
    };
  }, [form, key]);

  /** After a save or a discard: nothing is kept any more. */
  const forget = useCallback(() => {
    removeDraft(key);
    setRestored(false);
  }, [key]);

  return { restored, forget };
}

// Storage may be full or refused (private modes): a draft not kept is the old behaviour, never an error.
function readDraft<T>(key: string): T | null {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // see readDraft
  }
}

function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // see readDraft
  }
}
