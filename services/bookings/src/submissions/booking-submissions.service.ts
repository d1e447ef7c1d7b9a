import { Injectable } from '@nestjs/common';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingSearchTerms,
  bookingTransitionProblem,
  checkBooking,
  KEY_USED_FOR_ANOTHER_REQUEST,
  RpcErrorCode,
  type BookingAlerts,
  type BookingPage,
  type BookingStatus,
  type BookingSubmission,
  type CreateBookingMessageDto,
  type ListBookingsMessageDto,
  type SetBookingArchivedMessageDto,
  type StepBackBookingMessageDto,
  type UpdateBookingStatusMessageDto,
} from '@stagelink/contracts';
import { DomainError, readPhoneCountry } from '@stagelink/nest-kit';
import { BookingEventPublisher } from '../events/booking-event-publisher';
import { OwnerNotices } from '../notices/owner-notices';
import type { BookingSubmissionEntity } from './booking-submission.entity';
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
   * A submit whose key is stored already gets that booking, and nobody is told twice (D-115).
   */
  async create({ submitKey, submitFingerprint, language, ...request }: CreateBookingMessageDto): Promise<BookingSubmission> {
    const check = checkBooking(request, readPhoneCountry());
    if (!check.valid) throw new DomainError(RpcErrorCode.Validation, check.problems[0].message);
    const { row, created } = await this.submissions.insert({
      ...check.booking,
      language: language ?? null,
      ownerNotice: this.notices.enabled ? 'pending' : null,
      submitKey: submitKey ?? null,
      submitFingerprint: submitKey ? (submitFingerprint ?? null) : null,
    });
    if (!created) return this.answerStored(row, submitFingerprint);
    const submission = toSubmission(row);
    this.notices.announce(row.id);
    this.events.created(submission);
    return submission;
  }

  /** One page of the inbox, newest first, with the total and where the next page starts (D-46, D-114). */
  async list({ status, search, archived, limit, before }: ListBookingsMessageDto): Promise<BookingPage> {
    if (before !== undefined && !(await this.submissions.findById(before))) {
      throw new DomainError(RpcErrorCode.Validation, `before: there is no booking ${before} to page after`);
    }
    const filter = { status, archived, search: bookingSearchTerms(search, readPhoneCountry()) };
    // One row more than asked tells whether a next page exists, without a second query.
    const [rows, total] = await Promise.all([
      this.submissions.page({ ...filter, limit: limit + 1, afterId: before }),
      this.submissions.count(filter),
    ]);
    const page = rows.slice(0, limit);
    const changes = await this.submissions.changesOf(page.map((row) => row.id));
    const last = page.at(-1);
    return {
      submissions: page.map((row) => toSubmission(row, changes.get(row.id))),
      total,
      nextCursor: rows.length > limit && last ? last.id : null,
    };
  }

  /**
   * Moves a booking along D-18's steps only; the update itself checks the status it moves from:
   * the one the owner saw when given (`from`), so a second tap of one step is a 409 (D-114).
   */
  async updateStatus({ id, status, from }: UpdateBookingStatusMessageDto): Promise<BookingSubmission> {
    if (from !== undefined) {
      const problem = bookingTransitionProblem(from, status);
      if (problem) throw new DomainError(RpcErrorCode.InvalidTransition, problem);
    }
    const sources = from !== undefined ? [from] : SOURCES_OF[status];
    const updated = sources.length > 0 ? await this.submissions.updateStatusFrom(id, sources, status, 'step') : null;
    if (updated) return this.withHistory(updated);
    const current = await this.existing(id);
    if (from !== undefined) throw staleStatus(id, from, current.status as BookingStatus);
    const problem = bookingTransitionProblem(current.status as BookingStatus, status);
    // No problem now means another change came in between: the owner should look again.
    if (!problem) throw new DomainError(RpcErrorCode.Conflict, `Booking ${id} changed meanwhile; reload it and try again.`);
    throw new DomainError(RpcErrorCode.InvalidTransition, problem);
  }

  /** Undoes the newest step not undone yet, recorded as a step back (D-114). */
  async stepBack({ id, from }: StepBackBookingMessageDto): Promise<BookingSubmission> {
    const current = await this.withHistory(await this.existing(id));
    if (current.status !== from) throw staleStatus(id, from, current.status);
    if (!current.stepBackTo) throw new DomainError(RpcErrorCode.InvalidTransition, `Booking ${id} has no step to undo.`);
    const updated = await this.submissions.updateStatusFrom(id, [from], current.stepBackTo, 'back');
    if (!updated) throw staleStatus(id, from, (await this.existing(id)).status as BookingStatus);
    return this.withHistory(updated);
  }

  /** Archives or unarchives; doing it again changes and records nothing. */
  async setArchived({ id, archived }: SetBookingArchivedMessageDto): Promise<BookingSubmission> {
    const updated = await this.submissions.setArchived(id, archived);
    return this.withHistory(updated ?? (await this.existing(id)));
  }

  alerts(): BookingAlerts {
    return { emailAlerts: this.notices.enabled };
  }

  private async existing(id: number): Promise<BookingSubmissionEntity> {
    const row = await this.submissions.findById(id);
    if (!row) throw new DomainError(RpcErrorCode.NotFound, `Booking ${id} not found`);
    return row;
  }

  private async withHistory(row: BookingSubmissionEntity): Promise<BookingSubmission> {
    return toSubmission(row, (await this.submissions.changesOf([row.id])).get(row.id));
  }

  /**
   * The booking a first submit with this key stored, for its retry; the key with another body
   * is refused with the gateway's 422 (an unprocessable request, as D-101 answers it).
   */
  private answerStored(row: BookingSubmissionEntity, fingerprint: string | undefined): Promise<BookingSubmission> {
    if (row.submitFingerprint !== (fingerprint ?? null))
      throw new DomainError(RpcErrorCode.InvalidTransition, KEY_USED_FOR_ANOTHER_REQUEST);
    return this.withHistory(row);
  }
}

function staleStatus(id: number, seen: BookingStatus, current: BookingStatus): DomainError {
  return new DomainError(
    RpcErrorCode.Conflict,
    `Booking ${id} is ${current} now, not ${seen}: it was changed meanwhile (a second tap, or another window). Nothing was changed.`,
  );
}
