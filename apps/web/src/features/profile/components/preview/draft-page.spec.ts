import { describe, expect, it } from '@jest/globals';
import type { PublicProfile, Section } from '@stagelink/contracts';
import { pageWithDraft, UNSAVED_SECTION_ID } from './draft-page';

const profile = { id: 1, name: 'Saved name', description: 'Saved words' } as PublicProfile;
const section = (id: number, order: number, title: string): Section => ({
  id,
  profileId: 1,
  type: 'text',
  title,
  data: { content: title },
  order,
  isVisible: true,
});
const saved = [section(5, 1, 'Second'), section(9, 0, 'First')];

describe(pageWithDraft.name, () => {
  it('is the saved page, in its order, when nothing is being edited', () => {
    const page = pageWithDraft(profile, saved, []);
    expect(page.profile).toBe(profile);
    expect(page.sections.map((each) => each.title)).toEqual(['First', 'Second']);
  });

  it("lays the editors' values over the saved profile, field by field", () => {
    const page = pageWithDraft(profile, saved, [{ profile: { name: 'Typed name' } }, { profile: { description: 'Typed words' } }]);
    expect(page.profile).toEqual({ id: 1, name: 'Typed name', description: 'Typed words' });
  });

  it('shows an edited section in its own place, still visible or hidden as saved', () => {
    const hidden = { ...section(5, 1, 'Second'), isVisible: false };
    const page = pageWithDraft(
      profile,
      [hidden, section(9, 0, 'First')],
      [{ section: { id: 5, type: 'text', title: 'Second, edited', data: { content: 'New' } } }],
    );
    expect(page.sections.map(({ id, title, isVisible }) => ({ id, title, isVisible }))).toEqual([
      { id: 9, title: 'First', isVisible: true },
      { id: 5, title: 'Second, edited', isVisible: false },
    ]);
  });

  it('puts a section not saved yet first, where the form places it (D-110), visible, with an id no saved section has', () => {
    const page = pageWithDraft(profile, saved, [
      { section: { type: 'custom', title: 'Tickets', data: { url: 'https://example.com' }, place: 'top' } },
    ]);
    expect(page.sections.map((each) => each.title)).toEqual(['Tickets', 'First', 'Second']);
    expect(page.sections[0]).toMatchObject({ id: UNSAVED_SECTION_ID, isVisible: true, profileId: 1 });
  });

  it('puts it last when the owner switched "Put it at the top of the page" off', () => {
    const page = pageWithDraft(profile, saved, [{ section: { type: 'custom', title: 'Tickets', data: {}, place: 'bottom' } }]);
    expect(page.sections.map((each) => each.title)).toEqual(['First', 'Second', 'Tickets']);
  });
});
