import { Slot } from '@radix-ui/react-slot';
import type { VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { buttonVariants } from './button-variants';

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

/**
 * The caller's classes are joined to the variant's, not merged: the visitor's first screen is
 * drawn with buttons, and a class merger is 8 KB of script it would wait for (D-84).
 */
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, align, asChild = false, ...props }, ref) => {
    const Component = asChild ? Slot : 'button';
    return <Component className={buttonVariants({ variant, size, align, className })} ref={ref} {...props} />;
  },
);
Button.displayName = 'Button';
