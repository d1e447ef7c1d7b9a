/**
 * The trackers the owner switched on, as the gateway puts them into the visitor's page `/`:
 * inert data (`<script type="application/json">`), which the page turns into scripts only after
 * the visitor accepts them (docs/decisions.md, D-87). Never on any other page, never for the owner.
 */
export interface PageTrackers {
  /** A Google Analytics measurement ID, checked against its real shape. */
  googleAnalytics: string | null;
  /** A Google Tag Manager container ID, likewise. */
  googleTagManager: string | null;
  /** A Facebook (Meta) pixel ID, likewise. */
  facebookPixel: string | null;
  /** The owner's own markup, as written: the page parses it apart from the page (D-87). */
  customScripts: { head: string; body: string } | null;
}

export const PAGE_TRACKERS_ELEMENT_ID = 'page-trackers';

/** What a visitor's choice was about: the kinds of tracker, so a new kind asks again (D-88). */
export type TrackerKind = keyof PageTrackers;

export function trackerKinds(trackers: PageTrackers): TrackerKind[] {
  return (Object.keys(trackers) as TrackerKind[]).filter((kind) => trackers[kind] !== null).sort();
}
