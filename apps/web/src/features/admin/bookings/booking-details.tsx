import i18next from 'i18next';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_SERVICE_TYPE, LANGUAGE_NAMES, type BookingSubmission } from '@stagelink/contracts';
import { formatDateTime } from '@/i18n/locale-format';
import { STATUS_LABEL_KEYS } from './status-badge';

/** One line of what the owner did: "Marked Contacted", "Stepped back to New", "Archived". */
function changeText({ action, to }: BookingSubmission['history'][number]): string {
  const t = i18next.t.bind(i18next);
  if (action === 'archive') return t('admin.bookings.historyArchived');
  if (action === 'unarchive') return t('admin.bookings.historyUnarchived');
  const status = to ? t(STATUS_LABEL_KEYS[to]) : '';
  return t(action === 'back' ? 'admin.bookings.historyBack' : 'admin.bookings.historyMarked', { status });
}

/** A visitor's booking as the owner reads it: the service, the message, the optional fields, the language, the history. */
export function BookingDetails({ submission }: { submission: BookingSubmission }) {
  const { t } = useTranslation();
  const callbackWithoutWords = submission.serviceType === CALLBACK_SERVICE_TYPE && submission.message === null;
  const optional = [
    { label: t('admin.bookings.eventDate'), value: submission.eventDate },
    { label: t('admin.bookings.venue'), value: submission.venue },
    { label: t('admin.bookings.budget'), value: submission.budget },
    {
      label: t('admin.bookings.language'),
      value: submission.language && `${LANGUAGE_NAMES[submission.language]} (${submission.language})`,
    },
  ].filter((field): field is { label: string; value: string } => Boolean(field.value));

  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="sr-only">{t('admin.bookings.service')}</dt>
        <dd className="font-medium">{submission.serviceType}</dd>
      </div>
      {(submission.message || callbackWithoutWords) && (
        <div>
          <dt className="sr-only">{t('admin.bookings.message')}</dt>
          <dd className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">
            {/* A callback left without words asks only that (docs/decisions.md, D-116): nothing the visitor wrote is stored. */}
            {submission.message ?? <span className="italic text-muted-foreground">{t('admin.bookings.callMeBack')}</span>}
          </dd>
        </div>
      )}
      {optional.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-2" data-testid="booking-field">
          <dt className="text-muted-foreground">{t('admin.bookings.fieldLabel', { label })}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
      {submission.phone && (
        <div>
          <dt className="sr-only">{t('admin.bookings.phone')}</dt>
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
      {submission.history.length > 0 && (
        <div>
          <dt className="sr-only">{t('admin.bookings.history')}</dt>
          <dd>
            <details>
              <summary className="min-h-11 cursor-pointer py-2 text-muted-foreground">
                {t('admin.bookings.historyCount', { count: submission.history.length })}
              </summary>
              <ol className="space-y-1 ps-4" data-testid="booking-history">
                {submission.history.map((change, index) => (
                  <li key={index}>
                    {changeText(change)} ·{' '}
                    <time dateTime={change.at}>{formatDateTime(change.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </li>
                ))}
              </ol>
            </details>
          </dd>
        </div>
      )}
    </dl>
  );
}
