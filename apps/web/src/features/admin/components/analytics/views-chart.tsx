import type { DailyViews } from '@stagelink/contracts';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Views per day as CSS bars. The bars are decoration for the eye; the same figures are a list
 * for screen readers, and each bar names its day and count on hover.
 */
export function ViewsChart({ days }: { days: DailyViews[] }) {
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
            title={`${dayLabel(day.day)}: ${day.views}`}
            className="flex-1 rounded-t-sm bg-primary/80 dark:bg-primary"
            style={{ height: `${day.views === 0 ? 1 : Math.max(4, (day.views / highest) * 100)}%`, opacity: day.views === 0 ? 0.25 : 1 }}
          />
        ))}
      </div>
      {first && last ? (
        <figcaption className="mt-2 flex justify-between text-xs text-muted-foreground">
          <span>{dayLabel(first.day)}</span>
          <span>{total} views</span>
          <span>{dayLabel(last.day)}</span>
        </figcaption>
      ) : null}
      <ol className="sr-only">
        {days.map((day) => (
          <li key={day.day}>
            {dayLabel(day.day)}: {day.views} views
          </li>
        ))}
      </ol>
    </figure>
  );
}
