import { cva } from 'class-variance-authority';

/** A placeholder's look; its size comes from the caller's classes, joined, not merged (D-84). */
export const skeletonVariants = cva('animate-pulse bg-muted', {
  variants: { shape: { box: 'rounded-md', circle: 'rounded-full' } },
  defaultVariants: { shape: 'box' },
});
