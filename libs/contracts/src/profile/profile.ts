/** Answer types and settings objects of the profile and its sections. */
export type BackgroundType = 'gradient' | 'solid';
export type BackgroundAnimationType = 'bubbles' | 'waves' | 'particles';

export interface BackgroundVariant {
  type: BackgroundType;
  primaryColor: string;
  secondaryColor: string;
  animationEnabled: boolean;
  animationType: BackgroundAnimationType;
}

/** Either a light/dark pair or, in older data, a single variant used for both. */
export type BackgroundSettings = { light: BackgroundVariant; dark: BackgroundVariant } | BackgroundVariant;

export interface FooterSettings {
  copyrightName: string;
  copyrightYear: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
}

export type BookingButtonAnimation = 'marquee' | 'pulse' | 'bounce' | 'none';
export type BookingButtonPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface BookingButtonSettings {
  text: string;
  icon: string;
  width: number;
  animationType: BookingButtonAnimation;
  position: BookingButtonPosition;
  isVisible: boolean;
}

export type ModalButtonType = 'call' | 'message' | 'callback' | 'custom';

export interface ModalButton {
  id: string;
  type: ModalButtonType;
  text: string;
  icon: string;
  color: string;
  phone?: string;
  actionUrl?: string;
  order: number;
  isVisible: boolean;
}

/** The optional fields the message form asks for, each switched on by the owner (docs/decisions.md, D-116). */
export interface BookingFieldSettings {
  eventDate: boolean;
  venue: boolean;
  budget: boolean;
}

export interface BookingModalSettings {
  title: string;
  description: string;
  buttons: ModalButton[];
  /** Absent in settings saved before D-116: every optional field off. */
  fields?: BookingFieldSettings;
}

export interface TrackingSettings {
  googleAnalytics: { measurementId: string; enabled: boolean };
  googleTagManager: { containerId: string; enabled: boolean };
  facebookPixel: { pixelId: string; enabled: boolean };
  customScripts: { headScripts: string; bodyScripts: string; enabled: boolean };
}

/** `GET /api/profile` for visitors: tracking settings are left out (docs/decisions.md, D-04). */
export interface PublicProfile {
  id: number;
  name: string;
  description: string;
  profileImage: string | null;
  backgroundSettings: BackgroundSettings;
  footerSettings: FooterSettings;
  bookingButtonSettings: BookingButtonSettings;
  bookingModalSettings: BookingModalSettings;
  /** The artist's IANA time zone: tour dates are read and end in it (docs/decisions.md, D-122). */
  timeZone: string;
}

/** `GET /api/profile` for the logged-in owner. */
export interface AdminProfile extends PublicProfile {
  trackingSettings: TrackingSettings;
}

export interface Section {
  id: number;
  profileId: number;
  type: string;
  title: string;
  data: Record<string, unknown>;
  order: number;
  isVisible: boolean;
  /** Shown from this instant on, or always (docs/decisions.md, D-120); the services always answer both. */
  visibleFrom?: string | null;
  /** Gone from this instant on, or never. */
  visibleUntil?: string | null;
}
