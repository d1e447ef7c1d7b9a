import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import type { BookingChangeAction, BookingSearchTerms, BookingStatus } from '@stagelink/contracts';
import { BookingChangeEntity } from './booking-change.entity';
import { BookingSubmissionEntity, type OwnerNoticeState } from './booking-submission.entity';

export type NewBookingSubmission = Pick<
  BookingSubmissionEntity,
  | 'serviceType'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'ownerNotice'
  | 'language'
  | 'eventDate'
  | 'venue'
  | 'budget'
  | 'submitKey'
  | 'submitFingerprint'
>;

export interface SubmissionsFilter {
  status?: BookingStatus;
  search?: BookingSearchTerms | null;
  /** true: the archived bookings only; otherwise the inbox, without them (docs/decisions.md, D-114). */
  archived?: boolean;
}

export interface SubmissionsQuery extends SubmissionsFilter {
  limit: number;
  /** The id of the submission the page starts after, in the list's order. */
  afterId?: number;
}

/** A stored row, and whether this call stored it or found it stored by an earlier one with its submit key. */
export interface Inserted {
  row: BookingSubmissionEntity;
  created: boolean;
}

/** The moment a named parameter's milliseconds ago, on the database's clock (a bigint: a month of them passes an integer's range). */
const millisecondsAgo = (parameter: string) => `now() - CAST(:${parameter} AS bigint) * interval '1 millisecond'`;

@Injectable()
export class BookingSubmissionsRepository {
  constructor(
    @InjectRepository(BookingSubmissionEntity) private readonly submissions: Repository<BookingSubmissionEntity>,
    @InjectRepository(BookingChangeEntity) private readonly changes: Repository<BookingChangeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Stores the submission unless one with its submit key is stored already: then that one is
   * answered, in one statement whatever runs at once (the unique constraint decides, D-115).
   */
  async insert(submission: NewBookingSubmission): Promise<Inserted> {
    const result = await this.submissions.createQueryBuilder().insert().values(submission).orIgnore().returning('id').execute();
    const inserted = (result.raw as { id: number }[])[0];
    const row = inserted
      ? await this.findById(inserted.id)
      : submission.submitKey
        ? await this.submissions.findOneBy({ submitKey: submission.submitKey })
        : null;
    if (!row) throw new Error('A booking was neither stored nor found by its submit key');
    return { row, created: inserted !== undefined };
  }

  findById(id: number): Promise<BookingSubmissionEntity | null> {
    return this.submissions.findOneBy({ id });
  }

  /** The owner's changes to these bookings, oldest first, by booking. */
  async changesOf(ids: readonly number[]): Promise<Map<number, BookingChangeEntity[]>> {
    const byBooking = new Map<number, BookingChangeEntity[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byBooking;
    const rows = await this.changes.find({ where: { bookingId: In([...ids]) }, order: { id: 'ASC' } });
    rows.forEach((row) => byBooking.get(row.bookingId)?.push(row));
    return byBooking;
  }

  /**
   * Newest first, ties broken by id, from where the page before ended: a keyset walk on the
   * (status,) submitted_at DESC, id DESC indexes, as fast on the hundredth page as on the
   * first (docs/decisions.md, D-46).
   */
  page({ limit, afterId, ...filter }: SubmissionsQuery): Promise<BookingSubmissionEntity[]> {
    const query = this.filtered(filter).orderBy('submission.submittedAt', 'DESC').addOrderBy('submission.id', 'DESC').limit(limit);
    if (afterId !== undefined) {
      // The cursor row's time is read in SQL: a JS Date would cut Postgres's microseconds and skip rows.
      query.andWhere(
        `(submission.submittedAt, submission.id) < (SELECT cursor.submitted_at, cursor.id FROM bookings.booking_submissions cursor WHERE cursor.id = :afterId)`,
        { afterId },
      );
    }
    return query.getMany();
  }

  count(filter: SubmissionsFilter): Promise<number> {
    return this.filtered(filter).getCount();
  }

  /**
   * Sets the status only while the row is still in one of `from`, and records the change, in
   * one transaction that holds the row: two taps, or two owners' clicks, cannot both pass a
   * check made on a status the other just changed (docs/decisions.md, D-114).
   */
  updateStatusFrom(
    id: number,
    from: readonly BookingStatus[],
    to: BookingStatus,
    action: 'step' | 'back',
  ): Promise<BookingSubmissionEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(BookingSubmissionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const before = row?.status as BookingStatus | undefined;
      if (!row || !before || !from.includes(before)) return null;
      row.status = to;
      await manager.update(BookingSubmissionEntity, { id }, { status: to });
      await manager.insert(BookingChangeEntity, { bookingId: id, action, fromStatus: before, toStatus: to });
      return row;
    });
  }

  /** Archives or unarchives, recording it; null when the booking is missing or already so. */
  setArchived(id: number, archived: boolean): Promise<BookingSubmissionEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        BookingSubmissionEntity,
        { id, archivedAt: archived ? IsNull() : Not(IsNull()) },
        { archivedAt: archived ? () => 'now()' : null },
      );
      if (!result.affected) return null;
      const action: BookingChangeAction = archived ? 'archive' : 'unarchive';
      await manager.insert(BookingChangeEntity, { bookingId: id, action, fromStatus: null, toStatus: null });
      return manager.findOneBy(BookingSubmissionEntity, { id });
    });
  }

  setOwnerNotice(id: number, state: OwnerNoticeState): Promise<unknown> {
    return this.submissions.update({ id }, { ownerNotice: state });
  }

  /**
   * Notices still to send, of submissions made within `lookBackMs` and at least `graceMs` ago:
   * the outbox the mail queue is refilled from. Both ages are read on the database's clock, which
   * stamped the rows to the microsecond; a cut made from this process's milliseconds left out a
   * row stored in the same millisecond as a sweep with no grace.
   */
  async pendingNoticeIds(lookBackMs: number, graceMs: number): Promise<number[]> {
    const rows = await this.submissions
      .createQueryBuilder('submission')
      .select('submission.id', 'id')
      .where(`submission.ownerNotice = 'pending'`)
      .andWhere(`submission.submittedAt BETWEEN ${millisecondsAgo('lookBackMs')} AND ${millisecondsAgo('graceMs')}`, {
        lookBackMs,
        graceMs,
      })
      .orderBy('submission.submittedAt', 'ASC')
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  private filtered({ status, search, archived }: SubmissionsFilter): SelectQueryBuilder<BookingSubmissionEntity> {
    const query = this.submissions
      .createQueryBuilder('submission')
      .where(archived ? 'submission.archivedAt IS NOT NULL' : 'submission.archivedAt IS NULL');
    if (status) query.andWhere('submission.status = :status', { status });
    if (search) {
      const phone = [
        search.phoneDigits ? `submission.phone LIKE :phoneDigits ESCAPE '\\'` : null,
        search.phone ? 'submission.phone = :phone' : null,
      ].filter(Boolean);
      const matches = [`submission.name ILIKE :text ESCAPE '\\'`, `submission.email ILIKE :text ESCAPE '\\'`, ...phone];
      query.andWhere(`(${matches.join(' OR ')})`, search);
    }
    return query;
  }
}
