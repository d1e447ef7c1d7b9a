import { PAGE_TRACKERS_ELEMENT_ID, type InitialState, type PageTrackers } from '@stagelink/contracts';

/** The state the gateway inlined into a page's HTML (apps/gateway/src/web/public-page.ts). */
export function initialStateOf(html: string): InitialState {
  const match = /<script id="initial-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no initial state in the page');
  return JSON.parse(match[1] ?? '') as InitialState;
}

/** The trackers the gateway put on a page for after the visitor's consent, or null (apps/gateway/src/web/page-trackers.ts). */
export function pageTrackersOf(html: string): PageTrackers | null {
  const match = new RegExp(`<script id="${PAGE_TRACKERS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return match ? (JSON.parse(match[1] ?? '') as PageTrackers) : null;
}
