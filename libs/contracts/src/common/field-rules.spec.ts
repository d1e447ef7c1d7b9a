import { listBookingsQuerySchema } from '../bookings/dtos/booking-messages.dto';
import { createBookingSchema } from '../bookings/dtos/create-booking.dto';
import { videoLikesMessageSchema } from '../engagement/dtos/engagement-messages.dto';
import { recordAnalyticsSchema } from '../engagement/dtos/record-analytics.dto';
import { recordPasskeySchema } from '../profile/passkey-messages.dto';
import { checkFields } from './field-rules';

const booking = { serviceType: 'Contact Form', name: 'Ann', email: 'a@b.co', message: 'hi' };
const messagesOf = (result: ReturnType<typeof checkFields>) => (result.ok ? [] : result.messages);

describe(checkFields.name, () => {
  it('answers in the words the visitors’ endpoints have always used, one message per field', () => {
    expect(messagesOf(checkFields(createBookingSchema, { ...booking, name: 7, phone: ['1'] }))).toEqual([
      'name is required',
      'phone must be a string',
    ]);
    expect(messagesOf(checkFields(createBookingSchema, { ...booking, serviceType: 'x'.repeat(51) }))).toEqual([
      'serviceType must be shorter than or equal to 50 characters',
    ]);
    expect(messagesOf(checkFields(createBookingSchema, { ...booking, message: 'a\u0000b' }))).toEqual([
      'message must be text without NUL characters or lone surrogates',
    ]);
  });

  it('names unknown keys first, and a nested field with the path of the object it is in', () => {
    expect(messagesOf(checkFields(createBookingSchema, { ...booking, name: 1, status: 'completed' }))).toEqual([
      'property status should not exist',
      'name is required',
    ]);
    const metadata = { viewport: { width: 1e9, height: 900, depth: 1 }, extra: true };
    expect(messagesOf(checkFields(recordAnalyticsSchema, { event: 'admin_exit_click', metadata }))).toEqual([
      'metadata.viewport.width must not be greater than 32767',
      'metadata.viewport.property depth should not exist',
      'metadata.property extra should not exist',
    ]);
    expect(messagesOf(checkFields(videoLikesMessageSchema, { videos: [{ sectionId: 0, videoIndex: 0 }] }))).toEqual([
      'videos.0.sectionId must not be less than 1',
    ]);
  });

  it('says "each value in" for a list of allowed values', () => {
    const passkey = { credentialId: 'abc', publicKey: 'abc', counter: 0, transports: ['usb', 'pigeon'], backedUp: false, name: 'Key' };
    expect(messagesOf(checkFields(recordPasskeySchema, passkey))).toEqual([
      'each value in transports must be one of the following values: ble, cable, hybrid, internal, nfc, smart-card, usb',
    ]);
  });

  it('takes null as a field left out, passed on as absent, and a missing body as an empty one', () => {
    expect(checkFields(createBookingSchema, { ...booking, phone: null })).toEqual({ ok: true, value: booking });
    expect(messagesOf(checkFields(createBookingSchema, undefined))).toEqual(['serviceType is required', 'name is required']);
  });

  it('converts query text before checking it', () => {
    expect(checkFields(listBookingsQuerySchema, { status: '', search: '  ', archived: 'true', limit: '20' })).toEqual({
      ok: true,
      value: { archived: true, limit: 20 },
    });
    expect(messagesOf(checkFields(listBookingsQuerySchema, { archived: 'yes', limit: '0x1' }))).toEqual([
      'archived must be true or false',
      'limit must be a whole number',
    ]);
  });
});
