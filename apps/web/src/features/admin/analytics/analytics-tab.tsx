import i18next from 'i18next';
import { Calendar, Eye, MousePointerClick, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/i18n/locale-format';
import { useAnalyticsBreakdown } from './api/get-analytics-breakdown';
import { useAnalyticsSummary } from './api/get-analytics-summary';
import { useDailyViews } from './api/get-daily-views';
import { useSectionTitles } from './api/get-section-titles';
import { CsvExport } from './csv-export';
import { eventLabel } from './event-label';
import { QrCodePanel } from './qr-code-panel';
import { quickInsights } from './quick-insights';
import { RankedList } from './ranked-list';
import { RecentActivity } from './recent-activity';
import { StatCard } from './stat-card';
import { ViewsChart } from './views-chart';

/** A titled block of the tab. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`p-4 ${className ?? ''}`}>
      <h3 className="mb-3 text-base font-semibold">{title}</h3>
      {children}
    </Card>
  );
}

const LoadFailed = ({ text }: { text: string }) => <p className="text-sm text-destructive">{text}</p>;

const figure = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value));

/** The owner's analytics (spec section 2): bots are left out of every figure and shown apart (docs/decisions.md, D-60). */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const summary = useAnalyticsSummary();
  const daily = useDailyViews();
  const breakdown = useAnalyticsBreakdown();
  const titles = useSectionTitles();

  const insights = summary.data ? quickInsights(summary.data) : null;
  const sectionName = (id: number) => titles.data?.get(id) ?? t('admin.analytics.sectionNumber', { id });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t('admin.analytics.title')}</h2>
      {summary.isError ? <LoadFailed text={t('admin.analytics.summaryFailed')} /> : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('admin.analytics.totalViews')} value={figure(summary.data?.totalViews)} icon={Eye} />
        <StatCard label={t('admin.analytics.last30Days')} value={figure(summary.data?.recentViews)} icon={Calendar} />
        <StatCard label={t('admin.analytics.sectionClicks')} value={figure(summary.data?.sectionClicks)} icon={MousePointerClick} />
        <StatCard label={t('admin.analytics.bookingClicks')} value={figure(summary.data?.bookingClicks)} icon={TrendingUp} />
      </div>

      <Panel title={t('admin.analytics.viewsPerDay')}>
        {daily.isPending ? (
          <Skeleton className="h-32" />
        ) : daily.data ? (
          <ViewsChart days={daily.data} />
        ) : (
          <LoadFailed text={t('admin.analytics.chartFailed')} />
        )}
      </Panel>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('admin.analytics.recentActivity')}>
          <RecentActivity sectionName={sectionName} />
        </Panel>
        <Panel title={t('admin.analytics.quickInsights')}>
          <dl className="space-y-3 text-sm">
            {[
              [t('admin.analytics.engagementRate'), insights?.engagementRate],
              [t('admin.analytics.bookingInterest'), insights?.bookingInterest],
              [t('admin.analytics.contentInterest'), insights?.contentInterest],
            ].map(([name, value]) => (
              <div key={name} className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">{name}</dt>
                <dd className="font-semibold tabular-nums">{value ?? '–'}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>

      {breakdown.isError ? <LoadFailed text={t('admin.analytics.breakdownFailed')} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Panel title={t('admin.analytics.topReferrers')}>
          <RankedList
            empty={t('admin.analytics.noVisits')}
            items={(breakdown.data?.referrers ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || t('admin.analytics.directOrUnknown'),
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title={t('admin.analytics.devices')}>
          <RankedList
            empty={t('admin.analytics.noVisits')}
            items={(breakdown.data?.devices ?? []).map((entry) => ({
              key: entry.name,
              label: deviceLabel(entry.name),
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title={t('admin.analytics.browsers')}>
          <RankedList
            empty={t('admin.analytics.noVisits')}
            items={(breakdown.data?.browsers ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || t('admin.analytics.unknown'),
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title={t('admin.analytics.systems')}>
          <RankedList
            empty={t('admin.analytics.noVisits')}
            items={(breakdown.data?.operatingSystems ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || t('admin.analytics.unknown'),
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title={t('admin.analytics.clicksPerSection')}>
          <RankedList
            empty={t('admin.analytics.noSectionClicks')}
            items={(breakdown.data?.sections ?? []).map((entry) => ({
              key: String(entry.sectionId),
              label: sectionName(entry.sectionId),
              count: entry.clicks,
            }))}
          />
        </Panel>
        <Panel title={t('admin.analytics.bots')}>
          <RankedList
            empty={t('admin.analytics.noBots')}
            items={(breakdown.data?.bots ?? []).map((entry) => ({ key: entry.event, label: eventLabel(entry.event), count: entry.count }))}
          />
        </Panel>
      </div>
      <p className="text-xs text-foreground">{t('admin.analytics.lastDaysNote')}</p>

      <Panel title={t('admin.qr.title')}>
        <QrCodePanel />
      </Panel>

      <Panel title={t('admin.analytics.export')}>
        <CsvExport />
      </Panel>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const KNOWN_DEVICES = ['mobile', 'tablet', 'desktop'];

/** A device kind in the owner's language; one the panel does not know, as the server named it. */
function deviceLabel(name: string): string {
  if (!name) return i18next.t('admin.analytics.unknown');
  return KNOWN_DEVICES.includes(name) ? i18next.t(`admin.analytics.device.${name}`) : capitalised(name);
}
