import { CALLBACK_SERVICE_TYPE, type BookingSubmission } from '@stagelink/contracts';
import { composeOwnerNotice } from './owner-notice-mail';

const ADDRESSES = { from: 'site@example.com', to: 'owner@example.com', siteUrl: 'https://nova.example' };
const booking = (overrides: Partial<BookingSubmission> = {}): BookingSubmission => ({
  id: 7,
  serviceType: 'Contact Form',
  name: 'Yuki',
  email: 'yuki@example.com',
  phone: null,
  message: 'Free on 12 July?',
  submittedAt: '2026-11-26T10:00:00.000Z',
  status: 'new',
  language: null,
  eventDate: null,
  venue: null,
  budget: null,
  archivedAt: null,
  history: [],
  stepBackTo: null,
  ...overrides,
});

describe(composeOwnerNotice.name, () => {
  it("names the visitor's language and the optional fields they filled, each on one line (docs/decisions.md, D-114, D-116)", () => {
    const { text } = composeOwnerNotice(
      booking({ language: 'ja', eventDate: '2027-07-12', venue: 'Blue Note,\nTokyo', budget: '¥200,000' }),
      ADDRESSES,
    );
    expect(text).toContain(
      'Service: Contact Form\nLanguage: 日本語 (ja)\nEvent date: 2027-07-12\nCity or venue: Blue Note, Tokyo\nBudget: ¥200,000\nSent:',
    );
  });

  it('leaves out what the visitor did not fill, and shows a callback without words as no message', () => {
    const { text } = composeOwnerNotice(booking({ serviceType: CALLBACK_SERVICE_TYPE, message: null }), ADDRESSES);
    expect(text).toContain('Service: WhatsApp Callback\nSent:');
    expect(text).toContain('Message:\n—');
  });
});
