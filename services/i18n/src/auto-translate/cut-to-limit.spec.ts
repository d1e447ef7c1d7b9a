import { cutToLimit } from './cut-to-limit';

describe(cutToLimit.name, () => {
  it('leaves a text within the limit as it is', () => {
    expect(cutToLimit('Nova Rivera', 11)).toBe('Nova Rivera');
  });

  it('cuts a longer text at a space near the end, marked with "…", within the limit', () => {
    const sut = cutToLimit(`${'word '.repeat(60)}end`, 255);
    expect(sut.length).toBeLessThanOrEqual(255);
    expect(sut).toMatch(/word…$/);
  });

  it('cuts a text without spaces at the limit, never inside a character', () => {
    expect(cutToLimit('音'.repeat(300), 255)).toBe(`${'音'.repeat(254)}…`);
    const emoji = cutToLimit('🎵'.repeat(200), 255);
    expect(emoji.length).toBeLessThanOrEqual(255);
    expect(emoji).toBe(`${'🎵'.repeat(127)}…`);
  });
});
