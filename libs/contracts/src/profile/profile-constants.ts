/**
 * The plain values behind the profile's schemas (profile-schemas.ts), apart from them so the
 * public page can read a bound without downloading the validation library.
 */
export const MAX_PROFILE_NAME = 255;
export const MAX_PROFILE_DESCRIPTION = 5000;

export const BACKGROUND_TYPES = ['gradient', 'solid'] as const;
export const BACKGROUND_ANIMATIONS = ['bubbles', 'waves', 'particles'] as const;

/** Spec section 9's icons; 'MessageCircle' is the name the default message button was stored with. */
export const BOOKING_ICONS = ['Calendar', 'Phone', 'Message', 'MessageCircle', 'Clock', 'Settings', 'Eye', 'Move'] as const;
export const BOOKING_BUTTON_ANIMATIONS = ['marquee', 'pulse', 'bounce', 'none'] as const;
export const BOOKING_BUTTON_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export const BOOKING_BUTTON_WIDTH = { min: 80, max: 200 } as const;

/** The six colours the admin offers (spec section 3), stored as the class string. */
export const MODAL_BUTTON_COLORS = {
  Green: 'bg-green-600 hover:bg-green-700',
  Blue: 'bg-blue-600 hover:bg-blue-700',
  Purple: 'bg-purple-600 hover:bg-purple-700',
  Orange: 'bg-orange-600 hover:bg-orange-700',
  Red: 'bg-red-600 hover:bg-red-700',
  Yellow: 'bg-yellow-600 hover:bg-yellow-700',
} as const;

export const MODAL_BUTTON_TYPES = ['call', 'message', 'callback', 'custom'] as const;
export const MAX_MODAL_BUTTONS = 12;

/**
 * The identifiers' real shapes: they are pasted into a script on every page, so only these
 * pass (docs/decisions.md, D-38). Checked as the owner types, on the server, and again when
 * the page is rendered.
 */
export const TRACKING_ID_SHAPES = {
  measurementId: { pattern: /^G-[A-Z0-9]{4,20}$/, example: 'G-XXXXXXXXXX' },
  containerId: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-XXXXXXX' },
  pixelId: { pattern: /^\d{5,20}$/, example: '123456789012345' },
} as const;
export const MAX_CUSTOM_SCRIPT = 20_000;
