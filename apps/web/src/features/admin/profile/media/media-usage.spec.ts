import { describe, expect, it } from '@jest/globals';
import { describeUsage } from './media-usage';

describe(describeUsage.name, () => {
  it('says nothing for an unused image', () => {
    expect(describeUsage([])).toBe('');
  });

  it('names the profile photo and each section by its title', () => {
    expect(describeUsage([{ kind: 'profile' }])).toBe('the profile photo');
    expect(
      describeUsage([
        { kind: 'profile' },
        { kind: 'section', sectionId: 3, title: 'Gallery' },
        { kind: 'section', sectionId: 4, title: 'The Vinyl' },
      ]),
    ).toBe('the profile photo, the section “Gallery” and the section “The Vinyl”');
  });
});
