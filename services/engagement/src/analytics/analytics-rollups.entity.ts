import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * Daily counts of the analytics events, kept by the trigger the migration
 * 1764892800000-add-analytics-rollups creates, so the owner's figures read a few hundred rows
 * however many events there are (docs/decisions.md, D-60). Days are UTC.
 */

/** Events per day, name and bot flag. */
@Entity({ schema: 'engagement', name: 'analytics_daily' })
export class AnalyticsDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 50 })
  event!: string;

  @PrimaryColumn({ name: 'is_bot', type: 'boolean' })
  isBot!: boolean;

  @Column({ type: 'bigint' })
  count!: string;
}

/** Visitors' profile views per day by referring host, browser, OS and device ('' when unknown). */
@Entity({ schema: 'engagement', name: 'analytics_daily_facets' })
export class AnalyticsDailyFacetEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  facet!: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  value!: string;

  @Column({ type: 'bigint' })
  count!: string;
}

/** Visitors' section clicks per day and section. */
@Entity({ schema: 'engagement', name: 'analytics_daily_sections' })
export class AnalyticsDailySectionEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ name: 'section_id', type: 'integer' })
  sectionId!: number;

  @Column({ type: 'bigint' })
  count!: string;
}
