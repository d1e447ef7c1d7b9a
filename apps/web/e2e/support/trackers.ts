import type { BrowserContext, Page } from '@playwright/test';
import { withDatabase } from './database';

export const GA_ID = 'G-E2E12345';
export const PIXEL_ID = '123456789012345';

/** Google Analytics, the Facebook pixel and a custom script, head and body, as an owner switches them on. */
export const TRACKING_ON = {
  googleAnalytics: { measurementId: GA_ID, enabled: true },
  googleTagManager: { containerId: '', enabled: false },
  facebookPixel: { pixelId: PIXEL_ID, enabled: true },
  customScripts: {
    headScripts:
      '<script src="https://cdn.tracker.example/head.js"></script><script>window.customHeadRan = (window.customHeadRan || 0) + 1</script>',
    bodyScripts: '<script>window.customBodyRan = true</script>',
    enabled: true,
  },
};

export async function arrangeTracking(settings: object = TRACKING_ON): Promise<void> {
  await withDatabase((db) => db.query(`UPDATE profile.profiles SET tracking_settings = $1`, [JSON.stringify(settings)]));
}

const TRACKING_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com|tracker\.example)$/;

/**
 * Every request the browser makes to a tracking host, answered here with an empty script so
 * nothing leaves the machine; what the test reads is that it was made.
 */
export async function trackerRequests(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => TRACKING_HOST.test(url.hostname),
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  // The video platform's thumbnails are not trackers; this machine is offline, so they fail at once.
  await context.route('https://i.ytimg.com/**', (route) => route.abort());
  return seen;
}

/** What the trackers leave in a page once they ran: their globals, the custom scripts' marks, their script elements. */
export function trackerTraces(page: Page) {
  return page.evaluate(() => {
    const global = window as unknown as Record<string, unknown>;
    return {
      gtag: typeof global.gtag,
      fbq: typeof global.fbq,
      customHeadRan: global.customHeadRan ?? null,
      customBodyRan: global.customBodyRan ?? null,
      trackerScripts: [...document.scripts]
        .map((script) => script.src)
        .filter((src) => /googletagmanager|facebook|tracker\.example/.test(src)),
    };
  });
}

export const NO_TRACES = { gtag: 'undefined', fbq: 'undefined', customHeadRan: null, customBodyRan: null, trackerScripts: [] };

/** Every script, style or request the page's policy refused, from the first byte on: read with the returned function. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const global = window as unknown as { policyViolations: string[] };
    global.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      global.policyViolations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

/** The sum of the page's layout shifts since it started loading (the CLS Lighthouse reports, unwindowed). */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const global = window as unknown as { layoutShift: number };
    global.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) global.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('trackingConsent') ?? 'null') as { choice: string } | null);
