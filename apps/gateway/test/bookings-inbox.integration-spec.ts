import { BOOKINGS_TOTAL_HEADER, type BookingAlerts, type BookingSubmission } from '@stagelink/contracts';
import { TestStack } from './support/test-stack';

type Answer = BookingSubmission & { message: string };

describe('the inbox an artist can live in (docs/decisions.md, D-114)', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start({ RATE_LIMIT_BOOKINGS_PER_HOUR: '1000' });
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  const book = (body: Record<string, unknown>) =>
    stack.request<Answer>('POST', '/api/bookings', { body: { serviceType: 'Contact Form', message: 'Free on 12 July?', ...body } });
  const list = (query = '') => stack.request<BookingSubmission[]>('GET', `/api/bookings${query}`, { cookie });
  const namesFound = async (query: string) => (await list(query)).body.map((booking) => booking.name).sort();
  const setStatus = (id: number, body: Record<string, unknown>) =>
    stack.request<Answer>('PUT', `/api/bookings/${id}/status`, { body, cookie });
  const stepBack = (id: number, from: string) => stack.request<Answer>('POST', `/api/bookings/${id}/step-back`, { body: { from }, cookie });
  const archive = (id: number, archived: unknown) =>
    stack.request<Answer>('PUT', `/api/bookings/${id}/archived`, { body: { archived }, cookie });
  const rowOf = (id: number) =>
    stack.db.queryOne<{ status: string; archived: boolean }>(
      `SELECT status, archived_at IS NOT NULL AS archived FROM bookings.booking_submissions WHERE id = $1`,
      [id],
    );
  const changesOf = (id: number) =>
    stack.db.query<{ action: string; from_status: string | null; to_status: string | null }>(
      `SELECT action, from_status, to_status FROM bookings.booking_changes WHERE booking_id = $1 ORDER BY id`,
      [id],
    );

  describe('search by name, e-mail or phone, on the server', () => {
    beforeAll(async () => {
      expect((await book({ name: 'Giulia Rossi', email: 'giulia@studio.example' })).status).toBe(201);
      expect((await book({ name: 'Marco Bianchi', phone: '+39 333 999 8888' })).status).toBe(201);
      expect((await book({ name: 'Anna_100%', email: 'anna@example.com', phone: '06 1234 5678' })).status).toBe(201);
    });

    it('finds a name or an e-mail by any piece of it, whatever the case, and counts only the matches', async () => {
      expect(await namesFound('?search=rossi')).toEqual(['Giulia Rossi']);
      expect(await namesFound('?search=STUDIO.example')).toEqual(['Giulia Rossi']);
      const answer = await list('?search=example');
      expect(answer.headers.get(BOOKINGS_TOTAL_HEADER)).toBe('2');
    });

    it('finds a phone written in any format the forms accept', async () => {
      for (const typed of ['333 999 8888', '333-999-8888', '+39 (333) 999.8888', '0039 333 9998888', '3339998888']) {
        expect(await namesFound(`?search=${encodeURIComponent(typed)}`)).toEqual(['Marco Bianchi']);
      }
      // A national number with its 0, as an Italian visitor types it, stored as +39 0612345678.
      expect(await namesFound(`?search=${encodeURIComponent('06 1234 5678')}`)).toEqual(['Anna_100%']);
    });

    it("takes a search's LIKE wildcards literally and finds nothing for what nobody wrote", async () => {
      expect(await namesFound(`?search=${encodeURIComponent('_100%')}`)).toEqual(['Anna_100%']);
      expect(await namesFound(`?search=${encodeURIComponent('_')}`)).toEqual(['Anna_100%']);
      expect(await namesFound('?search=nobody')).toEqual([]);
    });

    it('refuses a search longer than any name or address with 400 and its rule', async () => {
      const answer = await stack.request<{ message: string }>('GET', `/api/bookings?search=${'x'.repeat(256)}`, { cookie });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: 'search must be at most 255 characters',
      });
    });
  });

  describe('archive and unarchive', () => {
    it('hides an archived booking from the inbox, lists it with archived=true, and brings it back, each change recorded', async () => {
      const { id } = (await book({ name: 'Archie', email: 'archie@example.com' })).body;
      const archived = await archive(id, true);
      expect(archived.status).toBe(200);
      expect(archived.body.archivedAt).toEqual(expect.any(String));
      expect(await rowOf(id)).toEqual({ status: 'new', archived: true });
      expect(await namesFound('?search=archie')).toEqual([]);
      expect(await namesFound('?search=archie&archived=true')).toEqual(['Archie']);

      expect((await archive(id, true)).status).toBe(200);
      const back = await archive(id, false);
      expect(back.body.archivedAt).toBeNull();
      expect(await namesFound('?search=archie')).toEqual(['Archie']);
      expect(await changesOf(id)).toEqual([
        { action: 'archive', from_status: null, to_status: null },
        { action: 'unarchive', from_status: null, to_status: null },
      ]);
    });

    it('refuses what is not true or false (400), and a booking that does not exist (404)', async () => {
      const { id } = (await book({ name: 'Flag', email: 'flag@example.com' })).body;
      expect((await archive(id, 'yes')).body.message).toBe('archived must be true or false');
      expect((await archive(id, 'yes')).status).toBe(400);
      expect((await archive(987654, true)).status).toBe(404);
    });
  });

  describe('a step moves once, and a step back is recorded', () => {
    it('moves a booking from the status the owner saw; the same step again is 409 with a message, and nothing moves', async () => {
      const { id } = (await book({ name: 'Tap', email: 'tap@example.com' })).body;
      const first = await setStatus(id, { status: 'contacted', from: 'new' });
      expect(first.status).toBe(200);
      const again = await setStatus(id, { status: 'contacted', from: 'new' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        `Booking ${id} is contacted now, not new: it was changed meanwhile (a second tap, or another window). Nothing was changed.`,
      );
      expect(await rowOf(id)).toEqual({ status: 'contacted', archived: false });
      expect(await changesOf(id)).toEqual([{ action: 'step', from_status: 'new', to_status: 'contacted' }]);
    });

    it('lets two taps at once move one step only', async () => {
      const { id } = (await book({ name: 'Burst', email: 'burst@example.com' })).body;
      const answers = await Promise.all([0, 1, 2].map(() => setStatus(id, { status: 'contacted', from: 'new' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await changesOf(id)).toHaveLength(1);
    });

    it('refuses a step that is not one of D-18 from the status given (422)', async () => {
      const { id } = (await book({ name: 'Skip', email: 'skip@example.com' })).body;
      const skip = await setStatus(id, { status: 'scheduled', from: 'new' });
      expect(skip.status).toBe(422);
      expect(await rowOf(id)).toEqual({ status: 'new', archived: false });
    });

    it('steps back newest first, even out of a cancellation, and says what it did in the history', async () => {
      const { id } = (await book({ name: 'Undo', email: 'undo@example.com' })).body;
      await setStatus(id, { status: 'contacted', from: 'new' });
      const cancelled = await setStatus(id, { status: 'cancelled', from: 'contacted' });
      expect(cancelled.body.stepBackTo).toBe('contacted');

      const once = await stepBack(id, 'cancelled');
      expect(once.status).toBe(200);
      expect(once.body).toMatchObject({ status: 'contacted', stepBackTo: 'new' });
      const twice = await stepBack(id, 'contacted');
      expect(twice.body).toMatchObject({ status: 'new', stepBackTo: null });
      expect(twice.body.history.map(({ action, from, to }) => `${action} ${from}>${to}`)).toEqual([
        'step new>contacted',
        'step contacted>cancelled',
        'back cancelled>contacted',
        'back contacted>new',
      ]);

      const nothing = await stepBack(id, 'new');
      expect({ status: nothing.status, message: nothing.body.message }).toEqual({
        status: 422,
        message: `Booking ${id} has no step to undo.`,
      });
      const stale = await stepBack(id, 'scheduled');
      expect(stale.status).toBe(409);
      expect(await rowOf(id)).toEqual({ status: 'new', archived: false });
    });

    it('shows the history in the inbox list too', async () => {
      const { id } = (await book({ name: 'Listed', email: 'listed@example.com' })).body;
      await setStatus(id, { status: 'contacted', from: 'new' });
      const [listed] = (await list('?search=listed')).body;
      expect(listed).toMatchObject({
        id,
        status: 'contacted',
        stepBackTo: 'new',
        history: [{ action: 'step', from: 'new', to: 'contacted' }],
      });
    });
  });

  it("keeps the visitor's language and the optional fields with the booking, and shows them in the inbox", async () => {
    const answer = await book({
      name: 'Yuki',
      email: 'yuki@example.com',
      language: 'ja',
      eventDate: '2027-07-12',
      venue: ' Blue Note, Tokyo ',
      budget: '¥200,000',
    });
    expect(answer.status).toBe(201);
    const [listed] = (await list('?search=yuki')).body;
    expect(listed).toMatchObject({ language: 'ja', eventDate: '2027-07-12', venue: 'Blue Note, Tokyo', budget: '¥200,000' });
  });

  it('refuses a language outside the ten and a date that does not exist (400), storing nothing', async () => {
    const language = await book({ name: 'Nolang', email: 'nolang@example.com', language: 'xx' });
    expect(language.status).toBe(400);
    const date = await book({ name: 'Nolang', email: 'nolang@example.com', eventDate: '2027-02-30' });
    expect({ status: date.status, message: date.body.message }).toEqual({
      status: 400,
      message: 'eventDate must be a real date written YYYY-MM-DD.',
    });
    expect(await namesFound('?search=nolang')).toEqual([]);
  });

  it('tells the owner whether e-mail alerts are on (off without SMTP_URL)', async () => {
    const answer = await stack.request<BookingAlerts>('GET', '/api/bookings/alerts', { cookie });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { emailAlerts: false } });
  });
});
