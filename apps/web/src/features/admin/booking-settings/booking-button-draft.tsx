import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingButtonSettings } from '@stagelink/contracts';
import { usePublishPageDraft } from '@/lib/page-draft';

/**
 * The booking button's settings as they are typed, for the page's live preview
 * (docs/decisions.md, D-104). Rendered inside the form, it alone re-renders on a keystroke.
 */
export function BookingButtonDraft() {
  const values = useWatch({ control: useFormContext<BookingButtonSettings>().control }) as BookingButtonSettings;
  const part = useMemo(() => ({ profile: { bookingButtonSettings: values } }), [values]);
  usePublishPageDraft('booking-button', part);
  return null;
}
