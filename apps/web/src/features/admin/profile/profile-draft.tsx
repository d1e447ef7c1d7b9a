import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePublishPageDraft } from '@/lib/page-draft';
import type { ProfileFormValues } from './profile-form-values';

/**
 * The profile form's values as they are typed, for the page's live preview (docs/decisions.md,
 * D-104). Rendered inside the form, it alone re-renders on a keystroke, not the form.
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
