import type { HttpException } from '@nestjs/common';
import { BookingsPatterns, type BookingSubmission } from '@stagelink/contracts';
import { RpcClient } from '../src/common/rpc-client';
import { TestStack } from './support/test-stack';

describe('bookings: POST /api/bookings', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_BOOKINGS_PER_HOUR: '1000' });
  });
  afterAll(() => stack?.stop());

  const book = (body: unknown) => stack.request<BookingSubmission>('POST', '/api/bookings', { body });
  const count = async () => Number((await stack.db.queryOne<{ count: string }>(`SELECT count(*) FROM bookings.booking_submissions`)).count);

  it('stores a contact-form message with status new', async () => {
    const { status, body } = await book({
      serviceType: 'Contact Form',
      name: 'Giulia',
      email: 'giulia@example.com',
      phone: '',
      message: 'Ciao! Suoni il 12 luglio?',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(Number), status: 'new', name: 'Giulia', phone: null });
    const row = await stack.db.queryOne(
      `SELECT service_type, name, email, phone, message, status FROM bookings.booking_submissions WHERE id = $1`,
      [body.id],
    );
    expect(row).toEqual({
      service_type: 'Contact Form',
      name: 'Giulia',
      email: 'giulia@example.com',
      phone: null,
      message: 'Ciao! Suoni il 12 luglio?',
      status: 'new',
    });
  });

  it('stores a callback request with the phone as + and digits, like the newsletter, and the default message', async () => {
    const { status, body } = await book({
      serviceType: 'WhatsApp Callback',
      name: 'Marco',
      phone: '+39 (333) 123-4567',
      message: 'Please call me back',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ serviceType: 'WhatsApp Callback', phone: '+393331234567', message: 'Please call me back', status: 'new' });
    const row = await stack.db.queryOne(`SELECT phone FROM bookings.booking_submissions WHERE id = $1`, [body.id]);
    expect(row).toEqual({ phone: '+393331234567' });
  });

  it('stores the e-mail trimmed and lower-cased, like the newsletter', async () => {
    const { status, body } = await book({
      serviceType: 'Contact Form',
      name: 'Ann',
      email: '  Ann.Lee+gigs@Example.CO.uk ',
      message: 'hi',
    });
    expect(status).toBe(201);
    expect(body.email).toBe('ann.lee+gigs@example.co.uk');
  });

  it('refuses bad submissions with 400 and a message, storing nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{ serviceType: 'Contact Form', name: '  ', email: 'a@b.co', message: 'hi' }, 'name is required.'],
      [{ serviceType: 'Contact Form', name: 'Ann', message: 'hi' }, 'Give an e-mail or a phone number, so the artist can answer.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: 'not-an-email', message: 'hi' }, 'email is not a valid e-mail address.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: 'a@b.co', message: '' }, 'message is required.'],
      [
        { serviceType: 'x'.repeat(51), name: 'Ann', phone: '+391', message: 'hi' },
        'serviceType must be shorter than or equal to 50 characters',
      ],
      [
        { serviceType: 'Contact Form', name: 'A'.repeat(256), email: 'a@b.co', message: 'hi' },
        'name must be shorter than or equal to 255 characters',
      ],
      [
        { serviceType: 'Contact Form', name: 'Ann', phone: '1'.repeat(51), message: 'hi' },
        'phone must be shorter than or equal to 50 characters',
      ],
      [
        { serviceType: 'Contact Form', name: 'Ann', email: 'a@b.co', message: 'hi', status: 'completed' },
        'property status should not exist',
      ],
      [{ name: 'Ann', email: 'a@b.co', message: 'hi' }, 'serviceType is required'],
      [{ serviceType: 'WhatsApp Callback', name: 'Ann', phone: 'javascript:alert(1)' }, 'phone is not a valid phone number.'],
      [{ serviceType: 'WhatsApp Callback', name: 'Ann', phone: '12' }, 'phone is not a valid phone number.'],
      [{ serviceType: 'WhatsApp Callback', name: 'Ann', phone: 'ann@example.com' }, 'phone is not a valid phone number.'],
      [
        { serviceType: 'Contact Form', name: 'Ann', email: '<script>alert(1)</script>@x.example', message: 'hi' },
        'email is not a valid e-mail address.',
      ],
      [{ serviceType: 'Contact Form', name: 'Ann', email: '"ann lee"@x.example', message: 'hi' }, 'email is not a valid e-mail address.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: 'ann..lee@x.example', message: 'hi' }, 'email is not a valid e-mail address.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: 'ann@-x.example', message: 'hi' }, 'email is not a valid e-mail address.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: 'ann@x.example1', message: 'hi' }, 'email is not a valid e-mail address.'],
      [{ serviceType: 'Contact Form', name: 'Ann', email: '+393331234567', message: 'hi' }, 'email is not a valid e-mail address.'],
    ];
    for (const [body, message] of cases) {
      const answer = await book(body);
      expect({ status: answer.status, message: (answer.body as unknown as { message: string }).message }).toEqual({ status: 400, message });
    }
    expect(await count()).toBe(before);
  });

  it('refuses, in the bookings service itself, text Postgres cannot store', async () => {
    const before = await count();
    const valid = { serviceType: 'Contact Form', name: 'Ann', email: 'ann@example.com', message: 'hi' };
    const send = (payload: Record<string, unknown>) =>
      stack.app
        .get(RpcClient)
        .send(BookingsPatterns.create, { ...valid, ...payload } as never)
        .then(
          () => 201,
          (error: HttpException) => ({ status: error.getStatus(), message: error.message }),
        );
    expect(await send({ name: 'Ann\u0000' })).toEqual({ status: 400, message: expect.stringContaining('name') });
    expect(await send({ message: 'hi\u0000there' })).toEqual({ status: 400, message: expect.stringContaining('message') });
    expect(await send({ serviceType: 'Contact\u0000Form' })).toEqual({ status: 400, message: expect.stringContaining('serviceType') });
    expect(await send({ message: 'broken \ud800 text' })).toEqual({ status: 400, message: expect.stringContaining('message') });
    expect(await send({ email: 'ann\u0000@example.com' })).toEqual({ status: 400, message: 'email is not a valid e-mail address.' });
    expect(await send({ phone: '+39333\u0000' })).toEqual({ status: 400, message: 'phone is not a valid phone number.' });
    expect(await count()).toBe(before);
  });
});
