import { useState } from 'react';
import { useUnsavedChanges } from '@/panel/use-unsaved-changes';

type Texts = Record<string, string>;

/**
 * The texts being edited, by field key, against the saved ones they started from: what
 * changed, and whether anything did (the panel then asks before the owner leaves the tab).
 * When the saved texts change underneath (a finished job, another window), a draft without
 * edits takes them at once; a draft with edits keeps them and says so (`updatedElsewhere`)
 * until the owner loads the new texts or saves their own.
 */
export function useTranslationDraft(saved: Texts) {
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const changed = Object.keys(base).filter((key) => (draft[key] ?? '') !== base[key]);
  const newer = !sameTexts(saved, base);
  if (newer && (changed.length === 0 || sameTexts(saved, draft))) {
    // Updating state while rendering: React renders again at once, with the newer texts.
    setBase(saved);
    setDraft(saved);
  }
  useUnsavedChanges(changed.length > 0);
  return {
    value: (key: string) => draft[key] ?? '',
    set: (key: string, text: string) => setDraft((current) => ({ ...current, [key]: text })),
    changed,
    draft,
    updatedElsewhere: newer && changed.length > 0 && !sameTexts(saved, draft),
    /** Drops the edits for the texts saved now. */
    loadSaved: () => {
      setBase(saved);
      setDraft(saved);
    },
    /** The texts sent in a save that succeeded are the saved ones now, whatever was typed since. */
    markSaved: (sent: Texts) => setBase((current) => ({ ...current, ...sent })),
  };
}

function sameTexts(a: Texts, b: Texts): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (b[key] ?? '') === a[key]);
}
