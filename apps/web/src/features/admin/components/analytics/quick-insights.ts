import type { AnalyticsSummary } from '@stagelink/contracts';

export interface QuickInsights {
  engagementRate: string;
  bookingInterest: string;
  contentInterest: string;
}

/** A share of the views as a rounded percent, or N/A without views (docs/decisions.md, D-24). */
export function percentOfViews(count: number, totalViews: number): string {
  return totalViews > 0 ? `${Math.round((count / totalViews) * 100)}%` : 'N/A';
}

/** Spec section 2: Engagement Rate = (section clicks + booking clicks) / total views; the others alike. */
export function quickInsights(summary: AnalyticsSummary): QuickInsights {
  return {
    engagementRate: percentOfViews(summary.sectionClicks + summary.bookingClicks, summary.totalViews),
    bookingInterest: percentOfViews(summary.bookingClicks, summary.totalViews),
    contentInterest: percentOfViews(summary.sectionClicks, summary.totalViews),
  };
}
