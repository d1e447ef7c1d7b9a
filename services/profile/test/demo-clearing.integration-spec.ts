import { DEFAULT_PROFILE_NAME } from '@stagelink/contracts';
import { MigratedService, startServiceOnFreshDatabase } from '@stagelink/testing';
import { DemoClearingService } from '../src/demo/demo-clearing.service';
import { ProfileAppModule } from '../src/profile-app.module';
import { ProfileService } from '../src/profiles/profile.service';
import { SectionsService } from '../src/sections/sections.service';

describe('starting from a blank page, in the profile service', () => {
  let sut: MigratedService;
  const demo = () => sut.app.get(DemoClearingService);

  beforeAll(async () => {
    process.env.DEMO_CONTENT = 'true';
    sut = await startServiceOnFreshDatabase('profile', ProfileAppModule);
    delete process.env.DEMO_CONTENT;
  });
  afterAll(() => sut?.close());

  it('removes the demo rows the owner left alone and keeps what the owner made or changed', async () => {
    const sections = sut.app.get(SectionsService);
    const before = await sections.list(false);
    const tiktok = before.find((section) => section.type === 'tiktok');
    const video = before.find((section) => section.type === 'video');
    const scheduled = before.find((section) => section.type !== 'tiktok' && section.type !== 'video');
    if (!tiktok || !video || !scheduled) throw new Error('the demo has a tiktok, a video and a third section');
    await sections.update(tiktok.id, { data: { username: 'mara.sole', url: 'https://www.tiktok.com/@mara.sole' } });
    // Only given a date to appear: the owner's now (D-164).
    await sections.update(scheduled.id, { visibleFrom: '2030-12-24T09:00:00.000Z' });
    await sections.update(video.id, { title: video.title, data: video.data });
    const own = await sections.create({
      type: 'custom',
      title: 'My shop',
      data: { url: 'https://example.com/' },
      order: 999,
      isVisible: true,
    });
    await sut.app.get(ProfileService).update({ description: 'Songs from Turin.' });

    const found = await demo().find();
    expect(found.sectionIds).toHaveLength(before.length - 2);
    expect(found.sectionIds).toContain(video.id);
    expect(found.sectionIds).not.toContain(scheduled.id);
    expect(found.profileFields).toEqual(['name', 'profileImage']);

    expect(await demo().clear(found.sectionIds)).toEqual({ sections: before.length - 2, profileFields: ['name', 'profileImage'] });
    const left = await sections.list(false);
    expect(left.map((section) => section.title).sort()).toEqual(['My shop', scheduled.title, 'TikTok'].sort());
    expect(left.find((section) => section.id === own.id)?.data).toMatchObject({ url: 'https://example.com/' });
    const profile = await sut.app.get(ProfileService).getProfile();
    expect(profile).toMatchObject({ name: DEFAULT_PROFILE_NAME, description: 'Songs from Turin.', profileImage: null });
    expect(profile.footerSettings.copyrightName).toBe(DEFAULT_PROFILE_NAME);
    expect(
      await sut.db.query(`SELECT id FROM profile.sections WHERE is_demo UNION ALL SELECT id FROM profile.profiles WHERE is_demo`),
    ).toEqual([]);
  });

  it('finds nothing more, and a second clear changes nothing', async () => {
    const rows = () => sut.db.query(`SELECT id, title, data, updated_at FROM profile.sections ORDER BY id`);
    const before = await rows();
    expect(await demo().find()).toMatchObject({ sectionIds: [], profileFields: [] });
    expect(await demo().clear([])).toEqual({ sections: 0, profileFields: [] });
    expect(await rows()).toEqual(before);
  });

  it('lets the footer follow a rename, unless the owner wrote another name there', async () => {
    const profiles = sut.app.get(ProfileService);
    expect((await profiles.update({ name: 'Mara Sole' })).footerSettings.copyrightName).toBe('Mara Sole');
    const footer = (await profiles.getProfile()).footerSettings;
    await profiles.update({ footerSettings: { ...footer, copyrightName: 'Sole Records' } });
    expect((await profiles.update({ name: 'Mara' })).footerSettings.copyrightName).toBe('Sole Records');
  });
});
