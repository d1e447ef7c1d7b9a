import { PAGE_TRACKERS_ELEMENT_ID, TRACKING_ID_SHAPES, type PageTrackers, type TrackingSettings } from '@stagelink/contracts';
import { inertJson } from '@stagelink/nest-kit';
import { inlineScriptHashes } from './script-hashes';

export interface TrackingSources {
  scriptHosts: string[];
  connectHosts: string[];
  /** The owner's custom scripts may talk to any host; only https is allowed. */
  anyHost: boolean;
}

export interface TrackersOnPage {
  /** The inert element the page reads once the visitor accepts; empty when nothing is on. */
  element: string;
  sources: TrackingSources;
  /**
   * The hash sources of the inline scripts in the owner's custom markup, for a browser without
   * `'strict-dynamic'`, which would run them by nothing else (docs/decisions.md, D-193).
   */
  scriptHashes: string[];
}

export const NO_TRACKERS: TrackersOnPage = {
  element: '',
  sources: { scriptHosts: [], connectHosts: [], anyHost: false },
  scriptHashes: [],
};

// Identifiers are owner input, and the page builds script addresses from them: only their real
// shapes pass, checked here again in case a row was written before the shapes were enforced on save.
const GA_ID = TRACKING_ID_SHAPES.measurementId.pattern;
const GTM_ID = TRACKING_ID_SHAPES.containerId.pattern;
const PIXEL_ID = TRACKING_ID_SHAPES.pixelId.pattern;

const GOOGLE_TAGS = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The trackers the owner enabled and set, for the visitor's page only (docs/decisions.md, D-87):
 * no script, only data, which the page turns into scripts after the visitor's consent (D-88). The
 * owner's custom markup travels as a JSON string, so an unclosed `<script>` or `<!--` in it can
 * no longer swallow the page around it. The hosts, and the hashes of the owner's inline scripts,
 * are what the page's policy must allow then.
 */
export function pageTrackers(settings: TrackingSettings | null): TrackersOnPage {
  if (!settings) return NO_TRACKERS;
  const sources: TrackingSources = { scriptHosts: [], connectHosts: [], anyHost: false };
  const { googleAnalytics: ga, googleTagManager: gtm, facebookPixel: pixel, customScripts: custom } = settings;
  const scriptHashes: string[] = [];
  const trackers: PageTrackers = {
    googleAnalytics: enabledId(ga?.enabled, ga?.measurementId, GA_ID),
    googleTagManager: enabledId(gtm?.enabled, gtm?.containerId, GTM_ID),
    facebookPixel: enabledId(pixel?.enabled, pixel?.pixelId, PIXEL_ID),
    customScripts: null,
  };
  if (trackers.googleAnalytics || trackers.googleTagManager) {
    sources.scriptHosts.push(GOOGLE_TAGS);
    sources.connectHosts.push(...GOOGLE_ANALYTICS_HOSTS);
  }
  if (trackers.facebookPixel) {
    sources.scriptHosts.push('https://connect.facebook.net');
    sources.connectHosts.push('https://www.facebook.com');
  }
  if (custom?.enabled && (custom.headScripts.trim() || custom.bodyScripts.trim())) {
    trackers.customScripts = { head: custom.headScripts, body: custom.bodyScripts };
    sources.anyHost = true;
    // Head and body are parsed apart, as the page inserts them.
    scriptHashes.push(...new Set([...inlineScriptHashes(custom.headScripts), ...inlineScriptHashes(custom.bodyScripts)]));
  }
  if (Object.values(trackers).every((tracker) => tracker === null)) return NO_TRACKERS;
  return {
    element: `<script id="${PAGE_TRACKERS_ELEMENT_ID}" type="application/json">${inertJson(trackers)}</script>`,
    sources,
    scriptHashes,
  };
}

function enabledId(enabled: boolean | undefined, id: string | undefined, shape: RegExp): string | null {
  const trimmed = id?.trim() ?? '';
  return enabled && shape.test(trimmed) ? trimmed : null;
}
