import { DEMO_PROFILE, DEMO_SECTIONS } from './demo-content';
import { isUnchangedDemoSection, unchangedDemoProfileFields } from './demo-matching';

describe(isUnchangedDemoSection.name, () => {
  const seed = (type: string) => {
    const found = DEMO_SECTIONS.find((section) => section.type === type);
    if (!found) throw new Error(`no demo ${type}`);
    return found;
  };
  const video = seed('video');
  const tiktok = seed('tiktok');

  it('knows every seeded section, whatever the order of its keys', () => {
    expect(DEMO_SECTIONS.every(isUnchangedDemoSection)).toBe(true);
    const reversed = Object.fromEntries(Object.entries(tiktok.data).reverse());
    expect(isUnchangedDemoSection({ ...tiktok, data: reversed })).toBe(true);
  });

  it('counts a changed title or content as the owner’s', () => {
    expect(isUnchangedDemoSection({ ...tiktok, title: 'My TikTok' })).toBe(false);
    expect(isUnchangedDemoSection({ ...tiktok, data: { ...tiktok.data, username: 'mara.sole' } })).toBe(false);
    const videos = (video.data.videos as unknown[]).slice(1);
    expect(isUnchangedDemoSection({ ...video, data: { videos } })).toBe(false);
  });

  it('counts a schedule as the owner’s: the seed has none', () => {
    expect(isUnchangedDemoSection({ ...tiktok, visibleFrom: null, visibleUntil: null })).toBe(true);
    expect(isUnchangedDemoSection({ ...tiktok, visibleFrom: new Date('2030-12-24T09:00:00Z') })).toBe(false);
    expect(isUnchangedDemoSection({ ...tiktok, visibleUntil: new Date('2030-12-27T09:00:00Z') })).toBe(false);
  });
});

describe(unchangedDemoProfileFields.name, () => {
  it('names the fields that still hold the demo artist’s values', () => {
    expect(unchangedDemoProfileFields(DEMO_PROFILE)).toEqual(['name', 'description', 'profileImage']);
    expect(unchangedDemoProfileFields({ ...DEMO_PROFILE, name: 'Mara Sole', profileImage: null })).toEqual(['description']);
  });
});
