import { useTranslation } from 'react-i18next';
import type { BookingSubmission } from '@stagelink/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateTime } from '@/i18n/locale-format';
import { BookingActions } from './booking-actions';
import { BookingDetails } from './booking-details';
import { relativeTime } from './relative-time';
import { StatusBadge } from './status-badge';

function initialOf(name: string): string {
  return ([...name.trim()][0] ?? '?').toLocaleUpperCase();
}

export function BookingCard({ submission, now }: { submission: BookingSubmission; now: Date }) {
  const { t } = useTranslation();
  const submittedAt = new Date(submission.submittedAt);

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
              <span className="flex flex-wrap gap-1">
                {submission.archivedAt && (
                  <span className="inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
                    {t('admin.bookings.archived')}
                  </span>
                )}
                <StatusBadge status={submission.status} />
              </span>
            </div>
            {submission.email && <p className="break-all text-sm text-muted-foreground">{submission.email}</p>}
            <p className="text-xs text-muted-foreground">
              <time dateTime={submission.submittedAt} title={formatDateTime(submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}>
                {relativeTime(submittedAt, now)}
              </time>
            </p>
          </div>
        </div>

        <BookingDetails submission={submission} />
        <BookingActions submission={submission} />
      </CardContent>
    </Card>
  );
}
