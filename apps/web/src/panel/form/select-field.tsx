import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField } from './form-field';
import { useFieldError } from './text-field';

export interface SelectOption {
  value: string;
  /** A key of the panel's strings (docs/decisions.md, D-130). */
  label: string;
  icon?: ReactNode;
}

/** A choice among fixed options, in the surrounding form. */
export function SelectField<T extends FieldValues>({ name, label, options }: { name: Path<T>; label: string; options: SelectOption[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={typeof field.value === 'string' ? field.value : ''} onValueChange={field.onChange}>
            <SelectTrigger id={id} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  <span className="flex items-center gap-2">
                    {option.icon}
                    {t(option.label)}
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
