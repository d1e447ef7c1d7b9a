import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactKind } from '@stagelink/contracts';
import { IsNull, Repository } from 'typeorm';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

@Injectable()
export class NewsletterRepository {
  constructor(@InjectRepository(NewsletterSubscriptionEntity) private readonly subscriptions: Repository<NewsletterSubscriptionEntity>) {}

  findById(id: number): Promise<NewsletterSubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  findByContact(kind: ContactKind, value: string): Promise<NewsletterSubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ [kind]: value });
  }

  /** Inserts unless the contact is already subscribed (the partial unique indexes decide). */
  async insertIfNew(kind: ContactKind, value: string): Promise<void> {
    await this.subscriptions.createQueryBuilder().insert().values({ [kind]: value }).orIgnore().execute();
  }

  /** Sets the second contact only while that slot is still empty; answers whether it did. */
  async setAdditionalContact(id: number, kind: ContactKind, value: string): Promise<boolean> {
    const result = await this.subscriptions.update({ id, [kind]: IsNull() }, { [kind]: value, additionalContactAt: new Date() });
    return (result.affected ?? 0) > 0;
  }
}
