import type { PageTrackers } from '@stagelink/contracts';
import { insertOwnerMarkup } from './owner-markup';

type Queue = unknown[];
interface TrackerGlobals {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
}
interface PixelQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

const globals = window as unknown as TrackerGlobals;

/**
 * Runs the trackers the visitor accepted (docs/decisions.md, D-88), as their vendors' own snippets
 * would, without an inline script: each tracker's queue is set up here and its script added by this
 * code, which the page's policy trusts ('strict-dynamic'). The owner's custom markup comes last.
 */
export async function loadTrackers(trackers: PageTrackers): Promise<void> {
  if (trackers.googleAnalytics) startGoogleAnalytics(trackers.googleAnalytics);
  if (trackers.googleTagManager) startTagManager(trackers.googleTagManager);
  if (trackers.facebookPixel) startPixel(trackers.facebookPixel);
  if (trackers.customScripts) {
    await insertOwnerMarkup(trackers.customScripts.head, document.head);
    await insertOwnerMarkup(trackers.customScripts.body, document.body);
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startGoogleAnalytics(id: string): void {
  const dataLayer = (globals.dataLayer ??= []);
  // gtag.js reads each call's `arguments` object, not an array: its own snippet is written so.
  globals.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  globals.gtag('js', new Date());
  globals.gtag('config', id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function startTagManager(id: string): void {
  (globals.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

/** The pixel's queue as its own snippet makes it: calls wait in it until fbevents.js takes them. */
function startPixel(id: string): void {
  if (!globals.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as PixelQueue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    globals.fbq = fbq;
    globals._fbq ??= fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  globals.fbq('init', id);
  globals.fbq('track', 'PageView');
}
