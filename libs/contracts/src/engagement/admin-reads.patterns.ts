import { messagePattern } from '../common/message-pattern';
import type { AccessLogBatch, AccessLogEntry, AccessStats } from './access-logs';
import type {
  AnalyticsBreakdown,
  AnalyticsEventItem,
  AnalyticsSummary,
  DailyViews,
  ExportChunkRequest,
  ExportedEvent,
} from './analytics-admin';

interface PageRequest {
  before?: string;
  limit: number;
}

/** The owner's reads of analytics and access logs, and the gateway's access-log batches. */
export const AnalyticsAdminPatterns = {
  getSummary: messagePattern<Record<string, never>, AnalyticsSummary>('engagement', 'get-analytics-summary'),
  listEvents: messagePattern<PageRequest, AnalyticsEventItem[]>('engagement', 'list-analytics-events'),
  getDailyViews: messagePattern<{ days: number }, DailyViews[]>('engagement', 'get-daily-views'),
  getBreakdown: messagePattern<{ days: number }, AnalyticsBreakdown>('engagement', 'get-analytics-breakdown'),
  exportEvents: messagePattern<ExportChunkRequest, ExportedEvent[]>('engagement', 'export-analytics-events'),
};

export const AccessLogPatterns = {
  recordBatch: messagePattern<AccessLogBatch, { stored: number }>('engagement', 'record-access-logs'),
  getStats: messagePattern<Record<string, never>, AccessStats>('engagement', 'get-access-stats'),
  list: messagePattern<PageRequest, AccessLogEntry[]>('engagement', 'list-access-logs'),
};
