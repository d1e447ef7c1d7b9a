import { clsx } from 'clsx';
import { BOOKING_BUTTON_WIDTH, type BookingButtonPosition, type BookingButtonSettings } from '@stagelink/contracts';
import { IconByName } from '@/components/icon-by-name';
import { own } from '@/lib/own';

/** Where the pinned booking button sits: in the top bar, or in a bar of its own at the bottom. */
export type BookingButtonSlot = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

// The owner's left is the page's start: an Arabic page mirrors the corner with the rest of the layout.
const SLOTS: Record<BookingButtonPosition, BookingButtonSlot> = {
  'top-left': 'top-start',
  'top-right': 'top-end',
  'bottom-left': 'bottom-start',
  'bottom-right': 'bottom-end',
};

/** The slot of a visible booking button, or null when the owner hid it. */
export function bookingButtonSlot(settings: BookingButtonSettings): BookingButtonSlot | null {
  if (!settings.isVisible) return null;
  return own(SLOTS, settings.position) ?? 'top-start';
}

/**
 * The booking button pinned to a corner, as the owner set it. It lives in a
 * bar, never over the content, and gives up width before the bar's other controls do.
 * The visitor's page pins it; the owner's booking settings show it as a preview.
 */
export function BookingButton({ settings, onOpen }: { settings: BookingButtonSettings; onOpen: () => void }) {
  const width = Math.min(BOOKING_BUTTON_WIDTH.max, Math.max(BOOKING_BUTTON_WIDTH.min, settings.width));
  const marquee = settings.animationType === 'marquee';
  const direction = writtenRightToLeft(settings.text) ? 'rtl' : 'ltr';
  return (
    <button
      type="button"
      onClick={onOpen}
      style={{ width }}
      data-testid="booking-button"
      className={clsx(
        'flex h-11 min-w-0 shrink items-center gap-1.5 overflow-hidden rounded-full bg-gradient-to-r from-pink-700 to-orange-700 px-3 text-xs font-bold text-white shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
        settings.animationType === 'pulse' && 'motion-safe:animate-pulse',
        settings.animationType === 'bounce' && 'motion-safe:animate-bounce',
      )}
    >
      <IconByName name={settings.icon} className="h-4 w-4 shrink-0" />
      {/* The owner's text keeps its own direction on a page of the other one, and scrolls the way it reads. */}
      <span className="min-w-0 flex-1 overflow-hidden whitespace-nowrap" dir={direction}>
        {marquee ? (
          <span className={clsx('sl-marquee', direction === 'rtl' && 'sl-marquee-rtl')}>
            <span>{settings.text}</span>
            <span aria-hidden="true">{settings.text}</span>
          </span>
        ) : (
          <span className="block truncate">{settings.text}</span>
        )}
      </span>
    </button>
  );
}

/** Whether a text's first letter belongs to a script written right to left (as dir="auto" decides). */
function writtenRightToLeft(text: string): boolean {
  const letter = /\p{L}/u.exec(text)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(letter);
}
