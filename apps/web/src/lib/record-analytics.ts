import type { AnalyticsEventName } from '@stagelink/contracts';
import { apiRequest } from './api-client';

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  sectionId?: number;
  utmSource?: string;
  metadata?: Record<string, unknown>;
}

/** Fire and forget: a failed event is only logged. Used by the page and the admin panel. */
export function recordAnalytics(event: AnalyticsEvent): void {
  const referrer = document.referrer || undefined;
  apiRequest('POST', '/api/analytics', { ...event, referrer }).catch((error: unknown) => {
    console.warn('Analytics event not recorded', error);
  });
}
