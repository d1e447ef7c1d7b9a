// The owner's pages the router names here (docs/decisions.md, D-20), both built now.

/** `/bookings` (docs/decisions.md, D-20): built, the inbox with a back link to /admin. */
export { BookingsPage as BookingsPanel } from '@/features/admin/bookings/bookings-page';

/** The access-log and analytics page (analytics/access-logs/access-logs-page.tsx), with a back link to /. */
export { AccessLogsPage as AccessLogsPanel } from '@/features/admin/analytics/access-logs/access-logs-page';
