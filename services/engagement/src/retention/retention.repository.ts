import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessLogsRepository } from '../access-logs/access-logs.repository';

/** Rows deleted per statement, so a first run on a large backlog never holds long locks. */
const DELETE_CHUNK = 10000;

/** The start of the UTC day `days` days before today: events before it are removed. */
const CUTOFF_DAY = `((now() AT TIME ZONE 'UTC')::date - $1::integer)`;

@Injectable()
export class RetentionRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accessLogs: AccessLogsRepository,
  ) {}

  /**
   * Access logs older than the kept days to the moment (`days` × 24 hours), so no raw IP is kept
   * longer (docs/decisions.md, D-61): they leave their store and the daily counts and 404s
   * together (D-86, D-195), and the IPs last seen before the same moment go, so the stats always
   * describe exactly the logs kept (D-59). Rollup days wholly before the cut go too, rows or not.
   */
  async pruneAccessLogs(days: number): Promise<number> {
    const [{ cut } = { cut: new Date(0) }] = (await this.dataSource.query(`SELECT now() - make_interval(days => $1) AS "cut"`, [days])) as {
      cut: Date;
    }[];
    let removed = 0;
    for (;;) {
      const chunk = await this.accessLogs.removeBefore(cut);
      removed += chunk.removed;
      if (chunk.pieces === 0) break;
    }
    const cutDay = `($1::timestamptz AT TIME ZONE 'UTC')::date`;
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_daily" WHERE "day" < ${cutDay}`, [cut]);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_not_found" WHERE "day" < ${cutDay}`, [cut]);
    await this.dataSource.query(`DELETE FROM "engagement"."access_log_ips" WHERE "last_seen" < $1`, [cut]);
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
  private async deleteInChunks(table: 'analytics', condition: string, parameter: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM "engagement"."${table}" WHERE "id" IN (
           SELECT "id" FROM "engagement"."${table}" WHERE ${condition} ORDER BY "timestamp", "id" LIMIT ${DELETE_CHUNK})`,
        [parameter],
      )) as [unknown, number];
      removed += count;
      if (count < DELETE_CHUNK) return removed;
    }
  }
}
