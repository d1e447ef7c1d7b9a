import { cva } from 'class-variance-authority';

/**
 * Every look a button has. A caller's classes are added to these, never merged over them
 * (docs/decisions.md, D-84): a look that differs from these is a variant here, not an override
 * at the call site. `joined-classes.spec.ts` checks every call site for a class that would
 * fight one of these.
 */
export const buttonVariants = cva(
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-link underline-offset-4 hover:underline',
        /** Ghost on the artist's photo or background: white, lighter on hover. */
        onImage: 'text-white hover:bg-white/15',
        /** White text on a colour the caller gives (`bg-… hover:bg-…`), as the booking menu's buttons. */
        colored: 'text-white',
      },
      // Every size is at least 44 × 44 CSS px, a thumb's reach (WCAG 2.5.5).
      size: {
        default: 'h-11 px-4 py-2',
        sm: 'h-11 rounded-md px-3',
        lg: 'h-12 rounded-md px-8',
        icon: 'h-11 w-11',
        /** A full-width row, as in a menu. */
        row: 'h-12 w-full px-4',
        /** A link in running text: its tap area reaches a little past its words, which stay in line. */
        inline: 'h-11 -mx-2 px-2',
      },
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', align: 'center' },
  },
);
