import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const MAX_FAILED_RUNS = 3;

/**
 * Lighthouse's mobile defaults (simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown) on the served
 * page, in the system's Chromium; the median of `runs` runs by performance score.
 */
export async function measureLighthouse(chromePath, url, runs = 3) {
  const results = [];
  let failedRuns = 0;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      // Now and then Chromium's trace comes back unusable (NO_NAVSTART): that run is made again.
      if (lhr.runtimeError && (failedRuns += 1) <= MAX_FAILED_RUNS) {
        run -= 1;
        continue;
      }
      const audit = (id) => lhr.audits[id];
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint').numericValue,
        lcp: audit('largest-contentful-paint').numericValue,
        tbt: audit('total-blocking-time').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        si: audit('speed-index').numericValue,
        lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        unusedJs: (audit('unused-javascript')?.details?.items ?? []).map((item) => ({
          url: new URL(item.url).pathname,
          wastedBytes: item.wastedBytes,
        })),
        opportunities: Object.values(lhr.audits)
          .filter((each) => each.details?.type === 'opportunity' && (each.numericValue ?? 0) > 0)
          .map((each) => `${each.id} (${Math.round(each.numericValue)} ms)`),
      });
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return { median: results[Math.floor(results.length / 2)], scores: results.map((result) => result.score) };
}
