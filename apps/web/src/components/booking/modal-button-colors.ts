/**
 * The six colours the owner picks for a booking-dialog button (Green, Blue,
 * Purple, Orange, Red, Yellow). The owner's choice is stored as a class string such as
 * 'bg-orange-600 hover:bg-orange-700', but Tailwind writes only the classes it finds written
 * out in this app's source, so a stored or assembled class name has no CSS. Each colour is
 * therefore spelt out here in full, in a shade that white text can be read on (4.5:1).
 */
const MODAL_BUTTON_COLORS = {
  green: 'bg-green-700 hover:bg-green-800',
  blue: 'bg-blue-700 hover:bg-blue-800',
  purple: 'bg-purple-700 hover:bg-purple-800',
  orange: 'bg-orange-700 hover:bg-orange-800',
  red: 'bg-red-700 hover:bg-red-800',
  yellow: 'bg-yellow-700 hover:bg-yellow-800',
} as const;

export type ModalButtonColorName = keyof typeof MODAL_BUTTON_COLORS;

const COLOR_NAME = /\b(green|blue|purple|orange|red|yellow)\b/i;

/** The full classes of the colour a stored value names ('bg-yellow-600 …', 'yellow', 'Yellow'); else the primary colour. */
export function modalButtonColor(stored: string | undefined): string {
  const name = COLOR_NAME.exec(stored ?? '')?.[1]?.toLowerCase() as ModalButtonColorName | undefined;
  return name ? MODAL_BUTTON_COLORS[name] : 'bg-primary hover:bg-primary/90';
}
