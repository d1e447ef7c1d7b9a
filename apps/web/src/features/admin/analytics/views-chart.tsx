import { useTranslation } from 'react-i18next';
import type { DailyViews } from '@stagelink/contracts';
import { formatDateTime } from '@/i18n/locale-format';

const dayLabel = (day: string) => formatDateTime(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Views per day as CSS bars. The bars are decoration for the eye; the same figures are a list
 * for screen readers, and each bar names its day and count on hover. Its days are UTC calendar
 * days, the last one today so far, so its total can differ from the "Last 30 Days" card, which
 * counts the last 30 × 24 hours (docs/decisions.md, D-24): the caption says which it counts.
 */
export function ViewsChart({ days }: { days: DailyViews[] }) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...days.map((day) => day.views));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure>
      <div className="flex h-32 items-end gap-[2px]" aria-hidden data-testid="views-chart">
        {days.map((day) => (
          <div
            key={day.day}
            title={t('admin.analytics.dayViews', { day: dayLabel(day.day), count: day.views })}
            className="flex-1 rounded-t-sm bg-primary/80 dark:bg-primary"
            style={{ height: `${day.views === 0 ? 1 : Math.max(4, (day.views / highest) * 100)}%`, opacity: day.views === 0 ? 0.25 : 1 }}
          />
        ))}
      </div>
      {first && last ? (
        <figcaption className="mt-2 space-y-1 text-xs text-muted-foreground">
          <span className="flex justify-between gap-2">
            <span>{dayLabel(first.day)}</span>
            <span className="font-medium text-foreground" data-testid="views-chart-total">
              {t('admin.analytics.chartTotal', { count: total, days: days.length })}
            </span>
            <span>{t('admin.analytics.today', { day: dayLabel(last.day) })}</span>
          </span>
          <span className="block">{t('admin.analytics.chartNote')}</span>
        </figcaption>
      ) : null}
      <ol className="sr-only">
        {days.map((day) => (
          <li key={day.day}>{t('admin.analytics.dayViewsSpoken', { day: dayLabel(day.day), count: day.views })}</li>
        ))}
      </ol>
    </figure>
  );
}
