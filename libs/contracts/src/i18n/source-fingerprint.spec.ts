import { sourceFingerprint, writtenForCurrent } from './source-fingerprint';

describe(sourceFingerprint.name, () => {
  it('is the same for the same text and differs for an edit', () => {
    expect(sourceFingerprint('Luna Vega')).toBe(sourceFingerprint('Luna Vega'));
    expect(sourceFingerprint('Luna Vega')).not.toBe(sourceFingerprint('Luna Vega '));
    expect(sourceFingerprint('')).toMatch(/^[0-9a-z]+$/);
  });
});

describe(writtenForCurrent.name, () => {
  it('tells a translation of the current original from one of an earlier original', () => {
    const sources = { name: sourceFingerprint('Luna') };
    expect(writtenForCurrent(sources, 'name', 'Luna')).toBe(true);
    expect(writtenForCurrent(sources, 'name', 'Mara')).toBe(false);
    expect(writtenForCurrent(sources, 'description', 'anything')).toBe(true);
    expect(writtenForCurrent(undefined, 'name', 'Mara')).toBe(true);
  });
});
