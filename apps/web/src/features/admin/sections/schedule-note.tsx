import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, isShownAt, nextWindowEdge, type Section } from '@stagelink/contracts';
import { useNowUntil } from '@/hooks/use-now-until';
import { currentLocale } from '@/i18n/locale-format';
import { useAdminProfile } from '@/panel/api/get-admin-profile';

/** Under a scheduled section's title: when it shows, in the artist's time zone, and whether it does now (D-120). */
export function ScheduleNote({ section }: { section: Section }) {
  const { t } = useTranslation();
  const timeZone = useAdminProfile().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const now = useNowUntil((at) => nextWindowEdge([section], at));
  if (!section.visibleFrom && !section.visibleUntil) return null;
  const state = isShownAt(section, now)
    ? t('admin.schedule.now')
    : section.visibleFrom && Date.parse(section.visibleFrom) > now
      ? t('admin.schedule.notYet')
      : t('admin.schedule.over');
  const when = [
    section.visibleFrom && t('admin.schedule.fromWhen', { when: moment(section.visibleFrom, timeZone) }),
    section.visibleUntil && t('admin.schedule.untilWhen', { when: moment(section.visibleUntil, timeZone) }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground" data-testid="section-schedule">
      <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 truncate">{t('admin.schedule.note', { when, state })}</span>
    </p>
  );
}

function moment(instant: string, timeZone: string): string {
  // English as the panel has always written it (day, month, year); every other language its own way.
  return new Intl.DateTimeFormat(currentLocale() === 'en' ? 'en-GB' : currentLocale(), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}
