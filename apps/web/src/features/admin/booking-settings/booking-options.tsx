import {
  BOOKING_BUTTON_ANIMATIONS,
  BOOKING_BUTTON_POSITIONS,
  BOOKING_ICONS,
  MODAL_BUTTON_COLORS,
  MODAL_BUTTON_TYPES,
} from '@stagelink/contracts';
import { modalButtonColor } from '@/components/booking/modal-button-colors';
import { IconByName } from '@/components/icon-by-name';
import type { SelectOption } from '@/panel/form/select-field';

/** The icons of spec section 9; 'MessageCircle' is the stored twin of 'Message' and is offered as it. */
export const ICON_OPTIONS: SelectOption[] = BOOKING_ICONS.filter((icon) => icon !== 'MessageCircle').map((icon) => ({
  value: icon,
  label: `admin.option.icon.${icon}`,
  icon: <IconByName name={icon} className="h-4 w-4" />,
}));

type BookingIcon = (typeof BOOKING_ICONS)[number];

/** A stored icon as one of the choices: 'MessageCircle' as its twin 'Message', an unknown one as the calendar the page shows for it. */
export function iconChoice(icon: string): BookingIcon {
  if (icon === 'MessageCircle') return 'Message';
  return (BOOKING_ICONS as readonly string[]).includes(icon) ? (icon as BookingIcon) : 'Calendar';
}

export const ANIMATION_OPTIONS: SelectOption[] = BOOKING_BUTTON_ANIMATIONS.map((value) => ({
  value,
  label: `admin.bookingSettings.animation.${value}`,
}));

export const POSITION_OPTIONS: SelectOption[] = BOOKING_BUTTON_POSITIONS.map((value) => ({
  value,
  label: `admin.bookingSettings.position.${value}`,
}));

export const BUTTON_TYPE_OPTIONS: SelectOption[] = MODAL_BUTTON_TYPES.map((value) => ({
  value,
  label: `admin.bookingSettings.buttonType.${value}`,
}));

/** The six colours by name, each stored as its class string (spec section 3). */
export const COLOR_OPTIONS: SelectOption[] = Object.entries(MODAL_BUTTON_COLORS).map(([name, value]) => ({
  value,
  label: `admin.bookingSettings.color.${name}`,
  icon: <span className={`h-4 w-4 rounded-full ${modalButtonColor(value)}`} aria-hidden="true" />,
}));
