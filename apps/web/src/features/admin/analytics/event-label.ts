import i18next from 'i18next';

const KNOWN_EVENTS = ['profile_view', 'section_click', 'booking_click', 'admin_exit_click'];

/** An event's name as the owner reads it, in the owner's language; an unknown one as stored. */
export const eventLabel = (event: string) => (KNOWN_EVENTS.includes(event) ? i18next.t(`admin.analytics.event.${event}`) : event);
