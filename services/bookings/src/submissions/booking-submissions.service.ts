import { Injectable } from '@nestjs/common';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingTransitionProblem,
  checkBooking,
  RpcErrorCode,
  type BookingPage,
  type BookingStatus,
  type BookingSubmission,
  type CreateBookingDto,
  type ListBookingsMessageDto,
  type UpdateBookingStatusMessageDto,
} from '@stagelink/contracts';
import { DomainError, readPhoneCountry } from '@stagelink/nest-kit';
import { BookingEventPublisher } from '../events/booking-event-publisher';
import { OwnerNotices } from '../notices/owner-notices';
import { BookingSubmissionsRepository } from './booking-submissions.repository';
import { toSubmission } from './to-submission';

/** For each status, the ones a booking may come to it from (docs/decisions.md, D-18). */
const SOURCES_OF = Object.fromEntries(
  BOOKING_STATUSES.map((to) => [to, BOOKING_STATUSES.filter((from) => BOOKING_TRANSITIONS[from].includes(to))]),
) as Record<BookingStatus, BookingStatus[]>;

@Injectable()
export class BookingSubmissionsService {
  constructor(
    private readonly submissions: BookingSubmissionsRepository,
    private readonly notices: OwnerNotices,
    private readonly events: BookingEventPublisher,
  ) {}

  /**
   * Stores a booking that meets the rules of libs/contracts/src/bookings/booking-rules.ts, the
   * ones the contact dialog shows, as they normalise it; otherwise answers the first problem.
   * Only once the row is committed is the owner told: the notice and the live event are sent
   * on their way, and the visitor's answer waits for neither (docs/decisions.md, D-47, D-48).
   */
  async create(request: CreateBookingDto): Promise<BookingSubmission> {
    const check = checkBooking(request, readPhoneCountry());
    if (!check.valid) throw new DomainError(RpcErrorCode.Validation, check.problems[0].message);
    const row = await this.submissions.insert({ ...check.booking, ownerNotice: this.notices.enabled ? 'pending' : null });
    const submission = toSubmission(row);
    this.notices.announce(row.id);
    this.events.created(submission);
    return submission;
  }

  /** One page of the inbox, newest first, with the total and where the next page starts (D-46). */
  async list({ status, limit, before }: ListBookingsMessageDto): Promise<BookingPage> {
    if (before !== undefined && !(await this.submissions.findById(before))) {
      throw new DomainError(RpcErrorCode.Validation, `before: there is no booking ${before} to page after`);
    }
    // One row more than asked tells whether a next page exists, without a second query.
    const [rows, total] = await Promise.all([
      this.submissions.page({ status, limit: limit + 1, afterId: before }),
      this.submissions.count(status),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { submissions: page.map(toSubmission), total, nextCursor: rows.length > limit && last ? last.id : null };
  }

  /** Moves a booking along D-18's steps only; the update itself checks the status it moves from. */
  async updateStatus({ id, status }: UpdateBookingStatusMessageDto): Promise<BookingSubmission> {
    const sources = SOURCES_OF[status];
    const updated = sources.length > 0 ? await this.submissions.updateStatusFrom(id, sources, status) : null;
    if (updated) return toSubmission(updated);
    const current = await this.submissions.findById(id);
    if (!current) throw new DomainError(RpcErrorCode.NotFound, `Booking ${id} not found`);
    const problem = bookingTransitionProblem(current.status as BookingStatus, status);
    // No problem now means another change came in between: the owner should look again.
    if (!problem) throw new DomainError(RpcErrorCode.Conflict, `Booking ${id} changed meanwhile; reload it and try again.`);
    throw new DomainError(RpcErrorCode.InvalidTransition, problem);
  }
}
