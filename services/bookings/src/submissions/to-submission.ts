import type { BookingStatus, BookingSubmission } from '@stagelink/contracts';
import type { BookingSubmissionEntity } from './booking-submission.entity';

/** A row as the API shows it: the notice's state is the service's own business. */
export function toSubmission(row: BookingSubmissionEntity): BookingSubmission {
  return {
    id: row.id,
    serviceType: row.serviceType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    submittedAt: row.submittedAt.toISOString(),
    status: row.status as BookingStatus,
  };
}
