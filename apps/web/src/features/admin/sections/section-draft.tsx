import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SectionType } from '@stagelink/contracts';
import { usePublishPageDraft } from '@/lib/page-draft';
import type { SectionFormValues } from './section-form-values';

/**
 * The section in the open form as it is typed, for the page's live preview (docs/decisions.md,
 * D-104): `id` when it is saved already, so it shows in its own place; a new one where the form
 * will put it. Rendered inside the form, it alone re-renders on a keystroke, not the form.
 */
export function SectionDraft({ type, id, place }: { type: SectionType; id: number | undefined; place: 'top' | 'bottom' }) {
  const values = useWatch({ control: useFormContext<SectionFormValues>().control }) as SectionFormValues;
  const part = useMemo(
    () => ({ section: { id, type, title: values.title, data: values.data as Record<string, unknown>, place } }),
    [id, type, values, place],
  );
  usePublishPageDraft('section', part);
  return null;
}
