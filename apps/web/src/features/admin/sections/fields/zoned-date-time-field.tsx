import { useId } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { instantFromLocalInput, localInputValue } from '@stagelink/contracts';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '@/panel/form/form-field';
import { useFieldError } from '@/panel/form/text-field';

/**
 * A date and time written in the artist's time zone and kept as ISO 8601 with that zone's
 * offset (docs/decisions.md, D-122), whatever the phone's own zone.
 */
export function ZonedDateTimeField<T extends FieldValues>({ name, label, timeZone }: { name: Path<T>; label: string; timeZone: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const id = useId();
  const hint = t('admin.option.inTimeZone', { zone: timeZone });
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            id={id}
            type="datetime-local"
            ref={field.ref}
            value={localInputValue(typeof field.value === 'string' ? field.value : null, timeZone)}
            onChange={(event) => field.onChange(instantFromLocalInput(event.target.value, timeZone))}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { hint: true, error })}
          />
        )}
      />
    </FormField>
  );
}
