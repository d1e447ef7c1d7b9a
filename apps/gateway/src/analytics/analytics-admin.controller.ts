import { Controller, Get, Logger, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  AnalyticsAdminPatterns,
  EXPORT_CHUNK_SIZE,
  exportRangeSchema,
  pageQuerySchema,
  windowQuerySchema,
  type AnalyticsBreakdown,
  type AnalyticsEventItem,
  type AnalyticsSummary,
  type DailyViews,
  type ExportedEvent,
  type ExportRange,
  type PageQuery,
} from '@stagelink/contracts';
import { csvLine, sendCsv } from '../common/csv';
import { OwnerQuery } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';

const CSV_COLUMNS = ['id', 'timestamp', 'event', 'section_id', 'referrer', 'browser', 'os', 'device', 'bot', 'user_agent', 'metadata'];
const DAY_MS = 86_400_000;

/** The owner's analytics (spec sections 2 and 7, docs/decisions.md D-60); admin-only by the route table. */
@Controller('api/analytics')
export class AnalyticsAdminController {
  private readonly logger = new Logger(AnalyticsAdminController.name);

  constructor(private readonly rpc: RpcClient) {}

  @Get('summary')
  summary(): Promise<AnalyticsSummary> {
    return this.rpc.send(AnalyticsAdminPatterns.getSummary, {});
  }

  /** Recent activity, newest first; `?before=<id of the last event shown>&limit=` for the next page. */
  @Get('events')
  events(@OwnerQuery(pageQuerySchema) page: PageQuery): Promise<AnalyticsEventItem[]> {
    return this.rpc.send(AnalyticsAdminPatterns.listEvents, page);
  }

  /** Views per UTC day of the last `?days=` days (30 by default), today included. */
  @Get('daily')
  daily(@OwnerQuery(windowQuerySchema) window: { days: number }): Promise<DailyViews[]> {
    return this.rpc.send(AnalyticsAdminPatterns.getDailyViews, window);
  }

  @Get('breakdown')
  breakdown(@OwnerQuery(windowQuerySchema) window: { days: number }): Promise<AnalyticsBreakdown> {
    return this.rpc.send(AnalyticsAdminPatterns.getBreakdown, window);
  }

  /**
   * Every event of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included) as CSV, streamed:
   * read from the service a chunk at a time, so a year of events never sits in memory.
   */
  @Get('export')
  async export(@OwnerQuery(exportRangeSchema) range: ExportRange, @Res() reply: FastifyReply): Promise<void> {
    const from = `${range.from}T00:00:00.000Z`;
    const to = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString();
    // The first chunk is read before answering, so an outage is still a proper 503.
    const first = await this.chunk(from, to);
    await sendCsv(reply, `analytics-${range.from}-to-${range.to}.csv`, this.csvLines(first, from, to));
  }

  private async *csvLines(first: ExportedEvent[], from: string, to: string): AsyncGenerator<string> {
    yield csvLine(CSV_COLUMNS);
    let chunk = first;
    for (;;) {
      for (const event of chunk) {
        yield csvLine([
          event.id,
          event.timestamp,
          event.event,
          event.sectionId,
          event.referrer,
          event.browser,
          event.os,
          event.device,
          event.bot,
          event.userAgent,
          event.metadata ? JSON.stringify(event.metadata) : null,
        ]);
      }
      const last = chunk[chunk.length - 1];
      if (!last || chunk.length < EXPORT_CHUNK_SIZE) return;
      try {
        chunk = await this.chunk(from, to, last.id);
      } catch (error) {
        // The answer has started; ending it early is all that is left, and the log says why.
        this.logger.error({ err: error }, 'CSV export cut short');
        throw error;
      }
    }
  }

  /** Events from `from` to before `to`, oldest first, after the event `afterId`. */
  private chunk(from: string, to: string, afterId?: number): Promise<ExportedEvent[]> {
    return this.rpc.send(AnalyticsAdminPatterns.exportEvents, { from, to, afterId, limit: EXPORT_CHUNK_SIZE });
  }
}
