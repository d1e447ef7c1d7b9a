import { useId } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** An on/off setting of the surrounding form, its label beside the switch. */
export function SwitchField<T extends FieldValues>({ name, label, hint }: { name: Path<T>; label: string; hint?: string }) {
  const { control } = useFormContext<T>();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-11 items-center justify-between gap-3">
          <div className="min-w-0">
            <Label htmlFor={id}>{label}</Label>
            {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
          </div>
          <Switch id={id} checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
        </div>
      )}
    />
  );
}
