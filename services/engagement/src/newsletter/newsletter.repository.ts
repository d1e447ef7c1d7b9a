import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, QueryFailedError, Repository, SelectQueryBuilder } from 'typeorm';
import { likeContaining, subscriberSearchTerms, type Contact, type ListSubscribersMessage } from '@stagelink/contracts';
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
   * the ids handed out tell nobody which contacts were already there. A contact that
   * unsubscribed stays so: anyone can type an address, so typing it is no one's consent
   * (docs/decisions.md, D-65). SQL: the
   * repository API has no sequence call, and one statement takes the id and inserts.
   */
  async subscribe(contact: Contact): Promise<number> {
    const column = COLUMN[contact.kind];
    const [{ id } = { id: 0 }] = (await this.subscriptions.query(
      `WITH "fresh" AS (
         SELECT nextval(pg_get_serial_sequence('"engagement"."newsletter_subscriptions"', 'id'))::integer AS "id"
       ), "inserted" AS (
         INSERT INTO "engagement"."newsletter_subscriptions" ("id", ${column})
         SELECT "id", $1 FROM "fresh"
         ON CONFLICT (${column}) WHERE ${column} IS NOT NULL DO NOTHING
       )
       SELECT "id" FROM "fresh"`,
      [contact.value],
    )) as { id: number }[];
    return id;
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

  /**
   * One page of the owner's list, newest first, after the `cursor` id. The search is a piece of
   * either contact, matched on the stored (normalised) values through their trigram indexes
   * (docs/decisions.md, D-64).
   */
  list({ search, cursor, limit }: ListSubscribersMessage): Promise<NewsletterSubscriptionEntity[]> {
    const query = this.subscriptions.createQueryBuilder('s').orderBy('s.id', 'DESC').limit(limit);
    if (cursor !== undefined) query.andWhere('s.id < :cursor', { cursor });
    return this.matching(query, search).getMany();
  }

  /** All of them from the counter row its triggers keep (D-64); a search's matches from the indexes. */
  async count(search: string | undefined): Promise<number> {
    if (subscriberSearchTerms(search)) return this.matching(this.subscriptions.createQueryBuilder('s'), search).getCount();
    const [{ total } = { total: 0 }] = (await this.subscriptions.query(`SELECT "total" FROM "engagement"."subscriber_count"`)) as {
      total: number;
    }[];
    return total;
  }

  /** Answers whether there was such a row. */
  async delete(id: number): Promise<boolean> {
    return ((await this.subscriptions.delete({ id })).affected ?? 0) > 0;
  }

  async unsubscribe(id: number): Promise<void> {
    await this.subscriptions.update({ id, status: 'active' }, { status: 'unsubscribed' });
  }

  /** LIKE, which the trigram indexes serve, with the term's `\`, `%` and `_` escaped: only characters to find. */
  private matching(
    query: SelectQueryBuilder<NewsletterSubscriptionEntity>,
    search?: string,
  ): SelectQueryBuilder<NewsletterSubscriptionEntity> {
    const terms = subscriberSearchTerms(search);
    if (!terms) return query;
    const phone = terms.phone === '' ? '' : ` OR s.phone LIKE :phone ESCAPE '\\'`;
    return query.andWhere(`(s.email LIKE :email ESCAPE '\\'${phone})`, {
      email: likeContaining(terms.email),
      phone: likeContaining(terms.phone),
    });
  }
}
