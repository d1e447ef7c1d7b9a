import { Archive, ArchiveRestore, Mail, Undo2 } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { canCancelBooking, forwardStatusOf, type BookingSubmission } from '@stagelink/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useChangeBooking, type BookingChangeRequest } from '../../api/update-booking-status';
import { replyLink } from './reply-link';
import { STATUS_LABELS } from './status-badge';

type Change = BookingChangeRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What the toast says once a change is made: its title, and what the booking is now. */
function doneText(change: Change): { title: string; now: string } {
  switch (change.kind) {
    case 'step':
      return { title: 'Status updated', now: STATUS_LABELS[change.status] };
    case 'step-back':
      return { title: 'Status updated', now: 'stepped back' };
    case 'archive':
      return change.archived ? { title: 'Booking archived', now: 'archived' } : { title: 'Booking unarchived', now: 'back in the inbox' };
  }
}

/**
 * The owner's buttons on one booking. One change at a time (docs/decisions.md, D-114): a change
 * sent is marked at once, before React renders the disabled buttons, so the second tap of a
 * double tap sends nothing; and a click that is the second of a double click or tap (its
 * `detail` counts the taps) is never a step of its own, even when the first one's answer came
 * back fast enough to put the next step's button under the finger.
 */
export function BookingActions({ submission }: { submission: BookingSubmission }) {
  const changeBooking = useChangeBooking();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const forward = forwardStatusOf(submission.status);
  const reply = replyLink(submission);

  const send = (change: Change, event?: MouseEvent) => {
    if (inFlight.current || (event && event.detail > 1)) return;
    inFlight.current = true;
    setBusy(true);
    changeBooking
      .mutateAsync({ ...change, id: submission.id } as BookingChangeRequest)
      .then(() => {
        const { title, now } = doneText(change);
        toast({ title, description: `${submission.name}: ${now}` });
      })
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Failed to update booking status.',
          description: error instanceof ApiError ? error.serverMessage : undefined,
        }),
      )
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {forward && (
        <Button size="sm" disabled={busy} onClick={(event) => send({ kind: 'step', from: submission.status, status: forward }, event)}>
          Mark {STATUS_LABELS[forward]}
        </Button>
      )}
      {submission.stepBackTo && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={(event) => send({ kind: 'step-back', from: submission.status }, event)}
        >
          <Undo2 aria-hidden="true" /> Step back to {STATUS_LABELS[submission.stepBackTo]}
        </Button>
      )}
      {canCancelBooking(submission.status) && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="outline" disabled={busy}>
              Cancel booking
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
              <AlertDialogDescription>
                {submission.name}’s booking will be marked cancelled. If it was a mistake, step back to reopen it.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep booking</AlertDialogCancel>
              <AlertDialogAction onClick={() => send({ kind: 'step', from: submission.status, status: 'cancelled' })}>
                Cancel booking
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={(event) => send({ kind: 'archive', archived: submission.archivedAt === null }, event)}
      >
        {submission.archivedAt === null ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
        {submission.archivedAt === null ? 'Archive' : 'Unarchive'}
      </Button>
      {reply && (
        <Button size="sm" variant="outline" asChild>
          <a href={reply}>
            <Mail aria-hidden="true" /> Reply
          </a>
        </Button>
      )}
    </div>
  );
}
