import { Activity, CalendarCog, ChartColumn, Heart, Inbox, Languages, LayoutList, User, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import type { AdminTabId } from './admin-tab-ids';

export interface AdminTab {
  label: string;
  icon: LucideIcon;
  /** Loaded when the tab is first opened. */
  Panel: ComponentType;
}

const SubscribersPanel = lazy(() => import('./subscribers/subscribers-panel').then((module) => ({ default: module.SubscribersPanel })));

const AnalyticsPanel = lazy(() => import('./analytics/analytics-tab').then((module) => ({ default: module.AnalyticsTab })));

/** What the page brings in: the visits and clicks, then the newsletter's subscribers (docs/decisions.md, D-63). */
function AnalyticsWithSubscribers() {
  return (
    <div className="space-y-6">
      <AnalyticsPanel />
      <SubscribersPanel />
    </div>
  );
}

/** Every tab of the panel, with its label, icon and panel, in the spec's order. */
export const ADMIN_TABS: Record<AdminTabId, AdminTab> = {
  profile: {
    label: 'Profile',
    icon: User,
    Panel: lazy(() => import('./profile/profile-tab').then((module) => ({ default: module.ProfileTab }))),
  },
  sections: {
    label: 'Sections',
    icon: LayoutList,
    Panel: lazy(() => import('./sections/sections-tab').then((module) => ({ default: module.SectionsTab }))),
  },
  bookings: {
    label: 'Bookings',
    icon: Inbox,
    Panel: lazy(() => import('./bookings/bookings-tab').then((module) => ({ default: module.BookingsTab }))),
  },
  analytics: {
    label: 'Analytics',
    icon: ChartColumn,
    Panel: AnalyticsWithSubscribers,
  },
  tracking: {
    label: 'Tracking',
    icon: Activity,
    Panel: lazy(() => import('./tracking/tracking-tab').then((module) => ({ default: module.TrackingTab }))),
  },
  likes: {
    label: 'Likes',
    icon: Heart,
    Panel: lazy(() => import('./likes/likes-tab').then((module) => ({ default: module.LikesTab }))),
  },
  'booking-settings': {
    label: 'Booking Settings',
    icon: CalendarCog,
    Panel: lazy(() => import('./booking-settings/booking-settings-tab').then((module) => ({ default: module.BookingSettingsTab }))),
  },
  languages: {
    label: 'Languages',
    icon: Languages,
    Panel: lazy(() => import('./languages/languages-tab').then((module) => ({ default: module.LanguagesTab }))),
  },
};
