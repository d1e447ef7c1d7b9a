import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, QueryFailedError, Repository } from 'typeorm';
import type { Contact } from '@stagelink/contracts';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

const UNIQUE_VIOLATION = '23505';

// The contact's column, from a closed list: never text from the request.
const COLUMN = { email: '"email"', phone: '"phone"' } as const;

@Injectable()
export class NewsletterRepository {
  constructor(@InjectRepository(NewsletterSubscriptionEntity) private readonly subscriptions: Repository<NewsletterSubscriptionEntity>) {}

  /**
   * Subscribes the contact unless it is already subscribed (the partial unique indexes decide),
   * and answers the id taken for it from the table's own sequence either way. A new row gets
   * that id; a known contact leaves it unused. One sequence value per call in both cases, so
   * the ids handed out tell nobody which contacts were already there. SQL: the repository API
   * has no sequence call, and one statement takes the id and inserts.
   */
  async subscribe(contact: Contact): Promise<number> {
    const [{ id } = { id: 0 }] = (await this.subscriptions.query(
      `WITH "fresh" AS (
         SELECT nextval(pg_get_serial_sequence('"engagement"."newsletter_subscriptions"', 'id'))::integer AS "id"
       ), "inserted" AS (
         INSERT INTO "engagement"."newsletter_subscriptions" ("id", ${COLUMN[contact.kind]})
         SELECT "id", $1 FROM "fresh"
         ON CONFLICT DO NOTHING
       )
       SELECT "id" FROM "fresh"`,
      [contact.value],
    )) as { id: number }[];
    return id;
  }

  /** Subscribes the contact on its own row unless it is already subscribed. */
  async insertIfNew(contact: Contact): Promise<void> {
    await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ [contact.kind]: contact.value })
      .orIgnore()
      .execute();
  }

  /**
   * Puts the contact into the subscription's empty slot of its kind. Answers false, changing
   * nothing, when there is no such row, the slot is taken, or the contact belongs to another row.
   */
  async fillEmptySlot(id: number, contact: Contact): Promise<boolean> {
    try {
      const result = await this.subscriptions.update(
        { id, [contact.kind]: IsNull() },
        { [contact.kind]: contact.value, additionalContactAt: new Date() },
      );
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }
}
