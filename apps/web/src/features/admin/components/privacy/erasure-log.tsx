import { useId } from 'react';
import type { Erasure } from '@stagelink/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useErasures } from '../../api/get-erasures';
import { LoadFailed } from '../load-failed';
import { counted } from './counted';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A count, or what a null means: that part was not reached, and a repeat erased it (D-90). */
const part = (count: number | null, singular: string) => (count === null ? `${singular}s not reached` : counted(count, singular));

function entryText(erasure: Erasure): string {
  const by = erasure.contactKind === 'email' ? 'by e-mail' : 'by phone';
  return `${by}: ${part(erasure.subscriptions, 'newsletter subscription')}, ${part(erasure.bookings, 'booking')}`;
}

/** Every erase, when and how many rows, never whose (docs/decisions.md, D-90). */
export function ErasureLog() {
  const log = useErasures();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        Erase log
      </h3>
      <p className="text-sm text-muted-foreground">Each erase is kept here, with how much it removed, never whose data it was.</p>
      {log.isPending && <Skeleton className="h-16 w-full" role="status" aria-busy="true" aria-label="Loading the erase log" />}
      {log.isError && <LoadFailed what="The erase log" onRetry={() => void log.refetch()} />}
      {log.data?.length === 0 && <p className="text-sm">Nothing has been erased yet.</p>}
      {log.data && log.data.length > 0 && (
        <ul className="divide-y rounded-md border text-sm" data-testid="erasure-log">
          {log.data.map((erasure) => (
            <li key={erasure.id} className="flex flex-wrap gap-x-2 p-3">
              <time dateTime={erasure.erasedAt} className="font-medium">
                {dateTime.format(new Date(erasure.erasedAt))}
              </time>
              <span>{entryText(erasure)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
