import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The frame every section shares on the public page. */
export function SectionCard({
  title,
  type,
  className,
  children,
}: {
  title?: string;
  type: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={`section-${type}`}
      className={clsx('rounded-2xl bg-white/95 p-5 text-slate-900 shadow-lg dark:bg-neutral-900/95 dark:text-white', className)}
    >
      {/* The owner's words, isolated: on a page of the other direction they keep their own, and their punctuation its side. */}
      {title && (
        <h2 className="mb-3 text-lg font-bold">
          <bdi>{title}</bdi>
        </h2>
      )}
      {children}
    </section>
  );
}
