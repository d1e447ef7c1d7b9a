// The owner's pages the router names here (docs/decisions.md, D-20), both built now.

/** `/bookings` (docs/decisions.md, D-20): built, the inbox with a back link to /admin. */
export { BookingsPage as BookingsPanel } from './bookings/bookings-page';

/** The access-log and analytics page (access-logs/access-logs-page.tsx), with a back link to /. */
export { AccessLogsPage as AccessLogsPanel } from './access-logs/access-logs-page';
