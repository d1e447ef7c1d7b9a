import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Rows deleted per statement, so a first run on a large backlog never holds long locks. */
const DELETE_CHUNK = 10000;
/** A gateway sends a batch again within seconds; a day is far beyond that. */
const BATCH_IDS_KEPT_HOURS = 24;

/** The start of the UTC day `days` days before today: rows before it are removed. */
const CUTOFF_DAY = `((now() AT TIME ZONE 'UTC')::date - $1::integer)`;

@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Access logs older than the kept days, with their days' rollups and the IPs last seen then,
   * so the stats always describe exactly the logs kept (docs/decisions.md, D-59 and D-61).
   */
  async pruneAccessLogs(days: number): Promise<number> {
    const removed = await this.deleteInChunks('access_logs', `"timestamp" < ${CUTOFF_DAY}::timestamp AT TIME ZONE 'UTC'`, days);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_daily" WHERE "day" < ${CUTOFF_DAY}`, [days]);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_not_found" WHERE "day" < ${CUTOFF_DAY}`, [days]);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_ips" WHERE "last_seen" < ${CUTOFF_DAY}`, [days]);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_batches" WHERE "received_at" < now() - make_interval(hours => $1)`, [
      BATCH_IDS_KEPT_HOURS,
    ]);
    return removed;
  }

  /**
   * Analytics events older than the kept days. The daily counts hold no one's data and stay;
   * the daily facets go with the events, since visitors choose their values (a referrer host
   * can be anything) and they would otherwise grow without end.
   */
  async pruneAnalytics(days: number): Promise<number> {
    const removed = await this.deleteInChunks('analytics', `"timestamp" < ${CUTOFF_DAY}::timestamp AT TIME ZONE 'UTC'`, days);
    await this.dataSource.query(`DELETE FROM "engagement"."analytics_daily_facets" WHERE "day" < ${CUTOFF_DAY}`, [days]);
    return removed;
  }

  /** Deletes in chunks by the (timestamp, id) index, oldest first. */
  private async deleteInChunks(table: 'access_logs' | 'analytics', condition: string, days: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM "engagement"."${table}" WHERE "id" IN (
           SELECT "id" FROM "engagement"."${table}" WHERE ${condition} ORDER BY "timestamp", "id" LIMIT ${DELETE_CHUNK})`,
        [days],
      )) as [unknown, number];
      removed += count;
      if (count < DELETE_CHUNK) return removed;
    }
  }
}
