import { Activity, CalendarCog, ChartColumn, Heart, Inbox, Languages, LayoutList, User, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import type { AdminTabId } from './admin-tab-ids';

export interface AdminTab {
  /** The label's key in the panel's strings (docs/decisions.md, D-130). */
  labelKey: string;
  icon: LucideIcon;
  /** Loaded when the tab is first opened. */
  Panel: ComponentType;
}

/** Every tab of the panel, with its label, icon and panel, in the spec's order. */
export const ADMIN_TABS: Record<AdminTabId, AdminTab> = {
  profile: {
    labelKey: 'admin.tab.profile',
    icon: User,
    Panel: lazy(() => import('@/features/admin/profile/profile-tab').then((module) => ({ default: module.ProfileTab }))),
  },
  sections: {
    labelKey: 'admin.tab.sections',
    icon: LayoutList,
    Panel: lazy(() => import('@/features/admin/sections/sections-tab').then((module) => ({ default: module.SectionsTab }))),
  },
  bookings: {
    labelKey: 'admin.tab.bookings',
    icon: Inbox,
    Panel: lazy(() => import('@/features/admin/bookings/bookings-tab').then((module) => ({ default: module.BookingsTab }))),
  },
  analytics: {
    labelKey: 'admin.tab.analytics',
    icon: ChartColumn,
    // Visits and clicks, and the newsletter's subscribers, as its two sub-tabs (docs/decisions.md, D-63).
    Panel: lazy(() => import('./analytics-views').then((module) => ({ default: module.AnalyticsViews }))),
  },
  tracking: {
    labelKey: 'admin.tab.tracking',
    icon: Activity,
    Panel: lazy(() => import('@/features/admin/tracking/tracking-tab').then((module) => ({ default: module.TrackingTab }))),
  },
  likes: {
    labelKey: 'admin.tab.likes',
    icon: Heart,
    Panel: lazy(() => import('@/features/admin/likes/likes-tab').then((module) => ({ default: module.LikesTab }))),
  },
  'booking-settings': {
    labelKey: 'admin.tab.bookingSettings',
    icon: CalendarCog,
    Panel: lazy(() =>
      import('@/features/admin/booking-settings/booking-settings-tab').then((module) => ({ default: module.BookingSettingsTab })),
    ),
  },
  languages: {
    labelKey: 'admin.tab.languages',
    icon: Languages,
    Panel: lazy(() => import('@/features/admin/languages/languages-tab').then((module) => ({ default: module.LanguagesTab }))),
  },
};
