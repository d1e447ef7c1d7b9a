import { cva } from 'class-variance-authority';

/**
 * A text field's look. A field the form marks invalid (`aria-invalid`) shows it in its border.
 * The caller's classes are joined to these, not merged (D-84).
 */
export const inputVariants = cva(
  'flex h-11 rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
  {
    variants: {
      /** `short`: room for a few digits. */
      fieldWidth: { full: 'w-full', short: 'w-24' },
    },
    defaultVariants: { fieldWidth: 'full' },
  },
);
