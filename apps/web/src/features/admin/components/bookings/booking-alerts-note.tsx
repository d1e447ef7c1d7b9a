import { BellOff, BellRing } from 'lucide-react';
import { useBookingAlerts } from '../../api/get-booking-alerts';

/** Whether the owner is e-mailed about each new booking, and what turns it on (docs/decisions.md, D-48, D-114). */
export function BookingAlertsNote() {
  const alerts = useBookingAlerts();
  if (!alerts.isSuccess) return null;
  return alerts.data.emailAlerts ? (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="booking-alerts">
      <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
      E-mail alerts are on: each new booking is also sent to your e-mail.
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="booking-alerts">
      <BellOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      E-mail alerts are off: new bookings show up only here. Whoever runs the server can turn them on with SMTP_URL and NOTIFY_EMAIL.
    </p>
  );
}
