import { defaultFooterSettings } from '@stagelink/contracts';
import { withFooterFollowingName } from './footer-name';

const footer = (copyrightName: string) => ({ ...defaultFooterSettings(new Date('2026-01-01')), copyrightName });

describe(withFooterFollowingName.name, () => {
  const current = { name: 'Luna Vega', footerSettings: footer('Luna Vega') };

  it('renames the footer with the profile while they were the same', () => {
    expect(withFooterFollowingName(current, { name: 'Mara Sole' }).footerSettings?.copyrightName).toBe('Mara Sole');
  });

  it('renames it when the same save sends the footer unchanged', () => {
    const sut = withFooterFollowingName(current, { name: 'Mara Sole', footerSettings: footer('Luna Vega') });
    expect(sut.footerSettings?.copyrightName).toBe('Mara Sole');
  });

  it('keeps a name the owner wrote, before or in the same save', () => {
    expect(withFooterFollowingName({ ...current, footerSettings: footer('Vega Records') }, { name: 'Mara Sole' })).toEqual({
      name: 'Mara Sole',
    });
    const sut = withFooterFollowingName(current, { name: 'Mara Sole', footerSettings: footer('Sole Music') });
    expect(sut.footerSettings?.copyrightName).toBe('Sole Music');
  });

  it('leaves a save without a new name as it is', () => {
    const changes = { description: 'Hello' };
    expect(withFooterFollowingName(current, changes)).toBe(changes);
  });
});
