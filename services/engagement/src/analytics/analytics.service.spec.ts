import { plainToInstance } from 'class-transformer';
import { AnalyticsMessageDto } from '@stagelink/contracts';
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

/** As the validation pipe hands it over: a DTO instance, its metadata a nested one. */
const request = (plain: Record<string, unknown>): AnalyticsMessageDto =>
  plainToInstance(AnalyticsMessageDto, { event: 'profile_view', visitor: 'visitor-hash', ...plain });

describe(AnalyticsService.name, () => {
  let analytics: InMemoryAnalytics;
  let sut: AnalyticsService;

  beforeEach(() => {
    analytics = new InMemoryAnalytics();
    sut = new AnalyticsService(analytics as unknown as AnalyticsRepository);
  });

  it("records the event with the visitor's hash, never anything else of theirs", async () => {
    expect(
      await sut.record(request({ event: 'video_play', sectionId: 4, userAgent: 'Mozilla/5.0', referrer: 'https://a.example/' })),
    ).toEqual({
      recorded: true,
    });
    expect(analytics.events).toEqual([
      {
        event: 'video_play',
        sectionId: 4,
        userAgent: 'Mozilla/5.0',
        referrer: 'https://a.example/',
        ipAddress: 'visitor-hash',
        metadata: null,
      },
    ]);
  });

  it('stores what was left out, and an empty referrer, as null', async () => {
    await sut.record(request({ referrer: '' }));
    expect(analytics.events).toEqual([
      { event: 'profile_view', sectionId: null, userAgent: null, referrer: null, ipAddress: 'visitor-hash', metadata: null },
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
