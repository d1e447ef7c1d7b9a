import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBookingAlerts } from './api/get-booking-alerts';

/** Whether the owner is e-mailed about each new booking, and what turns it on (docs/decisions.md, D-48, D-114). */
export function BookingAlertsNote() {
  const { t } = useTranslation();
  const alerts = useBookingAlerts();
  if (!alerts.isSuccess) return null;
  return alerts.data.emailAlerts ? (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="booking-alerts">
      <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('admin.bookings.alertsOn')}
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="booking-alerts">
      <BellOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('admin.bookings.alertsOff')}
    </p>
  );
}
