import type { BookingButtonPosition, BookingButtonSettings } from '@stagelink/contracts';
import { IconByName } from '@/components/icon-by-name';
import { cn } from '@/lib/cn';
import { own } from '@/lib/own';

// Top corners sit under the top bar.
const POSITIONS: Record<BookingButtonPosition, string> = {
  'top-left': 'left-3 top-16',
  'top-right': 'right-3 top-16',
  'bottom-left': 'bottom-4 left-3',
  'bottom-right': 'bottom-4 right-3',
};

export const MIN_BOOKING_BUTTON_WIDTH = 80;
export const MAX_BOOKING_BUTTON_WIDTH = 200;

/** The booking button pinned to a corner, as the owner set it (spec section 3). */
export function BookingButton({ settings, onOpen }: { settings: BookingButtonSettings; onOpen: () => void }) {
  if (!settings.isVisible) return null;
  const width = Math.min(MAX_BOOKING_BUTTON_WIDTH, Math.max(MIN_BOOKING_BUTTON_WIDTH, settings.width));
  const marquee = settings.animationType === 'marquee';
  return (
    <button
      type="button"
      onClick={onOpen}
      style={{ width }}
      data-testid="booking-button"
      className={cn(
        'fixed z-30 flex h-10 items-center gap-1.5 overflow-hidden rounded-full bg-gradient-to-r from-pink-600 to-orange-500 px-3 text-xs font-bold text-white shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
        own(POSITIONS, settings.position) ?? POSITIONS['top-left'],
        settings.animationType === 'pulse' && 'animate-pulse',
        settings.animationType === 'bounce' && 'animate-bounce',
      )}
    >
      <IconByName name={settings.icon} className="h-4 w-4 shrink-0" />
      <span className="min-w-0 flex-1 overflow-hidden whitespace-nowrap">
        <span className={cn(marquee ? 'sl-marquee' : 'block truncate')}>{settings.text}</span>
      </span>
    </button>
  );
}
