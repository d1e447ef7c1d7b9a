import i18next from 'i18next';
import type { AnalyticsSummary } from '@stagelink/contracts';
import { formatNumber } from '@/i18n/locale-format';

export interface QuickInsights {
  engagementRate: string;
  bookingInterest: string;
  contentInterest: string;
}

/** A share of the views as a rounded percent in the owner's locale, or N/A without views (docs/decisions.md, D-24). */
export function percentOfViews(count: number, totalViews: number): string {
  return totalViews > 0 ? formatNumber(count / totalViews, { style: 'percent' }) : i18next.t('admin.analytics.notAvailable');
}

/** Spec section 2: Engagement Rate = (section clicks + booking clicks) / total views; the others alike. */
export function quickInsights(summary: AnalyticsSummary): QuickInsights {
  return {
    engagementRate: percentOfViews(summary.sectionClicks + summary.bookingClicks, summary.totalViews),
    bookingInterest: percentOfViews(summary.bookingClicks, summary.totalViews),
    contentInterest: percentOfViews(summary.sectionClicks, summary.totalViews),
  };
}
