import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '../form-field';
import type { ProfileFormValues } from './profile-form-values';

const ID = 'profile-time-zone';

/** The artist's time zone (docs/decisions.md, D-122): tour dates and schedules are written and shown in it. */
export function TimeZoneField() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const error = formState.errors.timeZone?.message;
  // The browser's own list, offered as suggestions; the server checks the name again.
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
  return (
    <FormField id={ID} label="Time zone" hint="Where you live, such as Europe/Rome: tour dates and schedules use it." error={error}>
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
