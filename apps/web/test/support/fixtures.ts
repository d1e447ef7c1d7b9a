import {
  DEFAULT_BACKGROUND_SETTINGS,
  DEFAULT_BOOKING_BUTTON_SETTINGS,
  DEFAULT_BOOKING_MODAL_SETTINGS,
  DEFAULT_TIME_ZONE,
  DEFAULT_TRACKING_SETTINGS,
  type AdminProfile,
  type AdminSubscriber,
  type BookingSubmission,
} from '@stagelink/contracts';

/** The owner's profile as `GET /api/profile` answers them: the product's defaults, under a name. */
export function anAdminProfile(overrides: Partial<AdminProfile> = {}): AdminProfile {
  return {
    id: 1,
    name: 'Nina Verdi',
    description: 'Singer and songwriter',
    profileImage: null,
    backgroundSettings: DEFAULT_BACKGROUND_SETTINGS,
    footerSettings: { copyrightName: 'Nina Verdi', copyrightYear: '2026', privacyPolicyUrl: '', termsOfServiceUrl: '' },
    bookingButtonSettings: DEFAULT_BOOKING_BUTTON_SETTINGS,
    bookingModalSettings: DEFAULT_BOOKING_MODAL_SETTINGS,
    timeZone: DEFAULT_TIME_ZONE,
    trackingSettings: DEFAULT_TRACKING_SETTINGS,
    ...overrides,
  };
}

/** A booking as `GET /api/bookings` lists it: a new one from Ada, with an address to reply to. */
export function aBooking(overrides: Partial<BookingSubmission> = {}): BookingSubmission {
  return {
    id: 7,
    serviceType: 'Live concert',
    name: 'Ada Rossi',
    email: 'ada@example.com',
    phone: null,
    message: 'A wedding in June',
    submittedAt: '2026-11-20T10:00:00.000Z',
    status: 'new',
    language: 'it',
    eventDate: null,
    venue: null,
    budget: null,
    archivedAt: null,
    history: [],
    stepBackTo: null,
    ...overrides,
  };
}

/** A subscriber as `GET /api/admin/subscribers` lists them. */
export function aSubscriber(overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return {
    id: 3,
    email: 'fan@example.com',
    phone: null,
    subscribedAt: '2026-11-01T09:00:00.000Z',
    additionalContactAt: null,
    status: 'active',
    unsubscribeLink: 'http://localhost/unsubscribe?token=abc',
    ...overrides,
  };
}
