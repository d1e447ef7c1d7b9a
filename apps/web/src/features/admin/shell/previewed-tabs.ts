import type { AdminTabId } from './admin-tab-ids';

/** The tabs that edit what visitors see, and so show the page's live preview (docs/decisions.md, D-104). */
const PREVIEWED_TABS: ReadonlySet<AdminTabId> = new Set(['profile', 'sections', 'booking-settings']);

export const isPreviewedTab = (tab: AdminTabId): boolean => PREVIEWED_TABS.has(tab);
