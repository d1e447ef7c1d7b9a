import type {
  BackgroundSettings,
  BookingButtonSettings,
  BookingFieldSettings,
  BookingModalSettings,
  FooterSettings,
  TrackingSettings,
} from './profile';

/** What a fresh installation shows until the owner edits it. */
export const DEFAULT_PROFILE_NAME = 'Artist Name';
export const DEFAULT_PROFILE_DESCRIPTION = '';
/** Where an Italian-first product's artist most likely lives (docs/decisions.md, D-122). */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

export const DEFAULT_BACKGROUND_SETTINGS: BackgroundSettings = {
  light: {
    type: 'gradient',
    primaryColor: '#1e40af',
    secondaryColor: '#7c3aed',
    animationEnabled: true,
    animationType: 'bubbles',
  },
  dark: {
    type: 'gradient',
    primaryColor: '#000000',
    secondaryColor: '#1a1a1a',
    animationEnabled: true,
    animationType: 'bubbles',
  },
};

export function defaultFooterSettings(now: Date = new Date()): FooterSettings {
  return {
    copyrightName: DEFAULT_PROFILE_NAME,
    copyrightYear: String(now.getFullYear()),
    privacyPolicyUrl: '',
    termsOfServiceUrl: '',
  };
}

export const DEFAULT_BOOKING_BUTTON_SETTINGS: BookingButtonSettings = {
  text: 'PER EVENTI CLICCA QUI',
  icon: 'Calendar',
  width: 120,
  animationType: 'marquee',
  position: 'top-left',
  isVisible: true,
};

/** Every optional booking field off, as on a new site (docs/decisions.md, D-116). */
export const NO_OPTIONAL_BOOKING_FIELDS: BookingFieldSettings = { eventDate: false, venue: false, budget: false };

/** The optional fields a message asks for; settings saved before they existed ask for none. */
export const bookingFieldsOf = (settings: Pick<BookingModalSettings, 'fields'>): BookingFieldSettings => ({
  ...NO_OPTIONAL_BOOKING_FIELDS,
  ...settings.fields,
});

/**
 * The call buttons have no number until the owner sets one, and a call button without a
 * number is not shown to visitors (docs/decisions.md, D-17: no fake numbers that ring a stranger).
 */
export const DEFAULT_BOOKING_MODAL_SETTINGS: BookingModalSettings = {
  title: 'PER EVENTI',
  description: 'Scegli come preferisci contattarci.',
  buttons: [
    {
      id: 'call-1',
      type: 'call',
      text: 'Chiama',
      icon: 'Phone',
      color: 'bg-green-600 hover:bg-green-700',
      phone: '',
      order: 0,
      isVisible: true,
    },
    {
      id: 'call-2',
      type: 'call',
      text: 'Chiama (secondo numero)',
      icon: 'Phone',
      color: 'bg-blue-600 hover:bg-blue-700',
      phone: '',
      order: 1,
      isVisible: true,
    },
    {
      id: 'message',
      type: 'message',
      text: 'Invia un messaggio',
      icon: 'MessageCircle',
      color: 'bg-purple-600 hover:bg-purple-700',
      order: 2,
      isVisible: true,
    },
    {
      id: 'callback',
      type: 'callback',
      text: 'Ti richiamiamo noi',
      icon: 'Clock',
      color: 'bg-orange-600 hover:bg-orange-700',
      order: 3,
      isVisible: true,
    },
  ],
};

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  googleAnalytics: { measurementId: '', enabled: false },
  googleTagManager: { containerId: '', enabled: false },
  facebookPixel: { pixelId: '', enabled: false },
  customScripts: { headScripts: '', bodyScripts: '', enabled: false },
};
