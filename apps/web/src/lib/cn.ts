import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins classes and lets a caller's class win over a part's own of the same kind (`p-2` over
 * `p-4`): for the UI kit's parts that take a caller's classes over their own. Where nothing is
 * overridden, `clsx` joins them without the merger, and the visitor's first screen uses only
 * that: the merger is 8 KB of script the page would otherwise wait for (docs/decisions.md, D-84).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
