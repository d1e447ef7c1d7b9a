import { Injectable } from '@nestjs/common';
import {
  CONTACT_FORM_SERVICE_TYPE,
  contactOfKind,
  invalidContactMessage,
  RpcErrorCode,
  type BookingStatus,
  type BookingSubmission,
  type ContactKind,
  type CreateBookingDto,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import type { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsRepository } from './booking-submissions.repository';

@Injectable()
export class BookingSubmissionsService {
  constructor(private readonly submissions: BookingSubmissionsRepository) {}

  /**
   * A submission needs a name and a way to answer, e-mail or phone (docs/decisions.md); the
   * contact form also needs its message, while a callback may leave it out. The e-mail and
   * phone follow the newsletter's rules and are stored normalised as it stores them, so the
   * artist's 'Reply' and call links only ever hold an address or a number.
   */
  async create(request: CreateBookingDto): Promise<BookingSubmission> {
    const name = request.name.trim();
    if (!name) throw invalid('name is required.');
    const email = contactOrNull('email', request.email);
    const phone = contactOrNull('phone', request.phone);
    if (!email && !phone) throw invalid('Give an e-mail or a phone number, so the artist can answer.');
    const message = blankToNull(request.message);
    if (request.serviceType.trim() === CONTACT_FORM_SERVICE_TYPE && !message) throw invalid('message is required.');
    const row = await this.submissions.insert({ serviceType: request.serviceType.trim(), name, email, phone, message });
    return toSubmission(row);
  }
}

/** A blank field is no contact; a filled one must be a valid contact of its kind. */
function contactOrNull(kind: ContactKind, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const contact = contactOfKind(kind, value);
  if (!contact) throw invalid(invalidContactMessage(kind));
  return contact.value;
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function invalid(message: string): DomainError {
  return new DomainError(RpcErrorCode.Validation, message);
}

function toSubmission(row: BookingSubmissionEntity): BookingSubmission {
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
