import i18next from 'i18next';
import { Archive, ArchiveRestore, Mail, Undo2 } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { serverText } from '@/lib/server-text';
import { useChangeBooking, type BookingChangeRequest } from './api/update-booking-status';
import { replyLink } from './reply-link';
import { STATUS_LABEL_KEYS } from './status-badge';

type Change = BookingChangeRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

const t = i18next.t.bind(i18next);

/** What the toast says once a change is made: its title, and what the booking is now. */
function doneText(change: Change, name: string): { title: string; description: string } {
  switch (change.kind) {
    case 'step':
      return {
        title: t('admin.bookings.statusUpdated'),
        description: t('admin.bookings.nowStatus', { name, status: t(STATUS_LABEL_KEYS[change.status]) }),
      };
    case 'step-back':
      return { title: t('admin.bookings.statusUpdated'), description: t('admin.bookings.nowSteppedBack', { name }) };
    case 'archive':
      return change.archived
        ? { title: t('admin.bookings.archivedToast'), description: t('admin.bookings.nowArchived', { name }) }
        : { title: t('admin.bookings.unarchivedToast'), description: t('admin.bookings.nowInbox', { name }) };
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
  useTranslation();
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
        toast(doneText(change, submission.name));
      })
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('admin.bookings.updateFailed'),
          description: serverText(error),
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
          {t('admin.bookings.mark', { status: t(STATUS_LABEL_KEYS[forward]) })}
        </Button>
      )}
      {submission.stepBackTo && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={(event) => send({ kind: 'step-back', from: submission.status }, event)}
        >
          <Undo2 aria-hidden="true" /> {t('admin.bookings.stepBack', { status: t(STATUS_LABEL_KEYS[submission.stepBackTo]) })}
        </Button>
      )}
      {canCancelBooking(submission.status) && (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="outline" disabled={busy}>
              {t('admin.bookings.cancel')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('admin.bookings.cancelTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{t('admin.bookings.cancelText', { name: submission.name })}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('admin.bookings.keep')}</AlertDialogCancel>
              <AlertDialogAction onClick={() => send({ kind: 'step', from: submission.status, status: 'cancelled' })}>
                {t('admin.bookings.cancel')}
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
        {submission.archivedAt === null ? t('admin.bookings.archive') : t('admin.bookings.unarchive')}
      </Button>
      {reply && (
        <Button size="sm" variant="outline" asChild>
          <a href={reply}>
            <Mail aria-hidden="true" /> {t('admin.bookings.reply')}
          </a>
        </Button>
      )}
    </div>
  );
}
