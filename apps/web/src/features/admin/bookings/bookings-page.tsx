import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { BookingsTab } from './bookings-tab';

/** `/bookings`: the Bookings tab on a page of its own, with the way back to the panel. */
export function BookingsPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-3">
          <h1 className="text-xl font-bold">{t('admin.bookings.pageTitle')}</h1>
          <Button variant="outline" size="sm" asChild>
            <Link to="/admin">
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('admin.bookings.backToAdmin')}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-4">
        <BookingsTab />
      </main>
    </div>
  );
}
