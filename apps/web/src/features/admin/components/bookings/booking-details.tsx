import { Phone } from 'lucide-react';
import { CALLBACK_SERVICE_TYPE, DEFAULT_CALLBACK_MESSAGE, LANGUAGE_NAMES, type BookingSubmission } from '@stagelink/contracts';
import { STATUS_LABELS } from './status-badge';

/** One line of what the owner did: "Marked Contacted", "Stepped back to New", "Archived". */
function changeText({ action, to }: BookingSubmission['history'][number]): string {
  if (action === 'archive') return 'Archived';
  if (action === 'unarchive') return 'Unarchived';
  const status = to ? STATUS_LABELS[to] : '';
  return action === 'back' ? `Stepped back to ${status}` : `Marked ${status}`;
}

/** A visitor's booking as the owner reads it: the service, the message, the optional fields, the language, the history. */
export function BookingDetails({ submission }: { submission: BookingSubmission }) {
  const callbackWithoutWords = submission.serviceType === CALLBACK_SERVICE_TYPE && submission.message === null;
  const optional = [
    { label: 'Event date', value: submission.eventDate },
    { label: 'City or venue', value: submission.venue },
    { label: 'Budget', value: submission.budget },
    { label: 'Language', value: submission.language && `${LANGUAGE_NAMES[submission.language]} (${submission.language})` },
  ].filter((field): field is { label: string; value: string } => Boolean(field.value));

  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="sr-only">Service</dt>
        <dd className="font-medium">{submission.serviceType}</dd>
      </div>
      {(submission.message || callbackWithoutWords) && (
        <div>
          <dt className="sr-only">Message</dt>
          <dd className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">
            {/* A callback left without words asks only that (docs/decisions.md, D-116): nothing the visitor wrote is stored. */}
            {submission.message ?? <span className="italic text-muted-foreground">{DEFAULT_CALLBACK_MESSAGE}</span>}
          </dd>
        </div>
      )}
      {optional.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap gap-x-2" data-testid="booking-field">
          <dt className="text-muted-foreground">{label}:</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
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
      {submission.history.length > 0 && (
        <div>
          <dt className="sr-only">History</dt>
          <dd>
            <details>
              <summary className="min-h-11 cursor-pointer py-2 text-muted-foreground">History ({submission.history.length})</summary>
              <ol className="space-y-1 ps-4" data-testid="booking-history">
                {submission.history.map((change, index) => (
                  <li key={index}>
                    {changeText(change)} · <time dateTime={change.at}>{new Date(change.at).toLocaleString()}</time>
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
