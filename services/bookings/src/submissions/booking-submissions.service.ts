import { Injectable } from '@nestjs/common';
import { checkBooking, RpcErrorCode, type BookingStatus, type BookingSubmission, type CreateBookingDto } from '@stagelink/contracts';
import { DomainError, readPhoneCountry } from '@stagelink/nest-kit';
import type { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsRepository } from './booking-submissions.repository';

@Injectable()
export class BookingSubmissionsService {
  constructor(private readonly submissions: BookingSubmissionsRepository) {}

  /**
   * Stores a booking that meets the rules of libs/contracts/src/bookings/booking-rules.ts, the
   * ones the contact dialog shows, as they normalise it; otherwise answers the first problem.
   */
  async create(request: CreateBookingDto): Promise<BookingSubmission> {
    const check = checkBooking(request, readPhoneCountry());
    if (!check.valid) throw new DomainError(RpcErrorCode.Validation, check.problems[0].message);
    return toSubmission(await this.submissions.insert(check.booking));
  }
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
