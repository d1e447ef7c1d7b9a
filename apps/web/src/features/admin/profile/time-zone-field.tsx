import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '@/panel/form/form-field';
import type { ProfileFormValues } from './profile-form-values';

const ID = 'profile-time-zone';

/** The artist's time zone (docs/decisions.md, D-122): tour dates and schedules are written and shown in it. */
export function TimeZoneField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileFormValues>();
  const error = formState.errors.timeZone?.message;
  // The browser's own list, offered as suggestions; the server checks the name again.
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
  return (
    <FormField id={ID} label={t('admin.tour.timeZone')} hint={t('admin.tour.timeZoneHint')} error={error}>
      <Input
        id={ID}
        list={`${ID}-list`}
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ID, { hint: true, error })}
        {...register('timeZone')}
      />
      <datalist id={`${ID}-list`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </FormField>
  );
}
