import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AnalyticsAdminPatterns,
  exportChunkSchema,
  pageQuerySchema,
  subjectOf,
  windowQuerySchema,
  type AnalyticsBreakdown,
  type AnalyticsEventItem,
  type AnalyticsSummary,
  type DailyViews,
  type ExportedEvent,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { AnalyticsReadsRepository } from './analytics-reads.repository';

/** The owner's analytics reads; each message is checked again with the gateway's schema. */
@Controller()
export class AnalyticsReadsController {
  constructor(private readonly reads: AnalyticsReadsRepository) {}

  @MessagePattern(subjectOf(AnalyticsAdminPatterns.getSummary))
  summary(): Promise<AnalyticsSummary> {
    return this.reads.summary();
  }

  @MessagePattern(subjectOf(AnalyticsAdminPatterns.listEvents))
  list(@Payload() message: unknown): Promise<AnalyticsEventItem[]> {
    const page = checkedMessage(pageQuerySchema, message);
    return this.reads.recent(page.limit, page.before);
  }

  @MessagePattern(subjectOf(AnalyticsAdminPatterns.getDailyViews))
  daily(@Payload() message: unknown): Promise<DailyViews[]> {
    return this.reads.dailyViews(checkedMessage(windowQuerySchema, message).days);
  }

  @MessagePattern(subjectOf(AnalyticsAdminPatterns.getBreakdown))
  breakdown(@Payload() message: unknown): Promise<AnalyticsBreakdown> {
    return this.reads.breakdown(checkedMessage(windowQuerySchema, message).days);
  }

  @MessagePattern(subjectOf(AnalyticsAdminPatterns.exportEvents))
  exportChunk(@Payload() message: unknown): Promise<ExportedEvent[]> {
    return this.reads.exportChunk(checkedMessage(exportChunkSchema, message));
  }
}
