import { useState } from 'react';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';

/**
 * The texts being edited, by field key, against the saved ones: what changed, and whether
 * anything did (the panel then asks before the owner leaves the tab).
 */
export function useTranslationDraft(saved: Record<string, string>) {
  const [draft, setDraft] = useState(saved);
  const changed = Object.keys(saved).filter((key) => (draft[key] ?? '') !== saved[key]);
  useUnsavedChanges(changed.length > 0);
  return {
    value: (key: string) => draft[key] ?? '',
    set: (key: string, text: string) => setDraft((current) => ({ ...current, [key]: text })),
    changed,
    draft,
  };
}
