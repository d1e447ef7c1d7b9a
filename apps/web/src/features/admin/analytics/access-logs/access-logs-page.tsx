import { AlertTriangle, ArrowLeft, ArrowRightLeft, Globe, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AnalyticsTab, Panel } from '@/features/admin/analytics/analytics-tab';
import { useAccessLogs } from '@/features/admin/analytics/api/get-access-logs';
import { useAccessStats } from '@/features/admin/analytics/api/get-access-stats';
import { StatCard } from '@/features/admin/analytics/stat-card';
import { formatDateTime, formatNumber } from '@/i18n/locale-format';
import { cn } from '@/lib/cn';
import { shortUserAgent, STATUS_CLASS_STYLES, statusClassOf } from './status-class';

const when = (timestamp: string) => formatDateTime(timestamp, { dateStyle: 'short', timeStyle: 'medium' });

const LOG_COLUMNS = ['timestamp', 'ip', 'method', 'url', 'status', 'redirect', 'userAgent'] as const;

/** The access-log and analytics page (spec section 2), with a back link to the public page. */
export function AccessLogsPage() {
  const { t } = useTranslation();
  const stats = useAccessStats();
  const value = (figure: number | undefined) => (figure === undefined ? '–' : formatNumber(figure));
  return (
    <div className="min-h-screen bg-muted">
      <header className="sticky top-0 z-10 border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/">
              <ArrowLeft className="rtl:-scale-x-100" /> {t('admin.accessLogs.back')}
            </Link>
          </Button>
          <h1 className="text-xl font-bold">{t('admin.accessLogs.title')}</h1>
          {/* A page of the server's, not of this app: a full load (docs/decisions.md, D-143). */}
          <Button variant="link" size="sm" className="ms-auto" asChild>
            <a href="/api/docs">{t('admin.accessLogs.apiReference')}</a>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-4">
        {stats.isError ? <p className="text-sm text-destructive">{t('admin.accessLogs.statsFailed')}</p> : null}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={t('admin.accessLogs.totalRequests')} value={value(stats.data?.totalRequests)} icon={Globe} />
          <StatCard label={t('admin.accessLogs.uniqueIps')} value={value(stats.data?.uniqueIps)} icon={Users} />
          <StatCard label={t('admin.accessLogs.redirects')} value={value(stats.data?.redirects)} icon={ArrowRightLeft} />
          <StatCard label={t('admin.accessLogs.notFound')} value={value(stats.data?.notFound)} icon={AlertTriangle} />
        </div>
        <Panel title={t('admin.accessLogs.topNotFound')}>
          {stats.data && stats.data.topNotFoundUrls.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.accessLogs.noNotFound')}</p>
          ) : null}
          <ol className="space-y-1 text-sm">
            {stats.data?.topNotFoundUrls.map((entry) => (
              <li key={entry.requested_url} className="flex justify-between gap-3">
                <code className="min-w-0 break-all">{entry.requested_url}</code>
                <span className="shrink-0 tabular-nums text-muted-foreground">{formatNumber(entry.count)}</span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title={t('admin.accessLogs.recent')}>
          <RecentLogs />
        </Panel>
        <section className="pt-2">
          <AnalyticsTab />
        </section>
      </main>
    </div>
  );
}

function RecentLogs() {
  const { t } = useTranslation();
  const logs = useAccessLogs();
  if (logs.isPending) return <Skeleton className="h-40" />;
  if (logs.isError) return <p className="text-sm text-destructive">{t('admin.accessLogs.logsFailed')}</p>;
  const entries = logs.data.pages.flat();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('admin.accessLogs.none')}</p>;
  return (
    <div>
      {/* Wider than a phone: the table scrolls sideways inside its box, the page does not. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.accessLogs.table')}>
        <table className="w-full min-w-[56rem] text-start text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b">
              {LOG_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium">
                  {t(`admin.accessLogs.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b last:border-0">
                <td className="whitespace-nowrap px-2 py-2">
                  <time dateTime={entry.timestamp}>{when(entry.timestamp)}</time>
                </td>
                <td className="whitespace-nowrap px-2 py-2 font-mono text-xs">{entry.ip_address}</td>
                <td className="px-2 py-2 font-mono text-xs">{entry.method}</td>
                <td className="max-w-xs break-all px-2 py-2 font-mono text-xs">{entry.requested_url}</td>
                <td className="px-2 py-2">
                  <span
                    className={cn(
                      'rounded px-2 py-0.5 font-mono text-xs font-semibold',
                      STATUS_CLASS_STYLES[statusClassOf(entry.status_code)],
                    )}
                    data-status-class={statusClassOf(entry.status_code)}
                  >
                    {entry.status_code}
                  </span>
                </td>
                <td className="max-w-[12rem] break-all px-2 py-2 font-mono text-xs">{entry.redirect_to ?? '–'}</td>
                <td className="px-2 py-2 text-xs text-muted-foreground" title={entry.user_agent ?? undefined}>
                  {entry.user_agent ? shortUserAgent(entry.user_agent) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {logs.hasNextPage ? (
        <Button variant="outline" className="mt-3 w-full" disabled={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
          {logs.isFetchingNextPage ? t('admin.accessLogs.loading') : t('admin.accessLogs.older')}
        </Button>
      ) : null}
    </div>
  );
}
