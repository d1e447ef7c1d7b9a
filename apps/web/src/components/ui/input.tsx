import type { VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { inputVariants } from './input-variants';

export interface InputProps extends React.InputHTMLAttributes<HTMLInputElement>, VariantProps<typeof inputVariants> {}

export const Input = React.forwardRef<HTMLInputElement, InputProps>(({ className, fieldWidth, type, ...props }, ref) => (
  <input type={type} className={inputVariants({ fieldWidth, className })} ref={ref} {...props} />
));
Input.displayName = 'Input';
