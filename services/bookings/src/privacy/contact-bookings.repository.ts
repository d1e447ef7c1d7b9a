import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Contact, ServiceErasure } from '@stagelink/contracts';
import { latestErasures, recordErasure, type ErasureLogRow } from '@stagelink/nest-kit';
import { BookingSubmissionEntity } from '../submissions/booking-submission.entity';
import { BookingsErasureEntity } from './privacy-erasure.entity';

/** The bookings that hold one contact, by its stored form, in its own field (docs/decisions.md, D-90). */
@Injectable()
export class ContactBookingsRepository {
  constructor(
    @InjectRepository(BookingSubmissionEntity) private readonly submissions: Repository<BookingSubmissionEntity>,
    @InjectRepository(BookingsErasureEntity) private readonly log: Repository<ErasureLogRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  find(contact: Contact): Promise<BookingSubmissionEntity[]> {
    return this.submissions.find({ where: { [contact.kind]: contact.value }, order: { submittedAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Deletes them and writes the log's entry in one transaction; answers the entry and the ids
   * deleted, whose queued notices are then withdrawn. SQL: the repository API cannot answer
   * which rows a delete removed (RETURNING).
   */
  erase(erasureId: string, contact: Contact): Promise<{ erasure: ServiceErasure; ids: number[] }> {
    return this.dataSource.transaction(async (manager) => {
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(BookingSubmissionEntity)
        .where({ [contact.kind]: contact.value })
        .returning('id')
        .execute();
      const ids = (deleted.raw as { id: number }[]).map((row) => row.id);
      const erasure = await recordErasure(manager, BookingsErasureEntity, { id: erasureId, contactKind: contact.kind, rows: ids.length });
      return { erasure, ids };
    });
  }

  erasures(limit: number): Promise<ServiceErasure[]> {
    return latestErasures(this.log, limit);
  }
}
