/** The panel's eight tabs, in the spec's order (section 2). */
export const ADMIN_TAB_IDS = [
  'profile',
  'sections',
  'bookings',
  'analytics',
  'tracking',
  'likes',
  'booking-settings',
  'languages',
] as const;

export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];
