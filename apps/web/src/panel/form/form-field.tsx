import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  /** The schema's message for this field, if it is refused. */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label, the control, a hint and the field's error, which names the field when the schema's words do not. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids that describe a control: its hint and, when refused, its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;
}

// The schemas' field rules read 'must be at most 255 characters'; the spec's own texts are whole sentences.
function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
