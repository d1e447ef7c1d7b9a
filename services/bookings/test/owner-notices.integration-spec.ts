import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { Queue } from 'bullmq';
import { firstValueFrom } from 'rxjs';
import { BookingsPatterns, subjectOf, type BookingSubmission, type CreateBookingDto } from '@stagelink/contracts';
import { bullMqPrefix, readInfraConfig, readOwnerMailConfig, type OwnerMailConfig } from '@stagelink/nest-kit';
import { eventually, MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { BookingsAppModule } from '../src/bookings-app.module';
import { OwnerNoticeSweep } from '../src/notices/owner-notice-sweep';
import { OWNER_NOTICE_QUEUE, ownerNoticeJobId, OwnerNotices } from '../src/notices/owner-notices';
import { SmtpCatcher } from './support/smtp-catcher';

const RETRY_DELAY_MS = 100;

describe('the owner’s e-mail notice of a new booking (docs/decisions.md, D-48)', () => {
  let smtp: SmtpCatcher;
  let config: OwnerMailConfig;
  let sut: MigratedService;
  let nats: ClientProxy;
  /** The service's queue, named as its module names it, so the test empties its own jobs. */
  let queue: Queue;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    const read = readOwnerMailConfig({
      ...process.env,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'owner@luna.example',
      SITE_URL: 'https://luna.example',
      MAIL_ATTEMPTS: '4',
      MAIL_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
    });
    if (!read) throw new Error('mail is not configured');
    config = read;
    queue = new Queue(OWNER_NOTICE_QUEUE, { connection: { url: config.redisUrl }, prefix: bullMqPrefix(config.redisKeyPrefix) });
    sut = await startServiceOnFreshDatabase('bookings', BookingsAppModule.forRoot(config));
    nats = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [readInfraConfig().natsUrl] } });
  });
  afterAll(async () => {
    await nats?.close();
    await sut?.close();
    await smtp?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });
  beforeEach(() => smtp.reset());

  const book = (request: CreateBookingDto) => firstValueFrom(nats.send<BookingSubmission>(subjectOf(BookingsPatterns.create), request));
  const noticeOf = async (id: number) =>
    (await sut.db.queryOne<{ owner_notice: string | null }>(`SELECT owner_notice FROM bookings.booking_submissions WHERE id = $1`, [id]))
      .owner_notice;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20 * RETRY_DELAY_MS));

  it('sends the owner one plain-text mail with who, how to answer, what for, the message and the inbox link', async () => {
    const booking = await book({
      serviceType: 'Contact Form',
      name: 'Giulia Rossi',
      email: 'Giulia@Example.com',
      phone: '+39 333 123 4567',
      message: 'Ciao! Do you play on 12 July?\nWe are 40 people.',
    });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('owner@luna.example');
    expect(mail?.to).toEqual(['owner@luna.example']);
    expect(mail?.headers).toMatchObject({
      from: 'Stagelink <owner@luna.example>',
      to: 'owner@luna.example',
      'reply-to': 'giulia@example.com',
      subject: 'New booking from Giulia Rossi: Contact Form',
      'message-id': `<booking-${booking.id}-${Date.parse(booking.submittedAt)}@luna.example>`,
    });
    expect(mail?.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail?.text).toBe(
      [
        'Someone sent you a booking request.',
        '',
        'Who: Giulia Rossi',
        'E-mail: giulia@example.com',
        'Phone: +393331234567',
        'Service: Contact Form',
        `Sent: ${booking.submittedAt}`,
        '',
        'Message:',
        '> Ciao! Do you play on 12 July?',
        '> We are 40 people.',
        '',
        'All your bookings: https://luna.example/bookings',
      ].join('\n'),
    );
  });

  it('never sends it twice: queuing the booking again, or the sweep finding it, adds nothing', async () => {
    const booking = await book({ serviceType: 'Contact Form', name: 'Ann', email: 'ann@example.com', message: 'hi' });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    sut.app.get(OwnerNotices).announce(booking.id);
    await sut.app.get(OwnerNoticeSweep).sweep(0);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.attempts).toBe(1);
    // One job, in the queue this test empties when it ends.
    expect(await (await queue.getJob(ownerNoticeJobId(booking.id)))?.isCompleted()).toBe(true);
  });

  it('tells a callback request apart, without an address to reply to', async () => {
    const booking = await book({
      serviceType: 'WhatsApp Callback',
      name: 'Marco',
      phone: '+39 333 999 8888',
      message: 'Please call me back',
    });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    const [mail] = smtp.mails;
    expect(mail?.headers.subject).toBe('Callback request from Marco');
    expect(mail?.headers['reply-to']).toBeUndefined();
    expect(mail?.text).toContain(
      'Someone asks you to call them back.\n\nWho: Marco\nE-mail: —\nPhone: +393339998888\nService: WhatsApp Callback',
    );
  });

  it('keeps a visitor’s line breaks out of the headers and the subject to one bounded line', async () => {
    const name = `Eve\r\nBcc: victim@example.com\r\nSubject: free money ${'x'.repeat(200)}`;
    const booking = await book({ serviceType: 'Contact Form', name, email: 'eve@example.com', message: 'hi' });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['owner@luna.example']);
    expect(mail?.headers.bcc).toBeUndefined();
    expect(mail?.headers.subject).toMatch(/^New booking from Eve Bcc: victim@example\.com Subject: free money x+…$/);
    expect([...(mail?.headers.subject ?? '')]).toHaveLength(120);
  });

  it('lets no name, service or message add a line of its own to the notice: name and service stay one line, the message quoted (D-92)', async () => {
    const booking = await book({
      serviceType: 'Live\r\nAll your bookings: https://x.example',
      name: 'Eve\r\nE-mail: boss@luna.example\nPhone: +1 900 555 0100\u2028Sent: yesterday',
      email: 'eve@example.com',
      message: 'Hello\r\n\r\nAll your bookings: https://evil.example/bookings\rE-mail: x@evil.example',
    });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['owner@luna.example']);
    expect(mail?.headers.subject).toBe(
      'New booking from Eve E-mail: boss@luna.example Phone: +1 900 555 0100 Sent: yesterday: Live All your bookings: https://…',
    );
    expect(mail?.text.split('\n')).toEqual([
      'Someone sent you a booking request.',
      '',
      'Who: Eve E-mail: boss@luna.example Phone: +1 900 555 0100 Sent: yesterday',
      'E-mail: eve@example.com',
      'Phone: —',
      'Service: Live All your bookings: https://x.example',
      `Sent: ${booking.submittedAt}`,
      '',
      'Message:',
      '> Hello',
      '>',
      '> All your bookings: https://evil.example/bookings',
      '> E-mail: x@evil.example',
      '',
      'All your bookings: https://luna.example/bookings',
    ]);
  });

  it('tries again, with a growing wait, while the mail server refuses for now (421, 451), then delivers once', async () => {
    smtp.refuse(1, 421);
    smtp.refuse(1, 451);
    const booking = await book({ serviceType: 'Contact Form', name: 'Paolo', email: 'paolo@example.com', message: 'Wedding in June?' });
    expect(await noticeOf(booking.id)).toBe('pending');
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'sent',
    );
    await settle();
    expect(smtp.attempts).toBe(3);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.headers.subject).toBe('New booking from Paolo: Contact Form');
  });

  it('gives up at once when the mail server refuses for good (550), keeping the booking', async () => {
    smtp.refuse(1, 550);
    const booking = await book({ serviceType: 'Contact Form', name: 'Lia', email: 'lia@example.com', message: 'hi' });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'failed',
    );
    await settle();
    expect(smtp.attempts).toBe(1);
    expect(smtp.mails).toEqual([]);
    const row = await sut.db.queryOne(`SELECT name, status FROM bookings.booking_submissions WHERE id = $1`, [booking.id]);
    expect(row).toEqual({ name: 'Lia', status: 'new' });
  });

  it('gives up after MAIL_ATTEMPTS refusals for now, and marks the notice failed', async () => {
    smtp.refuse(4, 451);
    const booking = await book({ serviceType: 'Contact Form', name: 'Rita', email: 'rita@example.com', message: 'hi' });
    await eventually(
      () => noticeOf(booking.id),
      (state) => state === 'failed',
    );
    await settle();
    expect(smtp.attempts).toBe(4);
    expect(smtp.mails).toEqual([]);
  });

  it('leaves to its own job a notice younger than the sweep’s grace', async () => {
    const { id } = await sut.db.queryOne<{ id: number }>(
      `INSERT INTO bookings.booking_submissions (service_type, name, email, message, owner_notice)
       VALUES ('Contact Form', 'Ines', 'ines@example.com', 'Just sent', 'pending') RETURNING id`,
    );
    await sut.app.get(OwnerNoticeSweep).sweep(60_000);
    await settle();
    expect(await queue.getJob(ownerNoticeJobId(id))).toBeUndefined();
    expect(await noticeOf(id)).toBe('pending');
    await sut.db.query(`DELETE FROM bookings.booking_submissions WHERE id = $1`, [id]);
  });

  it('sends the notice of a booking whose job never got queued (a stop right after the commit), when the sweep runs', async () => {
    const { id } = await sut.db.queryOne<{ id: number }>(
      `INSERT INTO bookings.booking_submissions (service_type, name, email, message, owner_notice)
       VALUES ('Contact Form', 'Nora', 'nora@example.com', 'Still there?', 'pending') RETURNING id`,
    );
    await sut.app.get(OwnerNoticeSweep).sweep(0);
    await eventually(
      () => noticeOf(id),
      (state) => state === 'sent',
    );
    expect(smtp.mails.map((mail) => mail.headers.subject)).toEqual(['New booking from Nora: Contact Form']);
  });
});
