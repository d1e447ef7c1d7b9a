import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@stagelink/contracts';
import { cn } from '@/lib/cn';

/** Each status its own colour, readable (AA) on light and dark cards alike. */
const STATUS_STYLES: Record<BookingStatus, string> = {
  new: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  contacted: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  scheduled: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** Each status's label in the panel's strings (docs/decisions.md, D-130). */
export const STATUS_LABEL_KEYS: Record<BookingStatus, string> = {
  new: 'admin.bookings.status.new',
  contacted: 'admin.bookings.status.contacted',
  scheduled: 'admin.bookings.status.scheduled',
  completed: 'admin.bookings.status.completed',
  cancelled: 'admin.bookings.status.cancelled',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="booking-status"
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}
    >
      {t(STATUS_LABEL_KEYS[status])}
    </span>
  );
}
