import type { AdminProfile, Section } from '@stagelink/contracts';
import { initialStateOf } from './support/initial-state';
import { TestStack } from './support/test-stack';

const DAY = 86_400_000;

/** The schema.org data blocks of a page (apps/gateway/src/web/tour-events-json-ld.ts). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    (match) => JSON.parse(match[1] ?? '[]') as Record<string, unknown>[],
  );
}

describe('tour dates on the page (D-121, D-122)', () => {
  let stack: TestStack;
  let cookie: string;

  beforeAll(async () => {
    stack = await TestStack.start();
    cookie = await stack.login();
  });
  afterAll(() => stack?.stop());

  beforeEach(async () => {
    await stack.db.query('DELETE FROM profile.sections');
  });

  const call = <T = Section>(method: string, path: string, body?: unknown) => stack.request<T>(method, path, { body, cookie });
  const at = (offset: number) => new Date(Date.now() + offset).toISOString().replace('Z', '+00:00');
  const date = (startsAt: string, city: string, extra: Record<string, unknown> = {}) => ({
    startsAt,
    city,
    venue: `${city} Arena`,
    country: 'it',
    ticketUrl: `https://tickets.example.com/${city.toLowerCase()}`,
    status: 'available',
    ...extra,
  });

  it('stores a tour checked, and refuses a bad date with 400 saying which field', async () => {
    const tomorrow = at(DAY);
    const created = await call('POST', '/api/sections', { type: 'tour', title: 'Tour 2026', data: { dates: [date(tomorrow, 'Roma')] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ dates: [{ ...date(tomorrow, 'Roma'), country: 'IT' }] });
    const cases: [Record<string, unknown>, string][] = [
      [{ country: 'Italia' }, 'data.dates[0].country: must be a country code of two letters (ISO 3166-1, such as IT)'],
      [{ ticketUrl: 'javascript:alert(1)' }, 'data.dates[0].ticketUrl: must be an http or https link'],
      [
        { startsAt: '2026-07-14 21:00' },
        'data.dates[0].startsAt: must be an ISO 8601 date and time with its offset (2026-07-14T21:00:00+02:00)',
      ],
      [{ status: 'maybe' }, 'data.dates[0].status: status must be one of available, few, soldOut'],
    ];
    for (const [change, message] of cases) {
      const refused = await call('PUT', `/api/sections/${created.body.id}`, {
        type: 'tour',
        data: { dates: [date(tomorrow, 'Roma', change)] },
      });
      expect(refused).toMatchObject({ status: 400, body: { message } });
    }
    const tooMany = Array.from({ length: 101 }, (_, index) => date(at(DAY + index), 'Roma'));
    expect((await call('PUT', `/api/sections/${created.body.id}`, { data: { dates: tooMany } })).status).toBe(400);
    const rows = await stack.db.query<{ data: unknown }>('SELECT data FROM profile.sections');
    expect(rows).toEqual([{ data: created.body.data }]);
  });

  it('serves the upcoming dates in the page without scripts, and each as a MusicEvent, the past one left out', async () => {
    await call('PUT', '/api/profile', { name: 'Mara Sole' });
    await call('POST', '/api/sections', {
      type: 'tour',
      title: 'Tour',
      data: {
        dates: [
          date(at(20 * DAY), 'Bologna', { status: 'soldOut' }),
          date(at(-2 * DAY), 'Torino'),
          date(at(10 * DAY), 'Napoli', { status: 'few', ticketUrl: 'https://tickets.example.com/</script><script>alert(1)' }),
        ],
      },
    });
    const html = await (await fetch(`${stack.baseUrl}/`, { headers: { 'accept-language': 'it' } })).text();
    // The server-rendered page, read before any script runs.
    const app = /<div id="root">(.*?)<\/div>\s*<script id="initial-state"/s.exec(html)?.[1] ?? html;
    expect(app).toContain('Napoli');
    expect(app).toContain('Bologna');
    expect(app).not.toContain('Torino');
    expect(app.indexOf('Napoli')).toBeLessThan(app.indexOf('Bologna'));
    expect(app).toContain('Biglietti');
    expect(html).not.toContain('</script><script>alert(1)');

    const events = jsonLdOf(html).filter((item) => item['@type'] === 'MusicEvent');
    expect(events.map((event) => (event.location as { address: { addressLocality: string } }).address.addressLocality)).toEqual([
      'Napoli',
      'Bologna',
    ]);
    expect(events[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'Mara Sole – Bologna',
      startDate: expect.any(String) as string,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bologna Arena',
        address: { '@type': 'PostalAddress', addressLocality: 'Bologna', addressCountry: 'IT' },
      },
      performer: { '@type': 'MusicGroup', name: 'Mara Sole' },
      offers: { '@type': 'Offer', url: 'https://tickets.example.com/bologna', availability: 'https://schema.org/SoldOut' },
    });
    expect(events[0]).toMatchObject({ offers: { availability: 'https://schema.org/LimitedAvailability' } });
    // The page's data keeps every date: the page itself leaves the past ones out.
    expect((initialStateOf(html).sections[0]?.data.dates as unknown[]).length).toBe(3);
  });

  it("keeps the artist's time zone, Europe/Rome unless set, and refuses a zone Intl does not know", async () => {
    expect((await call<AdminProfile>('GET', '/api/profile')).body.timeZone).toBe('Europe/Rome');
    const refused = await call('PUT', '/api/profile', { timeZone: 'Mars/Olympus' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Time zone must be an IANA time zone name, such as Europe/Rome' } });
    const saved = await call<AdminProfile>('PUT', '/api/profile', { timeZone: 'America/New_York' });
    expect(saved).toMatchObject({ status: 200, body: { timeZone: 'America/New_York' } });
    expect((await stack.request<AdminProfile>('GET', '/api/profile')).body.timeZone).toBe('America/New_York');
    await call('PUT', '/api/profile', { timeZone: 'Europe/Rome' });
  });
});
