import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TOP_NOT_FOUND_URLS, type AccessLogBatch, type AccessLogEntry, type AccessStats } from '@stagelink/contracts';
import { AccessLogBlockStore } from './access-log-block-store';
import { AccessLogDayStore } from './access-log-day-store';
import type { AccessLogRemoval, AccessLogStore, AccessLogStoreKind } from './access-log-store';

export const ACCESS_LOG_STORE = Symbol('ACCESS_LOG_STORE');

/**
 * The access logs (docs/decisions.md, D-58, D-59): the requests in the store ACCESS_LOG_STORE
 * names (D-195), the stats from the rollups both stores add to as they store a batch.
 */
@Injectable()
export class AccessLogsRepository implements AccessLogStore {
  private readonly requests: AccessLogStore;
  /** Both stores, the one not in use first: whatever was stored before a switch is pruned too (D-61). */
  private readonly pruned: AccessLogStore[];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ACCESS_LOG_STORE) kind: AccessLogStoreKind,
  ) {
    const days = new AccessLogDayStore(dataSource);
    const blocks = new AccessLogBlockStore(dataSource);
    this.requests = kind === 'days' ? days : blocks;
    this.pruned = kind === 'days' ? [blocks, days] : [days, blocks];
  }

  store(batch: AccessLogBatch): Promise<number> {
    return this.requests.store(batch);
  }

  list(limit: number, before?: string): Promise<AccessLogEntry[]> {
    return this.requests.list(limit, before);
  }

  /** One piece of retention, from the store not in use while it holds anything older than the cut. */
  async removeBefore(cut: Date): Promise<AccessLogRemoval> {
    for (const store of this.pruned) {
      const removal = await store.removeBefore(cut);
      if (removal.pieces > 0) return removal;
    }
    return { removed: 0, pieces: 0 };
  }

  /** Totals of the logs kept, from the daily rollup, the IP list and the 404 rollup. */
  async stats(): Promise<AccessStats> {
    const [totals] = (await this.dataSource.query(
      `SELECT coalesce(sum("requests"), 0)::bigint AS "requests", coalesce(sum("redirects"), 0)::bigint AS "redirects",
              coalesce(sum("not_found"), 0)::bigint AS "not_found",
              (SELECT count(*) FROM "engagement"."access_log_ips") AS "ips"
         FROM "engagement"."access_log_daily"`,
    )) as { requests: string; redirects: string; not_found: string; ips: string }[];
    const top = (await this.dataSource.query(
      `SELECT "requested_url", sum("count")::bigint AS "count" FROM "engagement"."access_log_not_found"
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $1`,
      [TOP_NOT_FOUND_URLS],
    )) as { requested_url: string; count: string }[];
    return {
      totalRequests: Number(totals?.requests ?? 0),
      uniqueIps: Number(totals?.ips ?? 0),
      redirects: Number(totals?.redirects ?? 0),
      notFound: Number(totals?.not_found ?? 0),
      topNotFoundUrls: top.map((row) => ({ requested_url: row.requested_url, count: Number(row.count) })),
    };
  }
}
