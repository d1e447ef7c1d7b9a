import { useCallback } from 'react';

/**
 * A ref for a field of the server-rendered page whose value lives in state. The page is
 * readable, and its fields usable, before its code runs (docs/decisions.md, D-72): what a
 * visitor typed by then is in the field but not in the state, so it is taken in when the
 * field is hydrated, and a submit sends what the visitor sees.
 */
export function useValueTypedEarly(setValue: (value: string) => void) {
  return useCallback(
    (field: HTMLInputElement | null) => {
      if (field?.value) setValue(field.value);
    },
    [setValue],
  );
}
