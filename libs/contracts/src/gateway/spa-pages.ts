/**
 * The web app's pages, the one table of them (docs/decisions.md, D-20): the app's router builds its
 * routes from it, and the gateway answers 200 for these paths and 404 with the app for any
 * other. A guarded page needs the owner's session (docs/decisions.md, D-20).
 */
export const SPA_PAGES = [
  { path: '/', guarded: false },
  { path: '/admin/login', guarded: false },
  // A subscription's unsubscribe link (docs/decisions.md, D-65, D-150); the gateway renders it with its own state.
  { path: '/unsubscribe', guarded: false },
  { path: '/admin', guarded: true },
  { path: '/bookings', guarded: true },
  { path: '/admin/access-logs', guarded: true },
] as const satisfies readonly { path: string; guarded: boolean }[];

export type SpaPage = (typeof SPA_PAGES)[number];
export type SpaPath = SpaPage['path'];

/** The paths alone, for the gateway to tell a page from a 404. */
export const SPA_ROUTES: readonly string[] = SPA_PAGES.map((page) => page.path);
