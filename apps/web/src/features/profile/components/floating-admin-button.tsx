import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BookingButtonSettings } from '@stagelink/contracts';
import { cn } from '@/lib/cn';

/**
 * Shown to everyone (spec section 6), bottom left, away from the like buttons on the right;
 * it moves aside when the booking button holds that corner.
 */
export function FloatingAdminButton({ booking }: { booking: BookingButtonSettings }) {
  const { t } = useTranslation();
  const cornerTaken = booking.isVisible && booking.position === 'bottom-left';
  return (
    <Link
      href="/admin"
      aria-label={t('admin.button')}
      data-testid="floating-admin-button"
      className={cn(
        'fixed bottom-4 z-30 flex h-10 w-10 items-center justify-center rounded-full bg-black/40 text-white/80 shadow-lg backdrop-blur hover:text-white',
        cornerTaken ? 'right-3' : 'left-3',
      )}
    >
      <Settings className="h-5 w-5" aria-hidden="true" />
    </Link>
  );
}
