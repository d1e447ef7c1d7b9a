import { checkBooking, type BookingRequest } from './booking-rules';
import { CALLBACK_SERVICE_TYPE, CONTACT_FORM_SERVICE_TYPE } from './bookings';

const message = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  serviceType: CONTACT_FORM_SERVICE_TYPE,
  name: 'Giulia',
  email: 'giulia@example.com',
  message: 'Do you play on 12 July?',
  ...overrides,
});
const callback = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  serviceType: CALLBACK_SERVICE_TYPE,
  name: 'Marco',
  phone: '+39 333 999 8888',
  ...overrides,
});

const problemsOf = (request: BookingRequest) => {
  const check = checkBooking(request);
  return check.valid ? [] : check.problems.map(({ code, field }) => `${field}: ${code}`);
};

describe(checkBooking.name, () => {
  it('takes a message with a name, a way to answer and its text, trimmed and with the contacts normalised', () => {
    expect(checkBooking(message({ name: ' Giulia ', email: ' Giulia@Example.COM ', phone: '', message: ' hi ' }))).toEqual({
      valid: true,
      booking: {
        serviceType: CONTACT_FORM_SERVICE_TYPE,
        name: 'Giulia',
        email: 'giulia@example.com',
        phone: null,
        message: 'hi',
        eventDate: null,
        venue: null,
        budget: null,
      },
    });
  });

  it('takes a callback without a message, its phone as + and digits', () => {
    expect(checkBooking(callback())).toEqual({
      valid: true,
      booking: {
        serviceType: CALLBACK_SERVICE_TYPE,
        name: 'Marco',
        email: null,
        phone: '+393339998888',
        message: null,
        eventDate: null,
        venue: null,
        budget: null,
      },
    });
  });

  it('takes either contact alone, or both', () => {
    expect(checkBooking(message({ email: undefined, phone: '+39 333 111 2222' })).valid).toBe(true);
    expect(checkBooking(message({ phone: '+39 333 111 2222' })).valid).toBe(true);
  });

  it('lists every problem, the one the service answers first, with its message', () => {
    const check = checkBooking({ serviceType: CONTACT_FORM_SERVICE_TYPE, name: ' ', email: '', phone: ' ', message: '  ' });
    expect(check).toEqual({
      valid: false,
      problems: [
        { code: 'name-required', field: 'name', message: 'name is required.' },
        { code: 'contact-required', field: 'email', message: 'Give an e-mail or a phone number, so the artist can answer.' },
        { code: 'message-required', field: 'message', message: 'message is required.' },
      ],
    });
  });

  it('refuses a filled contact that is not valid for its field, instead of counting it as a way to answer', () => {
    expect(problemsOf(message({ email: 'not-an-email' }))).toEqual(['email: email-invalid']);
    expect(problemsOf(message({ email: '+393331234567' }))).toEqual(['email: email-invalid']);
    expect(problemsOf(callback({ phone: 'marco@example.com' }))).toEqual(['phone: phone-invalid']);
    expect(problemsOf(message({ email: 'x', phone: 'y' }))).toEqual(['email: email-invalid', 'phone: phone-invalid']);
  });

  it("answers the contact rules' own message for an invalid contact", () => {
    const check = checkBooking(callback({ phone: 'javascript:alert(1)' }));
    expect(check.valid ? null : check.problems[0].message).toBe('phone is not a valid phone number.');
  });

  it('needs a message for every booking but a callback, the contact form and a chosen service alike', () => {
    expect(problemsOf(message({ serviceType: ` ${CONTACT_FORM_SERVICE_TYPE} `, message: undefined }))).toEqual([
      'message: message-required',
    ]);
    expect(problemsOf(message({ serviceType: 'Live Session', message: ' ' }))).toEqual(['message: message-required']);
    expect(problemsOf(callback({ message: '' }))).toEqual([]);
  });

  it('takes the optional event date, venue and budget, trimmed, and refuses a date that does not exist', () => {
    const check = checkBooking(message({ eventDate: '2027-07-12', venue: ' Arena, Verona ', budget: ' €800 ' }));
    expect(check.valid && check.booking).toMatchObject({ eventDate: '2027-07-12', venue: 'Arena, Verona', budget: '€800' });
    expect(problemsOf(message({ eventDate: '2027-04-31' }))).toEqual(['eventDate: event-date-invalid']);
    expect(problemsOf(message({ eventDate: '12/07/2027' }))).toEqual(['eventDate: event-date-invalid']);
    expect(problemsOf(message({ eventDate: '', venue: ' ', budget: '' }))).toEqual([]);
  });
});
