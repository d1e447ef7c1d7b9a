import { Injectable } from '@nestjs/common';
import {
  type BookingStatus,
  type BookingSubmission,
  classifyContact,
  CONTACT_FORM_SERVICE_TYPE,
  type CreateBookingDto,
  RpcErrorCode,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import type { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsRepository } from './booking-submissions.repository';

@Injectable()
export class BookingSubmissionsService {
  constructor(private readonly submissions: BookingSubmissionsRepository) {}

  /**
   * A submission needs a name and a way to answer, e-mail or phone (decisions.md); the
   * contact form also needs its message, while a callback may leave it out.
   */
  async create(request: CreateBookingDto): Promise<BookingSubmission> {
    const name = request.name.trim();
    const email = blankToNull(request.email);
    const phone = blankToNull(request.phone);
    const message = blankToNull(request.message);
    if (!name) throw invalid('name is required.');
    if (!email && !phone) throw invalid('Give an e-mail or a phone number, so the artist can answer.');
    if (email && classifyContact(email)?.kind !== 'email') throw invalid('email is not a valid e-mail address.');
    if (request.serviceType.trim() === CONTACT_FORM_SERVICE_TYPE && !message) throw invalid('message is required.');
    const row = await this.submissions.insert({ serviceType: request.serviceType.trim(), name, email, phone, message });
    return toSubmission(row);
  }
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
