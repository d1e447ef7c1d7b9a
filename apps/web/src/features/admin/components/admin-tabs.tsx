import { Activity, CalendarCog, ChartColumn, Heart, Inbox, Languages, LayoutList, User, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import type { AdminTabId } from './admin-tab-ids';

export interface AdminTab {
  label: string;
  icon: LucideIcon;
  /** Loaded when the tab is first opened. */
  Panel: ComponentType;
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
    // Visits and clicks, and the newsletter's subscribers, as its two sub-tabs (docs/decisions.md, D-63).
    Panel: lazy(() => import('./analytics-views').then((module) => ({ default: module.AnalyticsViews }))),
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
