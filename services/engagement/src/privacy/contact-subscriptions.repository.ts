import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Contact, ServiceErasure } from '@stagelink/contracts';
import { latestErasures, recordErasure, type ErasureLogRow } from '@stagelink/nest-kit';
import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';
import { EngagementErasureEntity } from './privacy-erasure.entity';

/**
 * The subscriptions that hold one contact, found and erased by its stored form (docs/decisions.md,
 * D-90): the unique index of its kind answers, so a contact is on one row at most.
 */
@Injectable()
export class ContactSubscriptionsRepository {
  constructor(
    @InjectRepository(NewsletterSubscriptionEntity) private readonly subscriptions: Repository<NewsletterSubscriptionEntity>,
    @InjectRepository(EngagementErasureEntity) private readonly log: Repository<ErasureLogRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  find(contact: Contact): Promise<NewsletterSubscriptionEntity[]> {
    return this.subscriptions.find({ where: { [contact.kind]: contact.value }, order: { id: 'ASC' } });
  }

  /** Deletes them and writes the log's entry in one transaction. */
  erase(erasureId: string, contact: Contact): Promise<ServiceErasure> {
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(NewsletterSubscriptionEntity, { [contact.kind]: contact.value });
      return recordErasure(manager, EngagementErasureEntity, { id: erasureId, contactKind: contact.kind, rows: affected ?? 0 });
    });
  }

  erasures(limit: number): Promise<ServiceErasure[]> {
    return latestErasures(this.log, limit);
  }
}
