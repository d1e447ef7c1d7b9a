import { Mail, Phone } from 'lucide-react';
import { canCancelBooking, forwardStatusOf, type BookingStatus, type BookingSubmission } from '@stagelink/contracts';
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
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateBookingStatus } from '../../api/update-booking-status';
import { relativeTime } from './relative-time';
import { replyLink } from './reply-link';
import { STATUS_LABELS, StatusBadge } from './status-badge';

function initialOf(name: string): string {
  return ([...name.trim()][0] ?? '?').toLocaleUpperCase();
}

export function BookingCard({ submission, now }: { submission: BookingSubmission; now: Date }) {
  const updateStatus = useUpdateBookingStatus();
  const forward = forwardStatusOf(submission.status);
  const reply = replyLink(submission);
  const submittedAt = new Date(submission.submittedAt);

  const changeStatus = (status: BookingStatus) =>
    updateStatus.mutate(
      { id: submission.id, status },
      {
        onSuccess: () => toast({ title: 'Status updated', description: `${submission.name}: ${STATUS_LABELS[status]}` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update booking status.',
            description: error instanceof ApiError ? error.serverMessage : undefined,
          }),
      },
    );

  return (
    <Card data-testid="booking-card" aria-labelledby={`booking-${submission.id}-name`}>
      <CardContent className="space-y-3 p-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            data-testid="booking-avatar"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
          >
            {initialOf(submission.name)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <h3 id={`booking-${submission.id}-name`} className="min-w-0 break-words font-semibold">
                {submission.name}
              </h3>
              <StatusBadge status={submission.status} />
            </div>
            {submission.email && <p className="break-all text-sm text-muted-foreground">{submission.email}</p>}
            <p className="text-xs text-muted-foreground">
              <time dateTime={submission.submittedAt} title={submittedAt.toLocaleString()}>
                {relativeTime(submittedAt, now)}
              </time>
            </p>
          </div>
        </div>

        <dl className="space-y-2 text-sm">
          <div>
            <dt className="sr-only">Service</dt>
            <dd className="font-medium">{submission.serviceType}</dd>
          </div>
          {submission.message && (
            <div>
              <dt className="sr-only">Message</dt>
              <dd className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{submission.message}</dd>
            </div>
          )}
          {submission.phone && (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>
                <a
                  href={`tel:${submission.phone}`}
                  className="inline-flex min-h-11 items-center gap-2 text-link underline-offset-4 hover:underline"
                >
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  {submission.phone}
                </a>
              </dd>
            </div>
          )}
        </dl>

        <div className="flex flex-wrap gap-2">
          {forward && (
            <Button size="sm" disabled={updateStatus.isPending} onClick={() => changeStatus(forward)}>
              Mark {STATUS_LABELS[forward]}
            </Button>
          )}
          {canCancelBooking(submission.status) && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button size="sm" variant="outline" disabled={updateStatus.isPending}>
                  Cancel
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {submission.name}’s booking will be marked cancelled. A cancelled booking cannot be reopened.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Keep booking</AlertDialogCancel>
                  <AlertDialogAction onClick={() => changeStatus('cancelled')}>Cancel booking</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          )}
          {reply && (
            <Button size="sm" variant="outline" asChild>
              <a href={reply}>
                <Mail aria-hidden="true" /> Reply
              </a>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
