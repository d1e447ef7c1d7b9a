import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * The device's own select, drawn like the other fields: on a phone it opens the system's
 * picker, which a thumb knows, and it is a real form control with nothing hidden beside it.
 */
export const NativeSelect = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, children, ...props }, ref) => (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'flex h-11 w-full cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pe-9 ps-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
    </div>
  ),
);
NativeSelect.displayName = 'NativeSelect';
