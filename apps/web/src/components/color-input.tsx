import { forwardRef } from 'react';
import { Input } from './ui/input';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

interface ColorInputProps {
  /** The text as typed: it may be half-written while the owner types. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text field's id, for its label. */
  id: string;
  /** Names the swatch for screen readers, e.g. 'Primary colour'. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A colour as a swatch (the device's own picker) and as `#rrggbb` text, kept in step: the
 * picker writes the text; the text moves the picker once it is a whole colour.
 */
export const ColorInput = forwardRef<HTMLInputElement, ColorInputProps>(function ColorInput(
  { value, onChange, onBlur, id, label, invalid, describedBy },
  ref,
) {
  const whole = HEX_COLOR.test(value.trim());
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={whole ? value.trim().toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
      />
      <Input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder="#rrggbb"
        maxLength={7}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="font-mono"
      />
    </div>
  );
});
