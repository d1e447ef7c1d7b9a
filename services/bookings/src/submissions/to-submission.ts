import { isLanguage, stepBackTargetOf, type BookingChange, type BookingStatus, type BookingSubmission } from '@stagelink/contracts';
import type { BookingChangeEntity } from './booking-change.entity';
import type { BookingSubmissionEntity } from './booking-submission.entity';

export function toChange(row: BookingChangeEntity): BookingChange {
  return { action: row.action, from: row.fromStatus, to: row.toStatus, at: row.changedAt.toISOString() };
}

/**
 * A row as the API shows it, with the owner's changes to it, oldest first. The notice's state
 * and the submit key are the service's own business.
 */
export function toSubmission(row: BookingSubmissionEntity, changes: readonly BookingChangeEntity[] = []): BookingSubmission {
  const history = changes.map(toChange);
  return {
    id: row.id,
    serviceType: row.serviceType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    submittedAt: row.submittedAt.toISOString(),
    status: row.status as BookingStatus,
    language: isLanguage(row.language) ? row.language : null,
    eventDate: row.eventDate,
    venue: row.venue,
    budget: row.budget,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    history,
    stepBackTo: stepBackTargetOf(history),
  };
}
