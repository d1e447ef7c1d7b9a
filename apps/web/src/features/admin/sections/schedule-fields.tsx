import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '@/panel/form/form-field';
import type { SectionFormValues } from './section-form-values';

/**
 * "Show from" and "Show until", written in the artist's time zone; empty means always
 * (docs/decisions.md, D-120). The form keeps the fields' own text; it becomes instants on save.
 */
export function ScheduleFields({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{t('admin.schedule.title')}</legend>
      <p className="text-xs text-muted-foreground">Leave empty to show the section all the time. Times are in {timeZone}.</p>
      <ScheduleField name="schedule.from" label={t('admin.schedule.from')} />
      <ScheduleField name="schedule.until" label={t('admin.schedule.until')} />
    </fieldset>
  );
}

function ScheduleField({ name, label }: { name: 'schedule.from' | 'schedule.until'; label: string }) {
  const { register, formState } = useFormContext<SectionFormValues>();
  const id = useId();
  const error = name === 'schedule.until' ? formState.errors.schedule?.until?.message : undefined;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="datetime-local"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...register(name)}
      />
    </FormField>
  );
}
