import { SECTION_TYPES, videoIdOf, videosOf } from '@stagelink/contracts';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { ProfileAppModule } from '../src/profile-app.module';

describe('the demo content of a first `npm start`', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    process.env.DEMO_CONTENT = 'true';
    sut = await startServiceOnFreshDatabase('profile', ProfileAppModule);
    delete process.env.DEMO_CONTENT;
  });
  afterAll(() => sut?.close());

  it('fills an empty database with the demo artist and one section of every type but tour, all marked', async () => {
    expect(await sut.db.query(`SELECT name, is_demo FROM profile.profiles`)).toEqual([{ name: 'Luna Vega', is_demo: true }]);
    const sections = await sut.db.query<{ type: string; is_demo: boolean; order: number; data: Record<string, unknown> }>(
      `SELECT type, is_demo, "order", data FROM profile.sections ORDER BY "order"`,
    );
    // Fixed tour dates would all be past one day, and the demo is matched by its exact data (docs/decisions.md, D-121).
    expect(sections.map((section) => section.type).sort()).toEqual(SECTION_TYPES.filter((type) => type !== 'tour').sort());
    expect(sections.every((section) => section.is_demo)).toBe(true);
    expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index));
    const video = sections.find((section) => section.type === 'video');
    const ids = videosOf(video?.data ?? {}).map((item) => videoIdOf(item.url));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.every((id) => id !== null)).toBe(true);
  });

  it('never seeds again once the owner has a profile', async () => {
    await sut.db.query(`DELETE FROM profile.sections`);
    process.env.DEMO_CONTENT = 'true';
    await sut.restart();
    delete process.env.DEMO_CONTENT;
    expect(await sut.db.query(`SELECT id FROM profile.sections`)).toEqual([]);
  });
});
