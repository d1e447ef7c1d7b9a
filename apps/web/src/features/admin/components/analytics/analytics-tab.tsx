import { Calendar, Eye, MousePointerClick, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsBreakdown } from '../../api/get-analytics-breakdown';
import { useAnalyticsSummary } from '../../api/get-analytics-summary';
import { useDailyViews } from '../../api/get-daily-views';
import { useSectionTitles } from '../../api/get-section-titles';
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

const LoadFailed = ({ what }: { what: string }) => <p className="text-sm text-destructive">Could not load {what}.</p>;

/** The owner's analytics (spec section 2): bots are left out of every figure and shown apart (docs/decisions.md, D-60). */
export function AnalyticsTab() {
  const summary = useAnalyticsSummary();
  const daily = useDailyViews();
  const breakdown = useAnalyticsBreakdown();
  const titles = useSectionTitles();

  const insights = summary.data ? quickInsights(summary.data) : null;
  const sectionName = (id: number) => titles.data?.get(id) ?? `Section #${id}`;

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Analytics</h2>
      {summary.isError ? <LoadFailed what="the analytics summary" /> : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Views" value={summary.data ? String(summary.data.totalViews) : '–'} icon={Eye} />
        <StatCard label="Last 30 Days" value={summary.data ? String(summary.data.recentViews) : '–'} icon={Calendar} />
        <StatCard label="Section Clicks" value={summary.data ? String(summary.data.sectionClicks) : '–'} icon={MousePointerClick} />
        <StatCard label="Booking Clicks" value={summary.data ? String(summary.data.bookingClicks) : '–'} icon={TrendingUp} />
      </div>

      <Panel title="Views per day">
        {daily.isPending ? <Skeleton className="h-32" /> : daily.data ? <ViewsChart days={daily.data} /> : <LoadFailed what="the chart" />}
      </Panel>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Recent Activity">
          <RecentActivity sectionName={sectionName} />
        </Panel>
        <Panel title="Quick Insights">
          <dl className="space-y-3 text-sm">
            {(
              [
                ['Engagement Rate', insights?.engagementRate],
                ['Booking Interest', insights?.bookingInterest],
                ['Content Interest', insights?.contentInterest],
              ] as const
            ).map(([name, value]) => (
              <div key={name} className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">{name}</dt>
                <dd className="font-semibold tabular-nums">{value ?? '–'}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>

      {breakdown.isError ? <LoadFailed what="the breakdown" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Panel title="Top referrers">
          <RankedList
            empty="No visits yet."
            items={(breakdown.data?.referrers ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || 'Direct or unknown',
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title="Devices">
          <RankedList
            empty="No visits yet."
            items={(breakdown.data?.devices ?? []).map((entry) => ({
              key: entry.name,
              label: capitalised(entry.name || 'unknown'),
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title="Browsers">
          <RankedList
            empty="No visits yet."
            items={(breakdown.data?.browsers ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || 'Unknown',
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title="Operating systems">
          <RankedList
            empty="No visits yet."
            items={(breakdown.data?.operatingSystems ?? []).map((entry) => ({
              key: entry.name,
              label: entry.name || 'Unknown',
              count: entry.count,
            }))}
          />
        </Panel>
        <Panel title="Clicks per section">
          <RankedList
            empty="No section clicks yet."
            items={(breakdown.data?.sections ?? []).map((entry) => ({
              key: String(entry.sectionId),
              label: sectionName(entry.sectionId),
              count: entry.clicks,
            }))}
          />
        </Panel>
        <Panel title="Bots (not counted above)">
          <RankedList
            empty="No bots seen."
            items={(breakdown.data?.bots ?? []).map((entry) => ({ key: entry.event, label: eventLabel(entry.event), count: entry.count }))}
          />
        </Panel>
      </div>
      <p className="text-xs text-foreground">Referrers, devices, browsers, systems, section clicks and bots: the last 30 days.</p>

      <Panel title="QR code for posters">
        <QrCodePanel />
      </Panel>

      <Panel title="Export events (CSV)">
        <CsvExport />
      </Panel>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
