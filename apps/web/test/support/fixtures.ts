import type { AdminSubscriber, BookingSubmission } from '@stagelink/contracts';

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
