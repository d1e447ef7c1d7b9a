import type { VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { skeletonVariants } from './skeleton-variants';

export function Skeleton({ className, shape, ...props }: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof skeletonVariants>) {
  // A named placeholder stands for content on its way: a status, where a plain div may not carry a name.
  return <div role={props['aria-label'] ? 'status' : undefined} className={skeletonVariants({ shape, className })} {...props} />;
}
