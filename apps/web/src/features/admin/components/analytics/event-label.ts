const EVENT_LABELS: Record<string, string> = {
  profile_view: 'Profile view',
  section_click: 'Section click',
  booking_click: 'Booking click',
  admin_exit_click: 'Admin exit',
};

/** An event's name as the owner reads it. */
export const eventLabel = (event: string) => EVENT_LABELS[event] ?? event;
