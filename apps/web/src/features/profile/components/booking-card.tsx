import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The card titled by the booking text, whose button opens the contact dialog. */
export function BookingCard({ title, onOpen }: { title: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-2xl bg-white/95 p-5 text-center text-slate-900 shadow-lg dark:bg-neutral-900/95 dark:text-white"
      data-testid="booking-card"
    >
      <h2 className="text-lg font-bold">
        <bdi>{title}</bdi>
      </h2>
      <Button className="mt-3 w-full" onClick={onOpen} data-testid="booking-card-button">
        <CalendarDays aria-hidden="true" />
        {t('booking.open')}
      </Button>
    </section>
  );
}
