import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnalyticsEventEntity } from './analytics-event.entity';

export type NewAnalyticsEvent = Pick<
  AnalyticsEventEntity,
  'event' | 'sectionId' | 'userAgent' | 'referrer' | 'ipAddress' | 'metadata' | 'isBot' | 'browser' | 'os' | 'device' | 'referrerHost'
>;

@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores the event; a profile view also steps the configured likes (docs/decisions.md, D-12): every
   * `views_per_increment` views since `last_increment_view` add one incremental like.
   * Both happen in one transaction, so a view is never counted without its step. A bot's view is
   * stored (and shown apart) but neither counted nor stepping, as bots are left out of every count (D-24, D-76).
   */
  record(event: NewAnalyticsEvent): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.save(manager.create(AnalyticsEventEntity, event));
      if (event.event !== 'profile_view' || event.isBot) return;
      // The view count comes from its one-row counter, moved in this transaction: the row lock
      // orders concurrent views, so each sees its own number and no step is taken twice. The
      // counter's UPDATE runs whether or not a video is configured (a data-modifying WITH always does).
      await manager.query(`
        WITH "views" AS (
          UPDATE "engagement"."profile_view_count" SET "total" = "total" + 1 RETURNING "total"
        )
        UPDATE "engagement"."artificial_likes" AS "a"
           SET "incremental_likes" = "a"."incremental_likes" + ("views"."total" - "a"."last_increment_view") / "a"."views_per_increment",
               "last_increment_view" = "a"."last_increment_view"
                 + (("views"."total" - "a"."last_increment_view") / "a"."views_per_increment") * "a"."views_per_increment",
               "updated_at" = now()
          FROM "views"
         WHERE "views"."total" - "a"."last_increment_view" >= "a"."views_per_increment"`);
    });
  }
}
