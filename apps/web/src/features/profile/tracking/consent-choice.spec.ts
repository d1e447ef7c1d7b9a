import { describe, expect, it } from '@jest/globals';
import { consentExpiry, heldChoice, storedConsent } from './consent-choice';

const MADE = Date.UTC(2026, 0, 15, 12, 0, 0);
const DAY = 86_400_000;

describe(heldChoice.name, () => {
  it('holds an acceptance or a refusal about the same trackers, whatever their order', () => {
    const accepted = storedConsent('accepted', ['googleAnalytics', 'customScripts'], MADE);
    expect(heldChoice(accepted, ['customScripts', 'googleAnalytics'], MADE + DAY)).toBe('accepted');
    const refused = storedConsent('refused', ['facebookPixel'], MADE);
    expect(heldChoice(refused, ['facebookPixel'], MADE + 100 * DAY)).toBe('refused');
  });

  it('asks again after six calendar months, not a moment before', () => {
    const sut = storedConsent('accepted', ['googleAnalytics'], MADE);
    const expiry = consentExpiry(MADE);
    expect(new Date(expiry).toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(heldChoice(sut, ['googleAnalytics'], expiry - 1)).toBe('accepted');
    expect(heldChoice(sut, ['googleAnalytics'], expiry)).toBeNull();
  });

  it('asks again when the owner added a kind of tracker, or took one away', () => {
    const sut = storedConsent('accepted', ['googleAnalytics'], MADE);
    expect(heldChoice(sut, ['googleAnalytics', 'facebookPixel'], MADE + DAY)).toBeNull();
    expect(heldChoice(storedConsent('refused', ['googleAnalytics', 'facebookPixel'], MADE), ['googleAnalytics'], MADE)).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', 'yes'],
    ['another choice', JSON.stringify({ choice: 'maybe', at: MADE, trackers: ['googleAnalytics'] })],
    ['no moment', JSON.stringify({ choice: 'accepted', trackers: ['googleAnalytics'] })],
    ['no trackers', JSON.stringify({ choice: 'accepted', at: MADE })],
    ['a moment to come (a clock set back since)', storedConsent('accepted', ['googleAnalytics'], MADE + DAY)],
  ])('asks when it finds %s', (_name, stored) => {
    expect(heldChoice(stored, ['googleAnalytics'], MADE)).toBeNull();
  });
});
