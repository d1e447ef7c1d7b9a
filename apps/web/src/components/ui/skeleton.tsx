import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { skeletonVariants } from './skeleton-variants';

export function Skeleton({ className, shape, ...props }: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof skeletonVariants>) {
  return <div className={skeletonVariants({ shape, className })} {...props} />;
}
