import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import type { BookingStatus } from '@stagelink/contracts';
import { BookingSubmissionEntity, type OwnerNoticeState } from './booking-submission.entity';

export type NewBookingSubmission = Pick<BookingSubmissionEntity, 'serviceType' | 'name' | 'email' | 'phone' | 'message' | 'ownerNotice'>;

export interface SubmissionsQuery {
  status?: BookingStatus;
  limit: number;
  /** The id of the submission the page starts after, in the list's order. */
  afterId?: number;
}

@Injectable()
export class BookingSubmissionsRepository {
  constructor(@InjectRepository(BookingSubmissionEntity) private readonly submissions: Repository<BookingSubmissionEntity>) {}

  insert(submission: NewBookingSubmission): Promise<BookingSubmissionEntity> {
    return this.submissions.save(this.submissions.create(submission));
  }

  findById(id: number): Promise<BookingSubmissionEntity | null> {
    return this.submissions.findOneBy({ id });
  }

  /**
   * Newest first, ties broken by id, from where the page before ended: a keyset walk on the
   * (status,) submitted_at DESC, id DESC indexes, as fast on the hundredth page as on the
   * first (docs/decisions.md, D-46).
   */
  page({ status, limit, afterId }: SubmissionsQuery): Promise<BookingSubmissionEntity[]> {
    const query = this.filtered(status).orderBy('submission.submittedAt', 'DESC').addOrderBy('submission.id', 'DESC').limit(limit);
    if (afterId !== undefined) {
      // The cursor row's time is read in SQL: a JS Date would cut Postgres's microseconds and skip rows.
      query.andWhere(
        `(submission.submittedAt, submission.id) < (SELECT cursor.submitted_at, cursor.id FROM bookings.booking_submissions cursor WHERE cursor.id = :afterId)`,
        { afterId },
      );
    }
    return query.getMany();
  }

  count(status?: BookingStatus): Promise<number> {
    return this.filtered(status).getCount();
  }

  /**
   * Sets the status only while the row is still in one of `from`: one statement, so two
   * owners' clicks cannot both pass a check made on a status the other just changed.
   */
  async updateStatusFrom(id: number, from: readonly BookingStatus[], to: BookingStatus): Promise<BookingSubmissionEntity | null> {
    const result = await this.submissions.update({ id, status: In([...from]) }, { status: to });
    return result.affected ? this.findById(id) : null;
  }

  setOwnerNotice(id: number, state: OwnerNoticeState): Promise<unknown> {
    return this.submissions.update({ id }, { ownerNotice: state });
  }

  /** Notices still to send, of submissions made since `since`: the outbox the mail queue is refilled from. */
  async pendingNoticeIds(since: Date, olderThan: Date): Promise<number[]> {
    const rows = await this.submissions
      .createQueryBuilder('submission')
      .select('submission.id', 'id')
      .where(`submission.ownerNotice = 'pending'`)
      .andWhere('submission.submittedAt >= :since AND submission.submittedAt < :olderThan', { since, olderThan })
      .orderBy('submission.submittedAt', 'ASC')
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  private filtered(status?: BookingStatus): SelectQueryBuilder<BookingSubmissionEntity> {
    const query = this.submissions.createQueryBuilder('submission');
    return status ? query.where('submission.status = :status', { status }) : query.where('TRUE');
  }
}
