import { useId } from 'react';
import { get, useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { completeLink } from '@stagelink/contracts';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { describedBy, FormField } from './form-field';

/** The message of the error at `name` in the surrounding form, if any. */
export function useFieldError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState } = useFormContext<T>();
  const error: unknown = get(formState.errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

interface TextFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A link gets the url keyboard on a phone, a phone number the dial pad, a long text a text area. */
  kind?: 'text' | 'url' | 'long' | 'tel';
  rows?: number;
  maxLength?: number;
}

/** A text field of the surrounding form (a react-hook-form provider), its error under it. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  placeholder,
  kind = 'text',
  rows = 3,
  maxLength,
}: TextFieldProps<T>) {
  const { register, setValue } = useFormContext<T>();
  const error = useFieldError<T>(name);
  const id = useId();
  const registered = register(name);
  const common = {
    id,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(hint), error }),
  } as const;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {kind === 'long' ? (
        <Textarea rows={rows} {...common} {...registered} />
      ) : (
        <Input
          type={kind === 'url' ? 'url' : kind === 'tel' ? 'tel' : 'text'}
          inputMode={kind === 'url' ? 'url' : kind === 'tel' ? 'tel' : undefined}
          autoCapitalize={kind === 'url' ? 'off' : undefined}
          autoCorrect={kind === 'url' ? 'off' : undefined}
          {...common}
          {...registered}
          onBlur={(event) => {
            // A link typed without https:// is shown completed, as it will be saved (docs/decisions.md, D-110).
            const completed = kind === 'url' ? completeLink(event.target.value) : event.target.value;
            if (completed !== event.target.value) setValue(name, completed as PathValue<T, Path<T>>, { shouldDirty: true });
            void registered.onBlur(event);
          }}
        />
      )}
    </FormField>
  );
}
