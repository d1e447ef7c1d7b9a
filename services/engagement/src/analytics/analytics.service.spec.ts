import type { AnalyticsMessageDto } from '@stagelink/contracts';
import { AnalyticsRepository, type NewAnalyticsEvent } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

/** Our repository's contract in memory: the events in the order they were recorded. */
class InMemoryAnalytics implements Pick<AnalyticsRepository, keyof AnalyticsRepository> {
  readonly events: NewAnalyticsEvent[] = [];

  record(event: NewAnalyticsEvent): Promise<void> {
    this.events.push(event);
    return Promise.resolve();
  }
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A message as the controller hands it over; the service itself checks nothing of its shape. */
const request = (plain: Record<string, unknown>): AnalyticsMessageDto =>
  ({ event: 'profile_view', visitor: 'visitor-hash', ...plain }) as AnalyticsMessageDto;

describe(AnalyticsService.name, () => {
  let analytics: InMemoryAnalytics;
  let sut: AnalyticsService;

  beforeEach(() => {
    analytics = new InMemoryAnalytics();
    sut = new AnalyticsService(analytics as unknown as AnalyticsRepository);
  });

  it("records the event with the visitor's hash, never anything else of theirs", async () => {
    expect(
      await sut.record(request({ event: 'video_play', sectionId: 4, userAgent: IPHONE, referrer: 'https://L.Instagram.com/p/1' })),
    ).toEqual({
      recorded: true,
    });
    expect(analytics.events).toEqual([
      {
        event: 'video_play',
        sectionId: 4,
        userAgent: IPHONE,
        referrer: 'https://L.Instagram.com/p/1',
        ipAddress: 'visitor-hash',
        metadata: null,
        isBot: false,
        browser: 'Mobile Safari',
        os: 'iOS',
        device: 'mobile',
        referrerHost: 'l.instagram.com',
      },
    ]);
  });

  it('lists a view that came through a QR code under the code’s source, keeping the referrer it had (D-126)', async () => {
    await sut.record(request({ userAgent: IPHONE, utmSource: 'poster', referrer: 'https://l.instagram.com/' }));
    expect(analytics.events[0]).toMatchObject({ referrer: 'https://l.instagram.com/', referrerHost: 'QR code (poster)' });
  });

  it('flags a crawler, and an event without a user agent, as a bot', async () => {
    await sut.record(request({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }));
    await sut.record(request({}));
    expect(analytics.events.map((event) => event.isBot)).toEqual([true, true]);
  });

  it('names a desktop browser a desktop, and keeps no host of a referrer that is not an address', async () => {
    await sut.record(request({ userAgent: FIREFOX, referrer: 'not an address' }));
    expect(analytics.events[0]).toMatchObject({ isBot: false, browser: 'Firefox', os: 'Windows', device: 'desktop', referrerHost: null });
  });

  it('stores what was left out, and an empty referrer, as null', async () => {
    await sut.record(request({ referrer: '' }));
    expect(analytics.events).toEqual([
      expect.objectContaining({
        event: 'profile_view',
        sectionId: null,
        userAgent: null,
        referrer: null,
        metadata: null,
        referrerHost: null,
      }),
    ]);
  });

  it('stores the metadata as the plain object the jsonb column holds', async () => {
    const metadata = { page: '/admin', viewport: { width: 390, height: 844 }, timestamp: '2026-11-22T10:00:00.000Z' };
    await sut.record(request({ event: 'admin_exit_click', metadata }));
    const stored = analytics.events[0]?.metadata;
    expect(stored).toEqual(metadata);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
  });
});
