import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingButtonSettings, SectionType } from '@stagelink/contracts';
import { usePublishPageDraft } from '@/lib/page-draft';
import type { ProfileFormValues } from '../profile/profile-form-values';
import type { SectionFormValues } from '../sections/section-form-values';

/*
 * Each editor's values as they are typed, for the page's live preview (docs/decisions.md, D-104).
 * Rendered inside the editor's form, they alone re-render on a keystroke, not the form.
 */

export function ProfileDraft() {
  const values = useWatch({ control: useFormContext<ProfileFormValues>().control }) as ProfileFormValues;
  const part = useMemo(
    () => ({
      profile: {
        name: values.name,
        description: values.description,
        profileImage: values.profileImage || null,
        backgroundSettings: values.backgroundSettings,
        footerSettings: { privacyPolicyUrl: '', termsOfServiceUrl: '', ...values.footerSettings },
      },
    }),
    [values],
  );
  usePublishPageDraft('profile', part);
  return null;
}

/**
 * The section in the open form: `id` when it is saved already, so it shows in its own place; a
 * new one where the form will put it.
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

export function BookingButtonDraft() {
  const values = useWatch({ control: useFormContext<BookingButtonSettings>().control }) as BookingButtonSettings;
  const part = useMemo(() => ({ profile: { bookingButtonSettings: values } }), [values]);
  usePublishPageDraft('booking-button', part);
  return null;
}
