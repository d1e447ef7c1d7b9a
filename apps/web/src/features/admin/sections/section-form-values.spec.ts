import { describe, expect, it } from '@jest/globals';
import { SECTION_DATA_DEFAULTS, type Section } from '@stagelink/contracts';
import { newSectionValues, storedSectionValues } from './section-form-values';

const section = (type: string, data: Record<string, unknown>): Section => ({
  id: 7,
  profileId: 1,
  type,
  title: 'Stored',
  data,
  order: 0,
  isVisible: true,
});

describe(newSectionValues.name, () => {
  it("starts from the type's defaults, as a copy the form may change", () => {
    const values = newSectionValues('collaboration');
    expect(values).toEqual({ title: '', data: SECTION_DATA_DEFAULTS.collaboration, schedule: { from: '', until: '' } });
    values.data.services?.push({ icon: 'other', name: 'x', description: '', color: 'green' });
    expect(SECTION_DATA_DEFAULTS.collaboration.services).toHaveLength(1);
  });
});

describe(storedSectionValues.name, () => {
  it('reads an older single-video section as a list of one', () => {
    expect(storedSectionValues(section('video', { url: 'https://youtu.be/dQw4w9WgXcQ' }), 'video', 'Europe/Rome').data).toEqual({
      videos: [{ title: '', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: '' }],
    });
  });

  it('fills the fields a stored section lacks', () => {
    expect(storedSectionValues(section('text', { content: 'Hi' }), 'text', 'Europe/Rome')).toEqual({
      title: 'Stored',
      data: { content: 'Hi', longContent: '', alignment: 'left' },
      schedule: { from: '', until: '' },
    });
  });

  it("shows a scheduled section's moments in the artist's time zone", () => {
    const scheduled = { ...section('text', {}), visibleFrom: '2026-12-01T09:00:00.000Z', visibleUntil: null };
    expect(storedSectionValues(scheduled, 'text', 'Europe/Rome').schedule).toEqual({ from: '2026-12-01T10:00', until: '' });
  });

  it('keeps data the schema refuses, so the owner sees it by its field and can fix it', () => {
    expect(storedSectionValues(section('custom', { url: 'javascript:alert(1)' }), 'custom', 'Europe/Rome').data).toEqual({
      description: '',
      url: 'javascript:alert(1)',
      logoUrl: '',
    });
  });
});
