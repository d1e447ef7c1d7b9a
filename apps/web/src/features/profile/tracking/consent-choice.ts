import type { TrackerKind } from '@stagelink/contracts';

export type ConsentChoice = 'accepted' | 'refused';

/** Where the choice is kept: this site's own storage in the visitor's browser, never a cookie (D-88). */
export const CONSENT_STORAGE_KEY = 'trackingConsent';

/** How long a choice holds before the visitor is asked again. */
export const CONSENT_MONTHS = 6;

interface StoredConsent {
  choice: ConsentChoice;
  /** When it was made, in milliseconds since the epoch. */
  at: number;
  /** The kinds of tracker the visitor was asked about. */
  trackers: TrackerKind[];
}

/** The moment a choice made at `at` stops holding: the same day six calendar months later. */
export function consentExpiry(at: number): number {
  const expiry = new Date(at);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MONTHS);
  return expiry.getTime();
}

/**
 * The visitor's choice for the trackers on the page now, or null when they must be asked: no
 * choice, one older than six months, one from the future (a changed clock), one about other kinds
 * of tracker than the page has now (a tracker the owner added was never agreed to), or unreadable.
 */
export function heldChoice(stored: string | null, trackers: readonly TrackerKind[], now: number): ConsentChoice | null {
  const consent = parsed(stored);
  if (!consent) return null;
  if (consent.at > now || now >= consentExpiry(consent.at)) return null;
  if (consent.trackers.join() !== [...trackers].sort().join()) return null;
  return consent.choice;
}

export function storedConsent(choice: ConsentChoice, trackers: readonly TrackerKind[], now: number): string {
  const consent: StoredConsent = { choice, at: now, trackers: [...trackers].sort() };
  return JSON.stringify(consent);
}

function parsed(stored: string | null): StoredConsent | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<StoredConsent> | null;
    if (value?.choice !== 'accepted' && value?.choice !== 'refused') return null;
    if (typeof value.at !== 'number' || !Array.isArray(value.trackers)) return null;
    return { choice: value.choice, at: value.at, trackers: value.trackers.filter((kind) => typeof kind === 'string').sort() };
  } catch {
    return null;
  }
}
